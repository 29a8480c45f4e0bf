import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'X-Request-Id';
const MAX_LENGTH = 64;
/** Safe to log and echo: no spaces, quotes or control characters that could forge log lines or headers. */
const SAFE_ID = /^[A-Za-z0-9._:-]+$/;

/**
 * A request's id: the caller's X-Request-Id (a proxy or load balancer tracing one call across
 * services) when it is short and plain, else a fresh UUID. The length is checked before the
 * pattern, so a huge header costs nothing.
 */
export function requestIdFor(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER.toLowerCase()];
  if (typeof given === 'string' && given.length > 0 && given.length <= MAX_LENGTH && SAFE_ID.test(given)) return given;
  return crypto.randomUUID();
}

/** Fastify options: the id above, which Fastify puts under `reqId` in every log line of the request (request.log). */
export const requestIdOptions = { genReqId: requestIdFor } as const;

/**
 * Every answer says its request id, so a user's report or a proxy log finds the server's log lines;
 * only the build's hashed scripts, stylesheets and fonts go without (platform/web.ts).
 */
export function registerRequestIds(app: FastifyInstance) {
  // Callback-style, like every hook that runs on each request and waits for nothing: an async one costs a promise and a microtask per request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
