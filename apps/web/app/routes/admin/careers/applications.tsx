import { ADMIN_ROLES } from '@app/contract';
import { requireUser } from '../../../features/auth/session';
import { ApplicationsAdmin } from '../../../features/careers/ApplicationsAdmin';
import { Loader } from '../../../ui/Loader';
import type { Route } from './+types/applications';

export const meta = () => [{ title: 'Job Applications · Admin' }];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireUser(request, ADMIN_ROLES);
  return null;
}

export function HydrateFallback() {
  return <Loader label="Loading job applications..." />;
}

export default function RouteApplicationsAdmin() {
  return <ApplicationsAdmin />;
}
