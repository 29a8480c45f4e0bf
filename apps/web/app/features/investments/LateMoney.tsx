import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { LATE_MONEY_TEXT, formatDate, formatMoney, groupDigits, type Investment, type LateMoney as LateMoneyState, type LateMoneyChoice } from '@app/contract';
import { errorMessage } from '../../lib/api';
import { FormNoticeLine, type FormNotice } from '../../ui/FormNotice';
import { useChooseLateMoney, useLateMoney } from './api';

/**
 * Money that arrived after its round closed (issue 48): the investment page says so in plain
 * words, offers the plan's next round (its units left and dates) or a refund to the account on
 * file, and then says what was chosen. Nothing shows for an investment with no such money.
 */
export function LateMoney({ investment }: { investment: Investment }) {
  // Only a round's request can hold late money; its page asks the server where the money stands.
  const query = useLateMoney(investment.id, investment.paymentDueOn !== null);
  // Owned here, not by the form: the form goes once the choice is made, and the result stays.
  const choose = useChooseLateMoney();
  const notice: FormNotice = choose.isSuccess ? { tone: 'success', text: choose.data.message } : null;
  const late = query.data;
  if (!late) return null;
  if (late.lateMoney) return <LateMoneyChoiceForm late={late} choose={choose} />;
  if (late.refundRequestedAt && late.held > 0) {
    return (
      <LateMoneyCard>
        <FormNoticeLine notice={notice} />
        <p className="text-sm">{LATE_MONEY_TEXT.refundAsked(formatMoney(late.held, late.currency), formatDate(late.refundRequestedAt), late.refundAccount)}</p>
      </LateMoneyCard>
    );
  }
  return <FormNoticeLine notice={notice} />;
}

function LateMoneyCard({ children }: { children: React.ReactNode }) {
  const id = useId();
  return (
    <section className="card space-y-3 border-wheat-300 p-5 sm:p-6" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="font-display text-lg font-semibold text-forest-900">
        {LATE_MONEY_TEXT.heading}
      </h2>
      {children}
    </section>
  );
}

function LateMoneyChoiceForm({ late, choose }: { late: LateMoneyState; choose: ReturnType<typeof useChooseLateMoney> }) {
  const id = useId();
  const next = late.nextRound;
  const [picked, setPicked] = useState<LateMoneyChoice>(next ? 'next_round' : 'refund');
  const alert = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (choose.isError) alert.current?.focus();
  }, [choose.isError]);
  const amount = formatMoney(late.held, late.currency);
  return (
    <LateMoneyCard>
      <p className="text-sm">{LATE_MONEY_TEXT.held(amount, late.roundName ?? '')}</p>
      <form
        method="post"
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          choose.mutate({ id: late.investmentId, choice: picked });
        }}
      >
        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold text-forest-900">Choose one of the two</legend>
          <label className={`flex items-start gap-2 text-sm ${next ? '' : 'text-muted'}`}>
            <input
              type="radio"
              name={`${id}-choice`}
              value="next_round"
              checked={picked === 'next_round'}
              disabled={!next}
              onChange={() => setPicked('next_round')}
              className="mt-1"
            />
            <span>
              <strong>The next round{next ? `: ${next.name}` : ''}.</strong> {LATE_MONEY_TEXT.nextRound}
              {next ? (
                <span className="mt-1 block text-muted">
                  {groupDigits(next.unitsLeft)} units left · takes money until {formatDate(next.fundingClosesOn)}
                  {next.startDate && next.expectedEndDate ? ` · expected to run ${formatDate(next.startDate)} to ${formatDate(next.expectedEndDate)}` : ''}
                </span>
              ) : (
                <span className="mt-1 block">{late.nextRoundRefused}</span>
              )}
            </span>
          </label>
          <label className="flex items-start gap-2 text-sm">
            <input type="radio" name={`${id}-choice`} value="refund" checked={picked === 'refund'} onChange={() => setPicked('refund')} className="mt-1" />
            <span>
              <strong>A refund of {amount}.</strong> {LATE_MONEY_TEXT.refund(amount, late.refundAccount)}
              {!late.refundAccount && (
                <>
                  {' '}
                  <Link to="/profile" className="font-semibold underline">
                    Add a payout account
                  </Link>
                </>
              )}
            </span>
          </label>
        </fieldset>
        <button type="submit" className="btn btn-primary" disabled={choose.isPending}>
          {choose.isPending ? 'Saving…' : 'Confirm my choice'}
        </button>
        {choose.isError && (
          <p ref={alert} tabIndex={-1} role="alert" className="text-sm text-red-700 outline-none">
            {errorMessage(choose.error, 'Your choice could not be saved')}
          </p>
        )}
      </form>
    </LateMoneyCard>
  );
}

/** The portfolio's to-do on an investment whose late money waits for the investor's choice. */
export function LateMoneyReminder({ investment }: { investment: Investment }) {
  if (!investment.lateMoney) return null;
  return (
    <p className="mb-3 rounded-md bg-wheat-50 px-3 py-2 text-sm text-earth-700">
      <Link to={`/portfolio/investments/${investment.id}`} className="font-semibold underline">
        {LATE_MONEY_TEXT.todo}
      </Link>
    </p>
  );
}

/** At the top of the portfolio: every investment whose late money waits for a choice, each linking to its page. */
export function LateMoneyToDo({ investments }: { investments: readonly Investment[] }) {
  const waiting = investments.filter((investment) => investment.lateMoney);
  if (waiting.length === 0) return null;
  return (
    <section aria-labelledby="todo-heading" className="rounded-xl border border-wheat-300 bg-wheat-50 p-4 sm:p-5">
      <h2 id="todo-heading" className="font-display text-lg font-semibold text-forest-900">
        To do
      </h2>
      <ul className="mt-2 space-y-1 text-sm">
        {waiting.map((investment) => (
          <li key={investment.id}>
            <Link to={`/portfolio/investments/${investment.id}`} className="font-semibold underline">
              {investment.reference} ({investment.plan.title})
            </Link>
            : {LATE_MONEY_TEXT.todo.charAt(0).toLowerCase() + LATE_MONEY_TEXT.todo.slice(1)}
          </li>
        ))}
      </ul>
    </section>
  );
}
