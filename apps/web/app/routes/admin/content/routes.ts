import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** Admin content routes, relative to /admin. */
export default [
  route('about-images', 'routes/admin/content/about-images.tsx'),
  route('metrics', 'routes/admin/content/metrics.tsx'),
  route('stories', 'routes/admin/content/stories.tsx'),
  route('faq', 'routes/admin/content/faq.tsx'),
  route('investments', 'routes/admin/content/investments.tsx'),
  route('team', 'routes/admin/content/team.tsx'),
  route('contact/info', 'routes/admin/content/contact-info.tsx'),
  route('trust-pages', 'routes/admin/content/trust-pages.tsx'),
] satisfies RouteConfigEntry[];
