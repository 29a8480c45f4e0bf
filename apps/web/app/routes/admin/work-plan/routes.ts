import type { RouteConfigEntry } from '@react-router/dev/routes';

/** Admin work-plan routes, relative to /admin. */
export default [] satisfies RouteConfigEntry[];
