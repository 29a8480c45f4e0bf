import crypto from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { API_PREFIX, XSRF_COOKIE, XSRF_HEADER, type Role } from '@app/contract';
import { mailOutbox } from '../db/schema/platform.ts';
import { users } from '../db/schema/users.ts';
import { multipartBody, type MultipartFields } from './http.ts';
import { hashPassword } from '../modules/auth/passwords.ts';

/** A tiny cookie jar: what a browser would keep between calls (path scoping ignored, names are distinct). */
export class Browser {
  cookies = new Map<string, string>([[XSRF_COOKIE, 'jar-xsrf']]);
  /** Each browser comes from its own address, so per-address rate limits do not couple tests. */
  ip = `10.${crypto.randomInt(0, 255)}.${crypto.randomInt(0, 255)}.${crypto.randomInt(1, 254)}`;
  constructor(private app: FastifyInstance) {}

  headers() {
    return {
      cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      [XSRF_HEADER.toLowerCase()]: this.cookies.get(XSRF_COOKIE) ?? '',
      'x-forwarded-for': this.ip,
      'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
    };
  }

  store(res: LightMyRequestResponse) {
    for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now()) || c.value === '';
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }

  async call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown, extra: Record<string, string> = {}) {
    const res = await this.app.inject({ method, url: API_PREFIX + path, payload: payload as object, headers: { ...this.headers(), ...extra } });
    return this.store(res);
  }
  /** A multipart POST, as the browser's form sends it. */
  async upload(path: string, fields: MultipartFields) {
    const body = await multipartBody(fields);
    return this.call('POST', path, body.payload, body.headers);
  }
  get = (path: string) => this.call('GET', path);
  post = (path: string, payload: unknown = {}) => this.call('POST', path, payload);
  put = (path: string, payload: unknown = {}) => this.call('PUT', path, payload);
  delete = (path: string) => this.call('DELETE', path);
}

let counter = 0;
export const PASSWORD = 'Good-Pass-123';

/** An account with a real password, in the given role/status. */
export async function makeUser(app: FastifyInstance, fields: Partial<typeof users.$inferInsert> & { role?: Role } = {}) {
  counter++;
  const { role, ...rest } = fields;
  const [user] = await app.db
    .insert(users)
    .values({
      name: `Person ${counter}`,
      email: `person${counter}.${crypto.randomBytes(3).toString('hex')}@example.test`,
      passwordHash: await hashPassword(PASSWORD),
      userRole: role ?? 'user',
      userStatus: 'active',
      isVerified: true,
      ...rest,
    })
    .returning();
  return user!;
}

export async function signedIn(app: FastifyInstance, fields: Parameters<typeof makeUser>[1] = {}) {
  const user = await makeUser(app, fields);
  const browser = new Browser(app);
  const res = await browser.post('/auth/login', { email: user.email, password: PASSWORD });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return { user, browser };
}

/** The latest mail to an address (from the outbox). */
export async function lastMail(app: FastifyInstance, to: string) {
  const rows = await app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).at(-1);
}

export const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1];
export const linkTokenIn = (text: string, kind: 'reset-password' | 'set-password') => new RegExp(`/${kind}/([A-Za-z0-9_-]+)`).exec(text)?.[1];
