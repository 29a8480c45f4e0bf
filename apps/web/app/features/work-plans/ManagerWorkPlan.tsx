import clsx from 'clsx';
import { BarChart3, CalendarDays, LayoutDashboard, Settings, Users } from 'lucide-react';
import { NavLink, Outlet } from 'react-router';
import { PageHeader } from '../../ui/PageHeader';

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
      <nav aria-label="Work planning views" className="-mx-1 mb-5 overflow-x-auto">
        <ul className="flex min-w-max gap-1 border-b border-stone-200 px-1">
          {VIEWS.map((view) => (
            <li key={view.to}>
              <NavLink
                to={view.to}
                end={'end' in view}
                className={({ isActive }) =>
                  clsx(
                    '-mb-px flex items-center gap-2 border-b-2 px-3 py-2.5 text-sm font-medium',
                    isActive ? 'border-forest-600 text-forest-800' : 'border-transparent text-muted hover:text-ink',
                  )
                }
              >
                <view.icon className="h-4 w-4" aria-hidden="true" />
                {view.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
