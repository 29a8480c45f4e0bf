import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  CYCLE_LOCATION_MAX,
  CYCLE_MESSAGES,
  CYCLE_NAME_MAX,
  CYCLE_STATUS_LABELS,
  CYCLE_STATUSES,
  cycleSchema,
  formatMoney,
  type Cycle,
  type InvestmentPlan,
  formatStaffDate,
  groupDigits,
  MAX_PAGE_SIZE,
  staffRoundPath,
} from '@app/contract';
import { api } from '../../lib/api';
import { Badge } from '../../ui/Badge';
import { DataTable, queryTableState, type Column } from '../../ui/DataTable';
import { Field } from '../../ui/Field';
import { RecordOptions } from '../../ui/Options';
import { Modal, ModalFormActions } from '../../ui/Modal';
import { AddButton, PageHeader } from '../../ui/PageHeader';
import { toast } from '../../ui/Toaster';
import { contractResolver, showSaveError, useContentList, useInvalidate } from '../../ui/admin/query';
import { contentKeys } from '../content-admin/keys';
import { cycleKeys, useCycles } from './api';
import { ToggleGroup, toggleOptions } from '../../ui/admin/ToggleGroup';
import { useRoundsAdmin } from '../rounds/api';
import { RoundStatusBadge } from '../rounds/RoundsAdmin';

/** Create or edit a cycle: one that starts running, or one opened for funding with its round. */
export function CycleModal({ cycle, onClose }: { cycle: Cycle | null; onClose: () => void }) {
  const plans = useContentList<InvestmentPlan>(contentKeys.plans, '/investment/plans');
  const invalidate = useInvalidate();
  const navigate = useNavigate();
  // A new cycle may take money through a round first; a cycle still funding keeps its round editable.
  const canFund = !cycle || cycle.status === 'funding';
  const [funding, setFunding] = useState(cycle?.status === 'funding');
  const form = useForm({
    resolver: contractResolver(cycleSchema),
    defaultValues: {
      planId: cycle?.planId ?? '',
      name: cycle?.name ?? '',
      location: cycle?.location ?? '',
      startDate: cycle?.startDate ?? '',
      expectedEndDate: cycle?.expectedEndDate ?? '',
      units: cycle?.units ?? 1,
      minimumUnits: cycle?.status === 'funding' ? cycle.minimumUnits : '',
      fundingOpensOn: cycle?.status === 'funding' ? cycle.fundingOpensOn : '',
      fundingClosesOn: cycle?.status === 'funding' ? cycle.fundingClosesOn : '',
    },
  });
  const { register, handleSubmit, formState, setError, setValue } = form;
  const errors = formState.errors;
  const save = handleSubmit(async (values) => {
    try {
      const saved = cycle ? await api.put<{ data: Cycle }>(`/cycles/${cycle.id}`, values) : await api.post<{ data: Cycle }>('/cycles', values);
      toast.success(cycle ? CYCLE_MESSAGES.updated : CYCLE_MESSAGES.created);
      await invalidate(cycleKeys.all);
      await invalidate(['rounds']);
      onClose();
      if (!cycle) navigate(`/admin/cycles/${saved.data.id}`);
    } catch (error) {
      showSaveError(error, cycle ? 'Failed to update the cycle' : 'Failed to create the cycle', setError);
    }
  });
  // Without a round, the three round fields go blank: the server takes all three or none.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!funding) for (const field of ROUND_FIELDS) setValue(field, '');
    return save(event);
  };
  return (
    <Modal
      open
      onOpenChange={(next) => !next && onClose()}
      title={cycle ? 'Edit cycle' : 'New cycle'}
      description="The plan's amount and projected profit per unit are kept with the cycle."
      footer={<ModalFormActions formId="cycle-form" busy={formState.isSubmitting} submitLabel={cycle ? 'Save changes' : 'Create cycle'} onCancel={onClose} />}
    >
      <form method="post" id="cycle-form" onSubmit={submit} noValidate className="space-y-4">
        <Field label="Plan" required error={errors.planId?.message}>
          {(props) => (
            <select {...props} {...register('planId')} className="input">
              <option value="">Choose a plan</option>
              <RecordOptions records={plans.data ?? []} id={(plan) => plan._id} name={(plan) => plan.title} />
            </select>
          )}
        </Field>
        <Field label="Name" required error={errors.name?.message}>
          {(props) => <input {...props} {...register('name')} maxLength={CYCLE_NAME_MAX} className="input" placeholder="e.g. Sherpur broilers, batch 5" />}
        </Field>
        <Field label="Cluster or location" required error={errors.location?.message}>
          {(props) => <input {...props} {...register('location')} maxLength={CYCLE_LOCATION_MAX} className="input" placeholder="e.g. Sherpur cluster" />}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={funding ? 'Expected start date' : 'Start date'}
            required
            error={errors.startDate?.message}
            hint={funding ? 'The cycle starts on this day once its round reaches the minimum; on or after the round opens.' : undefined}
          >
            {(props) => <input {...props} {...register('startDate')} type="date" className="input" />}
          </Field>
          <Field label="Expected end date" required error={errors.expectedEndDate?.message}>
            {(props) => <input {...props} {...register('expectedEndDate')} type="date" className="input" />}
          </Field>
        </div>
        <Field
          label="Number of units"
          required
          error={errors.units?.message}
          hint="The plan units this cycle funds; the investors' half of the profit is shared over them."
        >
          {(props) => <input {...props} {...register('units')} type="number" min={1} step={1} inputMode="numeric" className="input" />}
        </Field>
        {canFund && (
          <fieldset className="space-y-4 rounded-lg border border-stone-200 p-4">
            <legend className="px-1 text-sm font-semibold text-ink">Open for funding</legend>
            {cycle ? (
              <p className="text-sm text-muted">This cycle takes money through its round until the round closes.</p>
            ) : (
              <label className="flex items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  className="mt-0.5 h-4 w-4"
                  checked={funding}
                  onChange={(event) => setFunding(event.target.checked)}
                  aria-describedby="funding-hint"
                />
                <span>
                  Take investments through a round before the cycle starts
                  <span id="funding-hint" className="block text-xs text-muted">
                    Investors reserve units from the day the round opens until it closes; the cycle starts if the paid units reach the minimum.
                  </span>
                </span>
              </label>
            )}
            {funding && (
              <div className="grid gap-4 sm:grid-cols-3">
                <Field label="Minimum to go ahead (units)" required error={errors.minimumUnits?.message}>
                  {(props) => <input {...props} {...register('minimumUnits')} type="number" min={1} step={1} inputMode="numeric" className="input" />}
                </Field>
                <Field label="Round opens" required error={errors.fundingOpensOn?.message}>
                  {(props) => <input {...props} {...register('fundingOpensOn')} type="date" className="input" />}
                </Field>
                <Field label="Round closes" required error={errors.fundingClosesOn?.message}>
                  {(props) => <input {...props} {...register('fundingClosesOn')} type="date" className="input" />}
                </Field>
              </div>
            )}
          </fieldset>
        )}
      </form>
    </Modal>
  );
}

const ROUND_FIELDS = ['minimumUnits', 'fundingOpensOn', 'fundingClosesOn'] as const;

/** /admin/cycles: every cycle, running first. */
export function CyclesAdmin() {
  const [params, setParams] = useSearchParams();
  const status = CYCLE_STATUSES.find((value) => value === params.get('status'));
  const query = useCycles(status);
  const today = new Date().toISOString().slice(0, 10);
  const [creating, setCreating] = useState(false);
  // The figures of the rounds taking money, shown on their cycles' rows.
  const showsFunding = !status || status === 'funding';
  const rounds = useRoundsAdmin({ status: 'funding', limit: MAX_PAGE_SIZE }, showsFunding);
  const roundOf = new Map((rounds.data?.data ?? []).map((round) => [round.id, round]));
  const columns: Column<Cycle>[] = [
    {
      key: 'name',
      header: 'Cycle',
      cell: (c) => (
        <Link to={`/admin/cycles/${c.id}`} className="font-semibold text-forest-800 hover:underline">
          {c.name}
          <span className="block text-xs font-normal text-muted">{c.planTitle}</span>
        </Link>
      ),
    },
    { key: 'location', header: 'Location', cell: (c) => c.location },
    { key: 'dates', header: 'Dates', cell: (c) => `${formatStaffDate(c.startDate)} – ${formatStaffDate(c.closedOn ?? c.expectedEndDate)}` },
    {
      key: 'units',
      header: 'Units',
      cell: (c) => {
        const round = c.status === 'funding' ? roundOf.get(c.id) : undefined;
        return (
          <>
            {groupDigits(c.units)}
            {round && (
              <span className="block whitespace-nowrap text-xs text-muted">
                {groupDigits(round.reservedUnits)} reserved · {groupDigits(round.paidUnits)} paid
              </span>
            )}
          </>
        );
      },
      className: 'text-right',
    },
    { key: 'investments', header: 'Investments', cell: (c) => c.investmentCount, className: 'text-right' },
    {
      key: 'result',
      header: 'Profit per unit',
      cell: (c) =>
        c.profitPerUnitPence === null ? `Projected ${formatMoney(c.projectedProfitPerUnitPence, c.currency)}` : formatMoney(c.profitPerUnitPence, c.currency),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (c) => (
        <span className="flex flex-wrap gap-1">
          <RoundStatusBadge status={c.status} />
          {c.status === 'running' && c.expectedEndDate < today && <Badge tone="orange">Past expected end</Badge>}
          {c.status === 'funding' && (
            <Link to={staffRoundPath(c.id)} className="block w-full text-xs text-forest-800 hover:underline">
              Round closes {formatStaffDate(c.fundingClosesOn)} · minimum {groupDigits(c.minimumUnits)}
            </Link>
          )}
        </span>
      ),
    },
  ];
  return (
    <div>
      <PageHeader
        title="Farm Cycles"
        description="Create cycles for a plan, assign active investments, post field updates and close with actual results."
        actions={<AddButton onClick={() => setCreating(true)}>New cycle</AddButton>}
      />
      <ToggleGroup
        label="Filter by status"
        className="mb-4"
        options={[{ value: '', label: 'All' }, ...toggleOptions(CYCLE_STATUSES, CYCLE_STATUS_LABELS)]}
        value={status ?? ''}
        onChange={(value) => setParams(value ? { status: value } : {}, { replace: true })}
      />
      <DataTable caption="Farm cycles" columns={columns} {...queryTableState(query, 'Loading cycles...', 'Failed to load cycles')} empty="No cycles yet." />
      {creating && <CycleModal cycle={null} onClose={() => setCreating(false)} />}
    </div>
  );
}
