import { useRouteLoaderData } from 'react-router';
import type { UserView } from '@app/contract';
import { useSignedInUser } from '../auth/hooks';

/** The signed-in staff member inside /admin: the fresh query when it has loaded, else the one the admin layout's guard loaded. */
export function useShellUser(): UserView | undefined {
  const layout = useRouteLoaderData('routes/admin/shell/layout') as { user: UserView } | undefined;
  return useSignedInUser(layout?.user);
}
