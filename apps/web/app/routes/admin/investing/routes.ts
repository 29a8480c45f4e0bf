import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/**
 * Investing in the back office, relative to /admin. The pipeline lives at /admin/investment-requests
 * because back-office.md gives /admin/investments to the Investment Plans tool.
 */
export default [
  route('investors', 'routes/admin/investing/investors.tsx'),
  route('investors/:userId', 'routes/admin/investing/investor.tsx'),
  route('check-questions', 'routes/admin/investing/check-questions.tsx'),
  route('investment-requests', 'routes/admin/investing/investments.tsx'),
  route('investment-requests/:id', 'routes/admin/investing/investment.tsx'),
] satisfies RouteConfigEntry[];
