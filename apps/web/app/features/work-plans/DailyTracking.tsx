import * as Tabs from '@radix-ui/react-tabs';
import { CheckCircle2, Clock, ListChecks, UserX } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { matchedTasksLabel, workPlanToday, type DailyTracking, formatStaffDateTime } from '@app/contract';
import { Badge } from '../../ui/Badge';
import { StatCard } from '../../ui/StatCard';
import { useDaily } from './api';
import { Avatar, CheckInFact, DayStepper } from './bits';
import { QueryState } from '../../ui/QueryState';

/** Daily tracking: one day's check-ins across the team; no future dates. */
export function DailyTracking() {
  const [params, setParams] = useSearchParams();
  const today = workPlanToday();
  const requested = params.get('date');
  const date = requested && /^\d{4}-\d{2}-\d{2}$/.test(requested) && requested <= today ? requested : today;
  const tab = params.get('view') ?? 'all';
  const daily = useDaily(date);
  const set = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const go = (d: string) => set('date', d === today ? null : d);

  return (
    <div className="space-y-4">
      <div className="card flex flex-wrap items-center justify-between gap-3 p-3">
        <DayStepper date={date} atLatest={date >= today} onGo={go} labelClassName="min-w-48" />
        <div className="flex items-center gap-2">
          <label htmlFor="wp-daily-date" className="sr-only">
            Date
          </label>
          <input
            id="wp-daily-date"
            type="date"
            className="input w-auto py-1.5"
            max={today}
            value={date}
            onChange={(e) => e.target.value && e.target.value <= today && go(e.target.value)}
          />
          <button type="button" className="btn btn-outline btn-sm" onClick={() => go(today)} disabled={date === today}>
            Today
          </button>
        </div>
      </div>

      <QueryState query={daily} loading="Loading check-ins..." failure="Could not load the check-ins.">
        {(tracking) => (
          <>
            <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
              <StatCard label="Checked In" value={tracking.summary.checkedIn} icon={CheckCircle2} />
              <StatCard label="Missing" value={tracking.summary.missing} icon={UserX} tone="earth" />
              <StatCard label="Tasks Completed" value={tracking.summary.tasksCompleted} icon={ListChecks} tone="sky" />
              <StatCard label="Total Hours" value={`${tracking.summary.totalHours}h`} icon={Clock} tone="wheat" />
            </div>
            <Tabs.Root value={tab} onValueChange={(v) => set('view', v === 'all' ? null : v)}>
              <Tabs.List aria-label="Show" className="inline-flex gap-1 rounded-xl bg-stone-100 p-1">
                {(
                  [
                    ['all', `All (${tracking.entries.length})`],
                    ['checked-in', `Checked In (${tracking.summary.checkedIn})`],
                    ['missing', `Missing (${tracking.summary.missing})`],
                  ] as const
                ).map(([value, label]) => (
                  <Tabs.Trigger
                    key={value}
                    value={value}
                    className="rounded-lg px-3 py-1.5 text-sm text-muted data-[state=active]:bg-white data-[state=active]:font-semibold data-[state=active]:text-forest-900 data-[state=active]:shadow-sm"
                  >
                    {label}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
              {(['all', 'checked-in', 'missing'] as const).map((value) => (
                <Tabs.Content key={value} value={value} className="mt-3 focus:outline-none">
                  <Entries entries={tracking.entries.filter((e) => (value === 'all' ? true : value === 'missing' ? !e.checkIn : Boolean(e.checkIn)))} />
                </Tabs.Content>
              ))}
            </Tabs.Root>
          </>
        )}
      </QueryState>
    </div>
  );
}

function Entries({ entries }: { entries: DailyTracking['entries'] }) {
  if (!entries.length) return <p className="py-8 text-center text-sm text-muted">No items found</p>;
  return (
    <ul className="space-y-2">
      {entries.map(({ employee, checkIn }) => (
        <li key={employee.id} className="card p-3">
          <div className="flex flex-wrap items-center gap-3">
            <Avatar name={employee.name} src={employee.avatar} size="sm" />
            <div className="min-w-0 flex-1">
              <p className="font-medium text-ink">{employee.name}</p>
              <p className="text-xs text-muted">{[employee.designation, employee.department].filter(Boolean).join(' · ')}</p>
            </div>
            {checkIn ? (
              <div className="flex items-center gap-2 text-xs text-muted">
                <span>
                  {checkIn.hoursWorked}h · {matchedTasksLabel(checkIn.matchedTasks)} tasks
                </span>
                <Badge tone={checkIn.late ? 'orange' : 'green'}>{checkIn.late ? 'Late' : 'Checked In'}</Badge>
              </div>
            ) : (
              <Badge tone="red">Missing</Badge>
            )}
          </div>
          {checkIn && (
            <dl className="mt-3 grid gap-3 border-t border-stone-100 pt-3 text-sm sm:grid-cols-3">
              <CheckInFact label="Plan" clamped>
                {checkIn.morningPlan}
              </CheckInFact>
              <CheckInFact label="Accomplished" clamped>
                {checkIn.accomplishments}
              </CheckInFact>
              <CheckInFact label="Challenges · unplanned" clamped>
                {[checkIn.challenges, checkIn.unplannedTasks].filter(Boolean).join(' · ') || '—'}
              </CheckInFact>
              <p className="text-xs text-muted sm:col-span-3">Saved {formatStaffDateTime(checkIn.updatedAt)}</p>
            </dl>
          )}
        </li>
      ))}
    </ul>
  );
}
