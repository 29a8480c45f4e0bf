import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_PREFIX, INVESTMENT_STATUSES, INVESTOR_STATUSES } from '@app/contract';
import { createTestApp, signInAs, type TestApp } from '../../testing/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

it('seeds investors in every verification status and investments in every status, with timelines', async () => {
  const { headers } = await signInAs(t.app, 'admin');
  const investors = (await t.app.inject({ method: 'GET', url: `${API_PREFIX}/investors?limit=100`, headers })).json();
  for (const status of INVESTOR_STATUSES.filter((s) => s !== 'not_submitted')) expect(investors.counts[status], status).toBeGreaterThan(0);
  const list = (await t.app.inject({ method: 'GET', url: `${API_PREFIX}/investments?limit=100`, headers })).json();
  for (const status of INVESTMENT_STATUSES) expect(list.totals[status].count, status).toBeGreaterThan(0);
  const paidOut = list.data.find((i: { status: string }) => i.status === 'paid_out');
  const detail = (await t.app.inject({ method: 'GET', url: `${API_PREFIX}/investments/${paidOut.id}`, headers })).json().data;
  expect(detail.timeline.map((e: { toStatus: string }) => e.toStatus)).toEqual(['requested', 'contacted', 'awaiting_payment', 'active', 'matured', 'paid_out']);
  expect(detail.actualProfit).toBeGreaterThan(0);
});
