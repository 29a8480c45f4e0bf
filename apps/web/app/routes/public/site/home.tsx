import { aboutImagesCollection, faqCollection, investmentPlansCollection, storiesCollection } from '@app/contract';
import { m } from '@app/contract/messages';
import { Leaf } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/home';
import { loadCollection, publicPageMeta, pageSections, languageOfRequest } from '../../../features/public/data';
import { headlineRound, loadRoundsSection, roundPageHeaders } from '../../../features/rounds/data';
import { RoundLine } from '../../../features/rounds/RoundCard';
import { Deferred, SectionEmpty, SectionError } from '../../../features/public/Deferred';
import { FaqList } from '../../../features/public/FaqSection';
import { ImageSlider } from '../../../features/public/ImageSlider';
import { loadMetrics } from '../../../features/public/metrics.server';
import { MetricCounters } from '../../../features/public/MetricCounters';
import { PlanCard } from '../../../features/public/PlanCards';
import { loadReturns } from '../../../features/public/returns.server';
import { Section, SectionHeading } from '../../../features/public/Section';
import { StaticContent } from '../../../features/public/StaticContent';
import { usePublicSwitches } from '../../../features/public/switches';
import { Tabs } from '../../../features/public/Tabs';
import { useLanguage, useLocalPath } from '../../../lib/language';

/** Sections a page load adopts as the server drew them (StaticContent): their code loads only for a client navigation here. */
const loadHomeSections = () => import('../../../features/public/HomeSections');
const HomeHero = lazy(() => loadHomeSections().then((m) => ({ default: m.HomeHero })));
const AboutText = lazy(() => loadHomeSections().then((m) => ({ default: m.AboutText })));
const SmartInvestmentSection = lazy(() => loadHomeSections().then((m) => ({ default: m.SmartInvestmentSection })));
const HowItWorksSection = lazy(() => loadHomeSections().then((m) => ({ default: m.HowItWorksSection })));
const StoriesSection = lazy(() => loadHomeSections().then((m) => ({ default: m.StoriesSection })));

/** The popup (and its dialog library) loads only when a visitor opens it. */
const GuidelinesModal = lazy(() =>
  import('../../../features/public/InvestmentPopup').then((m) => ({
    default: m.GuidelinesModal,
  })),
);

export const meta: Route.MetaFunction = publicPageMeta('/');
// The plan cards show their rounds' units left: kept ten seconds at most.
export const headers = roundPageHeaders;

/** Every section's data is deferred: the server still waits for all of it, client navigations show each section's loading text. */
export function loader({ context, request }: Route.LoaderArgs) {
  return pageSections(request, {
    images: loadCollection(context, aboutImagesCollection, languageOfRequest(request)),
    metrics: loadMetrics(context, languageOfRequest(request)),
    returns: loadReturns(context, languageOfRequest(request)),
    stories: loadCollection(context, storiesCollection, languageOfRequest(request)),
    faqs: loadCollection(context, faqCollection, languageOfRequest(request)),
    plans: loadCollection(context, investmentPlansCollection, languageOfRequest(request)),
    rounds: loadRoundsSection(context),
  });
}

/** A client navigation fetches the sections' code with the page's data, so they draw with the rest of the page. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [sections] = await Promise.all([serverLoader(), loadHomeSections()]);
  return sections;
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { showHero } = usePublicSwitches();
  const language = useLanguage();
  const to = useLocalPath();
  return (
    <>
      {/* Sections with nothing to operate but links are adopted as the server drew them, not hydrated (StaticContent). */}
      {showHero ? (
        <StaticContent>
          <HomeHero returns={loaderData.returns} />
        </StaticContent>
      ) : (
        <h1 className="sr-only">{m.public_home_sr_title({}, { locale: language })}</h1>
      )}
      <AboutSection images={loaderData.images} />
      <SocialCapitalSection metrics={loaderData.metrics} />
      <StaticContent>
        <SmartInvestmentSection />
        <HowItWorksSection />
      </StaticContent>
      <PartnerSection plans={loaderData.plans} rounds={loaderData.rounds} />
      <StaticContent>
        <StoriesSection stories={loaderData.stories} />
      </StaticContent>
      <Section id="faq" tone="white" labelledBy="faq-heading">
        <div className="grid gap-10 lg:grid-cols-[1fr_1.6fr] lg:gap-16">
          <div>
            <SectionHeading
              id="faq-heading"
              eyebrow={m.public_home_faq_eyebrow({}, { locale: language })}
              title={m.public_home_faq_title({}, { locale: language })}
              lead={m.public_home_faq_lead({}, { locale: language })}
            />
            <Link to={to('/contact')} className="btn btn-outline mt-8">
              {m.public_home_faq_ask({}, { locale: language })}
            </Link>
          </div>
          <FaqList faqs={loaderData.faqs} />
        </div>
      </Section>
    </>
  );
}

function AboutSection({ images }: { images: Route.ComponentProps['loaderData']['images'] }) {
  const language = useLanguage();
  return (
    <Section id="about" labelledBy="about-heading">
      <StaticContent>
        <AboutText />
      </StaticContent>
      <div className="mt-12">
        <Deferred
          resolve={images}
          loading={m.public_home_images_loading({}, { locale: language })}
          fallbackError={m.public_home_images_error({}, { locale: language })}
        >
          {(loaded) =>
            loaded.error !== null ? (
              <SectionError>{m.public_home_images_error_detail({ error: loaded.error }, { locale: language })}</SectionError>
            ) : loaded.data.filter((image) => !image.disabled).length === 0 ? (
              <SectionEmpty>{m.public_home_images_empty({}, { locale: language })}</SectionEmpty>
            ) : (
              <ImageSlider images={loaded.data} label={m.public_home_images_label({}, { locale: language })} />
            )
          }
        </Deferred>
      </div>
    </Section>
  );
}

const SOCIAL_CAPITAL_TABS = (['model', 'halal', 'impact'] as const).map((value) => ({
  value,
  label: m[`public_home_social_${value}_label`],
  title: m[`public_home_social_${value}_title`],
  body: m[`public_home_social_${value}_body`],
  points: [m[`public_home_social_${value}_point1`], m[`public_home_social_${value}_point2`], m[`public_home_social_${value}_point3`]],
}));

function SocialCapitalSection({ metrics }: { metrics: Route.ComponentProps['loaderData']['metrics'] }) {
  const language = useLanguage();
  return (
    <Section id="social-capital" tone="cream" labelledBy="social-capital-heading">
      <SectionHeading
        id="social-capital-heading"
        eyebrow={m.public_home_social_eyebrow({}, { locale: language })}
        title={m.public_home_social_title({}, { locale: language })}
        lead={m.public_home_social_lead({}, { locale: language })}
      />
      <div className="mt-10">
        <Tabs
          label={m.public_home_social_tabs({}, { locale: language })}
          tabs={SOCIAL_CAPITAL_TABS.map((tab) => ({
            value: tab.value,
            label: tab.label({}, { locale: language }),
            content: (
              <div className="grid gap-8 pt-8 lg:grid-cols-[1.4fr_1fr]">
                <div>
                  <h3 className="font-display text-2xl font-semibold text-forest-900">{tab.title({}, { locale: language })}</h3>
                  <p className="mt-4 text-base leading-relaxed text-muted">{tab.body({}, { locale: language })}</p>
                </div>
                <ul className="space-y-3">
                  {tab.points
                    .map((words) => words({}, { locale: language }))
                    .map((point) => (
                      <li key={point} className="flex items-start gap-3 rounded-xl bg-white px-4 py-3 text-sm font-medium text-forest-900 shadow-sm">
                        <Leaf className="mt-0.5 h-4 w-4 shrink-0 text-forest-600" aria-hidden="true" />
                        {point}
                      </li>
                    ))}
                </ul>
              </div>
            ),
          }))}
        />
      </div>
      <div className="mt-12">
        <Deferred
          resolve={metrics}
          loading={m.public_home_metrics_loading({}, { locale: language })}
          fallbackError={m.public_home_metrics_error({}, { locale: language })}
        >
          {(loaded) =>
            loaded.error !== null ? (
              <SectionError>{m.public_home_error({ error: loaded.error }, { locale: language })}</SectionError>
            ) : loaded.data.length === 0 ? null : (
              <MetricCounters metrics={loaded.data.slice(0, 3)} />
            )
          }
        </Deferred>
      </div>
    </Section>
  );
}

function PartnerSection({ plans, rounds }: { plans: Route.ComponentProps['loaderData']['plans']; rounds: Route.ComponentProps['loaderData']['rounds'] }) {
  const [open, setOpen] = useState(false);
  const { showInvestment } = usePublicSwitches();
  const language = useLanguage();
  const to = useLocalPath();
  return (
    <Section id="partner" tone="forest" labelledBy="partner-heading" className="relative overflow-hidden">
      <div className="grid items-end gap-8 lg:grid-cols-[1.4fr_1fr]">
        <SectionHeading
          id="partner-heading"
          tone="dark"
          eyebrow={m.public_home_partner_eyebrow({}, { locale: language })}
          title={m.public_home_partner_title({}, { locale: language })}
          lead={m.public_home_partner_lead({}, { locale: language })}
        />
        <div className="flex flex-wrap gap-3 lg:justify-end">
          <button type="button" className="btn btn-accent px-6 py-3 text-base" onClick={() => setOpen(true)}>
            {m.public_home_partner_guidelines({}, { locale: language })}
          </button>
          <Link to={to('/investment-plans')} className="btn border border-white/30 px-6 py-3 text-base text-white hover:bg-white/10">
            {m.public_home_partner_all_plans({}, { locale: language })}
          </Link>
        </div>
      </div>
      {showInvestment && (
        <div className="mt-12">
          <h3 className="sr-only">{m.public_home_partner_plans_heading({}, { locale: language })}</h3>
          <Deferred
            resolve={plans}
            loading={m.public_home_plans_loading({}, { locale: language })}
            fallbackError={m.public_home_plans_error({}, { locale: language })}
          >
            {(loaded) => {
              if (loaded.error !== null) return <SectionError>{m.public_home_error({ error: loaded.error }, { locale: language })}</SectionError>;
              const active = loaded.data.filter((plan) => plan.isActive !== false).slice(0, 3);
              if (active.length === 0) return <p className="text-forest-100">{m.public_home_plans_soon({}, { locale: language })}</p>;
              return (
                <ul className="grid gap-6 md:grid-cols-3">
                  {active.map((plan) => (
                    <li key={plan._id}>
                      <PlanCard plan={plan} compact headingLevel="h4">
                        <Deferred resolve={rounds} loading={m.public_home_round_loading({}, { locale: language })} fallbackError="">
                          {(live) => live.data && <RoundLine round={headlineRound(live.data.rounds, plan._id)} />}
                        </Deferred>
                      </PlanCard>
                    </li>
                  ))}
                </ul>
              );
            }}
          </Deferred>
        </div>
      )}
      {open && (
        <Suspense fallback={null}>
          <GuidelinesModal open onOpenChange={setOpen} />
        </Suspense>
      )}
    </Section>
  );
}
