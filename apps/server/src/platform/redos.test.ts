import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkSync } from 'recheck';
import { parseOfxStatement } from '../modules/banking/statement-parser.ts';

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
    // .mjs: the worker threads' entries (password hashing, the database, statement parsing).
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
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

/**
 * Statement files are read by a character scanner (modules/banking/ofx.ts), not by patterns, so
 * recheck cannot vouch for it: each family of input built against such scanners (and the file
 * that made ofx-js backtrack for 8.5 s) is read at two sizes: eight times the text may take about
 * eight times as long, never 64 (quadratic) or worse. Best of five runs per size, after a warm-up,
 * in processor time, so a busy machine's pauses do not count.
 */
describe('statement files', () => {
  const hostileOfx = fs.readFileSync(path.join(root, 'apps/server/src/modules/banking/fixtures/hostile.ofx'), 'utf8');
  const FAMILIES: Record<string, (n: number) => string> = {
    'the file that froze ofx-js, its tag name grown': (n) => hostileOfx.replace('BANKTRANLIST_STMTTRN_TRNAMT', 'A'.repeat(n)),
    'ampersands, then one semicolon': (n) => `<OFX><MEMO>${'&'.repeat(n)};</OFX>`,
    'unclosed SGML leaves': (n) => `<OFX>${'<MEMO>x'.repeat(n / 7)}</OFX>`,
    'closing tags nothing opened': (n) => `<OFX>${'</MEMO>'.repeat(n / 7)}</OFX>`,
    'nesting without end': (n) => `<OFX>${'<A>'.repeat(n / 3)}`,
    'comment openers': (n) => `<OFX>${'<!--'.repeat(n / 4)}`,
    "'<' and no '>'": (n) => `<OFX>${'<'.repeat(n)}`,
    "'<' then one '>'": (n) => `<OFX>${'<'.repeat(n)}>`,
    'white space before a tag': (n) => `<OFX><MEMO>${' '.repeat(n)}x</MEMO></OFX>`,
  };
  // CPU time of this process, not the clock: a busy machine takes the processor away between two
  // readings of the clock, but does not add to the time the reader itself spent computing.
  const cpuMs = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  };
  const bestOf = (text: string) => {
    let best = Infinity;
    for (let run = 0; run < 5; run++) {
      const started = cpuMs();
      parseOfxStatement(text);
      best = Math.min(best, cpuMs() - started);
    }
    return best;
  };

  it('refuses the file that froze ofx-js as not a statement', () => {
    expect(parseOfxStatement(hostileOfx)).toEqual({ ok: false, errors: [{ line: 0, message: 'The file is not an OFX bank statement.' }] });
  });

  it.each(Object.entries(FAMILIES))('reads %s in time linear in its size', (_family, build) => {
    bestOf(build(100_000));
    const small = bestOf(build(100_000));
    const large = bestOf(build(800_000));
    // A floor of 10 ms: below it the allocator (a long string is placed apart) and the clock's
    // granularity, not the reader, set the ratio.
    expect(large / Math.max(small, 10)).toBeLessThan(24);
  });
});
