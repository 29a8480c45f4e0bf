import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { useTestApp } from '../testing/app.ts';
import { mailOutbox } from '../db/schema/platform.ts';
import { STUCK_MAIL_MINUTES } from './health.ts';

const t = useTestApp({ roles: [] });

const readyz = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/readyz' });
  return { status: response.statusCode, cacheControl: response.headers['cache-control'], body: response.json() };
};

/** /readyz while `broken` is down: 503, that check failing, and `standing` still passing. */
async function expectReadyzFailing(broken: 'database' | 'storage', standing: 'database' | 'storage') {
  const failing = await readyz();
  expect(failing.status).toBe(503);
  expect(failing.body.checks[broken].ok).toBe(false);
  expect(failing.body.checks[standing]).toEqual({ ok: true });
}

describe('health', () => {
  it('/healthz answers while the process runs, never cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('/readyz is 200 and names every check when all pass', async () => {
    expect(await readyz()).toEqual({
      status: 200,
      cacheControl: 'no-store',
      body: { status: 'ok', checks: { database: { ok: true }, migrations: { ok: true }, storage: { ok: true }, mail: { ok: true } } },
    });
  });

  it('/readyz is 503 starting while the instance warms up, and draining at once while it drains for a stop; /healthz still 200', async () => {
    t.app.lifecycle.phase = 'starting';
    t.app.lifecycle.step = 'warming up';
    try {
      expect(await readyz()).toEqual({ status: 503, cacheControl: 'no-store', body: { status: 'starting', step: 'warming up' } });
      t.app.lifecycle.phase = 'draining';
      expect(await readyz()).toEqual({ status: 503, cacheControl: 'no-store', body: { status: 'draining' } });
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      t.app.lifecycle.phase = 'ready';
    }
  });

  it('/readyz stays 200, degraded and naming the mail check, while a mail has waited too long (the outbox is shared: every instance would fail), and ok again once it is sent', async () => {
    const [stuck] = await t.app.db
      .insert(mailOutbox)
      .values({ kind: 'test', toAddress: 'a@example.test', subject: 'Hi', textBody: 'Hi', createdAt: new Date(Date.now() - (STUCK_MAIL_MINUTES + 1) * 60_000) })
      .returning({ id: mailOutbox.id });
    const failing = await readyz();
    expect(failing.status).toBe(200);
    expect(failing.cacheControl).toBe('no-store');
    expect(failing.body.status).toBe('degraded');
    expect(failing.body.checks).toEqual({
      database: { ok: true },
      migrations: { ok: true },
      storage: { ok: true },
      mail: { ok: false, error: `1 mail(s) pending for over ${STUCK_MAIL_MINUTES} minutes` },
    });
    await t.app.db.update(mailOutbox).set({ status: 'sent', sentAt: new Date() }).where(eq(mailOutbox.id, stuck!.id));
    expect((await readyz()).body.status).toBe('ok');
  });

  it('/readyz names a migration the database has not applied', async () => {
    const [last] = (await t.app.db.execute(sql`SELECT name, applied_at FROM schema_migrations ORDER BY name DESC LIMIT 1`)).rows as {
      name: string;
      applied_at: Date;
    }[];
    await t.app.db.execute(sql`DELETE FROM schema_migrations WHERE name = ${last!.name}`);
    try {
      const failing = await readyz();
      expect(failing.status).toBe(503);
      expect(failing.body.checks.migrations).toEqual({ ok: false, error: `not applied: ${last!.name}` });
    } finally {
      await t.app.db.execute(sql`INSERT INTO schema_migrations (name) VALUES (${last!.name})`);
    }
  });

  it('/readyz fails the storage check when the upload folder cannot be written', async () => {
    const uploads = path.join(t.dataDir, 'uploads');
    const aside = `${uploads}-aside`;
    fs.renameSync(uploads, aside);
    // A plain file where the folder should be: writing into it fails as on a broken mount.
    fs.writeFileSync(uploads, '');
    try {
      await expectReadyzFailing('storage', 'database');
    } finally {
      fs.rmSync(uploads);
      fs.renameSync(aside, uploads);
    }
    expect((await readyz()).status).toBe(200);
  });

  it.skipIf(process.env.TEST_DATABASE_URL)('/readyz fails the database checks while the embedded database is down', async () => {
    let release!: () => void;
    await t.app.database.thread!.crash(new Promise<void>((resolve) => (release = resolve)));
    try {
      await expectReadyzFailing('database', 'storage');
    } finally {
      release();
    }
    await expect.poll(async () => (await readyz()).status, { timeout: 10_000 }).toBe(200);
  });
});
