import type { FastifyServerOptions } from 'fastify';

/**
 * What the log may hold. Never passwords, hashes, tokens, codes, cookies or personal fields:
 * request headers that carry secrets are redacted, and errors are written without their data.
 * A failed query keeps its SQL text and the database's code, never its parameters (drizzle puts
 * them in the message as `params: ...`), and database errors keep no `detail` (it quotes values).
 */

const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  ...[
    'password',
    'passwordHash',
    'currentPassword',
    'newPassword',
    'confirmPassword',
    'token',
    'tokenHash',
    'accessToken',
    'refreshToken',
    'secret',
    'code',
    'totpCode',
    'email',
    'newEmail',
    'phone',
    'contactNumber',
    'name',
    'firstName',
    'lastName',
    'text',
  ].map((field) => `*.${field}`),
];

/** `errorCode`, not `code`: verification codes are redacted under `*.code`, the SQLSTATE must stay readable. */
type LoggedError = { type: string; message: string; errorCode?: string; stack: string; cause?: LoggedError };

export function safeError(error: unknown, depth = 0): LoggedError {
  const e = (error ?? {}) as {
    name?: string;
    constructor?: { name?: string };
    message?: unknown;
    code?: unknown;
    stack?: unknown;
    cause?: unknown;
    query?: unknown;
  };
  let message = typeof e.message === 'string' ? e.message : String(error);
  // drizzle: "Failed query: <sql>\nparams: <values>" -> only the SQL.
  if (typeof e.query === 'string') message = `Failed query: ${e.query}`;
  message = message.replace(/\nparams:[\s\S]*$/, '');
  // The stack's first line repeats the message (and with it the parameters): keep only the frames.
  const frames = typeof e.stack === 'string' ? e.stack.indexOf('\n    at ') : -1;
  const stack = frames >= 0 ? (e.stack as string).slice(frames + 1) : '';
  return {
    type: e.constructor?.name ?? e.name ?? 'Error',
    message,
    ...(typeof e.code === 'string' ? { errorCode: e.code } : {}),
    stack,
    ...(e.cause && depth < 3 ? { cause: safeError(e.cause, depth + 1) } : {}),
  };
}

/** Link tokens travel in these paths: /reset-password/<token>, /api/v1/auth/setup-password/<token>. */
const TOKEN_IN_PATH = /\/((?:reset|set|setup)-password)\/[^/]+/;

/**
 * A request's URL as logged: the path only. Query strings are never written: a form sent by GET
 * puts its fields there (an email, a password), and links carry addresses (/verify-email?email=).
 * A link token in the path is replaced too.
 */
export const loggedUrl = (url: string) => url.split('?', 1)[0]!.replace(TOKEN_IN_PATH, '/$1/[redacted]');

type LoggedRequest = {
  method: string;
  url: string;
  headers?: Record<string, string | string[] | undefined>;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
};

/** Fastify's own request serializer, with the URL as loggedUrl gives it. */
const requestSerializer = (req: LoggedRequest) => ({
  method: req.method,
  url: loggedUrl(req.url),
  version: req.headers?.['accept-version'] as string | undefined,
  host: req.host,
  remoteAddress: req.ip,
  remotePort: req.socket?.remotePort,
});

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' }, serializers: { err: safeError, req: requestSerializer } };
}
