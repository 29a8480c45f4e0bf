import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from './support/test';

/**
 * Issue 50: every public page, in English and in Bengali, is valid HTML by the Nu HTML checker
 * (vnu.jar from the vnu-jar package, run with the machine's Java; .ci/run installs one when missing).
 * The pages are checked as the server sends them, all in one run of the checker (its start-up is
 * the slow part).
 */
const ENGLISH_PAGES = [
  '/',
  '/investment-plans',
  '/team',
  '/mission',
  '/apps',
  '/faq',
  '/contact',
  '/cp',
  '/gdpr-policy',
  '/terms-and-conditions',
  '/privacy-policy',
  '/shariah',
  '/risk',
  '/risk-summary',
  '/track-record',
  '/unauthorized',
];

const vnuJar = path.join(path.dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');

type NuMessage = { type: string; subType?: string; url: string; message: string; extract?: string; lastLine?: number };

test('every public page in both languages passes the Nu HTML checker', async ({ request }) => {
  test.setTimeout(240_000);
  // A plan's own page: the first plan the list links to.
  const list = await (await request.get('/investment-plans')).text();
  const plan = list.match(/href="(\/investment-plans\/[^"/?#]+)"/)?.[1];
  expect(plan, 'a plan page linked from /investment-plans').toBeTruthy();
  const paths = [...ENGLISH_PAGES, plan!].flatMap((page) => [page, page === '/' ? '/bn' : `/bn${page}`]);

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nu-pages-'));
  const files = new Map<string, string>();
  for (const [i, page] of paths.entries()) {
    const response = await request.get(page);
    expect(response.status(), page).toBe(200);
    const file = path.join(dir, `page-${i}.html`);
    fs.writeFileSync(file, await response.text());
    files.set(file, page);
  }
  // A page known to be invalid, checked in the same run: proves the checker read the files (it can fail).
  const broken = path.join(dir, 'broken.html');
  fs.writeFileSync(broken, '<!doctype html><html lang="en"><title>x</title><p id="a"></p><p id="a"></p></html>');

  // --exit-zero-always: the findings are read from the JSON report, not from the exit status.
  const { stderr } = await promisify(execFile)('java', ['-jar', vnuJar, '--errors-only', '--exit-zero-always', '--format', 'json', ...files.keys(), broken], {
    maxBuffer: 64 * 1024 * 1024,
  });
  const messages = (JSON.parse(stderr) as { messages: NuMessage[] }).messages;
  fs.rmSync(dir, { recursive: true, force: true });
  const url = (file: string) => `file:${file}`;
  expect(messages.filter((found) => found.url === url(broken)).map((found) => found.message)).toEqual(['Duplicate ID “a”.']);
  const byUrl = new Map([...files].map(([file, page]) => [url(file), page]));
  const errors = messages
    .filter((found) => found.url !== url(broken))
    .map((found) => `${byUrl.get(found.url) ?? found.url}:${found.lastLine ?? '?'} ${found.message} [${found.extract ?? ''}]`);
  expect(errors).toEqual([]);
});
