/**
 * Whether the payer a bank statement names is the investor: banks shorten, reorder and capitalise
 * names ("MR J A SMITH", "SMITH JOHN", "Dr. John Smith"), so both sides are reduced to words
 * without case, accents, punctuation or titles, and an initial stands for any word it begins.
 */

/** Words that are not part of anyone's name on a statement. */
const TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'mx', 'dr', 'prof', 'sir', 'dame', 'lord', 'lady', 'rev', 'hon']);

/** A name's words: lower case, accents and punctuation gone, titles dropped. */
export function nameWords(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .split(' ')
    .filter((word) => word && !TITLES.has(word));
}

/**
 * True when every word of the payer's name is a word of the investor's (an initial, or a run of
 * initials such as "JA", standing for words it begins) and at least one whole word is shared.
 */
export function payerNameMatches(payer: string, investor: string): boolean {
  const paid = nameWords(payer);
  const known = nameWords(investor);
  if (paid.length === 0 || known.length === 0) return false;
  const isInitials = (word: string) => word.length <= 3 && [...word].every((letter) => known.some((name) => name.startsWith(letter)));
  let whole = 0;
  for (const word of paid) {
    if (known.includes(word)) whole++;
    else if (!isInitials(word)) return false;
  }
  return whole > 0;
}
