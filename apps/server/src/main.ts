import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

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
  const app = await buildApp(config);
  // Last line of defence: background work catches its own failures, but a promise someone forgot
  // to await must not end a process that is serving everyone else. It is logged as a bug.
  process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled promise rejection (process kept running)'));
  const shutdown = async () => {
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Site ready at ${config.publicUrl} (database: ${app.database.kind})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
