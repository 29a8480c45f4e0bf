import { ApiError } from '../../lib/api';

/**
 * The detail screen's two failure kinds (accounts.md §8): the server's answer (its message, else the
 * default) and an exception before any answer ('Update role error: {message or Unknown error}').
 */
export function actionError(error: unknown, fallback: string, exceptionLabel: string) {
  if (error instanceof ApiError && error.status > 0) return error.message || fallback;
  const message = error instanceof Error && error.message ? error.message : 'Unknown error';
  return `${exceptionLabel}: ${message}`;
}
