import type { Route } from './+types/robots';

/** Keep crawlers out of the back office and account pages; point them at the sitemap. */
export function loader({ context }: Route.LoaderArgs) {
  const origin = context.publicUrl.replace(/\/$/, '');
  const body = ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /profile', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}
