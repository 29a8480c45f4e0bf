import type { Story } from '@app/contract';
import { m } from '@app/contract/messages';
import { ArrowRight, HandCoins, Handshake, Scale, ShieldCheck, Sprout, Store, Tractor, Users, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { Deferred, SectionEmpty, SectionError, type DeferredSection } from './Deferred';
import { FieldLines } from './FieldLines';
import { ReturnFigures, type DisplayReturns } from './ReturnFigures';
import { Section, SectionHeading } from './Section';
import { StoryCards } from './StoryCards';
import { TaglineBanner } from './TaglineBanner';
import { useLanguage, useLocalPath } from '../../lib/language';
import { digitsIn, groupDigits } from '@app/contract';

/**
 * The home page's sections that have nothing to operate but links. The server draws them and a page
 * load adopts its HTML (StaticContent), so this module is loaded lazily: only a client navigation to
 * the home page downloads it (routes/public/site/home.tsx starts that with the page's data).
 */

export function HomeHero({ returns }: { returns: DeferredSection<DisplayReturns> }) {
  const language = useLanguage();
  const to = useLocalPath();
  return (
    <div className="relative isolate overflow-hidden bg-forest-900 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgba(221,179,92,0.30),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(150,96,59,0.5),transparent_60%)]"
      />
      <FieldLines className="absolute inset-x-0 bottom-0 -z-10 h-48 w-full text-forest-700/60" />
      <div className="mx-auto grid w-full max-w-7xl items-center gap-12 px-5 pb-16 pt-14 sm:px-8 sm:pb-24 sm:pt-20 lg:grid-cols-[1.35fr_1fr] lg:pb-28 lg:pt-24">
        <div>
          <p className="mb-5 text-xs font-semibold uppercase tracking-[0.25em] text-wheat-300">{m.public_home_hero_eyebrow({}, { locale: language })}</p>
          <h1 className="font-display text-4xl font-semibold leading-[1.05] tracking-tight sm:text-6xl lg:text-[4.25rem]">
            {m.public_home_hero_title({}, { locale: language })}
          </h1>
          <p className="mt-6 max-w-xl text-base leading-relaxed text-forest-100 sm:text-lg">{m.public_home_hero_text({}, { locale: language })}</p>
          <div className="mt-9 flex flex-wrap gap-3">
            <Link to={to('/investment-plans')} className="btn btn-accent px-6 py-3 text-base">
              {m.public_home_hero_plans({}, { locale: language })} <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </Link>
            <a href="#how-it-works" className="btn border border-white/30 px-6 py-3 text-base text-white hover:bg-white/10">
              {m.public_home_hero_how({}, { locale: language })}
            </a>
          </div>
        </div>
        <div className="grid gap-3 sm:gap-4">
          <dl className="grid grid-cols-2 gap-3 sm:gap-4">
            {[
              { value: digitsIn('50/50', language), label: m.public_home_stat_split({}, { locale: language }) },
              { value: digitsIn('337+', language), label: m.public_home_stat_farmers({}, { locale: language }) },
              { value: digitsIn('350', language), label: m.public_home_stat_clusters({}, { locale: language }) },
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
          <Deferred
            resolve={returns}
            loading={m.public_home_returns_loading({}, { locale: language })}
            fallbackError={m.public_home_returns_error({}, { locale: language })}
          >
            {(loaded) =>
              loaded.error !== null ? (
                <p className="text-sm text-wheat-200">{m.public_home_error({ error: loaded.error }, { locale: language })}</p>
              ) : (
                <ReturnFigures returns={loaded.data} />
              )
            }
          </Deferred>
        </div>
      </div>
      <TaglineBanner />
    </div>
  );
}

export function AboutText() {
  const language = useLanguage();
  return (
    <div className="grid gap-10 lg:grid-cols-2 lg:gap-16">
      <SectionHeading
        id="about-heading"
        eyebrow={m.public_home_about_eyebrow({}, { locale: language })}
        title={m.public_home_about_title({}, { locale: language })}
      />
      <div className="space-y-4 text-base leading-relaxed text-muted">
        <p>{m.public_home_about_p1({}, { locale: language })}</p>
        <p>{m.public_home_about_p2({}, { locale: language })}</p>
        <p>{m.public_home_about_p3({}, { locale: language })}</p>
      </div>
    </div>
  );
}

const SMART_POINTS = [
  {
    icon: Scale,
    title: m.public_home_why_halal_title,
    text: m.public_home_why_halal_text,
  },
  {
    icon: Tractor,
    title: m.public_home_why_assets_title,
    text: m.public_home_why_assets_text,
  },
  {
    icon: Users,
    title: m.public_home_why_impact_title,
    text: m.public_home_why_impact_text,
  },
  {
    icon: Store,
    title: m.public_home_why_ownership_title,
    text: m.public_home_why_ownership_text,
  },
];

export function SmartInvestmentSection() {
  const language = useLanguage();
  return (
    <Section id="why-invest" tone="white" labelledBy="why-invest-heading">
      <SectionHeading
        id="why-invest-heading"
        eyebrow={m.public_home_why_eyebrow({}, { locale: language })}
        title={m.public_home_why_title({}, { locale: language })}
        align="center"
      />
      <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {SMART_POINTS.map((point, i) => (
          <li key={point.title({}, { locale: language })} className="relative rounded-2xl border border-forest-900/10 bg-wheat-50 p-6">
            <span className="font-display text-5xl font-semibold text-earth-500" aria-hidden="true">
              {String(i + 1).padStart(2, '0')}
            </span>
            <point.icon className="absolute right-6 top-7 h-7 w-7 text-forest-600" aria-hidden="true" />
            <h3 className="mt-4 font-display text-xl font-semibold text-forest-900">{point.title({}, { locale: language })}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted">{point.text({}, { locale: language })}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

const HOW_STEPS = [
  {
    icon: Wallet,
    title: m.public_home_how_choose_title,
    text: m.public_home_how_choose_text,
  },
  {
    icon: ShieldCheck,
    title: m.public_home_how_invest_title,
    text: m.public_home_how_invest_text,
  },
  {
    icon: Sprout,
    title: m.public_home_how_fund_title,
    text: m.public_home_how_fund_text,
  },
  {
    icon: Tractor,
    title: m.public_home_how_raise_title,
    text: m.public_home_how_raise_text,
  },
  {
    icon: HandCoins,
    title: m.public_home_how_sale_title,
    text: m.public_home_how_sale_text,
  },
  {
    icon: Handshake,
    title: m.public_home_how_share_title,
    text: m.public_home_how_share_text,
  },
];

export function HowItWorksSection() {
  const language = useLanguage();
  return (
    <Section id="how-it-works" labelledBy="how-heading">
      <SectionHeading
        id="how-heading"
        eyebrow={m.public_home_how_eyebrow({}, { locale: language })}
        title={m.public_home_how_title({}, { locale: language })}
        lead={m.public_home_how_lead({}, { locale: language })}
      />
      <ol className="mt-12 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
        {HOW_STEPS.map((step, i) => (
          <li key={step.title({}, { locale: language })} className="flex gap-5">
            <div className="flex flex-col items-center">
              <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-forest-700 text-white">
                <step.icon className="h-5 w-5" aria-hidden="true" />
              </span>
            </div>
            <div>
              <p className="text-xs font-semibold uppercase tracking-widest text-earth-600">
                {m.public_home_how_step({ number: groupDigits(i + 1, language) }, { locale: language })}
              </p>
              <h3 className="mt-1 font-display text-xl font-semibold text-forest-900">{step.title({}, { locale: language })}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted">{step.text({}, { locale: language })}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}

export function StoriesSection({ stories }: { stories: DeferredSection<Story[]> }) {
  const language = useLanguage();
  return (
    <Section id="stories" tone="cream" labelledBy="stories-heading">
      <SectionHeading
        id="stories-heading"
        eyebrow={m.public_home_stories_eyebrow({}, { locale: language })}
        title={m.public_home_stories_title({}, { locale: language })}
        lead={m.public_home_stories_lead({}, { locale: language })}
      />
      <div className="mt-12">
        <Deferred
          resolve={stories}
          loading={m.public_home_stories_loading({}, { locale: language })}
          fallbackError={m.public_home_stories_error({}, { locale: language })}
        >
          {(loaded) =>
            loaded.error !== null ? (
              <SectionError>{m.public_home_stories_error_detail({ error: loaded.error }, { locale: language })}</SectionError>
            ) : loaded.data.length === 0 ? (
              <SectionEmpty>{m.public_home_stories_empty({}, { locale: language })}</SectionEmpty>
            ) : (
              <StoryCards stories={loaded.data} />
            )
          }
        </Deferred>
      </div>
    </Section>
  );
}
