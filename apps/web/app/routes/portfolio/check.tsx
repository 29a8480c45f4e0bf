import { SITE_NAME } from '@app/contract';
import { Loader } from '../../ui/Loader';
import type { Route } from './+types/check';
import { requireInvestor } from './guard';
import { AppropriatenessCheck } from '../../features/investing/AppropriatenessCheck';

export const meta = () => [{ title: `Appropriateness check | ${SITE_NAME}` }];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireInvestor(request);
  return null;
}

export function HydrateFallback() {
  return <Loader label="Loading..." />;
}

export default function RouteAppropriatenessCheck() {
  return <AppropriatenessCheck />;
}
