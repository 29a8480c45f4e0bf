import type { AmountUnit, DurationUnit } from './content.ts';
import { digitsIn, groupDigits } from './format.ts';
import type { Language } from './languages.ts';

/**
 * Money, units and cycle dates of investment plans, without zod: public pages (a plan's return
 * calculator) import these without pulling the validation schemas into their JavaScript.
 */

export const CURRENCIES = ['GBP', 'USD', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const CURRENCY_OF_AMOUNT_UNIT: Record<AmountUnit, Currency> = { '£': 'GBP', $: 'USD', '€': 'EUR' };
export const MAX_UNITS_PER_REQUEST = 1000;

/** The units chosen on a plan page, from ?units=: a whole number from 1 to the maximum, else 1. */
export function unitsFromQuery(value: string | null | undefined): number {
  const units = /^\d{1,7}$/.test(value ?? '') ? Number(value) : 0;
  return units >= 1 && units <= MAX_UNITS_PER_REQUEST ? units : 1;
}

/**
 * Currencies amounts are shown in: the plans' currencies, and the Bangladeshi taka (BDT, minor unit
 * the poisha) beside pounds where a cycle's account records its exchange rate. Nothing is held in taka.
 */
export type DisplayCurrency = Currency | 'BDT';

/** Each currency's sign as en-GB writes it (Intl's en-GB currency display: "BDT 1,234.50", with a no-break space). */
export const CURRENCY_SIGNS: Record<DisplayCurrency, string> = { GBP: '£', USD: 'US$', EUR: '€', BDT: 'BDT\u00a0' };

/** Pence in poisha at a rate of `poishaPerPound` taka-poisha per pound, to the nearest poisha. */
export const penceToPoisha = (pence: number, poishaPerPound: number): number => Math.round((pence * poishaPerPound) / 100);
/** Poisha in pence at the same rate, to the nearest penny (the farm's taka records beside a close in pounds). */
export const poishaToPence = (poisha: number, poishaPerPound: number): number => Math.round((poisha * 100) / poishaPerPound);

/** The minus sign amounts are printed with (U+2212), as a bank statement prints it, not a hyphen. */
export const MINUS_SIGN = '\u2212';

/**
 * Formats minor units (pence) as money the way a bank prints it: always with pence, the minus
 * sign before the currency's sign. 123456 GBP -> "£1,234.56", 150000 -> "£1,500.00", -1200 ->
 * "−£12.00". The product's one amount formatter: statements, mails, ledger and public pages alike.
 * Integer arithmetic and no Intl, so a public page showing prices never loads ICU's data while
 * it hydrates (see format.ts). In Bengali the amount stays in its currency, with Bengali digits in
 * bn-BD's lakh groups: 100000000 GBP -> "£১০,০০,০০০.০০" (and taka as "৳").
 */
export function formatMoney(minor: number, currency: DisplayCurrency = 'GBP', language: Language = 'en'): string {
  const abs = Math.abs(Math.round(minor));
  const pence = abs % 100;
  const sign = language === 'bn' && currency === 'BDT' ? '৳' : CURRENCY_SIGNS[currency];
  return `${minor < 0 && abs > 0 ? MINUS_SIGN : ''}${sign}${groupDigits((abs - pence) / 100, language)}.${digitsIn(String(pence).padStart(2, '0'), language)}`;
}

/** The most an amount typed into a form may be: below 2^53 pence, with room to add a few. */
export const MAX_TYPED_PENCE = 1_000_000_000_000_00;

/** Why a typed amount was refused, in the words the forms show. */
/** What is wrong with a typed amount; its words are AMOUNT_INPUT_MESSAGES (money-input.ts, beside the catalogue). */
export type AmountInputProblem = 'invalid' | 'tooManyDecimals' | 'tooLarge';

/**
 * An amount as people type it, in pence: "80,000", "£80,000", "80000.00", " 80 000 ", "-12.5"
 * and "−£12.50" all read. Spaces and thousands commas are dropped wherever they are; a currency
 * sign (£, $, US$, €) may lead, after any minus. Read character by character, no pattern, so no input can make it
 * backtrack. The one parser behind every money input schema.
 */
export function parseAmount(text: string): { pence: number } | { problem: AmountInputProblem } {
  let rest = '';
  for (const char of text) if (char !== ',' && char !== ' ' && char !== '\u00a0' && char !== '\t') rest += char;
  let negative = false;
  if (rest.startsWith('-') || rest.startsWith(MINUS_SIGN)) {
    negative = true;
    rest = rest.slice(1);
  }
  if (rest.startsWith('US$')) rest = rest.slice(3);
  else if (rest.startsWith('£') || rest.startsWith('$') || rest.startsWith('€')) rest = rest.slice(1);
  const point = rest.indexOf('.');
  const pounds = point === -1 ? rest : rest.slice(0, point);
  const fraction = point === -1 ? '' : rest.slice(point + 1);
  const isDigits = (part: string) => [...part].every((char) => char >= '0' && char <= '9');
  if ((pounds === '' && fraction === '') || !isDigits(pounds) || !isDigits(fraction) || (point !== -1 && fraction === '')) return { problem: 'invalid' };
  if (fraction.length > 2) return { problem: 'tooManyDecimals' };
  const whole = pounds.replace(/^0+/, '');
  if (whole.length > String(MAX_TYPED_PENCE / 100).length) return { problem: 'tooLarge' };
  const pence = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  if (pence > MAX_TYPED_PENCE) return { problem: 'tooLarge' };
  return { pence: negative && pence !== 0 ? -pence : pence };
}

/**
 * Minor units as a plain decimal, as CSV exports and bank files carry money: 123450 -> "1234.50",
 * -5 -> "-0.05", null -> "". Integer arithmetic, so no amount is ever rounded on its way out.
 */
export function decimalOfMinor(minor: number | string | null): string {
  if (minor === null) return '';
  const value = BigInt(minor);
  const abs = value < 0n ? -value : value;
  return `${value < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** Pounds with up to two decimals (the plans' figures) to pence. */
export const toMinor = (amount: number) => Math.round(amount * 100);

/** A plan's figures as staff write them: money per unit in pounds with up to two decimals. */
type PlanFigures = { investmentAmount: number; investmentProfit: number; amountUnit: AmountUnit; duration: number; durationUnit: DurationUnit };

/** A plan's terms per unit in minor units, as an investment, a cycle and an agreement keep them. */
export type PlanTerms = { amountPerUnit: number; profitPerUnit: number; currency: Currency; duration: number; durationUnit: DurationUnit };

/** The terms of `plan`: its price and projected profit per unit in minor units, its currency and length. */
export function planTerms(plan: PlanFigures): PlanTerms {
  return {
    amountPerUnit: toMinor(plan.investmentAmount),
    profitPerUnit: toMinor(plan.investmentProfit),
    currency: CURRENCY_OF_AMOUNT_UNIT[plan.amountUnit] ?? 'GBP',
    duration: plan.duration,
    durationUnit: plan.durationUnit,
  };
}

/** What an investment comes to in minor units: its units times the amount per unit. */
export const investmentAmount = (investment: { units: number; amountPerUnit: number }) => investment.units * investment.amountPerUnit;

/** An investment's projected profit in minor units: its units times the profit per unit. */
export const expectedProfit = (investment: { units: number; profitPerUnit: number }) => investment.units * investment.profitPerUnit;

/** Adds a plan's duration to a YYYY-MM-DD date (month ends clamp: 31 Jan + 1 month = 28/29 Feb). */
export function addDuration(startIso: string, duration: number, unit: DurationUnit): string {
  const [y, m, d] = startIso.slice(0, 10).split('-').map(Number) as [number, number, number];
  if (unit === 'Day' || unit === 'Week') {
    const date = new Date(Date.UTC(y, m - 1, d + duration * (unit === 'Week' ? 7 : 1)));
    return date.toISOString().slice(0, 10);
  }
  const months = unit === 'Year' ? duration * 12 : duration;
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}
