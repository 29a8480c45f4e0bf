import { useId } from 'react';
import { m } from '@app/contract/messages';
import {
  capitalAtRiskIn,
  roundPaymentRuleIn,
  bengaliDigits,
  lossRuleIn,
  groupDigits,
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
import { useLanguage } from '../../lib/language';

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
  const language = useLanguage();
  const say = { locale: language };
  const money = (minor: number) => formatMoney(minor, currency, language);
  const oneDecimal = (value: number) => (language === 'en' ? value.toFixed(1) : bengaliDigits(value.toFixed(1)));
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
        {m.public_calc_title({}, say)}
      </h2>
      <div className="mt-4">
        <label htmlFor={`${id}-units`} className="label">
          {m.public_calc_units({}, say)}
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
          {valid
            ? m.public_calc_per_unit({ amount: money(terms.amountPerUnit) }, say)
            : m.public_calc_units_invalid({ max: groupDigits(MAX_UNITS_PER_REQUEST, language) }, say)}
        </p>
      </div>
      <dl className="mt-5 grid grid-cols-2 gap-3 text-sm" aria-live="polite">
        <PlanFigure label={m.public_calc_invest({}, say)} value={valid ? money(amount) : '—'} />
        <PlanFigure label={m.public_calc_profit({}, say)} value={valid ? money(profit) : '—'} />
        <PlanFigure label={m.public_calc_back({}, say)} value={valid ? money(amount + profit) : '—'} />
        <PlanFigure
          label={m.public_calc_return({}, say)}
          value={m.public_calc_return_value({ percent: oneDecimal(returnPct), annual: oneDecimal(annualPct) }, say)}
        />
        <PlanFigure label={m.public_plan_cycle_length({}, say)} value={formatDuration(plan, language)} />
        <PlanFigure label={m.public_calc_matures({}, say)} value={formatDate(addDuration(today, plan.duration, plan.durationUnit), '—', language)} />
      </dl>
      {plan.isRevolving && (
        <p className="mt-4 rounded-lg bg-wheat-50 px-3 py-2 text-sm text-earth-700">
          <strong>{m.public_calc_revolving_label({}, say)}</strong>{' '}
          {m.public_calc_revolving_text(
            { carries: plan.revolvingAmount ? m.public_calc_revolving_carries({ amount: money(toMinor(plan.revolvingAmount)) }, say) : '' },
            say,
          )}
        </p>
      )}
      <p className="mt-4 text-xs leading-relaxed text-muted">
        <strong className="font-semibold text-ink">
          {capitalAtRiskIn(language)}
          {language === 'en' ? '.' : '।'}
        </strong>{' '}
        {m.public_calc_estimate({}, say)} {lossRuleIn(language)}
      </p>
      <p className="mt-2 text-xs leading-relaxed text-muted">
        <strong className="font-semibold text-ink">{m.public_calc_earning_title({}, say)}</strong> {roundPaymentRuleIn(language)}
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
