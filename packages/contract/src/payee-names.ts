import { labelled } from './labelled.ts';

/**
 * Confirmation of Payee, as UK banks answer it: the name on a payout account is compared with the
 * investor's legal name and found a match, a close match (with the name we hold, as a suggestion)
 * or no match. Case, accents, punctuation, titles, word order and spacing never matter; an initial
 * for a first name, a missing middle name or a small typo make a close match; anything else is no match.
 */

export const { values: PAYEE_NAME_RESULTS, labels: PAYEE_NAME_RESULT_LABELS } = labelled({
  match: 'Name matches',
  close_match: 'Close match',
  no_match: 'No match',
});
export type PayeeNameResult = (typeof PAYEE_NAME_RESULTS)[number];

export type PayeeNameCheck = { result: PayeeNameResult; suggestion: string | null };

/** Words that are not part of a name: titles before it, suffixes after it. */
const NOT_NAMES = new Set([
  'mr',
  'mrs',
  'ms',
  'miss',
  'mx',
  'dr',
  'prof',
  'professor',
  'sir',
  'dame',
  'lady',
  'lord',
  'rev',
  'revd',
  'reverend',
  'haji',
  'hajji',
  'alhaji',
  'sheikh',
  'jr',
  'jnr',
  'sr',
  'snr',
  'esq',
  'phd',
]);

/** Lower case, accents off, one word per run of letters and digits, titles left out. Walks the characters: no pattern to backtrack. */
export function nameWords(name: string): string[] {
  const words: string[] = [];
  let word = '';
  const flush = () => {
    if (word && !NOT_NAMES.has(word)) words.push(word);
    word = '';
  };
  for (const char of name.normalize('NFKD').toLowerCase()) {
    if (/\p{M}/u.test(char)) continue;
    if (/[\p{L}\p{N}]/u.test(char)) word += char;
    else if (char !== "'" && char !== '’') flush();
  }
  flush();
  return words;
}

/** Edits (insert, delete, change, swap two neighbours) between two words; stops counting past `limit`. */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      row.push(best);
    }
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}

/** Typos forgiven in a word of this length: none in short words (Ali is not Ala), one up to 7 letters, two beyond. */
const typosAllowed = (length: number) => (length <= 3 ? 0 : length <= 7 ? 1 : 2);

const isTypo = (a: string, b: string) => {
  const allowed = typosAllowed(Math.min(a.length, b.length));
  return allowed > 0 && editDistance(a, b, allowed) <= allowed;
};

const sameWords = (a: string[], b: string[]) => a.length === b.length && [...a].sort().join(' ') === [...b].sort().join(' ');

/**
 * Pairs each word of the account's name with a different word of the legal name: equal words first,
 * then typos, then an initial for a whole word. Returns how many paired and how many were initials.
 */
function pairWords(holder: string[], legal: string[]) {
  const free = legal.map(() => true);
  const paired = holder.map(() => false);
  let count = 0;
  let initials = 0;
  const tests: ((h: string, l: string) => boolean)[] = [(h, l) => h === l, isTypo, (h, l) => h.length === 1 && l.startsWith(h)];
  tests.forEach((test, pass) => {
    holder.forEach((h, i) => {
      if (paired[i]) return;
      const j = legal.findIndex((l, index) => free[index] && test(h, l));
      if (j < 0) return;
      free[j] = false;
      paired[i] = true;
      count++;
      if (pass === 2) initials++;
    });
  });
  return { count, initials };
}

/** Compares the name on an account with the legal name we hold, the way Confirmation of Payee does. */
export function checkPayeeName(holderName: string, legalName: string): PayeeNameCheck {
  const holder = nameWords(holderName);
  const legal = nameWords(legalName);
  const suggestion = legalName.trim().split(/\s+/).join(' ');
  if (holder.length === 0 || legal.length === 0) return { result: 'no_match', suggestion: null };
  if (sameWords(holder, legal) || holder.join('') === legal.join('')) return { result: 'match', suggestion: null };
  const { count, initials } = pairWords(holder, legal);
  // Every word of the shorter name found in the longer one, at most one word more or less (a middle
  // name), and at least one whole word found: an initial alone is not enough.
  const close = count === Math.min(holder.length, legal.length) && Math.abs(holder.length - legal.length) <= 1 && count > initials;
  if (close || isTypo(holder.join(''), legal.join(''))) return { result: 'close_match', suggestion };
  return { result: 'no_match', suggestion: null };
}

/**
 * Whether the payer a bank statement names may be the investor: banks shorten, reorder and
 * capitalise names ("MR J A SMITH"), so anything short of no match passes, by the same rule as
 * Confirmation of Payee.
 */
export function payerNameMatches(payer: string, investor: string): boolean {
  const known = nameWords(investor);
  // A run of initials ("JA SMITH") is read as the initials it stands for ("J A SMITH").
  const isInitials = (word: string) => word.length <= 3 && !known.includes(word) && [...word].every((letter) => known.some((name) => name.startsWith(letter)));
  const spelled = nameWords(payer).flatMap((word) => (isInitials(word) ? [...word] : [word]));
  return checkPayeeName(spelled.join(' '), investor).result !== 'no_match';
}
