import { layout, prefix, route, type RouteConfigEntry } from '@react-router/dev/routes';
import agreementRoutes from './agreements/routes';
import careerRoutes from './careers/routes';
import contactRoutes from './contact/routes';
import contentRoutes from './content/routes';
import cycleRoutes from './cycles/routes';
import roundRoutes from './rounds/routes';
import investmentRoutes from './investments/routes';
import ledgerRoutes from './ledger/routes';
import shellRoutes from './shell/routes';
import userRoutes from './users/routes';
import workPlanRoutes from './work-plan/routes';

/**
 * The back office under /admin. Each feature keeps its own list in admin/<feature>/routes.ts;
 * the shell (layout, dashboard, activity, redirects) lives in admin/shell.
 */
export default [
  route('admin-panel', 'routes/admin/shell/admin-panel-redirect.tsx'),
  ...prefix('admin', [
    layout('routes/admin/shell/layout.tsx', [
      ...shellRoutes,
      ...contentRoutes,
      ...cycleRoutes,
      ...roundRoutes,
      ...investmentRoutes,
      ...agreementRoutes,
      ...ledgerRoutes,
      ...userRoutes,
      ...careerRoutes,
      ...contactRoutes,
      ...workPlanRoutes,
      route('*', 'routes/admin/shell/admin-panel-redirect.tsx', { id: 'admin-unknown' }),
    ]),
  ]),
] satisfies RouteConfigEntry[];
