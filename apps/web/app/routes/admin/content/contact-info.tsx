import { CONTENT_EDITOR_ROLES } from '@app/contract';
import { requireUser } from '../../../features/auth/session';
import { ContactInfoAdmin } from '../../../features/content-admin/ContactInfoAdmin';
import { Loader } from '../../../ui/Loader';
import type { Route } from './+types/contact-info';

export const meta = () => [{ title: 'Manage Contact Information · Admin' }];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireUser(request, CONTENT_EDITOR_ROLES);
  return null;
}

export function HydrateFallback() {
  return <Loader label="Loading contact information..." />;
}

export default function ContactInfoAdminRoute() {
  return <ContactInfoAdmin />;
}
