import { index, route, type RouteConfigEntry } from '@react-router/dev/routes';
import { inBothLanguages } from '../../languages';

/** The marketing pages: home, investment plans, team, mission, apps, FAQ, legal, trust pages, track record, sales pack, status pages. */
export default [
  ...inBothLanguages([
    index('routes/public/site/home.tsx'),
    route('investment-plans', 'routes/public/site/investment-plans.tsx'),
    route('investment-plans/:id', 'routes/public/site/investment-plan.tsx'),
    route('investment-plans/:id/invest', 'routes/public/site/invest-hand-off.tsx'),
    route('team', 'routes/public/site/team.tsx'),
    route('mission', 'routes/public/site/mission.tsx'),
    route('apps', 'routes/public/site/apps.tsx'),
    route('faq', 'routes/public/site/faq.tsx'),
    route('cp', 'routes/public/site/sales-pack.tsx'),
    route('gdpr-policy', 'routes/public/site/gdpr-policy.tsx'),
    route('terms-and-conditions', 'routes/public/site/terms-and-conditions.tsx'),
    route('privacy-policy', 'routes/public/site/privacy-policy.tsx'),
    route('shariah', 'routes/public/site/trust-page.tsx', { id: 'trust-page-shariah' }),
    route('risk', 'routes/public/site/trust-page.tsx', { id: 'trust-page-risk' }),
    route('risk-summary', 'routes/public/site/risk-summary.tsx'),
    route('track-record', 'routes/public/site/track-record.tsx'),
    route('track-record/:id', 'routes/public/site/track-record-cycle.tsx'),
    route('round-alerts/stop', 'routes/public/site/round-alerts-stop.tsx'),
    route('unauthorized', 'routes/public/site/unauthorized.tsx'),
  ]),
  route('sitemap.xml', 'routes/public/site/sitemap.ts'),
  route('robots.txt', 'routes/public/site/robots.ts'),
  route('.well-known/security.txt', 'routes/public/site/security-txt.ts'),
  route('help', 'routes/public/site/legacy-redirect.tsx', { id: 'redirect-help' }),
  route('terms', 'routes/public/site/legacy-redirect.tsx', { id: 'redirect-terms' }),
  route('privacy', 'routes/public/site/legacy-redirect.tsx', { id: 'redirect-privacy' }),
] satisfies RouteConfigEntry[];
