import { ADMIN_ROLES } from '@app/contract';
import { requireUser } from '../../../features/auth/session';
import { PostForm } from '../../../features/careers/PostForm';
import { Loader } from '../../../ui/Loader';
import type { Route } from './+types/edit';

export const meta = () => [{ title: 'Edit Job Post · Admin' }];

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  await requireUser(request, ADMIN_ROLES);
  return { id: params.id };
}

export function HydrateFallback() {
  return <Loader label="Loading job post..." />;
}

export default function RoutePostForm({ loaderData }: Route.ComponentProps) {
  return <PostForm key={loaderData.id} id={loaderData.id} />;
}
