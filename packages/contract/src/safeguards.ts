import { z } from 'zod';
import { formatDate, formatDateTime } from './dates.ts';
import { formatMoney } from './money.ts';
import { optionalPoundsInput } from './money-input.ts';
import { requiredText } from './validation.ts';
import { INVESTOR_STATUSES } from './investments.ts';
import { labelled } from './labelled.ts';
import { notFoundMessage } from './messages.ts';
import { m } from './paraglide/messages.js';
import { getLocale } from './paraglide/runtime.js';

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
  // validation: catalogue messages, said in the language of the page or request that checks
  categoryRequired: () => m.validation_safeguards_category(),
  netAssetsRequired: () => m.validation_safeguards_net_assets(),
  highNetWorthBelow: (highNetWorth: HighNetWorthThresholds) => () => {
    const language = getLocale();
    return m.validation_safeguards_high_net_worth_below({
      income: formatMoney(highNetWorth.annualIncome, 'GBP', language),
      assets: formatMoney(highNetWorth.netAssets, 'GBP', language),
    });
  },
  confirmRequired: () => m.validation_safeguards_confirm(),
  categoryDeclared: 'Thank you. Your investor category is recorded.',
  notVerifiedForSteps: 'Please complete and verify your investor profile first.',
  attemptNotFound: 'This check is not open. Please start the check again.',
  attemptSubmitted: 'This check has already been marked.',
  answersRequired: () => m.validation_safeguards_answers(),
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

/**
 * The restricted investor's 10% rule for one request: the refusal (the 403's message) when `amount` pence
 * would take the last 12 months' requests past the limit, else null. The server refuses with it and the
 * invest form warns with it as the units are typed.
 */
export function restrictedLimitRefusal(limit: { limit: number; used: number } | null, amount: number): string | null {
  if (!limit || limit.used + amount <= limit.limit) return null;
  return INVEST_GATE_MESSAGES.limit(limit.limit, limit.used);
}

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
      if (value.confirm !== true) ctx.addIssue({ code: 'custom', path: ['confirm'], message: SAFEGUARD_MESSAGES.confirmRequired() });
      if (value.category === 'restricted' && (value.netAssets === null || value.netAssets <= 0))
        ctx.addIssue({ code: 'custom', path: ['netAssets'], message: SAFEGUARD_MESSAGES.netAssetsRequired() });
      if (value.category === 'high_net_worth') {
        const income = value.annualIncome ?? 0;
        const assets = value.netAssets ?? 0;
        if (income < highNetWorth.annualIncome && assets < highNetWorth.netAssets)
          ctx.addIssue({ code: 'custom', path: ['annualIncome'], message: SAFEGUARD_MESSAGES.highNetWorthBelow(highNetWorth)() });
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

// ------------------------------------------------------------ getting started: every step to a first investment

/** Every step from sign-up to a first investment, in order: declared once, shown on the invest page and the portfolio. */
export const { values: GETTING_STARTED_STEPS, labels: GETTING_STARTED_STEP_LABELS } = labelled({
  profile: 'Your profile and ID',
  category: 'Your investor category',
  check: 'The appropriateness check',
  cooling_off: `The ${COOLING_OFF_HOURS}-hour wait`,
  agreement: 'The Mudarabah agreement',
  payment: 'Your payment',
});
export type GettingStartedStepKey = (typeof GETTING_STARTED_STEPS)[number];
export const { values: STEP_STATES, labels: STEP_STATE_LABELS } = labelled({ done: 'Done', waiting: 'Waiting', to_do: 'To do' });
export type StepState = (typeof STEP_STATES)[number];

/** Where the investor's first investment stands: signed (a request not cancelled), paid (money arrived), and a request awaiting payment. */
export const firstInvestmentProgressView = z.object({ signed: z.boolean(), paid: z.boolean(), awaitingPaymentId: z.string().nullable() });
export type FirstInvestmentProgress = z.infer<typeof firstInvestmentProgressView>;

export const gettingStartedStepView = z.object({
  key: z.enum(GETTING_STARTED_STEPS),
  title: z.string(),
  state: z.enum(STEP_STATES),
  text: z.string(),
  /** Where the investor can act on this step now, if anywhere. */
  action: z.object({ to: z.string(), label: z.string() }).nullable(),
});
export type GettingStartedStep = z.infer<typeof gettingStartedStepView>;

/**
 * Each step's state for this investor. The category and the check are open while the ID is under
 * review, so the waits overlap; the request itself stays shut until every gate is open (`assertMayInvest`).
 */
export function gettingStartedSteps(status: SafeguardStatus, progress: FirstInvestmentProgress, now: Date = new Date()): GettingStartedStep[] {
  const step = (key: GettingStartedStepKey, state: StepState, text: string, action: GettingStartedStep['action'] = null): GettingStartedStep => ({
    key,
    title: GETTING_STARTED_STEP_LABELS[key],
    state,
    text,
    action: state === 'done' ? null : action,
  });
  const verification = status.verification.status;
  const opensAt = status.coolingOff.opensAt ? new Date(status.coolingOff.opensAt) : null;
  const gatesOpen = verification === 'verified' && status.category.valid && status.check.valid && (!opensAt || opensAt <= now);
  return [
    verification === 'verified'
      ? step('profile', 'done', `Verified on ${formatDate(status.verification.completedAt)}.`)
      : verification === 'pending'
        ? step('profile', 'waiting', 'We are checking your ID and will email you, usually within two working days. Meanwhile you can do the next two steps.', {
            to: '/portfolio/verify',
            label: 'View your profile',
          })
        : verification === 'suspended'
          ? step('profile', 'to_do', 'Your account is suspended. Please contact us.')
          : step(
              'profile',
              'to_do',
              verification === 'rejected'
                ? 'We could not verify your profile. Please check your details and your ID.'
                : 'Your details, your address and a copy of your ID. It takes a few minutes.',
              { to: '/portfolio/verify', label: 'Complete your investor profile' },
            ),
    status.category.valid
      ? step(
          'category',
          'done',
          `${INVESTOR_CATEGORY_LABELS[status.category.category!]}, declared on ${formatDate(status.category.declaredAt)} (renew by ${formatDate(status.category.expiresAt)}).`,
        )
      : step(
          'category',
          'to_do',
          status.category.declaredAt
            ? `Your declaration of ${formatDate(status.category.declaredAt)} is over 12 months old. Please renew it.`
            : 'Restricted, high-net-worth or sophisticated: tell us which describes you. Renewed every 12 months.',
          { to: '/portfolio/category', label: status.category.declaredAt ? 'Renew your category' : 'Declare your category' },
        ),
    status.check.valid
      ? step('check', 'done', `Passed on ${formatDate(status.check.passedAt)} (valid until ${formatDate(status.check.expiresAt)}).`)
      : status.check.retakeAt
        ? step('check', 'waiting', `You can take the check again from ${formatDateTime(status.check.retakeAt)}.`, {
            to: '/portfolio/check',
            label: 'See your answers',
          })
        : step('check', 'to_do', 'Six short questions on the risks, to make sure this investment suits you.', {
            to: '/portfolio/check',
            label: 'Take the check',
          }),
    !status.coolingOff.firstInvestment
      ? step('cooling_off', 'done', 'Only a first investment waits.')
      : opensAt && opensAt <= now
        ? step('cooling_off', 'done', `Over since ${formatDateTime(opensAt)}.`)
        : opensAt
          ? step('cooling_off', 'waiting', `Your first investment request can be placed from ${formatDateTime(opensAt)}.`)
          : step('cooling_off', 'to_do', `Starts when the three steps above are done: ${COOLING_OFF_HOURS} hours to think it over before a first request.`),
    progress.signed
      ? step('agreement', 'done', 'Signed with your investment request; the signed PDF is in your portfolio.')
      : step(
          'agreement',
          'to_do',
          'You read it and sign it by typing your legal name on the invest form, with your request.',
          gatesOpen ? { to: '/investment-plans', label: 'Choose a plan' } : null,
        ),
    progress.paid
      ? step('payment', 'done', 'Your payment has arrived.')
      : progress.awaitingPaymentId
        ? step('payment', 'waiting', 'We are waiting for your bank transfer, with your reference. The bank details are on your investment.', {
            to: `/portfolio/investments/${progress.awaitingPaymentId}`,
            label: 'See how to pay',
          })
        : step('payment', 'to_do', 'By bank transfer after your request, with its reference. Never by card on this site.'),
  ];
}

/** True while any step is not done: the portfolio shows the steps until then. */
export const gettingStartedOpen = (steps: readonly GettingStartedStep[]) => steps.some((step) => step.state !== 'done');

/** The investor's own view: their status, the high-net-worth thresholds the server is configured with (pence), and every step to a first investment. */
export const investorSafeguardsView = safeguardStatusView.extend({
  highNetWorth: z.object({ annualIncome: z.number().int(), netAssets: z.number().int() }),
  progress: firstInvestmentProgressView,
  steps: z.array(gettingStartedStepView),
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
