import { Camera, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  CYCLE_UPDATE_BODY_MAX,
  CYCLE_WEIGHT_DECIMALS,
  CYCLE_MESSAGES,
  closeDateProblem,
  countOf,
  groupDigits,
  unitsText,
  cycleCloseWarnings,
  CYCLE_LATE_REASON_MAX,
  CYCLE_COST_LABEL_MAX,
  CYCLE_COST_LINES_MAX,
  LATE_MONEY_RULE,
  lateInvestments,
  type CycleClosePreview,
  INVESTMENT_STATUS_LABELS,
  LOSS_RULE,
  formatMoney,
  investorShareOf,
  splitCycleProfit,
  parseAmount,
  AMOUNT_INPUT_MESSAGES,
  type FieldErrors,
  formatStaffDate,
  staffRoundPath,
  reconcileClose,
  reconciliationWarnings,
} from '@app/contract';
import { Link } from 'react-router';
import { useRoundAdmin } from '../rounds/api';
import { RoundStatusBadge } from '../rounds/RoundsAdmin';
import { api, ApiError, errorMessage } from '../../lib/api';
import { Field } from '../../ui/Field';
import { Loader } from '../../ui/Loader';
import { Modal, ModalFormActions } from '../../ui/Modal';
import { PageHeader } from '../../ui/PageHeader';
import { toast } from '../../ui/Toaster';
import { useInvalidate } from '../../ui/admin/query';
import { Facts, InvestmentReference } from '../investments/bits';
import { cycleKeys, useAssignable, useClosePreview, useCycle, type CycleDetail as Detail } from './api';
import { ApprovalPanel } from '../approvals/ApprovalPanel';
import { CycleModal } from './CyclesAdmin';
import { CycleAccountTable } from './CycleAccountTable';
import { UpdateList } from './CycleUpdates';
import { PhotoPicker, type ChosenPhoto } from './PhotoPicker';
import { BackLink } from '../../ui/BackLink';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { ConfirmPanel } from '../../ui/admin/ConfirmPanel';
import { CardForm, CardSection } from '../../ui/CardSection';
import { TableHead } from '../../ui/TableHead';
import { ReviewQueue } from '../field/ReviewQueue';
import { useFieldTotals } from '../field/review-api';
import { FarmPlanCard } from '../field/FarmPlanCard';
import { OfficersCard } from '../field/OfficersCard';

/** Field errors of a refused call, or the toast with the server's message. */
function failed(error: unknown, fallback: string, setErrors: (errors: FieldErrors) => void) {
  if (error instanceof ApiError && error.errors && Object.keys(error.errors).length) {
    setErrors(error.errors);
    toast.error('Please correct the errors in the form');
  } else toast.error(errorMessage(error, fallback));
}

function UpdateForm({ detail }: { detail: Detail }) {
  const invalidate = useInvalidate();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [photos, setPhotos] = useState<ChosenPhoto[]>([]);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const data = new FormData(formElement);
    const body = new FormData();
    for (const key of ['body', 'averageWeightKg', 'mortalityCount']) body.append(key, String(data.get(key) ?? ''));
    const feed = String(data.get('feedCost') ?? '').trim();
    const feedCost = feed === '' ? null : parseAmount(feed);
    if (feedCost && 'problem' in feedCost) {
      setErrors({ feedCost: AMOUNT_INPUT_MESSAGES[feedCost.problem]() });
      return;
    }
    body.append('feedCostPence', feedCost ? String(feedCost.pence) : '');
    photos.forEach((photo, i) => body.append(`photo${i + 1}`, photo.file));
    setBusy(true);
    setErrors({});
    try {
      await api.post(`/cycles/${detail.cycle.id}/updates`, body);
      toast.success(CYCLE_MESSAGES.updatePublished);
      formElement.reset();
      photos.forEach((photo) => URL.revokeObjectURL(photo.preview));
      setPhotos([]);
      await invalidate(cycleKeys.detail(detail.cycle.id));
    } catch (error) {
      failed(error, 'Failed to publish the update', (e) => setErrors({ ...e, feedCost: e.feedCostPence ?? '' }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <CardForm id="post-update-heading" title="Post an update" onSubmit={submit}>
      <p className="text-sm text-muted">Publishing mails every investor in this cycle and shows on their investment page.</p>
      <Field label="Update" required error={errors.body}>
        {(props) => <textarea {...props} name="body" rows={4} maxLength={CYCLE_UPDATE_BODY_MAX} className="input" />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Average weight (kg)" error={errors.averageWeightKg}>
          {(props) => (
            <input {...props} name="averageWeightKg" type="number" min={0} step={10 ** -CYCLE_WEIGHT_DECIMALS} inputMode="decimal" className="input" />
          )}
        </Field>
        <Field label="Mortality (animals)" error={errors.mortalityCount}>
          {(props) => <input {...props} name="mortalityCount" type="number" min={0} step={1} inputMode="numeric" className="input" />}
        </Field>
        <Field label="Feed cost (£)" error={errors.feedCost}>
          {(props) => <input {...props} name="feedCost" type="text" inputMode="decimal" autoComplete="off" className="input" />}
        </Field>
      </div>
      <PhotoPicker
        photos={photos}
        onChange={setPhotos}
        error={errors.photos ?? Object.entries(errors).find(([key]) => key.startsWith('photo'))?.[1]}
        onError={(message) => setErrors(({ photos: _, ...rest }) => (message ? { ...rest, photos: message } : rest))}
      />
      <button type="submit" className="btn btn-primary" disabled={busy}>
        <Camera className="h-4 w-4" aria-hidden="true" /> {busy ? 'Publishing...' : 'Publish update'}
      </button>
    </CardForm>
  );
}

function AssignModal({ detail, onClose }: { detail: Detail; onClose: () => void }) {
  const invalidate = useInvalidate();
  const assignable = useAssignable(detail.cycle.id, true);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [error, setError] = useState<string | undefined>();
  const [lateReason, setLateReason] = useState('');
  const [lateError, setLateError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const list = assignable.data ?? [];
  // LATE_MONEY_RULE: staff are warned before they put money paid after the start into this cycle.
  const late = lateInvestments(
    detail.cycle,
    list.filter((investment) => selected.has(investment.id)),
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setLateError(undefined);
    try {
      await api.post(`/cycles/${detail.cycle.id}/investments`, { investmentIds: [...selected], ...(late.length ? { lateReason } : {}) });
      toast.success(CYCLE_MESSAGES.assigned);
      await invalidate(cycleKeys.all);
      onClose();
    } catch (e) {
      failed(e, 'Failed to assign the investments', (errors) => {
        setError(errors.investmentIds);
        setLateError(errors.lateReason);
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      onOpenChange={(next) => !next && onClose()}
      title="Assign investments"
      description={`Active ${detail.cycle.planTitle} investments that are in no cycle yet.`}
      footer={<ModalFormActions formId="assign-form" busy={busy} submitLabel="Assign" onCancel={onClose} />}
    >
      <form method="post" id="assign-form" onSubmit={submit}>
        {assignable.isPending ? (
          <Loader label="Loading investments..." />
        ) : list.length === 0 ? (
          <p className="text-sm text-muted">No active investment of this plan is waiting for a cycle.</p>
        ) : (
          <fieldset>
            <legend className="sr-only">Investments</legend>
            <ul className="divide-y divide-stone-200">
              {list.map((investment) => (
                <li key={investment.id}>
                  <label className="flex items-center gap-3 py-2 text-sm">
                    <input
                      type="checkbox"
                      checked={selected.has(investment.id)}
                      onChange={(event) => {
                        const next = new Set(selected);
                        if (event.target.checked) next.add(investment.id);
                        else next.delete(investment.id);
                        setSelected(next);
                      }}
                    />
                    <span className="font-semibold">{investment.reference}</span>
                    <span className="text-muted">
                      {investment.investor?.name} · {unitsText(investment.units)} · paid {formatStaffDate(investment.startedAt)}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
            {late.length > 0 && (
              <div className="mt-3 rounded-lg border border-orange-200 bg-orange-50 p-3 text-sm text-orange-950" aria-live="polite">
                <p className="font-semibold">{CYCLE_MESSAGES.lateInCycle(late)}</p>
                <p className="mt-1">{LATE_MONEY_RULE}</p>
                <Field label="Reason for putting them in this cycle" required error={lateError}>
                  {(props) => (
                    <textarea
                      {...props}
                      name="lateReason"
                      rows={2}
                      maxLength={CYCLE_LATE_REASON_MAX}
                      value={lateReason}
                      onChange={(event) => setLateReason(event.target.value)}
                      className="input mt-1"
                    />
                  )}
                </Field>
              </div>
            )}
          </fieldset>
        )}
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
      </form>
    </Modal>
  );
}

const CLOSE_FIELDS = [
  { name: 'closedOn', label: 'Date the cycle ended', type: 'date' },
  { name: 'saleRevenue', label: 'Sale revenue (£)', type: 'money' },
  { name: 'animalsSold', label: 'Animals sold', type: 'count' },
  { name: 'animalsLost', label: 'Animals lost', type: 'count' },
] as const;

/** The close form's names for the server's money fields (pence): a cost line's amount is `costLines.N.amount`. */
const closeFieldOf = (name: string) =>
  name === 'saleRevenuePence'
    ? 'saleRevenue'
    : name === 'costsPence'
      ? 'costLines'
      : name === 'poishaPerPound'
        ? 'takaRate'
        : name.replace(/^(costLines\.\d+)\.amountPence$/, '$1.amount');

/** One row of the close dialog's costs: a label and pounds as typed. */
type CostRow = { key: number; label: string; amount: string };
let costRowKey = 0;
const newCostRow = (): CostRow => ({ key: ++costRowKey, label: '', amount: '' });

/**
 * The cycle's costs as lines (label + amount), rows added and removed by button; a new row's label
 * takes the focus so the keyboard goes on typing. Errors show on the line's own field.
 */
function CostLinesEditor({
  rows,
  setRows,
  errors,
  total,
  currency,
}: {
  rows: CostRow[];
  setRows: (rows: CostRow[]) => void;
  errors: FieldErrors;
  total: number | null;
  currency: Detail['cycle']['currency'];
}) {
  const change = (key: number, patch: Partial<CostRow>) => setRows(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const add = () => {
    const row = newCostRow();
    setRows([...rows, row]);
    requestAnimationFrame(() => document.getElementById(`cost-label-${row.key}`)?.focus());
  };
  const remove = (index: number) => {
    const next = rows.filter((_, i) => i !== index);
    setRows(next);
    const focus = next[Math.min(index, next.length - 1)];
    requestAnimationFrame(() => document.getElementById(focus ? `cost-label-${focus.key}` : 'add-cost-line')?.focus());
  };
  return (
    <fieldset className="space-y-2 sm:col-span-2" aria-describedby={errors.costLines ? 'cost-lines-error' : undefined}>
      <legend className="label">
        Costs, line by line
        <span className="ml-0.5 text-red-700" aria-hidden="true">
          *
        </span>
      </legend>
      <ul className="space-y-2">
        {rows.map((row, index) => (
          <li key={row.key} className="grid grid-cols-[1fr_6.5rem_auto] items-start gap-2 sm:grid-cols-[1fr_8rem_auto]" data-testid="cost-line">
            <div>
              <label htmlFor={`cost-label-${row.key}`} className="sr-only">
                Cost line {index + 1}: what it was
              </label>
              <input
                id={`cost-label-${row.key}`}
                name={`costLines.${index}.label`}
                className="input"
                placeholder="Feed, livestock, vet..."
                value={row.label}
                maxLength={CYCLE_COST_LABEL_MAX}
                aria-invalid={Boolean(errors[`costLines.${index}.label`])}
                aria-describedby={errors[`costLines.${index}.label`] ? `cost-label-${row.key}-error` : undefined}
                onChange={(event) => change(row.key, { label: event.target.value })}
              />
              {errors[`costLines.${index}.label`] && (
                <p id={`cost-label-${row.key}-error`} className="field-error" role="alert">
                  {errors[`costLines.${index}.label`]}
                </p>
              )}
            </div>
            <div>
              <label htmlFor={`cost-amount-${row.key}`} className="sr-only">
                Cost line {index + 1}: amount in pounds
              </label>
              <input
                id={`cost-amount-${row.key}`}
                name={`costLines.${index}.amount`}
                className="input"
                type="text"
                inputMode="decimal"
                placeholder="£0.00"
                value={row.amount}
                aria-invalid={Boolean(errors[`costLines.${index}.amount`])}
                aria-describedby={errors[`costLines.${index}.amount`] ? `cost-amount-${row.key}-error` : undefined}
                onChange={(event) => change(row.key, { amount: event.target.value })}
              />
              {errors[`costLines.${index}.amount`] && (
                <p id={`cost-amount-${row.key}-error`} className="field-error" role="alert">
                  {errors[`costLines.${index}.amount`]}
                </p>
              )}
            </div>
            <button
              type="button"
              className="btn btn-ghost btn-sm mt-1 text-red-700"
              aria-label={`Remove cost line ${index + 1}${row.label.trim() ? ` (${row.label.trim()})` : ''}`}
              disabled={rows.length === 1}
              onClick={() => remove(index)}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <button type="button" id="add-cost-line" className="btn btn-outline btn-sm" onClick={add} disabled={rows.length >= CYCLE_COST_LINES_MAX}>
          <Plus className="h-4 w-4" aria-hidden="true" /> Add a cost line
        </button>
        <p className="text-sm" aria-live="polite">
          Total costs: <strong>{total === null ? '—' : formatMoney(total, currency)}</strong>
        </p>
      </div>
      {errors.costLines && (
        <p id="cost-lines-error" className="field-error" role="alert">
          {errors.costLines}
        </p>
      )}
    </fieldset>
  );
}

function CloseModal({ detail, preview, onClose }: { detail: Detail; preview: CycleClosePreview; onClose: () => void }) {
  const [values, setValues] = useState<Record<string, string>>({ closedOn: preview.today });
  const [confirmed, setConfirmed] = useState(false);
  const [costRows, setCostRows] = useState<CostRow[]>(() => [newCostRow()]);
  const { cycle } = detail;
  const totals = useFieldTotals(cycle.id, true);
  // Pounds as typed ("80,000.50"), read by the contract's parser; what it refuses is shown on the field.
  const typed = (key: string) => (values[key]?.trim() ? parseAmount(values[key]) : null);
  const pence = (key: string) => {
    const read = typed(key);
    return read && 'pence' in read ? read.pence : null;
  };
  const lineAmount = (row: CostRow) => (row.amount.trim() ? parseAmount(row.amount) : null);
  const amountProblems = (): FieldErrors => {
    const read = typed('saleRevenue');
    const rate = typed('takaRate');
    return {
      ...(read && 'problem' in read ? { saleRevenue: AMOUNT_INPUT_MESSAGES[read.problem]() } : {}),
      ...(rate && ('problem' in rate || rate.pence <= 0) ? { takaRate: CYCLE_MESSAGES.rateInvalid } : {}),
      ...Object.fromEntries(
        costRows.flatMap((row, index) => {
          const amount = lineAmount(row);
          return [
            ...(row.label.trim() ? [] : [[`costLines.${index}.label`, CYCLE_MESSAGES.costLabelRequired]]),
            ...(amount === null
              ? [[`costLines.${index}.amount`, CYCLE_MESSAGES.moneyInvalid]]
              : 'problem' in amount
                ? [[`costLines.${index}.amount`, AMOUNT_INPUT_MESSAGES[amount.problem]()]]
                : []),
          ];
        }),
      ),
    };
  };
  const revenue = pence('saleRevenue');
  const linePence = costRows.map((row) => {
    const amount = lineAmount(row);
    return amount && 'pence' in amount ? amount.pence : null;
  });
  const costs = linePence.every((one) => one !== null) ? linePence.reduce((total: number, one) => total + one!, 0) : null;
  const split = revenue !== null && costs !== null ? splitCycleProfit({ saleRevenuePence: revenue, costsPence: costs, units: cycle.units }) : null;
  const count = (key: string) => (values[key]?.trim() ? Number(values[key]) : undefined);
  // The figures typed so far beside what the field records say (a warning to confirm, never a refusal).
  const rate = pence('takaRate');
  const reconciliation = totals.data
    ? reconcileClose(
        totals.data,
        {
          saleRevenuePence: revenue,
          costsPence: costs,
          animalsSold: count('animalsSold') ?? null,
          animalsLost: count('animalsLost') ?? null,
          poishaPerPound: rate && rate > 0 ? rate : null,
        },
        cycle.currency,
      )
    : [];
  // The pre-flight summary's figures as the server counted them, and the warnings staff confirm.
  const warnings = [
    ...cycleCloseWarnings(cycle, preview.assignedUnits, values.closedOn ?? ''),
    ...(preview.late.length ? [CYCLE_MESSAGES.lateInCycle(preview.late)] : []),
    ...(totals.data ? reconciliationWarnings(totals.data, reconciliation) : []),
  ];
  return (
    <ConfirmPanel
      formId="close-form"
      title="Close the cycle"
      description={`The investors' share of a profit is half the net profit. ${LOSS_RULE} Their share is divided over the cycle's units, and every active investment in the cycle matures with its share.`}
      submitLabel={preview.secondAdminNeeded ? 'Ask for approval' : 'Close cycle'}
      busyLabel={preview.secondAdminNeeded ? 'Asking...' : 'Closing...'}
      fields={[
        ...CLOSE_FIELDS.map((field) => field.name),
        'takaRate',
        'costLines',
        ...costRows.flatMap((_, index) => [`costLines.${index}.label`, `costLines.${index}.amount`]),
      ]}
      fieldOf={closeFieldOf}
      check={(): FieldErrors => {
        const dateProblem = closeDateProblem(values.closedOn ?? '', cycle.startDate, preview.today);
        return {
          ...amountProblems(),
          ...(values.closedOn && dateProblem ? { closedOn: dateProblem } : {}),
          ...(warnings.length > 0 && !confirmed ? { confirmWarnings: CYCLE_MESSAGES.confirmWarnings } : {}),
        };
      }}
      send={() =>
        api.post<{ message: string }>(`/cycles/${cycle.id}/close`, {
          closedOn: values.closedOn,
          saleRevenuePence: revenue ?? values.saleRevenue,
          costLines: costRows.map((row, index) => ({ label: row.label, amountPence: linePence[index] ?? row.amount })),
          animalsSold: count('animalsSold'),
          animalsLost: count('animalsLost'),
          // Taka per £1 as typed ("150.25"), in poisha; empty: the account is in pounds only.
          poishaPerPound: pence('takaRate') ?? values.takaRate,
        })
      }
      success={(answer) => answer.message}
      failure="Failed to close the cycle"
      refresh={cycleKeys.all}
      onClose={onClose}
      className="grid gap-4 sm:grid-cols-2"
    >
      {(errors) => {
        const warningsRefused = Boolean(errors.confirmWarnings) && !confirmed;
        return (
          <>
            {CLOSE_FIELDS.map((field) => (
              <Field key={field.name} label={field.label} required error={errors[field.name] || undefined}>
                {(props) => (
                  <input
                    {...props}
                    name={field.name}
                    type={field.type === 'date' ? 'date' : field.type === 'money' ? 'text' : 'number'}
                    inputMode={field.type === 'money' ? 'decimal' : undefined}
                    min={field.type === 'date' ? cycle.startDate : field.type === 'count' ? 0 : undefined}
                    max={field.type === 'date' ? preview.today : undefined}
                    step={field.type === 'count' ? 1 : undefined}
                    value={values[field.name] ?? ''}
                    onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
                    className="input"
                  />
                )}
              </Field>
            ))}
            <Field
              label="Exchange rate (taka per £1)"
              hint="Optional: the rate the farm’s taka figures were converted at. The account then shows taka beside pounds."
              error={errors.takaRate || undefined}
            >
              {(props) => (
                <input
                  {...props}
                  name="takaRate"
                  type="text"
                  inputMode="decimal"
                  placeholder="e.g. 150.25"
                  value={values.takaRate ?? ''}
                  onChange={(event) => setValues({ ...values, takaRate: event.target.value })}
                  className="input"
                />
              )}
            </Field>
            <CostLinesEditor rows={costRows} setRows={setCostRows} errors={errors} total={costs} currency={cycle.currency} />
            <dl className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-lg bg-stone-50 p-3 text-sm sm:col-span-2" aria-label="Before closing">
              <dt className="text-muted">Started</dt>
              <dd>{formatStaffDate(cycle.startDate)}</dd>
              <dt className="text-muted">Expected end</dt>
              <dd>{formatStaffDate(cycle.expectedEndDate)}</dd>
              <dt className="text-muted">Units held by investments</dt>
              <dd>
                {groupDigits(preview.assignedUnits)} of {groupDigits(preview.units)}
              </dd>
              <dt className="text-muted">Paid after the start</dt>
              <dd>{countOf(preview.late.length, { one: 'investment', other: 'investments' })}</dd>
            </dl>
            {reconciliation.length > 0 && (
              <div className="sm:col-span-2">
                <table className="w-full border-collapse text-left text-sm">
                  <caption className="mb-1 text-left font-semibold text-ink">Against the records from the field</caption>
                  <TableHead columns={['Figure', 'The close', 'The records', 'Check']} cellClassName="border-b border-stone-300 py-1 pr-3" />
                  <tbody>
                    {reconciliation.map((line) => (
                      <tr key={line.label}>
                        <th scope="row" className="border-b border-stone-200 py-1 pr-3 font-normal">
                          {line.label}
                        </th>
                        <td className="border-b border-stone-200 py-1 pr-3 tabular-nums">{line.closing}</td>
                        <td className="border-b border-stone-200 py-1 pr-3 tabular-nums">{line.records}</td>
                        <td className="border-b border-stone-200 py-1 pr-3">
                          {line.matches === null ? (line.note ?? 'Not typed yet') : line.matches ? 'Matches' : 'Differs: see below'}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            {split && (
              <p className="rounded-lg bg-forest-50 p-3 text-sm text-forest-900 sm:col-span-2" aria-live="polite">
                Net {formatMoney(split.netProfitPence, cycle.currency)} · investors {formatMoney(split.investorPoolPence, cycle.currency)} ·{' '}
                <strong>{formatMoney(split.profitPerUnitPence, cycle.currency)} per unit</strong> (projected{' '}
                {formatMoney(cycle.projectedProfitPerUnitPence, cycle.currency)})
              </p>
            )}
            {preview.late.length > 0 && <p className="text-sm text-muted sm:col-span-2">{LATE_MONEY_RULE}</p>}
            {preview.secondAdminNeeded && (
              <p className="text-sm font-medium text-forest-900 sm:col-span-2">
                Another admin must approve this close before it happens: they are mailed, and nothing changes until then.
              </p>
            )}
            {warnings.length > 0 && (
              <div className="rounded-lg border border-orange-200 bg-orange-50 p-3 text-sm text-orange-950 sm:col-span-2" aria-live="polite">
                <p className="font-semibold">Check before closing</p>
                <ul className="mt-1 list-disc space-y-1 pl-5">
                  {warnings.map((warning) => (
                    <li key={warning}>{warning}</li>
                  ))}
                </ul>
                <label className="mt-3 flex items-start gap-2">
                  <input
                    type="checkbox"
                    className="mt-0.5 h-4 w-4"
                    checked={confirmed}
                    onChange={(event) => setConfirmed(event.target.checked)}
                    aria-invalid={warningsRefused}
                    aria-describedby={warningsRefused ? 'confirm-warnings-error' : undefined}
                  />
                  <span>I have checked these and want to close the cycle</span>
                </label>
                {warningsRefused && (
                  <p id="confirm-warnings-error" className="field-error mt-1" role="alert">
                    {errors.confirmWarnings}
                  </p>
                )}
              </div>
            )}
          </>
        );
      }}
    </ConfirmPanel>
  );
}

/** A cycle open for funding: its investments join through its round, whose figures and decisions are on the round page. */
function FundingNotice({ cycleId }: { cycleId: string }) {
  const round = useRoundAdmin(cycleId).data?.round;
  return (
    <section className="card border-blue-200 bg-blue-50 p-5 text-sm text-blue-950" aria-labelledby="funding-heading">
      <h2 id="funding-heading" className="font-sans text-base font-semibold">
        Open for funding
      </h2>
      <p className="mt-1">
        Investments join this cycle through its round: investors reserve units on the plan page and pay within the days their request states. There is no
        assigning step.
      </p>
      {round && (
        <p className="mt-2 font-medium">
          {groupDigits(round.reservedUnits)} reserved · {groupDigits(round.paidUnits)} paid · {groupDigits(round.progress.unitsLeft)} left of{' '}
          {groupDigits(round.units)} · minimum {groupDigits(round.minimumUnits)} {round.progress.reachedMinimum ? '(reached)' : '(not reached)'}
        </p>
      )}
      <Link to={staffRoundPath(cycleId)} className="mt-3 inline-block font-semibold text-forest-800 underline">
        Open the round page
      </Link>
    </section>
  );
}

/** /admin/cycles/{id}: facts, investments, updates and the actions of a cycle. */
export function CycleDetail({ id }: { id: string }) {
  const query = useCycle(id);
  const invalidate = useInvalidate();
  const [modal, setModal] = useState<'edit' | 'assign' | 'close' | null>(null);
  const closePreview = useClosePreview(id, query.data?.cycle.status === 'running');
  const pending = closePreview.data?.pending ?? null;
  if (query.isPending) return <Loader label="Loading the cycle..." />;
  if (query.isError) return <ErrorNotice>{errorMessage(query.error, CYCLE_MESSAGES.notFound)}</ErrorNotice>;
  const detail = query.data;
  const { cycle } = detail;
  const running = cycle.status === 'running';
  const funding = cycle.status === 'funding';
  const money = (pence: number | null) => (pence === null ? '—' : formatMoney(pence, cycle.currency));
  const remove = async (investmentId: string) => {
    try {
      await api.delete(`/cycles/${cycle.id}/investments/${investmentId}`);
      toast.success(CYCLE_MESSAGES.removed);
      await invalidate(cycleKeys.all);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to remove the investment'));
    }
  };
  return (
    <div className="space-y-6">
      <BackLink to="/admin/cycles">Farm cycles</BackLink>
      <PageHeader
        title={cycle.name}
        description={`${cycle.planTitle} · ${cycle.location}`}
        actions={
          <>
            <RoundStatusBadge status={cycle.status} />
            {funding && (
              <button type="button" className="btn btn-outline" onClick={() => setModal('edit')}>
                <Pencil className="h-4 w-4" aria-hidden="true" /> Edit
              </button>
            )}
            {running && (
              <>
                <button type="button" className="btn btn-outline" onClick={() => setModal('edit')}>
                  <Pencil className="h-4 w-4" aria-hidden="true" /> Edit
                </button>
                <button type="button" className="btn btn-outline" onClick={() => setModal('assign')}>
                  Assign investments
                </button>
                {closePreview.data && !pending && (
                  <button type="button" className="btn btn-primary" onClick={() => setModal('close')}>
                    Close with results
                  </button>
                )}
              </>
            )}
          </>
        }
      />
      {running && pending && <ApprovalPanel approval={pending} refresh={cycleKeys.all} />}
      {funding && <FundingNotice cycleId={cycle.id} />}
      <div className="grid gap-6 lg:grid-cols-[1fr_24rem]">
        <div className="space-y-6">
          {running && <UpdateForm detail={detail} />}
          {!funding && <ReviewQueue cycleId={cycle.id} canPublish={running} />}
          {detail.account && (
            <section className="card p-5" aria-label="The cycle’s account">
              <CycleAccountTable account={detail.account} whole />
            </section>
          )}
          <CardSection id="updates-heading" title="Updates" titleClassName="mb-4">
            <UpdateList updates={detail.updates} currency={cycle.currency} />
          </CardSection>
        </div>
        <div className="space-y-6">
          <section className="card p-5" aria-label="Cycle">
            <Facts
              rows={[
                [funding ? 'Expected start' : 'Start', formatStaffDate(cycle.startDate)],
                ['Expected end', formatStaffDate(cycle.expectedEndDate)],
                ['Units', cycle.units],
                ['Amount per unit', money(cycle.amountPerUnitPence)],
                ['Projected profit per unit', money(cycle.projectedProfitPerUnitPence)],
                ...(funding
                  ? ([
                      ['Minimum to go ahead', groupDigits(cycle.minimumUnits)],
                      ['Round opens', formatStaffDate(cycle.fundingOpensOn)],
                      ['Round closes', formatStaffDate(cycle.fundingClosesOn)],
                    ] as [string, string][])
                  : []),
                ...(running || funding
                  ? []
                  : ([
                      ['Closed', formatStaffDate(cycle.closedOn)],
                      ['Sale revenue', money(cycle.saleRevenuePence)],
                      ['Costs', money(cycle.costsPence)],
                      ['Animals sold / lost', `${groupDigits(cycle.animalsSold ?? 0)} / ${groupDigits(cycle.animalsLost ?? 0)}`],
                      ['Actual profit per unit', money(cycle.profitPerUnitPence)],
                    ] as [string, string][])),
              ]}
            />
          </section>
          <CardSection id="investments-heading" title={`Investments (${detail.investments.length})`} titleClassName="mb-3">
            {detail.investments.length === 0 ? (
              <p className="text-sm text-muted">{funding ? 'No investor has reserved units yet.' : 'No investment assigned yet.'}</p>
            ) : (
              <ul className="divide-y divide-stone-200 text-sm">
                {detail.investments.map((investment) => (
                  <li key={investment.id} className="flex items-center justify-between gap-2 py-2">
                    <InvestmentReference id={investment.id} reference={investment.reference}>
                      {investment.investor?.name} · {unitsText(investment.units)} · {INVESTMENT_STATUS_LABELS[investment.status]}
                      {cycle.profitPerUnitPence !== null && ` · ${money(investorShareOf(cycle.profitPerUnitPence, investment.units))}`}
                    </InvestmentReference>
                    {running && (
                      <button
                        type="button"
                        className="btn btn-ghost btn-sm text-red-700"
                        aria-label={`Remove ${investment.reference} from the cycle`}
                        onClick={() => remove(investment.id)}
                      >
                        <Trash2 className="h-4 w-4" aria-hidden="true" />
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </CardSection>
          <OfficersCard cycleId={cycle.id} open={running || funding} />
          <FarmPlanCard cycleId={cycle.id} open={running || funding} />
        </div>
      </div>
      {modal === 'edit' && <CycleModal cycle={cycle} onClose={() => setModal(null)} />}
      {modal === 'assign' && <AssignModal detail={detail} onClose={() => setModal(null)} />}
      {modal === 'close' && closePreview.data && <CloseModal detail={detail} preview={closePreview.data} onClose={() => setModal(null)} />}
    </div>
  );
}
