import { CalendarCheck, ClipboardList, LayoutGrid, MessageSquare } from 'lucide-react';
import { Outlet, useLocation, useOutletContext, useSearchParams } from 'react-router';
import type { WorkPlanView } from '@app/contract';
import { useMyPlan, type Month } from './api';
import { Avatar, MonthPicker, PlanStatusBadge, PlanTabs, monthFromSearch, monthLabel, withMonth } from './bits';
import { QueryState } from '../../ui/QueryState';

export type EmployeeContext = { month: Month; plan: WorkPlanView; search: string };
export const useEmployeePlan = () => useOutletContext<EmployeeContext>();

const TABS = [
  { to: 'overview', label: 'Overview', icon: LayoutGrid },
  { to: 'weekly-plan', label: 'Weekly Plan', icon: ClipboardList },
  { to: 'daily-checkin', label: 'Daily Check-in', icon: CalendarCheck },
  { to: 'feedback', label: 'Feedback', icon: MessageSquare },
] as const;

/**
 * The signed-in staff member's work plan (/admin/manage-work-plan/*): a header with who they are and
 * the month, four tabs, and the tab page below sharing the month's plan.
 */
export function EmployeeWorkPlan() {
  const [params, setParams] = useSearchParams();
  const atIndex = /\/admin\/manage-work-plan\/?$/.test(useLocation().pathname);
  const month = monthFromSearch(params);
  const plan = useMyPlan(month);
  const search = `?month=${month.month}&year=${month.year}`;
  const employee = plan.data?.employee;

  return (
    <div className="space-y-5">
      <header className="card flex flex-wrap items-center justify-between gap-4 p-4 sm:p-5">
        <div className="flex min-w-0 items-center gap-3">
          {employee ? <Avatar name={employee.name} src={employee.avatar} size="lg" /> : <span className="h-14 w-14 rounded-full bg-stone-100" />}
          <div className="min-w-0">
            <p className="text-xs font-semibold uppercase tracking-wide text-muted">My Work Plan</p>
            <h1 className="truncate font-display text-xl font-semibold text-forest-900 sm:text-2xl">{employee?.name ?? 'Loading...'}</h1>
            <p className="truncate text-sm text-muted">{[employee?.designation, employee?.department].filter(Boolean).join(' · ') || 'Staff member'}</p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {plan.data && <PlanStatusBadge status={plan.data.id ? plan.data.status : null} />}
          <MonthPicker
            value={month}
            onChange={(next) => {
              const nextParams = withMonth(params, next);
              nextParams.delete('week');
              setParams(nextParams);
            }}
          />
        </div>
      </header>

      <PlanTabs
        label="Work plan sections"
        className="-mx-1 overflow-x-auto"
        tabs={TABS.map((tab) => ({ ...tab, to: { pathname: `/admin/manage-work-plan/${tab.to}`, search }, current: tab.to === 'overview' && atIndex }))}
      />

      <QueryState query={plan} loading={`Loading ${monthLabel(month)} plan...`} failure="Could not load your work plan.">
        {(workPlan) => <Outlet context={{ month, plan: workPlan, search } satisfies EmployeeContext} />}
      </QueryState>
    </div>
  );
}
