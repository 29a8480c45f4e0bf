import { ADMIN_ROLES } from '@app/contract';
import { requireUser } from '../../../features/auth/session';
import { TeamAdmin } from '../../../features/content-admin/TeamAdmin';
import { Loader } from '../../../ui/Loader';
import type { Route } from './+types/team';

export const meta = () => [{ title: 'Team Members · Admin' }];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireUser(request, ADMIN_ROLES);
  return null;
}

export function HydrateFallback() {
  return <Loader label="Loading team members..." />;
}

export default function TeamAdminRoute() {
  return <TeamAdmin />;
}
