import { type TrustPage } from '@app/contract';
import type { Route } from './+types/risk';
import { loadContent, publicPageMeta, publicHeaders } from '../../../features/public/data';
import { StatusContent } from '../../../features/public/StatusContent';
import { TrustPageView } from '../../../features/trust-pages/TrustPageView';

export const meta: Route.MetaFunction = publicPageMeta('/risk');
export const headers = publicHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  return loadContent<TrustPage>(context, '/trust-pages/risk', 'Failed to load this page');
}

export default function RiskPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.error !== null) return <StatusContent title="Risks of Investing" text={loaderData.error} />;
  return <TrustPageView page={loaderData.data} eyebrow="Risk" />;
}
