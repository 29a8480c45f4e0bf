import { API_PREFIX, API_TIMEOUT_MS, languageOfPath, XSRF_COOKIE, XSRF_HEADER, type FieldErrors } from '@app/contract';

/**
 * The one API client for browser code: /api/v1, cookies, 20 s timeout, JSON by default,
 * the XSRF header on every call, the page's language as Accept-Language (the server answers its
 * messages in it: apps/server/src/platform/language.ts), and on a first 401 one POST /auth/refresh-token and one retry;
 * if the refresh fails the browser goes to /login.
 */

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors?: FieldErrors,
    readonly body?: unknown,
  ) {
    super(message);
  }
}

type RequestOptions = {
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  /** Do not refresh-and-retry or redirect on 401 (login, refresh, the session probe itself). */
  noRefresh?: boolean;
  signal?: AbortSignal;
};

function readCookie(name: string) {
  if (typeof document === 'undefined') return undefined;
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

export function apiUrl(path: string, query?: RequestOptions['query']) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return `${API_PREFIX}${path}${qs ? `?${qs}` : ''}`;
}

let refreshing: Promise<boolean> | null = null;

/** One refresh at a time: concurrent 401s share it. */
function refreshSession(): Promise<boolean> {
  refreshing ??= send('POST', '/auth/refresh-token', { body: {}, noRefresh: true })
    .then(() => true)
    .catch(() => false)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

async function send<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const language = typeof window === 'undefined' ? 'en' : languageOfPath(window.location.pathname);
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': language };
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const xsrf = readCookie(XSRF_COOKIE);
  if (xsrf) headers[XSRF_HEADER] = xsrf;
  const timeout = AbortSignal.timeout(API_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), {
      method,
      headers,
      credentials: 'include',
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal,
    });
  } catch (error) {
    console.error(`${method} ${path} failed`, error);
    throw new ApiError('Failed to connect to the server. Please try again later.', 0);
  }

  const body = await response.json().catch(() => null);
  if (response.status === 401 && !options.noRefresh) {
    if (await refreshSession()) return send<T>(method, path, { ...options, noRefresh: true });
    if (typeof window !== 'undefined' && !signedOutOnPurpose && !window.location.pathname.startsWith('/login')) {
      window.location.assign(`/login?redirect=${encodeURIComponent(window.location.pathname + window.location.search)}`);
    }
  }
  if (!response.ok || (body && body.success === false)) {
    if (response.status === 504) console.error(`${method} ${path} timed out at the gateway`);
    // No server message: leave it empty so each screen shows its own fallback text (spec §8).
    if (body?.twoFactorSetupRequired && typeof window !== 'undefined' && window.location.pathname !== '/admin/security') {
      window.location.assign('/admin/security');
    }
    throw new ApiError(body?.message ?? '', response.status, body?.errors, body);
  }
  return body as T;
}

/**
 * After a deliberate sign-out, requests still in flight answer 401. That is expected, not an expired
 * session: they must not send the visitor to sign-in (with a return path) over logout's own navigation.
 */
let signedOutOnPurpose = false;
export function setSignedOutOnPurpose(value: boolean) {
  signedOutOnPurpose = value;
}

export const api = {
  get: <T = unknown>(path: string, query?: RequestOptions['query'], options?: Omit<RequestOptions, 'query' | 'body'>) =>
    send<T>('GET', path, { ...options, query }),
  post: <T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) => send<T>('POST', path, { ...options, body: body ?? {} }),
  put: <T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) => send<T>('PUT', path, { ...options, body: body ?? {} }),
  patch: <T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) => send<T>('PATCH', path, { ...options, body: body ?? {} }),
  delete: <T = unknown>(path: string, options?: Omit<RequestOptions, 'body'>) => send<T>('DELETE', path, options),
};

/**
 * What a failed call says: the server's message when it sent one, else the screen's fallback text.
 * A network failure says so ("Failed to connect…", public-site.md), except where the screen's own
 * fallback is the rule even then (`{ offline: 'fallback' }`: back-office.md §8, never a transport text).
 */
export function errorMessage(error: unknown, fallback: string, { offline = 'say so' }: { offline?: 'say so' | 'fallback' } = {}) {
  if (!(error instanceof ApiError) || !error.message) return fallback;
  return error.status === 0 && offline === 'fallback' ? fallback : error.message;
}
