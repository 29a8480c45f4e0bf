import clsx from 'clsx';
import { Info } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { contractResolver } from '../../ui/admin/query';
import { useSearchParams } from 'react-router';
import {
  CHECK_IN_HOURS,
  MATCHED_TASK_CHOICES,
  WORK_PLAN_MESSAGES,
  checkInFormSchema,
  countedWorkingDays,
  matchedTasksLabel,
  planDate,
  planDaysInMonth,
  planHourLabel,
  workPlanToday,
  type CheckInForm,
  type WorkPlanCheckIn,
  formatStaffDate,
  formatStaffDateTime,
} from '@app/contract';
import { ApiError, errorMessage } from '../../lib/api';
import { Field } from '../../ui/Field';
import { Loader } from '../../ui/Loader';
import { toast } from '../../ui/Toaster';
import { useMyCheckIns, useSaveCheckIn } from './api';
import { CheckInFact, DayStepper, Panel, monthLabel } from './bits';
import { Options } from '../../ui/Options';

/**
 * Daily Check-in tab: a date navigator (no future), today's form, past days read-only, and the
 * history calendar of the selected day's month. "Today" is the business day (Asia/Dhaka), as on the server.
 */
export function DailyCheckIn() {
  const [params, setParams] = useSearchParams();
  const today = workPlanToday();
  const requested = params.get('date');
  const date = requested && /^\d{4}-\d{2}-\d{2}$/.test(requested) && requested <= today ? requested : today;
  const month = { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) };
  const checkIns = useMyCheckIns(month);
  const entry = checkIns.data?.checkIns.find((c) => c.date === date) ?? null;
  const isToday = date === today;

  const go = (next: string) => {
    const nextParams = new URLSearchParams(params);
    if (next === today) nextParams.delete('date');
    else nextParams.set('date', next);
    setParams(nextParams, { replace: true });
  };

  return (
    <div className="grid gap-5 lg:grid-cols-[1fr_20rem]">
      <div className="space-y-4">
        <div className="card flex flex-wrap items-center justify-between gap-3 p-3">
          <DayStepper date={date} atLatest={isToday} onGo={go} labelClassName="min-w-44" />
          <button type="button" className="btn btn-outline btn-sm" onClick={() => go(today)} disabled={isToday}>
            Today
          </button>
        </div>

        {checkIns.isPending ? (
          <Loader label="Loading daily updates..." />
        ) : isToday ? (
          <CheckInFormPanel
            key={entry?.updatedAt ?? 'new'}
            month={month}
            date={date}
            existing={entry}
            allowUnplanned={checkIns.data?.allowUnplannedTasks ?? true}
            deadlineHour={checkIns.data?.dailyDeadlineHour ?? 17}
          />
        ) : (
          <PastDay entry={entry} />
        )}
      </div>

      <HistoryCalendar
        year={month.year}
        month={month.month}
        today={today}
        startDay={checkIns.data?.startDay ?? today}
        selected={date}
        checkIns={checkIns.data?.checkIns ?? []}
        onSelect={go}
      />
    </div>
  );
}

function PastDay({ entry }: { entry: WorkPlanCheckIn | null }) {
  return (
    <div className="space-y-4">
      <p role="note" className="flex items-center gap-2 rounded-xl border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900">
        <Info className="h-4 w-4 shrink-0" aria-hidden="true" />
        {WORK_PLAN_MESSAGES.pastDate}
      </p>
      {entry ? (
        <Panel
          title="Daily update"
          actions={
            entry.late ? (
              <span className="badge bg-orange-100 text-orange-800">Late</span>
            ) : (
              <span className="badge bg-green-100 text-green-800">Submitted</span>
            )
          }
        >
          <dl className="grid gap-4 text-sm sm:grid-cols-2">
            {(
              [
                ['Morning plan', entry.morningPlan],
                ['Accomplishments', entry.accomplishments],
                ['Challenges', entry.challenges || '—'],
                ['Unplanned tasks', entry.unplannedTasks || '—'],
                ['Planned tasks completed', matchedTasksLabel(entry.matchedTasks)],
                ['Hours worked', `${entry.hoursWorked}h`],
              ] as const
            ).map(([label, value]) => (
              <CheckInFact key={label} label={label}>
                {value}
              </CheckInFact>
            ))}
          </dl>
          <p className="mt-4 text-xs text-muted">Saved {formatStaffDateTime(entry.updatedAt)}</p>
        </Panel>
      ) : (
        <Panel title="Daily update">
          <p className="text-sm text-muted">No update was submitted for this day.</p>
        </Panel>
      )}
    </div>
  );
}

function CheckInFormPanel({
  month,
  date,
  existing,
  allowUnplanned,
  deadlineHour,
}: {
  month: { year: number; month: number };
  date: string;
  existing: WorkPlanCheckIn | null;
  allowUnplanned: boolean;
  deadlineHour: number;
}) {
  const save = useSaveCheckIn(month);
  const defaults: CheckInForm = {
    morningPlan: existing?.morningPlan ?? '',
    accomplishments: existing?.accomplishments ?? '',
    challenges: existing?.challenges ?? '',
    matchedTasks: existing?.matchedTasks ?? 0,
    unplannedTasks: existing?.unplannedTasks ?? '',
    hoursWorked: existing?.hoursWorked ?? CHECK_IN_HOURS.default,
  };
  const { register, handleSubmit, formState, setError } = useForm({
    resolver: contractResolver(checkInFormSchema),
    defaultValues: defaults,
  });

  const onSubmit = handleSubmit(
    (values) =>
      save.mutate(
        { ...values, date },
        {
          onSuccess: () => toast.success(WORK_PLAN_MESSAGES.checkInSaved),
          onError: (error) => {
            toast.error(errorMessage(error, 'Could not save your update.'));
            if (error instanceof ApiError && error.errors) for (const [k, m] of Object.entries(error.errors)) setError(k as keyof CheckInForm, { message: m });
          },
        },
      ),
    (errors) => {
      if (errors.morningPlan || errors.accomplishments) toast.error(WORK_PLAN_MESSAGES.checkInRequired);
    },
  );
  const e = formState.errors;
  return (
    <Panel
      title={existing ? "Today's update" : "Today's check-in"}
      actions={existing ? <span className="text-xs text-muted">Saved {formatStaffDateTime(existing.updatedAt)}; saving again replaces it</span> : undefined}
    >
      <form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
        <Field label="Morning plan" required error={e.morningPlan?.message} hint="What you plan to work on today">
          {(props) => <textarea {...props} {...register('morningPlan')} rows={3} className="input" />}
        </Field>
        <Field label="Accomplishments" required error={e.accomplishments?.message}>
          {(props) => <textarea {...props} {...register('accomplishments')} rows={3} className="input" />}
        </Field>
        <Field label="Challenges" error={e.challenges?.message}>
          {(props) => <textarea {...props} {...register('challenges')} rows={2} className="input" />}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Planned tasks completed" error={e.matchedTasks?.message}>
            {(props) => (
              <select {...props} {...register('matchedTasks')} className="input">
                <Options values={MATCHED_TASK_CHOICES} label={matchedTasksLabel} />
              </select>
            )}
          </Field>
          <Field label="Hours worked" hint={`${CHECK_IN_HOURS.min} to ${CHECK_IN_HOURS.max}`} error={e.hoursWorked?.message}>
            {(props) => (
              <input {...props} {...register('hoursWorked')} type="number" min={CHECK_IN_HOURS.min} max={CHECK_IN_HOURS.max} step={0.5} className="input" />
            )}
          </Field>
        </div>
        {allowUnplanned && (
          <Field label="Unplanned tasks" hint="Work you did that was not in your plan" error={e.unplannedTasks?.message}>
            {(props) => <textarea {...props} {...register('unplannedTasks')} rows={2} className="input" />}
          </Field>
        )}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-xs text-muted">Please check in before {planHourLabel(deadlineHour)} (Bangladesh time).</p>
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : existing ? 'Update Check-in' : 'Submit Check-in'}
          </button>
        </div>
      </form>
    </Panel>
  );
}

const WEEKDAY_LABELS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/**
 * The month's days: checked in, missed working days, days off and the future, each selectable up to
 * today. Days before the employee's first day are never missed.
 */
function HistoryCalendar({
  year,
  month,
  today,
  startDay,
  selected,
  checkIns,
  onSelect,
}: {
  year: number;
  month: number;
  today: string;
  startDay: string;
  selected: string;
  checkIns: WorkPlanCheckIn[];
  onSelect: (date: string) => void;
}) {
  const days = planDaysInMonth(year, month);
  const offset = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const done = new Set(checkIns.map((c) => c.date));
  const cells = [...Array(offset).fill(null), ...Array.from({ length: days }, (_, i) => planDate(year, month, i + 1))];
  const missedDays = new Set(countedWorkingDays(year, month, startDay, today, done.has(today)).filter((d) => !done.has(d)));
  return (
    <Panel title="History" className="h-max">
      <p className="mb-2 text-sm font-medium text-ink">{monthLabel({ year, month })}</p>
      <div className="grid grid-cols-7 gap-1 text-center text-xs" role="group" aria-label={`Check-ins in ${monthLabel({ year, month })}`}>
        {WEEKDAY_LABELS.map((d) => (
          <span key={d} className="py-1 font-semibold text-muted" aria-hidden="true">
            {d}
          </span>
        ))}
        {cells.map((d, i) => {
          if (!d) return <span key={`blank-${i}`} />;
          const future = d > today;
          const state = done.has(d) ? 'done' : future ? 'future' : d === today ? 'open' : missedDays.has(d) ? 'missed' : d < startDay ? 'before' : 'off';
          const label = `${formatStaffDate(d)}: ${{ done: 'checked in', future: 'upcoming', open: 'today, not checked in yet', missed: 'no update', before: 'before your first day', off: 'weekend' }[state]}`;
          return (
            <button
              key={d}
              type="button"
              disabled={future}
              onClick={() => onSelect(d)}
              aria-label={label}
              aria-current={d === selected ? 'date' : undefined}
              className={clsx(
                'aspect-square rounded-md text-xs font-medium',
                state === 'done' && 'bg-forest-600 text-white',
                state === 'missed' && 'bg-red-50 text-red-800',
                (state === 'off' || state === 'before') && 'text-stone-400',
                state === 'open' && 'bg-wheat-100 text-earth-700',
                state === 'future' && 'cursor-not-allowed text-stone-300',
                d === selected && 'ring-2 ring-wheat-400 ring-offset-1',
              )}
            >
              {Number(d.slice(8))}
            </button>
          );
        })}
      </div>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
        <li className="flex items-center gap-1.5">
          <span className="h-3 w-3 rounded bg-forest-600" aria-hidden="true" /> Checked in ({done.size})
        </li>
        <li className="flex items-center gap-1.5">
          <span className="h-3 w-3 rounded bg-red-100" aria-hidden="true" /> Missed ({missedDays.size})
        </li>
      </ul>
    </Panel>
  );
}
