import { ManagerDashboard } from '../../../features/work-plans/ManagerDashboard';

export const meta = () => [{ title: 'Work Planning · Admin' }];

export default function ManagerDashboardRoute() {
  return <ManagerDashboard />;
}
