/**
 * Amounts and dates for a reader in a language (mails, statements, the agreement's translation):
 * English exactly as formatMoney and formatDate write it; Bengali with Bengali digits grouped as
 * bn-BD groups them (lakh and crore) and the pounds still pounds (£১,০০০.০০), and dates through
 * Intl in bn-BD (৭ ডিসেম্বর, ২০২৬), on the London calendar day as the English ones.
 */
import { DISPLAY_TIME_ZONE, formatDate, formatDateTime } from './dates.ts';
import { bengaliDigits, groupDigits } from './format.ts';
import { CURRENCY_SIGNS, MINUS_SIGN, formatMoney, type DisplayCurrency } from './money.ts';
import type { Language } from './languages.ts';

export function formatMoneyIn(minor: number, currency: DisplayCurrency, language: Language): string {
  if (language === 'en') return formatMoney(minor, currency);
  const abs = Math.abs(Math.round(minor));
  const pence = abs % 100;
  return `${minor < 0 && abs > 0 ? MINUS_SIGN : ''}${CURRENCY_SIGNS[currency]}${groupDigits((abs - pence) / 100, language)}.${bengaliDigits(String(pence).padStart(2, '0'))}`;
}

let bengaliFormats: { date: Intl.DateTimeFormat; day: Intl.DateTimeFormat; time: Intl.DateTimeFormat } | undefined;
const bengali = () =>
  (bengaliFormats ??= {
    date: new Intl.DateTimeFormat('bn-BD', { day: 'numeric', month: 'long', year: 'numeric', timeZone: DISPLAY_TIME_ZONE }),
    // A bare calendar day (2026-12-07) is that day wherever it is read.
    day: new Intl.DateTimeFormat('bn-BD', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
    time: new Intl.DateTimeFormat('bn-BD', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: DISPLAY_TIME_ZONE }),
  });

const isDay = (value: string | Date): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

export function formatDateIn(value: string | Date | null | undefined, language: Language, empty = '—'): string {
  if (language === 'en') return formatDate(value, empty);
  if (value == null || value === '') return empty;
  const date = isDay(value) ? new Date(`${value}T12:00:00Z`) : value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return empty;
  return (isDay(value) ? bengali().day : bengali().date).format(date);
}

export function formatDateTimeIn(value: string | Date | null | undefined, language: Language, empty = '—'): string {
  if (language === 'en') return formatDateTime(value, empty);
  if (value == null || value === '') return empty;
  const date = isDay(value) ? new Date(`${value}T12:00:00Z`) : value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? empty : `${bengali().date.format(date)}, ${bengali().time.format(date)}`;
}
