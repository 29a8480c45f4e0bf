import { route, type RouteConfigEntry } from '@react-router/dev/routes';
import { COLLECTIONS } from '@app/contract';

/** Admin content routes, relative to /admin: one screen per declared collection, then the irregular tools. */
export default [
  ...COLLECTIONS.map((collection) =>
    route(collection.admin.path.replace(/^\/admin\//, ''), 'routes/admin/content/collection.tsx', { id: `admin-collection-${collection.name}` }),
  ),
  route('metrics', 'routes/admin/content/metrics.tsx'),
  route('contact/info', 'routes/admin/content/contact-info.tsx'),
  route('trust-pages', 'routes/admin/content/trust-pages.tsx'),
] satisfies RouteConfigEntry[];
