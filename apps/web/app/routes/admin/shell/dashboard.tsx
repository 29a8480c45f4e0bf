import { useRouteLoaderData } from 'react-router';
import type { UserView } from '@app/contract';
import { useCurrentUser } from '../../../features/auth/hooks';
import { Dashboard } from '../../../features/admin-shell/Dashboard';

export const meta = () => [{ title: 'Dashboard · Admin' }];

export default function DashboardRoute() {
  const layout = useRouteLoaderData('routes/admin/shell/layout') as { user: UserView } | undefined;
  const { data } = useCurrentUser();
  const user = data ?? layout?.user;
  return user ? <Dashboard user={user} /> : null;
}
