import type { FastifyInstance, FastifyReply } from 'fastify';
import { sql } from 'drizzle-orm';
import { pendingMigrations } from '../db/migrate.ts';
import { rowsOf } from '../db/results.ts';

/** A pending mail older than this means the sender is not getting through (SMTP down, the loop stopped). */
export const STUCK_MAIL_MINUTES = 15;

export type CheckResult = { ok: true } | { ok: false; error: string };
type Check = (app: FastifyInstance) => Promise<CheckResult>;

const passed: CheckResult = { ok: true };
const failed = (error: string): CheckResult => ({ ok: false, error });
/** What a check could not do, without the driver's detail (it may quote values). */
const reason = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0]!.slice(0, 200) : String(error));

/**
 * What must hold for this instance to serve: a load balancer stops sending it traffic while any
 * fails. Each check runs on its own, so the answer names every failure, not just the first.
 */
export const READINESS_CHECKS: Record<string, Check> = {
  database: async (app) => {
    await app.db.execute(sql`SELECT 1`);
    return passed;
  },
  migrations: async (app) => {
    const pending = await pendingMigrations(app.db);
    return pending.length === 0 ? passed : failed(`not applied: ${pending.join(', ')}`);
  },
  storage: async (app) => {
    await app.storage.probe();
    return passed;
  },
};

/**
 * Reported by /readyz but never a reason to take the instance out of rotation: the outbox is shared,
 * so a stuck mail fails it on every instance at once, and a balancer would then have none left to
 * serve pages that need no mail. It is watched through `mail_outbox_oldest_pending_age_seconds`.
 */
export const REPORTED_CHECKS: Record<string, Check> = {
  mail: async (app) => {
    const result = await app.db.execute(
      sql`SELECT count(*)::int AS stuck FROM mail_outbox WHERE status = 'pending' AND created_at < now() - make_interval(mins => ${STUCK_MAIL_MINUTES})`,
    );
    const stuck = rowsOf<{ stuck: number }>(result)[0]?.stuck ?? 0;
    return stuck === 0 ? passed : failed(`${stuck} mail(s) pending for over ${STUCK_MAIL_MINUTES} minutes`);
  },
};

/** A check that has not answered by then has failed: a probe must answer before the balancer gives up on it. */
const CHECK_TIMEOUT_MS = 5_000;

function withinTimeout(check: Promise<CheckResult>): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(() => resolve(failed(`no answer within ${CHECK_TIMEOUT_MS / 1000} s`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([check.catch((error: unknown) => failed(reason(error))), timeout]).finally(() => clearTimeout(timer));
}

const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

/**
 * GET /healthz: the process answers (a supervisor restarts it when this stops).
 * GET /readyz: it can serve (database, migrations, storage), 200 or 503 naming each check, with the
 * reported mail check (a failure makes it 200 `degraded`, never 503);
 * while draining for a stop, 503 `{status: 'draining'}` at once, checks skipped, so a balancer
 * takes the instance out of rotation (platform/graceful-stop.ts). While starting, the lifecycle's
 * server answers both itself (platform/lifecycle.ts).
 */
export function registerHealth(app: FastifyInstance, checks: Record<string, Check> = READINESS_CHECKS, reported: Record<string, Check> = REPORTED_CHECKS) {
  app.get('/healthz', { config: { access: 'public' } }, async (_request, reply) => noStore(reply).send({ status: 'ok' }));
  app.get('/readyz', { config: { access: 'public' } }, async (_request, reply) => {
    const { phase, step } = app.lifecycle;
    if (phase === 'starting') return noStore(reply).status(503).send({ status: phase, step });
    if (phase !== 'ready') return noStore(reply).status(503).send({ status: phase });
    const all = { ...checks, ...reported };
    const names = Object.keys(all);
    const results = await Promise.all(names.map((name) => withinTimeout(all[name]!(app))));
    const ready = names.every((name, i) => results[i]!.ok || !(name in checks));
    const degraded = results.some((result) => !result.ok);
    return noStore(reply)
      .status(ready ? 200 : 503)
      .send({ status: ready ? (degraded ? 'degraded' : 'ok') : 'fail', checks: Object.fromEntries(names.map((name, i) => [name, results[i]])) });
  });
}
