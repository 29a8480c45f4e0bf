import type { RouteConfigEntry } from '@react-router/dev/routes';

/** Admin careers routes, relative to /admin. */
export default [] satisfies RouteConfigEntry[];
