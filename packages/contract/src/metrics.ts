import { z } from 'zod';
import { isRealDate } from './validation.ts';
import { isRequired, notFoundMessage, succeeded } from './messages.ts';
import { formatDate } from './dates.ts';
import { groupDigits } from './format.ts';
import type { Language } from './languages.ts';
import { m } from './paraglide/messages.js';
import { ids, maxText } from './content-fields.ts';
import { labelled } from './labelled.ts';
import { bengaliText, translationFields } from './translations.ts';

/**
 * Company metrics (back-office.md "Company Metrics", public-site.md's counters): the keys the seed
 * and POST /metrics/metrics/initialize create, whether each figure is achieved (with its date) or a
 * target, how it reads on the site, what the sales pack states, the API object and the edit rule.
 */

export const METRIC_TITLE_MAX = 20;

/** The home page counters, in this order: clusters, farmers, investors. */
export const HOME_METRIC_KEYS = ['clusters', 'farmers', 'investors'] as const;
/** The investment page hero's stat boxes beside the return derived from the track record. */
export const INVESTMENT_METRIC_KEYS = ['operatingDivisions', 'activeClusters', 'partnerFarmers'] as const;
/** The mission's impact goals that are also kept as metrics: targets until reached, on /mission and in the sales pack. */
export const IMPACT_METRIC_KEYS = ['jobs', 'trees', 'skillsCentres'] as const;
export const METRIC_KEYS = [...HOME_METRIC_KEYS, ...INVESTMENT_METRIC_KEYS, ...IMPACT_METRIC_KEYS] as const;
export type MetricKey = (typeof METRIC_KEYS)[number];
/**
 * Keys of metrics the public site no longer shows, though older databases may hold them: a return
 * is never typed in, it is derived from the closed cycles (the track record summary).
 */
export const RETIRED_METRIC_KEYS: readonly string[] = ['returnOnInvestment'];

/**
 * A figure is either achieved (counted, as of a date) or a target (not reached yet): the public pages
 * and the sales pack say which beside it.
 */
export const { values: METRIC_STATUSES, labels: METRIC_STATUS_LABELS } = labelled({ achieved: 'Achieved', target: 'Target' });
export type MetricStatus = (typeof METRIC_STATUSES)[number];

/** "Target", or "Achieved 31 Oct 2026": the label shown beside a figure, in a language. */
export const metricStatusLabel = (metric: Pick<Metric, 'status' | 'achievedOn'>, language: Language = 'en') =>
  metric.status === 'achieved' && metric.achievedOn
    ? m.public_metric_achieved_on({ date: formatDate(metric.achievedOn, '—', language) }, { locale: language })
    : language === 'en'
      ? METRIC_STATUS_LABELS[metric.status]
      : m.public_metric_target({}, { locale: language });

/** The day the seeded achieved figures were counted. */
const SEED_COUNTED_ON = '2026-10-31';

/** Default metric set: created by initialize when missing. Planned clusters and the impact goals are targets. */
export const DEFAULT_METRICS: { key: MetricKey; title: string; count: number; displayOrder: number; status: MetricStatus; achievedOn: string | null }[] = [
  { key: 'clusters', title: 'Planned Clusters', count: 45, displayOrder: 1, status: 'target', achievedOn: null },
  { key: 'farmers', title: 'Partner Farmers', count: 337, displayOrder: 2, status: 'achieved', achievedOn: SEED_COUNTED_ON },
  { key: 'investors', title: 'Investors', count: 286, displayOrder: 3, status: 'achieved', achievedOn: SEED_COUNTED_ON },
  { key: 'operatingDivisions', title: 'Operating Divisions', count: 2, displayOrder: 4, status: 'achieved', achievedOn: SEED_COUNTED_ON },
  { key: 'activeClusters', title: 'Active Clusters', count: 10, displayOrder: 5, status: 'achieved', achievedOn: SEED_COUNTED_ON },
  { key: 'partnerFarmers', title: 'Farmers in Network', count: 450, displayOrder: 6, status: 'achieved', achievedOn: SEED_COUNTED_ON },
  { key: 'jobs', title: 'Jobs', count: 30_000, displayOrder: 7, status: 'target', achievedOn: null },
  { key: 'trees', title: 'Trees Planted', count: 1_000_000, displayOrder: 8, status: 'target', achievedOn: null },
  { key: 'skillsCentres', title: 'Skills Centres', count: 350, displayOrder: 9, status: 'target', achievedOn: null },
];

/** How a metric's count reads on the public site ("450+"). Unknown keys show the bare count. */
export const METRIC_AFFIXES: Partial<Record<string, { prefix?: string; suffix?: string }>> = {
  farmers: { suffix: '+' },
  investors: { suffix: '+' },
  partnerFarmers: { suffix: '+' },
  jobs: { suffix: '+' },
};
export const formatMetricCount = (metric: Pick<Metric, 'key' | 'count'>, language: Language = 'en') => {
  const affix = METRIC_AFFIXES[metric.key] ?? {};
  return `${affix.prefix ?? ''}${groupDigits(metric.count, language)}${affix.suffix ?? ''}`;
};

/**
 * The words that let a figure stand beside the others without contradicting them (public-site.md
 * lists 45 clusters and 10 active, 337+ partner farmers and 450+ in the network): planned beside
 * active, partners beside the wider network, each naming its counterpart's current count.
 */
type ContextWords = (inputs: { count: string }, options: { locale: Language }) => string;
const METRIC_CONTEXT: Partial<Record<string, { counterpart: MetricKey; words: ContextWords }>> = {
  clusters: { counterpart: 'activeClusters', words: m.public_metric_context_clusters },
  activeClusters: { counterpart: 'clusters', words: m.public_metric_context_active_clusters },
  farmers: { counterpart: 'partnerFarmers', words: m.public_metric_context_farmers },
  partnerFarmers: { counterpart: 'farmers', words: m.public_metric_context_partner_farmers },
};

/** The context line shown under a metric in a language, or undefined (no context, or its counterpart is missing). */
export function metricContext(metric: Pick<Metric, 'key'>, all: Pick<Metric, 'key' | 'count'>[], language: Language = 'en'): string | undefined {
  const context = METRIC_CONTEXT[metric.key];
  if (!context) return undefined;
  const counterpart = all.find((other) => other.key === context.counterpart);
  return counterpart ? context.words({ count: formatMetricCount(counterpart, language) }, { locale: language }) : undefined;
}

/**
 * What the sales pack (/cp, its page images in apps/web/public/sales-pack) states. The seeded plans,
 * metrics and track record must say the same (checked by public-figures.test.ts in the server). No
 * return figure is among them: an image cannot follow the track record, so /cp shows returns as text from it.
 */
export const SALES_PACK_FIGURES = {
  broiler: { duration: 6, durationUnit: 'Week', fromPounds: 500 },
  cattleFattening: { duration: 6, durationUnit: 'Month', fromPounds: 1000 },
  operatingDivisions: 2,
  activeClusters: 10,
  clustersInDevelopment: 4,
  partnerFarmers: 337,
  targetClusters: 350,
  /** The day the achieved figures on the pack (and the seeded metrics) were counted. */
  countedOn: SEED_COUNTED_ON,
  wheelchairEntrepreneurs: { onboarded: 5, target: 30 },
} as const;

/** A metric's label is written in English and Bengali (issue 50). */
export const METRIC_TRANSLATED = ['title'] as const;

export const metricView = z.object({
  ...ids,
  key: z.string(),
  title: z.string(),
  count: z.number().int(),
  displayOrder: z.number().int(),
  status: z.enum(METRIC_STATUSES),
  /** YYYY-MM-DD when the count was reached; null for a target. */
  achievedOn: z.string().nullable(),
  updatedAt: z.string(),
  ...translationFields(METRIC_TRANSLATED),
});
export type Metric = z.infer<typeof metricView>;

export const metricCountSchema = z.preprocess(
  (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value),
  z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? isRequired('Count') : 'Count must be a number') })
    .refine(Number.isFinite, { error: 'Count must be a number' })
    .refine((n) => n >= 0, { error: 'Count must be a positive number' })
    .refine((n) => n < 1_000_000_000, { error: 'Count must be less than 1,000,000,000' })
    .transform((n) => Math.floor(n)),
);
export const METRIC_MESSAGES = {
  metricNotFound: notFoundMessage('Metric'),
  updated: succeeded('Metric', 'updated'),
  initialized: succeeded('Metrics', 'initialized'),
  status: 'Choose whether the figure is achieved or a target',
  achievedOnRequired: 'Enter the date the figure was achieved (YYYY-MM-DD)',
  achievedOnFuture: 'The date achieved cannot be in the future',
} as const;

export const metricSchema = z
  .object({
    title: maxText('Title', METRIC_TITLE_MAX),
    titleBn: bengaliText('Title', METRIC_TITLE_MAX),
    count: metricCountSchema,
    /** Left out, the metric keeps its status and date. */
    status: z.enum(METRIC_STATUSES, { error: METRIC_MESSAGES.status }).optional(),
    achievedOn: z
      .string()
      .trim()
      .nullable()
      .optional()
      .transform((value) => value || null),
  })
  .superRefine((metric, ctx) => {
    if (metric.status !== 'achieved') return;
    if (!metric.achievedOn || !isRealDate(metric.achievedOn))
      ctx.addIssue({ code: 'custom', path: ['achievedOn'], message: METRIC_MESSAGES.achievedOnRequired });
    else if (metric.achievedOn > new Date().toISOString().slice(0, 10))
      ctx.addIssue({ code: 'custom', path: ['achievedOn'], message: METRIC_MESSAGES.achievedOnFuture });
  })
  // A target has no date achieved, whatever the form still held.
  .transform((metric) => ({ ...metric, achievedOn: metric.status === 'achieved' ? metric.achievedOn : null }));
