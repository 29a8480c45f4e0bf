import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.ts';

/**
 * The two catalogues (messages/en.json, messages/bn.json) hold the same keys, each file sorted by
 * key, so helpers adding keys in their own areas (prefixes) merge without conflicts.
 */
const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../messages');
const catalogue = (language: string) => JSON.parse(fs.readFileSync(path.join(dir, `${language}.json`), 'utf8')) as Record<string, unknown>;
const keysOf = (language: string) => Object.keys(catalogue(language)).filter((key) => key !== '$schema');
const AREAS = [
  'common',
  'layout',
  'public',
  'validation',
  'careers',
  'content',
  'admin_content',
  'auth',
  'account',
  'portfolio',
  'invest',
  'mail',
  'pdf',
  'risk',
  'field',
];

describe('the catalogues', () => {
  it.each(LANGUAGES)('%s is sorted by key', (language) => {
    const keys = keysOf(language);
    expect(keys).toEqual([...keys].sort());
  });

  it.each(LANGUAGES)('%s has every key of the other languages', (language) => {
    const all = new Set(LANGUAGES.flatMap(keysOf));
    expect([...all].filter((key) => !keysOf(language).includes(key))).toEqual([]);
  });

  it.each(LANGUAGES)('%s has no empty message and each key starts with its area', (language) => {
    for (const [key, value] of Object.entries(catalogue(language))) {
      if (key === '$schema') continue;
      expect(value, key).not.toEqual('');
      expect(
        AREAS.some((area) => key.startsWith(`${area}_`)),
        key,
      ).toBe(true);
    }
  });
});
