import { ADMIN_ROLES } from '@app/contract';
import { requireUser } from '../../../features/auth/session';
import { InvestorsAdmin } from '../../../features/investing/InvestorsAdmin';
import { Loader } from '../../../ui/Loader';
import type { Route } from './+types/investors';

export const meta = () => [{ title: 'Investors · Admin' }];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireUser(request, ADMIN_ROLES);
  return null;
}

export function HydrateFallback() {
  return <Loader label="Loading investors..." />;
}

export default function RouteInvestorsAdmin() {
  return <InvestorsAdmin />;
}
