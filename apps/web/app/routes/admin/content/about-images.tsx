import { CONTENT_EDITOR_ROLES } from '@app/contract';
import { requireUser } from '../../../features/auth/session';
import { AboutImagesAdmin } from '../../../features/content-admin/AboutImagesAdmin';
import { Loader } from '../../../ui/Loader';
import type { Route } from './+types/about-images';

export const meta = () => [{ title: 'About Image Management · Admin' }];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireUser(request, CONTENT_EDITOR_ROLES);
  return null;
}

export function HydrateFallback() {
  return <Loader label="Loading images..." />;
}

export default function AboutImagesAdminRoute() {
  return <AboutImagesAdmin />;
}
