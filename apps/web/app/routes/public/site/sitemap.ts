import type { Route } from './+types/sitemap';
import { LANGUAGES, pathInLanguage } from '@app/contract';
import { loadContent, PUBLIC_PAGES, type PublicPagePath } from '../../../features/public/data';

const xmlEscape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Fixed pages not yet served under /bn (the careers pages come with their Bengali content). */
const BENGALI_LATER = new Set<PublicPagePath>(['/career']);

export async function loader({ context }: Route.LoaderArgs) {
  const origin = context.publicUrl.replace(/\/$/, '');
  const posts = await loadContent<{ _id?: string; id?: string; isActive?: boolean; updatedAt?: string }[]>(
    context,
    '/career/posts?isActive=true',
    'Failed to load career opportunities',
  );
  const plans = await loadContent<{ _id?: string; isActive?: boolean; updatedAt?: string }[]>(context, '/investment/plans', 'Error fetching investment plans');
  const record = await loadContent<{ cycles?: { id: string; closedOn: string }[] }>(context, '/track-record', 'Failed to load the track record');
  const urls: { loc: string; lastmod?: string }[] = [];
  // Pages served in both languages are listed in each (English, then Bengali under /bn).
  const inEach = (path: string, lastmod?: string) => {
    for (const language of LANGUAGES) urls.push({ loc: origin + pathInLanguage(path, language), lastmod });
  };
  for (const path of Object.keys(PUBLIC_PAGES) as PublicPagePath[]) {
    if (BENGALI_LATER.has(path)) urls.push({ loc: origin + path });
    else inEach(path);
  }
  for (const plan of Array.isArray(plans.data) ? plans.data : []) {
    if (!plan._id || plan.isActive === false) continue;
    inEach(`/investment-plans/${encodeURIComponent(plan._id)}`, plan.updatedAt ? plan.updatedAt.slice(0, 10) : undefined);
  }
  // Each closed cycle's public account (/track-record/:id).
  for (const cycle of Array.isArray(record.data?.cycles) ? record.data.cycles : []) {
    inEach(`/track-record/${encodeURIComponent(cycle.id)}`, cycle.closedOn);
  }
  for (const post of Array.isArray(posts.data) ? posts.data : []) {
    const id = post._id ?? post.id;
    if (!id || post.isActive === false) continue;
    urls.push({ loc: `${origin}/careers/${encodeURIComponent(id)}`, lastmod: post.updatedAt ? post.updatedAt.slice(0, 10) : undefined });
  }
  const body =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    urls.map((url) => `  <url><loc>${xmlEscape(url.loc)}</loc>${url.lastmod ? `<lastmod>${url.lastmod}</lastmod>` : ''}</url>`).join('\n') +
    '\n</urlset>\n';
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}
