import clsx from 'clsx';
import { ChevronDown, ChevronsDownUp, ChevronsUpDown, Pencil, Plus, Repeat, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  AMOUNT_UNIT_LABELS,
  AMOUNT_UNITS,
  CONTENT_MESSAGES,
  DEFAULT_AMOUNT_UNIT,
  DEFAULT_DURATION_UNIT,
  DURATION_UNITS,
  investmentPlanSchema,
  PLAN_AMOUNT_STEP,
  PLAN_BANNER_MAX_BYTES,
  PLAN_DESCRIPTION_PREVIEW_MAX,
  type AmountUnit,
  type DurationUnit,
  type InvestmentPlan,
} from '@app/contract';
import { api, ApiError } from '../../lib/api';
import { Badge } from '../../ui/Badge';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyState } from '../../ui/EmptyState';
import { Field } from '../../ui/Field';
import { Loader } from '../../ui/Loader';
import { Modal, ModalFormActions } from '../../ui/Modal';
import { PageHeader } from '../../ui/PageHeader';
import { toast } from '../../ui/Toaster';
import { contentKeys, errorMessage, contractResolver, nonEmpty, showSaveError, toFormData, useContentList, useContentMutation, useInvalidate, useReorder } from './query';
import { DragHandle, SortableList, useSortableItem } from './sortable';
import { ContentImage, ImagePicker, LoadError, SearchBox, Toolbar } from './widgets';

/** "£5,000": amounts in the plan's unit, pounds by default. */
export const money = (amount: number | null | undefined, unit: AmountUnit = DEFAULT_AMOUNT_UNIT) =>
  amount == null ? '—' : `${unit}${amount.toLocaleString('en-GB', { maximumFractionDigits: 2 })}`;
const durationText = (plan: Pick<InvestmentPlan, 'duration' | 'durationUnit'>) => `${plan.duration} ${plan.durationUnit}${plan.duration === 1 ? '' : 's'}`;
/** The delete preview: the description cut at 100 characters. */
export const descriptionPreview = (text: string) => (text.length > PLAN_DESCRIPTION_PREVIEW_MAX ? `${text.slice(0, PLAN_DESCRIPTION_PREVIEW_MAX)}...` : text);

type Filter = 'all' | 'revolving' | 'fixed';
const FILTER_LABELS: Record<Filter, string> = { all: 'All Plans', revolving: 'Revolving Plans', fixed: 'Non-Revolving Plans' };

type PlanForm = {
  title: string;
  package: string;
  product: string;
  description: string;
  message: string;
  investmentAmount: number;
  investmentProfit: number;
  duration: number;
  durationUnit: DurationUnit;
  amountUnit: AmountUnit;
  isActive: boolean;
  isRevolving: boolean;
  revolvingAmount: number | undefined;
};

function PlanModal({ plan, onClose }: { plan: InvestmentPlan | null; onClose: () => void }) {
  const invalidate = useInvalidate();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const { register, handleSubmit, watch, setValue, formState, setError, clearErrors } = useForm<PlanForm>({
    resolver: contractResolver<PlanForm>(investmentPlanSchema),
    defaultValues: {
      title: plan?.title ?? '',
      package: plan?.package ?? '',
      product: plan?.product ?? '',
      description: plan?.description ?? '',
      message: plan?.message ?? '',
      investmentAmount: plan?.investmentAmount ?? ('' as unknown as number),
      investmentProfit: plan?.investmentProfit ?? ('' as unknown as number),
      duration: plan?.duration ?? 1,
      durationUnit: plan?.durationUnit ?? DEFAULT_DURATION_UNIT,
      amountUnit: plan?.amountUnit ?? DEFAULT_AMOUNT_UNIT,
      isActive: plan?.isActive ?? true,
      isRevolving: plan?.isRevolving ?? false,
      revolvingAmount: plan?.revolvingAmount ?? undefined,
    },
  });
  const isRevolving = watch('isRevolving');
  const amountUnit = watch('amountUnit');
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    const { revolvingAmount, ...rest } = values;
    // revolvingAmount is sent only when the plan is revolving.
    const fields = { ...(plan ? nonEmpty(rest) : rest), message: values.message ?? '', ...(values.isRevolving ? { revolvingAmount } : {}) };
    try {
      const body = toFormData(fields, { name: 'image', value: file });
      if (plan) await api.put(`/investment/plans/${plan._id}`, body);
      else await api.post('/investment/plans', body);
      toast.success(plan ? 'Investment plan updated successfully' : 'Investment plan added successfully');
      await invalidate(contentKeys.plans);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.errors?.image) setFileError(error.errors.image);
      showSaveError(error, plan ? 'Failed to update plan' : 'Failed to add plan', setError);
    }
  });

  const amountInput = (name: 'investmentAmount' | 'investmentProfit' | 'revolvingAmount', label: string, error?: string) => (
    <Field label={`${label} (${amountUnit})`} required error={error}>
      {(props) => <input {...props} type="number" inputMode="decimal" min={0} step={PLAN_AMOUNT_STEP} {...register(name, { valueAsNumber: true })} className="input tabular-nums" />}
    </Field>
  );

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={plan ? 'Edit Investment Plan' : 'Add Investment Plan'}
      size="lg"
      footer={<ModalFormActions formId="plan-form" busy={formState.isSubmitting} submitLabel={plan ? 'Save Changes' : 'Add Plan'} onCancel={onClose} />}
    >
      <form id="plan-form" onSubmit={submit} noValidate className="space-y-5">
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label="Title" required error={errors.title?.message}>
            {(props) => <input {...props} {...register('title')} className="input" />}
          </Field>
          <Field label="Package" required error={errors.package?.message}>
            {(props) => <input {...props} {...register('package')} className="input" placeholder="e.g. Cattle Fattening" />}
          </Field>
          <Field label="Product" required error={errors.product?.message}>
            {(props) => <input {...props} {...register('product')} className="input" placeholder="e.g. Bull" />}
          </Field>
        </div>
        <Field label="Description" required error={errors.description?.message}>
          {(props) => <textarea {...props} {...register('description')} rows={4} className="input" />}
        </Field>
        <Field label="Extra note" error={errors.message?.message} hint="Optional, shown under the plan.">
          {(props) => <input {...props} {...register('message')} className="input" />}
        </Field>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label="Amount unit">
            {(props) => (
              <select {...props} {...register('amountUnit')} className="input">
                {AMOUNT_UNITS.map((unit) => (
                  <option key={unit} value={unit}>
                    {AMOUNT_UNIT_LABELS[unit]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {amountInput('investmentAmount', 'Investment amount', errors.investmentAmount?.message)}
          {amountInput('investmentProfit', 'Investment profit', errors.investmentProfit?.message)}
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label="Duration" required error={errors.duration?.message}>
            {(props) => <input {...props} type="number" min={1} step={1} {...register('duration', { valueAsNumber: true })} className="input" />}
          </Field>
          <Field label="Duration unit">
            {(props) => (
              <select {...props} {...register('durationUnit')} className="input">
                {DURATION_UNITS.map((unit) => (
                  <option key={unit} value={unit}>
                    {unit}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <div className="flex flex-col justify-end gap-2 pb-1">
            <label className="flex items-center gap-2 text-sm font-medium">
              <input type="checkbox" {...register('isActive')} className="h-4 w-4 accent-forest-700" /> Active
            </label>
            <label className="flex items-center gap-2 text-sm font-medium">
              <input
                type="checkbox"
                {...register('isRevolving', {
                  onChange: (event) => {
                    if (!event.target.checked) {
                      setValue('revolvingAmount', undefined);
                      clearErrors('revolvingAmount');
                    }
                  },
                })}
                className="h-4 w-4 accent-forest-700"
              />{' '}
              Revolving
            </label>
          </div>
        </div>
        {isRevolving && <div className="sm:w-1/3">{amountInput('revolvingAmount', 'Revolving amount', errors.revolvingAmount?.message)}</div>}
        <Field label="Banner image" error={fileError ?? undefined}>
          {(props) => (
            <ImagePicker
              id={props.id}
              invalid={props['aria-invalid']}
              describedBy={props['aria-describedby']}
              current={plan?.bannerUrl}
              file={file}
              onChange={setFile}
              onError={setFileError}
              maxBytes={PLAN_BANNER_MAX_BYTES}
              tooLargeMessage={CONTENT_MESSAGES.planBannerTooLarge}
              guidance="16:9 banner, max 1MB."
            />
          )}
        </Field>
      </form>
    </Modal>
  );
}

function PlanRow({
  plan,
  expanded,
  dragDisabled,
  onToggle,
  onEdit,
  onDelete,
}: {
  plan: InvestmentPlan;
  expanded: boolean;
  dragDisabled: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { itemProps, handleProps, isDragging } = useSortableItem(plan._id);
  return (
    <li {...itemProps} data-testid="plan-item" className={clsx('rounded-xl border bg-white shadow-sm', isDragging ? 'border-forest-400 shadow-lg' : 'border-stone-200', !plan.isActive && 'bg-stone-50')}>
      <div className="flex items-center gap-2 p-2">
        <DragHandle label={`Reorder plan: ${plan.title}`} disabled={dragDisabled} handleProps={handleProps} />
        <ContentImage src={plan.bannerUrl} alt="" className="hidden h-12 w-20 shrink-0 rounded-md sm:block" sizes="80px" />
        <button type="button" onClick={onToggle} aria-expanded={expanded} className="flex min-w-0 flex-1 items-center gap-3 text-left">
          <span className="min-w-0 flex-1">
            <span className="flex flex-wrap items-center gap-1.5">
              <span className="truncate text-sm font-semibold text-ink">{plan.title}</span>
              <Badge tone={plan.isActive ? 'green' : 'gray'}>{plan.isActive ? 'Active' : 'Inactive'}</Badge>
              {plan.isRevolving && (
                <Badge tone="teal">
                  <Repeat className="mr-1 h-3 w-3" aria-hidden="true" /> Revolving
                </Badge>
              )}
            </span>
            <span className="block truncate text-xs text-muted">
              {plan.package} · {plan.product}
            </span>
          </span>
          <span className="hidden shrink-0 text-right md:block">
            <span className="block text-sm font-semibold tabular-nums text-ink">{money(plan.investmentAmount, plan.amountUnit)}</span>
            <span className="block text-xs text-muted">
              +{money(plan.investmentProfit, plan.amountUnit)} · {durationText(plan)}
            </span>
          </span>
          <ChevronDown className={clsx('h-4 w-4 shrink-0 text-stone-400 transition-transform', expanded && 'rotate-180')} aria-hidden="true" />
        </button>
        <button type="button" className="rounded-md p-1.5 text-stone-500 hover:bg-stone-100 hover:text-forest-800" onClick={onEdit} aria-label={`Edit ${plan.title}`}>
          <Pencil className="h-4 w-4" aria-hidden="true" />
        </button>
        <button type="button" className="rounded-md p-1.5 text-stone-500 hover:bg-red-50 hover:text-red-700" onClick={onDelete} aria-label={`Delete ${plan.title}`}>
          <Trash2 className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
      {expanded && (
        <div className="border-t border-stone-100 px-4 py-3 text-sm">
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4">
            {[
              ['Investment', money(plan.investmentAmount, plan.amountUnit)],
              ['Profit', money(plan.investmentProfit, plan.amountUnit)],
              ['Duration', durationText(plan)],
              ['Revolving amount', plan.isRevolving ? money(plan.revolvingAmount, plan.amountUnit) : 'Not revolving'],
            ].map(([label, value]) => (
              <div key={label}>
                <dt className="text-xs text-muted">{label}</dt>
                <dd className="font-semibold tabular-nums text-ink">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 whitespace-pre-line text-muted">{plan.description}</p>
          {plan.message && <p className="mt-2 rounded-lg bg-wheat-100 px-3 py-2 text-xs text-earth-700">{plan.message}</p>}
          <p className="mt-2 text-xs text-stone-400">
            Last updated {new Date(plan.updatedTime ?? plan.updatedAt).toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short' })}
          </p>
        </div>
      )}
    </li>
  );
}

/** /admin/investments: search, revolving filter, expand all, drag reorder, add/edit with banner, delete. */
export function PlansAdmin() {
  const list = useContentList<InvestmentPlan>(contentKeys.plans, '/investment/plans');
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<Filter>('all');
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const [editing, setEditing] = useState<InvestmentPlan | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<InvestmentPlan | null>(null);
  const reorder = useReorder<InvestmentPlan>({
    queryKey: contentKeys.plans,
    path: '/investment/plans-order',
    bodyKey: 'plans',
    success: 'Investment plan order updated',
    failure: 'Failed to update investment plan order',
  });
  const remove = useContentMutation({
    queryKey: contentKeys.plans,
    mutationFn: (plan: InvestmentPlan) => api.delete(`/investment/plans/${plan._id}`),
    success: 'Investment plan deleted successfully',
    failure: 'Failed to delete investment plan',
  });

  const plans = [...(list.data ?? [])].sort((a, b) => a.order - b.order);
  const needle = search.trim().toLowerCase();
  const narrowed = Boolean(needle) || filter !== 'all';
  const shown = plans.filter(
    (plan) =>
      (filter === 'all' || (filter === 'revolving') === plan.isRevolving) &&
      (!needle || [plan.title, plan.package, plan.product, plan.description].some((text) => text.toLowerCase().includes(needle))),
  );
  const allExpanded = shown.length > 0 && shown.every((plan) => expanded.has(plan._id));
  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <>
      <PageHeader
        title="Investment Plans"
        description="The plans investors can choose. Drag by the handle to set the order on the investment page."
        actions={
          <button type="button" className="btn btn-primary" onClick={() => setEditing(null)}>
            <Plus className="h-4 w-4" aria-hidden="true" /> Add Plan
          </button>
        }
      />
      <Toolbar>
        <SearchBox value={search} onChange={setSearch} label="Search plans" placeholder="Search title, package or product" />
        <label htmlFor="plan-filter" className="sr-only">
          Filter plans
        </label>
        <select id="plan-filter" className="input w-auto" value={filter} onChange={(event) => setFilter(event.target.value as Filter)}>
          {(Object.keys(FILTER_LABELS) as Filter[]).map((value) => (
            <option key={value} value={value}>
              {FILTER_LABELS[value]}
            </option>
          ))}
        </select>
        <div className="ml-auto flex items-center gap-1">
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => setExpanded(allExpanded ? new Set() : new Set(shown.map((plan) => plan._id)))}>
            {allExpanded ? <ChevronsDownUp className="h-4 w-4" aria-hidden="true" /> : <ChevronsUpDown className="h-4 w-4" aria-hidden="true" />}
            {allExpanded ? 'Collapse All' : 'Expand All'}
          </button>
          <span className="ml-2 text-xs text-muted">{plans.length} plans</span>
        </div>
      </Toolbar>
      {narrowed && shown.length > 0 && <p className="mb-2 text-xs text-muted">Show all plans without a search to reorder them.</p>}
      {list.isPending ? (
        <Loader label="Loading investment plans..." />
      ) : list.isError ? (
        <LoadError message={errorMessage(list.error, 'Error fetching investment plans')} onRetry={() => list.refetch()} />
      ) : shown.length === 0 ? (
        narrowed ? (
          <EmptyState
            title="No plans match"
            hint="Try another search or filter."
            action={
              <button
                type="button"
                className="btn btn-outline btn-sm"
                onClick={() => {
                  setSearch('');
                  setFilter('all');
                }}
              >
                Reset Filters
              </button>
            }
          />
        ) : (
          <EmptyState
            title="No investment plans yet"
            hint="Add the first plan investors can choose."
            action={
              <button type="button" className="btn btn-primary btn-sm" onClick={() => setEditing(null)}>
                Add Plan
              </button>
            }
          />
        )
      ) : (
        <SortableList items={shown} getId={(plan) => plan._id} getLabel={(plan) => plan.title} onReorder={(next) => reorder.mutate(next)} disabled={narrowed}>
          <ol className="space-y-2" aria-label="Investment plans">
            {shown.map((plan) => (
              <PlanRow
                key={plan._id}
                plan={plan}
                expanded={expanded.has(plan._id)}
                dragDisabled={narrowed}
                onToggle={() => toggle(plan._id)}
                onEdit={() => setEditing(plan)}
                onDelete={() => setDeleting(plan)}
              />
            ))}
          </ol>
        </SortableList>
      )}
      {editing !== undefined && <PlanModal plan={editing} onClose={() => setEditing(undefined)} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Investment Plan"
        message="Are you sure you want to delete this investment plan? This cannot be undone."
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting, { onSuccess: () => setDeleting(null) })}
      >
        {deleting && (
          <div className="rounded-lg bg-stone-50 p-3">
            <p className="text-sm font-semibold">{deleting.title}</p>
            <p className="mt-1 text-xs text-muted">{descriptionPreview(deleting.description)}</p>
          </div>
        )}
      </ConfirmDialog>
    </>
  );
}
