/**
 * UK bank and address details as a bank prints them. No zod here: public pages may import it.
 */

/** A sort code stored as 6 digits, shown as "20-00-00"; anything else is shown as stored. */
export function formatSortCode(sortCode: string | null | undefined): string {
  const digits = (sortCode ?? '').replace(/\D/g, '');
  return digits.length === 6 ? `${digits.slice(0, 2)}-${digits.slice(2, 4)}-${digits.slice(4)}` : (sortCode ?? '');
}

/** A UK postcode without its space, upper case: outward code (2 to 4 characters) then inward (digit, two letters). */
const UK_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]?\d[A-Z]{2}$/;

/**
 * A postcode as Royal Mail writes it when it is a UK one: "e16ra" and " E1  6RA " -> "E1 6RA".
 * Anything else (a postcode abroad) is kept as typed, trimmed.
 */
export function normalisePostcode(text: string): string {
  const trimmed = text.trim();
  const compact = trimmed.replace(/\s/g, '').toUpperCase();
  return UK_POSTCODE.test(compact) ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : trimmed;
}
