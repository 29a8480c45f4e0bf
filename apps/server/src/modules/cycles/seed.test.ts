import { expect, it } from 'vitest';
import { isNotNull } from 'drizzle-orm';
import { investments } from '../../db/schema/investments.ts';
import { useTestApp } from '../../testing/app.ts';
import { call } from '../../testing/http.ts';

const t = useTestApp({ seed: true, roles: [] });

it('seeds a track record with an under-performing cycle and a loss, and running cycles holding demo investments', async () => {
  const record = (await call(t.app, { method: 'GET', url: '/track-record' })).body.data;
  expect(record.summary.cyclesRun).toBeGreaterThanOrEqual(6);
  expect(record.summary.losses).toBeGreaterThanOrEqual(1);
  expect(record.summary.belowProjection).toBeGreaterThan(record.summary.losses);
  const linked = await t.app.db.select().from(investments).where(isNotNull(investments.cycleId));
  expect(linked.length).toBeGreaterThan(0);
  expect(linked.every((row) => row.status === 'active')).toBe(true);
});
