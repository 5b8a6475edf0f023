import { isApiRequestError } from './api-request-error';

/** The server's own message for a refused request; `fallback` when no reply came or the reply was unreadable. */
export function serverMessageOr(error: unknown, fallback: string): string {
  return isApiRequestError(error) && error.statusCode >= 400 && error.message ? error.message : fallback;
}
