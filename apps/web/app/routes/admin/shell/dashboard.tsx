import { useShellUser } from '../../../features/admin-shell/useShellUser';
import { Dashboard } from '../../../features/admin-shell/Dashboard';

export const meta = () => [{ title: 'Dashboard · Admin' }];

export default function DashboardRoute() {
  const user = useShellUser();
  return user ? <Dashboard user={user} /> : null;
}
