import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { FIELD_MESSAGES } from '@app/contract';
import { cycles } from '../../db/schema/cycles.ts';
import { fieldRecords } from '../../db/schema/field.ts';
import { activityLog } from '../../db/schema/platform.ts';
import { expectRolledBackWithoutActivity } from '../../testing/activity.ts';
import { anonymousHeaders, useTestApp } from '../../testing/app.ts';
import { assignedOfficer, recordVersion, runningCycle, storedPhoto } from '../../testing/field.ts';
import { call } from '../../testing/http.ts';

const t = useTestApp({ roles: ['admin', 'employee', 'user'] });
const { admin } = t.as;

let cycleId: string;
let otherCycleId: string;
let officer: Awaited<ReturnType<typeof assignedOfficer>>;
let colleague: Awaited<ReturnType<typeof assignedOfficer>>;

beforeAll(async () => {
  cycleId = await runningCycle(t.app, admin, 10);
  otherCycleId = await runningCycle(t.app, admin);
  officer = await assignedOfficer(t.app, [cycleId]);
  colleague = await assignedOfficer(t.app, [cycleId, otherCycleId]);
});

const send = (body: unknown, headers = officer.headers) => call(t.app, { method: 'POST', url: '/field/records', headers, body });
const rowsOfVersion = async (versionId: string) => t.app.db.select().from(fieldRecords).where(eq(fieldRecords.versionId, versionId));
const recordCount = async () => Number((await t.app.db.execute(sql`SELECT count(*)::int AS n FROM field_records`)).rows[0]!.n);

describe('POST /field/records', () => {
  it('stores a version once: 201 the first time, 200 with the same stored record on a replay', async () => {
    const version = recordVersion(cycleId);
    const first = await send(version);
    expect(first.status).toBe(201);
    expect(first.body.message).toBe(FIELD_MESSAGES.recorded);
    expect(first.body.data).toMatchObject({ versionId: version.versionId, recordId: version.recordId, version: 1, kind: 'headcount', animalCount: 10, reviewStatus: 'submitted', staffComment: null, officerId: officer.user.id });
    expect(first.body.data.recordedAt).toBe('2026-02-01T03:30:00.000Z');
    const replay = await send(version);
    expect(replay.status).toBe(200);
    expect(replay.body.message).toBe(FIELD_MESSAGES.alreadyRecorded);
    expect(replay.body.data).toEqual(first.body.data);
    // The same instant written in another offset is the same content.
    expect((await send({ ...version, recordedAt: '2026-02-01T03:30:00Z' })).status).toBe(200);
    expect(await rowsOfVersion(version.versionId)).toHaveLength(1);
  });

  it('refuses the same versionId with other content (409) and keeps the first', async () => {
    const version = recordVersion(cycleId);
    expect((await send(version)).status).toBe(201);
    const changed = await send({ ...version, details: { kind: 'headcount', count: 11 } });
    expect(changed.status).toBe(409);
    expect(changed.body.message).toBe(FIELD_MESSAGES.versionConflict);
    // Another officer replaying someone's versionId learns nothing and changes nothing.
    expect((await send(version, colleague.headers)).status).toBe(409);
    const [row] = await rowsOfVersion(version.versionId);
    expect(row!.details).toEqual({ kind: 'headcount', count: 10 });
  });

  it('stores one row when the same version arrives many times at once (two tabs, a retry racing its original)', async () => {
    const version = recordVersion(cycleId, { details: { kind: 'sale', animals: 1, pricePoisha: 45_000_00 } });
    const answers = await Promise.all(Array.from({ length: 6 }, () => send(version)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.body.data.id)).size).toBe(1);
    expect(await rowsOfVersion(version.versionId)).toHaveLength(1);
  });

  it('numbers the versions of a record in order, and the list shows only the latest, with staff’s comment', async () => {
    const recordId = crypto.randomUUID();
    const first = await send(recordVersion(cycleId, { recordId, details: { kind: 'weighing', weightsGrams: [1200, 1300] } }));
    expect(first.body.data).toMatchObject({ version: 1, averageWeightGrams: 1250 });
    // Staff send it back (field-review's write: columns beside the content).
    await t.app.db.update(fieldRecords).set({ reviewStatus: 'returned', staffComment: 'Weigh at least ten birds' }).where(eq(fieldRecords.id, first.body.data.id));
    let list = await call(t.app, { url: `/field/records?cycleId=${cycleId}&limit=100`, headers: officer.headers });
    expect(list.body.data.find((record: { recordId: string }) => record.recordId === recordId)).toMatchObject({ version: 1, reviewStatus: 'returned', staffComment: 'Weigh at least ten birds' });
    // Two edits at once from two tabs: both kept, as versions 2 and 3.
    const weights = Array.from({ length: 10 }, (_, i) => 1200 + i);
    const edits = await Promise.all([1, 2].map(() => send(recordVersion(cycleId, { recordId, details: { kind: 'weighing', weightsGrams: weights } }))));
    expect(edits.map((edit) => edit.status)).toEqual([201, 201]);
    expect(edits.map((edit) => edit.body.data.version).sort()).toEqual([2, 3]);
    list = await call(t.app, { url: `/field/records?cycleId=${cycleId}&limit=100`, headers: officer.headers });
    const shown = list.body.data.filter((record: { recordId: string }) => record.recordId === recordId);
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ version: 3, reviewStatus: 'submitted', staffComment: null, averageWeightGrams: 1205 });
    // The first version is still there, unchanged.
    expect((await t.app.db.select().from(fieldRecords).where(eq(fieldRecords.recordId, recordId))).map((row) => row.version).sort()).toEqual([1, 2, 3]);
  });

  it('computes the average weight itself: an average sent by the device is ignored', async () => {
    const res = await send(recordVersion(cycleId, { details: { kind: 'weighing', weightsGrams: [1000, 1001], averageWeightGrams: 5 } }));
    expect(res.status).toBe(201);
    expect(res.body.data.averageWeightGrams).toBe(1001);
    expect(res.body.data.details).toEqual({ kind: 'weighing', weightsGrams: [1000, 1001] });
  });

  it('refuses a version of another officer’s record or another cycle’s (403), and a cycle the officer is not assigned to (403)', async () => {
    const theirs = recordVersion(cycleId);
    expect((await send(theirs, colleague.headers)).status).toBe(201);
    const mine = await send(recordVersion(cycleId, { recordId: theirs.recordId }));
    expect(mine.status).toBe(403);
    expect(mine.body.message).toBe(FIELD_MESSAGES.recordNotYours);
    const moved = await send(recordVersion(otherCycleId, { recordId: theirs.recordId }), colleague.headers);
    expect(moved.status).toBe(403);
    const unassigned = await send(recordVersion(otherCycleId));
    expect(unassigned.status).toBe(403);
    expect(unassigned.body.message).toBe(FIELD_MESSAGES.notAssigned);
    expect((await send(recordVersion(crypto.randomUUID()))).status).toBe(403);
  });

  it('refuses records for a cycle that is no longer running (409)', async () => {
    const closing = await runningCycle(t.app, admin);
    const late = await assignedOfficer(t.app, [closing]);
    await t.app.db.update(cycles).set({ status: 'cancelled' }).where(eq(cycles.id, closing));
    const res = await send(recordVersion(closing), late.headers);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(FIELD_MESSAGES.cycleNotRunning);
  });

  it('takes a death with its stored photo, and refuses one whose photo has not arrived (409) or is another officer’s (403)', async () => {
    const photo = await storedPhoto(t.app, cycleId, officer.user.id);
    const death = { kind: 'death', count: 2, cause: 'heatStress' };
    expect((await send(recordVersion(cycleId, { photoIds: [photo], details: death }))).status).toBe(201);
    const missing = await send(recordVersion(cycleId, { photoIds: [crypto.randomUUID()], details: death }));
    expect(missing.status).toBe(409);
    expect(missing.body.message).toBe(FIELD_MESSAGES.photoNotUploaded);
    const theirs = await storedPhoto(t.app, cycleId, colleague.user.id);
    expect((await send(recordVersion(cycleId, { photoIds: [theirs], details: death }))).status).toBe(403);
  });

  it('refuses bad bodies with 400 and the rule’s message, storing nothing', async () => {
    const before = await recordCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ versionId: 'not-a-uuid' }, FIELD_MESSAGES.versionIdInvalid],
      [{ recordedAt: '2026-02-01 09:30' }, FIELD_MESSAGES.recordedAtInvalid],
      [{ recordedAt: '2026-02-01T09:30:00' }, FIELD_MESSAGES.recordedAtInvalid],
      [{ position: { latitude: 91, longitude: 0, accuracyMetres: 1 } }, FIELD_MESSAGES.positionInvalid],
      [{ details: { kind: 'death', count: 1, cause: 'disease' } }, FIELD_MESSAGES.deathPhotoRequired],
      [{ photoIds: [crypto.randomUUID()], details: { kind: 'death', count: 1, cause: 'other' } }, FIELD_MESSAGES.causeNoteRequired],
      [{ details: { kind: 'death', count: 0, cause: 'disease' }, photoIds: [crypto.randomUUID()] }, FIELD_MESSAGES.deathCountInvalid],
      [{ details: { kind: 'weighing', weightsGrams: [] } }, FIELD_MESSAGES.weightsRequired],
      [{ details: { kind: 'weighing', weightsGrams: [12.5] } }, FIELD_MESSAGES.weightInvalid],
      [{ details: { kind: 'feed', feed: ' ', quantityGrams: 1000, costPoisha: 100 } }, FIELD_MESSAGES.feedRequired],
      [{ details: { kind: 'vet', treatment: 'Vaccine', costPoisha: -1 } }, FIELD_MESSAGES.amountInvalid],
      [{ details: { kind: 'sale', animals: 1, pricePoisha: 1.5 } }, FIELD_MESSAGES.amountInvalid],
      [{ details: { kind: 'photo', caption: 'Shed' } }, FIELD_MESSAGES.photoRequired],
      [{ details: { kind: 'milking', litres: 3 } }, FIELD_MESSAGES.kindInvalid],
      [{ photoIds: Array.from({ length: 7 }, () => crypto.randomUUID()), details: { kind: 'photo', caption: 'Shed' } }, FIELD_MESSAGES.tooManyPhotos],
    ];
    for (const [change, message] of cases) {
      const res = await send({ ...recordVersion(cycleId), ...change });
      expect({ change, status: res.status, message: res.body.message }).toEqual({ change, status: 400, message });
    }
    for (const body of [[], 'text', null]) expect((await send(body)).status).toBe(400);
    expect(await recordCount()).toBe(before);
  });

  it('keeps nothing when its activity entry cannot be written', async () => {
    await expectRolledBackWithoutActivity(t.app, [fieldRecords], () =>
      t.app.inject({ method: 'POST', url: '/api/v1/field/records', headers: { ...officer.headers, 'content-type': 'application/json' }, payload: JSON.stringify(recordVersion(cycleId)) }),
    );
  });

  it('logs each version in the activity log', async () => {
    const res = await send(recordVersion(cycleId, { details: { kind: 'feed', feed: 'Starter mash', quantityGrams: 25_000, costPoisha: 1_250_00 } }));
    const [entry] = await t.app.db.select().from(activityLog).where(eq(activityLog.entityId, res.body.data.id));
    expect(entry).toMatchObject({ entity: 'field-record', actorId: officer.user.id });
    expect(entry!.summary).toContain('Sent a feed record');
  });

  it('answers 401 to an anonymous caller and 403 to staff and investors', async () => {
    expect((await send(recordVersion(cycleId), anonymousHeaders())).status).toBe(401);
    for (const headers of [t.as.admin, t.as.employee, t.as.user]) expect((await send(recordVersion(cycleId), headers)).status).toBe(403);
  });
});

describe('a stored version', () => {
  it('cannot have its content changed or be deleted, while its review can change', async () => {
    const res = await send(recordVersion(cycleId));
    const id = res.body.data.id as string;
    await expect(t.app.db.update(fieldRecords).set({ details: { kind: 'headcount', count: 99 } }).where(eq(fieldRecords.id, id))).rejects.toThrow();
    await expect(t.app.db.update(fieldRecords).set({ recordedAt: new Date() }).where(eq(fieldRecords.id, id))).rejects.toThrow();
    await expect(t.app.db.delete(fieldRecords).where(eq(fieldRecords.id, id))).rejects.toThrow();
    await t.app.db.update(fieldRecords).set({ reviewStatus: 'published', reviewedAt: new Date() }).where(eq(fieldRecords.id, id));
    const [row] = await t.app.db.select().from(fieldRecords).where(eq(fieldRecords.id, id));
    expect(row).toMatchObject({ reviewStatus: 'published', details: { kind: 'headcount', count: 10 } });
  });
});

describe('GET /field/records', () => {
  it('pages the officer’s own records of a cycle, newest first; another cycle is 403; a bad query 400', async () => {
    const mine = await assignedOfficer(t.app, [otherCycleId]);
    for (let i = 0; i < 3; i++) expect((await send(recordVersion(otherCycleId, { details: { kind: 'headcount', count: i } }), mine.headers)).status).toBe(201);
    const page = await call(t.app, { url: `/field/records?cycleId=${otherCycleId}&limit=2`, headers: mine.headers });
    expect(page.status).toBe(200);
    expect(page.body.pagination).toMatchObject({ page: 1, limit: 2, total: 3, pages: 2 });
    expect(page.body.data.map((record: { details: { count: number } }) => record.details.count)).toEqual([2, 1]);
    const next = await call(t.app, { url: `/field/records?cycleId=${otherCycleId}&limit=2&page=2`, headers: mine.headers });
    expect(next.body.data).toHaveLength(1);
    expect((await call(t.app, { url: `/field/records?cycleId=${cycleId}`, headers: mine.headers })).status).toBe(403);
    expect((await call(t.app, { url: '/field/records', headers: mine.headers })).status).toBe(400);
    expect((await call(t.app, { url: `/field/records?cycleId=${otherCycleId}&limit=1000`, headers: mine.headers })).status).toBe(400);
  });
});

describe('GET /field/cycles', () => {
  it('lists the officer’s running cycles with the headcount now and the farm plan', async () => {
    const cycle = await runningCycle(t.app, admin, 100);
    const notMine = await runningCycle(t.app, admin);
    const farmer = await assignedOfficer(t.app, [cycle]);
    const plan = { startingHeadcount: 500, expectedMortalityBasisPoints: 500, expectedWeights: [{ week: 5, grams: 2000 }, { week: 1, grams: 180 }], feedBudgetPoisha: 150_000_00 };
    expect((await call(t.app, { method: 'PUT', url: `/field/cycles/${cycle}/plan`, headers: admin, body: plan })).status).toBe(200);
    const photo = await storedPhoto(t.app, cycle, farmer.user.id);
    const post = (details: unknown, recordedAt: string, photoIds: string[] = []) => send(recordVersion(cycle, { details, recordedAt, photoIds }), farmer.headers);
    await post({ kind: 'death', count: 4, cause: 'disease' }, '2026-02-01T08:00:00+06:00', [photo]);
    let list = await call(t.app, { url: '/field/cycles', headers: farmer.headers });
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({
      id: cycle,
      location: 'Sherpur',
      units: 100,
      currentHeadcount: 496,
      plan: { ...plan, expectedWeights: [{ week: 1, grams: 180 }, { week: 5, grams: 2000 }] },
    });
    expect(list.body.data.map((c: { id: string }) => c.id)).not.toContain(notMine);
    // A count replaces what came before it; deaths and sales after it are taken off.
    await post({ kind: 'headcount', count: 480 }, '2026-02-03T08:00:00+06:00');
    await post({ kind: 'sale', animals: 30, pricePoisha: 90_000_00 }, '2026-02-04T08:00:00+06:00');
    list = await call(t.app, { url: '/field/cycles', headers: farmer.headers });
    expect(list.body.data[0].currentHeadcount).toBe(450);
  });
});
