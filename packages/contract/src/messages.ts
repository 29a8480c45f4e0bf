/**
 * Sentences the forms say alike, worded once. Kept free of the validation library, so a page that
 * only shows words (the contact form before its first check) does not load it.
 */

/** A required field left empty: "Job title is required". */
export const isRequired = (field: string) => `${field} is required`;
