import clsx from 'clsx';
import { Check, CheckCircle2, Clock, ListChecks, Percent } from 'lucide-react';
import { Link } from 'react-router';
import { matchedTasksLabel, formatStaffDate, formatStaffDateTime, formatStaffShortDay } from '@app/contract';
import { StatCard } from '../../ui/StatCard';
import { useMyCheckIns } from './api';
import { Panel, PlanStatusBadge, ProgressBar } from './bits';
import { useEmployeePlan } from './EmployeeWorkPlan';
import { FeedbackItem } from './FeedbackTab';

/** Overview tab: the month in numbers, week progress (or the creation steps of a draft), recent updates and feedback. */
export function Overview() {
  const { plan, month, search } = useEmployeePlan();
  const checkIns = useMyCheckIns(month);
  const t = plan.totals;
  const readyWeeks = plan.weeks.filter((w) => w.tasks.length >= plan.minimumTasks).length;
  const steps = [
    { label: 'Start your plan', detail: plan.id ? 'Plan created' : 'Add your first task', done: Boolean(plan.id) },
    {
      label: 'Plan every week',
      detail: `${readyWeeks} of ${plan.weeks.length} weeks have ${plan.minimumTasks > 1 ? `${plan.minimumTasks} tasks` : 'a task'}`,
      done: readyWeeks === plan.weeks.length,
    },
    { label: 'Submit for review', detail: 'Your manager approves or asks for changes', done: plan.submitted },
  ];

  return (
    <div className="space-y-5">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Total Tasks" value={t.totalTasks} icon={ListChecks} />
        <StatCard label="Completed Tasks" value={t.completedTasks} icon={CheckCircle2} tone="sky" />
        <StatCard label="Planned Hours" value={`${t.plannedHours}h`} icon={Clock} tone="wheat" />
        <StatCard label="Completion Rate" value={`${t.completionRate}%`} icon={Percent} tone="earth" />
      </div>

      <div className="grid gap-5 lg:grid-cols-3">
        <div className="lg:col-span-2">
          {plan.status === 'draft' ? (
            <Panel title="Creating your plan" actions={<PlanStatusBadge status={plan.id ? 'draft' : null} />}>
              <ol className="space-y-3">
                {steps.map((step, i) => (
                  <li key={step.label} className="flex items-start gap-3">
                    <span
                      className={clsx(
                        'flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
                        step.done ? 'bg-forest-600 text-white' : 'border border-stone-300 bg-white text-muted',
                      )}
                    >
                      {step.done ? <Check className="h-4 w-4" aria-label="Done" /> : i + 1}
                    </span>
                    <div>
                      <p className="text-sm font-medium text-ink">{step.label}</p>
                      <p className="text-xs text-muted">{step.detail}</p>
                    </div>
                  </li>
                ))}
              </ol>
              <Link to={{ pathname: '/admin/manage-work-plan/weekly-plan', search }} className="btn btn-primary btn-sm mt-4">
                Go to Weekly Plan
              </Link>
            </Panel>
          ) : (
            <Panel title="Weekly progress" actions={<PlanStatusBadge status={plan.status} />}>
              <ul className="divide-y divide-stone-100">
                {plan.weeks.map((week) => (
                  <li key={week.weekId} className="py-2.5">
                    <div className="mb-1.5 flex flex-wrap items-baseline justify-between gap-2 text-sm">
                      <Link
                        to={{ pathname: '/admin/manage-work-plan/weekly-plan', search: `${search}&week=${week.index}` }}
                        className="font-medium text-forest-800 hover:underline"
                      >
                        {week.weekLabel}
                      </Link>
                      <span className="text-xs text-muted">
                        {formatStaffShortDay(week.startDate)} – {formatStaffShortDay(week.endDate)} ·{' '}
                        {week.tasks.filter((x) => x.status === 'completed').length}/{week.tasks.length} tasks · {week.completionRate}%
                      </span>
                    </div>
                    <ProgressBar value={week.completionRate} label={`${week.weekLabel} completion`} />
                  </li>
                ))}
              </ul>
            </Panel>
          )}
        </div>

        <Panel title="Latest feedback" empty={plan.feedback.length === 0 && 'No feedback yet.'}>
          <ul className="space-y-3">
            {plan.feedback.slice(0, 2).map((item) => (
              <FeedbackItem key={item.id} item={item} search={search} compact />
            ))}
          </ul>
        </Panel>
      </div>

      <Panel title="Recent daily updates">
        {checkIns.isPending ? (
          <p className="text-sm text-muted">Loading updates...</p>
        ) : !checkIns.data?.checkIns.length ? (
          <p className="text-sm text-muted">No daily updates this month yet.</p>
        ) : (
          <ul className="divide-y divide-stone-100">
            {checkIns.data.checkIns.slice(0, 5).map((c) => (
              <li key={c.id} className="grid gap-1 py-2.5 text-sm sm:grid-cols-[10rem_1fr_auto] sm:gap-4">
                <Link
                  to={{ pathname: '/admin/manage-work-plan/daily-checkin', search: `${search}&date=${c.date}` }}
                  className="font-medium text-forest-800 hover:underline"
                >
                  {formatStaffDate(c.date)}
                </Link>
                <p className="line-clamp-2 text-muted">{c.accomplishments}</p>
                <p className="whitespace-nowrap text-xs text-muted" title={`Saved ${formatStaffDateTime(c.updatedAt)}`}>
                  {c.hoursWorked}h · {matchedTasksLabel(c.matchedTasks)} tasks
                </p>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}
