import { BarChart3, CalendarDays, LayoutDashboard, Settings, Users } from 'lucide-react';
import { Outlet } from 'react-router';
import { PageHeader } from '../../ui/PageHeader';
import { PlanTabs } from './bits';

const VIEWS = [
  { to: '/admin/work-plan', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/admin/work-plan/employees', label: 'Employee Plans', icon: Users },
  { to: '/admin/work-plan/daily', label: 'Daily Tracking', icon: CalendarDays },
  { to: '/admin/work-plan/analytics', label: 'Analytics', icon: BarChart3 },
  { to: '/admin/work-plan/settings', label: 'Settings', icon: Settings },
] as const;

/** The managers' work-planning screens (/admin/work-plan/*) under one header and view switcher. */
export function ManagerWorkPlan() {
  return (
    <div>
      <PageHeader title="Work Planning" description="Monthly workplans, daily check-ins and performance of your team." />
      <PlanTabs label="Work planning views" className="-mx-1 mb-5 overflow-x-auto" tabs={VIEWS} />
      <Outlet />
    </div>
  );
}
