import { z } from 'zod';
import './language-scope.ts';
import { MAX_TYPED_PENCE, parseAmount, type AmountInputProblem } from './money.ts';
import { m } from './paraglide/messages.js';

/** A typed amount's problem in words, said in the language of the page or request that checks. */
export const AMOUNT_INPUT_MESSAGES: Record<AmountInputProblem, () => string> = {
  invalid: () => m.validation_amount_invalid(),
  tooManyDecimals: () => m.validation_amount_decimals(),
  tooLarge: () => m.validation_amount_too_large(),
};

/**
 * A money field of a form, in pence: typed text goes through parseAmount ("80,000", "£80,000",
 * "80000.00"), a JSON number is pounds with up to two decimals. Every money input schema that
 * takes pounds is built from this, so each refuses with the same words.
 */
export const poundsInput = ({ min = 0, max = MAX_TYPED_PENCE }: { min?: number; max?: number } = {}) =>
  z
    .union([z.string().max(40, { error: AMOUNT_INPUT_MESSAGES.invalid }), z.number()], { error: AMOUNT_INPUT_MESSAGES.invalid })
    .transform((value, ctx) => {
      const read = typeof value === 'number' ? penceOfPounds(value) : parseAmount(value);
      if ('problem' in read) {
        ctx.addIssue({ code: 'custom', message: AMOUNT_INPUT_MESSAGES[read.problem]() });
        return z.NEVER;
      }
      return read.pence;
    })
    .pipe(z.number().min(min, { error: AMOUNT_INPUT_MESSAGES.invalid }).max(max, { error: AMOUNT_INPUT_MESSAGES.tooLarge }));

/** An optional money field: blank, null or missing is null. */
export const optionalPoundsInput = (range?: { min?: number; max?: number }) =>
  z.preprocess(
    (value) => (value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : value),
    poundsInput(range).nullable(),
  );

/** A JSON number of pounds in pence, refused when it has more than two decimals. */
function penceOfPounds(pounds: number): ReturnType<typeof parseAmount> {
  if (!Number.isFinite(pounds)) return { problem: 'invalid' };
  const pence = Math.round(pounds * 100);
  if (Math.abs(pence - pounds * 100) > 1e-6 * Math.max(1, Math.abs(pence))) return { problem: 'tooManyDecimals' };
  return Math.abs(pence) > MAX_TYPED_PENCE ? { problem: 'tooLarge' } : { pence };
}
