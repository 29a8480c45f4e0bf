import { CONTENT_EDITOR_ROLES } from '@app/contract';
import { requireUser } from '../../../features/auth/session';
import { ActivityLog } from '../../../features/admin-shell/ActivityLog';
import { Loader } from '../../../ui/Loader';
import type { Route } from './+types/activity';

export const meta = () => [{ title: 'Activity Log · Admin' }];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireUser(request, CONTENT_EDITOR_ROLES);
  return null;
}

export function HydrateFallback() {
  return <Loader label="Loading activity..." />;
}

export default function ActivityRoute() {
  return <ActivityLog />;
}
