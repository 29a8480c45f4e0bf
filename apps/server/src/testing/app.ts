import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { API_PREFIX, ROLES, XSRF_COOKIE, XSRF_HEADER, type Role } from '@app/contract';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { authSessions } from '../db/schema/auth.ts';
import { users, type UserRow } from '../db/schema/users.ts';
import { ACCESS_COOKIE } from '../platform/session.ts';
import { createScratchDatabase } from './scratch-database.ts';

export type TestApp = {
  app: FastifyInstance;
  dataDir: string;
  /** The PostgreSQL database this app uses (with TEST_DATABASE_URL), as the server itself reaches it. */
  databaseUrl?: string;
  close(): Promise<void>;
};

/**
 * A fresh app on a fresh database for one test file: a copy of the migrated PGlite template,
 * or a new database on the server named by TEST_DATABASE_URL. With PostgreSQL, `sharedDatabaseUrl`
 * starts a second instance on another app's database (left for that app to drop), and
 * `routeDatabaseUrl` rewrites the address the app connects to (a fault-injecting proxy, say).
 */
export type TestAppOptions = {
  seed?: boolean;
  web?: boolean;
  webRoot?: string;
  config?: Partial<Config>;
  env?: Record<string, string>;
  sharedDatabaseUrl?: string;
  routeDatabaseUrl?: (url: string) => string;
};

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-test-'));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl && options.sharedDatabaseUrl) {
    databaseUrl = options.sharedDatabaseUrl;
  } else if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl);
    databaseUrl = scratch.url;
    dropDatabase = scratch.drop;
  } else if (process.env.PGLITE_TEMPLATE) {
    fs.cpSync(process.env.PGLITE_TEMPLATE, path.join(dataDir, 'db'), { recursive: true });
  }
  const config = loadConfig(
    { DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED: options.seed ? 'true' : 'false', PUBLIC_URL: 'http://localhost:3000', ...options.env },
    {
      databaseUrl: databaseUrl && options.routeDatabaseUrl ? options.routeDatabaseUrl(databaseUrl) : databaseUrl,
      startMailSender: false,
      startBackups: false,
      startHousekeeping: false,
      checkResponses: true,
      ...options.config,
    },
  );
  const app = await buildApp(config, { web: options.web ?? false, webRoot: options.webRoot });
  return {
    app,
    dataDir,
    databaseUrl,
    async close() {
      await app.close();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const XSRF_VALUE = 'test-xsrf-token';

/** Headers an anonymous browser sends on a state-changing call: the XSRF cookie and its echo. */
export function anonymousHeaders(extraCookies = ''): Record<string, string> {
  return { cookie: `${XSRF_COOKIE}=${XSRF_VALUE}${extraCookies ? `; ${extraCookies}` : ''}`, [XSRF_HEADER.toLowerCase()]: XSRF_VALUE };
}

let userCounter = 0;

/**
 * Creates an active, verified user with `role` and returns request headers that carry a signed
 * access cookie for them (and the XSRF pair). Use it to test role enforcement.
 */
export async function signInAs(
  app: FastifyInstance,
  role: Role,
  fields: Partial<typeof users.$inferInsert> = {},
): Promise<{ user: UserRow; headers: Record<string, string> }> {
  userCounter++;
  const [user] = await app.db
    .insert(users)
    .values({
      name: `${role} tester ${userCounter}`,
      email: `${role.toLowerCase()}${userCounter}.${crypto.randomBytes(3).toString('hex')}@example.test`,
      userRole: role,
      userStatus: 'active',
      isVerified: true,
      ...fields,
    })
    .returning();
  return { user: user!, headers: await sessionHeaders(app, user!) };
}

/** Headers with a fresh access cookie for `user`, valid for an hour from now (fake time included). */
export async function sessionHeaders(app: FastifyInstance, user: UserRow) {
  // A real session row, as a sign-in makes: access tokens of revoked sessions stop working.
  const [session] = await app.db
    .insert(authSessions)
    .values({ userId: user.id, userAgent: 'vitest', ipAddress: '127.0.0.1', expiresAt: new Date(Date.now() + 3600_000) })
    .returning({ id: authSessions.id });
  const token = app.sessionKeys.sign({ sub: user.id, sid: session!.id, exp: Math.floor(Date.now() / 1000) + 3600 });
  return anonymousHeaders(`${ACCESS_COOKIE}=${token}`);
}

export type Headers = Record<string, string>;

export type AppFixture = TestApp & {
  /** Headers of a signed-in user of each role asked for. */
  as: Record<Role, Headers>;
  /** Those users. */
  users: Record<Role, UserRow>;
  /** A call to `API_PREFIX + url` with a JSON payload, as the raw response. */
  inject(method: InjectOptions['method'], url: string, headers?: Headers, payload?: unknown): ReturnType<FastifyInstance['inject']>;
};

/**
 * The app of one test file: built before its first test with a signed-in user of each role in
 * `roles` (every role unless told), closed after its last. `as` and `users` and each of their
 * entries are filled in place, so a file may destructure them at module level
 * (`const { admin } = t.as`) and use them inside its tests.
 */
export function useTestApp(options: TestAppOptions & { roles?: readonly Role[]; timeout?: number } = {}): AppFixture {
  const { roles = ROLES, timeout, ...appOptions } = options;
  const fixture = {
    as: Object.fromEntries(ROLES.map((role) => [role, {}])),
    users: Object.fromEntries(ROLES.map((role) => [role, {}])),
    inject: (method, url, headers = {}, payload) =>
      fixture.app.inject({ method, url: `${API_PREFIX}${url}`, headers, ...(payload !== undefined ? { payload: payload as object } : {}) }),
  } as AppFixture;
  beforeAll(async () => {
    Object.assign(fixture, await createTestApp(appOptions));
    for (const role of roles) {
      const signed = await signInAs(fixture.app, role);
      Object.assign(fixture.as[role], signed.headers);
      Object.assign(fixture.users[role], signed.user);
    }
  }, timeout);
  afterAll(() => fixture.close());
  return fixture;
}
