import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** Admin contact routes, relative to /admin. */
export default [
  route('contact/forms', 'routes/admin/contact/forms.tsx'),
  route('contact/forms/:id', 'routes/admin/contact/form-detail.tsx'),
] satisfies RouteConfigEntry[];
