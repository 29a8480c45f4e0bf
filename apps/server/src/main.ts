import { performance } from 'node:perf_hooks';
import { ConfigError, loadConfig } from './config.ts';
import { stopOnSignals } from './platform/graceful-stop.ts';
import { Lifecycle, preloadPackages, warmUp } from './platform/lifecycle.ts';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // Listening comes first (/healthz answers, /readyz says starting); the app and its packages load after.
  const lifecycle = new Lifecycle('starting');
  await lifecycle.listen(config.port, config.host);
  const listeningMs = performance.now();
  const started = preloadPackages(new URL('./packages.json', import.meta.url))
    .then(() => import('./app.ts'))
    .then(({ buildApp }) => buildApp(config, { lifecycle }));
  stopOnSignals({ lifecycle, drainSeconds: config.shutdownDrainSeconds, started, exit: (code) => process.exit(code) });
  const app = await started;
  // Last line of defence: background work catches its own failures, but a promise someone forgot
  // to await must not end a process that is serving everyone else. It is logged as a bug.
  process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled promise rejection (process kept running)'));
  await app.ready();
  lifecycle.open();
  lifecycle.step = 'warming up';
  await warmUp(app);
  lifecycle.ready();
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  app.log.info(
    `Site ready at ${config.publicUrl} (database: ${app.database.kind}; listening after ${s(listeningMs)}, ready after ${s(performance.now())} from process start)`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
