import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import secureJson from 'secure-json-parse';
import { MB } from '@app/contract';
import { badRequest, BODY_TOO_LARGE } from './http.ts';

/**
 * Client input, cleaned once for every route before any handler or schema sees it:
 * - JSON bodies nested deeper than MAX_JSON_DEPTH are refused before parsing (a scan, no recursion);
 * - `__proto__` / `constructor.prototype` keys are refused (secure-json-parse, as Fastify does);
 * - every string in a body, query or multipart field loses NUL characters (PostgreSQL text cannot
 *   hold them) and has lone surrogates replaced (they cannot be encoded as UTF-8).
 * Walks are iterative, so no client value can exhaust the stack.
 */

const MAX_JSON_DEPTH = 64;
const BODY_TOO_DEEP = 'The request is nested too deeply.';
export const BODY_UNREADABLE = 'The request could not be read. Please check the data and try again.';

/** Whether JSON text opens more than `max` arrays/objects inside each other (strings are skipped). */
export function jsonTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      if (++depth > max) return true;
    } else if (c === 93 || c === 125) depth--;
  }
  return false;
}

/** ES2024 string methods (Node 20 has them; the project's TypeScript lib predates them). */
type WellFormed = string & { isWellFormed(): boolean; toWellFormed(): string };

export function cleanText(value: string): string {
  const withoutNul = (value.includes('\u0000') ? value.replaceAll('\u0000', '') : value) as WellFormed;
  return withoutNul.isWellFormed() ? withoutNul : withoutNul.toWellFormed();
}

/** Cleans every string inside `value` in place (objects and arrays), iteratively; returns the value. */
export function cleanValue<T>(value: T): T {
  if (typeof value === 'string') return cleanText(value) as T;
  if (!value || typeof value !== 'object') return value;
  const stack: object[] = [value as object];
  while (stack.length) {
    const node = stack.pop() as Record<string, unknown>;
    for (const key of Object.keys(node)) {
      const item = node[key];
      if (typeof item === 'string') node[key] = cleanText(item);
      else if (item && typeof item === 'object' && !Buffer.isBuffer(item)) stack.push(item);
    }
  }
  return value;
}

const DRAIN_AT_MOST_BYTES = 16 * MB;

/**
 * A body too large by its declared length is answered 413 at once, before the access checks and
 * without closing the connection: Node then reads and discards the rest, so a client that sends
 * its whole body before reading gets the answer instead of a reset connection (EPIPE); a body
 * far over the limit is not drained, its connection closes after the answer. Multipart
 * bodies have their own per-file limits (platform/uploads.ts).
 */
function refuseLargeBody(request: FastifyRequest, reply: FastifyReply, done: () => void) {
  const length = Number(request.headers['content-length']);
  // Read from the header: the multipart plugin marks its requests only when it parses them, later.
  const multipart = /^multipart\//i.test(request.headers['content-type'] ?? '');
  if (length > request.routeOptions.bodyLimit && !multipart) {
    // Draining costs only bandwidth, but not without end: far past the limit, the connection closes.
    if (length > DRAIN_AT_MOST_BYTES) reply.header('connection', 'close');
    return void reply.status(413).send({ success: false, message: BODY_TOO_LARGE });
  }
  done();
}

/**
 * Every body a handler sees is a JSON object, or a multipart form on the routes that declare
 * `multipart: true`: a top-level array, string, number, boolean or null and a multipart body where
 * JSON is expected are refused (400) before any handler runs (text/plain has no parser: 415), so an
 * update whose fields are all optional cannot read them as "no changes" and answer 200.
 */
function refuseUnexpectedBody(request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) {
  if (request.isMultipart()) return done(request.routeOptions.config.multipart ? undefined : badRequest(BODY_UNREADABLE));
  const body = request.body;
  if (body !== undefined && (body === null || typeof body !== 'object' || Array.isArray(body))) return done(badRequest(BODY_UNREADABLE));
  done();
}

export function registerInputCleaning(app: FastifyInstance) {
  // Fastify reads text/plain by default; no route takes it, so it is an unsupported type (415).
  app.removeContentTypeParser('text/plain');
  app.addHook('onRequest', refuseLargeBody);
  app.addHook('preValidation', refuseUnexpectedBody);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = body as string;
    if (text.trim() === '') return done(null, undefined);
    if (jsonTooDeep(text)) return done(badRequest(BODY_TOO_DEEP), undefined);
    let parsed: unknown;
    try {
      parsed = secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' });
    } catch {
      return done(badRequest(BODY_UNREADABLE), undefined);
    }
    done(null, cleanValue(parsed));
  });
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.query && typeof request.query === 'object') cleanValue(request.query);
    done();
  });
}
