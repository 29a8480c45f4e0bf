import type { ReactNode } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { contractResolver } from '../../ui/admin/query';
import {
  DAILY_DEADLINE_HOUR_CHOICES,
  DEADLINE_DAY_CHOICES,
  DEFAULT_WORK_PLAN_SETTINGS,
  MINIMUM_TASK_CHOICES,
  PERFORMANCE_CALCULATIONS,
  PERFORMANCE_CALCULATION_LABELS,
  REMINDER_DAY_CHOICES,
  WORK_PLAN_MESSAGES,
  ordinalDay,
  planHourLabel,
  workPlanSettingsSchema,
  type WorkPlanSettings,
} from '@app/contract';
import { ApiError, errorMessage } from '../../lib/api';
import { Field } from '../../ui/Field';
import { Loader } from '../../ui/Loader';
import { toast } from '../../ui/Toaster';
import { useSaveSettings, useSettings } from './api';
import { Panel } from './bits';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Options } from '../../ui/Options';

const POINTS = [
  ['taskCompletion', 'Task completion', 'per completed task'],
  ['onTimeSubmission', 'On-time submission', 'plan submitted by the deadline'],
  ['dailyCheckIn', 'Daily check-in', 'per daily update'],
  ['qualityReview', 'Quality review', 'plan approved by a manager'],
] as const;

/** A switched setting: its checkbox, its name and what it does. */
function SettingCheckbox({ input, title, children }: { input: UseFormRegisterReturn; title: string; children: ReactNode }) {
  return (
    <label className="mt-4 flex items-start gap-3 text-sm">
      <input type="checkbox" {...input} className="mt-1 h-4 w-4 accent-forest-600" />
      <span>
        <span className="font-medium text-ink">{title}</span>
        <span className="block text-muted">{children}</span>
      </span>
    </label>
  );
}

/** Work-planning settings, saved on the server and applied to submissions, check-ins, reminders and scores. */
export function SettingsForm() {
  const settings = useSettings();
  if (settings.isPending) return <Loader label="Loading settings..." />;
  if (settings.isError) return <ErrorNotice>{errorMessage(settings.error, 'Could not load the settings.')}</ErrorNotice>;
  return <Form initial={settings.data} />;
}

function Form({ initial }: { initial: WorkPlanSettings }) {
  const save = useSaveSettings();
  const { register, handleSubmit, formState, reset, setError } = useForm({
    resolver: contractResolver(workPlanSettingsSchema),
    defaultValues: initial,
  });
  const e = formState.errors;
  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (body) => {
        toast.success(WORK_PLAN_MESSAGES.settingsSaved);
        reset(body.data);
      },
      onError: (error) => {
        toast.error(errorMessage(error, 'Could not save the settings.'));
        if (error instanceof ApiError && error.errors) for (const [k, m] of Object.entries(error.errors)) setError(k as keyof WorkPlanSettings, { message: m });
      },
    }),
  );
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
      <div className="grid gap-5 lg:grid-cols-2">
        <Panel title="Monthly workplans">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Workplan deadline" hint="Day of the month a plan is due" error={e.deadlineDay?.message}>
              {(props) => (
                <select {...props} {...register('deadlineDay')} className="input">
                  <Options values={DEADLINE_DAY_CHOICES} label={(d) => `${ordinalDay(d)} of the month`} />
                </select>
              )}
            </Field>
            <Field label="Reminder" hint="Mail employees who have not submitted" error={e.reminderDays?.message}>
              {(props) => (
                <select {...props} {...register('reminderDays')} className="input">
                  <Options values={REMINDER_DAY_CHOICES} label={(d) => `${d} day${d > 1 ? 's' : ''} before`} />
                </select>
              )}
            </Field>
            <Field label="Minimum tasks per week" hint="Checked when a plan is submitted" error={e.minimumTasks?.message}>
              {(props) => (
                <select {...props} {...register('minimumTasks')} className="input">
                  <Options values={MINIMUM_TASK_CHOICES} label={(n) => `${n} task${n > 1 ? 's' : ''}`} />
                </select>
              )}
            </Field>
          </div>
          <SettingCheckbox input={register('lockout')} title="Lock past months">
            When a month has ended, its plan can no longer be created, changed or submitted (approved plans stay as they are).
          </SettingCheckbox>
        </Panel>
        <Panel title="Daily check-ins">
          <Field label="Daily deadline" hint="Check-ins saved later are marked late and count half" error={e.dailyDeadlineHour?.message}>
            {(props) => (
              <select {...props} {...register('dailyDeadlineHour')} className="input">
                <Options values={DAILY_DEADLINE_HOUR_CHOICES} label={planHourLabel} />
              </select>
            )}
          </Field>
          <SettingCheckbox input={register('allowUnplannedTasks')} title="Allow unplanned tasks">
            Employees may report work outside their plan in their daily update.
          </SettingCheckbox>
        </Panel>
      </div>

      <Panel title="Performance">
        <fieldset>
          <legend className="label">Performance calculation</legend>
          <div className="grid gap-2 sm:grid-cols-3">
            {PERFORMANCE_CALCULATIONS.map((c) => (
              <label
                key={c}
                className="flex cursor-pointer items-start gap-2 rounded-lg border border-stone-200 p-3 text-sm has-[:checked]:border-forest-500 has-[:checked]:bg-forest-50"
              >
                <input type="radio" value={c} {...register('performanceCalculation')} className="mt-0.5 accent-forest-600" />
                <span>
                  <span className="font-medium text-ink">{PERFORMANCE_CALCULATION_LABELS[c]}</span>
                  <span className="block text-xs text-muted">
                    {c === 'completion'
                      ? 'Task completion and daily check-ins'
                      : c === 'quality'
                        ? 'Manager review, estimate accuracy and on-time submission'
                        : 'All four measures'}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <p className="mt-4 text-sm text-muted">Point values (0-100) weigh each measure in the score and are what employees earn.</p>
        <div className="mt-2 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {POINTS.map(([key, label, hint]) => (
            <Field key={key} label={`${label} points`} hint={hint} error={e.points?.[key]?.message}>
              {(props) => <input {...props} {...register(`points.${key}`)} type="number" min={0} max={100} step={1} className="input" />}
            </Field>
          ))}
        </div>
      </Panel>

      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn btn-outline" onClick={() => reset(DEFAULT_WORK_PLAN_SETTINGS)}>
          Restore Defaults
        </button>
        <button type="submit" className="btn btn-primary" disabled={save.isPending || !formState.isDirty}>
          {save.isPending ? 'Saving...' : 'Save Settings'}
        </button>
      </div>
    </form>
  );
}
