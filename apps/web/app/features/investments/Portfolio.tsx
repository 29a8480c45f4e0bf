import { Link } from 'react-router';
import { ArrowRight, BadgeCheck, Clock, ShieldAlert, Sprout } from 'lucide-react';
import { PORTFOLIO_TOTALS, formatDate, formatMoney, gettingStartedOpen, groupDigits, type InvestorProfile, type InvestorSafeguards } from '@app/contract';
import { apiUrl, errorMessage } from '../../lib/api';
import { Loader } from '../../ui/Loader';
import { PageHeader } from '../../ui/PageHeader';
import { useInvestorProfile, useMyInvestments } from './api';
import { InvestmentBadge, InvestmentProgress, InvestorRiskWarning, LedgerFigures, money } from './bits';
import { MaturityReminder } from './MaturityChoice';
import { LateMoneyReminder, LateMoneyToDo } from './LateMoney';
import { SafeguardChecklist, useGettingStarted } from './Safeguards';
import { useSafeguards } from './safeguards-api';
import { TaxYearStatement } from './TaxYearStatement';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { CardSection } from '../../ui/CardSection';
import { MyWaitlist } from '../rounds/Waitlist';
import { m } from '@app/contract/messages';
import { useLanguage, useLocalPath } from '../../lib/language';

export function Portfolio() {
  const profile = useInvestorProfile();
  const mine = useMyInvestments();
  const safeguards = useSafeguards();
  const locale = { locale: useLanguage() };
  if (profile.isPending || mine.isPending || safeguards.isPending) return <Loader label={m.portfolio_loading({}, locale)} />;
  if (profile.isError || mine.isError || safeguards.isError) {
    return <ErrorNotice>{errorMessage(profile.error ?? mine.error ?? safeguards.error, m.portfolio_load_failed({}, locale))}</ErrorNotice>;
  }
  return <PortfolioPage profile={profile.data} safeguards={safeguards.data} mine={mine.data} />;
}

function PortfolioPage({
  profile,
  safeguards,
  mine,
}: {
  profile: InvestorProfile;
  safeguards: InvestorSafeguards;
  mine: NonNullable<ReturnType<typeof useMyInvestments>['data']>;
}) {
  const { investments, summary } = mine;
  // The steps show while any is open; then the verification panel says where the investor stands.
  const open = gettingStartedOpen(useGettingStarted(safeguards));
  const language = useLanguage();
  const locale = { locale: language };
  const to = useLocalPath();
  const amount = (minor: number | null | undefined, currency: Parameters<typeof money>[1] = 'GBP') =>
    minor === null || minor === undefined ? '—' : formatMoney(minor, currency, language);
  return (
    <div className="space-y-8">
      <InvestorRiskWarning />
      <PageHeader
        title={m.portfolio_title({}, locale)}
        description={m.portfolio_description({}, locale)}
        actions={
          <Link to={to('/investment-plans')} className="btn btn-primary">
            {m.portfolio_browse_plans({}, locale)} <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
        }
      />
      <LateMoneyToDo investments={investments} />
      {open ? <SafeguardChecklist status={safeguards} /> : <VerificationPanel profile={profile} />}
      <section aria-labelledby="totals-heading">
        <h2 id="totals-heading" className="sr-only">
          {m.portfolio_totals({}, locale)}
        </h2>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
          {PORTFOLIO_TOTALS.map(({ key, label, hint }) => (
            <div key={key} className="card p-4">
              <dt className="text-xs font-medium uppercase tracking-wide text-muted">{label({}, locale)}</dt>
              <dd className="mt-1 font-display text-2xl font-semibold text-forest-900">{amount(summary[key])}</dd>
              <dd className="mt-1 text-xs text-muted">{hint({}, locale)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="investments-heading">
        <h2 id="investments-heading" className="font-display text-xl font-semibold text-forest-900">
          {m.portfolio_investments({}, locale)}
        </h2>
        {investments.length === 0 ? (
          <div className="card mt-4 flex flex-col items-center gap-3 p-8 text-center">
            <Sprout className="h-8 w-8 text-forest-600" aria-hidden="true" />
            <p className="text-muted">{m.portfolio_empty({}, locale)}</p>
            <Link to={to('/investment-plans')} className="btn btn-outline">
              {m.portfolio_see_plans({}, locale)}
            </Link>
          </div>
        ) : (
          <ul className="mt-4 grid gap-4 md:grid-cols-2">
            {investments.map((investment) => (
              <li key={investment.id} className="card p-5">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div>
                    <Link to={to(`/portfolio/investments/${investment.id}`)} className="font-display text-lg font-semibold text-forest-900 hover:underline">
                      {investment.plan.title}
                    </Link>
                    <p className="text-xs text-muted">
                      {investment.reference} · {m.portfolio_requested_on({ date: formatDate(investment.requestedAt, '—', language) }, locale)}
                      {investment.paidAt ? ` · ${m.portfolio_paid_out_on({ date: formatDate(investment.paidAt, '—', language) }, locale)}` : ''}
                    </p>
                  </div>
                  <InvestmentBadge status={investment.status} />
                </div>
                <dl className="my-4 grid grid-cols-3 gap-2 text-sm">
                  <div>
                    <dt className="text-xs text-muted">{m.portfolio_amount({}, locale)}</dt>
                    <dd className="font-semibold">{amount(investment.amount, investment.plan.currency)}</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-muted">{m.portfolio_units({}, locale)}</dt>
                    <dd className="font-semibold">{groupDigits(investment.units, language)}</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-muted">
                      {investment.actualProfit === null ? m.portfolio_expected_profit({}, locale) : m.portfolio_actual_profit({}, locale)}
                    </dt>
                    <dd className="font-semibold">{amount(investment.actualProfit ?? investment.expectedProfit, investment.plan.currency)}</dd>
                  </div>
                </dl>
                <LateMoneyReminder investment={investment} />
                <MaturityReminder investment={investment} />
                <div className="mb-4 border-t border-stone-100 pt-3">
                  <LedgerFigures investment={investment} />
                </div>
                <InvestmentProgress investment={investment} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <MyWaitlist />
      <TaxYearStatement
        href={(year) => apiUrl(`/investor/statements/tax-year/${year}`)}
        packHref={(year) => apiUrl(`/investor/statements/tax-year/${year}/pack.zip`)}
        description={m.portfolio_tax_year_description({}, locale)}
      />
      <CardSection id="zakat-heading" title={m.portfolio_zakat_title({}, locale)}>
        <p className="mt-1 text-sm text-muted">{m.portfolio_zakat_description({}, locale)}</p>
        <Link to={to('/portfolio/zakat')} className="btn btn-outline mt-3">
          {m.portfolio_zakat_open({}, locale)}
        </Link>
      </CardSection>
    </div>
  );
}

function VerificationPanel({ profile }: { profile: InvestorProfile }) {
  const locale = { locale: useLanguage() };
  const to = useLocalPath();
  const panels = {
    not_submitted: {
      icon: ShieldAlert,
      tone: 'border-wheat-300 bg-wheat-50',
      title: m.portfolio_verify_not_submitted_title({}, locale),
      text: m.portfolio_verify_not_submitted_text({}, locale),
      action: m.portfolio_verify_not_submitted_action({}, locale),
    },
    pending: {
      icon: Clock,
      tone: 'border-sky-200 bg-sky-50',
      title: m.portfolio_verify_pending_title({}, locale),
      text: m.portfolio_verify_pending_text({}, locale),
      action: m.portfolio_verify_view_profile({}, locale),
    },
    rejected: {
      icon: ShieldAlert,
      tone: 'border-red-200 bg-red-50',
      title: m.portfolio_verify_rejected_title({}, locale),
      text: profile.rejectionReason ?? m.portfolio_verify_rejected_text({}, locale),
      action: m.portfolio_verify_rejected_action({}, locale),
    },
    verified: {
      icon: BadgeCheck,
      tone: 'border-forest-200 bg-forest-50',
      title: m.portfolio_verify_verified_title({}, locale),
      text: m.portfolio_verify_verified_text({}, locale),
      action: m.portfolio_verify_view_profile({}, locale),
    },
    suspended: {
      icon: ShieldAlert,
      tone: 'border-red-200 bg-red-50',
      title: m.portfolio_verify_suspended_title({}, locale),
      text: `${m.portfolio_verify_suspended_text({}, locale)}${profile.suspensionReason ? ` ${m.portfolio_verify_reason({ reason: profile.suspensionReason }, locale)}` : ''}`,
      action: m.portfolio_verify_view_profile({}, locale),
    },
  }[profile.status];
  const Icon = panels.icon;
  return (
    <section aria-labelledby="verification-heading" className={`flex flex-col gap-4 rounded-2xl border p-5 sm:flex-row sm:items-center ${panels.tone}`}>
      <Icon className="h-8 w-8 shrink-0 text-forest-700" aria-hidden="true" />
      <div className="flex-1">
        <h2 id="verification-heading" className="font-display text-lg font-semibold text-forest-900">
          {panels.title}
        </h2>
        <p className="mt-1 text-sm text-ink/80">{panels.text}</p>
      </div>
      <Link to={to('/portfolio/verify')} className={profile.status === 'verified' || profile.status === 'pending' ? 'btn btn-outline' : 'btn btn-primary'}>
        {panels.action}
      </Link>
    </section>
  );
}
