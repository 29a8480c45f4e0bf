import type { RouteConfigEntry } from '@react-router/dev/routes';

/** Admin content routes, relative to /admin. */
export default [] satisfies RouteConfigEntry[];
