import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** Public contact pages. */
export default [route('contact', 'routes/public/contact/contact.tsx')] satisfies RouteConfigEntry[];
