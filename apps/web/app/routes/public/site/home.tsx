import { SITE_NAME, type AboutImage, type Faq, type InvestmentPlan, type Story } from '@app/contract';
import { ArrowRight, HandCoins, Handshake, Leaf, Scale, ShieldCheck, Sprout, Store, Tractor, Users, Wallet } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/home';
import { loadList, pageMeta, pageSections, publicHeaders } from '../../../features/public/data';
import { Deferred, SectionEmpty, SectionError } from '../../../features/public/Deferred';
import { FaqList } from '../../../features/public/FaqSection';
import { FieldLines } from '../../../features/public/FieldLines';
import { ImageSlider } from '../../../features/public/ImageSlider';
import { loadMetrics } from '../../../features/public/metrics.server';
import { MetricCounters } from '../../../features/public/MetricCounters';
import { PlanCard } from '../../../features/public/PlanCards';
import { ReturnFigures } from '../../../features/public/ReturnFigures';
import { loadReturns } from '../../../features/public/returns.server';
import { Section, SectionHeading } from '../../../features/public/Section';
import { StaticContent } from '../../../features/public/StaticContent';
import { StoryCards } from '../../../features/public/StoryCards';
import { usePublicSwitches } from '../../../features/public/switches';
import { Tabs } from '../../../features/public/Tabs';
import { TaglineBanner } from '../../../features/public/TaglineBanner';

/** The popup (and its dialog library) loads only when a visitor opens it. */
const GuidelinesModal = lazy(() =>
  import('../../../features/public/InvestmentPopup').then((m) => ({
    default: m.GuidelinesModal,
  })),
);

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Halal agricultural investment in Bangladesh',
    description: 'Invest in livestock and farm cycles run by partner farmers in rural Bangladesh. Halal, interest-free, profit shared 50/50 after every cycle.',
    path: '/',
    siteName: SITE_NAME,
    matches,
  });
export const headers = publicHeaders;

/** Every section's data is deferred: the server still waits for all of it, client navigations show each section's loading text. */
export function loader({ context, request }: Route.LoaderArgs) {
  return pageSections(request, {
    images: loadList<AboutImage>(context, '/about/images', 'Error fetching images'),
    metrics: loadMetrics(context),
    returns: loadReturns(context),
    stories: loadList<Story>(context, '/ourStories/stories', 'Error fetching stories'),
    faqs: loadList<Faq>(context, '/faq/faqs', 'Error fetching FAQs'),
    plans: loadList<InvestmentPlan>(context, '/investment/plans', 'Error fetching investment plans'),
  });
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
      <PartnerSection plans={loaderData.plans} />
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

function HomeHero({ returns }: { returns: Route.ComponentProps['loaderData']['returns'] }) {
  return (
    <div className="relative isolate overflow-hidden bg-forest-900 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgba(221,179,92,0.30),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(150,96,59,0.5),transparent_60%)]"
      />
      <FieldLines className="absolute inset-x-0 bottom-0 -z-10 h-48 w-full text-forest-700/60" />
      <div className="mx-auto grid w-full max-w-7xl items-center gap-12 px-5 pb-16 pt-14 sm:px-8 sm:pb-24 sm:pt-20 lg:grid-cols-[1.35fr_1fr] lg:pb-28 lg:pt-24">
        <div>
          <p className="mb-5 text-xs font-semibold uppercase tracking-[0.25em] text-wheat-300">Ethical · Halal · Social capital</p>
          <h1 className="font-display text-4xl font-semibold leading-[1.05] tracking-tight sm:text-6xl lg:text-[4.25rem]">
            Invest in the farms that will feed a nation
          </h1>
          <p className="mt-6 max-w-xl text-base leading-relaxed text-forest-100 sm:text-lg">
            {SITE_NAME} funds livestock and farm cycles run by partner farmers in rural Bangladesh. Profit is shared 50/50 after every cycle, and the first
            1,000 investors receive shared ownership of our farm-to-shop retail enterprise.
          </p>
          <div className="mt-9 flex flex-wrap gap-3">
            <Link to="/investment-plans" className="btn btn-accent px-6 py-3 text-base">
              View investment plans <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </Link>
            <a href="#how-it-works" className="btn border border-white/30 px-6 py-3 text-base text-white hover:bg-white/10">
              How it works
            </a>
          </div>
        </div>
        <div className="grid gap-3 sm:gap-4">
          <dl className="grid grid-cols-2 gap-3 sm:gap-4">
            {[
              { value: '50/50', label: 'Profit split with our farmers' },
              { value: '337+', label: 'Partner farmers today' },
              { value: '350', label: 'Farming clusters: our long-term target' },
            ].map((stat, i) => (
              <div
                key={stat.label}
                className={
                  i === 0
                    ? 'col-span-2 flex flex-col rounded-2xl bg-wheat-300 p-6 text-forest-950'
                    : 'flex flex-col rounded-2xl border border-white/15 bg-white/5 p-4 backdrop-blur-sm sm:p-5'
                }
              >
                <dt className={i === 0 ? 'text-sm font-semibold text-forest-900' : 'mt-1 text-xs leading-snug text-forest-100 sm:text-sm'}>{stat.label}</dt>
                <dd
                  className={
                    i === 0 ? 'order-first font-display text-5xl font-semibold' : 'order-first font-display text-2xl font-semibold text-wheat-200 sm:text-3xl'
                  }
                >
                  {stat.value}
                </dd>
              </div>
            ))}
          </dl>
          <Deferred resolve={returns} loading="Loading returns..." fallbackError="Error fetching the track record">
            {(loaded) => (loaded.error !== null ? <p className="text-sm text-wheat-200">Error: {loaded.error}</p> : <ReturnFigures returns={loaded.data} />)}
          </Deferred>
        </div>
      </div>
      <TaglineBanner />
    </div>
  );
}

function AboutSection({ images }: { images: Route.ComponentProps['loaderData']['images'] }) {
  return (
    <Section id="about" labelledBy="about-heading">
      <StaticContent>
        <div className="grid gap-10 lg:grid-cols-2 lg:gap-16">
          <SectionHeading id="about-heading" eyebrow="About us" title="Rooted in the villages of Bangladesh, open to investors everywhere" />
          <div className="space-y-4 text-base leading-relaxed text-muted">
            <p>
              {SITE_NAME} began with a simple question from British-Bangladeshi families: what if the money we send home could build lasting livelihoods instead
              of being spent in a month? Our answer is a social-capital venture that pairs investors abroad with farmers at home.
            </p>
            <p>
              We organise farmers into clusters of around 75 households across 8 to 10 neighbouring villages. Each cluster receives livestock, feed, veterinary
              care and a field manager, and sells through our own supply chain. Between 20 and 30 women in every cluster run cottage enterprises alongside the
              farms, and we have onboarded the first 5 of 30 wheelchair-bound entrepreneurs we are committed to supporting.
            </p>
            <p>
              Today we operate in 2 divisions with 10 active clusters and 4 more in development, of the 45 we have planned so far. Our 337+ partner farmers are
              part of a wider network of more than 450. Our ambition is to make Bangladesh the Bread Basket of the World: 350 clusters, 16,000 contract farmers
              and more than 1,000 farm-to-shop outlets.
            </p>
          </div>
        </div>
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

const SMART_POINTS = [
  {
    icon: Scale,
    title: 'Halal and transparent',
    text: 'Interest-free profit sharing with terms you can read in one sitting. You see what your money buys and what it earns.',
  },
  {
    icon: Tractor,
    title: 'Backed by real assets',
    text: 'Your investment is tied to livestock and farm inputs, raised by experienced farmers and checked by our field managers.',
  },
  {
    icon: Users,
    title: 'Impact you can measure',
    text: 'Each cluster supports around 75 farming families, 20 to 30 women entrepreneurs and young people learning a trade.',
  },
  {
    icon: Store,
    title: 'Ownership, not just returns',
    text: 'The first 1,000 investors receive shared ownership in our farm-to-shop retail enterprise, a stake in the whole supply chain.',
  },
];

function SmartInvestmentSection() {
  return (
    <Section id="why-invest" tone="white" labelledBy="why-invest-heading">
      <SectionHeading id="why-invest-heading" eyebrow="Why invest with us" title="A Smart, Ethical, and Impactful Investment" align="center" />
      <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {SMART_POINTS.map((point, i) => (
          <li key={point.title} className="relative rounded-2xl border border-forest-900/10 bg-wheat-50 p-6">
            <span className="font-display text-5xl font-semibold text-earth-500" aria-hidden="true">
              {String(i + 1).padStart(2, '0')}
            </span>
            <point.icon className="absolute right-6 top-7 h-7 w-7 text-forest-600" aria-hidden="true" />
            <h3 className="mt-4 font-display text-xl font-semibold text-forest-900">{point.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted">{point.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

const HOW_STEPS = [
  {
    icon: Wallet,
    title: 'Choose a plan',
    text: 'Pick a chicken or cattle plan that fits your budget and timeline. Every plan shows the amount, expected profit and duration in pounds.',
  },
  {
    icon: ShieldCheck,
    title: 'Invest securely',
    text: 'Complete your investment through the app or a direct form. Our team confirms every payment personally.',
  },
  {
    icon: Sprout,
    title: 'We fund a cluster',
    text: 'Your capital buys livestock, feed and veterinary care for a partner farmer in one of our clusters.',
  },
  {
    icon: Tractor,
    title: 'Farmers raise and grow',
    text: 'Farmers care for the animals while field managers visit, record growth and post updates you can follow in the app.',
  },
  {
    icon: HandCoins,
    title: 'Sale at market',
    text: 'At the end of the cycle the livestock is sold through our own supply chain at a fair market price.',
  },
  {
    icon: Handshake,
    title: 'Profit shared 50/50',
    text: 'The profit is split equally between you and the farmer. Take your share, or roll it into the next cycle with a revolving plan.',
  },
];

function HowItWorksSection() {
  return (
    <Section id="how-it-works" labelledBy="how-heading">
      <SectionHeading id="how-heading" eyebrow="Step by step" title="How Does It Work?" lead="Six steps from your first pound to your first profit share." />
      <ol className="mt-12 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
        {HOW_STEPS.map((step, i) => (
          <li key={step.title} className="flex gap-5">
            <div className="flex flex-col items-center">
              <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-forest-700 text-white">
                <step.icon className="h-5 w-5" aria-hidden="true" />
              </span>
            </div>
            <div>
              <p className="text-xs font-semibold uppercase tracking-widest text-earth-600">Step {i + 1}</p>
              <h3 className="mt-1 font-display text-xl font-semibold text-forest-900">{step.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}

function PartnerSection({ plans }: { plans: Route.ComponentProps['loaderData']['plans'] }) {
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
                      <PlanCard plan={plan} compact headingLevel="h4" />
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

function StoriesSection({ stories }: { stories: Route.ComponentProps['loaderData']['stories'] }) {
  return (
    <Section id="stories" tone="cream" labelledBy="stories-heading">
      <SectionHeading
        id="stories-heading"
        eyebrow="Voices from the field"
        title="Some of Our Stories"
        lead="Farmers, entrepreneurs and investors on what a fair partnership has changed for them."
      />
      <div className="mt-12">
        <Deferred resolve={stories} loading="Loading stories..." fallbackError="Error fetching stories">
          {(loaded) =>
            loaded.error !== null ? (
              <SectionError>Error loading stories: {loaded.error}</SectionError>
            ) : loaded.data.length === 0 ? (
              <SectionEmpty>No stories available at the moment.</SectionEmpty>
            ) : (
              <StoryCards stories={loaded.data} />
            )
          }
        </Deferred>
      </div>
    </Section>
  );
}
