import type { FastifyError, FastifyInstance } from 'fastify';
import { z } from 'zod';
import { firstMessage, toFieldErrors, type FieldErrors } from '@app/contract';

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
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: FieldErrors) => new HttpError(400, message, errors);
export const unauthorized = (message = 'Please sign in to continue.') => new HttpError(401, message);
export const forbidden = (message = "You don't have permission to perform this action.") => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string, errors?: FieldErrors) => new HttpError(409, message, errors);
export const tooManyRequests = (message = 'Too many requests. Please wait a minute and try again.') =>
  new HttpError(429, message);

/** A success envelope: { success: true, data?, message?, ...extra }. */
export function ok<T>(data?: T, message?: string, extra: Record<string, unknown> = {}) {
  return { success: true as const, ...(data !== undefined ? { data } : {}), ...(message ? { message } : {}), ...extra };
}

/** Validates `value` with a contract schema; a failure is a 400 with the field errors and changes nothing. */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw badRequest(firstMessage(result.error), toFieldErrors(result.error));
  return result.data;
}

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** Route ids are uuids: anything else cannot exist, so it is a 404 rather than a database error. */
export function idParam(params: unknown, message = 'Not found', key = 'id'): string {
  const value = (params as Record<string, string> | undefined)?.[key];
  if (!value || !isUuid(value)) throw notFound(message);
  return value;
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError & Partial<HttpError>, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send({ success: false, message: error.message, ...(error.errors ? { errors: error.errors } : {}), ...error.extra });
    }
    if (error instanceof z.ZodError) {
      return reply.status(400).send({ success: false, message: firstMessage(error), errors: toFieldErrors(error) });
    }
    // Database data errors (SQLSTATE class 22: bad text encoding, out-of-range numbers, ...) come
    // from client input that slipped past a schema: still the client's mistake, never a 500.
    const sqlState = typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code) ? error.code : null;
    if (sqlState?.startsWith('22')) {
      return reply.status(400).send({ success: false, message: 'A value in the request is not valid. Please check it and try again.' });
    }
    if (sqlState === '23505') {
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
          ? 'The request is too large.'
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
