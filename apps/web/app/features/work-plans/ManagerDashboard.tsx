import type { ReactNode } from 'react';
import { AlertCircle, CalendarCheck, CheckCircle2, FileCheck2, Users } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { matchedTasksLabel, formatStaffDate } from '@app/contract';
import { errorMessage } from '../../lib/api';
import { Loader } from '../../ui/Loader';
import { StatCard } from '../../ui/StatCard';
import { useDashboard } from './api';
import { Avatar, MonthPicker, Panel, PlanStatusBadge, ProgressBar, monthFromSearch, monthLabel } from './bits';
import { ErrorNotice } from '../../ui/ErrorNotice';

/** Dashboard view: the month in four numbers, departments, the latest check-ins and who needs attention. */
export function ManagerDashboard() {
  const [params, setParams] = useSearchParams();
  const month = monthFromSearch(params);
  const query = useDashboard(month);
  if (query.isPending) return <Loader label="Loading dashboard..." />;
  if (query.isError) return <ErrorNotice>{errorMessage(query.error, 'Could not load the dashboard.')}</ErrorNotice>;
  const d = query.data;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted">
          {monthLabel(d)} · today is {formatStaffDate(d.today, { weekday: 'long' })}
        </p>
        <MonthPicker value={month} onChange={(m) => setParams({ month: String(m.month), year: String(m.year) }, { replace: true })} />
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Total Employees" value={d.stats.totalEmployees} icon={Users} />
        <StatCard label="Submitted Workplans" value={d.stats.submittedWorkplans} icon={FileCheck2} tone="sky" />
        <StatCard label="Approved Workplans" value={d.stats.approvedWorkplans} icon={CheckCircle2} tone="wheat" />
        <StatCard label="Today's Check-ins" value={d.stats.todaysCheckIns} icon={CalendarCheck} tone="earth" />
      </div>

      <Panel title="Department Overview" empty={d.departments.length === 0 && 'No employees yet.'}>
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {d.departments.map((dept) => (
            <li key={dept.name} className="rounded-lg border border-stone-200 p-3">
              <div className="flex items-baseline justify-between gap-2">
                <h3 className="font-semibold text-ink">{dept.name}</h3>
                <span className="text-xs text-muted">
                  {dept.employees} employee{dept.employees === 1 ? '' : 's'}
                </span>
              </div>
              <dl className="mt-2 grid grid-cols-3 gap-2 text-center text-xs">
                <DepartmentFigure label="Submitted">{dept.submitted}</DepartmentFigure>
                <DepartmentFigure label="Approved">{dept.approved}</DepartmentFigure>
                <DepartmentFigure label="Avg. score">{dept.averageScore ?? '—'}</DepartmentFigure>
              </dl>
              <div className="mt-2">
                <ProgressBar value={dept.completionRate} label={`${dept.name} task completion`} />
                <p className="mt-1 text-xs text-muted">{dept.completionRate}% of tasks completed</p>
              </div>
              <Link
                to={`/admin/work-plan/employees?department=${encodeURIComponent(dept.name)}&month=${d.month}&year=${d.year}`}
                className="btn btn-outline btn-sm mt-3 w-full"
              >
                View Department
              </Link>
            </li>
          ))}
        </ul>
      </Panel>

      <div className="grid gap-5 lg:grid-cols-2">
        <Panel title="Recent Activity" empty={d.recentActivity.length === 0 && 'No daily updates yet.'}>
          <ul className="divide-y divide-stone-100">
            {d.recentActivity.map((c) => (
              <li key={c.id} className="flex gap-3 py-2.5">
                <Avatar name={c.employeeName ?? ''} size="sm" />
                <div className="min-w-0 flex-1 text-sm">
                  <p className="flex flex-wrap justify-between gap-x-2">
                    <span className="font-medium text-ink">{c.employeeName}</span>
                    <span className="text-xs text-muted">{formatStaffDate(c.date)}</span>
                  </p>
                  <p className="line-clamp-1 text-muted">{c.accomplishments}</p>
                  <p className="text-xs text-muted">
                    {c.hoursWorked}h · {matchedTasksLabel(c.matchedTasks)} planned tasks done{c.late ? ' · late' : ''}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </Panel>
        <Panel title="Attention Required" empty={d.attention.length === 0 && 'Everyone is on track.'}>
          <ul className="divide-y divide-stone-100">
            {d.attention.map((a) => (
              <li key={a.employee.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2.5">
                <AlertCircle className="h-5 w-5 shrink-0 text-earth-500" aria-hidden="true" />
                <div className="min-w-[11rem] flex-1 text-sm">
                  <p className="font-medium text-ink">{a.employee.name}</p>
                  <p className="text-xs text-muted">
                    {a.employee.department ?? 'No department'} · {a.reason}
                  </p>
                </div>
                <PlanStatusBadge status={a.status} />
                {a.planId && (
                  <Link to={`/admin/work-plan/plans/${a.planId}`} className="btn btn-ghost btn-sm" aria-label={`Open ${a.employee.name}'s plan`}>
                    Open
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </Panel>
      </div>
    </div>
  );
}

/** One figure of a department card: a small label over its number. */
function DepartmentFigure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-muted">{label}</dt>
      <dd className="text-base font-semibold text-ink">{children}</dd>
    </div>
  );
}
