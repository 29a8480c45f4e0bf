import { data } from 'react-router';
import { SITE_NAME } from '@app/contract';
import type { Route } from './+types/not-found';
import { loadContent } from '../features/public/data';
import { PublicShell } from '../features/public/PublicShell';
import { StatusContent } from '../features/public/StatusContent';
import type { PublicContactInfo } from '../features/public/types';

/** Any unknown path: a real 404, shown inside the public page shell so visitors can navigate on. */
export async function loader({ context }: Route.LoaderArgs) {
  const contactInfo = await loadContent<PublicContactInfo>(context, '/contactInfo', 'Error fetching contact information');
  return data({ contactInfo, links: context.links }, { status: 404 });
}

export const meta = () => [{ title: `Page Not Found | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }];

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return (
    <PublicShell contactInfo={loaderData.contactInfo} links={loaderData.links}>
      <StatusContent code="404" title="Page Not Found" text="The page you're looking for doesn't exist or has been moved." />
    </PublicShell>
  );
}
