import { ADMIN_ROLES } from '@app/contract';
import { requireUser } from '../../../features/auth/session';
import { TemplateAdmin } from '../../../features/agreements/TemplateAdmin';
import { Loader } from '../../../ui/Loader';
import type { Route } from './+types/template';

export const meta = () => [{ title: 'Mudarabah Agreement · Admin' }];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireUser(request, ADMIN_ROLES);
  return null;
}

export function HydrateFallback() {
  return <Loader label="Loading the agreement..." />;
}

export default function RouteAgreementTemplate() {
  return <TemplateAdmin />;
}
