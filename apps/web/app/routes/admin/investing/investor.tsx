import { ADMIN_ROLES } from '@app/contract';
import { requireUser } from '../../../features/auth/session';
import { InvestorDetail } from '../../../features/investing/InvestorsAdmin';
import { Loader } from '../../../ui/Loader';
import type { Route } from './+types/investor';

export const meta = () => [{ title: 'Investor · Admin' }];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireUser(request, ADMIN_ROLES);
  return null;
}

export function HydrateFallback() {
  return <Loader label="Loading the investor..." />;
}

export default function RouteInvestorDetail() {
  return <InvestorDetail />;
}
