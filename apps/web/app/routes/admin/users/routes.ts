import type { RouteConfigEntry } from '@react-router/dev/routes';

/** Admin users routes, relative to /admin. */
export default [] satisfies RouteConfigEntry[];
