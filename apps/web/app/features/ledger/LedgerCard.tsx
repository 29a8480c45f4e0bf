import { useState } from 'react';
import {
  LEDGER_ENTRY_LABELS,
  LEDGER_SOURCE_LABELS,
  MANUAL_LEDGER_ACTIONS,
  MANUAL_LEDGER_KINDS,
  capitalReceived,
  formatDate,
  formatDateTime,
  formatMoney,
  parseAmount,
  AMOUNT_INPUT_MESSAGES,
  ledgerEntrySchema,
  ledgerReversalSchema,
  receivedOf,
  toFieldErrors,
  type Currency,
  type LedgerEntry,
  type ManualLedgerKind,
} from '@app/contract';
import { errorMessage } from '../../lib/api';
import { DataTable, queryTableState, type Column } from '../../ui/DataTable';
import { EmptyState } from '../../ui/EmptyState';
import { Field } from '../../ui/Field';
import { Modal, ModalActionFooter } from '../../ui/Modal';
import { toast } from '../../ui/Toaster';
import { useInvestmentLedger, useRecordEntry, useReverseEntry } from './api';

/**
 * An investment's ledger on its staff page: every entry with who recorded it and why, the totals,
 * and the money staff record by hand (each with a reason). Nothing here edits an entry: a mistake
 * is reversed.
 */
export function LedgerCard({ investmentId, amount, currency }: { investmentId: string; amount: number; currency: Currency }) {
  const ledger = useInvestmentLedger(investmentId);
  const [recording, setRecording] = useState<ManualLedgerKind | null>(null);
  const [reversing, setReversing] = useState<LedgerEntry | null>(null);
  const entries = ledger.data?.entries ?? [];
  const labelOf = new Map(entries.map((entry) => [entry.id, entry]));
  const columns: Column<LedgerEntry>[] = [
    { key: 'date', header: 'Date', cell: (entry) => <span className="whitespace-nowrap">{formatDate(entry.valueDate)}</span> },
    {
      key: 'kind',
      header: 'Entry',
      cell: (entry) => (
        <div>
          <p className="font-medium">{LEDGER_ENTRY_LABELS[entry.kind]}</p>
          {entry.reversesId && <p className="text-xs text-muted">Reverses {describe(labelOf.get(entry.reversesId))}</p>}
          {entry.reversedById && <p className="text-xs text-muted">Reversed by the correction of {formatDate(labelOf.get(entry.reversedById)?.createdAt)}</p>}
        </div>
      ),
    },
    {
      key: 'amount',
      header: 'Amount',
      className: 'text-right whitespace-nowrap tabular-nums',
      cell: (entry) => <span className={entry.reversedById ? 'text-muted line-through' : ''}>{formatMoney(entry.amount, entry.currency)}</span>,
    },
    {
      key: 'source',
      header: 'Source',
      cell: (entry) => (
        <div>
          <p>{LEDGER_SOURCE_LABELS[entry.source]}</p>
          <p className="text-xs text-muted">
            {entry.actorName ?? 'System'}, {formatDateTime(entry.createdAt)}
          </p>
        </div>
      ),
    },
    { key: 'reason', header: 'Reason', cell: (entry) => <span className="text-sm">{entry.reason ?? '—'}</span> },
    {
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      className: 'text-right',
      cell: (entry) =>
        entry.kind !== 'reversal' && !entry.reversedById ? (
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => setReversing(entry)} aria-label={`Reverse ${describe(entry)}`}>
            Reverse
          </button>
        ) : null,
    },
  ];
  const totals = ledger.data?.totals;
  const received = ledger.data ? capitalReceived(ledger.data.sums) : 0;
  return (
    <section className="card space-y-4 p-5" aria-labelledby="ledger-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="ledger-heading" className="font-display text-lg font-semibold text-forest-900">
            Ledger
          </h2>
          {ledger.data && <p className="text-sm text-muted">{receivedOf(received, amount, currency)}</p>}
        </div>
        <div className="flex flex-wrap gap-2">
          {MANUAL_LEDGER_KINDS.map((kind) => (
            <button
              key={kind}
              type="button"
              className={kind === 'payment' ? 'btn btn-primary btn-sm' : 'btn btn-outline btn-sm'}
              onClick={() => setRecording(kind)}
            >
              {MANUAL_LEDGER_ACTIONS[kind]}
            </button>
          ))}
        </div>
      </div>
      {totals && (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Ledger totals">
          {(
            [
              ['Paid in', totals.paidIn],
              ['Profit', totals.profit],
              ['Paid out', totals.paidOut],
              ['Held', totals.balance],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="rounded-lg bg-stone-50 px-3 py-2">
              <dt className="text-xs font-medium uppercase tracking-wide text-muted">{label}</dt>
              <dd className="font-semibold tabular-nums text-ink">{formatMoney(value, currency)}</dd>
            </div>
          ))}
        </dl>
      )}
      <DataTable
        caption="Ledger entries"
        columns={columns}
        {...queryTableState(ledger, 'Loading the ledger...', 'Error fetching the ledger', (data) => data.entries)}
        empty={<EmptyState title="No money recorded yet" hint="Payments, profit and payouts appear here as they are recorded." />}
      />
      {recording && <RecordDialog investmentId={investmentId} kind={recording} currency={currency} onClose={() => setRecording(null)} />}
      {reversing && <ReverseDialog investmentId={investmentId} entry={reversing} onClose={() => setReversing(null)} />}
    </section>
  );
}

const describe = (entry: LedgerEntry | undefined) =>
  entry
    ? `${LEDGER_ENTRY_LABELS[entry.kind].toLowerCase()} of ${formatMoney(Math.abs(entry.amount), entry.currency)} on ${formatDate(entry.valueDate)}`
    : 'an entry';

const today = () => new Date().toISOString().slice(0, 10);

function RecordDialog({ investmentId, kind, currency, onClose }: { investmentId: string; kind: ManualLedgerKind; currency: Currency; onClose: () => void }) {
  const record = useRecordEntry(investmentId);
  const [amount, setAmount] = useState('');
  const [valueDate, setValueDate] = useState(today());
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = () => {
    const typed = parseAmount(amount);
    if ('problem' in typed && amount.trim() !== '') return setErrors({ amount: AMOUNT_INPUT_MESSAGES[typed.problem]() });
    const input = { kind, amount: 'pence' in typed ? typed.pence : Number.NaN, valueDate, reason };
    // The contract's rules before anything is sent.
    const parsed = ledgerEntrySchema.safeParse(input);
    if (!parsed.success) return setErrors(toFieldErrors(parsed.error));
    record.mutate(parsed.data, {
      onSuccess: onClose,
      onError: (error) => {
        const body = (error as { errors?: Record<string, string> }).errors;
        if (body) setErrors(body);
        toast.error(errorMessage(error, 'Failed to record the entry'));
      },
    });
  };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={MANUAL_LEDGER_ACTIONS[kind]}
      description="For money that did not come through a bank statement. Entries are permanent: a mistake is corrected by reversing it."
      footer={<ModalActionFooter onDismiss={onClose} dismissLabel="Close" busy={record.isPending} onAction={submit} label="Record" busyLabel="Saving..." />}
    >
      <form
        method="post"
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Field label={`Amount (${currency})`} error={errors.amount}>
          {(props) => (
            <input
              {...props}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              className="input"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
          )}
        </Field>
        <Field label="Date the money moved" error={errors.valueDate}>
          {(props) => <input {...props} type="date" className="input" value={valueDate} onChange={(event) => setValueDate(event.target.value)} />}
        </Field>
        <Field label="Reason" error={errors.reason} hint="Kept with the entry and shown to staff.">
          {(props) => <textarea {...props} className="input min-h-20" maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />}
        </Field>
      </form>
    </Modal>
  );
}

function ReverseDialog({ investmentId, entry, onClose }: { investmentId: string; entry: LedgerEntry; onClose: () => void }) {
  const reverse = useReverseEntry(investmentId);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const submit = () => {
    const parsed = ledgerReversalSchema.safeParse({ reason });
    if (!parsed.success) return setError(toFieldErrors(parsed.error).reason ?? '');
    reverse.mutate(
      { entryId: entry.id, reason: parsed.data.reason },
      { onSuccess: onClose, onError: (e) => toast.error(errorMessage(e, 'Failed to reverse the entry')) },
    );
  };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Reverse this entry"
      description={`Records a correction cancelling the ${describe(entry)}. The entry itself stays in the ledger.`}
      footer={<ModalActionFooter onDismiss={onClose} dismissLabel="Close" busy={reverse.isPending} onAction={submit} label="Reverse" busyLabel="Saving..." />}
    >
      <Field label="Reason for the correction" error={error}>
        {(props) => <textarea {...props} className="input min-h-20" maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />}
      </Field>
    </Modal>
  );
}
