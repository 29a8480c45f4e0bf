import { ADMIN_ROLES } from '@app/contract';
import { requireUser } from '../../../features/auth/session';
import { PostsAdmin } from '../../../features/careers/PostsAdmin';
import { Loader } from '../../../ui/Loader';
import type { Route } from './+types/posts';

export const meta = () => [{ title: 'Manage Career Postings · Admin' }];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireUser(request, ADMIN_ROLES);
  return null;
}

export function HydrateFallback() {
  return <Loader label="Loading career posts..." />;
}

export default function RoutePostsAdmin() {
  return <PostsAdmin />;
}
