import { IMPACT_METRIC_KEYS } from '@app/contract';
import {
  Briefcase,
  Factory,
  GraduationCap,
  HeartPulse,
  House,
  MonitorPlay,
  Package,
  PoundSterling,
  School,
  Scissors,
  Ship,
  Store,
  Trees,
  Users,
  Wrench,
} from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/mission';
import { publicPageMeta, publicHeaders, languageOfRequest } from '../../../features/public/data';
import { loadMetrics } from '../../../features/public/metrics.server';
import { pageHero } from '../../../features/public/heroes';
import { useLanguage } from '../../../lib/language';
import { PageHero } from '../../../features/public/PageHero';
import { Badge } from '../../../ui/Badge';
import { Section, SectionHeading } from '../../../features/public/Section';

export const meta: Route.MetaFunction = publicPageMeta('/mission');
export const headers = publicHeaders;

type ImpactGoalKey = (typeof IMPACT_METRIC_KEYS)[number];

/** The impact goals kept as metrics say from the data whether they are reached; the rest are targets. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const metrics = await loadMetrics(context, languageOfRequest(request));
  const impact = metrics.error === null ? metrics.data.filter((metric) => (IMPACT_METRIC_KEYS as readonly string[]).includes(metric.key)) : [];
  return { impact: Object.fromEntries(impact.map((metric) => [metric.key, { status: metric.status, statusLabel: metric.statusLabel }])) };
}

/** The fifteen mission goals (public-site.md §2), in order; three are also kept as company metrics. */
const GOALS: { icon: typeof Users; title: string; text: string; metricKey?: ImpactGoalKey }[] = [
  {
    icon: Users,
    title: '16,000 contract farmers',
    text: '350 clusters across rural Bangladesh, each with a minimum of 45 farmers working together with shared support.',
  },
  {
    icon: PoundSterling,
    title: '£30M of foreign investment',
    text: '75,000 pounds invested in every cluster, brought home by investors who want their money to build something lasting.',
  },
  {
    icon: GraduationCap,
    title: '1,400 education bursaries',
    text: "Four partner schools in every cluster, with bursaries that keep farmers' children in education.",
  },
  { icon: HeartPulse, title: 'Free healthcare for farmers', text: 'Regular health camps and access to treatment for every contract farmer and their family.' },
  {
    icon: MonitorPlay,
    title: "Free online tuition for farmers' children",
    text: 'Online lessons and homework help, so village children learn with the same resources as city children.',
  },
  {
    icon: Briefcase,
    metricKey: 'jobs',
    title: '30,000+ jobs',
    text: 'Work on farms, in processing, logistics and retail, created in the villages rather than in the cities.',
  },
  {
    icon: Factory,
    title: '10 food processing plants',
    text: 'Processing close to the farms, so more of the value of every animal and harvest stays in the region.',
  },
  {
    icon: Store,
    title: '1,000+ farm-to-shop outlets',
    text: 'Our own retail network selling what our farmers produce, part-owned by the first 1,000 investors.',
  },
  {
    icon: Wrench,
    metricKey: 'skillsCentres',
    title: '350 skills centres',
    text: 'One in every cluster: animal husbandry, veterinary basics, machinery, bookkeeping and digital skills.',
  },
  {
    icon: Trees,
    metricKey: 'trees',
    title: 'Plant 1 million trees',
    text: 'Shade, fodder and fruit trees on farms, roadsides and school grounds to restore the land we farm.',
  },
  {
    icon: Scissors,
    title: '7,000-10,000 women in cottage industry',
    text: '20 to 30 women in every cluster running their own enterprises, from handicrafts to food production.',
  },
  {
    icon: School,
    title: '5,000 Greening the School partnerships',
    text: 'Schools growing gardens and trees with our farmers, teaching the next generation where food comes from.',
  },
  {
    icon: Ship,
    title: '£200M turnover, £100M of it export',
    text: 'A national supply chain that sells at home and abroad, with half of its turnover from exports.',
  },
  { icon: Package, title: '100 product lines', text: 'From fresh meat, eggs and dairy to processed and packaged foods carrying a Bangladeshi brand.' },
  {
    icon: House,
    title: '3,000 village cottage industries',
    text: 'Small village enterprises, supplied and supported by the clusters, that keep income in rural communities.',
  },
];

export default function MissionPage({ loaderData }: Route.ComponentProps) {
  const language = useLanguage();
  return (
    <>
      <PageHero {...pageHero('/mission', language)} />
      <Section labelledBy="goals-heading">
        <SectionHeading
          id="goals-heading"
          eyebrow="Fifteen goals"
          title="What we are working towards"
          lead="These are targets, not results: each goal is tracked and reported to our investors as the clusters grow."
        />
        <ol className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {GOALS.map((goal, i) => (
            <li key={goal.title} className="flex gap-4 rounded-2xl border border-forest-900/10 bg-white p-6 shadow-sm">
              <div className="flex flex-col items-center gap-3">
                <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-forest-700 text-white">
                  <goal.icon className="h-6 w-6" aria-hidden="true" />
                </span>
                <span className="font-display text-sm font-semibold text-earth-600">{String(i + 1).padStart(2, '0')}</span>
              </div>
              <div>
                {/* Marked so no figure here reads as achieved (issue 25): from the metric where the goal is one, else a target. */}
                {goal.metricKey && loaderData.impact[goal.metricKey]?.status === 'achieved' ? (
                  <Badge tone="green">{loaderData.impact[goal.metricKey]!.statusLabel}</Badge>
                ) : (
                  <Badge tone="orange">Target</Badge>
                )}
                <h3 className="mt-2 font-display text-lg font-semibold leading-snug text-forest-900">{goal.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-muted">{goal.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>
      <Section tone="forest" labelledBy="mission-cta">
        <div className="flex flex-col items-start justify-between gap-6 md:flex-row md:items-center">
          <div>
            <h2 id="mission-cta" className="font-display text-3xl font-semibold text-white">
              Help us reach the first 350 clusters
            </h2>
            <p className="mt-2 max-w-xl text-forest-100">Every plan you fund moves a village closer to these goals, and shares the profit with you.</p>
          </div>
          <Link to="/investment-plans" className="btn btn-accent px-6 py-3 text-base">
            See investment plans
          </Link>
        </div>
      </Section>
    </>
  );
}
