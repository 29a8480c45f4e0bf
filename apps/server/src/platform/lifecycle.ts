import fs from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyServerFactory } from 'fastify';
import { API_PREFIX, SERVICE_BRIEFLY_UNAVAILABLE } from '@app/contract';
import { RETRY_AFTER_S } from './http.ts';

/**
 * Where an instance is in its life, as /readyz tells a load balancer: `starting` until the app can
 * serve, `ready`, `draining` from the stop signal (still serving while balancers take it out of
 * rotation), `stopping` once it accepts no more connections (platform/graceful-stop.ts).
 */
type Phase = 'starting' | 'ready' | 'draining' | 'stopping';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * A request that arrives while the app starts waits for it this long, then gets a 503 with
 * Retry-After. Waiting, not refusing at once: a single instance restarting (a deploy, a crash) keeps
 * its visitors' requests and answers them a second later. Behind a balancer nothing arrives before
 * /readyz says ready. The limit is the web client's own timeout (apps/web/app/lib/api.ts: 20 s).
 */
const START_WAIT_MS = 20_000;

/** Answers sent by the lifecycle server itself: no Fastify yet, so the headers are set by hand. */
function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers });
  response.end(JSON.stringify(body));
}

function pathOf(url: string | undefined) {
  return (url ?? '/').split('?', 1)[0];
}

/**
 * The HTTP server, made before the app: main.ts listens on it first thing, so /healthz answers as
 * soon as the process runs (a supervisor sees it alive) and /readyz says `starting` while the app
 * opens the database, migrates, loads its code and seeds. Other requests are held until the app is
 * open (see START_WAIT_MS). Fastify gets this server through `serverFactory` and handles every
 * request once `open()` is called. It also counts requests in flight, which a graceful stop waits for.
 */
export class Lifecycle {
  readonly server: http.Server;
  phase: Phase;
  /** The start-up step under way, named by the `starting` answer of /readyz. */
  step = 'loading the code';
  private handler: Handler | null = null;
  private isOpen = false;
  private openWaiters = new Set<() => void>();
  private readonly inFlight = new Set<ServerResponse>();
  private idleWaiters = new Set<() => void>();

  /** `starting` for a server that listens before the app is built (main.ts); tests' apps are built `ready`. */
  constructor(
    phase: Phase = 'ready',
    private readonly startWaitMs = START_WAIT_MS,
  ) {
    this.phase = phase;
    this.isOpen = phase !== 'starting';
    this.server = http.createServer((request, response) => this.handle(request, response));
  }

  listen(port: number, host: string): Promise<void> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, host, () => {
        this.server.off('error', reject);
        resolve();
      });
    });
  }

  /**
   * What Fastify is given as `serverFactory`: this server, with Fastify's own server options, and
   * `before` first (the public cache's stored answers, which need no routing) then Fastify's handler.
   */
  serverFactory(before: (request: IncomingMessage, response: ServerResponse) => boolean): FastifyServerFactory {
    return (fastifyHandler, fastifyOptions) => {
      const options = fastifyOptions as { keepAliveTimeout?: number; requestTimeout?: number; connectionTimeout?: number; maxRequestsPerSocket?: number };
      // What Fastify sets on a server it makes itself (fastify/lib/server.js).
      this.server.keepAliveTimeout = options.keepAliveTimeout ?? 72_000;
      this.server.requestTimeout = options.requestTimeout ?? 0;
      this.server.setTimeout(options.connectionTimeout ?? 0);
      if (options.maxRequestsPerSocket) this.server.maxRequestsPerSocket = options.maxRequestsPerSocket;
      this.handler = (request, response) => {
        if (!before(request, response)) fastifyHandler(request, response);
      };
      return this.server;
    };
  }

  /**
   * The app can serve: held requests go on, and every later one goes straight to it. /readyz (the
   * app's own route from now on) still says `starting` until `ready()`: warming up comes between.
   */
  open() {
    this.isOpen = true;
    for (const wake of this.openWaiters) wake();
    this.openWaiters.clear();
  }

  /** Warmed up: /readyz runs its checks, and a balancer may send traffic. */
  ready() {
    if (this.phase === 'starting') this.phase = 'ready';
  }

  /**
   * Stops taking connections: idle ones close now, and every answer from here on (those in flight
   * included) closes its connection, so the client opens its next one elsewhere. Resolves once
   * the server has closed, which is when the last connection has.
   */
  stopAccepting(): Promise<void> {
    this.phase = 'stopping';
    for (const response of this.inFlight) if (!response.headersSent) response.shouldKeepAlive = false;
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.server.closeIdleConnections();
    return closed;
  }

  /** Requests being answered now. */
  get requestsInFlight() {
    return this.inFlight.size;
  }

  /** Resolves once no request is in flight. */
  idle(): Promise<void> {
    if (this.inFlight.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.add(resolve));
  }

  private handle(request: IncomingMessage, response: ServerResponse) {
    this.inFlight.add(response);
    response.once('close', () => {
      this.inFlight.delete(response);
      // A keep-alive connection would otherwise stay open after its last answer and hold up the stop.
      if (this.phase === 'stopping') setImmediate(() => this.server.closeIdleConnections());
      if (this.inFlight.size === 0) {
        for (const wake of this.idleWaiters) wake();
        this.idleWaiters.clear();
      }
    });
    if (this.phase === 'stopping') response.shouldKeepAlive = false;
    if (this.isOpen && this.handler) return this.handler(request, response);
    const path = pathOf(request.url);
    if (path === '/healthz') return sendJson(response, 200, { status: 'ok' });
    if (path === '/readyz') return sendJson(response, 503, this.phase === 'starting' ? { status: 'starting', step: this.step } : { status: this.phase });
    this.holdUntilOpen(request, response);
  }

  private holdUntilOpen(request: IncomingMessage, response: ServerResponse) {
    const wake = () => {
      clearTimeout(timer);
      this.handler!(request, response);
    };
    const timer = setTimeout(() => {
      this.openWaiters.delete(wake);
      const retry = { 'retry-after': String(RETRY_AFTER_S) };
      if (pathOf(request.url)!.startsWith(`${API_PREFIX}/`)) sendJson(response, 503, { success: false, message: SERVICE_BRIEFLY_UNAVAILABLE }, retry);
      else {
        response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...retry });
        response.end(SERVICE_BRIEFLY_UNAVAILABLE);
      }
    }, this.startWaitMs);
    this.openWaiters.add(wake);
    // A visitor who gives up is no longer waited for.
    response.once('close', () => {
      clearTimeout(timer);
      this.openWaiters.delete(wake);
    });
  }
}

/**
 * The built server's packages (dist/packages.json, listed by the build), loaded one at a time with
 * a turn of the event loop between two, before the app. Importing the app evaluates its whole module
 * graph in one go, which on a busy machine held the event loop for one to three seconds: /healthz
 * waited for it. One package at a time, it waits for one package at most. From source there is no
 * list (tsx compiles as it goes) and nothing is loaded here.
 */
export async function preloadPackages(list: URL) {
  let names: string[];
  try {
    names = JSON.parse(fs.readFileSync(list, 'utf8')) as string[];
  } catch {
    return;
  }
  for (const name of names) {
    await import(name);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * Between open and ready: the home page rendered once through the server itself, so the first
 * visitor after a start or a deploy gets it from the page cache, with the rendering code already
 * compiled (its first render took 1.8 s on a busy 2-core machine, a later page 0.1-0.2 s). A
 * failure only means a cold first visitor: logged, not fatal.
 */
export async function warmUp(app: FastifyInstance) {
  try {
    await app.inject({ method: 'GET', url: '/' });
  } catch (error) {
    app.log.warn({ err: error }, 'warm-up: the home page did not render');
  }
}
