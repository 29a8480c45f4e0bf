import { index, layout, prefix, route, type RouteConfigEntry } from '@react-router/dev/routes';
import { inBothLanguages } from '../languages';

/**
 * Signed-in account routes (accounts.md §2) and the investor's portfolio, in one account shell (the
 * investment page draws it on the server):
 * /profile, /profile/edit, /profile/change-password; /portfolio and its pages; each also in Bengali under /bn.
 */
export default [
  layout(
    'routes/profile/layout.tsx',
    inBothLanguages([
      ...prefix('profile', [
        index('routes/profile/index.tsx'),
        route('edit', 'routes/profile/edit.tsx'),
        route('change-password', 'routes/profile/change-password.tsx'),
      ]),
      ...prefix('portfolio', [
        index('routes/portfolio/index.tsx'),
        route('verify', 'routes/portfolio/verify.tsx'),
        route('category', 'routes/portfolio/category.tsx'),
        route('check', 'routes/portfolio/check.tsx'),
        route('zakat', 'routes/portfolio/zakat.tsx'),
        route('invest/:planId', 'routes/portfolio/invest.tsx'),
      ]),
    ]),
  ),
  // Rendered on the server (the farm charts read without JavaScript), so it draws the account shell itself.
  ...inBothLanguages([route('portfolio/investments/:id', 'routes/portfolio/investment.tsx')]),
  // The farm report's earlier page of its own: now a section of the investment page.
  route('portfolio/investments/:id/farm', 'routes/portfolio/farm.tsx'),
] satisfies RouteConfigEntry[];
