import { ADMIN_ROLES } from '@app/contract';
import { requireUser } from '../../../features/auth/session';
import { InvestmentDetail } from '../../../features/investing/InvestmentsAdmin';
import { Loader } from '../../../ui/Loader';
import type { Route } from './+types/investment';

export const meta = () => [{ title: 'Investment · Admin' }];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireUser(request, ADMIN_ROLES);
  return null;
}

export function HydrateFallback() {
  return <Loader label="Loading the investment..." />;
}

export default function RouteInvestmentDetail() {
  return <InvestmentDetail />;
}
