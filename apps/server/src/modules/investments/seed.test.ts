import { expect, it } from 'vitest';
import { API_PREFIX, INVESTMENT_STATUSES, INVESTOR_STATUSES } from '@app/contract';
import { signInAs, useTestApp } from '../../testing/app.ts';
import { PAID_OUT_TIMELINE } from '../../testing/investments.ts';

const t = useTestApp({ seed: true, roles: [] });

it('seeds investors in every verification status and investments in every status, with timelines', async () => {
  const { headers } = await signInAs(t.app, 'admin');
  const investors = (await t.app.inject({ method: 'GET', url: `${API_PREFIX}/investors?limit=100`, headers })).json();
  for (const status of INVESTOR_STATUSES.filter((s) => s !== 'not_submitted')) expect(investors.counts[status], status).toBeGreaterThan(0);
  // A profile waiting for review carries a generated specimen ID card (a PNG), so staff can try the review.
  const pending = investors.data.filter((profile: { status: string }) => profile.status === 'pending');
  expect(pending.length).toBeGreaterThan(0);
  for (const profile of pending) {
    expect(profile).toMatchObject({ idDocument: { name: 'specimen-id-card.png' }, idDocumentType: 'image' });
    const card = await t.app.inject({ method: 'GET', url: `${API_PREFIX}/investors/${profile.userId}/id-document?inline=1`, headers });
    expect(card.headers['content-type']).toBe('image/png');
    expect(card.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  }
  const list = (await t.app.inject({ method: 'GET', url: `${API_PREFIX}/investments?limit=100`, headers })).json();
  for (const status of INVESTMENT_STATUSES) expect(list.totals[status].count, status).toBeGreaterThan(0);
  const paidOut = list.data.find((i: { status: string }) => i.status === 'paid_out');
  const detail = (await t.app.inject({ method: 'GET', url: `${API_PREFIX}/investments/${paidOut.id}`, headers })).json().data;
  expect(detail.timeline.map((e: { toStatus: string | null }) => e.toStatus)).toEqual(PAID_OUT_TIMELINE);
  // Every demo request carries its accepted agreement, made by the agreements service.
  expect(detail.timeline[1].kind).toBe('agreement');
  expect(detail.agreement).toMatchObject({ reference: `${detail.reference}-A`, templateVersion: 1, typedName: detail.investor.name, ipAddress: null });
  const pdf = await t.app.inject({ method: 'GET', url: `${API_PREFIX}/investments/${paidOut.id}/agreement`, headers });
  expect(pdf.statusCode).toBe(200);
  expect(detail.actualProfit).toBeGreaterThan(0);
  // Consistent with the plans: each cycle matures after its plan's duration, payout follows, and the timeline runs forward.
  expect(detail.maturedAt.slice(0, 10)).toBe(detail.expectedMaturityAt);
  expect(detail.paidAt > detail.expectedMaturityAt).toBe(true);
  const times = detail.timeline.map((e: { createdAt: string }) => e.createdAt);
  expect([...times].sort()).toEqual(times);
  const today = new Date().toISOString().slice(0, 10);
  for (const investment of list.data as { status: string; expectedMaturityAt: string }[]) {
    if (investment.status === 'active') expect(investment.expectedMaturityAt > today).toBe(true);
    if (investment.status === 'matured') expect(investment.expectedMaturityAt <= today).toBe(true);
  }
});
