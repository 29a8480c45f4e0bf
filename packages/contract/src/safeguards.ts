import { z } from 'zod';
import { formatDateTime } from './dates.ts';
import { formatMoney } from './money.ts';
import { optionalPoundsInput } from './money-input.ts';
import { requiredText } from './validation.ts';
import { INVESTOR_STATUSES } from './investments.ts';
import { labelled } from './labelled.ts';
import { notFoundMessage } from './messages.ts';

/**
 * The safeguards every investor passes before a first investment (the UK high-risk investment
 * regime, as UK platforms apply it): the risk warning and its summary, the investor category, the
 * appropriateness check and the 24-hour cooling-off. Every wording an investor agrees to carries a
 * version, recorded with their answer, so an audit can show what they were given.
 */

// ------------------------------------------------------------ investor category

export const { values: INVESTOR_CATEGORIES, labels: INVESTOR_CATEGORY_LABELS } = labelled({
  restricted: 'Restricted investor',
  high_net_worth: 'High-net-worth investor',
  sophisticated: 'Self-certified sophisticated investor',
});
export type InvestorCategory = (typeof INVESTOR_CATEGORIES)[number];

/** A high-net-worth investor's thresholds, in pence: annual income, or net assets throughout the year. */
export type HighNetWorthThresholds = { annualIncome: number; netAssets: number };
/**
 * The thresholds UK platforms use today: the defaults of the server's configuration
 * (HIGH_NET_WORTH_INCOME, HIGH_NET_WORTH_NET_ASSETS), which the investor's screens receive with their status.
 */
export const HIGH_NET_WORTH_THRESHOLDS: HighNetWorthThresholds = { annualIncome: 100_000_00, netAssets: 250_000_00 };
/** A restricted investor puts at most this share of their net assets into such investments in 12 months. */
export const RESTRICTED_SHARE_PERCENT = 10;
/** The rolling window of the restricted limit, and how long a category or a passed check stays valid. */
export const SAFEGUARD_VALIDITY_DAYS = 365;
export const CHECK_RETAKE_HOURS = 24;
export const COOLING_OFF_HOURS = 24;

/** The statement the investor declares for each category (recorded with the wording version), with the configured thresholds. */
export const investorCategoryStatements = (highNetWorth: HighNetWorthThresholds): Record<InvestorCategory, string> => ({
  restricted: `In the past 12 months I have not invested more than ${RESTRICTED_SHARE_PERCENT}% of my net assets in high-risk investments, and in the next 12 months I will not invest more than ${RESTRICTED_SHARE_PERCENT}% of my net assets in them. Net assets do not include my home, my pension or insurance.`,
  high_net_worth: `In the past financial year I had an annual income of ${formatMoney(highNetWorth.annualIncome)} or more, or net assets of ${formatMoney(highNetWorth.netAssets)} or more throughout the year (not counting my home, my pension or insurance).`,
  sophisticated:
    'I have the knowledge to understand the risks of high-risk investments: in the past three years I have worked in private equity or small-business finance, been a director of a company with a turnover of at least £1 million, or made more than one investment in an unlisted company, or I have been a member of a business angel network for six months.',
});

export const SAFEGUARD_MESSAGES = {
  categoryRequired: 'Please choose the investor category that describes you',
  netAssetsRequired: 'Please enter your net assets in pounds (not counting your home, pension or insurance)',
  highNetWorthBelow: (highNetWorth: HighNetWorthThresholds) =>
    `A high-net-worth investor has an annual income of ${formatMoney(highNetWorth.annualIncome)} or more, or net assets of ${formatMoney(highNetWorth.netAssets)} or more. If neither is true, choose restricted investor.`,
  confirmRequired: 'Please confirm the statement to continue',
  categoryDeclared: 'Thank you. Your investor category is recorded.',
  notVerifiedForSteps: 'Please complete and verify your investor profile first.',
  attemptNotFound: 'This check is not open. Please start the check again.',
  attemptSubmitted: 'This check has already been marked.',
  answersRequired: 'Please answer every question',
  retakeLocked: (opensAt: Date | string) =>
    `You can take the check again from ${formatDateTime(opensAt)}. Meanwhile, please read the risk summary and the explanations of your last answers.`,
  alreadyPassed: 'You have already passed the appropriateness check; it stays valid for 12 months.',
  checkPassed: 'Well done: you passed the appropriateness check.',
  checkFailed: `Not quite. Please read the explanations below; you can take the check again in ${CHECK_RETAKE_HOURS} hours.`,
  questionSaved: 'Question saved',
  questionCreated: 'Question added',
  questionNotFound: notFoundMessage('Question'),
  promptRequired: 'Please write the question',
  optionsRequired: 'Please give between 2 and 5 answers',
  optionRequired: 'Please fill in every answer',
  correctRequired: 'Please choose which answer is correct',
  explanationRequired: 'Please explain the correct answer',
  topicRequired: 'Please choose what the question is about',
  tooFewActive: (count: number) => `The check needs at least ${count} active questions, so this one cannot be switched off.`,
} as const;

/** The 403 of `POST /investor/investments` for each missing step, in the order they are checked. */
export const INVEST_GATE_MESSAGES = {
  category: 'Please declare your investor category before you invest (it is renewed every 12 months): /portfolio/category.',
  check: 'Please pass the appropriateness check before you invest (a pass is valid for 12 months): /portfolio/check.',
  coolingOff: (opensAt: Date | string) =>
    `Your first investment request can be placed from ${formatDateTime(opensAt)}, after a ${COOLING_OFF_HOURS}-hour cooling-off period to think it over.`,
  limit: (limit: number, used: number) =>
    `As a restricted investor you declared you will not invest more than ${RESTRICTED_SHARE_PERCENT}% of your net assets (${formatMoney(limit)}) in 12 months. You have requested ${formatMoney(used)} in the last 12 months, so this request can be at most ${formatMoney(Math.max(0, limit - used))}.`,
} as const;

export const SAFEGUARD_STEPS = ['verification', 'category', 'check', 'cooling_off', 'limit'] as const;
export type SafeguardStep = (typeof SAFEGUARD_STEPS)[number];

/** The declaration form against the configured thresholds: amounts typed in pounds, read into pence. */
export const categoryDeclarationSchemaFor = (highNetWorth: HighNetWorthThresholds) =>
  z
    .object({
      category: z.enum(INVESTOR_CATEGORIES, { error: SAFEGUARD_MESSAGES.categoryRequired }),
      netAssets: optionalPoundsInput(),
      annualIncome: optionalPoundsInput(),
      // Checked with the amounts below, so a form shows every missing answer at once.
      confirm: z.boolean({ error: SAFEGUARD_MESSAGES.confirmRequired }).optional(),
    })
    .superRefine((value, ctx) => {
      if (value.confirm !== true) ctx.addIssue({ code: 'custom', path: ['confirm'], message: SAFEGUARD_MESSAGES.confirmRequired });
      if (value.category === 'restricted' && (value.netAssets === null || value.netAssets <= 0))
        ctx.addIssue({ code: 'custom', path: ['netAssets'], message: SAFEGUARD_MESSAGES.netAssetsRequired });
      if (value.category === 'high_net_worth') {
        const income = value.annualIncome ?? 0;
        const assets = value.netAssets ?? 0;
        if (income < highNetWorth.annualIncome && assets < highNetWorth.netAssets)
          ctx.addIssue({ code: 'custom', path: ['annualIncome'], message: SAFEGUARD_MESSAGES.highNetWorthBelow(highNetWorth) });
      }
    });
/** The form with the default thresholds: the body the API document describes. */
export const categoryDeclarationSchema = categoryDeclarationSchemaFor(HIGH_NET_WORTH_THRESHOLDS);
export type CategoryDeclarationInput = z.input<typeof categoryDeclarationSchema>;

// ------------------------------------------------------------ appropriateness check

export const { values: CHECK_TOPICS, labels: CHECK_TOPIC_LABELS } = labelled({
  capital: 'Losing capital',
  lock_in: 'Money locked in until the cycle ends',
  no_compensation: 'No compensation scheme',
  loss_rule: 'The loss rule',
  not_guaranteed: 'Returns not guaranteed',
  diversification: 'Spreading money across cycles',
});
export type CheckTopic = (typeof CHECK_TOPICS)[number];
/** One question per topic: six questions an attempt. */
export const CHECK_QUESTION_COUNT = CHECK_TOPICS.length;
export const CHECK_OPTIONS_MIN = 2;
export const CHECK_OPTIONS_MAX = 5;

const optionText = requiredText(SAFEGUARD_MESSAGES.optionRequired, 300);
export const checkQuestionSchema = z
  .object({
    topic: z.enum(CHECK_TOPICS, { error: SAFEGUARD_MESSAGES.topicRequired }),
    prompt: requiredText(SAFEGUARD_MESSAGES.promptRequired, 500),
    options: z
      .array(optionText, { error: SAFEGUARD_MESSAGES.optionsRequired })
      .min(CHECK_OPTIONS_MIN, { error: SAFEGUARD_MESSAGES.optionsRequired })
      .max(CHECK_OPTIONS_MAX, { error: SAFEGUARD_MESSAGES.optionsRequired }),
    correctOption: z
      .number({ error: SAFEGUARD_MESSAGES.correctRequired })
      .int({ error: SAFEGUARD_MESSAGES.correctRequired })
      .min(0, { error: SAFEGUARD_MESSAGES.correctRequired }),
    explanation: requiredText(SAFEGUARD_MESSAGES.explanationRequired, 1000),
    isActive: z.boolean().default(true),
  })
  .refine((value) => value.correctOption < value.options.length, { path: ['correctOption'], error: SAFEGUARD_MESSAGES.correctRequired });
export type CheckQuestionInput = z.input<typeof checkQuestionSchema>;

/** A bank question as staff edit it: each save is a new version; attempts keep the version they were shown. */
export const checkQuestionView = z.object({
  id: z.string(),
  topic: z.enum(CHECK_TOPICS),
  prompt: z.string(),
  options: z.array(z.string()),
  correctOption: z.number().int(),
  explanation: z.string(),
  isActive: z.boolean(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type CheckQuestion = z.infer<typeof checkQuestionView>;

/** A question as the investor sees it before answering: options shuffled, nothing says which is right. */
const checkAttemptQuestionView = z.object({ prompt: z.string(), options: z.array(z.string()) });
export const checkAttemptView = z.object({ id: z.string(), startedAt: z.string(), questions: z.array(checkAttemptQuestionView) });
export type CheckAttempt = z.infer<typeof checkAttemptView>;

export const checkAnswersSchema = z.object({
  answers: z
    .array(
      z
        .number({ error: SAFEGUARD_MESSAGES.answersRequired })
        .int()
        .min(0)
        .max(CHECK_OPTIONS_MAX - 1),
      { error: SAFEGUARD_MESSAGES.answersRequired },
    )
    .max(20, { error: SAFEGUARD_MESSAGES.answersRequired }),
});

/** A marked attempt: what was right or wrong, and why. */
export const checkResultView = z.object({
  id: z.string(),
  passed: z.boolean(),
  score: z.number().int(),
  total: z.number().int(),
  submittedAt: z.string(),
  retakeAt: z.string().nullable(),
  questions: z.array(checkAttemptQuestionView.extend({ chosen: z.number().int(), correct: z.number().int(), explanation: z.string() })),
});
export type CheckResult = z.infer<typeof checkResultView>;

// ------------------------------------------------------------ status

export const safeguardStatusView = z.object({
  verification: z.object({ status: z.enum(INVESTOR_STATUSES), completedAt: z.string().nullable() }),
  category: z.object({
    category: z.enum(INVESTOR_CATEGORIES).nullable(),
    netAssets: z.number().int().nullable(),
    annualIncome: z.number().int().nullable(),
    declaredAt: z.string().nullable(),
    expiresAt: z.string().nullable(),
    valid: z.boolean(),
  }),
  check: z.object({
    passedAt: z.string().nullable(),
    expiresAt: z.string().nullable(),
    valid: z.boolean(),
    lastResult: checkResultView.nullable(),
    retakeAt: z.string().nullable(),
  }),
  coolingOff: z.object({ firstInvestment: z.boolean(), opensAt: z.string().nullable() }),
  /** The restricted investor's 10% limit over the last 12 months, in pence. */
  limit: z.object({ limit: z.number().int(), used: z.number().int(), remaining: z.number().int() }).nullable(),
  /** The first step still to do, or 'invest' when every gate is open. */
  nextStep: z.enum(['verification', 'category', 'check', 'cooling_off', 'invest']),
  wordingVersion: z.string(),
});
export type SafeguardStatus = z.infer<typeof safeguardStatusView>;

/** The investor's own view: their status and the high-net-worth thresholds the server is configured with (pence). */
export const investorSafeguardsView = safeguardStatusView.extend({
  highNetWorth: z.object({ annualIncome: z.number().int(), netAssets: z.number().int() }),
});
export type InvestorSafeguards = z.infer<typeof investorSafeguardsView>;

/** What staff see on the investor detail: where they stand, every declaration and every marked attempt. */
export const safeguardRecordView = z.object({
  status: safeguardStatusView,
  declarations: z.array(
    z.object({
      category: z.enum(INVESTOR_CATEGORIES),
      netAssets: z.number().int().nullable(),
      annualIncome: z.number().int().nullable(),
      wordingVersion: z.string(),
      declaredAt: z.string(),
    }),
  ),
  attempts: z.array(checkResultView.extend({ startedAt: z.string() })),
});
export type SafeguardRecord = z.infer<typeof safeguardRecordView>;

/** The restricted investor's 12-month limit, in pence: 10% of their net assets. */
export const restrictedLimit = (netAssetsPence: number) => Math.floor((netAssetsPence * RESTRICTED_SHARE_PERCENT) / 100);
