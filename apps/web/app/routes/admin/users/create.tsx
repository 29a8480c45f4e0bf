import { ADMIN_ROLES, SITE_NAME } from '@app/contract';
import { requireUser } from '../../../features/auth/session';
import { CreateUser } from '../../../features/users/CreateUser';
import type { Route } from './+types/create';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { actor: await requireUser(request, ADMIN_ROLES) };
}

export const meta = () => [{ title: `Add User | ${SITE_NAME}` }];

export default function RouteCreateUser({ loaderData }: Route.ComponentProps) {
  return <CreateUser actor={loaderData.actor} />;
}
