import { ADMIN_ROLES } from '@app/contract';
import { requireUser } from '../../../features/auth/session';
import { PostForm } from '../../../features/careers/PostForm';
import { Loader } from '../../../ui/Loader';
import type { Route } from './+types/create';

export const meta = () => [{ title: 'Create New Job Post · Admin' }];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireUser(request, ADMIN_ROLES);
  return null;
}

export function HydrateFallback() {
  return <Loader label="Loading..." />;
}

export default function RoutePostForm() {
  return <PostForm />;
}
