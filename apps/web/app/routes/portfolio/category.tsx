import { SITE_NAME } from '@app/contract';
import { Loader } from '../../ui/Loader';
import type { Route } from './+types/category';
import { requireInvestor } from './guard';
import { InvestorCategory } from '../../features/investing/InvestorCategory';

export const meta = () => [{ title: `Investor category | ${SITE_NAME}` }];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireInvestor(request);
  return null;
}

export function HydrateFallback() {
  return <Loader label="Loading..." />;
}

export default function RouteInvestorCategory() {
  return <InvestorCategory />;
}
