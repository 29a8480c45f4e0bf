import { index, layout, type RouteConfigEntry } from '@react-router/dev/routes';

/** Public site routes (public-site.md §2). */
export default [layout('routes/public/layout.tsx', [index('routes/public/home.tsx')])] satisfies RouteConfigEntry[];
