import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bengaliDigits, groupDigits } from './format.ts';
import { inLanguage } from './language-scope.ts';
import { languageOfHeader, languageOfPath, pathInLanguage, pathWithoutLanguage } from './languages.ts';
import { tooLongMessage, requiredText } from './validation.ts';

describe('languages', () => {
  it('reads a page language from its path', () => {
    expect(languageOfPath('/bn')).toBe('bn');
    expect(languageOfPath('/bn/faq')).toBe('bn');
    expect(languageOfPath('/bnx')).toBe('en');
    expect(languageOfPath('/faq')).toBe('en');
    expect(pathInLanguage('/', 'bn')).toBe('/bn');
    expect(pathInLanguage('/bn', 'en')).toBe('/');
    expect(pathInLanguage('/bn/faq', 'bn')).toBe('/bn/faq');
  });

  it('moves any path between the languages and back', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,8}$/);
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 4 }), (segments) => {
        const path = `/${segments.join('/')}`;
        const english = pathWithoutLanguage(path);
        expect(languageOfPath(pathInLanguage(english, 'bn'))).toBe('bn');
        expect(pathInLanguage(pathInLanguage(english, 'bn'), 'en')).toBe(english);
      }),
    );
  });

  it('answers an API call in the first choice of its Accept-Language', () => {
    expect(languageOfHeader('bn')).toBe('bn');
    expect(languageOfHeader('bn-BD,bn;q=0.9,en;q=0.8')).toBe('bn');
    expect(languageOfHeader('en-GB,bn;q=0.5')).toBe('en');
    expect(languageOfHeader('en;q=0.4, bn;q=0.9')).toBe('bn');
    expect(languageOfHeader(undefined)).toBe('en');
    expect(languageOfHeader('x'.repeat(10_000))).toBe('en');
  });

  it('writes numbers in Bengali digits with lakh groups', () => {
    expect(groupDigits(1234567)).toBe('1,234,567');
    expect(groupDigits(1234567, 'bn')).toBe('১২,৩৪,৫৬৭');
    expect(groupDigits(1000, 'bn')).toBe('১,০০০');
    expect(bengaliDigits('£1,000.00')).toBe('£১,০০০.০০');
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        expect(groupDigits(n, 'bn')).toBe(n.toLocaleString('bn-BD'));
      }),
    );
  });

  it('says a rule in the language of the parse', () => {
    // zod makes an issue's message when it is first read: read inside the scope.
    const schema = requiredText('Title is required', 5);
    const english = schema.safeParse('too long here').error?.issues[0]?.message;
    const bengali = inLanguage('bn', () => schema.safeParse('too long here').error?.issues[0]?.message);
    expect(english).toBe('Please use at most 5 characters');
    expect(bengali).toBe('অনুগ্রহ করে সর্বোচ্চ ৫টি অক্ষর লিখুন');
    expect(typeof tooLongMessage(5)).toBe('function');
  });
});
