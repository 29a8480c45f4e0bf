import { CalendarPlus, Play, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  addDays,
  closeDecisionsOf,
  countOf,
  formatMoney,
  formatStaffDate,
  groupDigits,
  ROUND_ADMIN_MESSAGES,
  ROUND_EXTENSION_MAX_DAYS,
  ROUND_MESSAGES,
  staffInvestmentPath,
  STAFF_ROUNDS_PATH,
  type RoundAdmin,
  type RoundInvestment,
  type RoundWaitlistEntry,
} from '@app/contract';
import { api, ApiError, errorMessage } from '../../lib/api';
import { BackLink } from '../../ui/BackLink';
import { CardSection } from '../../ui/CardSection';
import { DataTable, type Column } from '../../ui/DataTable';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Field } from '../../ui/Field';
import { Loader } from '../../ui/Loader';
import { PageHeader } from '../../ui/PageHeader';
import { ConfirmPanel } from '../../ui/admin/ConfirmPanel';
import { Facts, InvestmentBadge } from '../investments/bits';
import { roundKeys, useRoundAdmin } from './api';
import { ClosingDay, RoundStatusBadge, waitlistText } from './RoundsAdmin';

type Decision = 'start' | 'extend' | 'cancel';

/**
 * POST /rounds/:id/close. Until the server offers it (it answers 404 then), say so rather than
 * "Not found": the round itself is there, the decision is what is missing.
 */
async function closeRound(id: string, body: { decision: Decision; fundingClosesOn?: string }) {
  try {
    return await api.post<{ message?: string }>(`/rounds/${id}/close`, body);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw new ApiError(ROUND_ADMIN_MESSAGES.closeUnavailable, 404);
    throw error;
  }
}

const DECISIONS: Record<Decision, { title: string; label: string; done: string; failure: string }> = {
  start: { title: 'Start the cycle', label: 'Start the cycle', done: 'The cycle has started', failure: 'Failed to start the cycle' },
  extend: { title: 'Extend the round once', label: 'Extend the round', done: 'The round has been extended', failure: 'Failed to extend the round' },
  cancel: { title: 'Cancel the round and refund', label: 'Cancel and refund', done: 'The round has been cancelled', failure: 'Failed to cancel the round' },
};

function DecisionPanel({ round, decision, onClose }: { round: RoundAdmin; decision: Decision; onClose: () => void }) {
  const [closesOn, setClosesOn] = useState('');
  const words = DECISIONS[decision];
  const latest = addDays(round.fundingClosesOn, ROUND_EXTENSION_MAX_DAYS);
  const description =
    decision === 'start' ? ROUND_ADMIN_MESSAGES.startHint : decision === 'extend' ? ROUND_ADMIN_MESSAGES.extendHint : ROUND_ADMIN_MESSAGES.cancelHint;
  const summary: [string, string][] = [
    ['Units paid', `${groupDigits(round.paidUnits)} of ${groupDigits(round.units)} (minimum ${groupDigits(round.minimumUnits)})`],
    ['Unpaid reservations', groupDigits(round.unpaidReservations)],
    ['Closes', formatStaffDate(round.fundingClosesOn)],
  ];
  return (
    <ConfirmPanel
      formId={`round-${decision}-form`}
      title={words.title}
      description={description}
      submitLabel={words.label}
      busyLabel="Working..."
      fields={decision === 'extend' ? ['fundingClosesOn', 'decision'] : ['decision']}
      check={(): Record<string, string> => (decision === 'extend' && !closesOn ? { fundingClosesOn: ROUND_MESSAGES.closesOnInvalid } : {})}
      send={() => closeRound(round.id, decision === 'extend' ? { decision, fundingClosesOn: closesOn } : { decision })}
      success={(answer) => answer.message ?? words.done}
      failure={words.failure}
      refresh={roundKeys.all}
      onClose={onClose}
      tone={decision === 'cancel' ? 'danger' : 'primary'}
      dismissLabel="Keep the round open"
      className="space-y-4"
    >
      {(errors) => (
        <>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg bg-stone-50 p-3 text-sm" aria-label="The round now">
            {summary.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-muted">{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {decision === 'extend' ? (
            <Field
              label="New closing day"
              required
              error={errors.fundingClosesOn || errors.decision || undefined}
              hint={`At most ${ROUND_EXTENSION_MAX_DAYS} days after ${formatStaffDate(round.fundingClosesOn)}.`}
            >
              {(props) => (
                <input
                  {...props}
                  name="fundingClosesOn"
                  type="date"
                  min={addDays(round.fundingClosesOn, 1)}
                  max={latest}
                  value={closesOn}
                  onChange={(event) => setClosesOn(event.target.value)}
                  className="input"
                />
              )}
            </Field>
          ) : errors.decision ? (
            <p className="field-error" role="alert">
              {errors.decision}
            </p>
          ) : null}
        </>
      )}
    </ConfirmPanel>
  );
}

/** The three decisions at closing, each enabled only when it applies, with why not when it does not. */
function Decisions({ round }: { round: RoundAdmin }) {
  const [open, setOpen] = useState<Decision | null>(null);
  const allowed = closeDecisionsOf(round);
  const reached = round.progress.reachedMinimum;
  return (
    <CardSection id="decisions-heading" title="Closing decision" titleClassName="mb-3">
      <ul className="space-y-4 text-sm">
        <li>
          <button type="button" className="btn btn-primary" disabled={!allowed.start} aria-describedby="start-why" onClick={() => setOpen('start')}>
            <Play className="h-4 w-4" aria-hidden="true" /> Start the cycle
          </button>
          <p id="start-why" className="mt-1 text-muted">
            {allowed.start ? ROUND_ADMIN_MESSAGES.startHint : ROUND_ADMIN_MESSAGES.startBelowMinimum}
          </p>
        </li>
        <li>
          <button type="button" className="btn btn-outline" disabled={!allowed.extend} aria-describedby="extend-why" onClick={() => setOpen('extend')}>
            <CalendarPlus className="h-4 w-4" aria-hidden="true" /> Extend once
          </button>
          <p id="extend-why" className="mt-1 text-muted">
            {allowed.extend ? ROUND_ADMIN_MESSAGES.extendHint : reached ? ROUND_ADMIN_MESSAGES.extendNotNeeded : ROUND_ADMIN_MESSAGES.extendUsed}
          </p>
        </li>
        <li>
          <button
            type="button"
            className="btn btn-outline text-red-700"
            disabled={!allowed.cancel}
            aria-describedby="cancel-why"
            onClick={() => setOpen('cancel')}
          >
            <XCircle className="h-4 w-4" aria-hidden="true" /> Cancel the round and refund
          </button>
          <p id="cancel-why" className="mt-1 text-muted">
            {ROUND_ADMIN_MESSAGES.cancelHint}
          </p>
        </li>
      </ul>
      {open && <DecisionPanel round={round} decision={open} onClose={() => setOpen(null)} />}
    </CardSection>
  );
}

const investmentColumns = (round: RoundAdmin): Column<RoundInvestment>[] => [
  {
    key: 'reference',
    header: 'Reference',
    cell: (investment) => (
      <Link to={staffInvestmentPath(investment.id)} className="font-semibold text-forest-800 hover:underline">
        {investment.reference}
      </Link>
    ),
  },
  { key: 'investor', header: 'Investor', cell: (investment) => investment.investorName },
  { key: 'units', header: 'Units', cell: (investment) => groupDigits(investment.units), className: 'text-right' },
  { key: 'status', header: 'Status', cell: (investment) => <InvestmentBadge status={investment.status} /> },
  {
    key: 'due',
    header: 'Payment due',
    cell: (investment) => (investment.paymentDueOn ? formatStaffDate(investment.paymentDueOn) : '—'),
    className: 'whitespace-nowrap',
  },
  { key: 'received', header: 'Received', cell: (investment) => formatMoney(investment.receivedPence, round.currency), className: 'text-right' },
];

const waitlistColumns: Column<RoundWaitlistEntry>[] = [
  { key: 'investor', header: 'Investor', cell: (entry) => entry.investorName },
  { key: 'units', header: 'Units', cell: (entry) => groupDigits(entry.units), className: 'text-right' },
  { key: 'joined', header: 'Joined', cell: (entry) => formatStaffDate(entry.joinedAt.slice(0, 10)), className: 'whitespace-nowrap' },
  { key: 'told', header: 'Told units are free', cell: (entry) => (entry.notifiedAt ? formatStaffDate(entry.notifiedAt.slice(0, 10)) : 'Not yet') },
];

/** /admin/rounds/{id}: a round's figures, its investments, its waiting list and the closing decision. */
export function RoundAdminPage({ id }: { id: string }) {
  const query = useRoundAdmin(id);
  if (query.isPending) return <Loader label="Loading the round..." />;
  if (query.isError) return <ErrorNotice>{errorMessage(query.error, ROUND_ADMIN_MESSAGES.notFound)}</ErrorNotice>;
  const { round, investments, waitlist } = query.data;
  const { progress } = round;
  return (
    <div className="space-y-6">
      <BackLink to={STAFF_ROUNDS_PATH}>Funding rounds</BackLink>
      <PageHeader
        title={round.name}
        description={`${round.planTitle} · ${round.location}`}
        actions={
          <>
            <RoundStatusBadge status={round.status} />
            <Link to={`/admin/cycles/${round.id}`} className="btn btn-outline">
              Cycle page
            </Link>
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-6">
          <CardSection id="figures-heading" title="Figures" titleClassName="mb-3">
            <Facts
              rows={[
                ['Units reserved', `${groupDigits(round.reservedUnits)} of ${groupDigits(round.units)} (${progress.percentReserved}%)`],
                ['Units paid', `${groupDigits(round.paidUnits)} of ${groupDigits(round.units)} (${progress.percentFunded}%)`],
                ['Units left', groupDigits(progress.unitsLeft)],
                ['Minimum to go ahead', `${groupDigits(round.minimumUnits)} · ${progress.reachedMinimum ? 'reached' : 'not reached'}`],
                ['Opens', formatStaffDate(round.fundingOpensOn)],
                [
                  'Closes',
                  <>
                    <ClosingDay round={round} />
                    {progress.daysLeft !== null && (
                      <span className="block text-xs text-muted">
                        {progress.daysLeft === 0 ? 'today' : `in ${countOf(progress.daysLeft, { one: 'day', other: 'days' })}`}
                      </span>
                    )}
                  </>,
                ],
                ['Expected start', formatStaffDate(round.startDate)],
                ['Expected end', formatStaffDate(round.expectedEndDate)],
                ['Amount per unit', formatMoney(round.amountPerUnitPence, round.currency)],
                ['Waiting list', waitlistText(round)],
                ['Unpaid reservations', groupDigits(round.unpaidReservations)],
                ['Refunds due', round.refundsDuePence ? formatMoney(round.refundsDuePence, round.currency) : '—'],
                ...(round.fundingClosedOn ? ([['Round closed', formatStaffDate(round.fundingClosedOn)]] as [string, string][]) : []),
              ]}
            />
          </CardSection>
          <CardSection id="round-investments-heading" title={`Investments (${investments.length})`} titleClassName="mb-3">
            <DataTable caption="Investments in this round" columns={investmentColumns(round)} rows={investments} empty="No investor has reserved units yet." />
          </CardSection>
          <CardSection id="waitlist-heading" title={`Waiting list (${waitlist.length})`} titleClassName="mb-3">
            <DataTable caption="Waiting list, in join order" columns={waitlistColumns} rows={waitlist} empty="Nobody is waiting for units of this round." />
          </CardSection>
        </div>
        <div className="space-y-6">{round.status === 'funding' ? <Decisions round={round} /> : <RoundClosedNote round={round} />}</div>
      </div>
    </div>
  );
}

function RoundClosedNote({ round }: { round: RoundAdmin }) {
  return (
    <section className="card p-5 text-sm" aria-label="Closing decision">
      <p>
        {round.status === 'cancelled'
          ? `This round was cancelled${round.fundingClosedOn ? ` on ${formatStaffDate(round.fundingClosedOn)}` : ''}: its paid investments are refunded through payout batches.`
          : `This round closed${round.fundingClosedOn ? ` on ${formatStaffDate(round.fundingClosedOn)}` : ''} and the cycle started.`}
      </p>
    </section>
  );
}
