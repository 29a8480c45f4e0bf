import { useEffect } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { AUTH_MESSAGES, type UserView } from '@app/contract';
import { api, setSignedOutOnPurpose } from '../../lib/api';
import { toast } from '../../ui/Toaster';
import { fetchCurrentUser, onCurrentUserChange, peekCurrentUser, setCurrentUser } from './session';

export const CURRENT_USER_KEY = ['auth', 'me'] as const;

/**
 * The signed-in user (GET /auth/me) as a TanStack Query: `data` is the user, `null` when signed
 * out. Seeded from the loader's cache so screens behind `requireUser` never flash empty, and kept
 * in step when login, logout or a profile update change the user.
 */
export function useCurrentUser() {
  const queryClient = useQueryClient();
  useEffect(() => onCurrentUserChange((user) => queryClient.setQueryData(CURRENT_USER_KEY, user ?? null)), [queryClient]);
  const initial = peekCurrentUser();
  return useQuery<UserView | null>({
    queryKey: CURRENT_USER_KEY,
    queryFn: () => fetchCurrentUser(true),
    initialData: initial === undefined ? undefined : initial,
    staleTime: 60_000,
  });
}

/**
 * The user a signed-in shell shows: the live one, or the one its guard loaded until the query has it
 * (the admin shell and the account pages).
 */
export function useSignedInUser<Loaded extends UserView | undefined>(loaded: Loaded): UserView | Loaded {
  return useCurrentUser().data ?? loaded;
}

/**
 * POST /auth/logout, then forget the user and every cached query even if the call failed
 * (accounts.md §4), and go to /login. Without a query client or navigate function (outside
 * React) it falls back to a full page load, which drops all in-memory state too.
 */
async function logout(options: { queryClient?: QueryClient; navigate?: NavigateFunction } = {}) {
  let failed = false;
  setSignedOutOnPurpose(true);
  try {
    await api.post('/auth/logout', {}, { noRefresh: true });
  } catch {
    failed = true;
  }
  setCurrentUser(null);
  options.queryClient?.clear();
  options.queryClient?.setQueryData(CURRENT_USER_KEY, null);
  if (failed) toast.error('Error during logout.');
  else toast.success(AUTH_MESSAGES.loggedOut);
  if (options.navigate) options.navigate('/login', { replace: true });
  else if (typeof window !== 'undefined') window.location.assign('/login');
}

/** `logout` bound to this tree's query client and router: `const doLogout = useLogout()`. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return () => logout({ queryClient, navigate });
}
