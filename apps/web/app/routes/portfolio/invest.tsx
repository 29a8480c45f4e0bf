import { redirect } from 'react-router';
import { SITE_NAME, investHandOffPath, unitsFromQuery } from '@app/contract';
import { Loader } from '../../ui/Loader';
import type { Route } from './+types/invest';
import { requireInvestor } from './guard';
import { fetchCurrentUser } from '../../features/auth/session';
import { Invest } from '../../features/investments/Invest';

export const meta = () => [{ title: `Make an investment | ${SITE_NAME}` }];

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  // A visitor without a session meets the plan's hand-off page (create an account first), not a bare sign-in form.
  if (!(await fetchCurrentUser())) {
    throw redirect(investHandOffPath(params.planId, unitsFromQuery(new URL(request.url).searchParams.get('units'))));
  }
  await requireInvestor(request);
  return null;
}

export function HydrateFallback() {
  return <Loader label="Loading..." />;
}

export default function RouteInvest() {
  return <Invest />;
}
