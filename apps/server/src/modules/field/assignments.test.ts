import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { CYCLE_MESSAGES, FIELD_MESSAGES } from '@app/contract';
import { cycles } from '../../db/schema/cycles.ts';
import { fieldAssignments } from '../../db/schema/field.ts';
import { activityLog } from '../../db/schema/platform.ts';
import { expectRolledBackWithoutActivity } from '../../testing/activity.ts';
import { signInAs, useTestApp } from '../../testing/app.ts';
import { runningCycle } from '../../testing/field.ts';
import { call } from '../../testing/http.ts';

const t = useTestApp({ roles: ['admin', 'superAdmin', 'moderator'] });
const { admin } = t.as;

let cycleId: string;
beforeAll(async () => {
  cycleId = await runningCycle(t.app, admin);
});

const assign = (cycle: string, userId: unknown, headers = admin) =>
  call(t.app, { method: 'POST', url: `/field/cycles/${cycle}/officers`, headers, body: { userId } });

describe('assigning field officers to a cycle', () => {
  it('assigns an officer once, lists them with who assigned them, and removes them, each with its activity entry', async () => {
    const officer = await signInAs(t.app, 'fieldOfficer', { name: 'Rahim Uddin' });
    const options = await call(t.app, { url: '/field/officers', headers: admin });
    expect(options.body.data).toContainEqual({ id: officer.user.id, name: 'Rahim Uddin', email: officer.user.email });
    const made = await assign(cycleId, officer.user.id);
    expect(made.status).toBe(201);
    expect(made.body.message).toBe(FIELD_MESSAGES.officerAssigned);
    expect(made.body.data).toEqual([expect.objectContaining({ userId: officer.user.id, name: 'Rahim Uddin', assignedByName: t.users.admin.name })]);
    const twice = await assign(cycleId, officer.user.id);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(FIELD_MESSAGES.alreadyAssigned);
    expect((await call(t.app, { url: `/field/cycles/${cycleId}/officers`, headers: admin })).body.data).toHaveLength(1);
    // The officer now sees the cycle.
    expect((await call(t.app, { url: '/field/cycles', headers: officer.headers })).body.data.map((c: { id: string }) => c.id)).toEqual([cycleId]);
    const removed = await call(t.app, { method: 'DELETE', url: `/field/cycles/${cycleId}/officers/${officer.user.id}`, headers: admin });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual([]);
    expect((await call(t.app, { method: 'DELETE', url: `/field/cycles/${cycleId}/officers/${officer.user.id}`, headers: admin })).status).toBe(404);
    expect((await call(t.app, { url: '/field/cycles', headers: officer.headers })).body.data).toEqual([]);
    const entries = await t.app.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entity, 'field-assignment'), eq(activityLog.entityId, cycleId)));
    expect(entries.map((entry) => entry.summary).sort()).toEqual([
      `Assigned field officer Rahim Uddin to cycle “${(await t.app.db.select().from(cycles).where(eq(cycles.id, cycleId)))[0]!.name}”`,
      `Removed field officer Rahim Uddin from cycle “${(await t.app.db.select().from(cycles).where(eq(cycles.id, cycleId)))[0]!.name}”`,
    ]);
  });

  it('stores one assignment when two admins assign the same officer at once', async () => {
    const officer = await signInAs(t.app, 'fieldOfficer');
    const answers = await Promise.all([assign(cycleId, officer.user.id), assign(cycleId, officer.user.id, t.as.superAdmin)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await t.app.db.select().from(fieldAssignments).where(eq(fieldAssignments.userId, officer.user.id))).toHaveLength(1);
  });

  it('keeps the row and the log in step when removing races assigning: every answer that changed something has its entry', async () => {
    for (const assignedBefore of [false, true]) {
      const officer = await signInAs(t.app, 'fieldOfficer');
      if (assignedBefore) expect((await assign(cycleId, officer.user.id)).status).toBe(201);
      const [made, removed] = await Promise.all([
        assign(cycleId, officer.user.id, t.as.superAdmin),
        call(t.app, { method: 'DELETE', url: `/field/cycles/${cycleId}/officers/${officer.user.id}`, headers: admin }),
      ]);
      // Either order is right; each request answers what it did (assigning an assigned officer is 409, removing nobody 404).
      expect([201, 409]).toContain(made.status);
      expect([200, 404]).toContain(removed.status);
      const rows = await t.app.db.select().from(fieldAssignments).where(eq(fieldAssignments.userId, officer.user.id));
      const assignedNow = Number(assignedBefore) + Number(made.status === 201) - Number(removed.status === 200);
      expect(rows).toHaveLength(assignedNow);
      const entries = await t.app.db
        .select({ action: activityLog.action })
        .from(activityLog)
        .where(and(eq(activityLog.entity, 'field-assignment'), like(activityLog.summary, `%officer ${officer.user.name} %`)));
      expect(entries.filter((entry) => entry.action === 'assign')).toHaveLength(Number(assignedBefore) + Number(made.status === 201));
      expect(entries.filter((entry) => entry.action === 'unassign')).toHaveLength(Number(removed.status === 200));
    }
  });

  it('assigns only active field officers, to a cycle that is funding or running', async () => {
    const investor = await signInAs(t.app, 'user');
    const refused = await assign(cycleId, investor.user.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(FIELD_MESSAGES.notAnOfficer);
    const blocked = await signInAs(t.app, 'fieldOfficer', { userStatus: 'suspended' });
    expect((await assign(cycleId, blocked.user.id)).status).toBe(409);
    expect((await assign(cycleId, crypto.randomUUID())).status).toBe(409);
    const officer = await signInAs(t.app, 'fieldOfficer');
    const closed = await runningCycle(t.app, admin);
    await t.app.db.update(cycles).set({ status: 'cancelled' }).where(eq(cycles.id, closed));
    expect((await assign(closed, officer.user.id)).body.message).toBe(FIELD_MESSAGES.assignRunningOnly);
    expect((await assign(crypto.randomUUID(), officer.user.id)).status).toBe(404);
    const bad = await assign(cycleId, 'someone');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(FIELD_MESSAGES.officerRequired);
  });

  it('keeps no assignment when its activity entry cannot be written', async () => {
    const officer = await signInAs(t.app, 'fieldOfficer');
    await expectRolledBackWithoutActivity(t.app, [fieldAssignments], () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/field/cycles/${cycleId}/officers`,
        headers: { ...admin, 'content-type': 'application/json' },
        payload: JSON.stringify({ userId: officer.user.id }),
      }),
    );
  });

  it('is for admins: a moderator gets 403', async () => {
    expect((await call(t.app, { url: `/field/cycles/${cycleId}/officers`, headers: t.as.moderator })).status).toBe(403);
  });
});

describe('the farm plan of a cycle', () => {
  it('is set and read by admins, checked, and logged', async () => {
    const plan = { startingHeadcount: 1000, expectedMortalityBasisPoints: 350, expectedWeights: [{ week: 0, grams: 45 }], feedBudgetPoisha: 2_500_000_00 };
    const set = await call(t.app, { method: 'PUT', url: `/field/cycles/${cycleId}/plan`, headers: admin, body: plan });
    expect(set.status).toBe(200);
    expect(set.body.data).toEqual(plan);
    expect((await call(t.app, { url: `/field/cycles/${cycleId}/plan`, headers: admin })).body.data).toEqual(plan);
    const cleared = await call(t.app, { method: 'PUT', url: `/field/cycles/${cycleId}/plan`, headers: admin, body: {} });
    expect(cleared.body.data).toEqual({ startingHeadcount: null, expectedMortalityBasisPoints: null, expectedWeights: [], feedBudgetPoisha: null });
    const [entry] = await t.app.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entity, 'cycle'), eq(activityLog.entityId, cycleId), eq(activityLog.action, 'update')));
    expect(entry!.summary).toContain('farm plan');
    for (const bad of [
      { startingHeadcount: 0 },
      { expectedMortalityBasisPoints: 10_001 },
      {
        expectedWeights: [
          { week: 1, grams: 10 },
          { week: 1, grams: 20 },
        ],
      },
      { expectedWeights: [{ week: 105, grams: 10 }] },
      { feedBudgetPoisha: -5 },
    ]) {
      expect((await call(t.app, { method: 'PUT', url: `/field/cycles/${cycleId}/plan`, headers: admin, body: bad })).status).toBe(400);
    }
    const closed = await runningCycle(t.app, admin);
    await t.app.db.update(cycles).set({ status: 'cancelled' }).where(eq(cycles.id, closed));
    const refused = await call(t.app, { method: 'PUT', url: `/field/cycles/${closed}/plan`, headers: admin, body: plan });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(CYCLE_MESSAGES.closedNoChange);
  });
});
