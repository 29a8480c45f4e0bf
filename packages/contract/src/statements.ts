/**
 * Statements' words and the UK tax year they follow: 6 April to 5 April, named by the year it
 * starts in ("2025/26"). Dates are London days (YYYY-MM-DD), as ledger value dates are.
 */

import { z } from 'zod';
import { calendarDay, formatDate, ukDayOf } from './dates.ts';
import { STATEMENT_FIRST_YEAR } from './investments.ts';
import type { LedgerEntry } from './ledger.ts';
import { CURRENCIES } from './money.ts';

const isRealDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && calendarDay(value) !== null;

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

/** The tax-year statement of a year not yet over is provisional: it says so in its title and why. */
export const isProvisionalTaxYear = (startYear: number, now: Date = new Date()) => londonDay(now) <= taxYearDays(startYear).to;
export const provisionalNote = (startYear: number) =>
  `Provisional: this tax year ends on ${formatDate(taxYearDays(startYear).to)}, so the figures may still change. Download the statement again after that day for the final figures.`;

// ------------------------------------------------------------ the tax-year pack for an accountant

/** How each credit is described in the pack's CSV: the words a UK adviser looks for. */
export const TAX_PACK_CREDIT_DESCRIPTION = 'Profit share from an alternative finance arrangement';
export const TAX_PACK_CORRECTION_DESCRIPTION = `Correction of a ${TAX_PACK_CREDIT_DESCRIPTION.toLowerCase()}`;
export const TAX_PACK_README = (label: string) =>
  [
    `Tax-year pack ${label}`,
    '',
    'tax-year-statement.pdf  your tax-year statement (money in and out, profit credited, the balance held for you).',
    'profit-credits.csv      each profit share credited to you in the tax year: date, investment reference, description, amount and currency.',
    '',
    'Profit is your share of the profit of a Mudarabah (profit-sharing) partnership, an alternative finance arrangement; no interest is paid.',
    'We do not give tax advice. If you are unsure how this applies to you, ask HM Revenue & Customs or a tax adviser.',
    '',
  ].join('\r\n');

// ------------------------------------------------------------ zakat statement

type ZakatEntry = Pick<LedgerEntry, 'id' | 'kind' | 'amount' | 'reversesId' | 'valueDate' | 'createdAt'>;

/**
 * What one investment held for the investor at the end of `day`, from its ledger entries valued on or
 * before it, in the order the money moved: the profit credited and not yet paid out (a payout takes
 * profit first, a loss beyond the profit comes off the capital) and the capital, the rest of the
 * balance. A correction counts as the kind it corrects. Integer pence throughout; capital + profit is
 * always the balance.
 */
export function zakatHolding(entries: readonly ZakatEntry[], day: string): { capital: number; profit: number; total: number } {
  const kindOf = new Map(entries.map((entry) => [entry.id, entry.kind]));
  const counted = entries
    .filter((entry) => entry.valueDate <= day)
    .sort((a, b) => a.valueDate.localeCompare(b.valueDate) || a.createdAt.localeCompare(b.createdAt));
  let capital = 0;
  let profit = 0;
  for (const entry of counted) {
    const kind = entry.kind === 'reversal' ? (entry.reversesId ? kindOf.get(entry.reversesId) : undefined) : entry.kind;
    if ((kind === 'profit' || kind === 'loss') && profit + entry.amount >= 0) profit += entry.amount;
    else if (kind === 'profit' || kind === 'loss') {
      capital += profit + entry.amount;
      profit = 0;
    } else if (kind === 'payout' && entry.amount < 0) {
      const fromProfit = Math.min(profit, -entry.amount);
      profit -= fromProfit;
      capital += entry.amount + fromProfit;
    } else capital += entry.amount;
  }
  return { capital, profit, total: capital + profit };
}

export const ZAKAT_MESSAGES = {
  dateRequired: 'Please choose a date',
  notADate: 'Please choose a real date, like 2026-12-07',
  inFuture: 'Please choose today or a day before: we value holdings on days that have passed.',
} as const;

/** The day is checked against today by the server, on its clock (`ZAKAT_MESSAGES.inFuture`). */
export const zakatQuerySchema = z.object({
  date: z
    .string({ error: ZAKAT_MESSAGES.dateRequired })
    .max(10, { error: ZAKAT_MESSAGES.notADate })
    .refine(isRealDay, { error: ZAKAT_MESSAGES.notADate })
    .optional(),
});

const zakatLineView = z.object({
  investmentId: z.string(),
  reference: z.string(),
  planTitle: z.string(),
  currency: z.enum(CURRENCIES),
  capital: z.number().int(),
  profit: z.number().int(),
  total: z.number().int(),
});
export const zakatStatementView = z.object({
  date: z.string(),
  investments: z.array(zakatLineView),
  /** One total per currency held, pounds first. */
  totals: z.array(z.object({ currency: z.enum(CURRENCIES), capital: z.number().int(), profit: z.number().int(), total: z.number().int() })),
});
export type ZakatStatement = z.infer<typeof zakatStatementView>;

/** The note printed with every zakat statement. */
export const ZAKAT_NOTE =
  'Included: for each investment, the capital we held for you on this day and the profit credited to you and not yet paid out, from our ledger (entries dated on or before the day). Not included: profit not yet credited (a cycle still running), money you have not yet paid in, or anything paid out to you. We do not give religious or tax advice: please ask a scholar you trust how zakat applies to you.';
