import { aboutImagesCollection, faqCollection, investmentPlansCollection, SITE_NAME, storiesCollection } from '@app/contract';
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
    returns: loadReturns(context),
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
  return (
    <>
      {/* Sections with nothing to operate but links are adopted as the server drew them, not hydrated (StaticContent). */}
      {showHero ? (
        <StaticContent>
          <HomeHero returns={loaderData.returns} />
        </StaticContent>
      ) : (
        <h1 className="sr-only">{SITE_NAME}: ethical, halal agricultural investment</h1>
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
              eyebrow="FAQ"
              title="Frequently Asked Questions"
              lead="Straight answers about how your money is used, how profit is shared and what happens at the end of a cycle."
            />
            <Link to="/contact" className="btn btn-outline mt-8">
              Ask us a question
            </Link>
          </div>
          <FaqList faqs={loaderData.faqs} />
        </div>
      </Section>
    </>
  );
}

function AboutSection({ images }: { images: Route.ComponentProps['loaderData']['images'] }) {
  return (
    <Section id="about" labelledBy="about-heading">
      <StaticContent>
        <AboutText />
      </StaticContent>
      <div className="mt-12">
        <Deferred resolve={images} loading="Loading images..." fallbackError="Error fetching images">
          {(loaded) =>
            loaded.error !== null ? (
              <SectionError>Error loading images: {loaded.error}</SectionError>
            ) : loaded.data.filter((image) => !image.disabled).length === 0 ? (
              <SectionEmpty>Photos from our farms will appear here soon.</SectionEmpty>
            ) : (
              <ImageSlider images={loaded.data} label="Photos from our farms" />
            )
          }
        </Deferred>
      </div>
    </Section>
  );
}

const SOCIAL_CAPITAL_TABS = [
  {
    value: 'model',
    label: 'The model',
    title: 'Capital that stays in the community',
    body: 'A social-capital venture raises money from people who care about an outcome, not just a return. Your investment buys real assets (cattle, poultry, feed and equipment) that partner farmers raise for one cycle. When the cycle ends and the livestock is sold, the profit is split 50/50 between you and the farmers who did the work.',
    points: ['Asset-backed: every pound is tied to livestock or inputs', 'Profit shared 50/50 after each cycle', 'Reinvest automatically with revolving plans'],
  },
  {
    value: 'halal',
    label: 'Halal by design',
    title: 'No interest, no hidden fees, shared risk',
    body: 'We do not lend money or charge interest. Investors and farmers are partners: both share in the profit of a cycle, and the risk is shared openly too. Our plans are structured on Islamic partnership principles and explained in plain English before you commit.',
    points: ['Interest-free profit-and-loss sharing', 'Clear terms before every cycle', 'Independent record of every transaction'],
  },
  {
    value: 'impact',
    label: 'The impact',
    title: 'From one farm to a national supply chain',
    body: 'Every cluster creates work for farmers, women in cottage industries and young people in our skills centres. The first 1,000 investors also receive shared ownership in the farm-to-shop retail enterprise that sells what our farmers produce, so the value stays with the people who create it.',
    points: ['Jobs for farmers, women and young people', 'Shared ownership for the first 1,000 investors', 'Farm-to-shop outlets owned by the community'],
  },
] as const;

function SocialCapitalSection({ metrics }: { metrics: Route.ComponentProps['loaderData']['metrics'] }) {
  return (
    <Section id="social-capital" tone="cream" labelledBy="social-capital-heading">
      <SectionHeading
        id="social-capital-heading"
        eyebrow="Our approach"
        title="What is Social Capital Venture?"
        lead="An investment that pays you a fair return and leaves a village stronger than it found it."
      />
      <div className="mt-10">
        <Tabs
          label="About social capital"
          tabs={SOCIAL_CAPITAL_TABS.map((tab) => ({
            value: tab.value,
            label: tab.label,
            content: (
              <div className="grid gap-8 pt-8 lg:grid-cols-[1.4fr_1fr]">
                <div>
                  <h3 className="font-display text-2xl font-semibold text-forest-900">{tab.title}</h3>
                  <p className="mt-4 text-base leading-relaxed text-muted">{tab.body}</p>
                </div>
                <ul className="space-y-3">
                  {tab.points.map((point) => (
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
        <Deferred resolve={metrics} loading="Loading figures..." fallbackError="Error fetching metrics">
          {(loaded) =>
            loaded.error !== null ? (
              <SectionError>Error: {loaded.error}</SectionError>
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
  return (
    <Section id="partner" tone="forest" labelledBy="partner-heading" className="relative overflow-hidden">
      <div className="grid items-end gap-8 lg:grid-cols-[1.4fr_1fr]">
        <SectionHeading
          id="partner-heading"
          tone="dark"
          eyebrow="Join us"
          title="Are You Ready to Partner?"
          lead="Become one of the first 1,000 investors and own a share of the enterprise you help build. Our guidelines take you from download to your first cycle."
        />
        <div className="flex flex-wrap gap-3 lg:justify-end">
          <button type="button" className="btn btn-accent px-6 py-3 text-base" onClick={() => setOpen(true)}>
            View Investment Guidelines
          </button>
          <Link to="/investment-plans" className="btn border border-white/30 px-6 py-3 text-base text-white hover:bg-white/10">
            All plans
          </Link>
        </div>
      </div>
      {showInvestment && (
        <div className="mt-12">
          <h3 className="sr-only">Current investment plans</h3>
          <Deferred resolve={plans} loading="Loading investment plans..." fallbackError="Error fetching investment plans">
            {(loaded) => {
              if (loaded.error !== null) return <SectionError>Error: {loaded.error}</SectionError>;
              const active = loaded.data.filter((plan) => plan.isActive !== false).slice(0, 3);
              if (active.length === 0) return <p className="text-forest-100">New investment plans open soon.</p>;
              return (
                <ul className="grid gap-6 md:grid-cols-3">
                  {active.map((plan) => (
                    <li key={plan._id}>
                      <PlanCard plan={plan} compact headingLevel="h4">
                        <Deferred resolve={rounds} loading="Loading the round..." fallbackError="">
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
