import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import sharp from 'sharp';
import { API_PREFIX } from '@app/contract';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createTestApp, signInAs, type TestApp } from '../testing/app.ts';
import { Browser, signedIn } from '../testing/auth.ts';
import { backupFileName, FILE_FOLDERS, pruneBackups, SERVER_FILE } from '../platform/backup.ts';
import { backup } from './backup.ts';
import { restore } from './restore.ts';
import { createScratchDatabase } from '../testing/scratch-database.ts';

/** Rows as text can be compared across servers only with one time zone. */
type Query = (text: string) => Promise<Record<string, unknown>[]>;

/** Every table's row count and a hash of its rows in order: equal fingerprints, equal data. */
async function fingerprint(query: Query): Promise<Record<string, { rows: number; hash: string }>> {
  await query(`SET TIME ZONE 'UTC'`);
  const tables = await query(`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`);
  const result: Record<string, { rows: number; hash: string }> = {};
  for (const { name } of tables) {
    const [row] = await query(
      `SELECT count(*)::int AS rows, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS hash FROM public."${String(name)}" t`,
    );
    result[String(name)] = { rows: Number(row!.rows), hash: String(row!.hash) };
  }
  return result;
}

const appQuery =
  (app: FastifyInstance): Query =>
  async (text) =>
    (await app.database.withLock((exec) => exec(text))).rows;

/** Every stored file (public images and private documents) with the hash of its bytes. */
function files(dataDir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const folder of FILE_FOLDERS) {
    const dir = path.join(dataDir, folder);
    if (!fs.existsSync(dir)) continue;
    for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const full = path.join(entry.parentPath, entry.name);
      out[path.relative(dataDir, full)] = crypto.createHash('sha256').update(fs.readFileSync(full)).digest('hex');
    }
  }
  return out;
}

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

const postgresUp = await postgresReachable();

const tmpDir = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));
const openApp = (env: Record<string, string>, databaseUrl?: string) =>
  buildApp(
    loadConfig(
      { LOG_LEVEL: 'silent', SEED: 'false', PUBLIC_URL: 'http://localhost:3000', ...env },
      { databaseUrl, startMailSender: false, startBackups: false },
    ),
    {
      web: false,
    },
  );

// The embedded database's backups: always on PGlite, also when the suite runs on PostgreSQL.
let t: TestApp;
let backupFile: string;
let original: Awaited<ReturnType<typeof fingerprint>>;
let originalFiles: Record<string, string>;
let profileImage: string;
const cleanup: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ seed: true, config: { databaseUrl: undefined } });
  // Writes through the API: a visitor's message and a profile image.
  const contact = await new Browser(t.app).post('/admin/send-contact-emails', {
    firstName: 'Amina',
    lastName: 'Backup',
    email: 'amina.backup@example.test',
    contactNumber: '+44 7700 900123',
    address: 'Leeds, UK',
    message: 'Written before the backup, read after the restore.',
  });
  expect(contact.statusCode).toBe(201);
  const { browser } = await signedIn(t.app);
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2f6b3a' } })
    .png()
    .toBuffer();
  const upload = await browser.upload('/auth/upload-profile-image', { profileImage: { name: 'me.png', data: png, type: 'image/png' } });
  expect(upload.statusCode).toBe(200);
  profileImage = upload.json().profileImage;

  // `npm run backup` while the site runs: the server makes it.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  expect(fs.existsSync(path.join(t.dataDir, SERVER_FILE))).toBe(true);
  const dir = tmpDir('backups-');
  cleanup.push(dir);
  backupFile = await backup(t.app.config, dir);
  expect(path.basename(backupFile)).toMatch(/^breadbasket-\d{4}-\d{2}-\d{2}T\d{6}Z\.tar\.gz$/);
  original = await fingerprint(appQuery(t.app));
  originalFiles = files(t.dataDir);
});

/** A restored site holds the same rows, serves the uploaded image and shows the visitor's message. */
async function expectSameSite(app: Awaited<ReturnType<typeof openApp>>) {
  expect(await fingerprint(appQuery(app))).toEqual(original);
  expect((await app.inject({ method: 'GET', url: profileImage })).statusCode).toBe(200);
  const { headers } = await signInAs(app, 'admin');
  const inbox = await app.inject({ method: 'GET', url: `${API_PREFIX}/contact-messages`, headers });
  expect(inbox.body).toContain('Written before the backup, read after the restore.');
}

afterAll(async () => {
  await t.close();
  for (const dir of cleanup) fs.rmSync(dir, { recursive: true, force: true });
});

describe('backup and restore drill', () => {
  it('holds every table and file: restored into a new DATA_DIR, the site serves the same data', async () => {
    expect(original.contact_messages!.rows).toBeGreaterThan(0);
    expect(Object.keys(originalFiles)).toContain(profileImage.replace(`${API_PREFIX}/`, ''));
    // The seed's job applications come with resumes: private documents are in the backup too.
    expect(Object.keys(originalFiles).some((name) => name.startsWith('private/'))).toBe(true);
    const dataDir = path.join(tmpDir('restored-'), 'data');
    cleanup.push(path.dirname(dataDir));
    await restore(loadConfig({ DATA_DIR: dataDir }), backupFile);
    expect(files(dataDir)).toEqual(originalFiles);
    const app = await openApp({ DATA_DIR: dataDir });
    try {
      await expectSameSite(app);
    } finally {
      await app.close();
    }
    // No server runs on this DATA_DIR now: `npm run backup` opens the database itself.
    const direct = await backup(loadConfig({ DATA_DIR: dataDir }));
    expect(path.dirname(direct)).toBe(path.join(dataDir, 'backups'));
  });

  it('the site keeps answering while a backup is taken', async () => {
    const dir = tmpDir('busy-');
    cleanup.push(dir);
    const { headers } = await signInAs(t.app, 'admin');
    const [file, ...answers] = await Promise.all([
      t.app.backups.run(dir),
      ...Array.from({ length: 5 }, () => t.app.inject({ method: 'GET', url: `${API_PREFIX}/contactInfo` })),
      ...Array.from({ length: 3 }, () => t.app.inject({ method: 'GET', url: `${API_PREFIX}/contact-messages`, headers })),
    ]);
    expect(fs.existsSync(file as string)).toBe(true);
    for (const answer of answers as { statusCode: number }[]) expect(answer.statusCode).toBe(200);
    // The database takes writes again once the dump is done.
    const written = await new Browser(t.app).post('/admin/send-contact-emails', {
      firstName: 'Karim',
      email: 'karim.after@example.test',
      contactNumber: '+44 7700 900124',
      address: 'York, UK',
      message: 'Written after a backup.',
    });
    expect(written.statusCode).toBe(201);
  });

  it('refuses to restore over a DATA_DIR that holds anything, and changes nothing', async () => {
    const dataDir = tmpDir('occupied-');
    cleanup.push(dataDir);
    fs.writeFileSync(path.join(dataDir, 'keep.txt'), 'mine');
    await expect(restore(loadConfig({ DATA_DIR: dataDir }), backupFile)).rejects.toThrow(/is not empty/);
    expect(fs.readdirSync(dataDir)).toEqual(['keep.txt']);
  });

  it.skipIf(!postgresUp)('loads into an empty PostgreSQL database the app then serves, and refuses a database in use', async () => {
    const scratch = await createScratchDatabase(ADMIN_URL, 'restore_test');
    const dataDir = tmpDir('pg-restored-');
    cleanup.push(dataDir);
    try {
      await restore(loadConfig({ DATA_DIR: dataDir }), backupFile, scratch.url);
      expect(files(dataDir)).toEqual(originalFiles);
      const app = await openApp({ DATA_DIR: dataDir }, scratch.url);
      try {
        await expectSameSite(app);
      } finally {
        await app.close();
      }
      const again = tmpDir('pg-again-');
      cleanup.push(again);
      await expect(restore(loadConfig({ DATA_DIR: again }), backupFile, scratch.url)).rejects.toThrow(/not empty/);
    } finally {
      await scratch.drop();
    }
  });

  it('the server keeps the newest BACKUP_KEEP backups in BACKUP_DIR', async () => {
    const dir = tmpDir('kept-');
    cleanup.push(dir);
    const names = [1, 2, 3, 4].map((day) => backupFileName(new Date(Date.UTC(2026, 10, day, 14, 5, 12))));
    for (const name of names) fs.writeFileSync(path.join(dir, name), '');
    fs.writeFileSync(path.join(dir, 'notes.txt'), '');
    expect(pruneBackups(dir, 2)).toEqual(names.slice(0, 2));
    expect(fs.readdirSync(dir).sort()).toEqual([...names.slice(2), 'notes.txt']);
  });
});
