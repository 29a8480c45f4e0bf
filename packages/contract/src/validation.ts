import { z } from 'zod';
import type { FieldErrors } from './envelope.ts';

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

/** A trimmed string that must be present; `message` is shown when missing or blank. */
export const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message });

/** An optional trimmed string; blank becomes undefined. */
export const optionalText = () =>
  z
    .string()
    .trim()
    .optional()
    .nullable()
    .transform((value) => (value ? value : undefined));

/** Simple email shape used across the product. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
