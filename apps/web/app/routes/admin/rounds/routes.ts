import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** Funding rounds in the back office, relative to /admin. */
export default [route('rounds', 'routes/admin/rounds/list.tsx'), route('rounds/:id', 'routes/admin/rounds/detail.tsx')] satisfies RouteConfigEntry[];
