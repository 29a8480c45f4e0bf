/** The seven top-navigation links, in the order of public-site.md §2. */
export const NAV_LINKS = [
  { label: 'Home', to: '/' },
  { label: 'Investment Plan', to: '/investment-plans' },
  { label: 'Team', to: '/team' },
  { label: 'Mission', to: '/mission' },
  { label: 'Career', to: '/career' },
  { label: 'Apps', to: '/apps' },
  { label: 'Contact', to: '/contact' },
] as const;

/** Home is active only on "/"; the others also on their sub-paths (/career -> /careers/:id). */
export function isNavActive(to: string, pathname: string) {
  if (to === '/') return pathname === '/';
  if (to === '/career') return pathname === '/career' || pathname.startsWith('/careers/');
  return pathname === to || pathname.startsWith(`${to}/`);
}
