import type { FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';
import { badRequest } from './http.ts';

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

export function registerInputCleaning(app: FastifyInstance) {
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
  app.addHook('preValidation', async (request) => {
    if (request.query && typeof request.query === 'object') cleanValue(request.query);
  });
}
