import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const messages = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../packages/contract/messages');
const catalogue = (language: string) => JSON.parse(fs.readFileSync(path.join(messages, `${language}.json`), 'utf8')) as Record<string, unknown>;

/**
 * The catalogue's English sentences (three words or more) of the given areas (key prefixes), less
 * those Bengali says the same way: none may be on a Bengali page.
 */
export function englishSentences(areas: readonly string[] = ['common', 'layout', 'public', 'validation']): string[] {
  const en = catalogue('en');
  const bn = catalogue('bn');
  const ofAreas = new RegExp(`^(${areas.join('|')})_`);
  return Object.entries(en)
    .filter(([key, value]) => ofAreas.test(key) && typeof value === 'string' && value !== bn[key])
    .map(([, value]) => (value as string).replace(/\{[^}]*\}/g, ' ').trim())
    .flatMap((value) => value.split(/\s{2,}/))
    .filter((value) => value.split(' ').length >= 3);
}

/**
 * A page's text as the server sent it: the markup's text and its attributes' words (titles, labels,
 * descriptions), less what is marked as English (lang="en…"): a policy published in English only, or
 * staff content without its Bengali yet, says so to readers and their screen readers.
 */
export const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<(?!html\b)(\w+)\b[^>]*\slang="en(?:-GB)?"[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]*?(?:content|aria-label|alt|title)="([^"]*)"[^>]*>/g, ' $1 ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
