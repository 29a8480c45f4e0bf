import type { FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from './http.ts';
import { outageLog } from './outage-log.ts';
import { clock } from './clock.ts';

/**
 * One retention or clean-up rule: deletes what is past its time as of `now` and says how many
 * records went. The privacy and GDPR pages promise how long personal data is kept; these keep
 * the promise.
 */
export type HousekeepingTask = (app: FastifyInstance, now: Date) => Promise<number>;

declare module 'fastify' {
  interface FastifyInstance {
    housekeeping: {
      /** Runs every task once (tests pass a `now` in the future to see records expire). */
      run(now?: Date): Promise<Record<string, number>>;
    };
  }
}

const FIRST_RUN_MS = 60_000;
const EVERY_MS = 24 * 3600 * 1000;
/** After a round the database could not serve, the round is tried again: a minute, doubling, up to an hour. */
const RETRY_FIRST_MS = 60_000;
const RETRY_MAX_MS = 3600_000;

/**
 * Runs the tasks a minute after start and then once a day. Deleting what has expired twice is
 * harmless, so every instance may run them; one task failing does not stop the others. A round
 * cut short by an unreachable database is logged once per outage and retried with backoff.
 */
export function registerHousekeeping(app: FastifyInstance, tasks: Record<string, HousekeepingTask>, { start = true }: { start?: boolean } = {}) {
  const outage = outageLog(app.log, 'housekeeping');
  let retry: NodeJS.Timeout | undefined;
  const run = async (now = clock.now()) => {
    const removed: Record<string, number> = {};
    let unavailable = false;
    for (const [name, task] of Object.entries(tasks)) {
      try {
        removed[name] = await task(app, now);
      } catch (err) {
        if (isDatabaseUnavailable(err)) unavailable = true;
        else app.log.error({ err }, `housekeeping task ${name} failed`);
      }
    }
    if (Object.values(removed).some((count) => count > 0)) app.log.info({ removed }, 'housekeeping removed expired records');
    return { removed, unavailable };
  };
  const scheduled = async () => {
    const { unavailable } = await run();
    clearTimeout(retry);
    if (unavailable) {
      retry = setTimeout(() => void scheduled(), Math.min(RETRY_FIRST_MS * 2 ** outage.down(), RETRY_MAX_MS));
      retry.unref();
    } else outage.up();
  };
  app.decorate('housekeeping', { run: async (now?: Date) => (await run(now)).removed });
  if (!start) return;
  const first = setTimeout(() => void scheduled(), FIRST_RUN_MS);
  const daily = setInterval(() => void scheduled(), EVERY_MS);
  first.unref();
  daily.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(daily);
    clearTimeout(retry);
  });
}

/** The same moment `months` calendar months earlier (UTC). */
export function monthsBefore(now: Date, months: number): Date {
  const then = new Date(now);
  then.setUTCMonth(then.getUTCMonth() - months);
  return then;
}
