/**
 * Statements' words and the UK tax year they follow: 6 April to 5 April, named by the year it
 * starts in ("2025/26"). Dates are London days (YYYY-MM-DD), as ledger value dates are.
 */

import { ukDayOf } from './dates.ts';
import { STATEMENT_FIRST_YEAR } from './investments.ts';

/** The London calendar day of a moment, YYYY-MM-DD (ledger value dates are London days): the date module's UK day. */
export const londonDay = ukDayOf;

/** The start year of the tax year a day (YYYY-MM-DD) or moment falls in: 5 April 2026 is in 2025/26, 6 April 2026 in 2026/27. */
export function taxYearOf(day: string | Date): number {
  const text = typeof day === 'string' ? day : londonDay(day);
  const year = Number(text.slice(0, 4));
  return text.slice(5) >= '04-06' ? year : year - 1;
}

/** The first and last day of the tax year starting in `startYear`, both included. */
export const taxYearDays = (startYear: number) => ({ from: `${startYear}-04-06`, to: `${startYear + 1}-04-05` });

/** "2025/26". */
export const taxYearLabel = (startYear: number) => `${startYear}/${String((startYear + 1) % 100).padStart(2, '0')}`;

/** The tax years a statement exists for, newest first: from the venture's first year to the current one. */
export function statementTaxYears(now: Date = new Date()): number[] {
  const current = taxYearOf(now);
  return Array.from({ length: current - STATEMENT_FIRST_YEAR + 1 }, (_, i) => current - i);
}

export const STATEMENT_MESSAGES = {
  badTaxYear: 'A tax year is the four-digit year it starts in, like 2025 for 2025/26.',
  noTaxYear: 'There is no statement for that tax year.',
} as const;

/** The tax note printed on every tax-year statement. */
export const TAX_YEAR_NOTE =
  'Profit you receive may be taxable income. Keep this statement for your Self Assessment tax return. We do not give tax advice: if you are unsure how it applies to you, ask HM Revenue & Customs or a tax adviser.';
