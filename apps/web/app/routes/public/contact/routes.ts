import type { RouteConfigEntry } from '@react-router/dev/routes';

/** Public contact pages. */
export default [] satisfies RouteConfigEntry[];
