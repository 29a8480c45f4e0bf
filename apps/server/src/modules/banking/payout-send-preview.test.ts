import { beforeAll, describe, expect, it } from 'vitest';
import { PAYOUT_BATCH_MESSAGES, PAYOUT_HOLD_MS } from '@app/contract';
import { payoutBatchItems, payoutBatches } from '../../db/schema/bank-statements.ts';
import { payoutAccounts } from '../../db/schema/payouts.ts';
import { useTestApp } from '../../testing/app.ts';
import { call } from '../../testing/http.ts';
import { createPlan, insertInvestment } from '../../testing/investments.ts';

/**
 * The pre-flight summary before a payout batch is marked sent (issue 45): figures from the data as
 * it is now, so a payee whose account changed after the batch was made shows up before money goes.
 */
const t = useTestApp({ roles: ['admin', 'superAdmin', 'moderator'] });
const { admin } = t.as;
let plan: Awaited<ReturnType<typeof createPlan>>;
let batchId: string;
let heldInvestmentId: string;

const OLD = { kind: 'uk' as const, holderName: 'Amina Rahman', sortCode: '203206', accountNumber: '41234567' };
const preview = (id: string, query = '', headers = admin) => call(t.app, { method: 'GET', url: `/ledger/payout-batches/${id}/send/preview${query}`, headers });

beforeAll(async () => {
  plan = await createPlan(t.app, { title: 'Broiler Chicken Cycle', durationUnit: 'Month' });
  const longAgo = new Date(Date.now() - 10 * PAYOUT_HOLD_MS);
  const [batch] = await t.app.db.insert(payoutBatches).values({ createdBy: t.users.admin.id, createdByName: t.users.admin.name }).returning();
  batchId = batch!.id;
  const payees = [
    { currency: 'GBP' as const, amountPence: 55_550, changedSince: false },
    { currency: 'GBP' as const, amountPence: 44_450, changedSince: true },
    { currency: 'USD' as const, amountPence: 12_000, changedSince: false },
  ];
  for (const payee of payees) {
    const { investor, investment } = await insertInvestment(t.app, plan, 'matured', { units: 1, currency: payee.currency });
    await t.app.db.insert(payoutAccounts).values({ userId: investor.user.id, ...OLD, createdAt: longAgo });
    await t.app.db.insert(payoutBatchItems).values({ batchId, investmentId: investment.id, amountPence: payee.amountPence, ...OLD });
    if (payee.changedSince) {
      // A new account given after the batch was made: on hold for 72 hours, and not the one the bank file pays.
      await t.app.db.insert(payoutAccounts).values({ userId: investor.user.id, ...OLD, accountNumber: '87654321' });
      heldInvestmentId = investment.id;
    }
  }
});

describe('GET /ledger/payout-batches/:id/send/preview', () => {
  it('sums the payments per currency, names the held payee and says a second admin must approve', async () => {
    const res = await preview(batchId, '?sentOn=2026-11-30');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      count: 3,
      totals: [
        { currency: 'GBP', amount: 100_000 },
        { currency: 'USD', amount: 12_000 },
      ],
      sentOn: '2026-11-30',
      secondAdminNeeded: true,
    });
    expect(res.body.data.held).toHaveLength(1);
    expect(res.body.data.held[0]).toMatchObject({ investmentId: heldInvestmentId, problems: ['account_on_hold', 'account_changed'] });
    expect(new Date(res.body.data.held[0].onHoldUntil).getTime()).toBeGreaterThan(Date.now());
    expect((await preview(batchId)).body.data.sentOn).toBeNull();
  });

  it('is for admins only, answers 404 for an unknown batch and 400 for a bad value date', async () => {
    expect((await preview(batchId, '', {})).status).toBe(401);
    expect((await preview(batchId, '', t.as.moderator)).status).toBe(403);
    const unknown = await preview('00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(PAYOUT_BATCH_MESSAGES.notFound);
    // A malformed id is no batch, as on the other batch routes.
    expect((await preview('not-a-batch')).status).toBe(404);
    const bad = await preview(batchId, '?sentOn=2026-02-30');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, errors: { sentOn: PAYOUT_BATCH_MESSAGES.sentDateRequired } });
    expect((await preview(batchId, '?sentOn=2999-01-01')).body.errors).toEqual({ sentOn: PAYOUT_BATCH_MESSAGES.sentBeforeStart });
  });
});
