import { constants } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { Lifecycle } from './lifecycle.ts';

/**
 * How long a stop waits for requests in flight once it refuses new connections: the web client's
 * own timeout (apps/web/app/lib/api.ts), after which nobody waits for the answer any more. Drain
 * (default 5 s) plus this stays under the 30 s a supervisor (Kubernetes, systemd) gives by default.
 */
const IN_FLIGHT_LIMIT_MS = 20_000;

type Log = { info(message: string): void; warn(message: string): void };

type StopOptions = {
  lifecycle: Lifecycle;
  drainSeconds: number;
  /** The app being built: a signal during start-up lets it finish (no migration cut halfway), then stops it. */
  started: Promise<FastifyInstance>;
  /** process.exit, replaced by tests. */
  exit: (code: number) => void;
};

/**
 * The stop sequence, each phase logged once:
 * 1. draining: /readyz answers 503 `{status: 'draining'}` at once and everything else is still
 *    served for SHUTDOWN_DRAIN_SECONDS, while balancers health-checking /readyz stop sending here
 *    (skipped for an instance that never was ready: no balancer sent it anything);
 * 2. stopping: no new connections; requests in flight finish (each answer closes its connection),
 *    for IN_FLIGHT_LIMIT_MS at most;
 * 3. app.close(): background work stops (housekeeping timers; the mail sender finishes the mail it
 *    is sending and records it, and a mail claimed but not sent is claimable again once its lease
 *    ends) and the database closes; then exit 0.
 */
async function stopGracefully(options: StopOptions, signal: NodeJS.Signals) {
  const { lifecycle } = options;
  const wasReady = lifecycle.phase === 'ready';
  lifecycle.phase = 'draining';
  const app = await options.started;
  const log: Log = app.log;
  if (wasReady && options.drainSeconds > 0) {
    log.info(`${signal}: draining for ${options.drainSeconds} s (/readyz answers 503, requests are still served)`);
    await sleep(options.drainSeconds * 1000);
  } else log.info(`${signal}: stopping${wasReady ? '' : ' (never ready, nothing to drain)'}`);

  log.info(`no longer accepting connections; finishing ${lifecycle.requestsInFlight} request(s) in flight`);
  const closed = lifecycle.stopAccepting();
  const finished = await Promise.race([lifecycle.idle().then(() => true), sleep(IN_FLIGHT_LIMIT_MS, false, { ref: false })]);
  if (!finished) {
    log.warn(`${lifecycle.requestsInFlight} request(s) still unfinished after ${IN_FLIGHT_LIMIT_MS / 1000} s: their connections are closed`);
    lifecycle.server.closeAllConnections();
  }
  await closed;

  log.info('requests finished; stopping background work and closing the database');
  await app.close();
  log.info('stopped');
}

/**
 * SIGTERM and SIGINT start the stop sequence; a second signal exits at once with 128 + the signal's
 * number (143 for SIGTERM, 130 for SIGINT), as a shell reports a process a signal ended.
 */
export function stopOnSignals(options: StopOptions) {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    const code = 128 + constants.signals[signal];
    if (stopping) {
      process.stderr.write(`${signal} again: exiting at once (code ${code})\n`);
      return options.exit(code);
    }
    stopping = true;
    stopGracefully(options, signal).then(
      () => options.exit(0),
      (error: unknown) => {
        process.stderr.write(`stop failed: ${error instanceof Error ? error.stack : String(error)}\n`);
        options.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
