/**
 * Sentences the forms say alike, worded once. Kept free of the validation library, so a page that
 * only shows words (the contact form before its first check) does not load it.
 */
import './language-scope.ts';
import { groupDigits } from './format.ts';
import { m } from './paraglide/messages.js';
import { getLocale } from './paraglide/runtime.js';

/**
 * The same sentences as catalogue messages, said when read (in the language of the parse that
 * reads them: language-scope.ts), naming the field by its own message (`m.validation_field_x`).
 * The forms moved to the catalogue use these; the plain-English ones below wait for theirs.
 */
export const requiredMessage = (field: () => string) => () => m.validation_required({ field: field() });
export const atLeastCharsMessage = (field: () => string, min: number) => () =>
  m.validation_at_least_chars({ field: field(), min: groupDigits(min, getLocale()) });
export const atMostCharsMessage = (field: () => string, max: number) => () =>
  m.validation_at_most_chars({ field: field(), max: groupDigits(max, getLocale()) });

/** A required field left empty: "Job title is required". */
export const isRequired = (field: string) => `${field} is required`;

/** A text field over its limit, in the content forms' words: "Title must be less than 50 characters". */
export const lessThanChars = (field: string, max: number) => `${field} must be less than ${max} characters`;

/** A text field over its limit, in the other forms' words: "Name must be at most 120 characters". */
export const atMostChars = (field: string, max: number) => `${field} must be at most ${max} characters`;

/** A record the request names does not exist: "Cycle not found". */
export const notFoundMessage = (thing: string) => `${thing} not found`;

/** A write that worked: "Cycle created successfully". */
export const succeeded = (thing: string, done: string) => `${thing} ${done} successfully`;
