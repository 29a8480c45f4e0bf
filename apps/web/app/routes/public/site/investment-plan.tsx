import { lazy, Suspense, useState } from 'react';
import { data, Link } from 'react-router';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { m } from '@app/contract/messages';
import {
  annualisedFormulaIn,
  capitalAtRiskIn,
  lossRuleIn,
  SITE_NAME,
  annualisedPercent,
  planDays,
  returnPercent,
  unitsFromQuery,
  groupDigits,
  languageOfPath,
} from '@app/contract';
import type { Route } from './+types/investment-plan';
import { loadPlan, pageMeta, PLAN_NOT_FOUND as NOT_FOUND, planStatus, languageOfRequest } from '../../../features/public/data';
import { loadRounds, roundPageHeaders } from '../../../features/rounds/data';
import { RoundPanel } from '../../../features/rounds/RoundPanel';
import { useSignedInHint } from '../../../lib/session-hint';
import { useLanguage, useLocalPath } from '../../../lib/language';
import { formatDuration, formatPounds } from '../../../features/public/format';
import { KEEP_CLEAR } from '../../../features/public/FloatingActions';
import { PageHero } from '../../../features/public/PageHero';
import { PlanCalculator } from '../../../features/public/PlanCalculator';
import { PlanUnavailable } from '../../../features/public/PlanUnavailable';
import { PlanRiskNote } from '../../../features/public/RiskWarning';
import { Section } from '../../../features/public/Section';
import { usePublicSwitches } from '../../../features/public/switches';
import { UploadedPhoto } from '../../../ui/UploadedPhoto';

const MakeInvestmentModal = lazy(() => import('../../../features/public/InvestmentPopup').then((m) => ({ default: m.MakeInvestmentModal })));

/** One plan's own crawlable page: its figures, the return calculator, the risk statement and the way to invest. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const [plan, rounds] = await Promise.all([loadPlan(context, params.id, languageOfRequest(request)), loadRounds(context, params.id)]);
  return data({ plan, rounds, today: new Date().toISOString().slice(0, 10) }, { status: planStatus(plan) });
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches, params }) => {
  const plan = loaderData?.plan;
  if (plan?.state !== 'ok') return [{ title: `${NOT_FOUND} | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }];
  return pageMeta({
    title: plan.plan.title,
    description: `${plan.plan.title}: invest ${formatPounds(plan.plan.investmentAmount)} per unit for ${formatDuration(plan.plan)}, expected profit ${formatPounds(plan.plan.investmentProfit)} per unit after the 50/50 split. Halal, asset-backed.`,
    path: `/investment-plans/${params.id}`,
    language: languageOfPath(location.pathname),
    matches,
    image: plan.plan.bannerUrl ?? undefined,
  });
};
// Units left are read at each render (a shared cache keeps the page ten seconds at most).
export const headers = roundPageHeaders;

export default function InvestmentPlanPage({ loaderData }: Route.ComponentProps) {
  const { plan: loaded, rounds, today } = loaderData;
  const { showInvestment } = usePublicSwitches();
  const signedIn = useSignedInHint();
  const language = useLanguage();
  const to = useLocalPath();
  const say = { locale: language };
  const [investing, setInvesting] = useState(false);
  const [unitsText, setUnitsText] = useState('1');
  if (loaded.state !== 'ok') return <PlanUnavailable loaded={loaded} />;
  const plan = loaded.plan;
  const banner = plan.bannerUrl || plan.image;
  const projected = returnPercent(plan.investmentProfit, plan.investmentAmount);
  return (
    <>
      <PageHero
        eyebrow={[plan.package, plan.product].filter(Boolean).join(' · ') || m.public_plan_eyebrow({}, say)}
        title={plan.title}
        subtitle={plan.description}
      >
        <Link to={to('/investment-plans')} className="inline-flex items-center gap-2 text-sm font-medium text-wheat-200 hover:text-white">
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {m.public_plan_all({}, say)}
        </Link>
      </PageHero>
      <Section labelledBy="plan-facts-heading">
        {/* Phones read figures, calculator, then the explanations; wide screens keep the calculator beside all of it. */}
        <div className="grid gap-10 lg:grid-cols-[1fr_26rem] lg:grid-rows-[auto_1fr]">
          <div className="space-y-8 lg:col-start-1 lg:row-start-1">
            {banner && (
              <UploadedPhoto src={banner} frame="banner" sizes="(min-width: 1024px) 60vw, 100vw" alt="" loading="eager" className="rounded-2xl bg-forest-100" />
            )}
            <div>
              <h2 id="plan-facts-heading" className="font-display text-2xl font-semibold text-forest-900">
                {m.public_plan_figures({}, say)}
              </h2>
              <dl className="mt-5 grid gap-3 sm:grid-cols-2">
                <Fact label={m.public_plan_per_unit({}, say)} value={formatPounds(plan.investmentAmount, language)} />
                <Fact
                  label={m.public_plan_profit_per_unit({}, say)}
                  value={formatPounds(plan.investmentProfit, language)}
                  hint={m.public_plan_profit_hint(
                    {
                      percent: groupDigits(projected, language),
                      annual: groupDigits(annualisedPercent(projected, planDays(plan.duration, plan.durationUnit)), language),
                      risk: capitalAtRiskIn(language),
                    },
                    say,
                  )}
                />
                <Fact label={m.public_plan_cycle_length({}, say)} value={formatDuration(plan, language)} />
                <Fact
                  label={m.public_plan_revolving({}, say)}
                  value={
                    plan.isRevolving
                      ? plan.revolvingAmount
                        ? m.public_plan_revolving_carries({ amount: formatPounds(plan.revolvingAmount, language) }, say)
                        : m.public_plan_revolving_yes({}, say)
                      : m.public_plan_revolving_no({}, say)
                  }
                />
              </dl>
              <p className="mt-3 text-xs text-muted">{annualisedFormulaIn(language)}</p>
              {plan.message && <p className="mt-4 rounded-lg border border-wheat-300 bg-wheat-100/60 px-4 py-3 text-sm text-earth-700">{plan.message}</p>}
            </div>
            <RoundPanel loaded={rounds} planId={plan._id} planTitle={plan.title} signedIn={signedIn} />
          </div>
          <div className="space-y-4 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
            <PlanCalculator plan={plan} today={today} unitsText={unitsText} onUnitsChange={setUnitsText} />
            {showInvestment && (
              <button type="button" className="btn btn-primary w-full py-3" onClick={() => setInvesting(true)} {...KEEP_CLEAR}>
                {m.public_plan_invest({}, say)}
              </button>
            )}
          </div>
          <div className="space-y-8 lg:col-start-1 lg:row-start-2">
            <div>
              <h2 className="font-display text-2xl font-semibold text-forest-900">{m.public_plan_shared_title({}, say)}</h2>
              <p className="mt-3 leading-relaxed text-muted">
                {m.public_plan_shared_text({}, say)} {lossRuleIn(language)}
              </p>
            </div>
            <aside aria-labelledby="risk-heading" className="flex gap-3 rounded-2xl border border-earth-200 bg-orange-50/60 p-5">
              <ShieldCheck className="h-6 w-6 shrink-0 text-earth-600" aria-hidden="true" />
              <div>
                <h2 id="risk-heading" className="font-semibold text-earth-700">
                  {m.public_plan_risk_title({}, say)}
                </h2>
                <PlanRiskNote className="mt-1 text-sm leading-relaxed text-ink/80" />
              </div>
            </aside>
          </div>
        </div>
      </Section>
      {investing && (
        <Suspense fallback={null}>
          <MakeInvestmentModal
            open
            onOpenChange={(open) => !open && setInvesting(false)}
            planTitle={plan.title}
            planId={plan._id}
            units={unitsFromQuery(unitsText)}
          />
        </Suspense>
      )}
    </>
  );
}

function Fact({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-xl border border-forest-900/10 bg-white px-4 py-3">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted">{label}</dt>
      <dd className="mt-1 text-lg font-semibold text-forest-900">{value}</dd>
      {hint && <dd className="mt-1 text-xs text-muted">{hint}</dd>}
    </div>
  );
}
