import { useId } from 'react';
import {
  CAPITAL_AT_RISK,
  ROUND_PAYMENT_RULE,
  LOSS_RULE,
  MAX_UNITS_PER_REQUEST,
  addDuration,
  annualisedPercent,
  expectedProfit,
  formatDate,
  formatMoney,
  investmentAmount,
  planDays,
  planTerms,
  toMinor,
  type InvestmentPlan,
} from '@app/contract';
import { formatDuration } from './format';

/**
 * The return calculator of a plan page: units in, amount, expected profit (the investor's share
 * after the 50/50 split), total back and the expected maturity date if the cycle started today.
 * Server-rendered for one unit; it works without JavaScript as a table of the per-unit figures.
 */
export function PlanCalculator({
  plan,
  today,
  unitsText,
  onUnitsChange,
}: {
  plan: InvestmentPlan;
  today: string;
  /** The units field, held by the page: "Invest online" carries the units chosen here. */
  unitsText: string;
  onUnitsChange: (unitsText: string) => void;
}) {
  const id = useId();
  const units = Number(unitsText);
  const valid = Number.isInteger(units) && units >= 1 && units <= MAX_UNITS_PER_REQUEST;
  const terms = planTerms(plan);
  const { currency } = terms;
  const amount = valid ? investmentAmount({ units, ...terms }) : 0;
  const profit = valid ? expectedProfit({ units, ...terms }) : 0;
  const returnPct = plan.investmentAmount > 0 ? Math.round((plan.investmentProfit / plan.investmentAmount) * 1000) / 10 : 0;
  const annualPct = annualisedPercent(returnPct, planDays(plan.duration, plan.durationUnit));
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl border border-forest-900/10 bg-white p-6 shadow-sm">
      <h2 id={`${id}-heading`} className="font-display text-xl font-semibold text-forest-900">
        Return calculator
      </h2>
      <div className="mt-4">
        <label htmlFor={`${id}-units`} className="label">
          Units
        </label>
        <input
          id={`${id}-units`}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_UNITS_PER_REQUEST}
          step={1}
          value={unitsText}
          onChange={(event) => onUnitsChange(event.target.value)}
          aria-describedby={`${id}-hint`}
          className="input max-w-32"
        />
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {valid ? `${formatMoney(terms.amountPerUnit, currency)} per unit` : `Enter a whole number from 1 to ${MAX_UNITS_PER_REQUEST}`}
        </p>
      </div>
      <dl className="mt-5 grid grid-cols-2 gap-3 text-sm" aria-live="polite">
        <PlanFigure label="You invest" value={valid ? formatMoney(amount, currency) : '—'} />
        <PlanFigure label="Projected profit (your 50%)" value={valid ? formatMoney(profit, currency) : '—'} />
        <PlanFigure label="Back at maturity" value={valid ? formatMoney(amount + profit, currency) : '—'} />
        <PlanFigure label="Projected return" value={`${returnPct.toFixed(1)}% per cycle, ${annualPct.toFixed(1)}% a year annualised`} />
        <PlanFigure label="Cycle length" value={formatDuration(plan)} />
        <PlanFigure label="Matures (if started today)" value={formatDate(addDuration(today, plan.duration, plan.durationUnit))} />
      </dl>
      {plan.isRevolving && (
        <p className="mt-4 rounded-lg bg-wheat-50 px-3 py-2 text-sm text-earth-700">
          <strong>Revolving plan:</strong> at maturity you can choose to put your capital into the next cycle instead of taking it out
          {plan.revolvingAmount ? ` (${formatMoney(toMinor(plan.revolvingAmount), currency)} per unit carries over)` : ''}. Profit is paid to you each cycle.
        </p>
      )}
      <p className="mt-4 text-xs leading-relaxed text-muted">
        <strong className="font-semibold text-ink">{CAPITAL_AT_RISK}.</strong> Projected profit is an estimate from previous cycles, after the partner farmer's
        50% share. It is not guaranteed. {LOSS_RULE}
      </p>
      <p className="mt-2 text-xs leading-relaxed text-muted">
        <strong className="font-semibold text-ink">When your money starts earning.</strong> {ROUND_PAYMENT_RULE}
      </p>
    </section>
  );
}

/** One figure of a plan (units, amount, profit, length) in the plan pages' own style. */
export function PlanFigure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-forest-50/70 px-3 py-2.5">
      <dt className="text-xs font-medium text-muted">{label}</dt>
      <dd className="mt-1 font-semibold text-forest-900">{value}</dd>
    </div>
  );
}
