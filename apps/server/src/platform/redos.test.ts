import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkSync } from 'recheck';

/**
 * No regular expression in the contract, the server or the web app may backtrack super-linearly:
 * every regex literal in their sources is checked with recheck (a ReDoS checker). Client input
 * meets many of them, and a quadratic pattern on a long value freezes the event loop.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const SOURCES = ['packages/contract/src', 'apps/server/src', 'apps/web/app'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name.startsWith('+') ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** Regex literals: a slash after an operator or opening bracket, a body with classes and escapes, flags. */
const LITERAL = /(?<=[=(,:!&|?{};[]\s*|return\s+)\/((?:\\.|\[(?:\\.|[^\]\\\n])*\]|[^/\\[\n])+)\/([dgimsuvy]*)/g;

function regexLiterals() {
  const found: { where: string; source: string; flags: string }[] = [];
  for (const dir of SOURCES) {
    for (const file of sourceFiles(path.join(root, dir))) {
      const text = fs.readFileSync(file, 'utf8');
      for (const match of text.matchAll(LITERAL)) {
        const [, source, flags] = match as unknown as [string, string, string];
        try {
          new RegExp(source, flags);
        } catch {
          continue; // not a regex (a division, a path in a string)
        }
        found.push({ where: `${path.relative(root, file)}: /${source}/${flags}`, source, flags });
      }
    }
  }
  return found;
}

describe('regular expressions', () => {
  it('finds the product’s patterns', () => {
    const all = regexLiterals().map((r) => r.where);
    expect(all.length).toBeGreaterThan(20);
    expect(all.some((where) => where.includes('packages/contract/src/validation.ts'))).toBe(true);
  });

  it('has none that backtracks super-linearly', () => {
    const vulnerable = regexLiterals()
      .filter(({ source, flags }) => checkSync(source, flags.replace(/[gy]/g, ''), { timeout: 10_000 }).status === 'vulnerable')
      .map((r) => r.where);
    expect(vulnerable).toEqual([]);
  }, 300_000);
});
