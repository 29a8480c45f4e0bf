import { z } from 'zod';
import type { FieldErrors } from './envelope.ts';
import './language-scope.ts';
import { groupDigits } from './format.ts';
import { m } from './paraglide/messages.js';
import { getLocale } from './paraglide/runtime.js';

/** A contract schema as its users see it: what it accepts (Input) and what it gives back (Output). */
export type ContractSchema<Output = unknown, Input = unknown> = z.ZodType<Output, Input>;

// In the browser zod checks without its compiled fast path: compiling uses `new Function`, which
// the pages' Content-Security-Policy forbids (each attempt is reported as a CSP issue). The server keeps it.
if (typeof document !== 'undefined') z.config({ jitless: true });

// A fault no rule words itself (a number where text belongs, a missing object) is said from the
// catalogue too, never in zod's developer English, so every message a schema makes has both languages.
z.config({ customError: () => m.validation_invalid_value() });

/** Flattens a zod error into { field: firstMessage }, the `errors` map of a 400 envelope. */
export function toFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** The first message of a zod error, used as the envelope's `message`. */
export const firstMessage = (error: z.ZodError) => error.issues[0]?.message ?? 'Invalid request';

/**
 * Every stored text has a maximum. Short: names, titles, labels. Long: paragraphs. The length is
 * checked first and stops the other checks (`abort`), so no pattern ever runs on oversized input.
 */
export const TEXT_LIMITS = { short: 200, long: 5_000 } as const;

/**
 * A rule's message: a catalogue message (`() => m.validation_x()`), said in the language of the
 * parse that finds the fault (src/language-scope.ts), or an English sentence not yet in the catalogue.
 */
export type Message = string | (() => string);

export const tooLongMessage =
  (max: number): Message =>
  () =>
    m.validation_too_long({ max: groupDigits(max, getLocale()) });

/** A trimmed string that must be present; `message` is shown when missing or blank. */
export const requiredText = (message: Message, max: number = TEXT_LIMITS.long, tooLong: Message = tooLongMessage(max)) =>
  z.string({ error: message }).max(max, { error: tooLong, abort: true }).trim().min(1, { error: message });

/** An optional trimmed string; blank becomes undefined. */
export const optionalText = (max: number = TEXT_LIMITS.long) =>
  z
    .string()
    .max(max, { error: tooLongMessage(max), abort: true })
    .trim()
    .optional()
    .nullable()
    .transform((value) => (value ? value : undefined));

/**
 * A real calendar date written YYYY-MM-DD. `Date.parse` alone accepts 2020-02-30 (it rolls over to
 * March), which the database then refuses, so the date must read back unchanged.
 */
export function isRealDate(value: string): boolean {
  if (value.length !== 10 || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A schema and the schemas it wraps (optional, nullable, default, pipe), outermost first. */
function* layers(schema: unknown): Generator<unknown> {
  let current = schema as { in?: unknown; def?: { innerType?: unknown; in?: unknown } } | undefined;
  for (let depth = 0; current && depth < 6; depth++) {
    yield current;
    current = (current.in ?? current.def?.innerType ?? current.def?.in) as typeof current;
  }
}

/**
 * The maximum length a text schema allows (through optional, nullable, default and pipe wrappers),
 * so forms set `maxLength` from the very rule the server applies. Undefined when it has none.
 */
export function maxLengthOf(schema: unknown): number | undefined {
  for (const layer of layers(schema)) {
    const { maxLength } = layer as { maxLength?: number | null };
    if (typeof maxLength === 'number') return maxLength;
  }
  return undefined;
}

/**
 * The field names of an object schema as a form and an `errors` map spell them: top-level keys,
 * and `parent.child` for the fields of a nested object (an address, an emergency contact).
 */
export function fieldPaths(schema: z.ZodObject): string[] {
  return Object.entries(schema.shape).flatMap(([key, field]) => {
    const inner = [...layers(field)].at(-1);
    return inner instanceof z.ZodObject ? Object.keys(inner.shape).map((child) => `${key}.${child}`) : [key];
  });
}

/** Simple email shape; the domain's dots split its labels, so the pattern never backtracks. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
