import { capitalAtRiskIn, type InvestmentPlan } from '@app/contract';
import { m } from '@app/contract/messages';
import clsx from 'clsx';
import { CalendarClock, RefreshCw, TrendingUp, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { KEEP_CLEAR } from './FloatingActions';
import { formatDuration, formatPounds } from './format';
import { UploadedPhoto } from '../../ui/UploadedPhoto';
import { useLanguage, useLocalPath } from '../../lib/language';

/** One investment plan with all its public fields; `onInvest` adds the Make Investment button. */
export function PlanCard({
  plan,
  onInvest,
  compact = false,
  headingLevel = 'h3',
  children,
}: {
  plan: InvestmentPlan;
  /** Shown under the figures: the plan's round (features/rounds RoundLine). */
  children?: React.ReactNode;
  onInvest?: () => void;
  compact?: boolean;
  headingLevel?: 'h3' | 'h4';
}) {
  const Heading = headingLevel;
  const language = useLanguage();
  const to = useLocalPath();
  const say = { locale: language };
  const banner = plan.bannerUrl || plan.image;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-forest-900/10 bg-white shadow-sm transition-shadow hover:shadow-md">
      {banner && !compact && (
        <UploadedPhoto src={banner} frame="banner" sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" alt="" className="bg-forest-100" />
      )}
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-2 text-xs font-semibold uppercase tracking-wider">
          {plan.package && <span className="rounded-full bg-wheat-100 px-2.5 py-1 text-earth-700">{plan.package}</span>}
          {plan.product && <span className="rounded-full bg-forest-50 px-2.5 py-1 text-forest-800">{plan.product}</span>}
        </div>
        <Heading className="mt-3 font-display text-xl font-semibold leading-snug text-forest-900">
          <Link to={to(`/investment-plans/${plan._id}`)} className="hover:underline">
            {plan.title}
          </Link>
        </Heading>
        {!compact && plan.description && <p className="mt-2 whitespace-pre-line text-sm leading-relaxed text-muted">{plan.description}</p>}
        <dl className={clsx('mt-5 grid gap-3 text-sm', compact ? 'grid-cols-2' : 'grid-cols-2')}>
          <Fact
            icon={<Wallet className="h-4 w-4" aria-hidden="true" />}
            label={m.public_plan_card_investment({}, say)}
            value={formatPounds(plan.investmentAmount, language)}
            strong
          />
          <Fact
            icon={<TrendingUp className="h-4 w-4" aria-hidden="true" />}
            label={m.public_plan_card_profit({}, say)}
            value={formatPounds(plan.investmentProfit, language)}
          />
          <Fact
            icon={<CalendarClock className="h-4 w-4" aria-hidden="true" />}
            label={m.public_plan_card_duration({}, say)}
            value={formatDuration(plan, language)}
          />
          {plan.isRevolving && plan.revolvingAmount !== null && (
            <Fact
              icon={<RefreshCw className="h-4 w-4" aria-hidden="true" />}
              label={m.public_plan_card_revolving({}, say)}
              value={formatPounds(plan.revolvingAmount, language)}
            />
          )}
        </dl>
        {children}
        <p className="mt-3 text-xs text-muted">
          {capitalAtRiskIn(language)}: {m.public_plan_card_estimate({}, say)}
        </p>
        {!compact && plan.message && <p className="mt-4 rounded-lg bg-wheat-50 px-3 py-2 text-sm text-earth-700">{plan.message}</p>}
        {onInvest && (
          <div className="mt-auto grid gap-2 pt-6">
            <button type="button" onClick={onInvest} className="btn btn-primary w-full py-3" {...KEEP_CLEAR}>
              {m.public_plan_card_invest({}, say)}
              <span className="sr-only">{m.public_plan_card_invest_in({ plan: plan.title }, say)}</span>
            </button>
            <Link to={to(`/investment-plans/${plan._id}`)} className="btn btn-ghost w-full">
              {m.public_plan_card_details({}, say)}
              <span className="sr-only">{m.public_plan_card_details_for({ plan: plan.title }, say)}</span>
            </Link>
          </div>
        )}
      </div>
    </article>
  );
}

function Fact({ icon, label, value, strong }: { icon: React.ReactNode; label: string; value: string; strong?: boolean }) {
  return (
    <div className="rounded-xl bg-forest-50/70 px-3 py-2.5">
      <dt className="flex items-center gap-1.5 text-xs font-medium text-muted">
        {icon}
        {label}
      </dt>
      <dd className={clsx('mt-1 font-semibold', strong ? 'text-lg text-forest-900' : 'text-forest-900')}>{value}</dd>
    </div>
  );
}
