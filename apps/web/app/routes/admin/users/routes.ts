import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** Admin users routes, relative to /admin; also the signed-in staff member's security and preferences pages. */
export default [
  route('users', 'routes/admin/users/list.tsx'),
  route('users/create', 'routes/admin/users/create.tsx'),
  route('users/:userId', 'routes/admin/users/detail.tsx'),
  route('users/:userId/edit', 'routes/admin/users/edit.tsx'),
  route('security', 'routes/admin/users/security.tsx'),
  route('preferences', 'routes/admin/users/preferences.tsx'),
] satisfies RouteConfigEntry[];
