import { ADMIN_ROLES, SITE_NAME } from '@app/contract';
import { requireUser } from '../../../features/auth/session';
import { UserDetail } from '../../../features/users/UserDetail';
import type { Route } from './+types/detail';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { actor: await requireUser(request, ADMIN_ROLES) };
}

export const meta = () => [{ title: `User Details | ${SITE_NAME}` }];

export default function RouteUserDetail({ loaderData }: Route.ComponentProps) {
  return <UserDetail actor={loaderData.actor} />;
}
