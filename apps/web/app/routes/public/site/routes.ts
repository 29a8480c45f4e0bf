import { index, type RouteConfigEntry } from '@react-router/dev/routes';

/** The marketing pages: home, investment plans, team, mission, apps, FAQ, legal, sales pack, status pages. */
export default [index('routes/public/site/home.tsx')] satisfies RouteConfigEntry[];
