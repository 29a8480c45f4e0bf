import { formatMoney, groupDigits, toMinor, type DurationUnit, type InvestmentPlan, type Language } from '@app/contract';
import { m } from '@app/contract/messages';

/** Plan amounts are shown in pounds sterling (public-site.md §2), with pence as everywhere: "£1,500.00", "£99.50" (in Bengali "£১,৫০০.০০"). */
export function formatPounds(amount: number | null | undefined, language: Language = 'en') {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '—';
  return formatMoney(toMinor(amount), 'GBP', language);
}

const DURATION_WORDS = {
  Day: m.public_duration_day,
  Week: m.public_duration_week,
  Month: m.public_duration_month,
  Year: m.public_duration_year,
} as const satisfies Record<DurationUnit, unknown>;

/** "6 months", "1 year" (in Bengali "৬ মাস"); a unit the catalogue does not know is written as stored. */
export function formatDuration(plan: Pick<InvestmentPlan, 'duration' | 'durationUnit'>, language: Language = 'en') {
  const words = DURATION_WORDS[plan.durationUnit as DurationUnit] as (typeof DURATION_WORDS)[DurationUnit] | undefined;
  if (words) return words({ count: plan.duration, shown: groupDigits(plan.duration, language) }, { locale: language });
  const unit = String(plan.durationUnit ?? '').toLowerCase();
  const singular = unit.replace(/s$/, '');
  return `${plan.duration} ${plan.duration === 1 ? singular : singular ? `${singular}s` : ''}`.trim();
}
