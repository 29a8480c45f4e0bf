import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  findExactPairs,
  findInvestmentReference,
  findInvestmentReferences,
  proposeMatch,
  type ProposalInvestment,
  type ProposalLine,
} from './bank-statements.ts';
import { formatInvestmentReference, skippedSteps, type InvestmentStatus } from './investments.ts';
import { nameWords, payerNameMatches } from './payee-names.ts';

const investment: ProposalInvestment = { status: 'awaiting_payment', amount: 100_000, currency: 'GBP', paidIn: 0, investorNames: ['Amina Investor'] };
const line = (amount: number, extra: Partial<ProposalLine> = {}): ProposalLine => ({
  amount,
  currency: 'GBP',
  references: ['BBV-2026-00042'],
  assigned: false,
  payerName: null,
  ...extra,
});

/** A reference as banks mangle it: any case, any of their separators, or none. */
const reference = fc.record({ year: fc.integer({ min: 2000, max: 2099 }), sequence: fc.integer({ min: 1, max: 99_999 }) });
const separator = fc.constantFrom('', '-', ' ', '_', '/', '.', ' - ');
const mangled = fc.tuple(reference, separator, separator, fc.boolean()).map(([{ year, sequence }, a, b, lower]) => {
  const text = `BBV${a}${year}${b}${String(sequence).padStart(5, '0')}`;
  return { text: lower ? text.toLowerCase() : text, formatted: formatInvestmentReference(year, sequence) };
});
/** Words around a reference that cannot themselves read as one (no digits). */
const filler = fc.stringMatching(/^[A-Z ]{0,12}$/);

describe('reference finding', () => {
  it('finds the reference through spaces, dashes, case and surrounding text', () => {
    for (const text of ['BBV-2026-00042', 'bbv 2026 00042', 'FP REF BBV202600042 J SMITH', 'Bbv_2026/00042.']) {
      expect(findInvestmentReference(text)).toBe('BBV-2026-00042');
    }
    expect(findInvestmentReference('SERVICE CHARGE 2026')).toBeNull();
  });

  it('reads one mangled reference among words as exactly that reference', () => {
    fc.assert(
      fc.property(filler, mangled, filler, (before, { text, formatted }, after) => {
        expect(findInvestmentReferences(`${before} ${text} ${after}`)).toEqual([formatted]);
      }),
    );
  });

  it('reads every distinct reference of a description naming several, in order', () => {
    fc.assert(
      fc.property(fc.array(mangled, { minLength: 2, maxLength: 4 }), filler, (references, words) => {
        const distinct = [...new Set(references.map((one) => one.formatted))];
        expect(findInvestmentReferences(references.map((one) => one.text).join(` ${words} `))).toEqual(distinct);
      }),
    );
  });
});

describe('proposals', () => {
  it('proposes each kind', () => {
    expect(proposeMatch(line(100_000), investment)).toEqual({ kind: 'exact', due: 100_000 });
    expect(proposeMatch(line(40_000), investment)).toEqual({ kind: 'partial', due: 100_000 });
    expect(proposeMatch(line(60_000), { ...investment, paidIn: 40_000 })).toEqual({ kind: 'exact', due: 60_000 });
    expect(proposeMatch(line(120_000), investment)).toEqual({ kind: 'overpaid', due: 100_000 });
    expect(proposeMatch(line(100_000), null)).toEqual({ kind: 'unknown_reference', due: null });
    expect(proposeMatch(line(100_000), { ...investment, status: 'cancelled' })).toEqual({ kind: 'unknown_reference', due: null });
    expect(proposeMatch(line(100_000), { ...investment, paidIn: 100_000 })).toEqual({ kind: 'already_paid', due: 0 });
    expect(proposeMatch(line(100_000), { ...investment, status: 'active' })).toMatchObject({ kind: 'already_paid' });
    expect(proposeMatch(line(100_000, { currency: 'USD' }), investment)).toMatchObject({ kind: 'currency_mismatch' });
    expect(proposeMatch(line(100_000, { references: ['BBV-2026-00042', 'BBV-2026-00043'] }), investment)).toEqual({ kind: 'ambiguous', due: null });
    expect(proposeMatch(line(100_000, { payerName: 'MR J BLOGGS' }), investment)).toEqual({ kind: 'payer_mismatch', due: 100_000 });
    expect(proposeMatch(line(100_000, { payerName: 'MS A INVESTOR' }), investment)).toEqual({ kind: 'exact', due: 100_000 });
  });

  const currency = fc.constantFrom('GBP' as const, 'USD' as const, 'EUR' as const);
  const anyLine = fc.record({
    amount: fc.integer({ min: 1, max: 10_000_000 }),
    currency,
    references: fc.array(fc.constantFrom('BBV-2026-00001', 'BBV-2026-00002', 'BBV-2026-00003'), { maxLength: 3 }).map((list) => [...new Set(list)]),
    assigned: fc.boolean(),
    payerName: fc.option(fc.constantFrom('AMINA INVESTOR', 'J BLOGGS', 'Mrs A. Investor'), { nil: null }),
  });
  const anyInvestment = fc.option(
    fc.record({
      status: fc.constantFrom('requested' as const, 'contacted' as const, 'awaiting_payment' as const, 'active' as const, 'cancelled' as const),
      amount: fc.integer({ min: 1, max: 10_000_000 }),
      currency,
      paidIn: fc.integer({ min: 0, max: 10_000_000 }),
      investorNames: fc.constant(['Amina Investor']),
    }),
    { nil: null },
  );

  it('is exact only for one named (or assigned) investment, in its currency, from its investor, of the amount due', () => {
    fc.assert(
      fc.property(anyLine, anyInvestment, (credit, target) => {
        const { kind } = proposeMatch(credit, target);
        if (kind !== 'exact') return;
        expect(target).not.toBeNull();
        expect(credit.assigned || credit.references.length <= 1).toBe(true);
        expect(credit.currency).toBe(target!.currency);
        expect(credit.amount).toBe(target!.amount - target!.paidIn);
        if (credit.payerName && !credit.assigned) expect(payerNameMatches(credit.payerName, 'Amina Investor')).toBe(true);
      }),
    );
  });

  it('never proposes a line naming two investments as anything but ambiguous, unless staff assigned it', () => {
    fc.assert(
      fc.property(anyLine, anyInvestment, (credit, target) => {
        const { kind } = proposeMatch(credit, target);
        expect(kind === 'ambiguous').toBe(!credit.assigned && credit.references.length > 1);
      }),
    );
  });

  it('never pays across currencies', () => {
    fc.assert(
      fc.property(anyLine, anyInvestment, (credit, target) => {
        fc.pre(target !== null && target.status !== 'cancelled' && (credit.assigned || credit.references.length <= 1));
        expect(proposeMatch(credit, target).kind === 'currency_mismatch').toBe(credit.currency !== target!.currency);
      }),
    );
  });
});

describe('payer names', () => {
  it('reads names the way banks print them', () => {
    expect(nameWords('Mr. J.A. SMITH-JONES')).toEqual(['j', 'a', 'smith', 'jones']);
    expect(payerNameMatches('MR J A SMITH', 'John Andrew Smith')).toBe(true);
    expect(payerNameMatches('SMITH JOHN', 'John Smith')).toBe(true);
    expect(payerNameMatches('JA SMITH', 'John Andrew Smith')).toBe(true);
    expect(payerNameMatches('Dr Chloé Durand', 'CHLOE DURAND')).toBe(true);
    expect(payerNameMatches('J BLOGGS', 'John Smith')).toBe(false);
    expect(payerNameMatches('MR J', 'John Smith')).toBe(false);
    expect(payerNameMatches('', 'John Smith')).toBe(false);
  });

  const word = fc
    .stringMatching(/^[a-z]{2,10}$/)
    // A title or suffix ("dr", "jr") is not a name word: the matcher's own reading decides, not a copy of its list.
    .filter((value) => nameWords(value).length === 1);
  const name = fc.array(word, { minLength: 2, maxLength: 4 });
  const title = fc.constantFrom('', 'Mr ', 'MRS. ', 'dr ', 'Ms. ');
  const punctuation = fc.constantFrom(' ', '. ', ', ', '-', '  ');

  it('matches a name whatever its case, punctuation and title', () => {
    fc.assert(
      fc.property(name, title, punctuation, fc.boolean(), (words, honorific, between, upper) => {
        const written = `${honorific}${words.join(between)}`;
        expect(payerNameMatches(upper ? written.toUpperCase() : written, words.join(' '))).toBe(true);
      }),
    );
  });

  it('matches initials for the first names and the surname in full, in either order', () => {
    fc.assert(
      fc.property(name, fc.boolean(), (words, surnameFirst) => {
        const initials = words.slice(0, -1).map((one) => one[0]!.toUpperCase());
        const surname = words.at(-1)!.toUpperCase();
        const written = surnameFirst ? [surname, ...initials].join(' ') : [...initials, surname].join(' ');
        expect(payerNameMatches(written, words.join(' '))).toBe(true);
      }),
    );
  });

  it('does not match a payer sharing no word with the investor', () => {
    fc.assert(
      fc.property(name, name, (payer, investor) => {
        fc.pre(payer.every((one) => !investor.includes(one)));
        expect(payerNameMatches(payer.join(' '), investor.join(' '))).toBe(false);
      }),
    );
  });
});

describe('skipped steps', () => {
  it('marks the steps an activation by payment jumped over, and none for a walk through every step', () => {
    const event = (fromStatus: InvestmentStatus, toStatus: InvestmentStatus) => ({ kind: 'status' as const, fromStatus, toStatus });
    expect([...skippedSteps([event('requested', 'active')])]).toEqual(['contacted', 'awaiting_payment']);
    expect([...skippedSteps([event('contacted', 'active')])]).toEqual(['awaiting_payment']);
    expect(skippedSteps([event('requested', 'contacted'), event('contacted', 'awaiting_payment'), event('awaiting_payment', 'active')]).size).toBe(0);
    expect(skippedSteps([event('requested', 'cancelled')]).size).toBe(0);
  });
});

describe('findExactPairs', () => {
  const lines = (amounts: number[]) => amounts.map((amount, index) => ({ id: `line-${index}`, amount }));

  it('pairs two lines that together pay exactly what is due, the oldest first, and leaves a line that pays alone', () => {
    const pairs = findExactPairs(lines([60_000, 30_000, 40_000, 100_000, 40_000]), 100_000);
    expect(pairs.map(([a, b]) => [a.id, b.id])).toEqual([['line-0', 'line-2']]);
    expect(findExactPairs(lines([50_000, 50_000, 50_000]), 100_000)).toHaveLength(1);
    expect(findExactPairs(lines([30_000, 30_000]), 100_000)).toEqual([]);
  });

  it('every pair sums exactly to what is due and no line is in two pairs', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -5_000, max: 20_000 }), { maxLength: 300 }), fc.integer({ min: 1, max: 20_000 }), (amounts, due) => {
        const pairs = findExactPairs(lines(amounts), due);
        const used = pairs.flat().map((line) => line.id);
        expect(new Set(used).size).toBe(used.length);
        for (const [a, b] of pairs) {
          expect(a.amount + b.amount).toBe(due);
          expect(a.amount).toBeGreaterThan(0);
          expect(b.amount).toBeGreaterThan(0);
        }
        // Nothing left over could still pair: the search misses no pair among the lines it left.
        const left = lines(amounts).filter((line) => !used.includes(line.id) && line.amount > 0 && line.amount < due);
        const amountsLeft = new Map<number, number>();
        for (const line of left) amountsLeft.set(line.amount, (amountsLeft.get(line.amount) ?? 0) + 1);
        for (const [amount, count] of amountsLeft) {
          const partner = due - amount;
          expect(partner === amount ? count >= 2 : amountsLeft.has(partner)).toBe(false);
        }
      }),
    );
  });
});
