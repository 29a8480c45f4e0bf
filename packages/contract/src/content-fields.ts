import { z } from 'zod';
import { requiredText } from './validation.ts';

/** Field pieces the contract's views and rules share (not part of the contract's API). */

/** Every entity carries both `_id` and `id`. */
export const ids = { _id: z.string(), id: z.string() };
export const stamps = { createdAt: z.string(), updatedAt: z.string() };

export const maxText = (required: string, max: number, tooLong: string) => requiredText(required).pipe(z.string().max(max, { error: tooLong }));

export const isAbsoluteUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
};
