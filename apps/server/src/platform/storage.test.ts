import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import S3rver from 's3rver';
import { API_PREFIX } from '@app/contract';
import type { Config } from '../config.ts';
import { makePdf } from '../modules/careers/sample-documents.ts';
import { apply, samplePost } from '../testing/careers.ts';
import { multipartCall } from '../testing/http.ts';
import { pngBytes } from '../modules/content-common/testing.ts';
import { anonymousHeaders, createTestApp, signInAs, type TestApp } from '../testing/app.ts';
import { loadConfig } from '../config.ts';
import { moveLocalFilesToBucket } from '../ops/storage-move.ts';
import { localStorage, s3Storage, type FileStorage, type S3Settings } from './storage.ts';

/**
 * Object storage against a real S3-compatible server started here (s3rver, on a free port), beside
 * the local disk: the same contract for both stores, then the app with STORAGE=s3 — an upload
 * through one instance read through another, private files only after the access check.
 */

const BUCKET = 'breadbasket-test';
let s3rver: S3rver;
let settings: S3Settings;
const tmpDirs: string[] = [];
const tmpDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-test-'));
  tmpDirs.push(dir);
  return dir;
};

beforeAll(async () => {
  s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: tmpDir(), configureBuckets: [{ name: BUCKET, configs: [] }] });
  const { port } = (await s3rver.run()) as unknown as { port: number };
  settings = {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket: BUCKET,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
});
afterAll(async () => {
  await s3rver?.close();
  for (const dir of tmpDirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function bytesOf(storage: FileStorage, key: string): Promise<Buffer | null> {
  const file = await storage.get(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const collect = async (keys: AsyncIterable<string>) => {
  const out: string[] = [];
  for await (const key of keys) out.push(key);
  return out.sort();
};

describe.each([
  ['the local disk', () => localStorage(tmpDir())],
  ['an S3-compatible bucket', () => s3Storage(settings)],
])('file storage on %s', (_name, open) => {
  it('keeps, lists, serves and deletes files by key, and answers null for a missing one', async () => {
    const storage = open();
    const id = `${Date.now()}-${Math.random().toString(16).slice(2)}`;
    await storage.put(`uploads/team/${id}.webp`, Buffer.from('public bytes'), 'image/webp');
    await storage.put(`private/${id}.pdf`, Buffer.from('private bytes'), 'application/pdf');
    expect((await bytesOf(storage, `uploads/team/${id}.webp`))?.toString()).toBe('public bytes');
    expect((await bytesOf(storage, `private/${id}.pdf`))?.toString()).toBe('private bytes');
    expect(await collect(storage.list('uploads'))).toContain(`uploads/team/${id}.webp`);
    expect(await collect(storage.list('private'))).toContain(`private/${id}.pdf`);
    await storage.delete([`uploads/team/${id}.webp`, `private/${id}.pdf`]);
    expect(await storage.get(`uploads/team/${id}.webp`)).toBeNull();
    expect(await storage.get(`private/${id}.pdf`)).toBeNull();
    await expect(storage.probe()).resolves.toBeUndefined();
  });

  it('refuses keys outside its two areas or climbing out of them', async () => {
    const storage = open();
    for (const key of ['../etc/passwd', 'uploads/../../x', 'other/file.txt', 'private/a/../../b']) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow('Invalid storage key');
    }
  });
});

it('fails the readiness probe of a bucket that is not there', async () => {
  await expect(s3Storage({ ...settings, bucket: 'no-such-bucket' }).probe()).rejects.toThrow();
});

it('moves every local file into the bucket (npm run storage:move), bytes unchanged', async () => {
  const dataDir = tmpDir();
  const local = localStorage(dataDir);
  await local.put('uploads/seed/11111111-1111-4111-8111-111111111111.webp', Buffer.from('image'), 'image/webp');
  await local.put('private/22222222-2222-4222-8222-222222222222.pdf', Buffer.from('%PDF resume'), 'application/pdf');
  const bucket = s3Storage(settings);
  await expect(moveLocalFilesToBucket(loadConfig({ DATA_DIR: dataDir }))).rejects.toThrow('Set STORAGE=s3');
  const config = loadConfig({
    DATA_DIR: dataDir,
    STORAGE: 's3',
    S3_ENDPOINT: settings.endpoint,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
  expect(await moveLocalFilesToBucket(config)).toBe(2);
  expect((await bytesOf(bucket, 'uploads/seed/11111111-1111-4111-8111-111111111111.webp'))?.toString()).toBe('image');
  expect((await bytesOf(bucket, 'private/22222222-2222-4222-8222-222222222222.pdf'))?.toString()).toBe('%PDF resume');
});

describe('the app with STORAGE=s3', () => {
  let first: TestApp;
  let second: TestApp;
  const s3Config = (): Partial<Config> => ({ storage: { kind: 's3', ...settings } });

  beforeAll(async () => {
    first = await createTestApp({ config: s3Config() });
    // On PostgreSQL the second instance shares the first one's database; on the embedded one it
    // has its own, which still shows that the files come from the bucket and not a local disk.
    second = await createTestApp({ config: s3Config(), sharedDatabaseUrl: first.databaseUrl });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('stores an image uploaded through one instance in the bucket; another instance serves it with its cache headers', async () => {
    const { headers } = await signInAs(first.app, 'admin');
    const created = await multipartCall(first.app, 'POST', '/about/images', headers, {
      title: 'Cattle at dawn',
      image: { name: 'photo.png', data: await pngBytes(), type: 'image/png' },
    });
    expect(created.status).toBe(201);
    const url = (created.body.data as { image: string }).image;
    expect(url).toMatch(new RegExp(`^${API_PREFIX}/uploads/about/[0-9a-f-]{36}\\.webp$`));
    expect(fs.existsSync(path.join(first.dataDir, 'uploads', 'about'))).toBe(false);

    const res = await second.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    expect((await second.app.inject({ method: 'GET', url: url.replace(/[0-9a-f]{4}\.webp$/, '0000.webp') })).statusCode).toBe(404);
  });

  it('keeps a resume private: in the bucket, served only to staff who may read applications', async () => {
    const { headers: admin } = await signInAs(first.app, 'admin');
    const post = await first.app.inject({ method: 'POST', url: `${API_PREFIX}/career/posts`, headers: admin, payload: samplePost });
    expect(post.statusCode).toBe(201);
    const pdf = makePdf('Rahima Khatun - CV');
    const applied = await apply(first.app, anonymousHeaders(), {
      jobPostId: post.json().data.id,
      fullName: 'Rahima Khatun',
      email: 'rahima@example.test',
      phone: '+8801711000000',
      resume: { name: 'cv.pdf', data: pdf, type: 'application/pdf' },
    });
    expect(applied.statusCode).toBe(201);
    const [key] = await collect(s3Storage(settings).list('private')).then((keys) => keys.filter((k) => k.endsWith('.pdf')));
    expect(key).toBeDefined();
    expect(fs.existsSync(path.join(first.dataDir, 'private'))).toBe(false);

    const list = await first.app.inject({ method: 'GET', url: `${API_PREFIX}/career/applications`, headers: admin });
    const application = (list.json().data as { id: string; fullName: string }[]).find((a) => a.fullName === 'Rahima Khatun')!;
    const resumeUrl = `${API_PREFIX}/career/applications/${application.id}/resume`;
    expect((await first.app.inject({ method: 'GET', url: resumeUrl })).statusCode).toBe(401);
    const { headers: investor } = await signInAs(first.app, 'user');
    expect((await first.app.inject({ method: 'GET', url: resumeUrl, headers: investor })).statusCode).toBe(403);
    const download = await first.app.inject({ method: 'GET', url: resumeUrl, headers: admin });
    expect(download.statusCode).toBe(200);
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(Buffer.compare(download.rawPayload, pdf)).toBe(0);
    // Nothing under the public route reaches a private file, whatever the name.
    const privateName = key!.slice('private/'.length);
    expect((await first.app.inject({ method: 'GET', url: `${API_PREFIX}/uploads/private/${privateName}` })).statusCode).toBe(404);
  });

  it('reports the bucket in /readyz', async () => {
    const res = await first.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.json().checks.storage).toEqual({ ok: true });
  });
});
