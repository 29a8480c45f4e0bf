import { SITE_NAME } from '@app/contract';
import { Loader } from '../../ui/Loader';
import type { Route } from './+types/index';
import { requireInvestor } from './guard';
import { Portfolio } from '../../features/investing/Portfolio';

export const meta = () => [{ title: `My portfolio | ${SITE_NAME}` }];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireInvestor(request);
  return null;
}

export function HydrateFallback() {
  return <Loader label="Loading your portfolio..." />;
}

export default function RoutePortfolio() {
  return <Portfolio />;
}
