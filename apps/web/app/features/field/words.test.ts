import { describe, expect, it } from 'vitest';
import { DEATH_CAUSES, FIELD_MESSAGES, FIELD_RECORD_KINDS, FIELD_REVIEW_STATUSES } from '@app/contract';
import { latinDigits } from './RecordForm';
import { bn } from './words-bn';
import { en } from './words-en';
import { inWords } from './words';

type Tree = { [key: string]: unknown };

/** Every leaf of the words, named by its path; a function is called with a sample argument. */
function leaves(tree: Tree, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'function') return [[name, (value as (arg: never) => unknown)(sampleArgument(name) as never)]];
    if (value && typeof value === 'object') return leaves(value as Tree, name);
    return [[name, value]];
  });
}
const sampleArgument = (name: string) => (/date/i.test(name) ? '2026-12-07T09:30:00+06:00' : /sentBack|lastSynced/.test(name) ? 'সকাল ৯টা' : 1234);

/** Words that are the same in both, or that are deliberately in the other language (the switch to it). */
const NOT_BENGALI = new Set(['language', 'htmlLang', 'otherLanguage']);
const BENGALI = /[\u0980-\u09ff]/;
const LATIN_LETTERS = /[A-Za-z]/;

describe('the field app’s words', () => {
  it('has the same keys, of the same kinds, in English and Bengali', () => {
    const shape = (tree: Tree) => leaves(tree).map(([name, value]) => `${name}:${typeof value}`);
    expect(shape(bn)).toEqual(shape(en));
  });

  it('names every record kind, death cause and review status of the contract in both languages', () => {
    for (const words of [en, bn]) {
      expect(Object.keys(words.kinds).sort()).toEqual([...FIELD_RECORD_KINDS].sort());
      expect(Object.keys(words.causes).sort()).toEqual([...DEATH_CAUSES].sort());
      expect(Object.keys(words.review).sort()).toEqual([...FIELD_REVIEW_STATUSES].sort());
    }
  });

  it('says everything in Bengali, with Bengali digits, in the Bengali words', () => {
    for (const [name, value] of leaves(bn)) {
      if (NOT_BENGALI.has(name)) continue;
      expect(String(value), name).toMatch(BENGALI);
      expect(String(value), name).not.toMatch(LATIN_LETTERS);
      expect(String(value), name).not.toMatch(/[0-9]/);
    }
    expect(bn.waitingToSend(3)).toBe('৩টি রেকর্ড পাঠানোর অপেক্ষায়');
    expect(bn.taka(125_050)).toBe('৳১,২৫০.৫০');
  });

  it('counts in English with the singular for one', () => {
    expect(en.waitingToSend(1)).toBe('1 record waiting to send');
    expect(en.waitingToSend(3)).toBe('3 records waiting to send');
    expect(en.taka(125_050)).toBe('BDT\u00a01,250.50');
  });

  it('reads digits typed on a Bengali keyboard', () => {
    expect(latinDigits(' ১২৩৪ ')).toBe('1234');
    expect(latinDigits('৫০.৫')).toBe('50.5');
    expect(latinDigits('42')).toBe('42');
  });
});

describe('the contract’s messages in the officer’s language', () => {
  it('translates every message the officer can meet, and leaves others as they came', () => {
    expect(Object.keys(bn.messages).sort()).toEqual(Object.keys(en.messages).sort());
    for (const key of Object.keys(en.messages) as (keyof typeof en.messages)[]) {
      expect(en.messages[key]).toBe(FIELD_MESSAGES[key]);
      expect(inWords(bn, FIELD_MESSAGES[key])).toBe(bn.messages[key]);
      expect(inWords(en, FIELD_MESSAGES[key])).toBe(FIELD_MESSAGES[key]);
    }
    expect(inWords(bn, 'Something else')).toBe('Something else');
  });
});
