import type { FastifyError, FastifyInstance } from 'fastify';
import { z } from 'zod';
import { firstMessage, inLanguage, SERVICE_BRIEFLY_UNAVAILABLE, toFieldErrors, type FieldErrors, type Language, type Message } from '@app/contract';
import { causes, databaseErrorCode, isUniqueViolation } from '../db/results.ts';

/**
 * The one envelope and error helper. Handlers return `ok(...)` or throw an HttpError;
 * the error handler below turns everything into { success:false, message, errors? }.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly extra?: Record<string, unknown>,
    /** A validation failure said again in another language (see parse). */
    readonly inLanguageOf?: (language: Language) => HttpError,
  ) {
    super(message);
  }
}

export const BODY_TOO_LARGE = 'The request is too large.';

export const badRequest = (message: string, errors?: FieldErrors) => new HttpError(400, message, errors);
/**
 * A 400 worded by catalogue messages outside a schema (a check only the server can make): said in
 * English, and again in the request's language by the error handler, as a schema's failure is.
 */
export function badRequestIn(message: Message, errors?: Record<string, Message>): HttpError {
  const say = (language: Language) => {
    const text = (value: Message) => (typeof value === 'string' ? value : inLanguage(language, value));
    return new HttpError(400, text(message), errors && Object.fromEntries(Object.entries(errors).map(([field, value]) => [field, text(value)])));
  };
  const english = say('en');
  return new HttpError(400, english.message, english.errors, undefined, say);
}
export const unauthorized = (message = 'Please sign in to continue.') => new HttpError(401, message);
export const forbidden = (message = "You don't have permission to perform this action.") => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string, errors?: FieldErrors) => new HttpError(409, message, errors);

/** A success envelope: { success: true, data?, message?, ...extra }. */
export function ok<T>(data?: T, message?: string, extra: Record<string, unknown> = {}) {
  return { success: true as const, ...(data !== undefined ? { data } : {}), ...(message ? { message } : {}), ...extra };
}

/** A list answer: the rows as `data`, and what the list service gave beside them (pagination, counts, totals) as extras. */
export function okList<T>({ data, ...extra }: { data: T; [extra: string]: unknown }) {
  return ok(data, undefined, extra);
}

/**
 * Validates `value` with a contract schema; a failure is a 400 with the field errors and changes
 * nothing. A missing body reads as empty; a body that is there but `null` is refused like any other
 * non-object (it is not "no fields").
 */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const input = value === undefined ? {} : value;
  const result = schema.safeParse(input);
  if (!result.success) throw validationFailure(result.error, (language) => inLanguage(language, () => said(schema.safeParse(input).error)));
  return result.data;
}

/** A failure's message and field errors (zod makes an issue's message when it is read: read them inside the language's scope). */
const said = (error: z.ZodError | undefined) => error && { message: firstMessage(error), errors: toFieldErrors(error) };

/**
 * A 400 from a schema's failure, in English. Services parse without knowing the request, so the
 * error handler asks for it again in the request's language: the schema's messages are made while it
 * parses, so parsing the same input again inside `inLanguage` says them in that language.
 */
function validationFailure(error: z.ZodError, again: (language: Language) => ReturnType<typeof said>): HttpError {
  return new HttpError(400, firstMessage(error), toFieldErrors(error), undefined, (language) => {
    const { message, errors } = again(language) ?? said(error)!;
    return badRequest(message, errors);
  });
}

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** Route ids are uuids: anything else cannot exist, so it is a 404 rather than a database error. */
export function idParam(params: unknown, message = 'Not found', key = 'id'): string {
  const value = (params as Record<string, string> | undefined)?.[key];
  if (!value || !isUuid(value)) throw notFound(message);
  return value;
}

/** Seconds a caller is asked to wait when the database is unavailable (API answers and pages). */
export const RETRY_AFTER_S = 5;
/** Connection-level failures: refused or dropped connections, admin shutdown, pool or statement timeouts. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '57014',
  '25P03',
]);
const UNAVAILABLE_MESSAGES =
  /timeout exceeded when trying to connect|Query read timeout|Connection terminated|Client has encountered a connection error|database thread (stopped|is closed)/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (const item of causes(error)) {
    if (typeof item.code === 'string' && (UNAVAILABLE_CODES.has(item.code) || item.code.startsWith('08'))) return true;
    if (typeof item.message === 'string' && UNAVAILABLE_MESSAGES.test(item.message)) return true;
  }
  return false;
}

/** An outage under traffic fails many requests: one log line per interval, counting the rest. */
const UNAVAILABLE_LOG_EVERY_MS = 10_000;
const unavailableLog = { at: 0, quiet: 0 };

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError & Partial<HttpError>, request, reply) => {
    if (error instanceof HttpError) {
      const said = error.inLanguageOf && request.language !== 'en' ? error.inLanguageOf(request.language) : error;
      return reply.status(said.statusCode).send({ success: false, message: said.message, ...(said.errors ? { errors: said.errors } : {}), ...said.extra });
    }
    if (error instanceof z.ZodError) {
      return reply.status(400).send({ success: false, message: firstMessage(error), errors: toFieldErrors(error) });
    }
    // The database is down or overloaded: a passing condition, said quickly with a time to come back.
    if (isDatabaseUnavailable(error)) {
      const now = Date.now();
      if (now - unavailableLog.at >= UNAVAILABLE_LOG_EVERY_MS) {
        request.log.warn({ code: databaseErrorCode(error), alsoUnavailableSinceLastLine: unavailableLog.quiet }, 'database unavailable');
        unavailableLog.at = now;
        unavailableLog.quiet = 0;
      } else unavailableLog.quiet++;
      return reply.status(503).header('Retry-After', String(RETRY_AFTER_S)).send({ success: false, message: SERVICE_BRIEFLY_UNAVAILABLE });
    }
    // Database data errors (SQLSTATE class 22: bad text encoding, out-of-range numbers, ...) come
    // from client input that slipped past a schema: still the client's mistake, never a 500.
    // Drivers and drizzle wrap them, so the code is looked for down the `cause` chain.
    const sqlState = databaseErrorCode(error);
    if (sqlState?.startsWith('22')) {
      return reply.status(400).send({ success: false, message: 'A value in the request is not valid. Please check it and try again.' });
    }
    if (isUniqueViolation(error)) {
      return reply.status(409).send({ success: false, message: 'This already exists.' });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ success: false, message: 'Too many requests. Please wait a minute and try again.' });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large, limits.
      const message =
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.code === 'FST_REQ_FILE_TOO_LARGE'
          ? BODY_TOO_LARGE
          : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'Unsupported content type.'
            : error.validation
              ? error.message
              : status === 400
                ? 'The request could not be read. Please check the data and try again.'
                : error.message;
      return reply.status(status).send({ success: false, message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ success: false, message: 'Something went wrong on our side. Please try again.' });
  });
}
