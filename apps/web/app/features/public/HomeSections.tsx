import { SITE_NAME, type Story } from '@app/contract';
import { ArrowRight, HandCoins, Handshake, Scale, ShieldCheck, Sprout, Store, Tractor, Users, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { Deferred, SectionEmpty, SectionError, type DeferredSection } from './Deferred';
import { FieldLines } from './FieldLines';
import { ReturnFigures, type DisplayReturns } from './ReturnFigures';
import { Section, SectionHeading } from './Section';
import { StoryCards } from './StoryCards';
import { TaglineBanner } from './TaglineBanner';

/**
 * The home page's sections that have nothing to operate but links. The server draws them and a page
 * load adopts its HTML (StaticContent), so this module is loaded lazily: only a client navigation to
 * the home page downloads it (routes/public/site/home.tsx starts that with the page's data).
 */

export function HomeHero({ returns }: { returns: DeferredSection<DisplayReturns> }) {
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

export function AboutText() {
  return (
    <div className="grid gap-10 lg:grid-cols-2 lg:gap-16">
      <SectionHeading id="about-heading" eyebrow="About us" title="Rooted in the villages of Bangladesh, open to investors everywhere" />
      <div className="space-y-4 text-base leading-relaxed text-muted">
        <p>
          {SITE_NAME} began with a simple question from British-Bangladeshi families: what if the money we send home could build lasting livelihoods instead of
          being spent in a month? Our answer is a social-capital venture that pairs investors abroad with farmers at home.
        </p>
        <p>
          We organise farmers into clusters of around 75 households across 8 to 10 neighbouring villages. Each cluster receives livestock, feed, veterinary care
          and a field manager, and sells through our own supply chain. Between 20 and 30 women in every cluster run cottage enterprises alongside the farms, and
          we have onboarded the first 5 of 30 wheelchair-bound entrepreneurs we are committed to supporting.
        </p>
        <p>
          Today we operate in 2 divisions with 10 active clusters and 4 more in development, of the 45 we have planned so far. Our 337+ partner farmers are part
          of a wider network of more than 450. Our ambition is to make Bangladesh the Bread Basket of the World: 350 clusters, 16,000 contract farmers and more
          than 1,000 farm-to-shop outlets.
        </p>
      </div>
    </div>
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

export function SmartInvestmentSection() {
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

export function HowItWorksSection() {
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

export function StoriesSection({ stories }: { stories: DeferredSection<Story[]> }) {
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
