import { Upload } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  BANK_LINE_STATUSES,
  BANK_STATEMENT_MESSAGES,
  INVESTMENT_STATUS_LABELS,
  PROPOSAL_LABELS,
  formatDate,
  formatMoney,
  type BankLine,
  type FieldErrors,
  type BankLineStatus,
  type ProposalKind,
  type StatementImport,
  type StatementLineError,
} from '@app/contract';
import { api, ApiError, errorMessage } from '../../lib/api';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { DataTable, queryTableState, type Column } from '../../ui/DataTable';
import { ErrorList } from '../../ui/ErrorNotice';
import { Field } from '../../ui/Field';
import { RecordOptions } from '../../ui/Options';
import { CardForm } from '../../ui/CardSection';
import { ConfirmPanel } from '../../ui/admin/ConfirmPanel';
import { usePageInRange } from '../../ui/admin/ListPager';
import { PageHeader } from '../../ui/PageHeader';
import { toast } from '../../ui/Toaster';
import { useInvalidate } from '../../ui/admin/query';
import { InvestmentReference } from '../investments/bits';
import { ledgerKeys, useBankAccounts, useBankLines, useBankMappings } from './api';
import { ListSection } from './ListSection';
import { ToggleGroup, toggleOptions } from '../../ui/admin/ToggleGroup';

const PROPOSAL_TONES: Record<ProposalKind, BadgeTone> = {
  exact: 'green',
  exact_pair: 'green',
  partial: 'orange',
  overpaid: 'purple',
  unknown_reference: 'red',
  already_paid: 'gray',
  ambiguous: 'red',
  currency_mismatch: 'red',
  payer_mismatch: 'orange',
};

/** A choice among the records kept on another ledger screen, with a link there to add or change them. */
function SavedRecordField(props: {
  label: string;
  name: string;
  error: string | undefined;
  about: string;
  manage: { to: string; label: string };
  choose: string;
  children: ReactNode;
}) {
  return (
    <Field
      label={props.label}
      error={props.error}
      hint={
        <>
          {props.about}{' '}
          <Link to={props.manage.to} className="font-semibold text-forest-800 underline">
            {props.manage.label}
          </Link>
        </>
      }
    >
      {(field) => (
        <select {...field} name={props.name} className="input" defaultValue="">
          <option value="">{props.choose}</option>
          {props.children}
        </select>
      )}
    </Field>
  );
}
/** Why a flagged line is not exact, under its badge. */
const PROPOSAL_HINTS: Partial<Record<ProposalKind, (line: BankLine, shown: readonly BankLine[]) => string>> = {
  exact_pair: (line, shown) => {
    const other = shown.find((candidate) => candidate.id === line.pairedWith);
    return other ? `With ${formatMoney(other.amount, other.currency)} of ${formatDate(other.date)}` : 'With a line on another page';
  },
  ambiguous: () => 'Assign it to the investment it pays',
  currency_mismatch: (line) => `${line.currency} line, ${line.investment?.currency ?? ''} investment`,
  payer_mismatch: (line) => `Paid by ${line.payerName ?? ''}`,
};
const STATUS_TAB_LABELS: Record<BankLineStatus, string> = { open: 'To review', confirmed: 'Confirmed', ignored: 'Ignored' };
/** What staff can do with a line to review, each in its own panel; money out is never assigned to an investment. */
const LINE_ACTIONS = [
  { kind: 'assign', label: 'Assign', offered: (line: BankLine) => line.amount > 0 },
  { kind: 'ignore', label: 'Ignore', offered: () => true },
] as const;

/** The upload: the bank's layout (CSV) and the file; a refused file lists its errors by line. */
function UploadForm() {
  const mappings = useBankMappings();
  const accounts = useBankAccounts();
  const invalidate = useInvalidate();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ field?: Record<string, string>; lines?: StatementLineError[]; message?: string }>({});
  const [summary, setSummary] = useState<{ result: StatementImport; message: string } | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const file = data.get('file');
    if (!(file instanceof File) || file.size === 0) {
      setErrors({ field: { file: BANK_STATEMENT_MESSAGES.fileRequired } });
      return;
    }
    // The layout first: the server reads fields that come before the file.
    const body = new FormData();
    body.append('bankAccountId', String(data.get('bankAccountId') ?? ''));
    body.append('mappingId', String(data.get('mappingId') ?? ''));
    body.append('openingBalance', String(data.get('openingBalance') ?? ''));
    body.append('closingBalance', String(data.get('closingBalance') ?? ''));
    body.append('file', file);
    setBusy(true);
    setErrors({});
    setSummary(null);
    try {
      const answer = await api.post<{ data: StatementImport; message: string }>('/ledger/bank-statements', body);
      setSummary({ result: answer.data, message: answer.message });
      // The bank stays chosen: the next file is often the same bank's next export. Balances belong to this file only.
      for (const name of ['file', 'openingBalance', 'closingBalance']) (form.elements.namedItem(name) as HTMLInputElement).value = '';
      await invalidate(ledgerKeys.all);
    } catch (error) {
      const lines = error instanceof ApiError ? (error.body as { lines?: StatementLineError[] } | undefined)?.lines : undefined;
      if (lines?.length) setErrors({ lines, message: error instanceof Error ? error.message : undefined });
      else if (error instanceof ApiError && error.errors && Object.keys(error.errors).length) setErrors({ field: error.errors });
      else toast.error(errorMessage(error, 'The statement could not be imported'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <CardForm id="upload-heading" title="Import a statement" onSubmit={submit}>
      <div className="grid gap-4 sm:grid-cols-2">
        <SavedRecordField
          label="Bank account"
          name="bankAccountId"
          error={errors.field?.bankAccountId}
          about="Whose statement this is (OFX files name it themselves)."
          manage={{ to: '/admin/ledger/bank-accounts', label: 'Manage bank accounts' }}
          choose="Choose an account…"
        >
          <RecordOptions records={accounts.data ?? []} id={(account) => account.id} name={(account) => `${account.name} (${account.currency})`} />
        </SavedRecordField>
        <SavedRecordField
          label="Bank layout (for CSV files)"
          name="mappingId"
          error={errors.field?.mappingId}
          about="OFX files need no layout."
          manage={{ to: '/admin/ledger/bank-mappings', label: 'Manage bank layouts' }}
          choose="Choose a layout…"
        >
          <RecordOptions records={mappings.data ?? []} id={(mapping) => mapping.id} name={(mapping) => mapping.name} />
        </SavedRecordField>
        <Field label="Statement file (.csv or .ofx, up to 2 MB)" required error={errors.field?.file}>
          {(props) => <input {...props} name="file" type="file" accept=".csv,.ofx,.qfx,.txt,text/csv" className="input" />}
        </Field>
        <div className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
          <BalanceField label="Opening balance" name="openingBalance" error={errors.field?.openingBalance} />
          <BalanceField label="Closing balance" name="closingBalance" error={errors.field?.closingBalance} />
        </div>
      </div>
      {errors.lines && (
        <ErrorList summary={errors.message ?? ''} errors={errors.lines.map((line) => `${line.line ? `Line ${line.line}: ` : ''}${line.message}`)} />
      )}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        <Upload className="h-4 w-4" aria-hidden="true" /> {busy ? 'Importing...' : 'Import statement'}
      </button>
      {summary && <ImportSummary {...summary} />}
    </CardForm>
  );
}

/** A balance staff read off the statement, for a file that does not state it (OFX has no opening balance). */
function BalanceField({ label, name, error }: { label: string; name: string; error: string | undefined }) {
  return (
    <Field label={label} error={error} hint="As the statement shows it, if the file does not state it.">
      {(props) => <input {...props} name={name} type="text" inputMode="decimal" autoComplete="off" className="input" />}
    </Field>
  );
}

/** What the import did, said where the form was: focus moves to it so a screen reader hears it at once. */
function ImportSummary({ result, message }: { result: StatementImport; message: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [result]);
  const figures = BANK_STATEMENT_MESSAGES.importFigures;
  const balance = (pence: number | null) => (pence === null ? 'Not given' : formatMoney(pence, result.currency));
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="rounded-lg bg-forest-50 px-4 py-3 text-sm text-forest-900 outline-none focus-visible:ring-2 focus-visible:ring-forest-600"
    >
      <p className="font-semibold">{message}</p>
      <dl className="mt-2 grid grid-cols-[auto_auto] gap-x-6 gap-y-1 sm:grid-cols-[auto_auto_auto_auto]">
        {(Object.keys(figures) as (keyof typeof figures)[]).map((key) => (
          <div key={key} className="contents">
            <dt>{figures[key]}</dt>
            <dd className="text-right font-semibold tabular-nums">{result[key]}</dd>
          </div>
        ))}
        <div className="contents">
          <dt>Opening balance</dt>
          <dd className="text-right tabular-nums">{balance(result.openingBalance)}</dd>
        </div>
        <div className="contents">
          <dt>Closing balance</dt>
          <dd className="text-right tabular-nums">{balance(result.closingBalance)}</dd>
        </div>
      </dl>
      {result.gap !== null && result.gap !== 0 && result.openingBalance !== null && result.previousClosing !== null && (
        <p className="mt-2 font-semibold text-red-800">
          {BANK_STATEMENT_MESSAGES.doesNotFollow(formatMoney(result.openingBalance, result.currency), formatMoney(result.previousClosing, result.currency))}
        </p>
      )}
    </div>
  );
}

/** "2 May 2026 · FARM BBV-2026-00042 · £5,000.00": the bank line a panel acts on. */
const lineText = (line: BankLine) => `${formatDate(line.date)} · ${line.description} · ${formatMoney(line.amount, line.currency)}`;

function AssignModal({ line, onClose }: { line: BankLine; onClose: () => void }) {
  const [reference, setReference] = useState(line.reference ?? '');
  return (
    <ConfirmPanel
      formId="assign-line-form"
      title="Assign to an investment"
      description={lineText(line)}
      submitLabel="Assign"
      fields={['reference']}
      send={() => api.post(`/ledger/bank-lines/${line.id}/assign`, { reference })}
      success={BANK_STATEMENT_MESSAGES.assigned}
      failure="The line could not be assigned"
      refresh={ledgerKeys.all}
      onClose={onClose}
    >
      {(errors) => (
        <Field label="Investment reference" required error={errors.reference} hint="For example BBV-2026-00042.">
          {(props) => <input {...props} value={reference} onChange={(event) => setReference(event.target.value)} maxLength={40} className="input" />}
        </Field>
      )}
    </ConfirmPanel>
  );
}

function IgnoreModal({ line, onClose }: { line: BankLine; onClose: () => void }) {
  const [reason, setReason] = useState('');
  return (
    <ConfirmPanel
      formId="ignore-line-form"
      title="Ignore this line"
      description={lineText(line)}
      submitLabel="Ignore line"
      fields={['reason']}
      check={(): FieldErrors => (reason.trim() ? {} : { reason: BANK_STATEMENT_MESSAGES.reasonRequired })}
      send={() => api.post(`/ledger/bank-lines/${line.id}/ignore`, { reason })}
      success={BANK_STATEMENT_MESSAGES.ignored}
      failure="The line could not be ignored"
      refresh={ledgerKeys.all}
      onClose={onClose}
    >
      {(errors) => (
        <Field label="Reason" required error={errors.reason}>
          {(props) => <textarea {...props} rows={3} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} className="input" />}
        </Field>
      )}
    </ConfirmPanel>
  );
}

/** /admin/ledger/bank-statements: import, review the proposals, confirm in bulk. */
export function BankStatementsAdmin() {
  const [status, setStatus] = useState<BankLineStatus>('open');
  const [page, setPage] = useState(1);
  const lines = useBankLines(status, page);
  const invalidate = useInvalidate();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [modal, setModal] = useState<{ kind: (typeof LINE_ACTIONS)[number]['kind']; line: BankLine } | null>(null);
  const rows = lines.data?.data ?? [];
  const pagination = lines.data?.pagination;
  // Confirming or ignoring can empty the last page.
  usePageInRange(pagination, setPage);
  const showPage = (next: number) => {
    setPage(next);
    setSelected(new Set());
  };
  // A payer who is not the investor is staff's call, one line at a time; "select all exact" never picks it.
  const confirmable = (line: BankLine) =>
    line.amount > 0 &&
    (line.proposal === 'exact' ||
      line.proposal === 'exact_pair' ||
      line.proposal === 'partial' ||
      line.proposal === 'overpaid' ||
      line.proposal === 'payer_mismatch');

  const confirm = async () => {
    setBusy(true);
    try {
      const result = await api.post<{ message: string }>('/ledger/bank-lines/confirm', { lineIds: [...selected] });
      toast.success(result.message);
      setSelected(new Set());
      await invalidate(ledgerKeys.all);
    } catch (error) {
      toast.error(errorMessage(error, 'The payments could not be recorded'));
    } finally {
      setBusy(false);
    }
  };

  const columns: Column<BankLine>[] = [
    { key: 'date', header: 'Date', cell: (line) => formatDate(line.date), className: 'whitespace-nowrap' },
    {
      key: 'description',
      header: 'Description',
      cell: (line) => (
        <span className="block min-w-[11rem] max-w-xs break-words">
          {line.description}
          {line.payerName && <span className="block text-xs text-muted">Payer: {line.payerName}</span>}
        </span>
      ),
    },
    {
      key: 'amount',
      header: 'Amount',
      className: 'whitespace-nowrap text-right',
      cell: (line) => <span className={line.amount < 0 ? 'text-red-800' : 'font-semibold text-forest-900'}>{formatMoney(line.amount, line.currency)}</span>,
    },
    {
      key: 'investment',
      header: 'Investment',
      // A line naming two investments pays neither until staff assign it.
      cell: (line) =>
        line.investment && line.proposal !== 'ambiguous' ? (
          <InvestmentReference id={line.investment.id} reference={line.investment.reference}>
            {line.investment.investorName} · {formatMoney(line.investment.amount, line.investment.currency)} ·{' '}
            {INVESTMENT_STATUS_LABELS[line.investment.status]}
          </InvestmentReference>
        ) : (
          <span className="text-muted">{line.reference ?? '—'}</span>
        ),
    },
    {
      key: 'proposal',
      header: status === 'open' ? 'Proposal' : 'Outcome',
      cell: (line) =>
        line.proposal ? (
          <span className="whitespace-nowrap">
            <Badge tone={PROPOSAL_TONES[line.proposal]}>{PROPOSAL_LABELS[line.proposal]}</Badge>
            {PROPOSAL_HINTS[line.proposal] && <span className="block text-xs text-muted">{PROPOSAL_HINTS[line.proposal]!(line, rows)}</span>}
            {line.due !== null && line.proposal !== 'exact' && (
              <span className="block text-xs text-muted">Due {formatMoney(line.due, line.investment?.currency ?? line.currency)}</span>
            )}
          </span>
        ) : line.status === 'ignored' ? (
          <span className="text-xs text-muted">{line.ignoredReason}</span>
        ) : line.status === 'confirmed' ? (
          <Badge tone="green">{line.payoutBatchId ? 'Payout' : 'Payment'}</Badge>
        ) : (
          <span className="text-xs text-muted">Money out</span>
        ),
    },
    ...(status === 'open'
      ? [
          {
            key: 'actions',
            header: <span className="sr-only">Actions</span>,
            className: 'whitespace-nowrap text-right',
            cell: (line: BankLine) => (
              <span className="inline-flex gap-1">
                {LINE_ACTIONS.filter((action) => action.offered(line)).map((action) => (
                  <button
                    key={action.kind}
                    type="button"
                    className="btn btn-ghost btn-sm"
                    onClick={() => setModal({ kind: action.kind, line })}
                    aria-label={`${action.label} ${line.description}`}
                  >
                    {action.label}
                  </button>
                ))}
              </span>
            ),
          },
        ]
      : []),
  ];

  return (
    <div className="space-y-6">
      <PageHeader
        title="Bank statements"
        description="Import the bank's export, check each credit against the investment its reference names, and record the payments."
        actions={
          <Link to="/admin/ledger/payout-batches" className="btn btn-outline">
            Payout batches
          </Link>
        }
      />
      <UploadForm />
      <ListSection
        id="lines-heading"
        title="Bank lines"
        actions={
          <ToggleGroup
            label="Show lines"
            options={toggleOptions(BANK_LINE_STATUSES, STATUS_TAB_LABELS)}
            value={status}
            onChange={(value) => {
              setStatus(value);
              showPage(1);
            }}
          />
        }
        pagination={pagination}
        onPage={showPage}
      >
        {status === 'open' && rows.length > 0 && (
          <div className="flex flex-wrap items-center gap-2">
            <button
              type="button"
              className="btn btn-outline btn-sm"
              // A pair is taken whole, its other line too even when it is on another page.
              onClick={() =>
                setSelected(
                  new Set(
                    rows.flatMap((line) =>
                      line.proposal === 'exact' ? [line.id] : line.proposal === 'exact_pair' && line.pairedWith ? [line.id, line.pairedWith] : [],
                    ),
                  ),
                )
              }
            >
              Select all exact
            </button>
            <button type="button" className="btn btn-primary btn-sm" disabled={busy || selected.size === 0} onClick={confirm}>
              {busy ? 'Recording...' : `Confirm selected (${selected.size})`}
            </button>
            <span className="text-xs text-muted">Confirming records each line as a payment; fully paid investments become active.</span>
          </div>
        )}
        <DataTable
          caption="Bank lines"
          columns={columns}
          {...queryTableState(lines, 'Loading bank lines...', 'Bank lines could not be loaded')}
          empty={status === 'open' ? 'No bank line is waiting for review.' : 'No line here yet.'}
          selection={
            status === 'open'
              ? {
                  selected,
                  onChange: setSelected,
                  label: (line) => `Select ${line.description}, ${formatMoney(line.amount, line.currency)}`,
                  selectable: confirmable,
                }
              : undefined
          }
        />
      </ListSection>
      {modal?.kind === 'assign' && <AssignModal line={modal.line} onClose={() => setModal(null)} />}
      {modal?.kind === 'ignore' && <IgnoreModal line={modal.line} onClose={() => setModal(null)} />}
    </div>
  );
}
