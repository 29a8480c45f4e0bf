/**
 * Sentences the forms say alike, worded once. Kept free of the validation library, so a page that
 * only shows words (the contact form before its first check) does not load it.
 */

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
