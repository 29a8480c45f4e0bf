import { z } from 'zod';
import { requiredText, TEXT_LIMITS } from './validation.ts';
import { isRequired } from './messages.ts';
import { pageQuery } from './pagination.ts';
import { forUpdate } from './collection.ts';
import { ids, maxText, stamps } from './content-fields.ts';
import { PLAN_BANNER_MAX_BYTES, TEAM_PHOTO_MAX_BYTES, CONTENT_IMAGE_MAX_BYTES } from './constants.ts';
import { labelled } from './labelled.ts';

/**
 * Public content collections: about images, stories, FAQ, investment plans and team (public-site.md
 * §3/§7, back-office.md §3-§9); metrics and contact details have files of their own. API object types as the server returns them, the
 * enums and limits, and the zod schemas with the exact messages of back-office.md §5.
 */

// ---------------------------------------------------------------------------------------------
// Limits and enums

export const ABOUT_IMAGE_TITLE_MAX = 50;
export const FAQ_QUESTION_MAX = 250;
export const FAQ_ANSWER_MAX = 1500;
export const STORY_SHORT_MAX = 250;
export const STORY_LINK_DISPLAY_MAX = 40;
export const STORY_FULL_MAX = 20_000;
export const PLAN_TITLE_MAX = 120;
export const PLAN_DESCRIPTION_MAX = 5000;
export const PLAN_MESSAGE_MAX = 1000;
export const TEAM_TEXT_MAX = 100;
export const PLAN_DESCRIPTION_PREVIEW_MAX = 100;
export const PLAN_AMOUNT_STEP = 50;
export const TEAM_COLUMN_MIN = 1;
export const TEAM_COLUMN_MAX = 5;
export const TEAM_COLUMN_DEFAULT = 3;
export const STORY_LIMIT_DEFAULT = 10;
export { PLAN_BANNER_MAX_BYTES, TEAM_PHOTO_MAX_BYTES, CONTENT_IMAGE_MAX_BYTES };

export const DURATION_UNITS = ['Day', 'Week', 'Month', 'Year'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];
export const DEFAULT_DURATION_UNIT: DurationUnit = 'Month';

/** Stored value is the currency symbol; the label is what the pickers show. */
export const { values: AMOUNT_UNITS, labels: AMOUNT_UNIT_LABELS } = labelled({
  '£': '£ (Pound)',
  $: '$ (Dollar)',
  '€': '€ (Euro)',
});
export type AmountUnit = (typeof AMOUNT_UNITS)[number];
export const DEFAULT_AMOUNT_UNIT: AmountUnit = '£';

export const { values: STORY_SORTS, labels: STORY_SORT_LABELS } = labelled({
  order: 'Order',
  createdAt: 'Oldest First',
  '-createdAt': 'Newest First',
  name: 'Name A-Z',
  '-name': 'Name Z-A',
});
export type StorySort = (typeof STORY_SORTS)[number];

// ---------------------------------------------------------------------------------------------
// API objects (what the server returns). Every entity carries both `_id` and `id`.

export const aboutImageView = z.object({ ...ids, ...stamps, title: z.string(), image: z.string(), order: z.number().int(), disabled: z.boolean() });
export type AboutImage = z.infer<typeof aboutImageView>;

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
  imageRequired: isRequired('Image'),
  imageWrongType: 'Please select an image file (JPEG, PNG, WebP, GIF or AVIF)',
  contentImageTooLarge: 'Image {filename} is too large. Maximum allowed size is 5MB.',
  planBannerTooLarge: 'Banner image {filename} is too large. Maximum allowed size is 1MB.',
  teamPhotoTooLarge: 'Photo {filename} is too large. Maximum allowed size is 2MB.',
  reorderMismatch: 'The new order must list every item exactly once.',
} as const;

// ---------------------------------------------------------------------------------------------
// Schema helpers. Bodies arrive as JSON or multipart (all strings), so numbers and booleans
// accept their text forms.

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

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

/** A whole number from JSON or a form field, from `min` to `max`; `invalid` when not a whole number. */
const wholeNumberInput = (min: number, max: number, invalid: string, tooSmall = invalid, tooLarge = invalid) =>
  z.preprocess(
    (value) => {
      const v = blankToUndefined(value);
      return typeof v === 'string' ? Number(v) : v;
    },
    z.number({ error: invalid }).int({ error: invalid }).min(min, { error: tooSmall }).max(max, { error: tooLarge }),
  );

const orderInput = wholeNumberInput(
  1,
  100_000,
  'Display order must be a whole number',
  'Display order must be at least 1',
  'Display order must be at most 100000',
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

// ---------------------------------------------------------------------------------------------
// About images

const aboutImageShape = {
  title: maxText('Title', ABOUT_IMAGE_TITLE_MAX),
};
export const aboutImageSchema = z.object(aboutImageShape);
export type AboutImageInput = z.input<typeof aboutImageSchema>;

// ---------------------------------------------------------------------------------------------
// Stories

const storyShape = {
  role: requiredText(isRequired('Role'), TEXT_LIMITS.short),
  name: requiredText(isRequired('Name'), TEXT_LIMITS.short),
  url: requiredText(isRequired('URL'), 2000).pipe(z.string().regex(STORY_URL_PATTERN, { error: 'Enter a valid URL (starting with http:// or https://)' })),
  short_story: maxText('Short story', STORY_SHORT_MAX),
  full_story: z
    .string()
    .trim()
    .max(STORY_FULL_MAX, { error: `Full story must be less than ${STORY_FULL_MAX} characters` })
    .optional()
    .nullable(),
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
  question: maxText('Question', FAQ_QUESTION_MAX),
  answer: maxText('Answer', FAQ_ANSWER_MAX),
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
  title: maxText('Title', PLAN_TITLE_MAX),
  package: requiredText(isRequired('Package name'), TEXT_LIMITS.short),
  product: requiredText(isRequired('Product type'), TEXT_LIMITS.short),
  description: maxText('Description', PLAN_DESCRIPTION_MAX),
  message: z
    .string()
    .trim()
    .max(PLAN_MESSAGE_MAX, { error: `Message must be less than ${PLAN_MESSAGE_MAX} characters` })
    .optional()
    .nullable(),
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

const gridColumnInput = wholeNumberInput(TEAM_COLUMN_MIN, TEAM_COLUMN_MAX, 'Column must be a whole number from 1 to 5');

const teamShape = {
  name: maxText('Name', TEAM_TEXT_MAX),
  position: maxText('Position', TEAM_TEXT_MAX),
  gridColumn: gridColumnInput.optional(),
  order: orderInput.optional(),
};
export const teamMemberSchema = z.object(teamShape);
export const gridColumnSchema = z.object({ gridColumn: gridColumnInput });
export type TeamMemberInput = z.input<typeof teamMemberSchema>;
