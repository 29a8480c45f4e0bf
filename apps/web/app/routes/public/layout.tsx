import { Outlet, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/layout';
import { loadContent } from '../../features/public/data';
import { PublicShell } from '../../features/public/PublicShell';
import type { PublicContactInfo } from '../../features/public/types';

/** Footer contact details for every public page; `publicUrl` lets pages build absolute Open Graph URLs. */
export async function loader({ context }: Route.LoaderArgs) {
  const contactInfo = await loadContent<PublicContactInfo>(context, '/contactInfo', 'Error fetching contact information');
  return { contactInfo, links: context.links, publicUrl: context.publicUrl };
}

/** Contact details change rarely: keep them across navigations, refresh only after a form post. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod && formMethod !== 'GET' ? defaultShouldRevalidate : false;
}

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  return (
    <PublicShell contactInfo={loaderData.contactInfo} links={loaderData.links}>
      <Outlet />
    </PublicShell>
  );
}
