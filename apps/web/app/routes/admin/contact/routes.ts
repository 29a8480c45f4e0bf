import type { RouteConfigEntry } from '@react-router/dev/routes';

/** Admin contact routes, relative to /admin. */
export default [] satisfies RouteConfigEntry[];
