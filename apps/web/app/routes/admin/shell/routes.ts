import { index, route, type RouteConfigEntry } from '@react-router/dev/routes';

/** The dashboard and shell pages, relative to /admin. */
export default [
  index('routes/admin/shell/dashboard.tsx'),
  route('activity', 'routes/admin/shell/activity.tsx'),
  route('help', 'routes/admin/shell/help.tsx'),
  route('api', 'routes/admin/shell/api-reference.tsx'),
] satisfies RouteConfigEntry[];
