import type { DurationUnit } from './content.ts';
import type { Currency } from './money.ts';
import type { Language } from './languages.ts';
import { m } from './paraglide/messages.js';

/**
 * The public track record: its rows, its summary and the figures derived from closed cycles. No zod
 * here (nor any import of a module with schemas): the home page and /track-record show these, and
 * would otherwise download and run the validation library before they are interactive.
 */

/** One row of the public track record. */
export type TrackRecordCycle = {
  id: string;
  name: string;
  planTitle: string;
  location: string;
  currency: Currency;
  startDate: string;
  closedOn: string;
  units: number;
  /** Its round: the units it set out to raise, and those paid for (issue 48). */
  targetUnits: number;
  raisedUnits: number;
  amountPerUnitPence: number;
  projectedProfitPerUnitPence: number;
  profitPerUnitPence: number;
  animalsLost: number;
  /** Animals lost as a share of animals placed, in percent with one decimal. */
  mortalityPercent: number;
  /** Days from the start to the close. */
  days: number;
  /** The actual return per unit, in percent with one decimal, and the same annualised. */
  returnPercent: number;
  annualisedPercent: number;
};

/**
 * The return figures the public site shows, all derived from the closed cycles (never typed in):
 * the latest closed cycle, the average of the cycles closed in the last twelve months, and how many
 * cycles came in below projection or made a loss.
 */
export type TrackRecordSummary = {
  cyclesRun: number;
  /** Average over cycles of return per unit as a percent of the unit amount, one decimal. */
  averageProjectedPercent: number;
  averageActualPercent: number;
  belowProjection: number;
  losses: number;
  latest: { name: string; closedOn: string; days: number; returnPercent: number; annualisedPercent: number } | null;
  /** Cycles closed after `since` (the same date a year before the day the summary was made). */
  lastTwelveMonths: { since: string; cycles: number; averageReturnPercent: number; averageAnnualisedPercent: number };
};

export type TrackRecord = { cycles: TrackRecordCycle[]; summary: TrackRecordSummary };

/** Return per unit as a percent of the unit amount, one decimal. */
export const returnPercent = (profitPence: number, amountPence: number) => Math.round((profitPence / amountPence) * 1000) / 10;

/** Said beside every public return figure, actual or projected. */
export const CAPITAL_AT_RISK = 'Capital at risk';

/**
 * Simple annualisation, so a six-week and a twelve-month cycle compare: the return per cycle scaled
 * to a year, without assuming the profit is reinvested (compounding would flatter short cycles).
 */
export const ANNUALISED_FORMULA = 'Annualised return = return per cycle × 365 ÷ days in the cycle (simple, not compounded).';

/** CAPITAL_AT_RISK in a language: the required English, or its Bengali translation. */
export const capitalAtRiskIn = (language: Language): string => (language === 'en' ? CAPITAL_AT_RISK : m.risk_capital_at_risk({}, { locale: language }));
/** ANNUALISED_FORMULA in a language. */
export const annualisedFormulaIn = (language: Language): string =>
  language === 'en' ? ANNUALISED_FORMULA : m.public_returns_formula({}, { locale: language });
export const annualisedPercent = (percent: number, days: number) => Math.round(((percent * 365) / Math.max(days, 1)) * 10) / 10;

/** A plan's cycle length in days: a month is a twelfth of a year. */
const DAYS_PER_UNIT: Record<DurationUnit, number> = { Day: 1, Week: 7, Month: 365 / 12, Year: 365 };
export const planDays = (duration: number, unit: string) => Math.round(duration * (DAYS_PER_UNIT[unit as DurationUnit] ?? DAYS_PER_UNIT.Month));

const average = (values: number[]) => (values.length ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10 : 0);

/** The summary of closed cycles (newest closing first) as of `today` (YYYY-MM-DD). */
export function summariseTrackRecord(cycles: TrackRecordCycle[], today: string): TrackRecordSummary {
  const latest = cycles[0];
  const since = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
  const recent = cycles.filter((c) => c.closedOn > since && c.closedOn <= today);
  return {
    cyclesRun: cycles.length,
    averageProjectedPercent: average(cycles.map((c) => returnPercent(c.projectedProfitPerUnitPence, c.amountPerUnitPence))),
    averageActualPercent: average(cycles.map((c) => c.returnPercent)),
    belowProjection: cycles.filter((c) => c.profitPerUnitPence < c.projectedProfitPerUnitPence).length,
    losses: cycles.filter((c) => c.profitPerUnitPence < 0).length,
    latest: latest
      ? { name: latest.name, closedOn: latest.closedOn, days: latest.days, returnPercent: latest.returnPercent, annualisedPercent: latest.annualisedPercent }
      : null,
    lastTwelveMonths: {
      since,
      cycles: recent.length,
      averageReturnPercent: average(recent.map((c) => c.returnPercent)),
      averageAnnualisedPercent: average(recent.map((c) => c.annualisedPercent)),
    },
  };
}
