import type { Route } from './+types/security-txt';
import { loadContent } from '../../../features/public/data';
import { securityTxt } from '../../../features/public/security-txt';
import type { PublicContactInfo } from '../../../features/public/types';

/** RFC 9116: where to report a vulnerability, pointing at the site's own contact email. */
export async function loader({ context }: Route.LoaderArgs) {
  const origin = context.publicUrl.replace(/\/$/, '');
  const info = await loadContent<PublicContactInfo>(context, '/contactInfo', 'Error fetching contact information');
  const email = info.data?.emails?.find((item) => item.address)?.address;
  return new Response(securityTxt(origin, email, new Date()), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
