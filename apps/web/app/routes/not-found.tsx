import { data } from 'react-router';
import { languageOfPath, SITE_NAME } from '@app/contract';
import { m } from '@app/contract/messages';
import type { Route } from './+types/not-found';
import { loadContent } from '../features/public/data';
import { useLanguage } from '../lib/language';
import { PublicShell } from '../features/public/PublicShell';
import { StatusContent } from '../features/public/StatusContent';
import type { PublicContactInfo } from '../features/public/types';

/** Any unknown path: a real 404, shown inside the public page shell so visitors can navigate on. */
export async function loader({ context }: Route.LoaderArgs) {
  const contactInfo = await loadContent<PublicContactInfo>(context, '/contactInfo', 'Error fetching contact information');
  return data({ contactInfo, links: context.links }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ location }) => [
  { title: `${m.public_not_found_title({}, { locale: languageOfPath(location.pathname) })} | ${SITE_NAME}` },
  { name: 'robots', content: 'noindex' },
];

export default function NotFound({ loaderData }: Route.ComponentProps) {
  const say = { locale: useLanguage() };
  return (
    <PublicShell contactInfo={loaderData.contactInfo} links={loaderData.links}>
      <StatusContent code="404" title={m.public_not_found_title({}, say)} text={m.public_not_found_text({}, say)} />
    </PublicShell>
  );
}
