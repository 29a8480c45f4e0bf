import { ADMIN_ROLES } from '@app/contract';
import { requireUser } from '../../../features/auth/session';
import { InvestmentsAdmin } from '../../../features/investing/InvestmentsAdmin';
import { Loader } from '../../../ui/Loader';
import type { Route } from './+types/investments';

export const meta = () => [{ title: 'Investments · Admin' }];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireUser(request, ADMIN_ROLES);
  return null;
}

export function HydrateFallback() {
  return <Loader label="Loading investments..." />;
}

export default function RouteInvestmentsAdmin() {
  return <InvestmentsAdmin />;
}
