import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/**
 * Investments in the back office, relative to /admin. The pipeline lives at /admin/investment-requests
 * because back-office.md gives /admin/investments to the Investment Plans tool.
 */
export default [
  route('investors', 'routes/admin/investments/investors.tsx'),
  route('investors/:userId', 'routes/admin/investments/investor.tsx'),
  route('check-questions', 'routes/admin/investments/check-questions.tsx'),
  route('investment-requests', 'routes/admin/investments/investments.tsx'),
  route('investment-requests/:id', 'routes/admin/investments/investment.tsx'),
] satisfies RouteConfigEntry[];
