import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEFAULT_METRICS, HOME_METRIC_KEYS, IMPACT_METRIC_KEYS, METRIC_KEYS, METRIC_MESSAGES, metricStatusLabel } from '@app/contract';
import { metrics } from '../../db/schema/content.ts';
import { activityLog } from '../../db/schema/platform.ts';
import { expectRolledBackWithoutActivity } from '../../testing/activity.ts';
import { anonymousHeaders, useTestApp } from '../../testing/app.ts';
import { call } from '../../testing/http.ts';

const t = useTestApp({ roles: ['superAdmin', 'moderator'] });
const { superAdmin: admin, moderator } = t.as;

const list = async () => (await call(t.app, { method: 'GET', url: '/metrics/metrics' })).body.data as any[];

describe('metrics', () => {
  it('starts empty and initializes the default set once', async () => {
    expect(await list()).toEqual([]);
    expect((await call(t.app, { method: 'POST', url: '/metrics/metrics/initialize', headers: moderator })).status).toBe(403);
    expect((await call(t.app, { method: 'POST', url: '/metrics/metrics/initialize', headers: anonymousHeaders() })).status).toBe(401);
    const res = await call(t.app, { method: 'POST', url: '/metrics/metrics/initialize', headers: admin });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Metrics initialized successfully');
    expect(res.body.data.map((m: any) => m.key)).toEqual([...METRIC_KEYS]);
    expect((await list()).slice(0, 3).map((m) => m.key)).toEqual([...HOME_METRIC_KEYS]);
    await call(t.app, { method: 'PUT', url: '/metrics/metrics/clusters', headers: admin, body: { title: 'Clusters', count: 46 } });
    const again = await call(t.app, { method: 'POST', url: '/metrics/metrics/initialize', headers: admin });
    expect(again.body.data).toHaveLength(DEFAULT_METRICS.length);
    expect(again.body.data[0]).toMatchObject({ key: 'clusters', title: 'Clusters', count: 46 });
  });

  it('updates title and count, a decimal count becomes whole', async () => {
    const res = await call(t.app, { method: 'PUT', url: '/metrics/metrics/farmers', headers: admin, body: { title: 'Farmers', count: '340.8', key: 'other' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Metric updated successfully', data: { key: 'farmers', title: 'Farmers', count: 340 } });
  });

  it('gives each validation message and changes nothing', async () => {
    const cases: [unknown, string, string][] = [
      [{ count: 1 }, 'title', 'Title is required'],
      [{ title: 'x'.repeat(21), count: 1 }, 'title', 'Title must be less than 20 characters'],
      [{ title: 'T' }, 'count', 'Count is required'],
      [{ title: 'T', count: 'many' }, 'count', 'Count must be a number'],
      [{ title: 'T', count: -3 }, 'count', 'Count must be a positive number'],
    ];
    for (const [body, field, message] of cases) {
      const res = await call(t.app, { method: 'PUT', url: '/metrics/metrics/investors', headers: admin, body });
      expect(res.status).toBe(400);
      expect(res.body.errors[field]).toBe(message);
    }
    expect((await list()).find((m) => m.key === 'investors')).toMatchObject(DEFAULT_METRICS.find((m) => m.key === 'investors')!);
  });

  it('refuses moderators and anonymous callers; unknown keys are 404', async () => {
    const body = { title: 'T', count: 1 };
    expect((await call(t.app, { method: 'PUT', url: '/metrics/metrics/investors', headers: moderator, body })).status).toBe(403);
    expect((await call(t.app, { method: 'PUT', url: '/metrics/metrics/investors', headers: anonymousHeaders(), body })).status).toBe(401);
    const missing = await call(t.app, { method: 'PUT', url: '/metrics/metrics/nothing', headers: admin, body });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, message: 'Metric not found' });
  });

  it('serves ETags that change after an update', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/v1/metrics/metrics' });
    const etag = first.headers.etag as string;
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/metrics/metrics', headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    await call(t.app, { method: 'PUT', url: '/metrics/metrics/investors', headers: admin, body: { title: 'Investors', count: 300 } });
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/metrics/metrics', headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.json().data.find((m: any) => m.key === 'investors').count).toBe(300);
  });

  it('says of each figure whether it is achieved (with its date) or a target, and staff change it', async () => {
    const byKey = async (key: string) => (await list()).find((m) => m.key === key);
    // The seed's truth: the impact goals and the planned clusters are targets, the counts of what exists are achieved.
    for (const key of [...IMPACT_METRIC_KEYS, 'clusters']) expect(await byKey(key), key).toMatchObject({ status: 'target', achievedOn: null });
    expect(await byKey('operatingDivisions')).toMatchObject({ status: 'achieved', achievedOn: '2026-10-31' });
    expect(metricStatusLabel((await byKey('operatingDivisions'))!)).toBe('Achieved 31 October 2026');
    expect(metricStatusLabel((await byKey('trees'))!)).toBe('Target');

    const reached = await call(t.app, {
      method: 'PUT',
      url: '/metrics/metrics/skillsCentres',
      headers: admin,
      body: { title: 'Skills Centres', count: 3, status: 'achieved', achievedOn: '2026-11-02' },
    });
    expect(reached.status).toBe(200);
    expect(reached.body.data).toMatchObject({ key: 'skillsCentres', count: 3, status: 'achieved', achievedOn: '2026-11-02' });
    const logged = await t.app.db.select().from(activityLog).where(eq(activityLog.entity, 'metric'));
    expect(logged.map((row) => row.summary)).toContainEqual(
      expect.stringMatching(/^Updated metric “Skills Centres” \(skillsCentres\) to 3, achieved 2 November 2026; changed: count, status/),
    );
    // An edit that leaves the status out keeps it and its date.
    await call(t.app, { method: 'PUT', url: '/metrics/metrics/skillsCentres', headers: admin, body: { title: 'Skills Centres', count: 4 } });
    expect(await byKey('skillsCentres')).toMatchObject({ count: 4, status: 'achieved', achievedOn: '2026-11-02' });
    // Back to a target: the date goes with it.
    const target = await call(t.app, {
      method: 'PUT',
      url: '/metrics/metrics/skillsCentres',
      headers: admin,
      body: { title: 'Skills Centres', count: 350, status: 'target', achievedOn: '2026-11-02' },
    });
    expect(target.body.data).toMatchObject({ status: 'target', achievedOn: null });

    const cases: [unknown, string, string][] = [
      [{ title: 'T', count: 1, status: 'done' }, 'status', METRIC_MESSAGES.status],
      [{ title: 'T', count: 1, status: 'achieved' }, 'achievedOn', METRIC_MESSAGES.achievedOnRequired],
      [{ title: 'T', count: 1, status: 'achieved', achievedOn: '2026-02-30' }, 'achievedOn', METRIC_MESSAGES.achievedOnRequired],
      [{ title: 'T', count: 1, status: 'achieved', achievedOn: '2999-01-01' }, 'achievedOn', METRIC_MESSAGES.achievedOnFuture],
    ];
    for (const [body, field, message] of cases) {
      const res = await call(t.app, { method: 'PUT', url: '/metrics/metrics/trees', headers: admin, body });
      expect(res.status).toBe(400);
      expect(res.body.errors[field]).toBe(message);
    }
    expect(await byKey('trees')).toMatchObject(DEFAULT_METRICS.find((m) => m.key === 'trees')!);
  });

  it('keeps no initialized metric whose activity entry fails: the creation and its entry commit together', async () => {
    await t.app.db.delete(metrics).where(eq(metrics.key, 'trees'));
    await expectRolledBackWithoutActivity(t.app, [metrics, activityLog], () => t.inject('POST', '/metrics/metrics/initialize', admin));
    expect(await t.app.db.select().from(metrics).where(eq(metrics.key, 'trees'))).toEqual([]);
  });
});
