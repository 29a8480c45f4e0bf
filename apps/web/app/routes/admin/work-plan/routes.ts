import { index, route, type RouteConfigEntry } from '@react-router/dev/routes';

/**
 * Admin work-plan routes, relative to /admin: the managers' dashboard (admin, superAdmin) with its
 * views, and every staff member's own plan under manage-work-plan (overview is the default tab).
 */
export default [
  route('work-plan', 'routes/admin/work-plan/manager-layout.tsx', [
    index('routes/admin/work-plan/dashboard.tsx'),
    route('employees', 'routes/admin/work-plan/employees.tsx'),
    route('plans/:planId', 'routes/admin/work-plan/plan-detail.tsx'),
    route('daily', 'routes/admin/work-plan/daily.tsx'),
    route('analytics', 'routes/admin/work-plan/analytics.tsx'),
    route('settings', 'routes/admin/work-plan/settings.tsx'),
  ]),
  route('manage-work-plan', 'routes/admin/work-plan/employee-layout.tsx', [
    index('routes/admin/work-plan/overview.tsx', { id: 'work-plan-overview-default' }),
    route('overview', 'routes/admin/work-plan/overview.tsx'),
    route('weekly-plan', 'routes/admin/work-plan/weekly-plan.tsx'),
    route('daily-checkin', 'routes/admin/work-plan/daily-checkin.tsx'),
    route('feedback', 'routes/admin/work-plan/feedback.tsx'),
  ]),
] satisfies RouteConfigEntry[];
