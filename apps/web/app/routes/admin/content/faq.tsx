import { CONTENT_EDITOR_ROLES } from '@app/contract';
import { requireUser } from '../../../features/auth/session';
import { FaqAdmin } from '../../../features/content-admin/FaqAdmin';
import { Loader } from '../../../ui/Loader';
import type { Route } from './+types/faq';

export const meta = () => [{ title: 'FAQ Management · Admin' }];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireUser(request, CONTENT_EDITOR_ROLES);
  return null;
}

export function HydrateFallback() {
  return <Loader label="Loading FAQs..." />;
}

export default function FaqAdminRoute() {
  return <FaqAdmin />;
}
