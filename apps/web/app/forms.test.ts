import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const APP_DIR = path.dirname(fileURLToPath(import.meta.url));

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (entry.name.endsWith('.tsx')) yield full;
  }
}

describe('forms before JavaScript', () => {
  // A form submitted before hydration (an early Enter, a crawler) uses its HTML method: with the
  // default GET, the password and every other field would land in the address bar and the logs.
  it('every <form> on the site posts', () => {
    const forms: string[] = [];
    for (const file of sourceFiles(APP_DIR)) {
      const text = fs.readFileSync(file, 'utf8');
      for (const match of text.matchAll(/<form\b[^>]*>/g)) {
        if (!/\bmethod="post"/.test(match[0])) forms.push(`${path.relative(APP_DIR, file)}: ${match[0].slice(0, 60)}`);
      }
    }
    expect(forms).toEqual([]);
  });
});
