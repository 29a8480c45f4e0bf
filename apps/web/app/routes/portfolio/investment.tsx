import { SITE_NAME } from '@app/contract';
import { Loader } from '../../ui/Loader';
import type { Route } from './+types/investment';
import { requireInvestor } from './guard';
import { InvestmentPage } from '../../features/investing/InvestmentPage';

export const meta = () => [{ title: `Investment | ${SITE_NAME}` }];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireInvestor(request);
  return null;
}

export function HydrateFallback() {
  return <Loader label="Loading the investment..." />;
}

export default function RouteInvestmentPage() {
  return <InvestmentPage />;
}
