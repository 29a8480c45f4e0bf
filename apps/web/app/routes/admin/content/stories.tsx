import { CONTENT_EDITOR_ROLES } from '@app/contract';
import { requireUser } from '../../../features/auth/session';
import { StoriesAdmin } from '../../../features/content-admin/StoriesAdmin';
import { Loader } from '../../../ui/Loader';
import type { Route } from './+types/stories';

export const meta = () => [{ title: 'Our Stories · Admin' }];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireUser(request, CONTENT_EDITOR_ROLES);
  return null;
}

export function HydrateFallback() {
  return <Loader label="Loading stories..." />;
}

export default function StoriesAdminRoute() {
  return <StoriesAdmin />;
}
