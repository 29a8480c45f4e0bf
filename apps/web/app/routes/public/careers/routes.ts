import type { RouteConfigEntry } from '@react-router/dev/routes';

/** Public careers pages. */
export default [] satisfies RouteConfigEntry[];
