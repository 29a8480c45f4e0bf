import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** Admin content routes, relative to /admin. */
export default [
  route('about-images', 'routes/admin/content/about-images.tsx'),
  route('metrics', 'routes/admin/content/metrics.tsx'),
  route('faq', 'routes/admin/content/faq.tsx'),
] satisfies RouteConfigEntry[];
