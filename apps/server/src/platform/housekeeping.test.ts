import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signInAs, type TestApp } from '../testing/app.ts';
import { authSessions } from '../db/schema/auth.ts';
import { mailOutbox } from '../db/schema/platform.ts';
import { monthsBefore } from './housekeeping.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000);

describe('housekeeping', () => {
  it('clears mail sent or given up on over ninety days ago, and keeps what is recent or still to send', async () => {
    const mail = { kind: 'test', toAddress: 'someone@example.test', subject: 'Hello', textBody: 'Your link: https://example.test/x' };
    const [oldSent, recentSent, oldFailed, oldPending] = await t.app.db
      .insert(mailOutbox)
      .values([
        { ...mail, status: 'sent', createdAt: daysAgo(100), sentAt: daysAgo(100) },
        { ...mail, status: 'sent', createdAt: daysAgo(10), sentAt: daysAgo(10) },
        { ...mail, status: 'failed', createdAt: daysAgo(120) },
        { ...mail, status: 'pending', createdAt: daysAgo(120) },
      ])
      .returning({ id: mailOutbox.id });
    const removed = await t.app.housekeeping.run();
    expect(removed['mail-outbox']).toBe(2);
    const left = (await t.app.db.select({ id: mailOutbox.id }).from(mailOutbox)).map((row) => row.id);
    expect(left).toEqual(expect.arrayContaining([recentSent!.id, oldPending!.id]));
    expect(left).not.toContain(oldSent!.id);
    expect(left).not.toContain(oldFailed!.id);
  });

  it('forgets sessions, with the address and browser they recorded, a month after they ended', async () => {
    const { user } = await signInAs(t.app, 'user');
    const [session] = await t.app.db.select().from(authSessions).where(eq(authSessions.userId, user.id));
    expect((await t.app.housekeeping.run(new Date(session!.expiresAt.getTime() + 29 * 24 * 3600 * 1000))).auth).toBe(0);
    expect((await t.app.housekeeping.run(new Date(session!.expiresAt.getTime() + 31 * 24 * 3600 * 1000))).auth).toBeGreaterThanOrEqual(1);
    expect(await t.app.db.select().from(authSessions).where(eq(authSessions.id, session!.id))).toEqual([]);
  });

  it('counts calendar months back for retention periods', () => {
    expect(monthsBefore(new Date('2028-03-15T08:00:00Z'), 12).toISOString()).toBe('2027-03-15T08:00:00.000Z');
    expect(monthsBefore(new Date('2028-03-15T08:00:00Z'), 24).toISOString()).toBe('2026-03-15T08:00:00.000Z');
  });
});
