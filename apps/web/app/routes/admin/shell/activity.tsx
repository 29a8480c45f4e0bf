import { ActivityLog } from '../../../features/admin-shell/ActivityLog';

export const meta = () => [{ title: 'Activity Log · Admin' }];

export default function ActivityRoute() {
  return <ActivityLog />;
}
