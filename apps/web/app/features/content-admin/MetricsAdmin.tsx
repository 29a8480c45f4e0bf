import { Hash, Pencil } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import {
  bengaliLabel,
  formatMetricCount,
  HOME_METRIC_KEYS,
  METRIC_MESSAGES,
  METRIC_STATUS_LABELS,
  METRIC_STATUSES,
  METRIC_TITLE_MAX,
  metricSchema,
  metricStatusLabel,
  type Metric,
} from '@app/contract';
import { api, ApiError } from '../../lib/api';
import { EmptyState } from '../../ui/EmptyState';
import { Field } from '../../ui/Field';
import { Modal, ModalFormActions } from '../../ui/Modal';
import { PageHeader } from '../../ui/PageHeader';
import { toast } from '../../ui/Toaster';
import { adminErrorMessage, contractResolver, showSaveError, useInvalidate } from '../../ui/admin/query';
import { contentKeys } from './keys';
import { CharCount } from '../../ui/admin/widgets';
import { QueryState } from '../../ui/QueryState';
import { Options } from '../../ui/Options';

/** "A typed count is coerced to a whole number; non-numbers and negatives become 0." */
const coerceCount = (raw: string) => {
  const n = Math.floor(Number(raw));
  return Number.isFinite(n) && n > 0 ? n : 0;
};

function MetricModal({ metric, onClose }: { metric: Metric; onClose: () => void }) {
  const invalidate = useInvalidate();
  const { register, control, handleSubmit, watch, formState, setError } = useForm({
    resolver: contractResolver(metricSchema),
    defaultValues: { title: metric.title, titleBn: metric.titleBn ?? '', count: metric.count, status: metric.status, achievedOn: metric.achievedOn ?? '' },
  });
  const achieved = watch('status') === 'achieved';
  const submit = handleSubmit(async (values) => {
    try {
      await api.put(`/metrics/metrics/${encodeURIComponent(metric.key)}`, values);
      toast.success(METRIC_MESSAGES.updated);
      await invalidate(contentKeys.metrics);
      onClose();
    } catch (error) {
      showSaveError(error, 'Failed to update metric', setError);
    }
  });
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Edit Metric"
      size="sm"
      footer={<ModalFormActions formId="metric-form" busy={formState.isSubmitting} submitLabel="Save Changes" onCancel={onClose} />}
    >
      <form method="post" id="metric-form" onSubmit={submit} noValidate className="space-y-4">
        <Field label="Key" hint="The key links the metric to its place on the site and cannot be changed.">
          {(props) => <input {...props} value={metric.key} readOnly disabled className="input bg-stone-50 font-mono text-muted" />}
        </Field>
        <Field label="Title" required error={formState.errors.title?.message} hint={<CharCount value={watch('title')} max={METRIC_TITLE_MAX} />}>
          {(props) => <input {...props} {...register('title')} maxLength={METRIC_TITLE_MAX} className="input" />}
        </Field>
        <Field
          label={bengaliLabel('Title')}
          error={formState.errors.titleBn?.message}
          hint={<CharCount value={watch('titleBn') ?? ''} max={METRIC_TITLE_MAX} />}
        >
          {(props) => <input {...props} {...register('titleBn')} lang="bn" maxLength={METRIC_TITLE_MAX} className="input" />}
        </Field>
        <Field label="Count" required error={formState.errors.count?.message} hint="A whole number, 0 or more.">
          {(props) => (
            <Controller
              control={control}
              name="count"
              render={({ field }) => (
                <input
                  {...props}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  className="input"
                  value={typeof field.value === 'number' && Number.isFinite(field.value) ? field.value : 0}
                  onChange={(event) => field.onChange(coerceCount(event.target.value))}
                  onBlur={field.onBlur}
                  name={field.name}
                  ref={field.ref}
                />
              )}
            />
          )}
        </Field>
        <Field
          label="Status"
          required
          error={formState.errors.status?.message}
          hint="Achieved: counted as of a date. Target: not reached yet; the site says “Target” beside it."
        >
          {(props) => (
            <select {...props} {...register('status')} className="input">
              <Options values={METRIC_STATUSES} label={(status) => METRIC_STATUS_LABELS[status]} />
            </select>
          )}
        </Field>
        {achieved && (
          <Field label="Date achieved" required error={formState.errors.achievedOn?.message}>
            {(props) => <input {...props} {...register('achievedOn')} type="date" className="input" />}
          </Field>
        )}
      </form>
    </Modal>
  );
}

/** /admin/metrics: the company numbers; initialises the default set when there is none. */
export function MetricsAdmin() {
  const invalidate = useInvalidate();
  const list = useQuery({
    queryKey: contentKeys.metrics,
    queryFn: async () => {
      try {
        return (await api.get<{ success: true; data: Metric[] }>('/metrics/metrics')).data ?? [];
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return [];
        throw error;
      }
    },
  });
  const [editing, setEditing] = useState<Metric | null>(null);
  const initialising = useRef(false);

  useEffect(() => {
    if (!list.data || list.data.length > 0 || initialising.current) return;
    initialising.current = true;
    api
      .post('/metrics/metrics/initialize')
      .then(() => {
        toast.success(METRIC_MESSAGES.initialized);
        return invalidate(contentKeys.metrics);
      })
      .catch((error) => toast.error(adminErrorMessage(error, 'Failed to initialize metrics')));
  }, [list.data, invalidate]);

  const metrics = [...(list.data ?? [])].sort((a, b) => a.displayOrder - b.displayOrder);
  return (
    <>
      <PageHeader
        title="Company Metrics"
        description="The numbers on the home, investment and mission pages and the sales pack, each achieved (with its date) or a target. Titles, counts and status can change; keys stay fixed."
      />
      <QueryState query={list} loading="Loading metrics..." failure="Error fetching metrics">
        {() =>
          metrics.length === 0 ? (
            <EmptyState title="Setting up metrics" hint="Creating the default metrics..." />
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {metrics.map((metric) => (
                <li key={metric.key} className="card group flex flex-col p-4">
                  <div className="flex items-start justify-between gap-2">
                    <span className="inline-flex items-center gap-1 rounded bg-stone-100 px-1.5 py-0.5 font-mono text-[11px] text-stone-600">
                      <Hash className="h-3 w-3" aria-hidden="true" />
                      {metric.key}
                    </span>
                    {(HOME_METRIC_KEYS as readonly string[]).includes(metric.key) && (
                      <span className="rounded bg-forest-50 px-1.5 py-0.5 text-[10px] font-semibold uppercase tracking-wide text-forest-700">Home page</span>
                    )}
                  </div>
                  <p className="mt-3 font-display text-3xl font-semibold tabular-nums text-forest-900">{formatMetricCount(metric)}</p>
                  <p className="mt-0.5 text-sm font-medium text-ink">{metric.title}</p>
                  <p className={`mt-1 text-xs font-semibold ${metric.status === 'target' ? 'text-earth-600' : 'text-forest-700'}`}>
                    {metricStatusLabel(metric)}
                  </p>
                  <div className="mt-4 flex items-center justify-between border-t border-stone-100 pt-3">
                    <span className="text-xs text-muted">Position {metric.displayOrder}</span>
                    <button type="button" className="btn btn-outline btn-sm" onClick={() => setEditing(metric)} aria-label={`Edit ${metric.title}`}>
                      <Pencil className="h-3.5 w-3.5" aria-hidden="true" /> Edit
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      {editing && <MetricModal metric={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
