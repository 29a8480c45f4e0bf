import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { BANK_STATEMENT_MESSAGES } from '@app/contract';
import { bankLines } from '../../db/schema/bank-statements.ts';
import { useTestApp } from '../../testing/app.ts';
import { multipartCall } from '../../testing/http.ts';
import { addBankAccount, addBankMapping } from '../../testing/ledger.ts';
import { statementsBeingRead } from './statement-parsing.ts';

/**
 * Issue 45: a statement upload must not hold up other requests. Files are read on a thread of
 * their own within a time budget; these tests upload through HTTP and ask for /healthz meanwhile.
 */

const fixture = (name: string) => fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', name));

const t = useTestApp({ roles: ['admin'] });
const { admin } = t.as;
let mappingId: string;
let bankAccountId: string;

beforeAll(async () => {
  mappingId = await addBankMapping(t.app, admin, { name: 'Big bank' });
  bankAccountId = await addBankAccount(t.app, admin);
});

const upload = (bytes: Buffer, filename: string, fields: Record<string, string> = {}) =>
  multipartCall(t.app, 'POST', '/ledger/bank-statements', admin, { ...fields, file: { name: filename, data: bytes, type: 'text/plain' } });

/**
 * /healthz asked again and again until `until` settles: the longest stretch, in ms, the site went
 * without answering it (a blocked event loop delays the asking as well as the answer, so the gaps
 * between answers are measured, not each request's own time).
 */
async function longestSilenceDuring(until: Promise<unknown>) {
  let settled = false;
  void until.finally(() => (settled = true));
  let last = performance.now();
  let longest = 0;
  while (!settled) {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    longest = Math.max(longest, performance.now() - last);
    last = performance.now();
    await sleep(10);
  }
  return Math.max(longest, performance.now() - last);
}

/**
 * A CSV export of the largest size allowed (20,000 lines, about 2 MB) whose last line has a date
 * that does not exist: read whole, then refused, so nothing is written.
 */
function largestStatement() {
  const rows = Array.from(
    { length: 19_999 },
    (_, index) => `05/01/2026,"FASTER PAYMENT FROM J SMITH REF BBV-2026-${String(index).padStart(5, '0')} THANK YOU",1234.56`,
  );
  return Buffer.from(`Date,Description,Amount\n${rows.join('\n')}\n31/02/2026,"LAST",1.00\n`);
}

describe('statement uploads and the rest of the site', () => {
  it('refuses the OFX file that froze the site (ofx-js backtracked for seconds) while /healthz keeps answering', async () => {
    const refused = upload(fixture('hostile.ofx'), 'hostile.ofx');
    const silence = await longestSilenceDuring(refused);
    const res = await refused;
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: BANK_STATEMENT_MESSAGES.notOfx, errors: { file: BANK_STATEMENT_MESSAGES.notOfx } });
    // ofx-js held the event loop 8.5 s on this 282-byte file: /healthz went unanswered as long.
    expect(silence).toBeLessThan(1_000);
  }, 60_000);

  it('answers /healthz while a statement is being read on its thread', async () => {
    const before = (await t.app.db.select().from(bankLines)).length;
    const refused = upload(largestStatement(), 'big.csv', { mappingId, bankAccountId });
    // Wait until the file is on the parser thread, then ask: the answer comes before the reading ends.
    while (statementsBeingRead() === 0) await sleep(1);
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(statementsBeingRead()).toBe(1);
    const res = await refused;
    expect(res.status).toBe(400);
    expect(res.body.lines).toEqual([{ line: 20_001, message: '“31/02/2026” is not a date in the format DD/MM/YYYY' }]);
    expect(await t.app.db.select().from(bankLines)).toHaveLength(before);
  }, 60_000);

  it('stops reading a file past its time budget and refuses it with a clear 400; the next file is read as usual', async () => {
    const budget = t.app.config.statementParseBudgetMs;
    t.app.config.statementParseBudgetMs = 1;
    try {
      const res = await upload(largestStatement(), 'big.csv', { mappingId, bankAccountId });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: BANK_STATEMENT_MESSAGES.tooSlow, errors: { file: BANK_STATEMENT_MESSAGES.tooSlow } });
      expect(statementsBeingRead()).toBe(0);
    } finally {
      t.app.config.statementParseBudgetMs = budget;
    }
    const next = await upload(fixture('statement.ofx'), 'statement.ofx', { bankAccountId });
    expect(next.status).toBe(201);
    expect(next.body.data).toMatchObject({ added: 2 });
  }, 60_000);
});
