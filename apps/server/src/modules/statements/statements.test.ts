import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { investmentPlans } from '../../db/schema/content.ts';
import { investments } from '../../db/schema/investing.ts';
import { API_PREFIX } from '@app/contract';
import { anonymousHeaders, createTestApp, signInAs, type TestApp } from '../../testing/app.ts';

let t: TestApp;
let admin: Record<string, string>;
let investor: Awaited<ReturnType<typeof signInAs>>;
let investmentId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInAs(t.app, 'admin')).headers;
  investor = await signInAs(t.app, 'user');
  const [plan] = await t.app.db
    .insert(investmentPlans)
    .values({
      title: 'Qurbani Cattle',
      package: 'Cattle',
      product: 'Cattle',
      description: 'Bulls',
      investmentAmount: 1200,
      investmentProfit: 210,
      duration: 6,
      order: 1,
    })
    .returning();
  const [row] = await t.app.db
    .insert(investments)
    .values({
      reference: 'BBV-2026-77001',
      userId: investor.user.id,
      planId: plan!.id,
      planTitle: 'Qurbani Cattle',
      amountPerUnit: 120_000,
      profitPerUnit: 21_000,
      duration: 6,
      durationUnit: 'Month',
      currency: 'GBP',
      units: 2,
      status: 'matured',
      startedAt: '2026-01-10',
      maturedAt: new Date('2026-07-10T00:00:00Z'),
      actualProfit: 43_500,
    })
    .returning();
  investmentId = row!.id;
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url: API_PREFIX + url, headers });

describe('statements', () => {
  it('gives the investor a PDF of their investment, titled with its reference', async () => {
    const res = await get(`/investor/investments/${investmentId}/statement.pdf`, investor.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="statement-BBV-2026-77001.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.toString('latin1')).toContain('Statement BBV-2026-77001');
  });

  it('gives the investor a yearly statement, and refuses odd years', async () => {
    const res = await get('/investor/statements/2026.pdf', investor.headers);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.toString('latin1')).toContain('Yearly statement 2026');
    expect((await get('/investor/statements/1999.pdf', investor.headers)).statusCode).toBe(404);
    expect((await get('/investor/statements/2026', investor.headers)).statusCode).toBe(404);
  });

  it('answers 404 to another investor, and lets staff download any statement', async () => {
    const other = await signInAs(t.app, 'user');
    expect((await get(`/investor/investments/${investmentId}/statement.pdf`, other.headers)).statusCode).toBe(404);
    expect((await get(`/investments/${investmentId}/statement.pdf`, admin)).statusCode).toBe(200);
    expect((await get(`/investments/${investmentId}/statement.pdf`, investor.headers)).statusCode).toBe(403);
    expect((await get(`/investor/investments/${investmentId}/statement.pdf`, anonymousHeaders())).statusCode).toBe(401);
  });

  it('gives staff an investor’s yearly statement, refuses the investor role (403) and anonymous callers (401)', async () => {
    const url = `/investors/${investor.user.id}/statements/2026.pdf`;
    const res = await get(url, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.toString('latin1')).toContain('Yearly statement 2026');
    expect((await get(url, investor.headers)).statusCode).toBe(403);
    expect((await get(url, (await signInAs(t.app, 'moderator')).headers)).statusCode).toBe(403);
    expect((await get(url, anonymousHeaders())).statusCode).toBe(401);
    expect((await get(`/investors/${investor.user.id}/statements/1999.pdf`, admin)).statusCode).toBe(404);
    expect((await get(`/investors/${crypto.randomUUID()}/statements/2026.pdf`, admin)).statusCode).toBe(404);
  });
});
