import { isApiRequestError } from '../../../lib/api/api-request-error';

/** The server's own message for a refused request; `fallback` when no reply came. */
export function serverMessageOr(error: unknown, fallback: string): string {
  return isApiRequestError(error) && error.statusCode !== 0 && error.message ? error.message : fallback;
}
