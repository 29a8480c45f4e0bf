import { ADMIN_ROLES, SITE_NAME } from '@app/contract';
import { requireUser } from '../../../features/auth/session';
import { UsersList } from '../../../features/users/UsersList';
import type { Route } from './+types/list';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { actor: await requireUser(request, ADMIN_ROLES) };
}

export const meta = () => [{ title: `Users | ${SITE_NAME}` }];

export default function RouteUsersList({ loaderData }: Route.ComponentProps) {
  return <UsersList actor={loaderData.actor} />;
}
