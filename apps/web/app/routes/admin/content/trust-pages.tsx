import { CONTENT_EDITOR_ROLES } from '@app/contract';
import { requireUser } from '../../../features/auth/session';
import { TrustPagesAdmin } from '../../../features/trust-pages/TrustPagesAdmin';
import { Loader } from '../../../ui/Loader';
import type { Route } from './+types/trust-pages';

export const meta = () => [{ title: 'Trust Pages · Admin' }];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireUser(request, CONTENT_EDITOR_ROLES);
  return null;
}

export function HydrateFallback() {
  return <Loader label="Loading page..." />;
}

export default function TrustPagesAdminRoute() {
  return <TrustPagesAdmin />;
}
