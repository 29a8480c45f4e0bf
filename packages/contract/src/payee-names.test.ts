import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkPayeeName, editDistance, nameWords } from './payee-names.ts';

const LEGAL = 'Amina Rahman';

describe('Confirmation of Payee: examples', () => {
  it.each([
    ['the same name', 'Amina Rahman'],
    ['another case', 'AMINA RAHMAN'],
    ['a title', 'Mrs Amina Rahman'],
    ['accents', 'Amína Rahmán'],
    ['punctuation and surname first', 'Rahman, Amina'],
    ['extra spaces', '  amina   rahman '],
  ])('%s is a match', (_, holder) => {
    expect(checkPayeeName(holder, LEGAL)).toEqual({ result: 'match', suggestion: null });
  });

  it('treats a name written as one word or two alike, and a hyphen as a space', () => {
    expect(checkPayeeName('Abdulrahman Khan', 'Abdul Rahman Khan').result).toBe('match');
    expect(checkPayeeName('Sara Ahmed-Khan', 'Sara Ahmed Khan').result).toBe('match');
    expect(checkPayeeName("Siobhan O'Neill", 'Siobhan ONeill').result).toBe('match');
  });

  it.each([
    ['an initial for the first name', 'A Rahman'],
    ['an initial with a full stop and a title', 'Dr A. Rahman'],
    ['a typo in the surname', 'Amina Rahmen'],
    ['two letters swapped', 'Amnia Rahman'],
    ['a middle name left out', 'Amina Rahman', 'Amina Begum Rahman'],
    ['a middle name added', 'Amina Begum Rahman', 'Amina Rahman'],
  ])('%s is a close match that suggests the legal name', (_, holder, legal = LEGAL) => {
    expect(checkPayeeName(holder, legal)).toEqual({ result: 'close_match', suggestion: legal });
  });

  it.each([
    ['someone else', 'John Smith'],
    ['the same first name, another surname', 'Amina Smith'],
    ['initials only', 'A R'],
    ['a title only', 'Mrs'],
    ['a company', 'Rahman Farms Ltd'],
    ['nothing', ''],
  ])('%s is no match', (_, holder) => {
    expect(checkPayeeName(holder, LEGAL)).toEqual({ result: 'no_match', suggestion: null });
  });

  it('forgives a typo in a short word only as one typo in the whole name', () => {
    expect(checkPayeeName('Ala Khan', 'Ali Khan').result).toBe('close_match');
    expect(checkPayeeName('Bo Li', 'Al Li').result).toBe('no_match');
  });

  it('counts edits, a swap of neighbours as one', () => {
    expect(editDistance('rahman', 'rahman')).toBe(0);
    expect(editDistance('rahman', 'rahmen')).toBe(1);
    expect(editDistance('amina', 'amnia')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
    expect(nameWords('Mr. JOHN  o’Brien-Smith Jr')).toEqual(['john', 'obrien', 'smith']);
  });
});

const letters = (from: string, to: string) => fc.integer({ min: from.charCodeAt(0), max: to.charCodeAt(0) }).map((code) => String.fromCharCode(code));
const word = (chars: fc.Arbitrary<string>, minLength = 2) =>
  fc
    .array(chars, { minLength, maxLength: 10 })
    .map((list) => list.join(''))
    .filter((value) => nameWords(value).length === 1 && nameWords(value)[0] === value);
const name = (chars = letters('a', 'z'), minLength = 2) => fc.array(word(chars, minLength), { minLength: 1, maxLength: 4 });
const ACCENTED: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ö', u: 'ü', c: 'ç', n: 'ñ' };

describe('Confirmation of Payee: properties', () => {
  it('any name is a match for itself written another way: case, accents, punctuation, a title, another order', () => {
    fc.assert(
      fc.property(
        name(),
        fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }),
        fc.constantFrom(' ', ', ', ' - ', '. '),
        fc.constantFrom('', 'Mr ', 'Mrs ', 'Dr. ', 'Prof '),
        fc.boolean(),
        (words, flips, separator, title, reverse) => {
          const noisy = words.map((one, w) => [...one].map((char, c) => (flips[(w * 10 + c) % 40] ? (ACCENTED[char] ?? char).toUpperCase() : char)).join(''));
          const holder = title + (reverse ? [...noisy].reverse() : noisy).join(separator);
          expect(checkPayeeName(holder, words.join(' '))).toEqual({ result: 'match', suggestion: null });
        },
      ),
    );
  });

  it('one letter changed in a word of four letters or more is a close match, never no match', () => {
    fc.assert(
      fc.property(name(letters('a', 'z'), 4), fc.nat(), fc.nat(), letters('a', 'z'), (words, which, at, letter) => {
        const w = which % words.length;
        const target = words[w]!;
        const i = at % target.length;
        fc.pre(target[i] !== letter);
        const typo = words.map((one, index) => (index === w ? one.slice(0, i) + letter + one.slice(i + 1) : one));
        const legal = words.join(' ');
        const check = checkPayeeName(typo.join(' '), legal);
        expect(check.result).not.toBe('no_match');
        if (check.result === 'close_match') expect(check.suggestion).toBe(legal);
      }),
    );
  });

  it('names that share no letter are no match', () => {
    fc.assert(
      fc.property(name(letters('a', 'm'), 4), name(letters('n', 'z'), 4), (holder, legal) => {
        expect(checkPayeeName(holder.join(' '), legal.join(' '))).toEqual({ result: 'no_match', suggestion: null });
      }),
    );
  });

  it('answers every input with one of the three results, a suggestion only with a close match', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), fc.string({ maxLength: 60 }), (holder, legal) => {
        const check = checkPayeeName(holder, legal);
        expect(['match', 'close_match', 'no_match']).toContain(check.result);
        expect(check.suggestion !== null).toBe(check.result === 'close_match');
      }),
    );
  });
});
