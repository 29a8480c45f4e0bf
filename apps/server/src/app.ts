import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { API_PREFIX, MB } from '@app/contract';
import type { Config } from './config.ts';
import { openDatabase, type Database, type Db } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { runSeeds } from './seed/index.ts';
import { registerAccessControl, type RouteRecord } from './platform/access.ts';
import { registerBackups } from './platform/backup.ts';
import { registerHealth } from './platform/health.ts';
import { registerOpenApi, registerResponseChecks } from './platform/openapi.ts';
import { notFound, registerErrorHandling } from './platform/http.ts';
import { registerInputCleaning } from './platform/input.ts';
import { registerLanguage } from './platform/language.ts';
import { loggerOptions } from './platform/logging.ts';
import { registerHousekeeping } from './platform/housekeeping.ts';
import roundCloseRoutes, { housekeeping as roundClosingHousekeeping } from './modules/rounds/close-routes.ts';
import { MailSender, pruneMailOutbox } from './platform/mail.ts';
import { createMetrics, registerMetrics } from './platform/prometheus.ts';
import { registerPublicCache, type PublicCache } from './platform/public-cache.ts';
import { Lifecycle } from './platform/lifecycle.ts';
import { registerRequestIds, requestIdOptions } from './platform/request-id.ts';
import { pruneRateLimits, registerRateLimits } from './platform/rate-limit.ts';
import { loadSessionSecret, registerSessions, type SessionCheck } from './platform/session.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { registerWeb } from './platform/web.ts';
import alertRoutes from './modules/rounds/alert-routes.ts';
import { reservationHousekeeping } from './modules/rounds/reservation-housekeeping.ts';
import waitlistRoutes from './modules/rounds/waitlist-routes.ts';
import { localStorage, s3Storage, type FileStorage } from './platform/storage.ts';
import { PUBLIC_IMAGE_MEDIA_TYPE, sendPublicImage } from './platform/uploads.ts';
import { keepShortLivedObjectsYoung } from './platform/heap.ts';
import type { Deps } from './platform/unit-of-work.ts';
import { DOMAIN_MODULES } from './modules/index.ts';
import roundsAdminRoutes from './modules/rounds/admin-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    mail: MailSender;
    /** Uploaded files: the local disk or an S3-compatible bucket (config STORAGE). */
    storage: FileStorage;
    /** Every route registered, with its access declaration (for the access tests). */
    routeRegistry: RouteRecord[];
    /** The HTTP server and the instance's phase (starting, ready, draining, stopping) that /readyz reports. */
    lifecycle: Lifecycle;
    /** What services take: built once here, so no service needs the Fastify instance. */
    deps: Deps;
  }
}

const here = path.dirname(fileURLToPath(import.meta.url));
/** Route files of the rounds module registered besides its routes.ts. */
const ROUND_PLUGINS: FastifyPluginAsync[] = [waitlistRoutes, alertRoutes, roundsAdminRoutes, roundCloseRoutes];
export const WEB_ROOT = path.resolve(here, '../../web');

export type BuildOptions = {
  /** Serve the React build (default true). API tests turn it off. */
  web?: boolean;
  /** Where the React app and its builds live (default apps/web); tests point it at builds they made. */
  webRoot?: string;
  /** The server main.ts already listens on, answering /healthz while this builds the app; tests' apps get one of their own. */
  lifecycle?: Lifecycle;
};

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  keepShortLivedObjectsYoung();
  // The public cache is made once the database is open; until then every request goes to Fastify.
  const frontDoor: { cache?: PublicCache } = {};
  const lifecycle = options.lifecycle ?? new Lifecycle();
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    ...requestIdOptions,
    trustProxy: config.trustProxy,
    bodyLimit: 1 * MB,
    routerOptions: { ignoreTrailingSlash: true },
    // Stored public answers go out before Fastify routes the request (platform/public-cache.ts).
    serverFactory: lifecycle.serverFactory((request, response) => frontDoor.cache?.serveStored(request, response) ?? false),
  });
  app.decorate('lifecycle', lifecycle);

  lifecycle.step = 'opening the database';
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    timeouts: config.databaseTimeouts,
    log: { error: (message) => app.log.error(message), warn: (message) => app.log.warn(message), info: (message) => app.log.info(message) },
  });
  app.addHook('onClose', async () => {
    await app.mail?.stop();
    await database.close();
  });
  lifecycle.step = 'applying migrations';
  await migrate(database, (msg) => app.log.info(msg));

  app.decorate('config', config);
  app.decorate('storage', config.storage.kind === 's3' ? s3Storage(config.storage) : localStorage(config.dataDir));
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('routeRegistry', [] as RouteRecord[]);
  app.decorate('metrics', createMetrics());
  app.decorate(
    'mail',
    new MailSender(database.db, { smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log, onDeliveryFailure: () => app.metrics.mailFailures.inc() }),
  );

  lifecycle.step = 'registering routes';
  registerRequestIds(app);
  registerLanguage(app);
  registerErrorHandling(app);
  registerInputCleaning(app);
  registerAccessControl(app, app.routeRegistry);
  registerMetrics(app, config.metricsToken);
  registerSecurityHeaders(app, { https: config.secureCookies });
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: 20 * MB, files: 6, fields: 100, fieldSize: 100_000 } });

  const modules = DOMAIN_MODULES;
  const sessionChecks = modules.map(([, mod]) => mod.sessionCheck).filter(Boolean) as SessionCheck[];
  const secret = await loadSessionSecret(database.db, config.sessionSecret);
  await registerSessions(app, secret, async (sid, uid) => {
    for (const check of sessionChecks) if (!(await check(sid, uid))) return false;
    return true;
  });
  const identityCheck = modules.map(([, mod]) => mod.identityCheck).find((check) => check !== undefined);
  if (!identityCheck) throw new Error('No module provides the identity check (modules/auth/routes.ts exports identityCheck).');
  app.decorate('deps', { db: database.db, config, storage: app.storage, log: app.log, keys: app.sessionKeys, confirmIdentity: identityCheck(app) });
  frontDoor.cache = await registerPublicCache(app);
  await registerRateLimits(app);

  // Public uploads: only processed image variants live under uploads/; documents are stored elsewhere.
  app.get(`${API_PREFIX}/uploads/*`, { config: { access: 'public', openapi: { produces: PUBLIC_IMAGE_MEDIA_TYPE } } }, async (request, reply) =>
    sendPublicImage(reply, app.storage, (request.params as { '*': string })['*']),
  );

  registerHealth(app);
  registerOpenApi(app, app.routeRegistry);
  if (config.checkResponses) registerResponseChecks(app);
  registerBackups(app);

  for (const [name, mod] of modules) {
    await app.register(mod.default, { prefix: API_PREFIX });
    app.log.debug(`module ${name} registered`);
  }
  // Funding rounds' waiting list, alerts, staff screens, closing and late money live beside the rounds module's own routes (issue 48).
  for (const plugin of ROUND_PLUGINS) await app.register(plugin, { prefix: API_PREFIX });
  app.all(`${API_PREFIX}/*`, { config: { access: 'public' } }, async () => {
    throw notFound('Not found');
  });

  lifecycle.step = 'loading the web build';
  if (options.web !== false) await registerWeb(app, options.webRoot ?? WEB_ROOT);

  lifecycle.step = 'seeding demo content';
  await runSeeds(app);
  lifecycle.step = 'starting modules';
  for (const [, mod] of modules) await mod.onReady?.(app);

  registerHousekeeping(
    app,
    {
      ...Object.fromEntries(modules.flatMap(([name, mod]) => (mod.housekeeping ? [[name, mod.housekeeping]] : []))),
      ...reservationHousekeeping,
      'round-closing': roundClosingHousekeeping,
      'rate-limits': (_app, now) => pruneRateLimits(database.db, now),
      'mail-outbox': (_app, now) => pruneMailOutbox(database.db, now),
    },
    { start: config.startHousekeeping },
  );
  if (config.startMailSender) app.mail.start();
  return app;
}
