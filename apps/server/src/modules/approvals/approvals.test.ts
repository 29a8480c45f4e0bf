import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { APPROVAL_MESSAGES } from '@app/contract';
import { cycles } from '../../db/schema/cycles.ts';
import { investments } from '../../db/schema/investments.ts';
import { ledgerEntries } from '../../db/schema/ledger.ts';
import { payoutBatchItems, payoutBatches } from '../../db/schema/bank-statements.ts';
import { activityLog, approvals, mailOutbox } from '../../db/schema/platform.ts';
import { signInAs, useTestApp, type Headers } from '../../testing/app.ts';
import { call } from '../../testing/http.ts';
import { createPlan, insertInvestment } from '../../testing/investments.ts';

/**
 * Four eyes (issue 45): with two or more admins a close is a request another admin approves,
 * once, in the transaction that carries it out. Runs on PGlite and, with TEST_DATABASE_URL, PostgreSQL.
 */
const t = useTestApp({ roles: ['admin', 'superAdmin'] });
const { admin, superAdmin } = t.as;
let third: { user: { id: string; name: string; email: string }; headers: Headers };
let plan: Awaited<ReturnType<typeof createPlan>>;
let seq = 0;

const CLOSE = { closedOn: '2026-06-04', saleRevenuePence: 2_000_000, costsPence: 1_200_000, animalsSold: 990, animalsLost: 10 };

beforeAll(async () => {
  third = await signInAs(t.app, 'admin');
  plan = await createPlan(t.app, { title: 'Broiler Chicken Cycle', durationUnit: 'Month' });
});

/** A running cycle with one on-time investment of two units in it. */
async function cycleWithInvestment() {
  const res = await call(t.app, {
    method: 'POST',
    url: '/cycles',
    headers: admin,
    body: { planId: plan.id, name: `Four eyes ${++seq}`, location: 'Sherpur', startDate: '2026-01-05', expectedEndDate: '2026-06-05', units: 10 },
  });
  const cycleId = res.body.data.id as string;
  const { investment } = await insertInvestment(t.app, plan, 'active', { units: 2 });
  expect((await call(t.app, { method: 'POST', url: `/cycles/${cycleId}/investments`, headers: admin, body: { investmentIds: [investment.id] } })).status).toBe(
    200,
  );
  return { cycleId, investmentId: investment.id };
}

const askToClose = (cycleId: string, headers = admin) => call(t.app, { method: 'POST', url: `/cycles/${cycleId}/close`, headers, body: CLOSE });
const decide = (id: string, action: 'approve' | 'reject' | 'withdraw', headers: Headers) =>
  call(t.app, { method: 'POST', url: `/approvals/${id}/${action}`, headers });
const statusOf = async (cycleId: string) => (await t.app.db.select().from(cycles).where(eq(cycles.id, cycleId)))[0]!.status;

describe('four eyes on closing a cycle', () => {
  it('asks another admin instead of closing, mails the other admins, and lets nobody approve their own request', async () => {
    const { cycleId } = await cycleWithInvestment();
    const asked = await askToClose(cycleId);
    expect(asked.status).toBe(202);
    expect(asked.body.message).toBe(APPROVAL_MESSAGES.requested);
    expect(asked.body.data).toMatchObject({ kind: 'cycle-close', subjectId: cycleId, status: 'pending', payload: CLOSE, requestedByName: t.users.admin.name });
    expect(asked.body.data.summary).toBe(
      `Close cycle “Four eyes ${seq}” on 4 June 2026: sale revenue £20,000.00, costs £12,000.00, £400.00 per unit to investors`,
    );
    expect(await statusOf(cycleId)).toBe('running');

    const mails = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'approval-waiting'));
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual([t.users.superAdmin.email, third.user.email].sort());
    expect(mails[0]!.textBody).toContain(asked.body.data.summary);
    expect(mails[0]!.textBody).toContain(`/admin/cycles/${cycleId}`);

    // One request waits per cycle; the requester cannot be the second pair of eyes.
    expect((await askToClose(cycleId, superAdmin)).body.message).toBe(APPROVAL_MESSAGES.alreadyPending);
    const own = await decide(asked.body.data.id, 'approve', admin);
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(APPROVAL_MESSAGES.ownRequest);
    expect(await statusOf(cycleId)).toBe('running');
    const waiting = await call(t.app, { method: 'GET', url: `/approvals?subjectId=${cycleId}`, headers: superAdmin });
    expect(waiting.body.data.map((a: { id: string }) => a.id)).toEqual([asked.body.data.id]);

    // The database refuses it too, whatever the code above it does.
    await expect(
      t.app.db.execute(sql`UPDATE approvals SET status = 'approved', decided_by = requested_by, decided_at = now() WHERE id = ${asked.body.data.id}`),
    ).rejects.toThrow();
  });

  it('two admins approving at once: one closes the cycle, the other is told it was decided', async () => {
    const { cycleId, investmentId } = await cycleWithInvestment();
    const asked = await askToClose(cycleId);
    const answers = await Promise.all([decide(asked.body.data.id, 'approve', superAdmin), decide(asked.body.data.id, 'approve', third.headers)]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(answers.find((res) => res.status === 409)!.body.message).toBe(APPROVAL_MESSAGES.alreadyDecided);
    const approvedBy = answers.find((res) => res.status === 200)!.body.data.decidedByName as string;
    expect(await statusOf(cycleId)).toBe('closed');
    const [row] = await t.app.db.select().from(investments).where(eq(investments.id, investmentId));
    expect(row!.status).toBe('matured');
    const profits = await t.app.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.investmentId, investmentId), eq(ledgerEntries.kind, 'profit')));
    expect(profits).toHaveLength(1);
    const [closing] = await t.app.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, cycleId), eq(activityLog.action, 'close')));
    expect(closing!.summary).toMatch(
      new RegExp(`^Closed cycle “Four eyes ${seq}” \\(asked by ${t.users.admin.name}, approved by ${approvedBy}\\): £400.00 per unit`),
    );
    expect(closing!.actorName).toBe(approvedBy);
    const [stored] = await t.app.db.select().from(approvals).where(eq(approvals.id, asked.body.data.id));
    expect(stored).toMatchObject({ status: 'approved', requestedBy: t.users.admin.id, decidedByName: approvedBy });
  });

  it('a rejected or withdrawn request changes nothing, and only the requester withdraws', async () => {
    const { cycleId } = await cycleWithInvestment();
    const first = await askToClose(cycleId);
    const rejected = await decide(first.body.data.id, 'reject', superAdmin);
    expect(rejected.body).toMatchObject({ message: APPROVAL_MESSAGES.rejected, data: { status: 'rejected', decidedByName: t.users.superAdmin.name } });
    expect(await statusOf(cycleId)).toBe('running');
    expect((await decide(first.body.data.id, 'approve', third.headers)).status).toBe(409);

    const second = await askToClose(cycleId);
    expect(second.status).toBe(202);
    expect((await decide(second.body.data.id, 'withdraw', superAdmin)).body.message).toBe(APPROVAL_MESSAGES.notRequester);
    expect((await decide(second.body.data.id, 'withdraw', admin)).body).toMatchObject({ message: APPROVAL_MESSAGES.withdrawn, data: { status: 'withdrawn' } });
    expect(await statusOf(cycleId)).toBe('running');
    const logged = await t.app.db
      .select({ action: activityLog.action })
      .from(activityLog)
      .where(eq(activityLog.entityId, cycleId))
      .orderBy(activityLog.createdAt);
    expect(logged.map((entry) => entry.action).filter((action) => !['create', 'assign'].includes(action))).toEqual([
      'request-approval',
      'reject',
      'request-approval',
      'withdraw-approval',
    ]);
  });
});

describe('four eyes on marking a payout batch sent', () => {
  it('asks another admin, who approves: the batch is sent on the date asked for, and the log names both', async () => {
    const { investment } = await insertInvestment(t.app, plan, 'matured', { units: 1 });
    const [batch] = await t.app.db.insert(payoutBatches).values({ createdBy: t.users.admin.id, createdByName: t.users.admin.name }).returning();
    await t.app.db.insert(payoutBatchItems).values({
      batchId: batch!.id,
      investmentId: investment.id,
      amountPence: 55_550,
      holderName: 'Amina Rahman',
      sortCode: '203206',
      accountNumber: '41234567',
    });
    const asked = await call(t.app, { method: 'POST', url: `/ledger/payout-batches/${batch!.id}/sent`, headers: admin, body: { sentOn: '2026-11-30' } });
    expect(asked.status).toBe(202);
    expect(asked.body.data).toMatchObject({ kind: 'payout-batch-send', subjectId: batch!.id, payload: { sentOn: '2026-11-30' } });
    expect((await t.app.db.select().from(payoutBatches).where(eq(payoutBatches.id, batch!.id)))[0]!.status).toBe('draft');
    const approved = await decide(asked.body.data.id, 'approve', superAdmin);
    expect(approved.status).toBe(200);
    expect((await t.app.db.select().from(payoutBatches).where(eq(payoutBatches.id, batch!.id)))[0]).toMatchObject({ status: 'sent', sentOn: '2026-11-30' });
    const [row] = await t.app.db.select().from(investments).where(eq(investments.id, investment.id));
    expect(row!.status).toBe('paid_out');
    const [logged] = await t.app.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, batch!.id), eq(activityLog.action, 'status')));
    expect(logged!.summary).toContain(`(marked by staff (asked by ${t.users.admin.name}, approved by ${t.users.superAdmin.name}))`);
  });
});
