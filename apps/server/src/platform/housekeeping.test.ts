import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { signInAs, useTestApp } from '../testing/app.ts';
import { authSessions } from '../db/schema/auth.ts';
import { mailOutbox } from '../db/schema/platform.ts';
import { monthsBefore, registerHousekeeping } from './housekeeping.ts';

const t = useTestApp({ roles: [] });

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

describe('housekeeping while the database is unreachable', () => {
  afterEach(() => vi.useRealTimers());

  it('logs the outage once, retries with growing waits, and says when the database is back', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const lines: string[] = [];
    const app = {
      log: { error: (...args: unknown[]) => lines.push(`error: ${args.at(-1)}`), info: (...args: unknown[]) => lines.push(`info: ${args.at(-1)}`) },
      decorate() {},
      addHook() {},
    } as unknown as FastifyInstance;
    let down = true;
    const runs: number[] = [];
    registerHousekeeping(app, {
      probe: async () => {
        runs.push(Date.now());
        if (down) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
        return 0;
      },
    });
    const start = Date.now();
    await vi.advanceTimersByTimeAsync(60_000); // the first round, a minute after start
    await vi.advanceTimersByTimeAsync(60_000 + 120_000 + 240_000); // three retries: 1, 2 and 4 minutes later
    expect(runs.map((at) => (at - start) / 60_000)).toEqual([1, 2, 4, 8]);
    expect(lines).toEqual(['error: housekeeping: cannot reach the database; will retry']);

    down = false;
    await vi.advanceTimersByTimeAsync(480_000);
    expect(runs).toHaveLength(5);
    expect(lines.at(-1)).toBe('info: housekeeping: database reachable again');
    // Back to the daily round: no more retries.
    await vi.advanceTimersByTimeAsync(3 * 3600_000);
    expect(runs).toHaveLength(5);
  });
});
