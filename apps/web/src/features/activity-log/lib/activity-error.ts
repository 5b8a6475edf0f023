import { isApiRequestError } from '../../../lib/api/api-request-error';

/** The refusals whose reason the server words for the viewer: a bad filter, a forbidden or unknown workspace. */
const REFUSALS: readonly number[] = [400, 403, 404];

/** The server's reason for a refusal; `fallback` for a failure (5xx, no reply) the viewer can only retry. */
export function activityErrorText(error: unknown, fallback: string): string {
  return isApiRequestError(error) && REFUSALS.includes(error.statusCode) && error.message
    ? error.message
    : fallback;
}
