import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** Farm cycles in the back office, relative to /admin. */
export default [route('cycles', 'routes/admin/cycles/list.tsx'), route('cycles/:id', 'routes/admin/cycles/detail.tsx')] satisfies RouteConfigEntry[];
