import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  MATURITY_CHOICES,
  MATURITY_CHOICE_LABELS,
  MATURITY_CHOOSABLE_STATUSES,
  MATURITY_DEFAULT,
  MATURITY_MESSAGES,
  effectiveMaturityChoice,
  formatStaffDate,
  formatStaffDateTime,
  maturityChoiceOpen,
  staffInvestmentPath,
  ukDayOf,
  type Investment,
  type InvestmentDetail,
  type MaturityChoice as Choice,
} from '@app/contract';
import { errorMessage } from '../../lib/api';
import { useChooseMaturity } from './api';
import { CardSection } from '../../ui/CardSection';
import { Facts } from './bits';

/**
 * What happens at maturity (issue 47): a radio group the investor saves until the deadline, with the
 * default stated; afterwards the choice as it stands, and where a rollover went.
 */
export function MaturityChoice({ investment }: { investment: Investment }) {
  const id = useId();
  const choose = useChooseMaturity();
  const [picked, setPicked] = useState<Choice>(effectiveMaturityChoice(investment.maturityChoice));
  const [saved, setSaved] = useState<string | null>(null);
  const status = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (saved) status.current?.focus();
  }, [saved]);
  if (investment.status === 'cancelled') return null;
  const open = maturityChoiceOpen(investment, ukDayOf(new Date()));
  const current = MATURITY_CHOICE_LABELS[effectiveMaturityChoice(investment.maturityChoice)];
  return (
    <section className="card space-y-3 p-5 sm:p-6" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="font-display text-lg font-semibold text-forest-900">
        What happens at maturity
      </h2>
      {investment.rolledOverFrom && <p className="text-sm">Rolled over from {investment.rolledOverFrom}.</p>}
      {open ? (
        <form
          method="post"
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            setSaved(null);
            choose.mutate({ id: investment.id, maturityChoice: picked }, { onSuccess: (body) => setSaved(body.message) });
          }}
        >
          <fieldset className="space-y-2">
            <legend className="text-sm text-muted">
              {investment.maturityChoiceDeadline ? `${MATURITY_MESSAGES.chooseBy(investment.maturityChoiceDeadline)}. ` : ''}
              {investment.maturityChoice === null ? MATURITY_MESSAGES.defaultApplies : `Your choice now: ${current.toLowerCase()}.`}
            </legend>
            {MATURITY_CHOICES.map((choice) => (
              <label key={choice} className="flex items-start gap-2 text-sm">
                <input type="radio" name={`${id}-choice`} value={choice} checked={picked === choice} onChange={() => setPicked(choice)} className="mt-1" />
                <span>{MATURITY_CHOICE_LABELS[choice]}</span>
              </label>
            ))}
          </fieldset>
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" className="btn btn-primary" disabled={choose.isPending}>
              {choose.isPending ? 'Saving…' : 'Save my choice'}
            </button>
            <p ref={status} tabIndex={-1} role="status" className="text-sm text-forest-800 outline-none">
              {saved}
            </p>
          </div>
          {choose.isError && (
            <p role="alert" className="text-sm text-red-700">
              {errorMessage(choose.error, 'Your choice could not be saved')}
            </p>
          )}
        </form>
      ) : (
        <div className="space-y-1 text-sm">
          <p>
            At maturity: <strong>{current}</strong>
            {investment.maturityChoice === null ? ' (the default: you did not choose)' : ''}.
          </p>
          {investment.rolledOverTo && <p>Rolled over into {investment.rolledOverTo}: see it in your portfolio.</p>}
          {investment.maturityChoiceDeadline && MATURITY_CHOOSABLE_STATUSES.includes(investment.status) && (
            <p className="text-muted">{MATURITY_MESSAGES.closed(investment.maturityChoiceDeadline)}.</p>
          )}
        </div>
      )}
    </section>
  );
}

/** The portfolio's reminder: "Choose what happens at maturity by …", with the default, while a choice is open and not made. */
export function MaturityReminder({ investment }: { investment: Investment }) {
  if (investment.maturityChoice !== null || !investment.maturityChoiceDeadline) return null;
  if (!maturityChoiceOpen(investment, ukDayOf(new Date()))) return null;
  return (
    <p className="mb-3 rounded-md bg-wheat-50 px-3 py-2 text-sm text-earth-700">
      <Link to={`/portfolio/investments/${investment.id}`} className="font-semibold underline">
        {MATURITY_MESSAGES.chooseBy(investment.maturityChoiceDeadline)}
      </Link>
      . {MATURITY_MESSAGES.defaultApplies}
    </p>
  );
}

/**
 * The staff investment page's view of the choice (issue 47): what applies at maturity and whether
 * the investor chose it or the default applies, when, the deadline, and the rollover's other investment.
 */
export function StaffMaturityChoice({ investment, today }: { investment: InvestmentDetail; today: string }) {
  const rolled = (id: string | null, reference: string | null) =>
    id && reference ? (
      <Link to={staffInvestmentPath(id)} className="font-medium text-forest-800 underline">
        {reference}
      </Link>
    ) : null;
  const deadline = investment.maturityChoiceDeadline;
  return (
    <CardSection id="maturity-heading" title="Maturity choice" titleClassName="mb-4">
      <Facts
        rows={[
          [
            'At maturity',
            `${MATURITY_CHOICE_LABELS[effectiveMaturityChoice(investment.maturityChoice)]}${investment.maturityChoice === null ? ' (the default: the investor has not chosen)' : ' (the investor’s choice)'}`,
          ],
          ['Chosen', investment.maturityChosenAt ? formatStaffDateTime(investment.maturityChosenAt) : 'Not chosen'],
          [
            'Deadline',
            deadline
              ? `${formatStaffDate(deadline)}${maturityChoiceOpen(investment, today) ? ' (open)' : ' (closed)'}`
              : 'Open until the investment has an expected maturity',
          ],
          ['Default', MATURITY_CHOICE_LABELS[MATURITY_DEFAULT]],
          ['Rolled over from', rolled(investment.rolledOverFromId, investment.rolledOverFrom)],
          ['Rolled over into', rolled(investment.rolledOverToId, investment.rolledOverTo)],
        ]}
      />
    </CardSection>
  );
}
