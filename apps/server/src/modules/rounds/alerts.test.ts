import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROUND_ALERT_RATE_LIMIT, ROUND_MESSAGES, addDays, ukDayOf } from '@app/contract';
import { roundAlertMails, roundAlerts } from '../../db/schema/rounds.ts';
import { anonymousHeaders, useTestApp } from '../../testing/app.ts';
import { createPlan } from '../../testing/investments.ts';
import { outboxMails } from '../../testing/outbox.ts';
import { openRound } from '../../testing/rounds.ts';
import { announceOpenRounds, tokenHash } from './announce-round.ts';

/**
 * "Tell me when a round opens" (issue 48): a public subscription per plan and address, the same
 * answer whether or not it already existed, a one-click stop, and one mail per alert and round when
 * a round opens (created open by staff, or its opening day reached).
 */

const t = useTestApp({ roles: ['admin'] });
const { inject } = t;
const today = () => ukDayOf(new Date());
let ip = 0;
/** Each call from its own address, so the rate limit is tested on its own. */
const visitor = () => ({ ...anonymousHeaders(), 'x-forwarded-for': `10.48.${Math.floor(++ip / 250)}.${ip % 250}` });
const subscribe = (planId: string, email: string) => inject('POST', '/round-alerts', visitor(), { planId, email });
const stopTokenIn = (text: string) => /round-alerts\/stop\?token=([A-Za-z0-9_%-]+)/.exec(text)?.[1];

let planId: string;
beforeAll(async () => {
  planId = (await createPlan(t.app, { title: 'Alert Plan' })).id;
});

describe('round alerts', () => {
  it('subscribes an address (lower case) once, with the same answer every time, and confirms only the first time', async () => {
    const first = await subscribe(planId, '  Amina.Alert@Example.TEST ');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({ success: true, message: ROUND_MESSAGES.alertSubscribed });
    const again = await subscribe(planId, 'amina.alert@example.test');
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const rows = await t.app.db.select().from(roundAlerts).where(eq(roundAlerts.email, 'amina.alert@example.test'));
    expect(rows).toHaveLength(1);
    const mails = await outboxMails(t.app, 'amina.alert@example.test', 'round-alert-confirmed');
    expect(mails).toHaveLength(1);
    // The stop link's token is not what is stored: only its hash is.
    const token = decodeURIComponent(stopTokenIn(mails[0]!.textBody)!);
    expect(rows[0]!.tokenHash).toBe(tokenHash(token));
    expect(rows[0]!.tokenHash).not.toBe(token);
  });

  it('answers 400 to a bad address or plan, never 500', async () => {
    for (const body of [
      { planId, email: 'not-an-email' },
      { planId: 'x', email: 'a@example.test' },
      { planId },
      {},
      { planId, email: 'a'.repeat(300) + '@example.test' },
    ]) {
      const res = await inject('POST', '/round-alerts', visitor(), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().success).toBe(false);
    }
    expect((await subscribe(crypto.randomUUID(), 'b@example.test')).statusCode).toBe(400);
    expect((await inject('POST', '/round-alerts/stop', visitor(), { token: 1 })).statusCode).toBe(400);
  });

  it('limits how often one address may subscribe', async () => {
    const headers = { ...anonymousHeaders(), 'x-forwarded-for': '10.49.0.1' };
    for (let n = 0; n < ROUND_ALERT_RATE_LIMIT.max; n++) {
      expect((await inject('POST', '/round-alerts', headers, { planId, email: `limit${n}@example.test` })).statusCode).toBe(201);
    }
    expect((await inject('POST', '/round-alerts', headers, { planId, email: 'limit-last@example.test' })).statusCode).toBe(429);
  });

  it('mails every active alert once when a round opens: created open by staff, then not again by housekeeping; a stopped alert hears nothing', async () => {
    const plan = await createPlan(t.app, { title: 'Announced Plan' });
    await subscribe(plan.id, 'keen@example.test');
    await subscribe(plan.id, 'stopper@example.test');
    await subscribe(planId, 'elsewhere@example.test');
    const [confirm] = await outboxMails(t.app, 'stopper@example.test', 'round-alert-confirmed');
    const token = decodeURIComponent(stopTokenIn(confirm!.textBody)!);
    const stop = await inject('POST', '/round-alerts/stop', visitor(), { token });
    expect(stop.statusCode).toBe(200);
    expect(stop.json().message).toBe(ROUND_MESSAGES.alertStopped);
    expect((await inject('POST', '/round-alerts/stop', visitor(), { token })).statusCode).toBe(200);

    const created = await inject('POST', '/cycles', t.as.admin, {
      planId: plan.id,
      name: 'Spring round',
      location: 'Sherpur cluster',
      startDate: addDays(today(), 40),
      expectedEndDate: addDays(today(), 80),
      units: 100,
      minimumUnits: 60,
      fundingOpensOn: today(),
      fundingClosesOn: addDays(today(), 30),
    });
    expect(created.statusCode, created.body).toBe(201);
    const opened = await outboxMails(t.app, 'keen@example.test', 'round-opened');
    expect(opened).toHaveLength(1);
    expect(opened[0]!.textBody).toContain('Spring round');
    expect(stopTokenIn(opened[0]!.textBody)).toBeTruthy();
    expect(await outboxMails(t.app, 'stopper@example.test', 'round-opened')).toEqual([]);
    expect(await outboxMails(t.app, 'elsewhere@example.test', 'round-opened')).toEqual([]);
    await announceOpenRounds(t.app.deps, new Date());
    await t.app.housekeeping.run(new Date());
    expect(await outboxMails(t.app, 'keen@example.test', 'round-opened')).toHaveLength(1);
    // The stop link of the announcement works too.
    const link = decodeURIComponent(stopTokenIn(opened[0]!.textBody)!);
    await inject('POST', '/round-alerts/stop', visitor(), { token: link });
    const [alert] = await t.app.db.select().from(roundAlerts).where(eq(roundAlerts.email, 'keen@example.test'));
    expect(alert!.stoppedAt).not.toBeNull();
  });

  it('announces a round opening later on its opening day, not before', async () => {
    const plan = await createPlan(t.app, { title: 'Later Plan' });
    await subscribe(plan.id, 'patient@example.test');
    const round = await openRound(t.app, plan.id, { opensIn: 2, closesIn: 20 });
    await announceOpenRounds(t.app.deps, new Date());
    expect(await outboxMails(t.app, 'patient@example.test', 'round-opened')).toEqual([]);
    const openingDay = new Date(Date.now() + 2 * 86_400_000);
    expect(await announceOpenRounds(t.app.deps, openingDay)).toBeGreaterThanOrEqual(1);
    expect(await announceOpenRounds(t.app.deps, openingDay)).toBe(0);
    expect(await outboxMails(t.app, 'patient@example.test', 'round-opened')).toHaveLength(1);
    expect(await t.app.db.select().from(roundAlertMails).where(eq(roundAlertMails.cycleId, round.id))).toHaveLength(1);
  });
});
