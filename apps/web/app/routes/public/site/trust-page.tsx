import { useLocation } from 'react-router';
import { contentLanguageSearch, pathWithoutLanguage, type TrustPage, type TrustPageSlug } from '@app/contract';
import { m } from '@app/contract/messages';
import type { Route } from './+types/trust-page';
import { languageOfRequest, loadContent, pageWords, publicHeaders, publicPageMeta } from '../../../features/public/data';
import { useLanguage } from '../../../lib/language';
import { StatusContent } from '../../../features/public/StatusContent';
import { TrustPageView } from '../../../features/trust-pages/TrustPageView';

/** /shariah and /risk: one module registered at both paths (routes.ts); the path names the page. */
const EYEBROWS = { shariah: m.public_trust_eyebrow_shariah, risk: m.public_trust_eyebrow_risk } as const satisfies Record<TrustPageSlug, unknown>;
const slugOf = (pathname: string): TrustPageSlug => (pathWithoutLanguage(pathname).startsWith('/risk') ? 'risk' : 'shariah');

export const meta: Route.MetaFunction = ({ location, matches }) => publicPageMeta(`/${slugOf(location.pathname)}`)({ location, matches });
export const headers = publicHeaders;

export async function loader({ context, request }: Route.LoaderArgs) {
  const search = contentLanguageSearch(languageOfRequest(request));
  return loadContent<TrustPage>(context, `/trust-pages/${slugOf(new URL(request.url).pathname)}${search}`, 'Failed to load this page');
}

export default function TrustPageRoute({ loaderData }: Route.ComponentProps) {
  const slug = slugOf(useLocation().pathname);
  const language = useLanguage();
  if (loaderData.error !== null) return <StatusContent title={pageWords(`/${slug}`, language).title} text={loaderData.error} />;
  return <TrustPageView page={loaderData.data} eyebrow={EYEBROWS[slug]({}, { locale: language })} />;
}
