import { Link, useSearchParams } from 'react-router';
import { PERFORMANCE_FILTERS, PERFORMANCE_FILTER_LABELS, PLAN_STATUS_FILTERS, PLAN_STATUS_FILTER_LABELS } from '@app/contract';
import { EmptyState } from '../../ui/EmptyState';
import { labelled, SearchFilter, SelectFilter } from '../../ui/admin/filters';
import { usePlanList } from './api';
import { Avatar, MonthPicker, PlanStatusBadge, ProgressBar, ScoreBadge, monthFromSearch, withMonth } from './bits';
import { QueryState } from '../../ui/QueryState';

/** Employee plans: filters kept in the URL, one card per employee with status, score and completion. */
export function EmployeePlans() {
  const [params, setParams] = useSearchParams();
  const month = monthFromSearch(params);
  const filters = {
    department: params.get('department') ?? '',
    status: params.get('status') ?? '',
    performance: params.get('performance') ?? '',
    search: params.get('search') ?? '',
  };
  const list = usePlanList({ ...month, ...filters });

  const setFilter = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };

  const selects = [
    {
      key: 'department',
      label: 'Department',
      all: 'All Departments',
      options: (list.data?.departments ?? []).map((department) => [department, department] as const),
    },
    { key: 'status', label: 'Status', all: 'All', options: labelled(PLAN_STATUS_FILTERS, PLAN_STATUS_FILTER_LABELS) },
    { key: 'performance', label: 'Performance', all: 'All', options: labelled(PERFORMANCE_FILTERS, PERFORMANCE_FILTER_LABELS) },
  ] as const;

  return (
    <div className="space-y-4">
      <div className="card grid gap-3 p-3 sm:grid-cols-2 lg:grid-cols-[auto_1fr_1fr_1fr_1.4fr] lg:items-end">
        <div>
          <span className="label">Month</span>
          <MonthPicker value={month} onChange={(m) => setParams(withMonth(params, m), { replace: true })} />
        </div>
        {selects.map((select) => (
          <SelectFilter
            key={select.key}
            id={`wp-${select.key}`}
            label={select.label}
            all={select.all}
            value={filters[select.key]}
            onChange={(value) => setFilter(select.key, value)}
            options={select.options}
          />
        ))}
        <SearchFilter id="wp-search" value={filters.search} onSearch={(text) => setFilter('search', text)} placeholder="Employee name" />
      </div>

      <QueryState query={list} loading="Loading workplans..." failure="Could not load the workplans.">
        {(employeePlans) =>
          employeePlans.plans.length === 0 ? (
            <EmptyState title="No items found" hint="No employee matches these filters." />
          ) : (
            <>
              <p className="text-sm text-muted" aria-live="polite">
                Showing {employeePlans.plans.length} of {employeePlans.total} employees
              </p>
              <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
                {employeePlans.plans.map((s) => (
                  <li key={s.employee.id} className="card flex flex-col gap-3 p-4">
                    <div className="flex items-start gap-3">
                      <Avatar name={s.employee.name} src={s.employee.avatar} />
                      <div className="min-w-0 flex-1">
                        <p className="truncate font-semibold text-ink">{s.employee.name}</p>
                        <p className="truncate text-xs text-muted">{[s.employee.designation, s.employee.department].filter(Boolean).join(' · ') || 'Staff'}</p>
                      </div>
                    </div>
                    <div className="flex flex-wrap items-center gap-2 text-sm">
                      <PlanStatusBadge status={s.status} />
                      <ScoreBadge score={s.performance.score} />
                      <span className="ml-auto text-xs text-muted">
                        {s.completedTasks}/{s.totalTasks} tasks
                      </span>
                    </div>
                    <ProgressBar value={s.completionRate} label={`${s.employee.name} completion`} />
                    {s.planId ? (
                      <Link to={`/admin/work-plan/plans/${s.planId}`} className="btn btn-outline btn-sm mt-auto">
                        View Plan<span className="sr-only"> of {s.employee.name}</span>
                      </Link>
                    ) : (
                      <p className="mt-auto text-center text-xs text-muted">No plan started for this month</p>
                    )}
                  </li>
                ))}
              </ul>
            </>
          )
        }
      </QueryState>
    </div>
  );
}
