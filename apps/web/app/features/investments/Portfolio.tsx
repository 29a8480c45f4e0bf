import { Link } from 'react-router';
import { ArrowRight, BadgeCheck, Clock, ShieldAlert, Sprout } from 'lucide-react';
import { INVESTMENT_MESSAGES, PORTFOLIO_TOTALS, formatDate, gettingStartedOpen, type InvestorProfile, type InvestorSafeguards } from '@app/contract';
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

export function Portfolio() {
  const profile = useInvestorProfile();
  const mine = useMyInvestments();
  const safeguards = useSafeguards();
  if (profile.isPending || mine.isPending || safeguards.isPending) return <Loader label="Loading your portfolio..." />;
  if (profile.isError || mine.isError || safeguards.isError) {
    return <ErrorNotice>{errorMessage(profile.error ?? mine.error ?? safeguards.error, 'Failed to load your portfolio. Please try again.')}</ErrorNotice>;
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
  return (
    <div className="space-y-8">
      <InvestorRiskWarning />
      <PageHeader
        title="My portfolio"
        description="Your investments, where each one is in its farming cycle, and your profit."
        actions={
          <Link to="/investment-plans" className="btn btn-primary">
            Browse plans <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
        }
      />
      <LateMoneyToDo investments={investments} />
      {open ? <SafeguardChecklist status={safeguards} /> : <VerificationPanel profile={profile} />}
      <section aria-labelledby="totals-heading">
        <h2 id="totals-heading" className="sr-only">
          Totals
        </h2>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
          {PORTFOLIO_TOTALS.map(({ key, label, hint }) => (
            <div key={key} className="card p-4">
              <dt className="text-xs font-medium uppercase tracking-wide text-muted">{label}</dt>
              <dd className="mt-1 font-display text-2xl font-semibold text-forest-900">{money(summary[key])}</dd>
              <dd className="mt-1 text-xs text-muted">{hint}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="investments-heading">
        <h2 id="investments-heading" className="font-display text-xl font-semibold text-forest-900">
          Investments
        </h2>
        {investments.length === 0 ? (
          <div className="card mt-4 flex flex-col items-center gap-3 p-8 text-center">
            <Sprout className="h-8 w-8 text-forest-600" aria-hidden="true" />
            <p className="text-muted">You have no investments yet. Choose a plan to make your first one.</p>
            <Link to="/investment-plans" className="btn btn-outline">
              See investment plans
            </Link>
          </div>
        ) : (
          <ul className="mt-4 grid gap-4 md:grid-cols-2">
            {investments.map((investment) => (
              <li key={investment.id} className="card p-5">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div>
                    <Link to={`/portfolio/investments/${investment.id}`} className="font-display text-lg font-semibold text-forest-900 hover:underline">
                      {investment.plan.title}
                    </Link>
                    <p className="text-xs text-muted">
                      {investment.reference} · requested {formatDate(investment.requestedAt)}
                      {investment.paidAt ? ` · paid out ${formatDate(investment.paidAt)}` : ''}
                    </p>
                  </div>
                  <InvestmentBadge status={investment.status} />
                </div>
                <dl className="my-4 grid grid-cols-3 gap-2 text-sm">
                  <div>
                    <dt className="text-xs text-muted">Amount</dt>
                    <dd className="font-semibold">{money(investment.amount, investment.plan.currency)}</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-muted">Units</dt>
                    <dd className="font-semibold">{investment.units}</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-muted">{investment.actualProfit === null ? 'Expected profit' : 'Actual profit'}</dt>
                    <dd className="font-semibold">{money(investment.actualProfit ?? investment.expectedProfit, investment.plan.currency)}</dd>
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
        description="Your money in and out from 6 April to 5 April, and the profit credited to you. Keep it for your Self Assessment tax return."
      />
      <CardSection id="zakat-heading" title="Zakat statement">
        <p className="mt-1 text-sm text-muted">The value of your holdings on a day you choose: capital plus profit credited and not yet paid out. Printable.</p>
        <Link to="/portfolio/zakat" className="btn btn-outline mt-3">
          Open your zakat statement
        </Link>
      </CardSection>
    </div>
  );
}

function VerificationPanel({ profile }: { profile: InvestorProfile }) {
  const panels = {
    not_submitted: {
      icon: ShieldAlert,
      tone: 'border-wheat-300 bg-wheat-50',
      title: 'Get verified to invest',
      text: 'Before your first investment we check who you are, as the law requires. It takes a few minutes: your details, your address and a copy of your ID.',
      action: 'Complete your investor profile',
    },
    pending: {
      icon: Clock,
      tone: 'border-sky-200 bg-sky-50',
      title: 'Your profile is being reviewed',
      text: 'Thank you. Our team is checking your details and will email you when you are verified, usually within two working days.',
      action: 'View your profile',
    },
    rejected: {
      icon: ShieldAlert,
      tone: 'border-red-200 bg-red-50',
      title: 'We could not verify your profile yet',
      text: profile.rejectionReason ?? 'Please check your details and submit them again.',
      action: 'Correct and resubmit',
    },
    verified: {
      icon: BadgeCheck,
      tone: 'border-forest-200 bg-forest-50',
      title: 'You are a verified investor',
      text: 'Choose a plan and make an investment whenever you are ready.',
      action: 'View your profile',
    },
    suspended: {
      icon: ShieldAlert,
      tone: 'border-red-200 bg-red-50',
      title: 'Your investor account is suspended',
      text: `${INVESTMENT_MESSAGES.suspended}${profile.suspensionReason ? ` Reason: ${profile.suspensionReason}` : ''}`,
      action: 'View your profile',
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
      <Link to="/portfolio/verify" className={profile.status === 'verified' || profile.status === 'pending' ? 'btn btn-outline' : 'btn btn-primary'}>
        {panels.action}
      </Link>
    </section>
  );
}
