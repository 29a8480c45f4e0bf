import { redirect } from 'react-router';
import { ADMIN_AREA_ROLES, FIELD_OFFICER_ROLES, hasRole, safeReturnPath, type Role, type UserView } from '@app/contract';
import { api, ApiError, setSignedOutOnPurpose } from '../../lib/api';
import { hasSessionHint } from '../../lib/session-hint';

/**
 * The signed-in user for client loaders. Cached for the page's life and cleared on logout or a
 * failed revalidation. The route guard rules (accounts.md §6): not signed in -> /login,
 * not verified -> /verify-email, role not allowed -> /unauthorized.
 */
let cached: UserView | null | undefined;

type MeResponse = { success: true; user: UserView };

/**
 * GET /auth/me without the shared client's redirect-to-/login: an expired access cookie gets one
 * refresh and one retry here, and a visitor without a session is simply `null`, so auth pages can
 * probe the session and guards can redirect through the router with the return path.
 */
async function probeMe(): Promise<UserView | null> {
  // No sign-in hint: nobody is signed in here, so ask nothing (anonymous visitors make no failing calls).
  if (!hasSessionHint()) return null;
  try {
    return (await api.get<MeResponse>('/auth/me', undefined, { noRefresh: true })).user;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
  }
  try {
    await api.post('/auth/refresh-token', {}, { noRefresh: true });
    return (await api.get<MeResponse>('/auth/me', undefined, { noRefresh: true })).user;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}

export async function fetchCurrentUser(force = false): Promise<UserView | null> {
  if (cached !== undefined && !force) return cached;
  try {
    cached = await probeMe();
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) cached = null;
    else throw error;
  }
  notify();
  return cached;
}

/** The cached user without a request (undefined = not known yet). */
export const peekCurrentUser = () => cached;

export function setCurrentUser(user: UserView | null | undefined) {
  // Signed in again: from now on a 401 means the session ended, and sends the visitor to sign in.
  if (user) setSignedOutOnPurpose(false);
  cached = user;
  notify();
}

/** Listeners (the TanStack Query cache in hooks.ts) follow changes made outside React. */
const listeners = new Set<(user: UserView | null | undefined) => void>();
export function onCurrentUserChange(listener: (user: UserView | null | undefined) => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
function notify() {
  for (const listener of listeners) listener(cached);
}

export async function requireUser(request: Request, roles?: readonly Role[]): Promise<UserView> {
  const user = await fetchCurrentUser();
  const url = new URL(request.url);
  if (!user) throw redirect(`/login?redirect=${encodeURIComponent(url.pathname + url.search)}`);
  if (!user.isVerified) throw redirect(withReturnPath(`/verify-email?email=${encodeURIComponent(user.email)}`, url.pathname + url.search));
  if (roles && !roles.includes(user.userRole)) throw redirect('/unauthorized');
  return user;
}

/** Where a signed-in user belongs: staff to the back office (via /admin-panel), investors to their portfolio, field officers to the field app. */
export function homeFor(user: UserView) {
  if ((ADMIN_AREA_ROLES as readonly Role[]).includes(user.userRole)) return '/admin-panel';
  if (hasRole(user.userRole, FIELD_OFFICER_ROLES)) return '/field';
  return user.userRole === 'user' ? '/portfolio' : '/profile';
}

/**
 * `path` with the visitor's return path passed on as ?redirect=, so a journey that started at a
 * guarded page (say /portfolio/invest/{planId}) survives sign in, registration and email verification.
 */
export function withReturnPath(path: string, returnPath: string | null | undefined): string {
  const target = safeReturnPath(returnPath);
  if (!target) return path;
  return `${path}${path.includes('?') ? '&' : '?'}redirect=${encodeURIComponent(target)}`;
}
