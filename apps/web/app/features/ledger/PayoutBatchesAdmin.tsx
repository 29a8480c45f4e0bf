import { Download, Send } from 'lucide-react';
import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import {
  BATCH_PAYEE_PROBLEM_LABELS,
  PAYEE_PROBLEM_LABELS,
  PAYOUT_ITEM_KIND_LABELS,
  PAYOUT_BATCH_MESSAGES,
  PAYOUT_BATCH_STATUS_LABELS,
  PAYOUT_FILE_LABELS,
  MATURITY_CHOICE_LABELS,
  effectiveMaturityChoice,
  countOf,
  formatDate,
  formatDateTime,
  formatMoney,
  formatSortCode,
  type MaskedPayoutAccount,
  type MaturityChoice,
  type PayoutBatch,
  type PayoutBatchSendPreview,
  type PayoutCandidate,
  type Approval,
} from '@app/contract';
import { api, apiUrl, ApiError, errorMessage } from '../../lib/api';
import { Badge } from '../../ui/Badge';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DataTable, queryTableState, type Column } from '../../ui/DataTable';
import { ErrorList } from '../../ui/ErrorNotice';
import { Field } from '../../ui/Field';
import { ConfirmPanel } from '../../ui/admin/ConfirmPanel';
import { usePageInRange } from '../../ui/admin/ListPager';
import { PageHeader } from '../../ui/PageHeader';
import { QueryState } from '../../ui/QueryState';
import { toast } from '../../ui/Toaster';
import { useContentMutation, useInvalidate } from '../../ui/admin/query';
import { InvestmentReference } from '../investments/bits';
import { ledgerKeys, usePayoutBatchSendPreview, usePayoutBatches, usePayoutCandidates, useWaitingApprovals } from './api';
import { ListSection } from './ListSection';
import { PayeeNameBadge } from '../payouts/PayeeNameBadge';
import { ApprovalPanel } from '../approvals/ApprovalPanel';

const PAYMENT_WORDS = { one: 'payment', other: 'payments' };

function AccountText({ account }: { account: MaskedPayoutAccount }) {
  const where = account.iban
    ? `${account.iban}${account.bic ? ` · ${account.bic}` : ''}`
    : `${formatSortCode(account.sortCode)} ${account.accountNumber ?? ''}`;
  return (
    <span>
      {account.holderName}
      <span className="block text-xs text-muted">{where}</span>
    </span>
  );
}

/** The pre-flight summary, as the server counted it, with the date being entered. */
function SendSummary({ summary, sentOn }: { summary: PayoutBatchSendPreview; sentOn: string }) {
  return (
    <div className="mt-4 space-y-3 text-sm">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-lg bg-stone-50 p-3" aria-label="Before marking sent">
        <dt className="text-muted">Payments</dt>
        <dd>{summary.count}</dd>
        {summary.totals.map((total) => (
          <Fragment key={total.currency}>
            <dt className="text-muted">Total in {total.currency}</dt>
            <dd className="font-semibold">{formatMoney(total.amount, total.currency)}</dd>
          </Fragment>
        ))}
        <dt className="text-muted">Value date</dt>
        <dd>{formatDate(sentOn || null)}</dd>
        <dt className="text-muted">Payees on hold or changed</dt>
        <dd>{summary.held.length}</dd>
      </dl>
      {summary.held.length > 0 && (
        <div className="rounded-lg border border-orange-200 bg-orange-50 p-3 text-orange-950" role="status">
          <p className="font-semibold">{PAYOUT_BATCH_MESSAGES.heldPayees}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {summary.held.map((payee) => (
              <li key={payee.investmentId}>
                {payee.reference}, {payee.investorName}: {payee.problems.map((problem) => BATCH_PAYEE_PROBLEM_LABELS[problem]).join(', ')}
                {payee.onHoldUntil ? ` (until ${formatDateTime(payee.onHoldUntil)})` : ''}
              </li>
            ))}
          </ul>
        </div>
      )}
      {summary.secondAdminNeeded && <p className="font-medium text-forest-900">{PAYOUT_BATCH_MESSAGES.secondAdminNeeded}</p>}
    </div>
  );
}

function SentModal({ batch, onClose }: { batch: PayoutBatch; onClose: () => void }) {
  const [sentOn, setSentOn] = useState(new Date().toISOString().slice(0, 10));
  const preview = usePayoutBatchSendPreview(batch.id);
  const approval = preview.data?.secondAdminNeeded;
  return (
    <ConfirmPanel
      formId="sent-form"
      title="Mark the batch sent"
      description="Each investment is recorded as paid out on this date and its investor is mailed the payout advice."
      submitLabel={approval ? 'Ask for approval' : 'Mark sent'}
      busyLabel={approval ? 'Asking...' : 'Recording...'}
      disabled={!preview.data}
      fields={['sentOn']}
      send={() => api.post<{ message: string }>(`/ledger/payout-batches/${batch.id}/sent`, { sentOn })}
      success={(answer) => answer.message}
      failure="The batch could not be marked sent"
      refresh={ledgerKeys.all}
      onClose={onClose}
    >
      {(errors) => (
        <>
          <Field label="Date the bank sent the payments" required error={errors.sentOn}>
            {(props) => <input {...props} type="date" value={sentOn} onChange={(event) => setSentOn(event.target.value)} className="input" />}
          </Field>
          <QueryState query={preview} loading="Checking the batch..." failure="The batch's summary could not be loaded">
            {(summary) => <SendSummary summary={summary} sentOn={sentOn} />}
          </QueryState>
        </>
      )}
    </ConfirmPanel>
  );
}

function BatchCard({ batch, pending, onSent, onDiscard }: { batch: PayoutBatch; pending?: Approval; onSent: () => void; onDiscard: () => void }) {
  const headingId = `batch-${batch.id}`;
  return (
    <section className="card space-y-3 p-5" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 id={headingId} className="font-display text-base font-semibold text-forest-900">
            Batch of {formatDateTime(batch.createdAt)}
          </h3>
          <p className="text-sm text-muted">
            {countOf(batch.count, PAYMENT_WORDS)} · {formatMoney(batch.total)}
            {batch.createdByName ? ` · by ${batch.createdByName}` : ''}
            {batch.sentOn ? ` · sent ${formatDate(batch.sentOn)}` : ''}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={batch.status === 'sent' ? 'green' : 'orange'}>{PAYOUT_BATCH_STATUS_LABELS[batch.status]}</Badge>
          {batch.files.map((kind) => (
            <a key={kind} className="btn btn-outline btn-sm" href={apiUrl(`/ledger/payout-batches/${batch.id}/${kind}.csv`)} download>
              <Download className="h-4 w-4" aria-hidden="true" /> {PAYOUT_FILE_LABELS[kind]}
            </a>
          ))}
          {batch.status === 'draft' && !pending && (
            <>
              <button type="button" className="btn btn-ghost btn-sm text-red-700" onClick={onDiscard}>
                Discard
              </button>
              <button type="button" className="btn btn-primary btn-sm" onClick={onSent}>
                <Send className="h-4 w-4" aria-hidden="true" /> Mark sent
              </button>
            </>
          )}
        </div>
      </div>
      {batch.status === 'draft' && pending && <ApprovalPanel approval={pending} refresh={ledgerKeys.all} />}
      <ul className="divide-y divide-stone-200 text-sm">
        {batch.items.map((item) => (
          <li key={item.investmentId} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <InvestmentReference id={item.investmentId} reference={item.reference}>
              {item.investorName}
            </InvestmentReference>
            <AccountText account={item.account} />
            <ItemKind kind={item.kind} />
            {item.kind === 'payout' && <ChoiceText choice={item.maturityChoice} rolledOverTo={item.rolledOverTo} />}
            <span className="font-semibold">{formatMoney(item.amount)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The investor's maturity choice beside a payout (issue 47): the default when they did not choose, and
 * where the rolled part went, so staff see why the amount is less than capital plus profit.
 */
function ChoiceText({ choice, rolledOverTo }: { choice: MaturityChoice | null; rolledOverTo: string | null }) {
  return (
    <span className="text-sm">
      {MATURITY_CHOICE_LABELS[effectiveMaturityChoice(choice)]}
      {choice === null && <span className="text-muted"> (default)</span>}
      {rolledOverTo && <span className="block text-xs text-muted">Rolled into {rolledOverTo}; the rest is paid here</span>}
    </span>
  );
}

/** /admin/ledger/payout-batches: matured investments to pay, and the batches sent to the bank. */
export function PayoutBatchesAdmin() {
  // Ticks are kept by investment, so turning a page keeps them and "Create batch" counts them all.
  const [candidatePage, setCandidatePage] = useState(1);
  const candidates = usePayoutCandidates(candidatePage);
  const candidatePages = candidates.data?.pagination;
  const [page, setPage] = useState(1);
  const batches = usePayoutBatches(page);
  const waiting = useWaitingApprovals();
  const pagination = batches.data?.pagination;
  // A batch takes its investments off the list, and discarding a batch can empty the last page of batches.
  usePageInRange(candidatePages, setCandidatePage);
  usePageInRange(pagination, setPage);
  const invalidate = useInvalidate();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [refusals, setRefusals] = useState<string[]>([]);
  const [sending, setSending] = useState<PayoutBatch | null>(null);
  const [discarding, setDiscarding] = useState<PayoutBatch | null>(null);
  const discard = useContentMutation({
    queryKey: ledgerKeys.all,
    mutationFn: (batch: PayoutBatch) => api.delete(`/ledger/payout-batches/${batch.id}`),
    success: PAYOUT_BATCH_MESSAGES.discarded,
    failure: 'The batch could not be discarded',
  });

  const create = async () => {
    setBusy(true);
    setRefusals([]);
    try {
      await api.post('/ledger/payout-batches', { investmentIds: [...selected] });
      toast.success(PAYOUT_BATCH_MESSAGES.created);
      setSelected(new Set());
      await invalidate(ledgerKeys.all);
    } catch (error) {
      if (error instanceof ApiError && error.errors && Object.keys(error.errors).length) setRefusals(Object.values(error.errors));
      else toast.error(errorMessage(error, 'The batch could not be created'));
    } finally {
      setBusy(false);
    }
  };

  const columns: Column<PayoutCandidate>[] = [
    {
      key: 'reference',
      header: 'Investment',
      cell: (row) => (
        <InvestmentReference id={row.investmentId} reference={row.reference}>
          {row.investorName}
        </InvestmentReference>
      ),
    },
    {
      key: 'kind',
      header: 'Pays',
      cell: (row) => <ItemKind kind={row.kind} />,
    },
    {
      key: 'account',
      header: 'Payout account',
      cell: (row) =>
        row.account ? (
          <>
            <AccountText account={row.account} />
            {row.nameCheck && row.nameCheck !== 'match' && (
              <span className="mt-1 block">
                <PayeeNameBadge nameCheck={row.nameCheck} />
              </span>
            )}
          </>
        ) : (
          <span className="text-muted">—</span>
        ),
    },
    {
      key: 'choice',
      header: 'Investor’s choice',
      // A refund is the money of a round that did not go ahead: there was no maturity to choose for.
      cell: (row) =>
        row.kind === 'payout' ? <ChoiceText choice={row.maturityChoice} rolledOverTo={row.rolledOverTo} /> : <span className="text-muted">—</span>,
    },
    {
      key: 'amount',
      header: 'Amount',
      className: 'whitespace-nowrap text-right',
      cell: (row) => <span className="font-semibold">{formatMoney(row.amount)}</span>,
    },
    {
      key: 'problem',
      header: 'Can be paid',
      cell: (row) =>
        row.problem ? (
          <span className="whitespace-nowrap">
            <Badge tone="red">{PAYEE_PROBLEM_LABELS[row.problem]}</Badge>
            {row.onHoldUntil && row.problem === 'account_on_hold' && <span className="block text-xs text-muted">until {formatDateTime(row.onHoldUntil)}</span>}
          </span>
        ) : (
          <Badge tone="green">Ready</Badge>
        ),
    },
  ];

  return (
    <div className="space-y-6">
      <PageHeader
        title="Payout batches"
        description="Pay matured investments, and refund money held for rounds that did not go ahead, in one bulk payment: choose them, send the bank its files (UK Bacs, international), then mark the batch sent."
        actions={
          <Link to="/admin/ledger/bank-statements" className="btn btn-outline">
            Bank statements
          </Link>
        }
      />
      <ListSection
        id="candidates-heading"
        title="Matured or due a refund, not yet paid"
        actions={
          <button type="button" className="btn btn-primary btn-sm" disabled={busy || selected.size === 0} onClick={create}>
            {busy ? 'Creating...' : `Create batch (${selected.size})`}
          </button>
        }
        pagination={candidatePages}
        onPage={setCandidatePage}
      >
        {refusals.length > 0 && <ErrorList errors={refusals} />}
        <DataTable
          caption="Matured investments"
          columns={columns}
          rowKey={(row) => row.investmentId}
          {...queryTableState(candidates, 'Loading matured investments...', 'Matured investments could not be loaded')}
          empty="No matured investment is waiting for its payout."
          selection={{ selected, onChange: setSelected, label: (row) => `Select ${row.reference}, ${row.investorName}`, selectable: (row) => !row.problem }}
        />
      </ListSection>
      <ListSection id="batches-heading" title="Batches" pagination={pagination} onPage={setPage}>
        {batches.isPending ? null : (batches.data?.data ?? []).length === 0 ? (
          <p className="text-sm text-muted">No batch yet.</p>
        ) : (
          (batches.data?.data ?? []).map((batch) => (
            <BatchCard
              key={batch.id}
              batch={batch}
              pending={waiting.data?.find((approval) => approval.kind === 'payout-batch-send' && approval.subjectId === batch.id)}
              onSent={() => setSending(batch)}
              onDiscard={() => setDiscarding(batch)}
            />
          ))
        )}
      </ListSection>
      {sending && <SentModal batch={sending} onClose={() => setSending(null)} />}
      <ConfirmDialog
        open={!!discarding}
        onOpenChange={(open) => !open && setDiscarding(null)}
        title="Discard this batch?"
        message="Only do this if the bank has not been sent the payments. Its investments go back to the list, to be paid in another batch."
        confirmLabel="Discard batch"
        tone="danger"
        busy={discard.isPending}
        onConfirm={() => discarding && discard.mutate(discarding, { onSuccess: () => setDiscarding(null) })}
      />
    </div>
  );
}

/** A batch item's purpose: a matured investment's payout, or a refund of money held (a cancelled round, late money). */
function ItemKind({ kind }: { kind: PayoutCandidate['kind'] }) {
  return <Badge tone={kind === 'refund' ? 'orange' : 'gray'}>{PAYOUT_ITEM_KIND_LABELS[kind]}</Badge>;
}
