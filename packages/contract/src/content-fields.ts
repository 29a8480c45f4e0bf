import { z } from 'zod';
import { requiredText } from './validation.ts';
import { isRequired, lessThanChars } from './messages.ts';

/** Field pieces the contract's views and rules share (not part of the contract's API). */

/** Every entity carries both `_id` and `id`. */
export const ids = { _id: z.string(), id: z.string() };
export const stamps = { createdAt: z.string(), updatedAt: z.string() };

/** A required text of at most `max` characters, with both of its messages worded from the field's name. */
export const maxText = (field: string, max: number) => requiredText(isRequired(field)).pipe(z.string().max(max, { error: lessThanChars(field, max) }));

export const isAbsoluteUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
};
