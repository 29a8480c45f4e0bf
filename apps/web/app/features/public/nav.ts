import { pathWithoutLanguage } from '@app/contract';
import { PUBLIC_PAGES, type PublicPagePath } from './data';

/** Links to fixed pages, each named as the page declares its link (PUBLIC_PAGES: a message, said in the page's language), so two menus cannot word one page twice. */
const linksTo = <const Path extends PublicPagePath>(paths: readonly Path[]) => paths.map((to) => ({ to, label: PUBLIC_PAGES[to].link }));

/** The seven top-navigation links, in the order of public-site.md §2. */
export const NAV_LINKS = linksTo(['/', '/investment-plans', '/team', '/mission', '/career', '/apps', '/contact']);

/** The footer's link row: the legal pages and the pages the top navigation has no room for (every sitemap page is linked from somewhere). */
export const FOOTER_LINKS = linksTo([
  '/faq',
  '/cp',
  '/terms-and-conditions',
  '/gdpr-policy',
  '/privacy-policy',
  '/shariah',
  '/risk',
  '/track-record',
  '/contact',
]);

/** The sign-in pages' footer: the legal pages only. */
export const LEGAL_LINKS = linksTo(['/terms-and-conditions', '/privacy-policy', '/gdpr-policy']);

/** Home is active only on "/"; the others also on their sub-paths (/career -> /careers/:id); /bn/... as its English path. */
export function isNavActive(to: string, path: string) {
  const pathname = pathWithoutLanguage(path);
  if (to === '/') return pathname === '/';
  if (to === '/career') return pathname === '/career' || pathname.startsWith('/careers/');
  return pathname === to || pathname.startsWith(`${to}/`);
}
