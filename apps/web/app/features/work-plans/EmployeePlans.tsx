import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PERFORMANCE_FILTERS, PERFORMANCE_FILTER_LABELS, PLAN_STATUS_FILTERS, PLAN_STATUS_FILTER_LABELS } from '@app/contract';
import { errorMessage } from '../../lib/api';
import { EmptyState } from '../../ui/EmptyState';
import { Loader } from '../../ui/Loader';
import { usePlanList } from './api';
import { Avatar, MonthPicker, PlanStatusBadge, ProgressBar, ScoreBadge, monthFromSearch } from './bits';

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
  const [search, setSearch] = useState(filters.search);
  const list = usePlanList({ ...month, ...filters });

  const setFilter = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  useEffect(() => {
    const timer = setTimeout(() => search !== filters.search && setFilter('search', search.trim()), 300);
    return () => clearTimeout(timer);
  });

  return (
    <div className="space-y-4">
      <div className="card grid gap-3 p-3 sm:grid-cols-2 lg:grid-cols-[auto_1fr_1fr_1fr_1.4fr] lg:items-end">
        <div>
          <span className="label">Month</span>
          <MonthPicker
            value={month}
            onChange={(m) => {
              const next = new URLSearchParams(params);
              next.set('month', String(m.month));
              next.set('year', String(m.year));
              setParams(next, { replace: true });
            }}
          />
        </div>
        <div>
          <label className="label" htmlFor="wp-department">
            Department
          </label>
          <select id="wp-department" className="input" value={filters.department} onChange={(e) => setFilter('department', e.target.value)}>
            <option value="">All Departments</option>
            {(list.data?.departments ?? []).map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label className="label" htmlFor="wp-status">
            Status
          </label>
          <select id="wp-status" className="input" value={filters.status} onChange={(e) => setFilter('status', e.target.value)}>
            <option value="">All</option>
            {PLAN_STATUS_FILTERS.map((s) => (
              <option key={s} value={s}>
                {PLAN_STATUS_FILTER_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label className="label" htmlFor="wp-performance">
            Performance
          </label>
          <select id="wp-performance" className="input" value={filters.performance} onChange={(e) => setFilter('performance', e.target.value)}>
            <option value="">All</option>
            {PERFORMANCE_FILTERS.map((p) => (
              <option key={p} value={p}>
                {PERFORMANCE_FILTER_LABELS[p]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label className="label" htmlFor="wp-search">
            Search
          </label>
          <div className="relative">
            <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-stone-400" aria-hidden="true" />
            <input id="wp-search" type="search" className="input pl-9" placeholder="Employee name" value={search} onChange={(e) => setSearch(e.target.value)} />
          </div>
        </div>
      </div>

      {list.isPending ? (
        <Loader label="Loading workplans..." />
      ) : list.isError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {errorMessage(list.error, 'Could not load the workplans.')}
        </p>
      ) : list.data.plans.length === 0 ? (
        <EmptyState title="No items found" hint="No employee matches these filters." />
      ) : (
        <>
          <p className="text-sm text-muted" aria-live="polite">
            Showing {list.data.plans.length} of {list.data.total} employees
          </p>
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {list.data.plans.map((s) => (
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
      )}
    </div>
  );
}
