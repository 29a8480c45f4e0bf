import { investmentPlansCollection, type InvestmentPlan } from '@app/contract';
import { m } from '@app/contract/messages';
import { lazy, Suspense, useState } from 'react';
import type { Route } from './+types/investment-plans';
import { loadCollection, publicPageMeta, pageSections, publicHeaders, languageOfRequest } from '../../../features/public/data';
import { Deferred, SectionEmpty, SectionError } from '../../../features/public/Deferred';
import { loadInvestmentMetrics } from '../../../features/public/metrics.server';
import { MetricStatus } from '../../../features/public/MetricCounters';
import { pageHero } from '../../../features/public/heroes';
import { useLanguage } from '../../../lib/language';
import { PageHero } from '../../../features/public/PageHero';
import { PlanCard } from '../../../features/public/PlanCards';
import { ReturnFigures } from '../../../features/public/ReturnFigures';
import { PlanRiskNote } from '../../../features/public/RiskWarning';
import { loadReturns } from '../../../features/public/returns.server';
import { Section, SectionHeading } from '../../../features/public/Section';
import { usePublicSwitches } from '../../../features/public/switches';

/** The popup (and its dialog library) loads only when a visitor opens it. */
const MakeInvestmentModal = lazy(() => import('../../../features/public/InvestmentPopup').then((m) => ({ default: m.MakeInvestmentModal })));

export const meta: Route.MetaFunction = publicPageMeta('/investment-plans');
export const headers = publicHeaders;

export function loader({ context, request }: Route.LoaderArgs) {
  return pageSections(request, {
    returns: loadReturns(context, languageOfRequest(request)),
    metrics: loadInvestmentMetrics(context, languageOfRequest(request)),
    plans: loadCollection(context, investmentPlansCollection, languageOfRequest(request)),
  });
}

export default function InvestmentPlansPage({ loaderData }: Route.ComponentProps) {
  const language = useLanguage();
  const { showInvestment } = usePublicSwitches();
  const [selected, setSelected] = useState<InvestmentPlan | null>(null);
  const say = { locale: language };
  const failed = (error: string) => m.public_home_error({ error }, say);
  return (
    <>
      <PageHero {...pageHero('/investment-plans', language)}>
        <Deferred resolve={loaderData.returns} loading={m.public_home_returns_loading({}, say)} fallbackError={m.public_home_returns_error({}, say)}>
          {(loaded) =>
            loaded.error !== null ? <p className="text-sm text-wheat-200">{failed(loaded.error)}</p> : <ReturnFigures returns={loaded.data} wide />
          }
        </Deferred>
        <Deferred resolve={loaderData.metrics} loading={m.public_home_metrics_loading({}, say)} fallbackError={m.public_home_metrics_error({}, say)}>
          {(loaded) =>
            loaded.error !== null ? (
              <p className="text-sm text-wheat-200">{failed(loaded.error)}</p>
            ) : (
              <dl className="mt-3 grid grid-cols-3 gap-3 sm:mt-4 sm:gap-4">
                {loaded.data.map((metric) => (
                  <div key={metric._id} className="flex flex-col rounded-2xl border border-white/15 bg-white/5 p-3 backdrop-blur-sm sm:p-5">
                    <dt className="mt-1 text-xs text-forest-100 sm:text-sm">{metric.title}</dt>
                    <dd className="order-first font-display text-2xl font-semibold text-wheat-200 sm:text-4xl">{metric.display}</dd>
                    {metric.context && <dd className="mt-1 text-xs text-forest-100/80">{metric.context}</dd>}
                    <MetricStatus metric={metric} tone="dark" />
                  </div>
                ))}
              </dl>
            )
          }
        </Deferred>
      </PageHero>

      <Section id="investment-plans" labelledBy="plans-heading">
        <SectionHeading
          id="plans-heading"
          eyebrow={m.public_plans_eyebrow({}, say)}
          title={m.public_plans_title({}, say)}
          lead={m.public_plans_lead({}, say)}
        />
        {showInvestment && (
          <div className="mt-12">
            <Deferred resolve={loaderData.plans} loading={m.public_home_plans_loading({}, say)} fallbackError={m.public_home_plans_error({}, say)}>
              {(loaded) => {
                if (loaded.error !== null) return <SectionError>{failed(loaded.error)}</SectionError>;
                const plans = loaded.data.filter((plan) => plan.isActive !== false);
                if (plans.length === 0) return <SectionEmpty>{m.public_plans_none({}, say)}</SectionEmpty>;
                return (
                  <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                    {plans.map((plan) => (
                      <li key={plan._id}>
                        <PlanCard plan={plan} onInvest={() => setSelected(plan)} />
                      </li>
                    ))}
                  </ul>
                );
              }}
            </Deferred>
          </div>
        )}
        <PlanRiskNote className="mt-10 max-w-3xl text-xs leading-relaxed text-muted" />
      </Section>
      {selected && (
        <Suspense fallback={null}>
          <MakeInvestmentModal open onOpenChange={(open) => !open && setSelected(null)} planTitle={selected.title} planId={selected._id} />
        </Suspense>
      )}
    </>
  );
}
