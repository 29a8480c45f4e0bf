import { z } from 'zod';
import { EMAIL_PATTERN, TEXT_LIMITS, isRealDate, requiredText, tooLongMessage } from './validation.ts';
import { formatDate } from './format.ts';
import { pageQuery } from './pagination.ts';
import { forUpdate } from './collection.ts';
import { PLAN_BANNER_MAX_BYTES, TEAM_PHOTO_MAX_BYTES, CONTENT_IMAGE_MAX_BYTES } from './constants.ts';

/**
 * Public content: contact details, about images, metrics, stories, FAQ, investment plans and team
 * (public-site.md §3/§7, back-office.md §3-§9). API object types as the server returns them, the
 * enums and limits, and the zod schemas with the exact messages of back-office.md §5.
 */

// ---------------------------------------------------------------------------------------------
// Limits and enums

export const ABOUT_IMAGE_TITLE_MAX = 50;
export const METRIC_TITLE_MAX = 20;
export const FAQ_QUESTION_MAX = 250;
export const FAQ_ANSWER_MAX = 1500;
export const STORY_SHORT_MAX = 250;
export const STORY_LINK_DISPLAY_MAX = 40;
export const PLAN_DESCRIPTION_PREVIEW_MAX = 100;
export const PLAN_AMOUNT_STEP = 50;
export const MAX_PHONES = 5;
export const MAX_EMAILS = 5;
export const TEAM_COLUMN_MIN = 1;
export const TEAM_COLUMN_MAX = 5;
export const TEAM_COLUMN_DEFAULT = 3;
export const STORY_LIMIT_DEFAULT = 10;
export { PLAN_BANNER_MAX_BYTES, TEAM_PHOTO_MAX_BYTES, CONTENT_IMAGE_MAX_BYTES };

export const SOCIAL_PLATFORMS = [
  'Facebook',
  'Twitter',
  'Instagram',
  'LinkedIn',
  'YouTube',
  'TikTok',
  'Pinterest',
  'WhatsApp',
  'Telegram',
  'Discord',
  'Snapchat',
  'WeChat',
  'Reddit',
  'Other',
] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];
export const DEFAULT_SOCIAL_PLATFORM: SocialPlatform = 'Facebook';
/** Platforms the public footer has an icon for; any other platform uses the Facebook icon. */
export const FOOTER_ICON_PLATFORMS = ['Facebook', 'Instagram', 'LinkedIn', 'YouTube'] as const;

export const DURATION_UNITS = ['Day', 'Week', 'Month', 'Year'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];
export const DEFAULT_DURATION_UNIT: DurationUnit = 'Month';

/** Stored value is the currency symbol; the label is what the pickers show. */
export const AMOUNT_UNITS = ['£', '$', '€'] as const;
export type AmountUnit = (typeof AMOUNT_UNITS)[number];
export const AMOUNT_UNIT_LABELS: Record<AmountUnit, string> = {
  '£': '£ (Pound)',
  $: '$ (Dollar)',
  '€': '€ (Euro)',
};
export const DEFAULT_AMOUNT_UNIT: AmountUnit = '£';

export const STORY_SORTS = ['order', 'createdAt', '-createdAt', 'name', '-name'] as const;
export type StorySort = (typeof STORY_SORTS)[number];
export const STORY_SORT_LABELS: Record<StorySort, string> = {
  order: 'Order',
  '-createdAt': 'Newest First',
  createdAt: 'Oldest First',
  name: 'Name A-Z',
  '-name': 'Name Z-A',
};

// ---------------------------------------------------------------------------------------------
// Metrics: the keys the seed and POST /metrics/metrics/initialize create.

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
export const METRIC_STATUSES = ['achieved', 'target'] as const;
export type MetricStatus = (typeof METRIC_STATUSES)[number];
export const METRIC_STATUS_LABELS: Record<MetricStatus, string> = { achieved: 'Achieved', target: 'Target' };

/** "Target", or "Achieved 31 Oct 2026": the label shown beside a figure. */
export const metricStatusLabel = (metric: Pick<Metric, 'status' | 'achievedOn'>) =>
  metric.status === 'achieved' && metric.achievedOn ? `Achieved ${formatDate(metric.achievedOn)}` : METRIC_STATUS_LABELS[metric.status];

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
export const formatMetricCount = (metric: Pick<Metric, 'key' | 'count'>) => {
  const affix = METRIC_AFFIXES[metric.key] ?? {};
  return `${affix.prefix ?? ''}${metric.count.toLocaleString('en-GB')}${affix.suffix ?? ''}`;
};

/**
 * The words that let a figure stand beside the others without contradicting them (public-site.md
 * lists 45 clusters and 10 active, 337+ partner farmers and 450+ in the network): planned beside
 * active, partners beside the wider network, each naming its counterpart's current count.
 */
const METRIC_CONTEXT: Partial<Record<string, { counterpart?: MetricKey; text: (counterpart: string) => string }>> = {
  clusters: { counterpart: 'activeClusters', text: (active) => `${active} active today` },
  activeClusters: { counterpart: 'clusters', text: (planned) => `of ${planned} planned` },
  farmers: { counterpart: 'partnerFarmers', text: (network) => `${network} in our wider network` },
  partnerFarmers: { counterpart: 'farmers', text: (partners) => `${partners} of them partner farmers` },
};

/** The context line shown under a metric, or undefined (no context, or its counterpart is missing). */
export function metricContext(metric: Pick<Metric, 'key'>, all: Pick<Metric, 'key' | 'count'>[]): string | undefined {
  const context = METRIC_CONTEXT[metric.key];
  if (!context) return undefined;
  if (!context.counterpart) return context.text('');
  const counterpart = all.find((other) => other.key === context.counterpart);
  return counterpart ? context.text(formatMetricCount(counterpart)) : undefined;
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

// ---------------------------------------------------------------------------------------------
// API objects (what the server returns). Every entity carries both `_id` and `id`.

const ids = { _id: z.string(), id: z.string() };
const stamps = { createdAt: z.string(), updatedAt: z.string() };

export const contactPhoneView = z.object({ ...ids, title: z.string(), number: z.string(), displayNumber: z.string() });
export type ContactPhone = z.infer<typeof contactPhoneView>;
export const contactEmailView = z.object({ ...ids, title: z.string(), address: z.string(), displayAddress: z.string() });
export type ContactEmail = z.infer<typeof contactEmailView>;
export const contactOfficeView = z.object({ ...ids, title: z.string(), address: z.string() });
export type ContactOffice = z.infer<typeof contactOfficeView>;
export const contactSocialView = z.object({ ...ids, platform: z.string(), link: z.string(), icon: z.string() });
export type ContactSocial = z.infer<typeof contactSocialView>;
export const contactCompanyInfoView = z.object({ ...ids, title: z.string(), content: z.string() });
export type ContactCompanyInfo = z.infer<typeof contactCompanyInfoView>;
export const contactInfoView = z.object({
  phones: z.array(contactPhoneView),
  emails: z.array(contactEmailView),
  offices: z.array(contactOfficeView),
  socials: z.array(contactSocialView),
  companyInfo: z.array(contactCompanyInfoView),
  updatedAt: z.string().nullable(),
});
export type ContactInfo = z.infer<typeof contactInfoView>;
/** An item call answers the whole contactInfo as `data` and the touched item beside it. */
export const contactItemResponse = {
  data: contactInfoView,
  item: z.union([contactPhoneView, contactEmailView, contactOfficeView, contactSocialView, contactCompanyInfoView]),
};
/** The five lists and their URL segment under /contactInfo. */
export const CONTACT_SECTIONS = {
  phones: 'phones',
  emails: 'emails',
  offices: 'offices',
  socials: 'socials',
  companyInfo: 'company-info',
} as const;
export type ContactSection = keyof typeof CONTACT_SECTIONS;

export const aboutImageView = z.object({ ...ids, ...stamps, title: z.string(), image: z.string(), order: z.number().int(), disabled: z.boolean() });
export type AboutImage = z.infer<typeof aboutImageView>;

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
});
export type Metric = z.infer<typeof metricView>;

export const storyView = z.object({
  ...ids,
  ...stamps,
  order: z.number().int(),
  role: z.string(),
  name: z.string(),
  url: z.string(),
  short_story: z.string(),
  shortStory: z.string(),
  full_story: z.string().nullable(),
  fullStory: z.string().nullable(),
  tags: z.array(z.string()),
  image: z.string(),
  publishedDate: z.string(),
});
export type Story = z.infer<typeof storyView>;

export const faqView = z.object({ ...ids, ...stamps, question: z.string(), answer: z.string(), order: z.number().int() });
export type Faq = z.infer<typeof faqView>;

export const investmentPlanView = z.object({
  ...ids,
  ...stamps,
  title: z.string(),
  package: z.string(),
  product: z.string(),
  description: z.string(),
  message: z.string().nullable(),
  investmentAmount: z.number(),
  investmentProfit: z.number(),
  duration: z.number().int(),
  durationUnit: z.enum(DURATION_UNITS),
  amountUnit: z.enum(AMOUNT_UNITS),
  isActive: z.boolean(),
  isRevolving: z.boolean(),
  revolvingAmount: z.number().nullable(),
  /** The banner image shown; `image` carries the same URL. */
  bannerUrl: z.string().nullable(),
  image: z.string().nullable(),
  order: z.number().int(),
  updatedTime: z.string(),
});
export type InvestmentPlan = z.infer<typeof investmentPlanView>;

export const teamMemberView = z.object({
  ...ids,
  ...stamps,
  name: z.string(),
  position: z.string(),
  image: z.string(),
  gridColumn: z.number().int(),
  order: z.number().int(),
});
export type TeamMember = z.infer<typeof teamMemberView>;

export type StoriesPage = { success: true; data: Story[]; pagination: { page: number; pages: number; total: number; limit: number } };

// ---------------------------------------------------------------------------------------------
// Messages that are not a single field rule

export const CONTENT_MESSAGES = {
  imageRequired: 'Image is required',
  imageWrongType: 'Please select an image file (JPEG, PNG, WebP, GIF or AVIF)',
  contentImageTooLarge: 'Image {filename} is too large. Maximum allowed size is 5MB.',
  planBannerTooLarge: 'Banner image {filename} is too large. Maximum allowed size is 1MB.',
  teamPhotoTooLarge: 'Photo {filename} is too large. Maximum allowed size is 2MB.',
  reorderMismatch: 'The new order must list every item exactly once.',
  maxPhones: 'Maximum 5 phone numbers allowed',
  maxEmails: 'Maximum 5 email addresses allowed',
  contactInfoNotFound: 'Contact item not found',
  metricNotFound: 'Metric not found',
} as const;

// ---------------------------------------------------------------------------------------------
// Schema helpers. Bodies arrive as JSON or multipart (all strings), so numbers and booleans
// accept their text forms.

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const maxText = (required: string, max: number, tooLong: string) => requiredText(required).pipe(z.string().max(max, { error: tooLong }));

/** A number from JSON or a form field; `invalid` when missing or not a number. */
const numberInput = (invalid: string) =>
  z.preprocess(
    (value) => {
      const v = blankToUndefined(value);
      if (v === undefined || v === null) return undefined;
      return typeof v === 'string' ? Number(v) : v;
    },
    z.number({ error: invalid }).refine(Number.isFinite, { error: invalid }),
  );

const booleanInput = (message: string) =>
  z.preprocess(
    (value) => {
      if (typeof value === 'string') {
        const v = value.trim().toLowerCase();
        if (v === 'true' || v === 'on' || v === '1' || v === 'yes') return true;
        if (v === 'false' || v === 'off' || v === '0' || v === 'no') return false;
      }
      return value;
    },
    z.boolean({ error: message }),
  );

const orderInput = z.preprocess(
  (value) => {
    const v = blankToUndefined(value);
    return typeof v === 'string' ? Number(v) : v;
  },
  z
    .number({ error: 'Display order must be a whole number' })
    .int({ error: 'Display order must be a whole number' })
    .min(1, { error: 'Display order must be at least 1' })
    .max(100_000, { error: 'Display order must be at most 100000' }),
);

/** Tags from a JSON list, repeated form fields, a JSON string or comma-separated text. */
const tagsInput = z.preprocess(
  (value) => {
    if (value === undefined || value === null) return undefined;
    let list: unknown = value;
    if (typeof value === 'string') {
      const text = value.trim();
      if (text.startsWith('[')) {
        try {
          list = JSON.parse(text);
        } catch {
          list = text.split(',');
        }
      } else list = text ? text.split(',') : [];
    }
    if (!Array.isArray(list)) return list;
    const seen = new Set<string>();
    return list.map((tag) => String(tag).trim()).filter((tag) => tag && !seen.has(tag.toLowerCase()) && seen.add(tag.toLowerCase()));
  },
  z.array(z.string().max(40, { error: 'Tags must be less than 40 characters' })).max(20, { error: 'At most 20 tags' }),
);

/** http:// or https:// followed by a host containing a dot. */
/** http(s), a host with at least one dot, then anything; written so it never backtracks (dots split the host). */
export const STORY_URL_PATTERN = /^https?:\/\/[^\s/?#.]+(?:\.[^\s/?#.]+)+(?:[/?#]\S*)?$/i;
const isAbsoluteUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
};

// ---------------------------------------------------------------------------------------------
// Contact info

export const contactPhoneSchema = z.object({
  title: requiredText('Please fill in all required fields for the phone number', TEXT_LIMITS.short),
  number: requiredText('Please fill in all required fields for the phone number', 40),
  displayNumber: z
    .string()
    .max(40, { error: tooLongMessage(40), abort: true })
    .trim()
    .optional()
    .nullable(),
});
export const contactEmailSchema = z.object({
  title: requiredText('Please fill in all required fields for the email address', TEXT_LIMITS.short),
  address: requiredText('Please fill in all required fields for the email address', 254).pipe(
    z.string().regex(EMAIL_PATTERN, { error: 'Please enter a valid email address' }),
  ),
  displayAddress: z
    .string()
    .max(254, { error: tooLongMessage(254), abort: true })
    .trim()
    .optional()
    .nullable(),
});
export const contactOfficeSchema = z.object({
  title: requiredText('Please fill in all fields for the office address', TEXT_LIMITS.short),
  address: requiredText('Please fill in all fields for the office address', 500),
});
export const contactSocialSchema = z.object({
  platform: requiredText('Please fill in all fields for the social media', TEXT_LIMITS.short).pipe(
    z.enum(SOCIAL_PLATFORMS, { error: 'Please choose a platform from the list' }),
  ),
  link: requiredText('Please fill in all fields for the social media', 2000).pipe(
    z.string().refine(isAbsoluteUrl, { error: 'Please enter a valid URL for the social media link' }),
  ),
});
export const contactCompanyInfoSchema = z.object({
  title: requiredText('Please fill in all fields for the company information', TEXT_LIMITS.short),
  content: requiredText('Please fill in all fields for the company information', 2000),
});
export const CONTACT_ITEM_SCHEMAS = {
  phones: contactPhoneSchema,
  emails: contactEmailSchema,
  offices: contactOfficeSchema,
  socials: contactSocialSchema,
  companyInfo: contactCompanyInfoSchema,
} as const;
/** The body of POST /contactInfo/:section: the fields of that section's item. */
export const contactItemSchema = z.union([contactPhoneSchema, contactEmailSchema, contactOfficeSchema, contactSocialSchema, contactCompanyInfoSchema]);
/** The body of PUT /contactInfo/:section/:id: the fields that change; the others stay. */
export const contactItemChangeSchema = z.union([
  contactPhoneSchema.partial(),
  contactEmailSchema.partial(),
  contactOfficeSchema.partial(),
  contactSocialSchema.partial(),
  contactCompanyInfoSchema.partial(),
]);

/** An item of PUT /contactInfo: its _id (kept when it exists) plus the fields. */
const withOptionalId = <T extends z.ZodRawShape>(schema: z.ZodObject<T>) =>
  schema.extend({ _id: z.string().optional().nullable(), id: z.string().optional().nullable() });

/** Every list must be present: a missing one would otherwise delete that section's entries. */
const CONTACT_LIST_REQUIRED = 'Please send all five contact lists (phones, emails, offices, socials, companyInfo)';
const contactList = <S extends z.ZodTypeAny>(item: S) => z.array(item, { error: CONTACT_LIST_REQUIRED }).max(100);
export const contactInfoSchema = z.object(
  {
    phones: contactList(withOptionalId(contactPhoneSchema)).max(MAX_PHONES, { error: CONTENT_MESSAGES.maxPhones }),
    emails: contactList(withOptionalId(contactEmailSchema)).max(MAX_EMAILS, { error: CONTENT_MESSAGES.maxEmails }),
    offices: contactList(withOptionalId(contactOfficeSchema)),
    socials: contactList(withOptionalId(contactSocialSchema)),
    companyInfo: contactList(withOptionalId(contactCompanyInfoSchema)),
  },
  { error: CONTACT_LIST_REQUIRED },
);

// ---------------------------------------------------------------------------------------------
// About images

const aboutImageShape = {
  title: maxText('Title is required', ABOUT_IMAGE_TITLE_MAX, 'Title must be less than 50 characters'),
};
export const aboutImageSchema = z.object(aboutImageShape);
export type AboutImageInput = z.input<typeof aboutImageSchema>;

// ---------------------------------------------------------------------------------------------
// Metrics

export const metricCountSchema = z.preprocess(
  (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value),
  z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? 'Count is required' : 'Count must be a number') })
    .refine(Number.isFinite, { error: 'Count must be a number' })
    .refine((n) => n >= 0, { error: 'Count must be a positive number' })
    .refine((n) => n < 1_000_000_000, { error: 'Count must be less than 1,000,000,000' })
    .transform((n) => Math.floor(n)),
);
export const METRIC_MESSAGES = {
  status: 'Choose whether the figure is achieved or a target',
  achievedOnRequired: 'Enter the date the figure was achieved (YYYY-MM-DD)',
  achievedOnFuture: 'The date achieved cannot be in the future',
} as const;

export const metricSchema = z
  .object({
    title: maxText('Title is required', METRIC_TITLE_MAX, 'Title must be less than 20 characters'),
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

// ---------------------------------------------------------------------------------------------
// Stories

const storyShape = {
  role: requiredText('Role is required', TEXT_LIMITS.short),
  name: requiredText('Name is required', TEXT_LIMITS.short),
  url: requiredText('URL is required', 2000).pipe(z.string().regex(STORY_URL_PATTERN, { error: 'Enter a valid URL (starting with http:// or https://)' })),
  short_story: maxText('Short story is required', STORY_SHORT_MAX, 'Short story must be less than 250 characters'),
  full_story: z.string().trim().max(20_000, { error: 'Full story must be less than 20000 characters' }).optional().nullable(),
  tags: tagsInput.optional(),
  order: orderInput.optional(),
};
export const storySchema = z.object(storyShape);
export type StoryInput = z.input<typeof storySchema>;

export const storiesQuerySchema = z.object({
  ...pageQuery(STORY_LIMIT_DEFAULT),
  sort: z.preprocess(blankToUndefined, z.enum(STORY_SORTS, { error: 'Sort must be one of order, createdAt, -createdAt, name, -name' }).default('order')),
  search: z.string().trim().max(200, { error: 'Search must be less than 200 characters' }).optional(),
});

/** `?search=` of the list reads. */
export const searchQuerySchema = z.object({
  search: z.string().trim().max(200, { error: 'Search must be less than 200 characters' }).optional(),
});

// ---------------------------------------------------------------------------------------------
// FAQ

const faqShape = {
  question: maxText('Question is required', FAQ_QUESTION_MAX, 'Question must be less than 250 characters'),
  answer: maxText('Answer is required', FAQ_ANSWER_MAX, 'Answer must be less than 1500 characters'),
  order: orderInput.optional(),
};
export const faqSchema = z.object(faqShape);
export type FaqInput = z.input<typeof faqSchema>;

// ---------------------------------------------------------------------------------------------
// Investment plans

/** Amounts are stored as numeric(14,2); a billion is far beyond any plan and keeps the column safe. */
export const PLAN_AMOUNT_MAX = 1_000_000_000;
const positive = (message: string, tooLarge = 'Amount must be less than 1,000,000,000') =>
  numberInput(message)
    .refine((n) => n > 0, { error: message })
    .refine((n) => n < PLAN_AMOUNT_MAX, { error: tooLarge });

/** A revolving plan needs a revolving amount (back-office.md §5); the server checks it on updates too. */
export const REVOLVING_AMOUNT_MESSAGE = 'Revolving amount must be greater than 0';

const planShape = {
  title: requiredText('Title is required').pipe(z.string().max(120, { error: 'Title must be less than 120 characters' })),
  package: requiredText('Package name is required', TEXT_LIMITS.short),
  product: requiredText('Product type is required', TEXT_LIMITS.short),
  description: requiredText('Description is required').pipe(z.string().max(5000, { error: 'Description must be less than 5000 characters' })),
  message: z.string().trim().max(1000, { error: 'Message must be less than 1000 characters' }).optional().nullable(),
  investmentAmount: positive('Investment amount must be greater than 0'),
  investmentProfit: positive('Investment profit must be greater than 0'),
  duration: positive('Duration must be greater than 0', 'Duration must be less than 10,000').pipe(
    z.number().int({ error: 'Duration must be a whole number' }).max(9_999, { error: 'Duration must be less than 10,000' }),
  ),
  durationUnit: z.enum(DURATION_UNITS, { error: 'Duration unit must be Day, Week, Month or Year' }),
  /** The unit's label ("£ (Pound)") is accepted too. */
  amountUnit: z.preprocess(
    (value) => Object.entries(AMOUNT_UNIT_LABELS).find(([, label]) => label === value)?.[0] ?? value,
    z.enum(AMOUNT_UNITS, { error: 'Amount unit must be £ (Pound), $ (Dollar) or € (Euro)' }),
  ),
  isActive: booleanInput('Active must be true or false'),
  isRevolving: booleanInput('Revolving must be true or false'),
  revolvingAmount: z.preprocess((v) => (v === null ? undefined : v), positive(REVOLVING_AMOUNT_MESSAGE).optional()),
  order: orderInput.optional(),
};

export const investmentPlanSchema = z
  .object({
    ...planShape,
    durationUnit: planShape.durationUnit.default(DEFAULT_DURATION_UNIT),
    amountUnit: planShape.amountUnit.default(DEFAULT_AMOUNT_UNIT),
    isActive: planShape.isActive.default(true),
    isRevolving: planShape.isRevolving.default(false),
    revolvingAmount: z.unknown().optional(),
  })
  .transform((plan, ctx) => {
    if (!plan.isRevolving) return { ...plan, revolvingAmount: null };
    const amount = positive(REVOLVING_AMOUNT_MESSAGE).safeParse(plan.revolvingAmount);
    if (!amount.success) {
      ctx.addIssue({ code: 'custom', path: ['revolvingAmount'], message: REVOLVING_AMOUNT_MESSAGE });
      return z.NEVER;
    }
    return { ...plan, revolvingAmount: amount.data };
  });
/** Blank text means unchanged (a blank message clears it); the service checks revolvingAmount on the merged plan. */
export const investmentPlanUpdateSchema = forUpdate(planShape, ['message']);
export type InvestmentPlanInput = z.input<typeof investmentPlanSchema>;

export const plansQuerySchema = z.object({
  isRevolving: z.preprocess(blankToUndefined, z.enum(['true', 'false'], { error: 'isRevolving must be true or false' }).optional()),
  search: z.string().trim().max(200, { error: 'Search must be less than 200 characters' }).optional(),
});

// ---------------------------------------------------------------------------------------------
// Team

const gridColumnInput = z.preprocess(
  (value) => {
    const v = blankToUndefined(value);
    return typeof v === 'string' ? Number(v) : v;
  },
  z
    .number({ error: 'Column must be a whole number from 1 to 5' })
    .int({ error: 'Column must be a whole number from 1 to 5' })
    .min(TEAM_COLUMN_MIN, { error: 'Column must be a whole number from 1 to 5' })
    .max(TEAM_COLUMN_MAX, { error: 'Column must be a whole number from 1 to 5' }),
);

const teamShape = {
  name: requiredText('Name is required').pipe(z.string().max(100, { error: 'Name must be less than 100 characters' })),
  position: requiredText('Position is required').pipe(z.string().max(100, { error: 'Position must be less than 100 characters' })),
  gridColumn: gridColumnInput.optional(),
  order: orderInput.optional(),
};
export const teamMemberSchema = z.object(teamShape);
export const gridColumnSchema = z.object({ gridColumn: gridColumnInput });
export type TeamMemberInput = z.input<typeof teamMemberSchema>;
