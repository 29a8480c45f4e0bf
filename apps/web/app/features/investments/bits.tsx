import clsx from 'clsx';
import { Link } from 'react-router';
import { RiskWarning } from '../public/RiskWarning';
import {
  AGREEMENT_ACCEPTED_EVENT,
  CYCLE_ASSIGNED_EVENT,
  INVESTMENT_MESSAGES,
  INVESTMENT_PIPELINE,
  formatDate,
  formatDateTime,
  INVESTMENT_STATUS_LABELS,
  INVESTOR_STATUS_LABELS,
  formatMoney,
  formatSortCode,
  receivedOf,
  transferredOf,
  LEDGER_ENTRY_LABELS,
  skippedSteps,
  type BankTransferDetails,
  type Currency,
  type Investment,
  type InvestmentEvent,
  type InvestmentStatus,
  type InvestorStatus,
  staffInvestmentPath,
} from '@app/contract';
import { Badge, type BadgeTone } from '../../ui/Badge';

/** Small pieces shared by the investor's and the staff's investing screens. */

const INVESTMENT_TONES: Record<InvestmentStatus, BadgeTone> = {
  requested: 'blue',
  contacted: 'indigo',
  awaiting_payment: 'orange',
  active: 'green',
  matured: 'teal',
  paid_out: 'purple',
  cancelled: 'gray',
};
const INVESTOR_TONES: Record<InvestorStatus, BadgeTone> = { not_submitted: 'gray', pending: 'orange', verified: 'green', rejected: 'red', suspended: 'purple' };

export const InvestmentBadge = ({ status }: { status: InvestmentStatus }) => <Badge tone={INVESTMENT_TONES[status]}>{INVESTMENT_STATUS_LABELS[status]}</Badge>;
/** `label` names what the status is of where the screen does not say it ("Investor: Verified" beside "Email verified"). */
export const InvestorBadge = ({ status, label }: { status: InvestorStatus; label?: string }) => (
  <Badge tone={INVESTOR_TONES[status]}>
    {label ? `${label}: ` : ''}
    {INVESTOR_STATUS_LABELS[status]}
  </Badge>
);

export const money = (minor: number | null | undefined, currency: Currency = 'GBP') =>
  minor === null || minor === undefined ? '—' : formatMoney(minor, currency);

/** How far through its cycle an investment is: pipeline steps, and the days of an active cycle. */
export function cycleProgress(investment: Investment, today = new Date()): number {
  if (investment.status === 'cancelled') return 0;
  if (investment.status === 'matured' || investment.status === 'paid_out') return 100;
  if (investment.status === 'active' && investment.startedAt && investment.expectedMaturityAt) {
    const start = Date.parse(investment.startedAt);
    const end = Date.parse(investment.expectedMaturityAt);
    const share = end > start ? (today.getTime() - start) / (end - start) : 1;
    return Math.round(Math.min(1, Math.max(0, share)) * 100);
  }
  return 0;
}

/** How far an investment is; with its timeline, a step it jumped over (paid before contact) reads "skipped", not "done". */
export function InvestmentProgress({ investment, timeline = [] }: { investment: Investment; timeline?: readonly InvestmentEvent[] }) {
  const step = INVESTMENT_PIPELINE.indexOf(investment.status);
  const percent = cycleProgress(investment);
  const skipped = skippedSteps(timeline);
  const stateOf = (status: InvestmentStatus, index: number) => (index > step ? 'not yet' : skipped.has(status) ? 'skipped' : 'done');
  // A cancelled request reaches none of the steps: it says so, rather than listing each as "not yet".
  if (investment.status === 'cancelled') return <p className="text-sm text-muted">{INVESTMENT_MESSAGES.cancelledOn(formatDate(investment.cancelledAt))}</p>;
  return (
    <div>
      <ol className="flex gap-1" aria-label="Progress through the investment steps">
        {INVESTMENT_PIPELINE.map((status, index) => (
          <li key={status} className="flex-1">
            <span
              className={clsx(
                'block h-1.5 rounded-full',
                { done: 'bg-forest-600', skipped: 'bg-forest-200', 'not yet': 'bg-stone-200' }[stateOf(status, index)],
              )}
            />
            <span className="sr-only">
              {INVESTMENT_STATUS_LABELS[status]}: {stateOf(status, index)}
            </span>
          </li>
        ))}
      </ol>
      {investment.status === 'active' && (
        <div className="mt-3">
          <div className="flex justify-between text-xs text-muted">
            <span>Started {formatDate(investment.startedAt)}</span>
            <span>Matures {formatDate(investment.expectedMaturityAt)}</span>
          </div>
          <div
            className="mt-1 h-2.5 overflow-hidden rounded-full bg-stone-200"
            role="progressbar"
            aria-label="Cycle progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <div className="h-full rounded-full bg-wheat-500" style={{ width: `${percent}%` }} />
          </div>
        </div>
      )}
    </div>
  );
}

export function Timeline({ events }: { events: InvestmentEvent[] }) {
  return (
    <ol className="relative space-y-4 border-l-2 border-forest-100 pl-5">
      {events.map((event) => (
        <li key={event.id} className="relative">
          <span className="absolute -left-[1.72rem] top-1 h-3 w-3 rounded-full border-2 border-white bg-forest-600" aria-hidden="true" />
          <p className="text-sm font-medium text-ink">
            {event.kind === 'note'
              ? 'Note'
              : event.kind === 'agreement'
                ? AGREEMENT_ACCEPTED_EVENT
                : event.kind === 'cycle'
                  ? CYCLE_ASSIGNED_EVENT
                  : event.toStatus
                    ? INVESTMENT_STATUS_LABELS[event.toStatus]
                    : 'Update'}
            <span className="ml-2 text-xs font-normal text-muted">
              {formatDateTime(event.createdAt)}
              {event.actorName ? ` · ${event.actorName}` : ''}
            </span>
          </p>
          {event.note && <p className="mt-1 whitespace-pre-line text-sm text-muted">{event.note}</p>}
          {event.reason && (
            <p className="mt-1 whitespace-pre-line text-sm text-ink">
              <strong className="font-semibold">Reason (staff only): </strong>
              {event.reason}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}

export function BankTransferCard({ bank, reference, amount }: { bank: BankTransferDetails; reference: string; amount: string }) {
  const rows: [string, string][] = [
    ['Bank', bank.bankName],
    ['Account name', bank.accountName],
    ['Sort code', formatSortCode(bank.sortCode)],
    ['Account number', bank.accountNumber],
    ['IBAN', bank.iban],
    ['BIC/SWIFT', bank.bic],
    ['Amount', amount],
    ['Payment reference', reference],
  ];
  return (
    <section aria-labelledby="bank-heading" className="rounded-xl border border-wheat-300 bg-wheat-50 p-5">
      <h2 id="bank-heading" className="font-display text-lg font-semibold text-forest-900">
        Pay by bank transfer
      </h2>
      <p className="mt-1 text-sm text-muted">Always quote your reference so we can match your payment. We never ask for card details.</p>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3 border-b border-wheat-200 pb-1.5">
            <dt className="text-muted">{label}</dt>
            <dd className="font-medium text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** An investment as the staff lists name it: its reference, linking to its staff page, over a line about it. */
export function InvestmentReference({ id, reference, children }: { id: string; reference: string; children: React.ReactNode }) {
  return (
    <span>
      <Link to={staffInvestmentPath(id)} className="font-semibold text-forest-800 hover:underline">
        {reference}
      </Link>
      <span className="block text-xs text-muted">{children}</span>
    </span>
  );
}

/** The send button that closes an investor's form, on the right; it says `busyLabel` and is disabled while the form is sent. */
export function FormSubmit({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <div className="flex justify-end">
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}

/** A label/value list for detail views. */
export function Facts({ rows }: { rows: [string, React.ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs font-medium uppercase tracking-wide text-muted">{label}</dt>
          <dd className="mt-0.5 text-ink">{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * An investment's money as its ledger tells it: paid in, profit credited and paid out, and a
 * payment that does not yet cover the amount said as such ("£500 of £1,000 received").
 */
export function LedgerFigures({ investment }: { investment: Investment }) {
  const ledger = investment.ledger;
  if (!ledger) return null;
  const currency = investment.plan.currency;
  const partial = ledger.paidIn > 0 && ledger.paidIn < investment.amount && !['active', 'matured', 'paid_out'].includes(investment.status);
  // A rollover moved money inside our books: shown with the other investment's reference, never as paid in or out.
  const transferred = transferredOf(ledger);
  const rolled =
    transferred > 0 && investment.rolledOverFrom
      ? `${LEDGER_ENTRY_LABELS.transfer_in} ${investment.rolledOverFrom}`
      : transferred < 0 && investment.rolledOverTo
        ? `${LEDGER_ENTRY_LABELS.transfer_out} ${investment.rolledOverTo}`
        : null;
  return (
    <div className="space-y-2">
      <dl className={`grid gap-2 text-sm ${rolled ? 'grid-cols-2 sm:grid-cols-4' : 'grid-cols-3'}`}>
        <div>
          <dt className="text-xs text-muted">Paid in</dt>
          <dd className="font-semibold tabular-nums">{money(ledger.paidIn, currency)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted">{ledger.profit < 0 ? 'Loss' : 'Profit credited'}</dt>
          <dd className="font-semibold tabular-nums">{money(Math.abs(ledger.profit), currency)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted">Paid out to you</dt>
          <dd className="font-semibold tabular-nums">{money(ledger.paidOut, currency)}</dd>
        </div>
        {rolled && (
          <div>
            <dt className="text-xs text-muted">{rolled}</dt>
            <dd className="font-semibold tabular-nums">{money(Math.abs(transferred), currency)}</dd>
          </div>
        )}
      </dl>
      {partial && <p className="rounded-md bg-wheat-50 px-3 py-2 text-sm text-earth-700">{receivedOf(ledger.paidIn, investment.amount, currency)}</p>}
    </div>
  );
}

/** The risk warning across the top of an investor screen that shows a plan or a return, edge to edge of the account layout. */
export function InvestorRiskWarning() {
  return (
    <div className="-mx-4 -mt-8 sm:-mx-6 sm:-mt-10">
      <RiskWarning />
    </div>
  );
}
