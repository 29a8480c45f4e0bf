import { type TrustPage } from '@app/contract';
import type { Route } from './+types/shariah';
import { loadContent, publicPageMeta, publicHeaders } from '../../../features/public/data';
import { StatusContent } from '../../../features/public/StatusContent';
import { TrustPageView } from '../../../features/trust-pages/TrustPageView';

export const meta: Route.MetaFunction = publicPageMeta('/shariah');
export const headers = publicHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  return loadContent<TrustPage>(context, '/trust-pages/shariah', 'Failed to load this page');
}

export default function ShariahPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.error !== null) return <StatusContent title="How We Follow Shariah" text={loaderData.error} />;
  return <TrustPageView page={loaderData.data} eyebrow="Shariah" />;
}
