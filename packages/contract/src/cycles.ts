import { z } from 'zod';
import type { TrackRecord } from './track-record.ts';
import { CURRENCIES } from './money.ts';
import type { Language } from './languages.ts';
import { investmentView } from './investments.ts';
import { approvalView } from './approvals.ts';
import { formatDate } from './dates.ts';
import { optionalText, requiredText } from './validation.ts';
import { atMostChars, isRequired, notFoundMessage, succeeded } from './messages.ts';
import { labelled } from './labelled.ts';
import { ROUND_MESSAGES } from './rounds-public.ts';
import { DEFAULT_COST_LABEL, type CycleAccount, type CycleCostLine, type InvestmentAccountShare, type PublicCycleAccount } from './cycle-account.ts';

/**
 * Farm cycles: a plan runs in cycles; staff post updates and close a cycle with its actual
 * results. Money is integer pence everywhere (fields end in `Pence`).
 */
export const { values: CYCLE_STATUSES, labels: CYCLE_STATUS_LABELS } = labelled({
  funding: 'Open for funding',
  running: 'Running',
  closed: 'Closed',
  cancelled: 'Cancelled',
});
export type CycleStatus = (typeof CYCLE_STATUSES)[number];

export const CYCLE_NAME_MAX = 120;
export const CYCLE_LOCATION_MAX = 120;
export const CYCLE_UNITS_MAX = 1_000_000;
export const CYCLE_UPDATE_BODY_MAX = 5000;
export const CYCLE_UPDATE_PHOTOS_MAX = 6;
/** An update's average weight is kept to the gram as typed (0.045 kg stays 0.045 kg); finer figures are refused, not rounded. */
export const CYCLE_WEIGHT_DECIMALS = 3;
export const CYCLE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** Sale revenue and costs: at most £100m in pence, far below 2^53. */
export const CYCLE_MONEY_MAX_PENCE = 10_000_000_000;
/** The highest taka-per-pound rate a close takes, in poisha (৳10,000 per £1): far above any real rate, a typo guard. */
export const CYCLE_RATE_MAX_POISHA = 1_000_000;
export const CYCLE_ASSIGN_MAX = 500;
export const CYCLE_LATE_REASON_MAX = 500;
export const CYCLE_COST_LINES_MAX = 50;
export const CYCLE_COST_LABEL_MAX = 120;

/** An investment whose money arrived (it became active) after its cycle's start. */
export type LateInvestment = { reference: string; startedAt: string | null };
export const lateListOf = (late: LateInvestment[]) => late.map((investment) => `${investment.reference} (paid ${formatDate(investment.startedAt)})`).join(', ');

/** LATE_MONEY_RULE's test: the investments whose money arrived after the cycle started. */
export const lateInvestments = <T extends LateInvestment>(cycle: { startDate: string }, rows: T[]): T[] =>
  rows.filter((row) => row.startedAt !== null && row.startedAt > cycle.startDate);

export const CYCLE_MESSAGES = {
  notFound: notFoundMessage('Cycle'),
  created: succeeded('Cycle', 'created'),
  updated: succeeded('Cycle', 'updated'),
  deleted: succeeded('Cycle', 'deleted'),
  closed: 'Cycle closed and investors notified',
  updatePublished: 'Update published and investors notified',
  assigned: 'Investments assigned to the cycle',
  planRequired: 'Choose a plan',
  planNotFound: notFoundMessage('Plan'),
  nameRequired: isRequired('Name'),
  nameTooLong: atMostChars('Name', CYCLE_NAME_MAX),
  locationRequired: isRequired('Cluster or location'),
  locationTooLong: atMostChars('Location', CYCLE_LOCATION_MAX),
  startDateInvalid: 'Enter the start date',
  endDateInvalid: 'Enter the expected end date',
  endBeforeStart: 'The expected end date must be on or after the start date',
  unitsInvalid: 'Number of animals or units must be a whole number of at least 1',
  bodyRequired: 'Write the update',
  bodyTooLong: atMostChars('The update', CYCLE_UPDATE_BODY_MAX),
  weightInvalid: 'Average weight must be a positive number of kilograms',
  weightTooPrecise: `Average weight can have at most ${CYCLE_WEIGHT_DECIMALS} decimal places (to the gram)`,
  mortalityInvalid: 'Mortality must be a whole number, 0 or more',
  moneyInvalid: 'Enter an amount of 0 or more in pounds and pence',
  rateInvalid: 'Enter the taka per £1 as a number above 0, such as 150.25, or leave it empty',
  countInvalid: 'Enter a whole number, 0 or more',
  closedOnInvalid: 'Enter the date the cycle ended',
  closedBeforeStart: 'The cycle cannot end before it started',
  closedInFuture: 'The cycle cannot end after today: close it on or after the day it ended',
  tooManyPhotos: `An update can have at most ${CYCLE_UPDATE_PHOTOS_MAX} photos`,
  photoTooLarge: 'Each photo must be at most 5 MB',
  alreadyClosed: 'This cycle is already closed',
  closedNoChange: 'A closed cycle cannot be changed',
  hasInvestments: 'Remove the investments from this cycle before deleting it',
  investmentIdsRequired: 'Choose at least one investment',
  investmentNotAssignable: 'Only active investments in this plan that are not in another cycle can be assigned',
  investmentNotInCycle: 'This investment is not in the cycle',
  tooManyUnits: (units: number) => `The assigned investments would hold more than the cycle's ${units} units`,
  removed: 'Investment removed from the cycle',
  unassignedUnits: (unassigned: number, units: number) =>
    `${unassigned} of the cycle's ${units} units are not assigned to an investment: their share of the result goes to the venture, which funded them (recorded in the cycle's ledger).`,
  closingEarly: (expectedEndDate: string) => `The cycle is expected to end on ${formatDate(expectedEndDate)}: you are closing it before then.`,
  confirmWarnings: 'Please confirm you have checked the warnings above',
  lateReasonRequired: (late: LateInvestment[], startDate: string) =>
    `Paid after the cycle started on ${formatDate(startDate)}: ${lateListOf(late)}. These belong in the plan's next cycle; give a reason to put them in this one.`,
  costsRequired: 'Enter the costs of the cycle: at least one cost line',
  costLabelRequired: 'Give each cost line a label',
  costLabelTooLong: atMostChars('A cost line’s label', CYCLE_COST_LABEL_MAX),
  tooManyCostLines: `A cycle can have at most ${CYCLE_COST_LINES_MAX} cost lines`,
  costLinesDontAddUp: 'The cost lines do not add up to the total costs given',
  costsTooLarge: 'The costs together are more than a cycle can record',
  lateInCycle: (late: LateInvestment[]) => `Money paid after the cycle started: ${lateListOf(late)}.`,
} as const;

/**
 * What staff should check before closing a cycle (warnings they confirm, not refusals): units no
 * investment holds, and a close before the expected end.
 */
export function cycleCloseWarnings(cycle: { units: number; expectedEndDate: string }, assignedUnits: number, closedOn: string): string[] {
  const warnings: string[] = [];
  if (assignedUnits < cycle.units) warnings.push(CYCLE_MESSAGES.unassignedUnits(cycle.units - assignedUnits, cycle.units));
  if (closedOn && closedOn < cycle.expectedEndDate) warnings.push(CYCLE_MESSAGES.closingEarly(cycle.expectedEndDate));
  return warnings;
}

/**
 * Why a closing date is refused, or null: a cycle ends between its start and today (the UK day),
 * since the close credits each investor's share on that date and cannot be undone.
 */
export function closeDateProblem(closedOn: string, startDate: string, today: string): string | null {
  if (closedOn < startDate) return CYCLE_MESSAGES.closedBeforeStart;
  if (closedOn > today) return CYCLE_MESSAGES.closedInFuture;
  return null;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateText = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(10, { error: message })
    .regex(DATE, { error: message })
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), { error: message });

/** A whole number from JSON or a form field (multipart sends text). */
const wholeNumber = (message: string, min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' && value.length <= 16 ? Number(value) : value),
    z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }),
  );
const blankAsMissing = (value: unknown) => (value === '' || value === null ? undefined : value);
const optionalWhole = (message: string, max: number) => z.preprocess(blankAsMissing, wholeNumber(message, 0, max).optional());

export const cycleSchema = z
  .object({
    planId: z.uuid({ error: CYCLE_MESSAGES.planRequired }),
    name: requiredText(CYCLE_MESSAGES.nameRequired).max(CYCLE_NAME_MAX, { error: CYCLE_MESSAGES.nameTooLong }),
    location: requiredText(CYCLE_MESSAGES.locationRequired).max(CYCLE_LOCATION_MAX, { error: CYCLE_MESSAGES.locationTooLong }),
    startDate: dateText(CYCLE_MESSAGES.startDateInvalid),
    expectedEndDate: dateText(CYCLE_MESSAGES.endDateInvalid),
    units: wholeNumber(CYCLE_MESSAGES.unitsInvalid, 1, CYCLE_UNITS_MAX),
    // Opening the cycle for funding (a round, issue 48): all three, or none for a cycle that starts without taking money.
    minimumUnits: z.preprocess(blankAsMissing, wholeNumber(ROUND_MESSAGES.minimumInvalid, 1, CYCLE_UNITS_MAX).optional()),
    fundingOpensOn: z.preprocess(blankAsMissing, dateText(ROUND_MESSAGES.opensOnInvalid).optional()),
    fundingClosesOn: z.preprocess(blankAsMissing, dateText(ROUND_MESSAGES.closesOnInvalid).optional()),
  })
  .superRefine((cycle, ctx) => {
    if (cycle.expectedEndDate < cycle.startDate) ctx.addIssue({ code: 'custom', message: CYCLE_MESSAGES.endBeforeStart, path: ['expectedEndDate'] });
    const given = [cycle.minimumUnits, cycle.fundingOpensOn, cycle.fundingClosesOn].filter((value) => value !== undefined).length;
    if (given === 0) return;
    if (cycle.minimumUnits === undefined) ctx.addIssue({ code: 'custom', message: ROUND_MESSAGES.minimumInvalid, path: ['minimumUnits'] });
    else if (cycle.minimumUnits > cycle.units) ctx.addIssue({ code: 'custom', message: ROUND_MESSAGES.minimumInvalid, path: ['minimumUnits'] });
    if (cycle.fundingOpensOn === undefined) ctx.addIssue({ code: 'custom', message: ROUND_MESSAGES.opensOnInvalid, path: ['fundingOpensOn'] });
    if (cycle.fundingClosesOn === undefined) ctx.addIssue({ code: 'custom', message: ROUND_MESSAGES.closesOnInvalid, path: ['fundingClosesOn'] });
    if (cycle.fundingOpensOn === undefined || cycle.fundingClosesOn === undefined) return;
    if (cycle.fundingClosesOn < cycle.fundingOpensOn) ctx.addIssue({ code: 'custom', message: ROUND_MESSAGES.closesBeforeOpens, path: ['fundingClosesOn'] });
    if (cycle.startDate < cycle.fundingOpensOn) ctx.addIssue({ code: 'custom', message: ROUND_MESSAGES.startBeforeOpens, path: ['startDate'] });
  });
export type CycleValues = z.output<typeof cycleSchema>;
/** A cycle's round as staff open it: present when the cycle takes money through a round. */
export const roundOf = (values: CycleValues): { minimumUnits: number; fundingOpensOn: string; fundingClosesOn: string } | null =>
  values.minimumUnits !== undefined && values.fundingOpensOn !== undefined && values.fundingClosesOn !== undefined
    ? { minimumUnits: values.minimumUnits, fundingOpensOn: values.fundingOpensOn, fundingClosesOn: values.fundingClosesOn }
    : null;

/** Whether `value` has no more than `decimals` decimal places, allowing for binary floating point (0.045 * 1000 is 45.00000000000001). */
export function hasAtMostDecimals(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

export const cycleUpdateSchema = z.object({
  body: requiredText(CYCLE_MESSAGES.bodyRequired).max(CYCLE_UPDATE_BODY_MAX, { error: CYCLE_MESSAGES.bodyTooLong }),
  /** The same in Bengali, optional (staff-written content carries both languages once the Bengali pages land). */
  bodyBn: optionalText(CYCLE_UPDATE_BODY_MAX),
  averageWeightKg: z.preprocess(
    (value) => (value === '' || value === null ? undefined : typeof value === 'string' && value.length <= 16 ? Number(value) : value),
    z
      .number({ error: CYCLE_MESSAGES.weightInvalid })
      .positive({ error: CYCLE_MESSAGES.weightInvalid })
      .max(100_000, { error: CYCLE_MESSAGES.weightInvalid })
      .refine((kg) => hasAtMostDecimals(kg, CYCLE_WEIGHT_DECIMALS), { error: CYCLE_MESSAGES.weightTooPrecise })
      .optional(),
  ),
  mortalityCount: optionalWhole(CYCLE_MESSAGES.mortalityInvalid, CYCLE_UNITS_MAX),
  feedCostPence: optionalWhole(CYCLE_MESSAGES.moneyInvalid, CYCLE_MONEY_MAX_PENCE),
});

export const cycleCostLineSchema = z.object({
  label: requiredText(CYCLE_MESSAGES.costLabelRequired, CYCLE_COST_LABEL_MAX, CYCLE_MESSAGES.costLabelTooLong),
  amountPence: wholeNumber(CYCLE_MESSAGES.moneyInvalid, 0, CYCLE_MONEY_MAX_PENCE),
});

/**
 * A close: the results and the costs as lines (label + amount). `costsPence` stays accepted as
 * their total: alone it is one line "Costs" (DEFAULT_COST_LABEL); with lines they must add up to it.
 * The output always has both, so a request waiting for a second admin parses the same again.
 */
export const closeCycleSchema = z
  .object({
    closedOn: dateText(CYCLE_MESSAGES.closedOnInvalid),
    saleRevenuePence: wholeNumber(CYCLE_MESSAGES.moneyInvalid, 0, CYCLE_MONEY_MAX_PENCE),
    costsPence: z.preprocess(blankAsMissing, wholeNumber(CYCLE_MESSAGES.moneyInvalid, 0, CYCLE_MONEY_MAX_PENCE).optional()),
    costLines: z
      .array(cycleCostLineSchema, { error: CYCLE_MESSAGES.costsRequired })
      .max(CYCLE_COST_LINES_MAX, { error: CYCLE_MESSAGES.tooManyCostLines })
      .optional(),
    animalsSold: wholeNumber(CYCLE_MESSAGES.countInvalid, 0, CYCLE_UNITS_MAX),
    animalsLost: wholeNumber(CYCLE_MESSAGES.countInvalid, 0, CYCLE_UNITS_MAX),
    /** Optional: the taka per pound (in poisha) the farm's figures were converted at; the account then shows taka too. */
    poishaPerPound: z.preprocess(blankAsMissing, wholeNumber(CYCLE_MESSAGES.rateInvalid, 1, CYCLE_RATE_MAX_POISHA).optional()),
  })
  .superRefine((input, ctx) => {
    const lines = input.costLines ?? [];
    if (!lines.length && input.costsPence === undefined) {
      ctx.addIssue({ code: 'custom', message: CYCLE_MESSAGES.costsRequired, path: ['costLines'] });
      return;
    }
    const total = lines.reduce((sum, line) => sum + line.amountPence, 0);
    if (total > CYCLE_MONEY_MAX_PENCE) ctx.addIssue({ code: 'custom', message: CYCLE_MESSAGES.costsTooLarge, path: ['costLines'] });
    else if (lines.length && input.costsPence !== undefined && total !== input.costsPence) {
      ctx.addIssue({ code: 'custom', message: CYCLE_MESSAGES.costLinesDontAddUp, path: ['costLines'] });
    }
  })
  .transform(({ closedOn, saleRevenuePence, costLines, costsPence, animalsSold, animalsLost, poishaPerPound }) => {
    const lines: CycleCostLine[] = costLines?.length ? costLines : [{ label: DEFAULT_COST_LABEL, amountPence: costsPence ?? 0 }];
    const total = lines.reduce((sum, line) => sum + line.amountPence, 0);
    return { closedOn, saleRevenuePence, costsPence: total, costLines: lines, animalsSold, animalsLost, poishaPerPound: poishaPerPound ?? null };
  });
export type CloseCycleValues = z.output<typeof closeCycleSchema>;

/** GET /cycles: one status, or every cycle when it is absent or not a status. */
export const cyclesQuerySchema = z.object({ status: z.enum(CYCLE_STATUSES).optional().catch(undefined) });

export const assignInvestmentsSchema = z.object({
  investmentIds: z
    .array(z.uuid({ error: CYCLE_MESSAGES.investmentNotAssignable }), { error: CYCLE_MESSAGES.investmentIdsRequired })
    .min(1, { error: CYCLE_MESSAGES.investmentIdsRequired })
    .max(CYCLE_ASSIGN_MAX, { error: CYCLE_MESSAGES.investmentIdsRequired }),
  /** Why money paid after the cycle started joins it anyway (LATE_MONEY_RULE); needed only then. */
  lateReason: optionalText(CYCLE_LATE_REASON_MAX),
});

/**
 * The 50/50 rule in pence. A profit is halved between the farmer and the investors, the odd
 * penny going to the farmer's half; a loss is borne by the capital (the farmer loses the value of
 * their labour), so the investors' pool is the whole loss. The pool is divided by the cycle's
 * units and truncated toward zero: nobody is paid a penny more than their share, and in a loss
 * nobody is charged a penny more than theirs. An investment's share is perUnit × its units.
 * Where the pence no investment is credited go: ROUNDING_RULE, and cycleAccount for the account.
 */
export function splitCycleProfit({ saleRevenuePence, costsPence, units }: { saleRevenuePence: number; costsPence: number; units: number }) {
  const netProfitPence = saleRevenuePence - costsPence;
  const investorPoolPence = netProfitPence >= 0 ? Math.floor(netProfitPence / 2) : netProfitPence;
  const profitPerUnitPence = Math.trunc(investorPoolPence / units) || 0;
  return { netProfitPence, investorPoolPence, profitPerUnitPence };
}
export const investorShareOf = (profitPerUnitPence: number, units: number) => profitPerUnitPence * units;

const cyclePhotoView = z.object({ url: z.string(), alt: z.string() });
export type CyclePhoto = z.infer<typeof cyclePhotoView>;

export const cycleUpdateView = z.object({
  id: z.string(),
  cycleId: z.string(),
  body: z.string(),
  bodyBn: z.string().nullable(),
  photos: z.array(cyclePhotoView),
  averageWeightKg: z.number().nullable(),
  mortalityCount: z.number().int().nullable(),
  feedCostPence: z.number().int().nullable(),
  publishedAt: z.string(),
});
export type CycleUpdate = z.infer<typeof cycleUpdateView>;

/** An update's text in a reader's language: the Bengali text for a Bengali reader when staff wrote one, else the English. */
export function updateBodyIn(update: Pick<CycleUpdate, 'body' | 'bodyBn'>, language: Language): { text: string; language: Language } {
  return language === 'bn' && update.bodyBn?.trim() ? { text: update.bodyBn, language: 'bn' } : { text: update.body, language: 'en' };
}

export const cycleView = z.object({
  id: z.string(),
  planId: z.string().nullable(),
  planTitle: z.string(),
  currency: z.enum(CURRENCIES),
  amountPerUnitPence: z.number().int(),
  projectedProfitPerUnitPence: z.number().int(),
  name: z.string(),
  location: z.string(),
  startDate: z.string(),
  expectedEndDate: z.string(),
  units: z.number().int(),
  status: z.enum(CYCLE_STATUSES),
  /** Its funding round (a cycle created running has one that closed the day it started). */
  minimumUnits: z.number().int(),
  fundingOpensOn: z.string(),
  fundingClosesOn: z.string(),
  fundingExtendedFrom: z.string().nullable(),
  fundingClosedOn: z.string().nullable(),
  closedOn: z.string().nullable(),
  saleRevenuePence: z.number().int().nullable(),
  costsPence: z.number().int().nullable(),
  animalsSold: z.number().int().nullable(),
  animalsLost: z.number().int().nullable(),
  profitPerUnitPence: z.number().int().nullable(),
  /** The close's exchange rate, taka per pound in poisha; null: the account is in pounds only. */
  poishaPerPound: z.number().int().nullable(),
  investmentCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Cycle = z.infer<typeof cycleView>;

/** A closed cycle's account (cycleAccount): the same on every page, mail and statement. */
export const cycleAccountView = z.object({
  currency: z.enum(CURRENCIES),
  revenuePence: z.number().int(),
  costLines: z.array(z.object({ label: z.string(), amountPence: z.number().int() })),
  costsPence: z.number().int(),
  netPence: z.number().int(),
  isLoss: z.boolean(),
  investorsHalfPence: z.number().int(),
  farmersHalfPence: z.number().int(),
  oddPennyPence: z.number().int(),
  units: z.number().int(),
  investedUnits: z.number().int(),
  unsoldUnits: z.number().int(),
  perUnitExact: z.string(),
  perUnitPence: z.number().int(),
  creditedPence: z.number().int(),
  roundingLeftoverPence: z.number().int(),
  unsoldSharePence: z.number().int(),
  poishaPerPound: z.number().int().nullable(),
}) satisfies z.ZodType<CycleAccount>;
export const investmentAccountShareView = z.object({
  units: z.number().int(),
  sharePercent: z.number(),
  exactShare: z.string(),
  creditedPence: z.number().int(),
}) satisfies z.ZodType<InvestmentAccountShare>;

/** GET /investor/investments/:id/account: the account of the closed cycle the investment ran in, and its part. */
export const investmentAccountView = z.object({
  cycle: z.object({ id: z.string(), name: z.string(), location: z.string(), closedOn: z.string() }),
  account: cycleAccountView,
  share: investmentAccountShareView,
});
export type InvestmentAccount = z.infer<typeof investmentAccountView>;

/** Staff's cycle page: the cycle, its updates (newest first), the investments in it and, once closed, its account. */
export const cycleDetailView = z.object({
  cycle: cycleView,
  updates: z.array(cycleUpdateView),
  investments: z.array(investmentView),
  account: cycleAccountView.nullable(),
});
/** An investor's view of a cycle they have an investment in: no count of the others' investments. */
export const investorCycleView = z.object({ cycle: cycleView.omit({ investmentCount: true }), updates: z.array(cycleUpdateView) });
/**
 * POST /cycles/:id/close: the closed cycle and the profit split it recorded (200), or, when a second
 * admin must approve the close, the request waiting for them (202).
 */
export const cycleClosedResponse = {
  data: z.union([cycleView, approvalView]),
  netProfitPence: z.number().int().optional(),
  investorPoolPence: z.number().int().optional(),
};

/**
 * GET /cycles/:id/close/preview: what the close dialog shows before staff confirm (the dates, the
 * units no investment holds, money paid after the start, and whether a second admin must approve).
 */
export const cycleClosePreviewView = z.object({
  startDate: z.string(),
  expectedEndDate: z.string(),
  /** The latest closing date allowed: today in the UK. */
  today: z.string(),
  units: z.number().int(),
  assignedUnits: z.number().int(),
  late: z.array(z.object({ reference: z.string(), investorName: z.string(), startedAt: z.string().nullable(), units: z.number().int() })),
  secondAdminNeeded: z.boolean(),
  /** A request to close that waits for a second admin, if any. */
  pending: approvalView.nullable(),
});
export type CycleClosePreview = z.infer<typeof cycleClosePreviewView>;

/** One row of the public track record. */
/** The zod mirror of track-record.ts's types (kept free of zod for the public pages' bundle). */
const trackRecordCycleView = z.object({
  id: z.string(),
  name: z.string(),
  planTitle: z.string(),
  location: z.string(),
  currency: z.enum(CURRENCIES),
  startDate: z.string(),
  closedOn: z.string(),
  units: z.number().int(),
  targetUnits: z.number().int(),
  raisedUnits: z.number().int(),
  amountPerUnitPence: z.number().int(),
  projectedProfitPerUnitPence: z.number().int(),
  profitPerUnitPence: z.number().int(),
  animalsLost: z.number().int(),
  /** Animals lost as a share of animals placed, in percent with one decimal. */
  mortalityPercent: z.number(),
  /** Days from the start to the close. */
  days: z.number().int(),
  /** The actual return per unit, in percent with one decimal, and the same annualised. */
  returnPercent: z.number(),
  annualisedPercent: z.number(),
});

/**
 * The return figures the public site shows, all derived from the closed cycles (never typed in):
 * the latest closed cycle, the average of the cycles closed in the last twelve months, and how many
 * cycles came in below projection or made a loss.
 */
export const trackRecordSummaryView = z.object({
  cyclesRun: z.number().int(),
  /** Average over cycles of return per unit as a percent of the unit amount, one decimal. */
  averageProjectedPercent: z.number(),
  averageActualPercent: z.number(),
  belowProjection: z.number().int(),
  losses: z.number().int(),
  latest: z.object({ name: z.string(), closedOn: z.string(), days: z.number().int(), returnPercent: z.number(), annualisedPercent: z.number() }).nullable(),
  /** Cycles closed after `since` (the same date a year before the day the summary was made). */
  lastTwelveMonths: z.object({ since: z.string(), cycles: z.number().int(), averageReturnPercent: z.number(), averageAnnualisedPercent: z.number() }),
});

export const trackRecordView = z.object({ cycles: z.array(trackRecordCycleView), summary: trackRecordSummaryView }) satisfies z.ZodType<TrackRecord>;

/** GET /track-record/cycles/:id: the public account of a closed cycle (no investor's data). */
export const publicCycleAccountView = z.object({ cycle: trackRecordCycleView, account: cycleAccountView }) satisfies z.ZodType<PublicCycleAccount>;
