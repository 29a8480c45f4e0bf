import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { databaseErrorCode, rowsOf } from '../db/results.ts';
import { isDatabaseUnavailable, notFound, unauthorized } from './http.ts';

/**
 * Prometheus metrics of one app instance. Each app has its own registry (never prom-client's
 * global one), so several apps in one process (the tests) keep separate counts.
 */
export type AppMetrics = ReturnType<typeof createMetrics>;

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

export function createMetrics() {
  const registry = new Registry();
  // Process metrics, event-loop lag among them (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const httpRequests = new Counter({ name: 'http_requests_total', help: 'Requests answered, by route pattern and status', labelNames, registers: [registry] });
  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer, by route pattern and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  // Each label set's series are looked up once and kept (a handful per route): prom-client would
  // otherwise hash the labels on every request, twice.
  const series = new Map<string, { requests: ReturnType<typeof httpRequests.labels>; duration: ReturnType<typeof httpDuration.labels> }>();
  return {
    registry,
    /** Counts an answered request and its time, by route pattern (not the raw URL) and status. */
    recordRequest(method: string, route: string, status: number, seconds: number) {
      const key = `${method} ${status} ${route}`;
      let entry = series.get(key);
      if (!entry) {
        const labels = { method, route, status: String(status) };
        entry = { requests: httpRequests.labels(labels), duration: httpDuration.labels(labels) };
        series.set(key, entry);
      }
      entry.requests.inc();
      entry.duration.observe(seconds);
    },
    databaseErrors: new Counter({
      name: 'database_errors_total',
      help: 'Requests failed by the database: unavailable (refused, dropped, timed out) or other query errors',
      labelNames: ['kind'] as const,
      registers: [registry],
    }),
    mailFailures: new Counter({ name: 'mail_delivery_failures_total', help: 'Mail delivery attempts that failed (each is retried)', registers: [registry] }),
    cacheLookups: new Counter({
      name: 'public_cache_lookups_total',
      help: 'Anonymous reads looked up in the public cache: api answers and pages, hit or miss',
      labelNames: ['cache', 'result'] as const,
      registers: [registry],
    }),
    signInFailures: new Counter({ name: 'sign_in_failures_total', help: 'Sign-ins refused as invalid email, password or code', registers: [registry] }),
    lockouts: new Counter({ name: 'account_lockouts_total', help: 'Accounts locked after repeated failed sign-ins', registers: [registry] }),
  };
}

/** Label for requests no route matched: raw URLs would give every scanner probe a series of its own. */
const UNMATCHED = 'unmatched';

const digest = (value: string) => crypto.createHash('sha256').update(value).digest();

/**
 * GET /metrics in Prometheus text format, for a bearer token equal to METRICS_TOKEN (compared in
 * constant time). Without METRICS_TOKEN the endpoint does not exist (404).
 */
export function registerMetrics(app: FastifyInstance, token: string | undefined) {
  const metrics = app.metrics;

  app.addHook('onResponse', (request, reply, done) => {
    metrics.recordRequest(request.method, request.routeOptions.url ?? UNMATCHED, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  app.addHook('onError', async (_request, _reply, error) => {
    if (isDatabaseUnavailable(error)) metrics.databaseErrors.inc({ kind: 'unavailable' });
    else if (/^[0-9A-Z]{5}$/.test(databaseErrorCode(error) ?? '')) metrics.databaseErrors.inc({ kind: 'query' });
  });

  // Read from the database at each scrape, so every instance reports the shared outbox.
  const outboxDepth = new Gauge({ name: 'mail_outbox_pending', help: 'Mails waiting to be sent', registers: [metrics.registry] });
  const oldestAge = new Gauge({
    name: 'mail_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest mail waiting to be sent (0 when none waits)',
    registers: [metrics.registry],
  });
  const pool = new Gauge({
    name: 'database_pool_connections',
    help: 'PostgreSQL pool connections by state',
    labelNames: ['state'] as const,
    registers: [metrics.registry],
  });

  // Asked of the database thread at each scrape (prom-client's collect), and only where there is one.
  const thread = app.database.thread;
  if (thread)
    new Gauge({
      name: 'embedded_database_memory_bytes',
      help: "The embedded database's (PGlite's) WebAssembly memory",
      registers: [metrics.registry],
      async collect() {
        this.set(await thread.memoryBytes());
      },
    });

  app.get('/metrics', { config: { access: 'public' } }, async (request, reply) => {
    if (!token) throw notFound('Not found');
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    // Digests have one length, so timingSafeEqual never leaks the token's length either.
    if (!crypto.timingSafeEqual(digest(given), digest(token))) {
      reply.header('WWW-Authenticate', 'Bearer');
      throw unauthorized('A valid metrics token is required.');
    }
    const result = await app.db.execute(
      sql`SELECT count(*)::int AS pending, coalesce(extract(epoch FROM now() - min(created_at)), 0)::float8 AS oldest FROM mail_outbox WHERE status = 'pending'`,
    );
    const row = rowsOf<{ pending: number; oldest: number }>(result)[0]!;
    outboxDepth.set(Number(row.pending));
    oldestAge.set(Number(row.oldest));
    const stats = app.database.poolStats?.();
    if (stats) for (const [state, count] of Object.entries(stats)) pool.set({ state }, count);
    return reply
      .header('Cache-Control', 'no-store')
      .type(metrics.registry.contentType)
      .send(await metrics.registry.metrics());
  });
}
