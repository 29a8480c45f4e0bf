import { ADMIN_ROLES, CONTENT_EDITOR_ROLES, hasRole } from '@app/contract';
import { requireUser } from '../../../features/auth/session';
import { TrustPagesAdmin } from '../../../features/trust-pages/TrustPagesAdmin';
import { Loader } from '../../../ui/Loader';
import type { Route } from './+types/trust-pages';

export const meta = () => [{ title: 'Trust Pages · Admin' }];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const user = await requireUser(request, CONTENT_EDITOR_ROLES);
  return { canEnterAdviser: hasRole(user.userRole, ADMIN_ROLES) };
}

export function HydrateFallback() {
  return <Loader label="Loading page..." />;
}

export default function TrustPagesAdminRoute({ loaderData }: Route.ComponentProps) {
  return <TrustPagesAdmin canEnterAdviser={loaderData.canEnterAdviser} />;
}
