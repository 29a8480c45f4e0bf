import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** The Mudarabah agreement in the back office, relative to /admin. */
export default [route('agreement-template', 'routes/admin/agreements/template.tsx')] satisfies RouteConfigEntry[];
