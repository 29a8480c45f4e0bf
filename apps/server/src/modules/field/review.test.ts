import { beforeAll, describe, expect, it } from 'vitest';
import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { FIELD_REVIEW_MESSAGES, fieldPhotoUrl, formatMoney } from '@app/contract';
import { cycles } from '../../db/schema/cycles.ts';
import { fieldPhotos, fieldRecords } from '../../db/schema/field.ts';
import { investments } from '../../db/schema/investments.ts';
import { activityLog } from '../../db/schema/platform.ts';
import { useTestApp } from '../../testing/app.ts';
import { assignedOfficer, recordVersion, runningCycle, storedPhoto } from '../../testing/field.ts';
import { call } from '../../testing/http.ts';
import { createPlan, insertInvestment } from '../../testing/investments.ts';

const t = useTestApp({ roles: ['admin', 'user'] });
const { admin } = t.as;

let cycleId: string;
let officer: Awaited<ReturnType<typeof assignedOfficer>>;

beforeAll(async () => {
  cycleId = await runningCycle(t.app, admin, 100);
  await t.app.db
    .update(cycles)
    .set({
      startingHeadcount: 1000,
      expectedMortalityBp: 500,
      expectedWeights: [
        { week: 0, grams: 40 },
        { week: 2, grams: 400 },
        { week: 5, grams: 2000 },
      ],
      feedBudgetPoisha: 500_000_00,
    })
    .where(eq(cycles.id, cycleId));
  officer = await assignedOfficer(t.app, [cycleId]);
});

/** A version sent by the officer through the field API; answers the stored record. */
async function sent(overrides: Record<string, unknown>) {
  const res = await call(t.app, { method: 'POST', url: '/field/records', headers: officer.headers, body: recordVersion(cycleId, overrides) });
  expect(res.status).toBe(201);
  return res.body.data as { id: string; recordId: string; version: number };
}
const queue = (status = 'submitted') => call(t.app, { url: `/field/cycles/${cycleId}/review?status=${status}`, headers: admin });
const publish = (body: unknown, id = cycleId) => call(t.app, { method: 'POST', url: `/field/cycles/${id}/publish`, headers: admin, body });
const sendBack = (id: string, body: unknown) => call(t.app, { method: 'POST', url: `/field/cycles/${cycleId}/records/${id}/send-back`, headers: admin, body });
const count = async (table: string, where = sql`true`) =>
  Number((await t.app.db.execute(sql`SELECT count(*)::int AS n FROM ${sql.raw(table)} WHERE ${where}`)).rows[0]!.n);

describe('the review queue', () => {
  it('lists the latest version of each record with its earlier ones, its photos and what it shows against the plan, in words', async () => {
    const photoId = await storedPhoto(t.app, cycleId, officer.user.id);
    const death = await sent({ recordedAt: '2026-01-25T08:00:00+06:00', photoIds: [photoId], details: { kind: 'death', count: 40, cause: 'disease' } });
    const first = await sent({ recordedAt: '2026-01-19T08:00:00+06:00', details: { kind: 'weighing', weightsGrams: [300, 320] } });
    const second = await sent({ recordId: first.recordId, recordedAt: '2026-01-19T08:00:00+06:00', details: { kind: 'weighing', weightsGrams: [300, 340] } });
    expect(second.version).toBe(2);
    const res = await queue();
    expect(res.status).toBe(200);
    const weighing = res.body.data.records.find((record: { recordId: string }) => record.recordId === first.recordId);
    expect(weighing).toMatchObject({ id: second.id, version: 2, averageWeightGrams: 320, reviewStatus: 'submitted', officerName: officer.user.name });
    expect(weighing.earlier.map((earlier: { id: string }) => earlier.id)).toEqual([first.id]);
    expect(weighing.againstPlan).toEqual(['Weight below plan: 320 g average, the plan expects 400 g on day 14']);
    const dead = res.body.data.records.find((record: { id: string }) => record.id === death.id);
    expect(dead.photos).toEqual([{ id: photoId, url: fieldPhotoUrl(photoId), takenAt: null }]);
    expect(dead.againstPlan[0]).toMatch(/^Mortality above plan: 40 deaths so far, the plan expects \d+ by day 20$/);
    expect(dead.position).toEqual({ latitude: 25.02, longitude: 90.01, accuracyMetres: 12 });
    expect(res.body.data.location).toBe('Sherpur');
  });

  it('answers 404 for a cycle that does not exist and falls back to the waiting records for an unknown filter', async () => {
    expect((await call(t.app, { url: `/field/cycles/${crypto.randomUUID()}/review`, headers: admin })).status).toBe(404);
    expect((await call(t.app, { url: `/field/cycles/not-a-uuid/review`, headers: admin })).status).toBe(404);
    const odd = await queue('nonsense');
    expect(odd.status).toBe(200);
    expect(odd.body.data.records.every((record: { reviewStatus: string }) => record.reviewStatus === 'submitted')).toBe(true);
  });
});

describe('sending a record back', () => {
  it('returns it with a comment the officer reads, once; the officer’s next version answers it', async () => {
    const record = await sent({ details: { kind: 'headcount', count: 990 } });
    const res = await sendBack(record.id, { comment: 'Count the second shed too' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(FIELD_REVIEW_MESSAGES.sentBack);
    expect(res.body.data).toMatchObject({ reviewStatus: 'returned', staffComment: 'Count the second shed too' });
    const own = await call(t.app, { url: `/field/records?cycleId=${cycleId}&limit=100`, headers: officer.headers });
    expect(own.body.data.find((one: { id: string }) => one.id === record.id)).toMatchObject({
      reviewStatus: 'returned',
      staffComment: 'Count the second shed too',
    });
    expect(await count('activity_log', sql`entity = 'field-record' AND action = 'send-back' AND entity_id = ${record.id}`)).toBe(1);
    // A replay changes nothing more.
    const again = await sendBack(record.id, { comment: 'Count the second shed too' });
    expect(again.status).toBe(409);
    expect(await count('activity_log', sql`entity = 'field-record' AND action = 'send-back' AND entity_id = ${record.id}`)).toBe(1);
    // The answer is a new version waiting for review; the old one can no longer be sent back or published.
    const answer = await sent({ recordId: record.recordId, details: { kind: 'headcount', count: 1002 } });
    expect((await queue('submitted')).body.data.records.some((one: { id: string }) => one.id === answer.id)).toBe(true);
    expect((await sendBack(record.id, { comment: 'again' })).body.message).toBe(FIELD_REVIEW_MESSAGES.notLatest);
    expect((await publish({ versionIds: [record.id], body: 'x' })).status).toBe(409);
  });

  it('refuses a missing comment (400) and an unknown record (404), changing nothing', async () => {
    const record = await sent({});
    for (const body of [{}, { comment: '   ' }, { comment: 'x'.repeat(1001) }, null, 'text']) {
      const res = await sendBack(record.id, body);
      expect(res.status).toBe(400);
    }
    expect((await sendBack(record.id, {})).body.errors.comment).toBe(FIELD_REVIEW_MESSAGES.commentRequired);
    expect((await sendBack(crypto.randomUUID(), { comment: 'x' })).status).toBe(404);
    const [row] = await t.app.db.select().from(fieldRecords).where(eq(fieldRecords.id, record.id));
    expect(row).toMatchObject({ reviewStatus: 'submitted', staffComment: null });
  });
});

describe('publishing records as an investor update', () => {
  it('writes one update in both languages with its figures, marks the records and their photos published, and mails the investors', async () => {
    const plan = await createPlan(t.app);
    const { investment } = await insertInvestment(t.app, plan, 'active', { units: 3 });
    await t.app.db.update(investments).set({ cycleId }).where(eq(investments.id, investment.id));
    const photoId = await storedPhoto(t.app, cycleId, officer.user.id);
    const death = await sent({ recordedAt: '2026-02-02T08:00:00+06:00', photoIds: [photoId], details: { kind: 'death', count: 2, cause: 'heatStress' } });
    const weighing = await sent({ recordedAt: '2026-02-03T08:00:00+06:00', details: { kind: 'weighing', weightsGrams: [1500, 1700] } });
    const mailsBefore = await count('mail_outbox');
    const res = await publish({ versionIds: [death.id, weighing.id], body: 'A hot week: two birds lost.', bodyBn: 'গরম সপ্তাহ: দুটি মুরগি মারা গেছে।' });
    expect(res.status).toBe(201);
    expect(res.body.data.update).toMatchObject({
      body: 'A hot week: two birds lost.',
      bodyBn: 'গরম সপ্তাহ: দুটি মুরগি মারা গেছে।',
      averageWeightKg: 1.6,
      mortalityCount: 2,
    });
    const rows = await t.app.db.select().from(fieldRecords).where(eq(fieldRecords.updateId, res.body.data.update.id));
    expect(rows.map((row) => row.reviewStatus).sort()).toEqual(['published', 'published']);
    const [photo] = await t.app.db.select().from(fieldPhotos).where(eq(fieldPhotos.id, photoId));
    expect(photo!.status).toBe('published');
    expect(await count('mail_outbox')).toBe(mailsBefore + 1);
    expect(await count('activity_log', sql`entity = 'field-record' AND action = 'publish'`)).toBeGreaterThanOrEqual(1);
  });

  it('publishes once when two members of staff publish the same records at the same moment, and a replay publishes nothing more', async () => {
    const a = await sent({ details: { kind: 'feed', feed: 'Starter crumble', quantityGrams: 50_000, costPoisha: 4_500_00 } });
    const b = await sent({ details: { kind: 'vet', treatment: 'Vaccination', costPoisha: 1_200_00 } });
    const updatesBefore = await count('cycle_updates');
    const mailsBefore = await count('mail_outbox');
    const body = { versionIds: [a.id, b.id], body: 'Feed and the vaccination.' };
    const answers = await Promise.all([publish(body), publish(body), publish(body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.message).toBe(FIELD_REVIEW_MESSAGES.notPublishable);
    expect(await count('cycle_updates')).toBe(updatesBefore + 1);
    const replay = await publish(body);
    expect(replay.status).toBe(409);
    expect(await count('cycle_updates')).toBe(updatesBefore + 1);
    expect(await count('mail_outbox')).toBeLessThanOrEqual(mailsBefore + 1);
  });

  it('publishes all of a set or none: one record not waiting refuses the whole set', async () => {
    const waiting = await sent({});
    const returned = await sent({});
    expect((await sendBack(returned.id, { comment: 'Recount' })).status).toBe(200);
    const updatesBefore = await count('cycle_updates');
    const res = await publish({ versionIds: [waiting.id, returned.id], body: 'Counted.' });
    expect(res.status).toBe(409);
    expect(await count('cycle_updates')).toBe(updatesBefore);
    const [row] = await t.app.db.select().from(fieldRecords).where(eq(fieldRecords.id, waiting.id));
    expect(row!.reviewStatus).toBe('submitted');
  });

  it('refuses a bad body with field errors (400), another cycle’s record (409) and a closed cycle, changing nothing', async () => {
    const record = await sent({});
    const before = await count('cycle_updates');
    for (const body of [
      {},
      { versionIds: [], body: 'x' },
      { versionIds: ['nope'], body: 'x' },
      { versionIds: [record.id] },
      { versionIds: [record.id, record.id], body: 'x' },
      { versionIds: [record.id], body: 'x'.repeat(5001) },
    ]) {
      expect((await publish(body)).status).toBe(400);
    }
    expect((await publish({ versionIds: [record.id] })).body.errors.body).toBe(FIELD_REVIEW_MESSAGES.bodyRequired);
    const other = await runningCycle(t.app, admin);
    expect((await publish({ versionIds: [record.id], body: 'x' }, other)).status).toBe(409);
    await t.app.db.update(cycles).set({ status: 'cancelled' }).where(eq(cycles.id, other));
    expect((await publish({ versionIds: [record.id], body: 'x' }, other)).body.message).toBe(FIELD_REVIEW_MESSAGES.cycleNotRunning);
    expect(await count('cycle_updates')).toBe(before);
    const [row] = await t.app.db.select().from(fieldRecords).where(eq(fieldRecords.id, record.id));
    expect(row!.reviewStatus).toBe('submitted');
  });
});

describe('what investors see of the farm', () => {
  it('shows only published records: headcount against plan, weights, costs against budget, photos and their share of the animals', async () => {
    const cycle = await runningCycle(t.app, admin, 100);
    await t.app.db.update(cycles).set({ startingHeadcount: 4800, expectedMortalityBp: 500, feedBudgetPoisha: 900_000_00 }).where(eq(cycles.id, cycle));
    const own = await assignedOfficer(t.app, [cycle]);
    const plan = await createPlan(t.app);
    const { investor, investment } = await insertInvestment(t.app, plan, 'active', { units: 3 });
    await t.app.db.update(investments).set({ cycleId: cycle }).where(eq(investments.id, investment.id));
    const farm = () => call(t.app, { url: `/investor/investments/${investment.id}/farm`, headers: investor.headers });
    const send = async (details: unknown, extra: Record<string, unknown> = {}) =>
      (await call(t.app, { method: 'POST', url: '/field/records', headers: own.headers, body: recordVersion(cycle, { details, ...extra }) })).body.data
        .id as string;
    const photoId = await storedPhoto(t.app, cycle, own.user.id);
    const published = [
      await send({ kind: 'death', count: 40, cause: 'disease' }, { photoIds: [photoId], recordedAt: '2026-01-20T08:00:00+06:00' }),
      await send({ kind: 'weighing', weightsGrams: [900, 1000, 1100] }, { recordedAt: '2026-01-26T08:00:00+06:00' }),
      await send({ kind: 'feed', feed: 'Grower', quantityGrams: 100_000, costPoisha: 9_000_00 }),
    ];
    await send({ kind: 'headcount', count: 100 }); // waiting for review: investors never see it
    const empty = await farm();
    expect(empty.status).toBe(200);
    expect(empty.body.data.headcount).toHaveLength(1);
    expect(empty.body.data.share.animals).toBe(144);
    expect(
      (await call(t.app, { method: 'POST', url: `/field/cycles/${cycle}/publish`, headers: admin, body: { versionIds: published, body: 'Week three.' } }))
        .status,
    ).toBe(201);
    const res = await farm();
    expect(res.body.data.headcount.map((point: { headcount: number }) => point.headcount)).toEqual([4800, 4760]);
    expect(res.body.data.weights).toEqual([{ day: '2026-01-26', averageGrams: 1000, plannedGrams: null, animalsWeighed: 3 }]);
    expect(res.body.data.costs).toEqual({ feedPoisha: 9_000_00, vetPoisha: 0, budgetPoisha: 900_000_00 });
    expect(res.body.data.photos).toEqual([expect.objectContaining({ id: photoId, url: fieldPhotoUrl(photoId), village: 'Sherpur', caption: 'Death' })]);
    expect(res.body.data.share).toMatchObject({ units: 3, headcount: 4760, animals: 143, headline: 'Your 3 units ≈ 143 animals' });
    // The investor may now read the published photo through the access-checked route; another investor may not read this farm.
    const other = await insertInvestment(t.app, plan, 'active');
    expect((await call(t.app, { url: `/investor/investments/${investment.id}/farm`, headers: other.investor.headers })).status).toBe(404);
    expect((await call(t.app, { url: `/investor/investments/${other.investment.id}/farm`, headers: other.investor.headers })).body.message).toBe(
      FIELD_REVIEW_MESSAGES.noFarm,
    );
  });

  it('shows no farm and no cycle updates for a request that was cancelled before it ran', async () => {
    const cycle = await runningCycle(t.app, admin, 100);
    const plan = await createPlan(t.app);
    const { investor, investment } = await insertInvestment(t.app, plan, 'cancelled');
    await t.app.db.update(investments).set({ cycleId: cycle }).where(eq(investments.id, investment.id));
    const farm = await call(t.app, { url: `/investor/investments/${investment.id}/farm`, headers: investor.headers });
    expect(farm.status).toBe(404);
    expect(farm.body.message).toBe(FIELD_REVIEW_MESSAGES.neverRan);
    expect((await call(t.app, { url: `/investor/cycles/${cycle}`, headers: investor.headers })).status).toBe(404);
  });
});

describe('the close against the records', () => {
  it('sums the latest version of each record not sent back, and counts those sent back apart', async () => {
    const cycle = await runningCycle(t.app, admin);
    const own = await assignedOfficer(t.app, [cycle]);
    const send = async (details: unknown, recordId?: string) =>
      (
        await call(t.app, {
          method: 'POST',
          url: '/field/records',
          headers: own.headers,
          body: recordVersion(cycle, {
            details,
            ...(recordId ? { recordId } : {}),
            photoIds: details && (details as { kind: string }).kind === 'death' ? [await storedPhoto(t.app, cycle, own.user.id)] : [],
          }),
        })
      ).body.data;
    const sale = await send({ kind: 'sale', animals: 10, pricePoisha: 50_000_00 });
    await send({ kind: 'sale', animals: 12, pricePoisha: 60_000_00 }, sale.recordId); // an edit: the latest version counts
    await send({ kind: 'death', count: 3, cause: 'injury' });
    await send({ kind: 'feed', feed: 'Grower', quantityGrams: 1000, costPoisha: 7_000_00 });
    await send({ kind: 'vet', treatment: 'Deworming', costPoisha: 500_00 });
    const back = await send({ kind: 'death', count: 9, cause: 'unknown' });
    await call(t.app, { method: 'POST', url: `/field/cycles/${cycle}/records/${back.id}/send-back`, headers: admin, body: { comment: 'Photo please' } });
    const res = await call(t.app, { url: `/field/cycles/${cycle}/totals`, headers: admin });
    expect(res.body.data).toEqual({ deaths: 3, animalsSold: 12, salesPoisha: 60_000_00, feedPoisha: 7_000_00, vetPoisha: 500_00, returned: 1 });
    expect((await call(t.app, { url: `/field/cycles/${crypto.randomUUID()}/totals`, headers: admin })).status).toBe(404);
  });

  it('writes the records’ figures and each difference into the close’s activity entry, in the close’s transaction', async () => {
    const cycle = await runningCycle(t.app, admin);
    const own = await assignedOfficer(t.app, [cycle]);
    const send = (details: unknown) => call(t.app, { method: 'POST', url: '/field/records', headers: own.headers, body: recordVersion(cycle, { details }) });
    await send({ kind: 'sale', animals: 12, pricePoisha: 60_000_00 });
    await send({ kind: 'feed', feed: 'Grower', quantityGrams: 1000, costPoisha: 7_000_00 });
    await send({ kind: 'headcount', count: 10 });
    const close = (body: Record<string, unknown>) => call(t.app, { method: 'POST', url: `/cycles/${cycle}/close`, headers: admin, body });
    const entries = () =>
      t.app.db
        .select()
        .from(activityLog)
        .where(and(eq(activityLog.entityId, cycle), eq(activityLog.action, 'close')));
    // A refused close writes no entry.
    expect((await close({ closedOn: '2025-01-01', saleRevenuePence: 1, costsPence: 0, animalsSold: 12, animalsLost: 0 })).status).toBe(400);
    expect(await entries()).toHaveLength(0);
    // 15,000 poisha to the pound: the records' ৳60,000 of sales is £400 and ৳7,000 of feed about £46.67.
    const res = await close({ closedOn: '2026-06-04', saleRevenuePence: 400_00, costsPence: 40_00, animalsSold: 12, animalsLost: 2, poishaPerPound: 150_00 });
    expect(res.status).toBe(200);
    const [entry] = await entries();
    const after = (entry!.changes as { after: Record<string, string> }).after;
    const taka = (poisha: number) => formatMoney(poisha, 'BDT');
    expect(after.fieldRecords).toBe(
      `Animals lost: 0; Animals sold: 12; Sale revenue: ${taka(60_000_00)} ≈ £400.00; Costs (feed and vet in the records): ${taka(7_000_00)} ≈ £46.67`,
    );
    expect(after.recordsDiffer).toBe(
      'Animals lost: The close says 2 deaths, the records 0 deaths (+2). Costs (feed and vet in the records): The close says £40.00, the records £46.67 at the close’s rate (−£6.67).',
    );
  });

  it('says nothing of records in the close of a cycle that has none', async () => {
    const cycle = await runningCycle(t.app, admin);
    const res = await call(t.app, {
      method: 'POST',
      url: `/cycles/${cycle}/close`,
      headers: admin,
      body: { closedOn: '2026-06-04', saleRevenuePence: 400_00, costsPence: 40_00, animalsSold: 12, animalsLost: 2 },
    });
    expect(res.status).toBe(200);
    const [entry] = await t.app.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, cycle), eq(activityLog.action, 'close')));
    expect(Object.keys((entry!.changes as { after: object }).after)).not.toContain('fieldRecords');
  });
});
