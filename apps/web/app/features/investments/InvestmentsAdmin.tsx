import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import {
  INVESTMENT_MESSAGES,
  INVESTMENT_STATUSES,
  INVESTMENT_STATUS_LABELS,
  INVESTMENT_TRANSITIONS,
  INVESTOR_STATUS_LABELS,
  MATURITY_REASON_HINTS,
  maturityReasonNeeded,
  type Investment,
  type InvestmentDetail as InvestmentDetailView,
  type InvestmentPlan,
  type InvestmentStatus,
  investmentNoteSchema,
  investmentStatusSchema,
  receivedOf,
  toFieldErrors,
  type InvestmentStatusInput,
  STAFF_INVESTMENTS_PATH,
  staffInvestmentPath,
  AMOUNT_INPUT_MESSAGES,
  decimalOfMinor,
  parseAmount,
  formatStaffDate,
  clock,
  ukDayOf,
} from '@app/contract';
import { api, apiUrl, errorMessage } from '../../lib/api';
import { DataTable, queryTableState, type Column } from '../../ui/DataTable';
import { EmptyState } from '../../ui/EmptyState';
import { Field } from '../../ui/Field';
import { Loader } from '../../ui/Loader';
import { Modal, ModalActionFooter } from '../../ui/Modal';
import { PageHeader } from '../../ui/PageHeader';
import { toast } from '../../ui/Toaster';
import { formatDuration } from '../public/format';
import { useAddInvestmentNote, useInvestment, useInvestments, useMoveInvestment } from './api';
import { LedgerCard } from '../ledger/LedgerCard';
import { Facts, InvestmentBadge, InvestmentProgress, Timeline, money } from './bits';
import { StaffMaturityChoice } from './MaturityChoice';
import { FilterBar, ResetFilters, SearchFilter, SelectFilter, StatusFilter, useUrlFilters } from '../../ui/admin/filters';
import { ListPager } from '../../ui/admin/ListPager';
import { AgreementSummary } from '../agreements/Agreement';
import { BackLink } from '../../ui/BackLink';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { CardSection } from '../../ui/CardSection';

function usePlanOptions() {
  return useQuery({
    queryKey: ['investments', 'plan-options'],
    queryFn: async () => (await api.get<{ data: InvestmentPlan[] }>('/investment/plans')).data ?? [],
  });
}

/** The staff pipeline: totals by status, filters, CSV export, and each investment's detail. */
export function InvestmentsAdmin() {
  const { filters, page, filtered, setFilters, setPage, reset } = useUrlFilters({ status: '', planId: '', search: '' });
  const { status, planId, search } = filters;
  const list = useInvestments({ status, planId, search, page });
  const plans = usePlanOptions();
  const totals = list.data?.totals;
  const columns: Column<Investment>[] = [
    {
      key: 'reference',
      header: 'Reference',
      cell: (row) => (
        <Link to={staffInvestmentPath(row.id)} className="font-mono text-xs font-semibold text-forest-800 hover:underline">
          {row.reference}
        </Link>
      ),
    },
    {
      key: 'investor',
      header: 'Investor',
      cell: (row) => (
        <div>
          <p className="font-medium">{row.investor?.name}</p>
          <p className="text-xs text-muted">{row.investor?.email}</p>
        </div>
      ),
    },
    { key: 'plan', header: 'Plan', cell: (row) => row.plan.title },
    { key: 'amount', header: 'Amount', className: 'text-right whitespace-nowrap', cell: (row) => `${money(row.amount, row.plan.currency)} (${row.units})` },
    { key: 'status', header: 'Status', cell: (row) => <InvestmentBadge status={row.status} /> },
    { key: 'requested', header: 'Requested', cell: (row) => <span className="whitespace-nowrap">{formatStaffDate(row.requestedAt)}</span> },
  ];
  const exportUrl = apiUrl('/investments/export.csv', { status, planId, search });
  return (
    <div>
      <PageHeader
        title="Investments"
        description="Requests from verified investors, from first contact to payout."
        actions={
          <a href={exportUrl} className="btn btn-outline" download>
            <Download className="h-4 w-4" aria-hidden="true" /> Export CSV
          </a>
        }
      />
      {totals && (
        <ul className="mb-4 grid grid-cols-2 gap-2 sm:grid-cols-4 xl:grid-cols-7" aria-label="Totals by status">
          {INVESTMENT_STATUSES.map((value) => (
            <li key={value}>
              <button
                type="button"
                aria-pressed={status === value}
                onClick={() => setFilters({ status: status === value ? '' : value })}
                className={`card h-full w-full p-3 text-left transition-colors hover:border-forest-400 ${status === value ? 'border-forest-600 ring-1 ring-forest-600' : ''}`}
              >
                <span className="block text-xs font-medium uppercase tracking-wide text-muted">{INVESTMENT_STATUS_LABELS[value]}</span>
                <span className="block text-lg font-semibold text-ink">{totals[value].count}</span>
                <span className="block text-xs text-muted">{money(totals[value].amount)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <FilterBar className="sm:grid-cols-2 lg:grid-cols-[12rem_16rem_1fr_auto] lg:items-end">
        <StatusFilter value={status} onChange={(value) => setFilters({ status: value })} statuses={INVESTMENT_STATUSES} labels={INVESTMENT_STATUS_LABELS} />
        <SelectFilter
          id="filter-plan"
          label="Plan"
          all="All Plans"
          value={planId}
          onChange={(value) => setFilters({ planId: value })}
          options={(plans.data ?? []).map((plan) => [plan._id, plan.title] as const)}
        />
        <SearchFilter value={search} onSearch={(text) => setFilters({ search: text })} placeholder="Reference, investor name or email, plan" maxLength={200} />
        <ResetFilters onReset={reset} />
      </FilterBar>
      <DataTable
        caption="Investments"
        columns={columns}
        {...queryTableState(list, 'Loading investments...', 'Error fetching investments')}
        empty={
          <EmptyState title="No investments found" hint={filtered ? 'Try adjusting your filters' : 'Requests appear here when verified investors make them'} />
        }
      />
      <ListPager pagination={list.data?.pagination} onPage={setPage} />
    </div>
  );
}

export function InvestmentDetail() {
  const { id = '' } = useParams();
  const query = useInvestment(id);
  if (query.isPending) return <Loader label="Loading the investment..." />;
  if (query.isError) return <ErrorNotice>{errorMessage(query.error, INVESTMENT_MESSAGES.notFound)}</ErrorNotice>;
  return <InvestmentDetailBody investment={query.data} />;
}

function InvestmentDetailBody({ investment }: { investment: InvestmentDetailView }) {
  const [moving, setMoving] = useState<InvestmentStatus | null>(null);
  const currency = investment.plan.currency;
  return (
    <div className="space-y-6">
      <BackLink to={STAFF_INVESTMENTS_PATH}>Investments</BackLink>
      <PageHeader
        title={investment.reference}
        description={`${investment.investor?.name ?? ''} · ${investment.plan.title}`}
        actions={
          <>
            <InvestmentBadge status={investment.status} />
            <a href={apiUrl(`/investments/${investment.id}/statement.pdf`)} download className="btn btn-outline">
              Statement (PDF)
            </a>
            {INVESTMENT_TRANSITIONS[investment.status].map((next) => (
              <button
                key={next}
                type="button"
                className={next === 'cancelled' ? 'btn btn-outline text-red-700' : 'btn btn-primary'}
                onClick={() => setMoving(next)}
              >
                {next === 'cancelled' ? 'Cancel' : `Mark ${INVESTMENT_STATUS_LABELS[next].toLowerCase()}`}
              </button>
            ))}
          </>
        }
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-6">
          <section className="card space-y-5 p-5" aria-label="Investment">
            <InvestmentProgress investment={investment} timeline={investment.timeline} />
            <Facts
              rows={[
                ['Investor', investment.investor ? `${investment.investor.name} (${investment.investor.email})` : null],
                [
                  'Phone',
                  investment.investorContact?.phone ? (
                    <a href={`tel:${investment.investorContact.phone.replace(/[^\d+]/g, '')}`} className="font-medium text-forest-800 underline">
                      {investment.investorContact.phone}
                    </a>
                  ) : null,
                ],
                ['Country', investment.investorContact?.country ?? null],
                [
                  'Verification profile',
                  investment.investor ? (
                    <Link to={`/admin/investors/${investment.investor.id}`} className="font-medium text-forest-800 underline">
                      {INVESTOR_STATUS_LABELS[investment.investorContact?.profileStatus ?? 'not_submitted']}: open profile
                    </Link>
                  ) : null,
                ],
                ['Plan at request time', `${investment.plan.title}, ${formatDuration(investment.plan)}`],
                ['Units', investment.units],
                ['Amount', money(investment.amount, currency)],
                ['Received', investment.ledger ? receivedOf(investment.ledger.paidIn, investment.amount, currency) : null],
                ['Per unit', `${money(investment.plan.amountPerUnit, currency)}, profit ${money(investment.plan.profitPerUnit, currency)}`],
                ['Expected profit', money(investment.expectedProfit, currency)],
                ['Actual profit', investment.actualProfit === null ? '—' : money(investment.actualProfit, currency)],
                ['Requested', formatStaffDate(investment.requestedAt)],
                ['Started', formatStaffDate(investment.startedAt)],
                ['Expected maturity', formatStaffDate(investment.expectedMaturityAt)],
                ['Paid out', formatStaffDate(investment.paidAt)],
              ]}
            />
          </section>
          {investment.status !== 'cancelled' && <StaffMaturityChoice investment={investment} today={ukDayOf(clock.now())} />}
          <AgreementSummary agreement={investment.agreement} downloadPath={`/investments/${investment.id}/agreement`} staff />
          <LedgerCard investmentId={investment.id} amount={investment.amount} currency={currency} />
          <CardSection id="timeline-heading" title="Timeline" titleClassName="mb-4">
            <Timeline events={investment.timeline} />
          </CardSection>
        </div>
        <NoteForm id={investment.id} />
      </div>
      {moving && <MoveDialog investment={investment} to={moving} onClose={() => setMoving(null)} />}
    </div>
  );
}

function NoteForm({ id }: { id: string }) {
  const add = useAddInvestmentNote(id);
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  return (
    <form
      method="post"
      className="card space-y-3 self-start p-5"
      aria-label="Add a note"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = investmentNoteSchema.safeParse({ note });
        if (!parsed.success) return setError(toFieldErrors(parsed.error).note ?? INVESTMENT_MESSAGES.noteRequired);
        add.mutate(parsed.data.note, { onSuccess: () => setNote(''), onError: (e) => setError(errorMessage(e, 'Failed to add the note')) });
      }}
    >
      <Field label="Add a note" error={error || undefined} hint="Notes are for staff; investors see status changes only.">
        {(field) => (
          <textarea
            {...field}
            className="input min-h-24"
            maxLength={2000}
            value={note}
            onChange={(event) => {
              setNote(event.target.value);
              setError('');
            }}
          />
        )}
      </Field>
      <button type="submit" className="btn btn-primary w-full" disabled={add.isPending}>
        {add.isPending ? 'Saving...' : 'Add note'}
      </button>
    </form>
  );
}

const today = () => new Date().toISOString().slice(0, 10);

function MoveDialog({ investment, to, onClose }: { investment: InvestmentDetailView; to: InvestmentStatus; onClose: () => void }) {
  const move = useMoveInvestment(investment.id);
  const [note, setNote] = useState('');
  const [date, setDate] = useState(today());
  const [profit, setProfit] = useState(decimalOfMinor(investment.expectedProfit));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Maturing outside a cycle or before the expected date is allowed, with a reason kept for staff.
  const reasonNeeded = to === 'matured' ? maturityReasonNeeded(investment, ukDayOf(new Date())) : null;
  const submit = () => {
    const change: InvestmentStatusInput = { status: to, note: note || undefined };
    if (to === 'active') change.startedAt = date;
    if (to === 'paid_out') change.paidAt = date;
    const typedProfit = parseAmount(profit);
    if (to === 'matured' && profit.trim() !== '') {
      if ('problem' in typedProfit) return setErrors({ actualProfit: AMOUNT_INPUT_MESSAGES[typedProfit.problem]() });
      change.actualProfit = typedProfit.pence;
    }
    if (to === 'matured' && reason.trim()) change.reason = reason;
    // The contract's rules (each move's required field, dates, limits) before anything is sent.
    const parsed = investmentStatusSchema.safeParse(change);
    const found = parsed.success ? {} : toFieldErrors(parsed.error);
    if (reasonNeeded && !reason.trim()) found.reason = INVESTMENT_MESSAGES.maturityReasonRequired;
    if (Object.keys(found).length) return setErrors(found);
    move.mutate(change, {
      onSuccess: onClose,
      onError: (error) => {
        const body = (error as { errors?: Record<string, string> }).errors;
        if (body) setErrors(body);
        toast.error(errorMessage(error, 'Failed to update the investment'));
      },
    });
  };
  const dateLabel = to === 'active' ? 'Payment received (start date)' : to === 'paid_out' ? 'Payout date' : null;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={to === 'cancelled' ? 'Cancel this investment' : `Mark as ${INVESTMENT_STATUS_LABELS[to].toLowerCase()}`}
      description={`${investment.reference}: the investor is emailed about this change.`}
      footer={<ModalActionFooter onDismiss={onClose} dismissLabel="Close" busy={move.isPending} onAction={submit} label="Confirm" busyLabel="Saving..." />}
    >
      <div className="space-y-4">
        {dateLabel && (
          <Field label={dateLabel} error={errors.startedAt || errors.paidAt}>
            {(field) => <input {...field} type="date" className="input" value={date} onChange={(event) => setDate(event.target.value)} />}
          </Field>
        )}
        {to === 'matured' && (
          <Field
            label={`Actual profit for this investment (${investment.plan.currency})`}
            error={errors.actualProfit}
            hint={`The investor's share after the 50/50 split. Projected: ${money(investment.expectedProfit, investment.plan.currency)}. A loss is a negative number.`}
          >
            {(field) => (
              <input {...field} type="text" autoComplete="off" className="input" value={profit} onChange={(event) => setProfit(event.target.value)} />
            )}
          </Field>
        )}
        {(reasonNeeded || errors.reason) && (
          <Field
            label="Reason for maturing now (staff only)"
            error={errors.reason}
            hint={`${reasonNeeded ? MATURITY_REASON_HINTS[reasonNeeded] : ''} The reason is kept on the timeline for staff.`}
          >
            {(field) => (
              <textarea {...field} className="input min-h-20" maxLength={1000} value={reason} required onChange={(event) => setReason(event.target.value)} />
            )}
          </Field>
        )}
        <Field label="Message to the investor (optional)">
          {(field) => <textarea {...field} className="input min-h-20" maxLength={2000} value={note} onChange={(event) => setNote(event.target.value)} />}
        </Field>
      </div>
    </Modal>
  );
}
