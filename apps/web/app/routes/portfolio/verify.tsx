import { SITE_NAME } from '@app/contract';
import { Loader } from '../../ui/Loader';
import type { Route } from './+types/verify';
import { requireInvestor } from './guard';
import { VerifyInvestor } from '../../features/investing/VerifyInvestor';

export const meta = () => [{ title: `Investor profile | ${SITE_NAME}` }];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireInvestor(request);
  return null;
}

export function HydrateFallback() {
  return <Loader label="Loading your investor profile..." />;
}

export default function RouteVerifyInvestor() {
  return <VerifyInvestor />;
}
