import type { InvestmentPlan } from '@app/contract';

const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });
const gbpPence = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 2 });

/** Plan amounts are shown in pounds sterling (public-site.md §2). */
export function formatPounds(amount: number | null | undefined) {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '—';
  return Number.isInteger(amount) ? gbp.format(amount) : gbpPence.format(amount);
}

export function formatDuration(plan: Pick<InvestmentPlan, 'duration' | 'durationUnit'>) {
  const unit = String(plan.durationUnit ?? '').toLowerCase();
  const singular = unit.replace(/s$/, '');
  return `${plan.duration} ${plan.duration === 1 ? singular : singular ? `${singular}s` : ''}`.trim();
}
