import { formatMoney, toMinor, type InvestmentPlan } from '@app/contract';

/** Plan amounts are shown in pounds sterling (public-site.md §2), with pence as everywhere: "£1,500.00", "£99.50". */
export function formatPounds(amount: number | null | undefined) {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '—';
  return formatMoney(toMinor(amount), 'GBP');
}

export function formatDuration(plan: Pick<InvestmentPlan, 'duration' | 'durationUnit'>) {
  const unit = String(plan.durationUnit ?? '').toLowerCase();
  const singular = unit.replace(/s$/, '');
  return `${plan.duration} ${plan.duration === 1 ? singular : singular ? `${singular}s` : ''}`.trim();
}
