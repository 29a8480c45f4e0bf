import { ADMIN_ROLES, SITE_NAME } from '@app/contract';
import { requireUser } from '../../../features/auth/session';
import { EditUser } from '../../../features/users/EditUser';
import type { Route } from './+types/edit';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { actor: await requireUser(request, ADMIN_ROLES) };
}

export const meta = () => [{ title: `Edit User | ${SITE_NAME}` }];

export default function RouteEditUser({ loaderData }: Route.ComponentProps) {
  return <EditUser actor={loaderData.actor} />;
}
