import crypto from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client.ts';
import { encodedFor, encodeForCache, sendEncoded, type EncodedBody } from './compression.ts';
import { contentVersion } from '../db/schema/platform.ts';

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

export type CachedResponse = { version: number; etag: string; contentType: string; body: EncodedBody };

/** A small LRU of rendered answers keyed by URL, each valid for one content version. */
export class ResponseCache<Entry extends { version: number } = CachedResponse> {
  private entries = new Map<string, Entry>();
  constructor(
    private maxEntries = 500,
    /** Told of every lookup (metrics). */
    private onLookup: (hit: boolean) => void = () => {},
  ) {}
  get(key: string, version: number) {
    const entry = this.entries.get(key);
    const hit = entry !== undefined && entry.version === version;
    this.onLookup(hit);
    if (!hit) return undefined;
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

declare module 'fastify' {
  interface FastifyInstance {
    contentVersion: ContentVersion;
  }
  interface FastifyRequest {
    publicCache?: { key: string; version: number; etag: string };
  }
}

export async function registerPublicCache(app: FastifyInstance) {
  const cache = new ResponseCache(500, (hit) => app.metrics.cacheLookups.inc({ cache: 'api', result: hit ? 'hit' : 'miss' }));
  const contentVersion = new ContentVersion(app.database);
  await contentVersion.start();
  app.decorate('contentVersion', contentVersion);
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
    // A cached answer carries its ETag: a hit costs no hashing.
    const hit = cache.get(key, version);
    const etag = hit?.etag ?? etagFor(version, key);
    reply.header('ETag', etag).header('Cache-Control', 'public, no-cache');
    // Answered here: the route's handler and the rest of this hook chain do not run (no done()).
    if (request.headers['if-none-match'] === etag) return void reply.status(304).send();
    if (hit) return void sendEncoded(request, reply.status(200).header('content-type', hit.contentType), hit.body);
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
    // Only complete successes are cached, compressed once: this reader and later ones get the
    // stored brotli or gzip bytes.
    if (marker && reply.statusCode === 200 && typeof payload === 'string') {
      const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      encodeForCache(payload).then((body) => {
        cache.set(marker.key, { version: marker.version, etag: marker.etag, contentType, body });
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
}
