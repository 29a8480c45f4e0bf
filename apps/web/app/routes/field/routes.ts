import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** The field officers' offline app (issue 51): one page, its screens switched on the phone, so its service worker precaches one document. */
export default [route('field', 'routes/field/index.tsx')] satisfies RouteConfigEntry[];
