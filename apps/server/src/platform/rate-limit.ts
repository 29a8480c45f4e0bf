import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/results.ts';

/**
 * Rate-limit counters in PostgreSQL, so several instances share them. Routes opt in with
 * `config: { rateLimit: { max, timeWindow } }`; the key is the client address (see TRUST_PROXY).
 */
function postgresStore(db: Db) {
  return class PostgresRateLimitStore {
    private timeWindow: number;
    private prefix: string;
    constructor(options: { timeWindow?: number; routeInfo?: { method?: string; url?: string } } & Record<string, unknown>) {
      this.timeWindow = Number(options.timeWindow ?? 60_000);
      this.prefix = options.routeInfo ? `${options.routeInfo.method} ${options.routeInfo.url}|` : 'global|';
    }
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow?: number) {
      const windowMs = Number(timeWindow ?? this.timeWindow);
      const fullKey = this.prefix + key;
      db.execute<{ count: number; ttl: number }>(
        sql`
        INSERT INTO rate_limits (key, count, reset_at)
        VALUES (${fullKey}, 1, now() + make_interval(secs => ${windowMs / 1000}))
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.count + 1 END,
          reset_at = CASE WHEN rate_limits.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limits.reset_at END
        RETURNING count, GREATEST(0, (EXTRACT(EPOCH FROM (reset_at - now())) * 1000))::int AS ttl`,
      )
        .then((result) => {
          const row = rowsOf<{ count: number; ttl: number }>(result)[0]!;
          callback(null, { current: Number(row.count), ttl: Number(row.ttl) });
        })
        .catch((error) => callback(error));
    }
    child(routeOptions: { routeInfo: { method?: string; url?: string } } & Record<string, unknown>) {
      return new PostgresRateLimitStore({ ...routeOptions, timeWindow: Number(routeOptions.timeWindow ?? this.timeWindow) });
    }
  };
}

/**
 * A limit counted per signed-in account instead of per address, for calls that mail on an
 * account's behalf: one account must not queue mail without end by changing its address. Anyone
 * not signed in is counted by address (the session is read before any route's limit).
 */
export const perAccount = (limit: { max: number; timeWindow: string }) => ({
  ...limit,
  keyGenerator: (request: FastifyRequest) => (request.user ? `account:${request.user.id}` : request.ip),
});

/** Daily housekeeping: counters whose window has ended, so the table stays small. */
export async function pruneRateLimits(db: Db, now: Date): Promise<number> {
  const result = await db.execute(sql`DELETE FROM rate_limits WHERE reset_at < ${now.toISOString()} RETURNING key`);
  return rowsOf(result).length;
}

export async function registerRateLimits(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    // The embedded database serves exactly one process, so its counters can stay in that process's
    // memory (the plugin's own store) and spare a query on every limited call.
    store: app.database.kind === 'postgres' ? (postgresStore(app.db) as unknown as FastifyRateLimitStoreCtor) : undefined,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      success: false,
      message: `Too many requests. Please wait ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds and try again.`,
    }),
  });
}
