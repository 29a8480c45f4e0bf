import * as Tabs from '@radix-ui/react-tabs';
import { AlertTriangle, Lock, Plus, Send } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { WORK_PLAN_MESSAGES, type WorkPlanTask, type WorkPlanView, formatStaffDateTime, formatStaffShortDay } from '@app/contract';
import { errorMessage } from '../../lib/api';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { toast } from '../../ui/Toaster';
import { useAddTask, useDeleteTask, useSubmitPlan, useUpdateTask } from './api';
import { ProgressBar } from './bits';
import { WeekTabList } from './WeekTabList';
import { useEmployeePlan } from './EmployeeWorkPlan';
import { FeedbackItem } from './FeedbackTab';
import { TaskModal } from './TaskModal';
import { TaskTable } from './TaskTable';
import { openWhileChosen } from '../../ui/openWhileChosen';

/** Weekly Plan tab: week tabs, the week's tasks, add/edit/delete while allowed, week feedback and Submit. */
export function WeeklyPlan() {
  const { plan, month } = useEmployeePlan();
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('week'));
  const weekIndex = requested >= 1 && requested <= plan.weeks.length ? requested : 1;
  const week = plan.weeks[weekIndex - 1]!;
  const [modal, setModal] = useState<{ task: WorkPlanTask | null } | null>(null);
  const [deleting, setDeleting] = useState<WorkPlanTask | null>(null);
  // After a refused submit the error stays only while its cause does: a week still short of tasks,
  // or, for the server's refusal, the very plan it refused (any change to the plan clears it).
  const [triedSubmit, setTriedSubmit] = useState(false);
  const [refused, setRefused] = useState<{ plan: WorkPlanView; message: string } | null>(null);
  const add = useAddTask(month);
  const update = useUpdateTask(month);
  const remove = useDeleteTask(month);
  const submit = useSubmitPlan(month);

  const full = plan.editable === 'full';
  const canToggle = plan.editable !== 'none';
  const weekFeedback = plan.feedback.filter((f) => f.week === week.index);
  const lastGeneral = plan.feedback.find((f) => f.type === 'general');

  const selectWeek = (value: string) => {
    const next = new URLSearchParams(params);
    next.set('week', value);
    setParams(next, { replace: true });
  };

  const save = async (values: Record<string, unknown>) => {
    if (modal?.task) await update.mutateAsync({ id: modal.task.id, ...values });
    else await add.mutateAsync({ ...values, week: week.index });
    toast.success(modal?.task ? WORK_PLAN_MESSAGES.taskUpdated : WORK_PLAN_MESSAGES.taskAdded);
    setModal(null);
  };

  const toggle = (task: WorkPlanTask) =>
    update.mutate(
      { id: task.id, status: task.status === 'completed' ? 'pending' : 'completed' },
      { onError: (error) => toast.error(errorMessage(error, 'Could not update the task.')) },
    );

  const shortWeeks = plan.weeks.filter((w) => w.tasks.length < plan.minimumTasks);
  const minimumMessage = plan.minimumTasks > 1 ? WORK_PLAN_MESSAGES.minimumTasks(plan.minimumTasks) : WORK_PLAN_MESSAGES.everyWeek;
  const submitError = triedSubmit && shortWeeks.length ? minimumMessage : refused?.plan === plan ? refused.message : null;

  const submitPlan = () => {
    setTriedSubmit(true);
    if (shortWeeks.length) {
      toast.error(minimumMessage);
      return;
    }
    submit.mutate(undefined, {
      onSuccess: () => toast.success(WORK_PLAN_MESSAGES.submitted),
      onError: (error) => {
        const message = errorMessage(error, 'Could not submit your workplan.');
        setRefused({ plan, message });
        toast.error(message);
      },
    });
  };

  return (
    <div className="space-y-4">
      {plan.status === 'changes-requested' && (
        <div role="status" className="flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          <AlertTriangle className="h-5 w-5 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-semibold">Your manager requested changes.</p>
            {lastGeneral && (
              <p className="mt-1 whitespace-pre-line">
                “{lastGeneral.content}” — {lastGeneral.author.name}
              </p>
            )}
            <p className="mt-1">Update your tasks and submit the plan again.</p>
          </div>
        </div>
      )}
      {plan.status === 'pending' && (
        <p role="status" className="flex items-center gap-2 rounded-xl border border-orange-200 bg-orange-50 p-3 text-sm text-orange-900">
          <Lock className="h-4 w-4" aria-hidden="true" />
          Submitted {plan.submittedDate ? formatStaffDateTime(plan.submittedDate) : ''}. The plan is read-only while your manager reviews it.
        </p>
      )}
      {plan.status === 'approved' && (
        <p role="status" className="rounded-xl border border-green-200 bg-green-50 p-3 text-sm text-green-900">
          Approved. Mark tasks completed as you finish them; completing a task with no actual hours records its estimate.
        </p>
      )}
      {plan.locked && (
        <p role="status" className="rounded-xl border border-stone-200 bg-stone-50 p-3 text-sm text-muted">
          {WORK_PLAN_MESSAGES.locked}
        </p>
      )}

      <Tabs.Root value={String(weekIndex)} onValueChange={selectWeek}>
        <WeekTabList
          weeks={plan.weeks}
          triggerClassName="min-w-24 flex-1 rounded-lg px-3 py-2 text-left text-sm text-muted data-[state=active]:bg-white data-[state=active]:text-forest-900 data-[state=active]:shadow-sm"
        >
          {(w) => (
            <>
              <span className="block font-semibold">{w.weekLabel}</span>
              <span className="block text-xs">
                {w.tasks.length} task{w.tasks.length === 1 ? '' : 's'} · {w.completionRate}%
              </span>
            </>
          )}
        </WeekTabList>

        {plan.weeks.map((w) => (
          <Tabs.Content key={w.weekId} value={String(w.index)} className="mt-4 space-y-4 focus:outline-none">
            <div className="flex flex-wrap items-end justify-between gap-3">
              <div>
                <h2 className="font-display text-lg font-semibold text-forest-900">
                  {w.weekLabel}: {formatStaffShortDay(w.startDate)} – {formatStaffShortDay(w.endDate)}
                </h2>
                <p className="text-sm text-muted">
                  {w.plannedHours}h planned · {w.actualHours}h actual · {w.completionRate}% complete
                </p>
              </div>
              {full && (
                <button type="button" className="btn btn-primary btn-sm" onClick={() => setModal({ task: null })}>
                  <Plus className="h-4 w-4" aria-hidden="true" /> Add Task
                </button>
              )}
            </div>
            <ProgressBar value={w.completionRate} label={`${w.weekLabel} completion`} />
            <TaskTable
              caption={`${w.weekLabel} tasks`}
              tasks={w.tasks}
              canEdit={full}
              canToggle={canToggle}
              busyId={update.isPending ? (update.variables?.id ?? null) : null}
              onToggle={toggle}
              onEdit={(task) => setModal({ task })}
              onDelete={setDeleting}
              empty={full ? 'No tasks for this week yet. Add one to plan the week.' : 'No tasks for this week.'}
            />
          </Tabs.Content>
        ))}
      </Tabs.Root>

      <section aria-label="Week feedback" className="space-y-2">
        <h3 className="text-sm font-semibold uppercase tracking-wide text-muted">Manager feedback for {week.weekLabel}</h3>
        {weekFeedback.length ? (
          <ul className="space-y-2">
            {weekFeedback.map((item) => (
              <FeedbackItem key={item.id} item={item} compact />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">No feedback for this week.</p>
        )}
      </section>

      {full && (
        <div className="card flex flex-wrap items-center justify-between gap-3 p-4">
          <div className="text-sm">
            <p className="font-medium text-ink">Ready to submit?</p>
            <p className="text-muted">
              Every week needs at least {plan.minimumTasks} task{plan.minimumTasks > 1 ? 's' : ''}. After submitting, the plan is read-only until your manager
              reviews it.
            </p>
            {submitError && (
              <p role="alert" className="field-error">
                {submitError}
              </p>
            )}
          </div>
          <button type="button" className="btn btn-accent" onClick={submitPlan} disabled={submit.isPending}>
            <Send className="h-4 w-4" aria-hidden="true" />
            {submit.isPending ? 'Submitting...' : plan.status === 'changes-requested' ? 'Resubmit Workplan' : 'Submit Workplan'}
          </button>
        </div>
      )}

      <TaskModal
        {...openWhileChosen(modal, () => setModal(null))}
        task={modal?.task ?? null}
        weekLabel={`${week.weekLabel} · ${formatStaffShortDay(week.startDate)} – ${formatStaffShortDay(week.endDate)}`}
        busy={add.isPending || update.isPending}
        onSave={async (values) => {
          try {
            await save(values);
          } catch (error) {
            toast.error(errorMessage(error, 'Could not save the task.'));
            throw error;
          }
        }}
      />
      <ConfirmDialog
        {...openWhileChosen(deleting, () => setDeleting(null))}
        title="Delete task"
        message={`Delete “${deleting?.title ?? ''}”? This cannot be undone.`}
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(WORK_PLAN_MESSAGES.taskDeleted);
              setDeleting(null);
            },
            onError: (error) => toast.error(errorMessage(error, 'Could not delete the task.')),
          })
        }
      />
    </div>
  );
}
