import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { TASK_HOURS, TASK_PRIORITIES, TASK_PRIORITY_LABELS, taskFormSchema, type TaskForm, type TaskValues, type WorkPlanTask } from '@app/contract';
import { ApiError } from '../../lib/api';
import { Field } from '../../ui/Field';
import { Modal } from '../../ui/Modal';
import { contractResolver } from '../../ui/admin/query';
import { Options } from '../../ui/Options';

const EMPTY: TaskForm = { title: '', description: '', priority: 'medium', estimatedHours: TASK_HOURS.default, actualHours: 0, status: 'pending' };

/** Add New Task / Edit Task: the contract's task rules, with the server's field errors shown in place. */
export function TaskModal({
  open,
  onOpenChange,
  task,
  weekLabel,
  busy,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  task: WorkPlanTask | null;
  weekLabel: string;
  busy: boolean;
  onSave: (values: TaskValues) => Promise<void>;
}) {
  const form = useForm({ resolver: contractResolver(taskFormSchema), defaultValues: EMPTY });
  const { register, handleSubmit, formState, reset, setError } = form;
  useEffect(() => {
    if (open) reset(task ? { ...EMPTY, ...task } : EMPTY);
  }, [open, task, reset]);

  const submit = handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (error) {
      if (error instanceof ApiError && error.errors) {
        for (const [key, message] of Object.entries(error.errors)) setError(key as keyof TaskForm, { message });
      }
    }
  });
  const errors = formState.errors;
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={task ? 'Edit Task' : 'Add New Task'}
      description={weekLabel}
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={() => onOpenChange(false)}>
            Cancel
          </button>
          <button type="submit" form="wp-task-form" className="btn btn-primary" disabled={busy}>
            {busy ? 'Saving...' : task ? 'Save Changes' : 'Add Task'}
          </button>
        </>
      }
    >
      <form method="post" id="wp-task-form" noValidate onSubmit={submit} className="space-y-4">
        <Field label="Task title" required error={errors.title?.message}>
          {(props) => <input {...props} {...register('title')} className="input" autoFocus />}
        </Field>
        <Field label="Description" error={errors.description?.message}>
          {(props) => <textarea {...props} {...register('description')} rows={3} className="input" />}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Priority" error={errors.priority?.message}>
            {(props) => (
              <select {...props} {...register('priority')} className="input">
                <Options values={TASK_PRIORITIES} label={(p) => TASK_PRIORITY_LABELS[p]} />
              </select>
            )}
          </Field>
          <Field label="Estimated hours" hint={`${TASK_HOURS.min} to ${TASK_HOURS.max}`} error={errors.estimatedHours?.message}>
            {(props) => (
              <input {...props} {...register('estimatedHours')} type="number" min={TASK_HOURS.min} max={TASK_HOURS.max} step={0.5} className="input" />
            )}
          </Field>
          {task && (
            <>
              <Field label="Actual hours" error={errors.actualHours?.message}>
                {(props) => <input {...props} {...register('actualHours')} type="number" min={0} step={0.5} className="input" />}
              </Field>
              <Field label="Status" error={errors.status?.message}>
                {(props) => (
                  <select {...props} {...register('status')} className="input">
                    <option value="pending">Pending</option>
                    <option value="completed">Completed</option>
                  </select>
                )}
              </Field>
            </>
          )}
        </div>
      </form>
    </Modal>
  );
}
