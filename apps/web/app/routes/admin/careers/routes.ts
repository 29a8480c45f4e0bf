import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** Admin careers routes, relative to /admin. */
export default [
  route('careers', 'routes/admin/careers/index-redirect.tsx'),
  route('careers/posts', 'routes/admin/careers/posts.tsx'),
  route('careers/create', 'routes/admin/careers/create.tsx'),
  route('careers/edit/:id', 'routes/admin/careers/edit.tsx'),
  route('careers/applications', 'routes/admin/careers/applications.tsx'),
  route('careers/applications/:id', 'routes/admin/careers/application.tsx'),
] satisfies RouteConfigEntry[];
