import { z } from 'zod';
import { CYCLE_UPDATE_BODY_MAX } from './cycles.ts';
import { countOf, groupDigits } from './format.ts';
import { formatMoney, MINUS_SIGN, poishaToPence } from './money.ts';
import { atMostChars, isRequired } from './messages.ts';
import { requiredText, optionalText } from './validation.ts';
import { daysBetween } from './dates.ts';
import { currentHeadcount, cycleFieldPlanView, DEATH_CAUSE_LABELS, fieldRecordView, type FieldRecordDetails, type FieldRecordKind } from './field.ts';

type CountingRecord = { kind: FieldRecordKind; animalCount: number | null; recordedAt: string };

/**
 * Staff review of the field officers' records (issue 51): sending a record back, publishing a set
 * of records as an investor update, what investors see of the farm, and the close's reconciliation
 * against the records. The records themselves (kinds, details, versions) are in field.ts.
 */

export const FIELD_COMMENT_MAX = 1000;
export const FIELD_PUBLISH_MAX = 50;

export const FIELD_REVIEW_MESSAGES = {
  recordNotFound: 'Record not found',
  commentRequired: isRequired('A comment for the officer'),
  commentTooLong: atMostChars('The comment', FIELD_COMMENT_MAX),
  sentBack: 'Record sent back to the officer',
  notLatest: 'A newer version of this record has arrived: review that one',
  alreadyPublished: 'This record is already published and cannot be sent back',
  recordsRequired: 'Choose at least one record to publish',
  tooManyRecords: `Publish at most ${FIELD_PUBLISH_MAX} records at once`,
  notPublishable: 'Only the latest version of a record waiting for review can be published: someone may have published or sent it back already',
  bodyRequired: 'Write the update for investors',
  bodyTooLong: atMostChars('The update', CYCLE_UPDATE_BODY_MAX),
  bodyBnTooLong: atMostChars('The Bengali update', CYCLE_UPDATE_BODY_MAX),
  published: 'Records published as an update and investors notified',
  cycleNotRunning: 'Only a running cycle’s records can be published',
  noFarm: 'This investment is not in a cycle yet',
  neverRan: 'This investment was cancelled before it started, so it has no farm to show',
} as const;

export const REVIEW_FILTERS = ['submitted', 'returned', 'published', 'all'] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];
/** GET /cycles/:id/field/records: one review state, or the records waiting for review when absent. */
export const reviewQuerySchema = z.object({ status: z.enum(REVIEW_FILTERS).catch('submitted').default('submitted') });

export const sendBackSchema = z.object({
  comment: requiredText(FIELD_REVIEW_MESSAGES.commentRequired, FIELD_COMMENT_MAX, FIELD_REVIEW_MESSAGES.commentTooLong),
});

export const publishRecordsSchema = z.object({
  /** The stored versions to publish (each the latest of its record, waiting for review). */
  versionIds: z
    .array(z.uuid({ error: FIELD_REVIEW_MESSAGES.recordsRequired }), { error: FIELD_REVIEW_MESSAGES.recordsRequired })
    .min(1, { error: FIELD_REVIEW_MESSAGES.recordsRequired })
    .max(FIELD_PUBLISH_MAX, { error: FIELD_REVIEW_MESSAGES.tooManyRecords })
    .refine((ids) => new Set(ids).size === ids.length, { error: FIELD_REVIEW_MESSAGES.recordsRequired }),
  body: requiredText(FIELD_REVIEW_MESSAGES.bodyRequired, CYCLE_UPDATE_BODY_MAX, FIELD_REVIEW_MESSAGES.bodyTooLong),
  /** The same in Bengali; optional until the Bengali catalogue lands. */
  bodyBn: optionalText(CYCLE_UPDATE_BODY_MAX),
});

/**
 * An investor's share of the animals: the cycle's current headcount × their units ÷ the cycle's
 * units, to the nearest animal (a half rounds up). Integer arithmetic, so every screen says the same.
 */
export function animalsOfUnits(units: number, cycleUnits: number, headcount: number): number {
  if (cycleUnits <= 0 || headcount <= 0 || units <= 0) return 0;
  return Math.floor((2 * headcount * units + cycleUnits) / (2 * cycleUnits));
}
export const ANIMALS_ROUNDING = 'to the nearest animal';
/** "Your 3 units ≈ 144 animals", and how it was worked out. */
export const animalsOfUnitsText = (units: number, cycleUnits: number, headcount: number) => ({
  headline: `Your ${countOf(units, { one: 'unit', other: 'units' })} ≈ ${countOf(animalsOfUnits(units, cycleUnits, headcount), { one: 'animal', other: 'animals' })}`,
  working: `${groupDigits(units)} of the cycle’s ${groupDigits(cycleUnits)} units × ${groupDigits(headcount)} animals now, ${ANIMALS_ROUNDING}.`,
});

/** What the cycle's plan expects, where staff recorded it (each part may be missing). */
export type FarmPlan = {
  startingHeadcount: number | null;
  /** Deaths expected over the whole cycle, in percent of the starting headcount. */
  expectedMortalityPercent: number | null;
  /** The expected average weight by day of the cycle (day 0 = the start), in grams, in day order. */
  expectedWeights: { day: number; grams: number }[];
  /** Feed and vet costs budgeted for the cycle, in poisha. */
  budgetPoisha: number | null;
};

/** The expected average weight on a day of the cycle, read between the plan's points (null outside them). */
export function expectedWeightOn(plan: FarmPlan, day: number): number | null {
  const points = plan.expectedWeights;
  if (!points.length || day < points[0]!.day || day > points.at(-1)!.day) return null;
  const after = points.findIndex((point) => point.day >= day);
  const right = points[after]!;
  if (right.day === day || after === 0) return right.grams;
  const left = points[after - 1]!;
  return Math.round(left.grams + ((right.grams - left.grams) * (day - left.day)) / (right.day - left.day));
}

/** The headcount the plan expects on a day: its expected deaths spread evenly over the cycle's days. */
export function plannedHeadcountOn(plan: FarmPlan, day: number, cycleDays: number): number | null {
  if (plan.startingHeadcount === null || plan.expectedMortalityPercent === null || cycleDays <= 0) return null;
  const share = Math.min(Math.max(day, 0), cycleDays) / cycleDays;
  return Math.round(plan.startingHeadcount * (1 - (plan.expectedMortalityPercent / 100) * share));
}

/**
 * What a record shows against the plan, in words (staff read the words, not only a colour): deaths
 * so far above the deaths the plan expects by that day, and a weighing below the expected weight.
 */
export function againstPlan(plan: FarmPlan, at: { day: number; cycleDays: number; deathsToDate: number; averageWeightGrams: number | null }): string[] {
  const notes: string[] = [];
  const planned = plannedHeadcountOn(plan, at.day, at.cycleDays);
  if (planned !== null && plan.startingHeadcount !== null) {
    const expectedDeaths = plan.startingHeadcount - planned;
    if (at.deathsToDate > expectedDeaths)
      notes.push(`Mortality above plan: ${groupDigits(at.deathsToDate)} deaths so far, the plan expects ${groupDigits(expectedDeaths)} by day ${at.day}`);
  }
  const expected = at.averageWeightGrams === null ? null : expectedWeightOn(plan, at.day);
  if (expected !== null && at.averageWeightGrams! < expected) {
    notes.push(`Weight below plan: ${groupDigits(at.averageWeightGrams!)} g average, the plan expects ${groupDigits(expected)} g on day ${at.day}`);
  }
  return notes;
}

/** The day of the cycle a moment falls on (0 = the start day), by the UTC date of the moment. */
export const cycleDayOf = (startDate: string, at: string) => daysBetween(startDate, at.slice(0, 10));

/** The records' totals a close is checked against: the latest version of each record received and not sent back. */
export type FieldTotals = {
  deaths: number;
  animalsSold: number;
  salesPoisha: number;
  feedPoisha: number;
  vetPoisha: number;
  /** Records sent back and not answered yet: their figures are left out. */
  returned: number;
};

export type CloseFigures = {
  saleRevenuePence: number | null;
  costsPence: number | null;
  animalsSold: number | null;
  animalsLost: number | null;
  poishaPerPound: number | null;
};
export type ReconciliationLine = { label: string; closing: string; records: string; matches: boolean | null; note: string | null };

/**
 * The close's figures beside what the records say (a warning staff read, never a refusal): deaths
 * against animals lost, sales against animals sold and revenue, and feed and vet costs against the
 * close's costs (which may hold more than feed and vet, so only costs below the records' are odd).
 * Taka compare with pounds only at the close's rate; without one the taka totals are shown as they are.
 */
export function reconcileClose(totals: FieldTotals, close: CloseFigures, currency: 'GBP' | 'USD' | 'EUR'): ReconciliationLine[] {
  const count = (value: number | null) => (value === null ? '—' : groupDigits(value));
  const difference = (a: number, b: number, show: (n: number) => string) => `${a > b ? '+' : a < b ? MINUS_SIGN : ''}${show(Math.abs(a - b))}`;
  const lines: ReconciliationLine[] = [];
  const counted = (label: string, closing: number | null, records: number, word: { one: string; other: string }) => {
    const matches = closing === null ? null : closing === records;
    lines.push({
      label,
      closing: count(closing),
      records: count(records),
      matches,
      note:
        matches === false
          ? `The close says ${countOf(closing!, word)}, the records ${countOf(records, word)} (${difference(closing!, records, groupDigits)})`
          : null,
    });
  };
  counted('Animals lost', close.animalsLost, totals.deaths, { one: 'death', other: 'deaths' });
  counted('Animals sold', close.animalsSold, totals.animalsSold, { one: 'animal sold', other: 'animals sold' });
  const money = (label: string, closing: number | null, poisha: number, onlyBelow: boolean) => {
    const taka = formatMoney(poisha, 'BDT');
    if (close.poishaPerPound === null || closing === null) {
      lines.push({
        label,
        closing: closing === null ? '—' : formatMoney(closing, currency),
        records: taka,
        matches: null,
        note: closing === null ? null : 'Give the taka rate to compare with the records',
      });
      return;
    }
    const pence = poishaToPence(poisha, close.poishaPerPound);
    const matches = onlyBelow ? closing >= pence : closing === pence;
    const shown = (n: number) => formatMoney(n, currency);
    lines.push({
      label,
      closing: shown(closing),
      records: `${taka} ≈ ${shown(pence)}`,
      matches,
      note: matches ? null : `The close says ${shown(closing)}, the records ${shown(pence)} at the close’s rate (${difference(closing, pence, shown)})`,
    });
  };
  money('Sale revenue', close.saleRevenuePence, totals.salesPoisha, false);
  money('Costs (feed and vet in the records)', close.costsPence, totals.feedPoisha + totals.vetPoisha, true);
  return lines;
}

/** The reconciliation's warnings: one sentence per figure that differs, and records left out. */
export function reconciliationWarnings(totals: FieldTotals, lines: ReconciliationLine[]): string[] {
  return [
    ...lines.flatMap((line) => (line.matches === false && line.note ? [`${line.label}: ${line.note}.`] : [])),
    ...(totals.returned
      ? [`${countOf(totals.returned, { one: 'record was', other: 'records were' })} sent back and not answered: left out of the records’ figures.`]
      : []),
  ];
}

export const fieldTotalsView = z.object({
  deaths: z.number().int(),
  animalsSold: z.number().int(),
  salesPoisha: z.number().int(),
  feedPoisha: z.number().int(),
  vetPoisha: z.number().int(),
  returned: z.number().int(),
}) satisfies z.ZodType<FieldTotals>;

/** A record's photo as staff and investors read it: through the access-checked photo route. */
export const fieldPhotoLink = z.object({ id: z.string(), url: z.string(), takenAt: z.string().nullable() });
export const fieldPhotoUrl = (photoId: string, width?: number) => `/api/v1/field/photos/${photoId}/image${width ? `?width=${width}` : ''}`;

/** One record in the review queue: its latest version, its earlier ones, its photos and what it shows against the plan. */
export const reviewRecordView = fieldRecordView.extend({
  photos: z.array(fieldPhotoLink),
  againstPlan: z.array(z.string()),
  updateId: z.string().nullable(),
  earlier: z.array(fieldRecordView),
});
export type ReviewRecord = z.infer<typeof reviewRecordView>;

/** GET /cycles/:id/field/records: the queue, the counts per state and the plan the figures were read against. */
export const reviewQueueView = z.object({
  records: z.array(reviewRecordView),
  counts: z.object({ submitted: z.number().int(), returned: z.number().int(), published: z.number().int() }),
  plan: cycleFieldPlanView,
  location: z.string(),
});
export type ReviewQueue = z.infer<typeof reviewQueueView>;

/** The farm plan as the charts and checks read it, from the cycle's stored plan (weeks become days). */
export function farmPlanOf(plan: z.infer<typeof cycleFieldPlanView>, units: number): FarmPlan {
  return {
    startingHeadcount: plan.startingHeadcount ?? units,
    expectedMortalityPercent: plan.expectedMortalityBasisPoints === null ? null : plan.expectedMortalityBasisPoints / 100,
    expectedWeights: plan.expectedWeights.map((point) => ({ day: point.week * 7, grams: point.grams })),
    budgetPoisha: plan.feedBudgetPoisha,
  };
}

export type HeadcountPoint = { day: string; headcount: number; deathsToDate: number; plannedHeadcount: number | null };

/**
 * The headcount after each headcount, death and sale record, oldest first, from the plan's starting
 * headcount: each point is currentHeadcount over the records up to it, so the last one is the
 * headcount the field app shows.
 */
export function headcountSeries(cycle: { startDate: string; expectedEndDate: string }, plan: FarmPlan, records: readonly CountingRecord[]): HeadcountPoint[] {
  const cycleDays = daysBetween(cycle.startDate, cycle.expectedEndDate);
  const start = plan.startingHeadcount ?? 0;
  const counting = records
    .filter((record) => record.kind === 'headcount' || record.kind === 'death' || record.kind === 'sale')
    .sort((a, b) => a.recordedAt.localeCompare(b.recordedAt));
  let deaths = 0;
  return [
    { day: cycle.startDate, headcount: start, deathsToDate: 0, plannedHeadcount: plannedHeadcountOn(plan, 0, cycleDays) },
    ...counting.map((record, i) => {
      if (record.kind === 'death') deaths += record.animalCount ?? 0;
      return {
        day: record.recordedAt.slice(0, 10),
        headcount: currentHeadcount(start, counting.slice(0, i + 1)),
        deathsToDate: deaths,
        plannedHeadcount: plannedHeadcountOn(plan, cycleDayOf(cycle.startDate, record.recordedAt), cycleDays),
      };
    }),
  ];
}

/** An investor's view of the farm their investment's cycle runs on: published records only. */
export const investorFarmView = z.object({
  cycle: z.object({ id: z.string(), name: z.string(), location: z.string(), startDate: z.string(), expectedEndDate: z.string(), units: z.number().int() }),
  headcount: z.array(z.object({ day: z.string(), headcount: z.number().int(), deathsToDate: z.number().int(), plannedHeadcount: z.number().int().nullable() })),
  startingHeadcount: z.number().int(),
  expectedMortalityPercent: z.number().nullable(),
  weights: z.array(z.object({ day: z.string(), averageGrams: z.number().int(), plannedGrams: z.number().int().nullable(), animalsWeighed: z.number().int() })),
  costs: z.object({ feedPoisha: z.number().int(), vetPoisha: z.number().int(), budgetPoisha: z.number().int().nullable() }),
  photos: z.array(fieldPhotoLink.extend({ caption: z.string(), village: z.string(), alt: z.string() })),
  share: z.object({ units: z.number().int(), headcount: z.number().int(), animals: z.number().int(), headline: z.string(), working: z.string() }),
});
export type InvestorFarm = z.infer<typeof investorFarmView>;

/** A record's figures in a line of words, as the review queue lists them. */
export function describeRecord(details: FieldRecordDetails, averageWeightGrams: number | null): string {
  switch (details.kind) {
    case 'headcount':
      return `Counted ${countOf(details.count, { one: 'animal', other: 'animals' })}`;
    case 'death':
      return `${countOf(details.count, { one: 'animal', other: 'animals' })} died: ${DEATH_CAUSE_LABELS[details.cause]}${details.causeNote ? ` (${details.causeNote})` : ''}`;
    case 'weighing':
      return `${countOf(details.weightsGrams.length, { one: 'animal', other: 'animals' })} weighed, ${groupDigits(averageWeightGrams ?? 0)} g on average`;
    case 'feed':
      return `${details.feed}: ${groupDigits(details.quantityGrams / 1000)} kg, ${formatMoney(details.costPoisha, 'BDT')}`;
    case 'vet':
      return `${details.treatment}${details.medicine ? ` with ${details.medicine}` : ''}: ${formatMoney(details.costPoisha, 'BDT')}`;
    case 'sale':
      return `${countOf(details.animals, { one: 'animal', other: 'animals' })} sold for ${formatMoney(details.pricePoisha, 'BDT')}`;
    case 'photo':
      return details.caption;
  }
}
