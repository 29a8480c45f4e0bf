import { redirect } from 'react-router';
import type { Role, UserView } from '@app/contract';
import { api, ApiError } from '../../lib/api';

/**
 * The signed-in user for client loaders. Cached for the page's life and cleared on logout or a
 * failed revalidation. The route guard rules (accounts.md §6): not signed in -> /login,
 * not verified -> /verify-email, role not allowed -> /unauthorized.
 */
let cached: UserView | null | undefined;

export async function fetchCurrentUser(force = false): Promise<UserView | null> {
  if (cached !== undefined && !force) return cached;
  try {
    const body = await api.get<{ success: true; user: UserView }>('/auth/me', undefined, { noRefresh: false });
    cached = body.user;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) cached = null;
    else throw error;
  }
  return cached;
}

export function setCurrentUser(user: UserView | null | undefined) {
  cached = user;
}

export async function requireUser(request: Request, roles?: readonly Role[]): Promise<UserView> {
  const user = await fetchCurrentUser();
  const url = new URL(request.url);
  if (!user) throw redirect(`/login?redirect=${encodeURIComponent(url.pathname + url.search)}`);
  if (!user.isVerified) throw redirect(`/verify-email?email=${encodeURIComponent(user.email)}`);
  if (roles && !roles.includes(user.userRole)) throw redirect('/unauthorized');
  return user;
}
