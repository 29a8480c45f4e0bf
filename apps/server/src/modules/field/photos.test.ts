import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { API_PREFIX, FIELD_LIMITS, FIELD_MESSAGES, TUS_VERSION } from '@app/contract';
import { fieldPhotos, fieldPhotoUploads } from '../../db/schema/field.ts';
import { investmentPlans } from '../../db/schema/content.ts';
import { cycles } from '../../db/schema/cycles.ts';
import { anonymousHeaders, useTestApp } from '../../testing/app.ts';
import { assignedOfficer, recordVersion, runningCycle } from '../../testing/field.ts';
import { call } from '../../testing/http.ts';
import { insertInvestment } from '../../testing/investments.ts';
import { housekeeping } from './routes.ts';

const t = useTestApp({ roles: ['admin', 'employee', 'user'] });
const { admin } = t.as;

let cycleId: string;
let officer: Awaited<ReturnType<typeof assignedOfficer>>;
let colleague: Awaited<ReturnType<typeof assignedOfficer>>;

beforeAll(async () => {
  cycleId = await runningCycle(t.app, admin);
  officer = await assignedOfficer(t.app, [cycleId]);
  colleague = await assignedOfficer(t.app, [cycleId]);
});

const b64 = (value: string) => Buffer.from(value).toString('base64');
const metadataOf = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${b64(value)}`)
    .join(',');

/** A JPEG as a phone writes it: with EXIF (camera, GPS) that must not survive. */
const phonePhoto = () =>
  sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#6b8e23' } })
    .jpeg({ quality: 70 })
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Field 12' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '25/1 1/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '90/1 1/1 0/1' } })
    .toBuffer();

type Headers = Record<string, string>;
const tus = (headers: Headers) => ({ ...headers, 'tus-resumable': TUS_VERSION });

function create(headers: Headers, length: number, metadata: Record<string, string>) {
  return t.app.inject({ method: 'POST', url: `${API_PREFIX}/field/photos`, headers: { ...tus(headers), 'upload-length': String(length), 'upload-metadata': metadataOf(metadata) } });
}
const head = (headers: Headers, id: string) => t.app.inject({ method: 'HEAD', url: `${API_PREFIX}/field/photos/${id}`, headers: tus(headers) });
const patch = (headers: Headers, id: string, offset: number, chunk: Buffer) =>
  t.app.inject({
    method: 'PATCH',
    url: `${API_PREFIX}/field/photos/${id}`,
    headers: { ...tus(headers), 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
    payload: chunk,
  });

/** Uploads `bytes` as photo `id` in one go. */
async function upload(headers: Headers, bytes: Buffer, metadata: Record<string, string> = {}) {
  const id = crypto.randomUUID();
  const created = await create(headers, bytes.length, { photoId: id, cycleId, ...metadata });
  expect(created.statusCode).toBe(201);
  return { id, done: await patch(headers, id, 0, bytes) };
}

describe('photo uploads (tus)', () => {
  it('resumes an interrupted upload from the offset the server has, then stores the photo without its metadata', async () => {
    const bytes = await phonePhoto();
    const id = crypto.randomUUID();
    const created = await create(officer.headers, bytes.length, { photoId: id, cycleId, takenAt: '2026-02-01T09:30:00+06:00' });
    expect(created.statusCode).toBe(201);
    expect(created.headers.location).toBe(`${API_PREFIX}/field/photos/${id}`);
    expect(created.headers['tus-resumable']).toBe(TUS_VERSION);
    expect(created.headers['upload-offset']).toBe('0');
    const half = Math.floor(bytes.length / 2);
    expect((await patch(officer.headers, id, 0, bytes.subarray(0, half))).statusCode).toBe(204);
    // The link drops: the client sent the next chunk, but the server never got it. It asks where it was.
    const where = await head(officer.headers, id);
    expect(where.statusCode).toBe(200);
    expect(where.headers['upload-offset']).toBe(String(half));
    expect(where.headers['upload-length']).toBe(String(bytes.length));
    expect(where.headers['cache-control']).toBe('no-store');
    // A chunk at the wrong offset is refused and changes nothing.
    const wrong = await patch(officer.headers, id, half + 10, bytes.subarray(half + 10));
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().message).toBe(FIELD_MESSAGES.uploadOffsetMismatch);
    const rest = await patch(officer.headers, id, half, bytes.subarray(half));
    expect(rest.statusCode).toBe(204);
    expect(rest.headers['upload-offset']).toBe(String(bytes.length));
    const [photo] = await t.app.db.select().from(fieldPhotos).where(eq(fieldPhotos.id, id));
    expect(photo).toMatchObject({ cycleId, officerId: officer.user.id, width: 1600, height: 1200, bytes: bytes.length, status: 'ready', latitude: null });
    expect(photo!.takenAt?.toISOString()).toBe('2026-02-01T03:30:00.000Z');
    expect(await t.app.db.select().from(fieldPhotoUploads).where(eq(fieldPhotoUploads.id, id))).toHaveLength(0);
    const image = await t.app.inject({ method: 'GET', url: `${API_PREFIX}/field/photos/${id}/image`, headers: officer.headers });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    const stored = await sharp(image.rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 1600 });
    expect(stored.exif).toBeUndefined();
    const small = await t.app.inject({ method: 'GET', url: `${API_PREFIX}/field/photos/${id}/image?width=480`, headers: officer.headers });
    expect((await sharp(small.rawPayload).metadata()).width).toBe(480);
    // Finished: asking again says it is complete, and opening it again finds it done.
    expect((await head(officer.headers, id)).headers['upload-offset']).toBe(String(bytes.length));
    const again = await create(officer.headers, bytes.length, { photoId: id, cycleId });
    expect(again.statusCode).toBe(201);
    expect(again.headers['upload-offset']).toBe(String(bytes.length));
  });

  it('keeps the position only in its columns, and only when the officer sent all of it', async () => {
    const bytes = await phonePhoto();
    const { id, done } = await upload(officer.headers, bytes, { latitude: '25.0213', longitude: '90.0125', accuracyMetres: '8' });
    expect(done.statusCode).toBe(204);
    const [photo] = await t.app.db.select().from(fieldPhotos).where(eq(fieldPhotos.id, id));
    expect(photo).toMatchObject({ latitude: 25.0213, longitude: 90.0125, accuracyMetres: 8 });
  });

  it('lets one of two copies of the same chunk land', async () => {
    const bytes = await phonePhoto();
    const id = crypto.randomUUID();
    await create(officer.headers, bytes.length, { photoId: id, cycleId });
    const chunk = bytes.subarray(0, 1000);
    const answers = await Promise.all([patch(officer.headers, id, 0, chunk), patch(officer.headers, id, 0, chunk)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 409]);
    expect((await head(officer.headers, id)).headers['upload-offset']).toBe('1000');
  });

  it('refuses bytes that are no photo once they are all in, and drops them', async () => {
    const crafted = Buffer.concat([Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), Buffer.alloc(200)]);
    const { id, done } = await upload(officer.headers, crafted);
    expect(done.statusCode).toBe(400);
    expect(done.json().message).toBe(FIELD_MESSAGES.photoNotImage);
    // A JPEG header over garbage: read by its magic bytes as a JPEG, refused when decoded.
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), crypto.randomBytes(400)]);
    expect((await upload(officer.headers, fake)).done.statusCode).toBe(400);
    expect(await t.app.db.select().from(fieldPhotos).where(eq(fieldPhotos.id, id))).toHaveLength(0);
    expect(await t.app.db.select().from(fieldPhotoUploads).where(eq(fieldPhotoUploads.id, id))).toHaveLength(0);
  });

  it('refuses an upload too large, bad metadata, a cycle not assigned, and requests without tus', async () => {
    const id = crypto.randomUUID();
    const tooLarge = await create(officer.headers, FIELD_LIMITS.photoMaxBytes + 1, { photoId: id, cycleId });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe(FIELD_MESSAGES.photoTooLarge);
    expect((await create(officer.headers, 100, { photoId: 'nope', cycleId })).statusCode).toBe(400);
    expect((await create(officer.headers, 100, { cycleId })).statusCode).toBe(400);
    expect((await create(officer.headers, 0, { photoId: id, cycleId })).statusCode).toBe(400);
    const other = await runningCycle(t.app, admin);
    expect((await create(officer.headers, 100, { photoId: id, cycleId: other })).statusCode).toBe(403);
    const noTus = await t.app.inject({ method: 'POST', url: `${API_PREFIX}/field/photos`, headers: { ...officer.headers, 'upload-length': '100', 'upload-metadata': metadataOf({ photoId: id, cycleId }) } });
    expect(noTus.statusCode).toBe(412);
    expect(noTus.headers['tus-version']).toBe(TUS_VERSION);
    await create(officer.headers, 100, { photoId: id, cycleId });
    const json = await t.app.inject({ method: 'PATCH', url: `${API_PREFIX}/field/photos/${id}`, headers: { ...tus(officer.headers), 'upload-offset': '0', 'content-type': 'application/json' }, payload: '{}' });
    expect(json.statusCode).toBe(415);
    const past = await patch(officer.headers, id, 0, Buffer.alloc(101));
    expect(past.statusCode).toBe(413);
    expect((await head(officer.headers, id)).headers['upload-offset']).toBe('0');
    // The same id opened by another officer, or with another length.
    expect((await create(colleague.headers, 100, { photoId: id, cycleId })).statusCode).toBe(409);
    expect((await create(officer.headers, 200, { photoId: id, cycleId })).statusCode).toBe(409);
  });

  it('hides an upload from everyone but its officer: another officer’s HEAD and PATCH find nothing', async () => {
    const id = crypto.randomUUID();
    await create(officer.headers, 100, { photoId: id, cycleId });
    expect((await head(colleague.headers, id)).statusCode).toBe(404);
    expect((await patch(colleague.headers, id, 0, Buffer.alloc(10))).statusCode).toBe(404);
    expect((await head(anonymousHeaders(), id)).statusCode).toBe(401);
    expect((await patch(t.as.employee, id, 0, Buffer.alloc(10))).statusCode).toBe(403);
  });

  it('shows a photo to its officer and staff; to an investor of the cycle only once published', async () => {
    const { id } = await upload(officer.headers, await phonePhoto());
    const get = (headers: Headers) => t.app.inject({ method: 'GET', url: `${API_PREFIX}/field/photos/${id}/image`, headers });
    expect((await get(officer.headers)).statusCode).toBe(200);
    expect((await get(admin)).statusCode).toBe(200);
    expect((await get(colleague.headers)).statusCode).toBe(404);
    expect((await get(t.as.employee)).statusCode).toBe(403);
    expect((await get(anonymousHeaders())).statusCode).toBe(401);
    const [cycle] = await t.app.db.select().from(cycles).where(eq(cycles.id, cycleId));
    const [plan] = await t.app.db.select().from(investmentPlans).where(eq(investmentPlans.id, cycle!.planId!));
    const { investor } = await insertInvestment(t.app, plan!, 'active', { cycleId });
    expect((await get(investor.headers)).statusCode).toBe(404);
    await t.app.db.update(fieldPhotos).set({ status: 'published' }).where(eq(fieldPhotos.id, id));
    expect((await get(investor.headers)).statusCode).toBe(200);
    expect((await get(t.as.user)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${API_PREFIX}/field/photos/${id}/image?width=123`, headers: admin })).statusCode).toBe(400);
  });

  it('lets a record name the photo once it is stored', async () => {
    const { id } = await upload(officer.headers, await phonePhoto());
    const res = await call(t.app, { method: 'POST', url: '/field/records', headers: officer.headers, body: recordVersion(cycleId, { photoIds: [id], details: { kind: 'photo', caption: 'The new shed' } }) });
    expect(res.status).toBe(201);
  });

  it('drops uploads left unfinished for a week', async () => {
    const id = crypto.randomUUID();
    await create(officer.headers, 100, { photoId: id, cycleId });
    expect(await housekeeping(t.app, new Date(Date.now() + 6 * 86_400_000))).toBe(0);
    expect(await housekeeping(t.app, new Date(Date.now() + 8 * 86_400_000))).toBeGreaterThanOrEqual(1);
    expect((await head(officer.headers, id)).statusCode).toBe(404);
  });
});
