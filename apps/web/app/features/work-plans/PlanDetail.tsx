import * as Tabs from '@radix-ui/react-tabs';
import { CheckCircle2, MessageSquarePlus, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import {
  NOT_SCORED_LABEL,
  WORK_PLAN_MESSAGES,
  matchedTasksLabel,
  planDate,
  scoreBand,
  type WorkPlanDetail,
  formatStaffDate,
  formatStaffDateTime,
  formatStaffShortDay,
} from '@app/contract';
import { errorMessage } from '../../lib/api';
import { Badge } from '../../ui/Badge';
import { Field } from '../../ui/Field';
import { Loader } from '../../ui/Loader';
import { Modal } from '../../ui/Modal';
import { toast } from '../../ui/Toaster';
import { useAddFeedback, useApprovePlan, usePlanDetail, useRequestChanges } from './api';
import { Avatar, Panel, PlanStatusBadge, ProgressBar, Stars, monthLabel, useRequiredText } from './bits';
import { WeekTabList } from './WeekTabList';
import { FeedbackItem } from './FeedbackTab';
import { TaskTable } from './TaskTable';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { BackLink } from '../../ui/BackLink';
import { openWhileChosen } from '../../ui/openWhileChosen';
import { RecordOptions } from '../../ui/Options';

/** One employee's plan for managers: review actions, performance, weekly tasks, feedback and check-ins. */
export function PlanDetail({ id }: { id: string }) {
  const detail = usePlanDetail(id);
  const [review, setReview] = useState<'approve' | 'changes' | null>(null);
  if (detail.isPending) return <Loader label="Loading workplan..." />;
  if (detail.isError) return <ErrorNotice>{errorMessage(detail.error, 'Could not load the workplan.')}</ErrorNotice>;
  const plan = detail.data;
  const reviewable = plan.status === 'pending';
  return (
    <div className="space-y-5">
      <BackLink to="/admin/work-plan/employees">Employee Plans</BackLink>
      <header className="card flex flex-wrap items-center justify-between gap-4 p-4">
        <div className="flex items-center gap-3">
          <Avatar name={plan.employee.name} src={plan.employee.avatar} size="lg" />
          <div>
            <h2 className="font-display text-xl font-semibold text-forest-900">{plan.employee.name}</h2>
            <p className="text-sm text-muted">{[plan.employee.designation, plan.employee.department].filter(Boolean).join(' · ')}</p>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
              <span className="font-medium text-ink">{monthLabel(plan)}</span>
              <PlanStatusBadge status={plan.status} />
              {plan.submittedDate && <span className="text-xs text-muted">Submitted {formatStaffDateTime(plan.submittedDate)}</span>}
            </p>
          </div>
        </div>
        {reviewable && (
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn btn-outline" onClick={() => setReview('changes')}>
              <RotateCcw className="h-4 w-4" aria-hidden="true" /> Request Changes
            </button>
            <button type="button" className="btn btn-primary" onClick={() => setReview('approve')}>
              <CheckCircle2 className="h-4 w-4" aria-hidden="true" /> Approve
            </button>
          </div>
        )}
      </header>

      <div className="grid gap-5 lg:grid-cols-[18rem_1fr]">
        <PerformancePanel plan={plan} />
        <WeeksPanel plan={plan} />
      </div>

      <div className="grid gap-5 lg:grid-cols-2">
        <GeneralFeedback plan={plan} />
        <Panel title="Daily check-ins this month" empty={plan.checkIns.length === 0 && 'No check-ins this month.'}>
          <ul className="max-h-96 divide-y divide-stone-100 overflow-y-auto">
            {plan.checkIns.map((c) => (
              <li key={c.id} className="py-2 text-sm">
                <p className="flex justify-between gap-2">
                  <span className="font-medium text-ink">{formatStaffDate(c.date, { weekday: 'short' })}</span>
                  <span className="text-xs text-muted">
                    {c.hoursWorked}h · {matchedTasksLabel(c.matchedTasks)} tasks{c.late ? ' · late' : ''}
                  </span>
                </p>
                <p className="line-clamp-2 text-muted">{c.accomplishments}</p>
              </li>
            ))}
          </ul>
        </Panel>
      </div>

      <ReviewModal id={id} mode={review} onClose={() => setReview(null)} />
    </div>
  );
}

function PerformancePanel({ plan }: { plan: WorkPlanDetail }) {
  const p = plan.performance;
  const band = p.score == null ? { label: NOT_SCORED_LABEL, tone: 'gray' as const } : scoreBand(p.score);
  const joinedThisMonth = p.countedFrom !== planDate(plan.year, plan.month, 1);
  return (
    <Panel title="Performance" className="h-max">
      <div className="flex items-end gap-2">
        <p className="text-4xl font-semibold text-ink">{p.score ?? '—'}</p>
        {p.score != null && <p className="pb-1 text-sm text-muted">/ 100</p>}
        <span className="ml-auto pb-1">
          <Badge tone={band.tone}>{band.label}</Badge>
        </span>
      </div>
      <div className="mt-3">
        <ProgressBar value={p.completionRate} label="Task completion" />
        <p className="mt-1 text-xs text-muted">{p.completionRate}% of tasks completed</p>
      </div>
      <div className="mt-4 space-y-2">
        <Stars label="Quality" value={p.qualityScore} />
        <Stars label="Consistency" value={p.consistencyScore} />
        <Stars label="Initiative" value={p.initiativeScore} />
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-2 border-t border-stone-100 pt-3 text-xs">
        <dt className="text-muted">Points earned</dt>
        <dd className="text-right font-semibold text-ink">{p.points}</dd>
        {joinedThisMonth && (
          <>
            <dt className="text-muted">Counted from</dt>
            <dd className="text-right font-semibold text-ink">{formatStaffDate(p.countedFrom)}</dd>
          </>
        )}
        <dt className="text-muted">Check-ins</dt>
        <dd className="text-right font-semibold text-ink">
          {p.checkIns} / {p.workingDays} working days
        </dd>
        <dt className="text-muted">On-time submission</dt>
        <dd className="text-right font-semibold text-ink">{p.onTime ? 'Yes' : 'No'}</dd>
        <dt className="text-muted">Hours</dt>
        <dd className="text-right font-semibold text-ink">
          {plan.totals.actualHours}h of {plan.totals.plannedHours}h
        </dd>
      </dl>
    </Panel>
  );
}

function WeeksPanel({ plan }: { plan: WorkPlanDetail }) {
  const [week, setWeek] = useState('1');
  const add = useAddFeedback(plan.id!);
  const [content, setContent] = useState('');
  const [taskId, setTaskId] = useState('');
  const required = useRequiredText(content, WORK_PLAN_MESSAGES.feedbackRequired);
  const current = plan.weeks[Number(week) - 1]!;
  const send = () => {
    if (!required.check()) return;
    add.mutate(
      { content, type: taskId ? 'task' : 'week', week: current.index, taskId: taskId || null },
      {
        onSuccess: () => {
          toast.success(WORK_PLAN_MESSAGES.feedbackAdded);
          setContent('');
          setTaskId('');
          required.reset();
        },
        onError: (e) => toast.error(errorMessage(e, 'Could not add the feedback.')),
      },
    );
  };
  return (
    <Panel title="Weekly plan">
      <Tabs.Root value={week} onValueChange={setWeek}>
        <WeekTabList
          weeks={plan.weeks}
          triggerClassName="min-w-20 flex-1 rounded-lg px-3 py-1.5 text-sm text-muted data-[state=active]:bg-white data-[state=active]:font-semibold data-[state=active]:text-forest-900 data-[state=active]:shadow-sm"
        >
          {(w) => w.weekLabel}
        </WeekTabList>
        {plan.weeks.map((w) => (
          <Tabs.Content key={w.weekId} value={String(w.index)} className="mt-3 space-y-3 focus:outline-none">
            <p className="text-sm text-muted">
              {formatStaffShortDay(w.startDate)} – {formatStaffShortDay(w.endDate)} · {w.plannedHours}h planned · {w.actualHours}h actual · {w.completionRate}%
              complete · <span className="capitalize">{w.status}</span>
            </p>
            <TaskTable caption={`${w.weekLabel} tasks`} tasks={w.tasks} />
            <div>
              <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-muted">Feedback for {w.weekLabel}</h3>
              {plan.feedback.filter((f) => f.week === w.index).length ? (
                <ul className="space-y-2">
                  {plan.feedback
                    .filter((f) => f.week === w.index)
                    .map((f) => (
                      <FeedbackItem key={f.id} item={f} compact />
                    ))}
                </ul>
              ) : (
                <p className="text-sm text-muted">No feedback for this week yet.</p>
              )}
            </div>
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <div className="mt-4 space-y-2 rounded-lg border border-stone-200 p-3">
        <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
          <Field label={`Feedback for ${current.weekLabel}`} error={required.error}>
            {(props) => <textarea {...props} rows={2} className="input" value={content} onChange={(e) => setContent(e.target.value)} />}
          </Field>
          <Field label="About a task (optional)">
            {(props) => (
              <select {...props} className="input" value={taskId} onChange={(e) => setTaskId(e.target.value)}>
                <option value="">The whole week</option>
                <RecordOptions records={current.tasks} id={(task) => task.id} name={(task) => task.title} />
              </select>
            )}
          </Field>
        </div>
        <button type="button" className="btn btn-outline btn-sm" onClick={send} disabled={add.isPending}>
          <MessageSquarePlus className="h-4 w-4" aria-hidden="true" /> {add.isPending ? 'Sending...' : 'Add Feedback'}
        </button>
      </div>
    </Panel>
  );
}

function GeneralFeedback({ plan }: { plan: WorkPlanDetail }) {
  const add = useAddFeedback(plan.id!);
  const [content, setContent] = useState('');
  const required = useRequiredText(content, WORK_PLAN_MESSAGES.feedbackRequired);
  const general = plan.feedback.filter((f) => f.type === 'general');
  return (
    <Panel title="Overall feedback">
      {general.length ? (
        <ul className="mb-3 space-y-2">
          {general.map((f) => (
            <FeedbackItem key={f.id} item={f} compact />
          ))}
        </ul>
      ) : (
        <p className="mb-3 text-sm text-muted">No overall feedback yet.</p>
      )}
      <Field label="Add overall feedback" error={required.error}>
        {(props) => <textarea {...props} rows={2} className="input" value={content} onChange={(e) => setContent(e.target.value)} />}
      </Field>
      <button
        type="button"
        className="btn btn-outline btn-sm mt-2"
        disabled={add.isPending}
        onClick={() => {
          if (!required.check()) return;
          add.mutate(
            { content, type: 'general' },
            {
              onSuccess: () => {
                toast.success(WORK_PLAN_MESSAGES.feedbackAdded);
                setContent('');
                required.reset();
              },
              onError: (e) => toast.error(errorMessage(e, 'Could not add the feedback.')),
            },
          );
        }}
      >
        <MessageSquarePlus className="h-4 w-4" aria-hidden="true" /> Add Feedback
      </button>
    </Panel>
  );
}

function ReviewModal({ id, mode, onClose }: { id: string; mode: 'approve' | 'changes' | null; onClose: () => void }) {
  const approve = useApprovePlan(id);
  const changes = useRequestChanges(id);
  const [feedback, setFeedback] = useState('');
  const required = useRequiredText(feedback, WORK_PLAN_MESSAGES.changesFeedbackRequired);
  // The server's refusal holds for the feedback it refused; editing the feedback clears it.
  const [refused, setRefused] = useState<{ feedback: string; message: string } | null>(null);
  const error = (mode === 'changes' ? required.error : undefined) ?? (refused?.feedback === feedback ? refused.message : undefined);
  const busy = approve.isPending || changes.isPending;
  const close = () => {
    setFeedback('');
    required.reset();
    setRefused(null);
    onClose();
  };
  const confirm = () => {
    if (mode === 'changes' && !required.check()) return;
    const mutation = mode === 'approve' ? approve : changes;
    mutation.mutate(feedback, {
      onSuccess: () => {
        toast.success(mode === 'approve' ? WORK_PLAN_MESSAGES.approved : WORK_PLAN_MESSAGES.changesRequested);
        close();
      },
      onError: (e) => {
        const message = errorMessage(e, 'Could not update the workplan.');
        setRefused({ feedback, message });
        toast.error(message);
      },
    });
  };
  return (
    <Modal
      {...openWhileChosen(mode, close)}
      title={mode === 'approve' ? 'Approve workplan' : 'Request changes'}
      description={
        mode === 'approve' ? 'The employee is told the plan is approved. A note is optional.' : 'Tell the employee what to change; they can edit and resubmit.'
      }
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={close}>
            Cancel
          </button>
          <button type="button" className={mode === 'approve' ? 'btn btn-primary' : 'btn btn-danger'} onClick={confirm} disabled={busy}>
            {busy ? 'Saving...' : mode === 'approve' ? 'Approve' : 'Request Changes'}
          </button>
        </>
      }
    >
      <Field label={mode === 'approve' ? 'Feedback (optional)' : 'Feedback'} required={mode === 'changes'} error={error}>
        {(props) => <textarea {...props} rows={4} className="input" value={feedback} onChange={(e) => setFeedback(e.target.value)} autoFocus />}
      </Field>
    </Modal>
  );
}
