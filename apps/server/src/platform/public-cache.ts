import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { API_PREFIX, XSRF_COOKIE } from '@app/contract';
import type { Database, Db } from '../db/client.ts';
import { bytesFor, encodedFor, encodeForCache, type EncodedBody } from './compression.ts';
import { loggedUrl } from './logging.ts';
import { randomToken } from './random.ts';
import { requestIdFor } from './request-id.ts';
import { ACCESS_COOKIE, hasCookie, REFRESH_COOKIE, xsrfCookieOptions } from './session.ts';
import { contentVersion } from '../db/schema/platform.ts';

const API_PATH = `${API_PREFIX}/`;

/**
 * Public reads and public pages are cached per URL against one content version kept in the
 * database. Any write that changes public content bumps the version (route config
 * `publicContent: true`), which invalidates every cached answer and ETag on every instance at once.
 */

/**
 * The version is read once and then kept in memory: a bump updates it here and, on PostgreSQL,
 * NOTIFYs every other instance (each LISTENs), with a periodic re-read as a safety net. So a
 * cached read costs no database round trip, and a write is seen everywhere at once.
 */
class ContentVersion {
  private value = 0;
  private timer: NodeJS.Timeout | null = null;
  private bumpRetry: NodeJS.Timeout | null = null;
  constructor(private database: Database) {}

  async start() {
    await this.refresh();
    if (this.database.kind === 'postgres') {
      await this.database.listen(
        'content_version',
        (payload) => {
          this.value = Math.max(this.value, Number(payload) || 0);
        },
        // Bumps sent while the listener was away were missed: read the version again.
        () => void this.refresh().catch(() => {}),
      );
      this.timer = setInterval(() => void this.refresh().catch(() => {}), 5_000);
      this.timer.unref();
    }
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
    if (this.bumpRetry) clearTimeout(this.bumpRetry);
  }

  current() {
    return this.value;
  }

  private async refresh() {
    const [row] = await this.database.db.select({ version: contentVersion.version }).from(contentVersion).where(eq(contentVersion.id, 1));
    this.value = Math.max(this.value, row?.version ?? 0);
  }

  /**
   * After a write that changed public content. The write is already committed: if the database
   * fails here (an outage starting), the bump is owed and retried with backoff until it lands, so
   * no instance keeps serving the old content. The caller's answer is not turned into an error.
   */
  async bumpAfterWrite(log: FastifyBaseLogger) {
    try {
      await this.bump();
    } catch (err) {
      log.warn({ err }, 'content version not bumped; retrying so caches do not keep the old content');
      this.retryBump(log, 0);
    }
  }

  private retryBump(log: FastifyBaseLogger, attempt: number) {
    if (this.bumpRetry) return;
    this.bumpRetry = setTimeout(
      () => {
        this.bumpRetry = null;
        this.bump().then(
          () => log.info('content version bumped after retry'),
          () => this.retryBump(log, attempt + 1),
        );
      },
      Math.min(1000 * 2 ** attempt, 30_000),
    );
    this.bumpRetry.unref();
  }

  async bump() {
    const db: Db = this.database.db;
    const [row] = await db
      .update(contentVersion)
      .set({ version: sql`${contentVersion.version} + 1` })
      .where(eq(contentVersion.id, 1))
      .returning({ version: contentVersion.version });
    this.value = Math.max(this.value, row!.version);
    if (this.database.kind === 'postgres') await db.execute(sql`SELECT pg_notify('content_version', ${String(row!.version)})`);
  }
}

/** One encoding of a stored answer: its bytes and every header that goes with them, ready to write. */
type Variant = { headers: readonly (string | number)[]; bytes: Buffer };

/**
 * An answer kept whole for anonymous visitors: every header it first went out with except those
 * made for each response, and its body compressed once, each encoding with its headers made up
 * front as the flat list `writeHead` takes (no object built per response).
 */
export type StoredAnswer = {
  version: number;
  /** When it stops being served (ms since the epoch): a page that declared `s-maxage` (figures that change without a content write); null: until the version changes. */
  expiresAt?: number | null;
  /** The route's pattern, for the request metrics. */
  route: string;
  /** API reads carry one (If-None-Match gets a 304); pages do not. */
  etag: string | null;
  body: EncodedBody;
  identity: Variant;
  br: Variant | null;
  gzip: Variant | null;
  notModified: readonly string[];
};

/** Headers made for each response, never stored with an answer. */
const PER_RESPONSE = new Set([
  'x-request-id',
  'set-cookie',
  'content-length',
  'content-encoding',
  'vary',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
]);

/** An answer about to be sent (its status 200), as the public cache stores it. */
export function storedAnswer({
  version,
  route,
  etag,
  headers,
  body,
  expiresAt = null,
}: {
  version: number;
  expiresAt?: number | null;
  route: string;
  etag: string | null;
  /** The reply's headers (reply.getHeaders()). */
  headers: Record<string, string | number | string[] | undefined>;
  body: EncodedBody;
}): StoredAnswer {
  const stored: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !PER_RESPONSE.has(name)) stored.push(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  // As encodedFor sends a stored body: Vary always, Content-Encoding when compressed.
  const variant = (bytes: Buffer, encoding: string | null): Variant => ({
    headers: [...stored, 'vary', 'Accept-Encoding', ...(encoding ? ['content-encoding', encoding] : []), 'content-length', bytes.length],
    bytes,
  });
  return {
    version,
    expiresAt,
    route,
    etag,
    body,
    identity: variant(body.identity, null),
    br: body.br && variant(body.br, 'br'),
    gzip: body.gzip && variant(body.gzip, 'gzip'),
    notModified: etag === null ? [] : ['etag', etag, 'cache-control', String(headers['cache-control'] ?? 'no-cache')],
  };
}

/**
 * What a stored answer sends to one request: 304 when the visitor holds its ETag, else its body in
 * the best encoding they accept. The front door and the Fastify route both send this, so a stored
 * answer goes out the same way whichever path a request takes.
 */
function replayOf(answer: StoredAnswer, acceptEncoding: string | undefined, ifNoneMatch: string | undefined) {
  if (answer.etag !== null && ifNoneMatch === answer.etag) return { status: 304, headers: answer.notModified, bytes: null };
  const { encoding } = bytesFor(answer.body, acceptEncoding);
  const variant = (encoding && answer[encoding]) || answer.identity;
  return { status: 200, headers: variant.headers, bytes: variant.bytes };
}

/** A small LRU of stored answers keyed by URL, each valid for one content version. */
export class ResponseCache<Entry extends { version: number; expiresAt?: number | null } = StoredAnswer> {
  private entries = new Map<string, Entry>();
  constructor(
    private maxEntries = 500,
    /** Told of every lookup (metrics). */
    private onLookup: (hit: boolean) => void = () => {},
  ) {}
  get(key: string, version: number) {
    const entry = this.peek(key, version);
    this.onLookup(entry !== undefined);
    return entry;
  }
  /** A lookup the caller counts itself (the front door counts only its hits: a miss goes on to a counted lookup). */
  peek(key: string, version: number) {
    const entry = this.entries.get(key);
    if (entry === undefined || entry.version !== version) return undefined;
    if (entry.expiresAt != null && entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }
  set(key: string, entry: Entry) {
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }
}

const etagFor = (version: number, key: string) => `W/"${version}-${crypto.createHash('sha1').update(key).digest('base64url').slice(0, 16)}"`;

/**
 * The stored answers: public API reads (cached by the hooks below) and rendered pages (cached by
 * platform/web.ts). An anonymous visitor's GET of one is answered before Fastify routes the request
 * (platform/lifecycle.ts calls it before Fastify): it needs none of the per-request work (request and reply objects,
 * hooks, cookies, session, access, input cleaning), only the stored bytes and headers. That halved
 * the cost of a cached read (`npm run bench`). Everything else goes through Fastify.
 */
export class PublicCache {
  readonly reads: ResponseCache;
  readonly pages: ResponseCache;
  private readonly hits: { reads: { inc(): void }; pages: { inc(): void } };
  /** Fastify logs every request at info; the front door's answers are logged too, in one line. */
  private readonly logged: boolean;
  constructor(
    private app: FastifyInstance,
    readonly contentVersion: ContentVersion,
  ) {
    const lookups = app.metrics.cacheLookups;
    this.reads = new ResponseCache(500, (hit) => lookups.inc({ cache: 'api', result: hit ? 'hit' : 'miss' }));
    this.pages = new ResponseCache(300, (hit) => lookups.inc({ cache: 'page', result: hit ? 'hit' : 'miss' }));
    this.logged = ['info', 'debug', 'trace'].includes(app.log.level);
    this.hits = { reads: lookups.labels({ cache: 'api', result: 'hit' }), pages: lookups.labels({ cache: 'page', result: 'hit' }) };
  }

  /** Sends a stored answer through Fastify (a visitor the front door passed on, and app.inject). */
  send(request: FastifyRequest, reply: FastifyReply, answer: StoredAnswer) {
    const replay = replayOf(answer, request.headers['accept-encoding'], request.headers['if-none-match']);
    // Fastify counts the length itself.
    for (let i = 0; i < replay.headers.length; i += 2)
      if (replay.headers[i] !== 'content-length') reply.header(String(replay.headers[i]), replay.headers[i + 1]);
    return reply.status(replay.status).send(replay.bytes ?? undefined);
  }

  /**
   * The front door: answers an anonymous GET (or HEAD of a page) that a stored answer serves, and
   * says whether it did; false lets Fastify route the request. "Anonymous" as the Fastify path
   * judges it: no access cookie for API reads, neither session cookie for pages.
   */
  serveStored(req: IncomingMessage, res: ServerResponse): boolean {
    const method = req.method;
    const url = req.url;
    if ((method !== 'GET' && method !== 'HEAD') || url === undefined) return false;
    const isRead = url.startsWith(API_PATH);
    const cookie = req.headers.cookie;
    if (isRead ? method !== 'GET' || hasCookie(cookie, ACCESS_COOKIE) : hasCookie(cookie, ACCESS_COOKIE) || hasCookie(cookie, REFRESH_COOKIE)) return false;
    const started = performance.now();
    const answer = (isRead ? this.reads : this.pages).peek(url, this.contentVersion.current());
    if (!answer) return false;
    const replay = replayOf(answer, req.headers['accept-encoding'], req.headers['if-none-match']);
    const requestId = requestIdFor(req);
    const headers = [...replay.headers, 'x-request-id', requestId];
    // As the session hook does for a page: a browser without the XSRF cookie gets one.
    if (!isRead && !hasCookie(cookie, XSRF_COOKIE)) {
      headers.push('set-cookie', this.app.serializeCookie(XSRF_COOKIE, randomToken(24), xsrfCookieOptions(this.app.config.secureCookies)));
    }
    res.writeHead(replay.status, headers as string[]);
    res.end(replay.bytes ?? undefined);
    (isRead ? this.hits.reads : this.hits.pages).inc();
    const ms = performance.now() - started;
    this.app.metrics.recordRequest(method, answer.route, replay.status, ms / 1000);
    if (this.logged) {
      this.app.log.info(
        { reqId: requestId, req: { method, url: loggedUrl(url) }, res: { statusCode: replay.status }, responseTime: ms },
        'request completed from the public cache',
      );
    }
    return true;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCache;
  }
  interface FastifyRequest {
    publicCache?: { key: string; version: number; etag: string };
  }
}

export async function registerPublicCache(app: FastifyInstance): Promise<PublicCache> {
  const contentVersion = new ContentVersion(app.database);
  await contentVersion.start();
  const publicCache = new PublicCache(app, contentVersion);
  app.decorate('publicCache', publicCache);
  app.addHook('onClose', async () => contentVersion.stop());

  // Callback-style hooks: a cached hit is answered without a promise or a microtask of its own.
  app.addHook('preHandler', (request, reply, done) => {
    if (request.method !== 'GET' || !request.routeOptions.config?.publicRead) return done();
    if (request.user) {
      // Staff may see more than the public (inactive posts, disabled images): never share their answers.
      reply.header('Cache-Control', 'private, no-store');
      return done();
    }
    const version = contentVersion.current();
    const key = request.url;
    // Answered here: the route's handler and the rest of this hook chain do not run (no done()).
    const hit = publicCache.reads.get(key, version);
    if (hit) return void publicCache.send(request, reply, hit);
    const etag = etagFor(version, key);
    reply.header('ETag', etag).header('Cache-Control', 'public, no-cache');
    if (request.headers['if-none-match'] === etag) return void reply.status(304).send();
    request.publicCache = { key, version, etag };
    done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    const marker = request.publicCache;
    // An error answer (the database down, say) is never stored, and carries no ETag: a browser
    // revalidating it after the database is back would otherwise be told 304 and keep the error.
    if (marker && reply.statusCode !== 200) {
      reply.removeHeader('ETag');
      reply.header('Cache-Control', 'no-store');
    }
    // Only complete successes are stored, compressed once: this reader and later ones get the
    // stored brotli or gzip bytes.
    if (marker && reply.statusCode === 200 && typeof payload === 'string') {
      if (!reply.hasHeader('content-type')) reply.header('content-type', 'application/json; charset=utf-8');
      encodeForCache(payload).then((body) => {
        const route = request.routeOptions.url ?? marker.key;
        publicCache.reads.set(marker.key, storedAnswer({ version: marker.version, route, etag: marker.etag, headers: reply.getHeaders(), body }));
        done(null, encodedFor(request, reply, body));
      }, done);
      return;
    }
    if (request.method !== 'GET' && request.routeOptions.config?.publicContent && reply.statusCode < 400) {
      contentVersion.bumpAfterWrite(request.log).then(() => done(null, payload), done);
      return;
    }
    done(null, payload);
  });
  return publicCache;
}
