import clsx from 'clsx';
import { useSearchParams } from 'react-router';
import { ANALYTICS_RANGES, ANALYTICS_RANGE_LABELS, NOT_SCORED_LABEL, scoreBand, type AnalyticsRange } from '@app/contract';
import { DataTable } from '../../ui/DataTable';
import { useAnalytics } from './api';
import { Avatar, Panel, ScoreBadge } from './bits';
import { QueryState } from '../../ui/QueryState';
import { ToggleGroup, toggleOptions } from '../../ui/admin/ToggleGroup';

const BAR_TONES = { green: 'bg-green-600', teal: 'bg-teal-600', blue: 'bg-sky-600', orange: 'bg-orange-500', red: 'bg-red-600' } as const;

/** A percentage as a ring (SVG), labelled for screen readers. */
function Ring({ value, label }: { value: number; label: string }) {
  const r = 34;
  const c = 2 * Math.PI * r;
  return (
    <figure className="flex flex-col items-center gap-2">
      <svg viewBox="0 0 80 80" className="h-24 w-24" role="img" aria-label={`${label}: ${value}%`}>
        <circle cx="40" cy="40" r={r} fill="none" stroke="#e7e5e4" strokeWidth="8" />
        <circle
          cx="40"
          cy="40"
          r={r}
          fill="none"
          stroke="#3f7d45"
          strokeWidth="8"
          strokeLinecap="round"
          strokeDasharray={`${(c * value) / 100} ${c}`}
          transform="rotate(-90 40 40)"
        />
        <text x="40" y="45" textAnchor="middle" className="fill-ink text-[15px] font-semibold">
          {value}%
        </text>
      </svg>
      <figcaption className="text-center text-xs font-medium text-muted">{label}</figcaption>
    </figure>
  );
}

/** Analytics: department performance, submission compliance, top performers and metrics by department over a time range. */
export function Analytics() {
  const [params, setParams] = useSearchParams();
  const range = (ANALYTICS_RANGES as readonly string[]).includes(params.get('range') ?? '') ? (params.get('range') as AnalyticsRange) : 'month';
  const query = useAnalytics(range);
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ToggleGroup
          label="Time range"
          options={toggleOptions(ANALYTICS_RANGES, ANALYTICS_RANGE_LABELS)}
          value={range}
          onChange={(r) => setParams(r === 'month' ? {} : { range: r }, { replace: true })}
        />
        {query.data && (
          <p className="text-sm text-muted">{query.data.months.length > 1 ? `${query.data.months[0]} – ${query.data.months.at(-1)}` : query.data.months[0]}</p>
        )}
      </div>
      <QueryState query={query} loading="Loading analytics..." failure="Could not load analytics.">
        {(analytics) => (
          <>
            <div className="grid gap-5 lg:grid-cols-2">
              <Panel title="Department Performance">
                <ul className="space-y-3">
                  {analytics.departments.map((d) => (
                    <li key={d.name}>
                      <div className="mb-1 flex justify-between text-sm">
                        <span className="font-medium text-ink">{d.name}</span>
                        <span className="text-muted">{d.averageScore == null ? NOT_SCORED_LABEL : `${d.averageScore}/100`}</span>
                      </div>
                      <div
                        className="h-3 overflow-hidden rounded-full bg-stone-200"
                        role="img"
                        aria-label={
                          d.averageScore == null ? `${d.name}: ${NOT_SCORED_LABEL.toLowerCase()}` : `${d.name}: average score ${d.averageScore} of 100`
                        }
                      >
                        {d.averageScore != null && (
                          <div className={clsx('h-full rounded-full', BAR_TONES[scoreBand(d.averageScore).tone])} style={{ width: `${d.averageScore}%` }} />
                        )}
                      </div>
                    </li>
                  ))}
                </ul>
              </Panel>
              <Panel title="Submission Compliance">
                <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
                  <Ring value={analytics.compliance.submissionRate} label="Plans submitted" />
                  <Ring value={analytics.compliance.onTimeRate} label="On time" />
                  <Ring value={analytics.compliance.approvalRate} label="Approved" />
                  <Ring value={analytics.compliance.checkInRate} label="Daily check-ins" />
                </div>
              </Panel>
            </div>
            <div className="grid gap-5 lg:grid-cols-[22rem_1fr]">
              <Panel title="Top Performers">
                <ol className="space-y-2">
                  {analytics.topPerformers.map((p, i) => (
                    <li key={p.employee.id} className="flex items-center gap-3">
                      <span className="w-5 text-sm font-semibold text-muted">{i + 1}</span>
                      <Avatar name={p.employee.name} src={p.employee.avatar} size="sm" />
                      <div className="min-w-0 flex-1">
                        <p className="truncate text-sm font-medium text-ink">{p.employee.name}</p>
                        <p className="truncate text-xs text-muted">{p.employee.department ?? 'No department'}</p>
                      </div>
                      <ScoreBadge score={p.score} />
                    </li>
                  ))}
                </ol>
              </Panel>
              <Panel title="Key Metrics by Department">
                <DataTable
                  caption="Key metrics by department"
                  rows={analytics.departments}
                  rowKey={(d) => d.name}
                  empty="No items found"
                  columns={[
                    { key: 'name', header: 'Department', cell: (d) => <span className="font-medium">{d.name}</span> },
                    { key: 'employees', header: 'Employees', cell: (d) => d.employees },
                    { key: 'submitted', header: 'Plans Submitted', cell: (d) => d.submitted },
                    { key: 'approved', header: 'Approved', cell: (d) => d.approved },
                    { key: 'completion', header: 'Task Completion', cell: (d) => `${d.completionRate}%` },
                    { key: 'checkins', header: 'Check-in Rate', cell: (d) => `${d.checkInRate}%` },
                    { key: 'score', header: 'Avg. Score', cell: (d) => d.averageScore ?? '—' },
                  ]}
                />
              </Panel>
            </div>
          </>
        )}
      </QueryState>
    </div>
  );
}
