import { TREND_ATTEMPTS } from '@hde/contracts';
import { isApiRequestError } from '../../../lib/api/api-request-error';

/**
 * The outcome of asking for trends (spec §4): the data; `failed` after TREND_ATTEMPTS replies of 504; `stopped`
 * after any other failure, which is not retried.
 */
export type TrendOutcome<T> = { kind: 'data'; data: T } | { kind: 'failed' } | { kind: 'stopped' };

/** Asks up to TREND_ATTEMPTS times while the reply is 504 (the server ran out of time). */
export async function askWithRetries<T>(
  ask: () => Promise<T>,
  signal?: AbortSignal,
): Promise<TrendOutcome<T>> {
  for (let attempt = 1; attempt <= TREND_ATTEMPTS; attempt += 1) {
    try {
      return { kind: 'data', data: await ask() };
    } catch (error) {
      if (signal?.aborted) throw error;
      if (isApiRequestError(error, 504)) continue;
      // The status only: the reply may echo substance names the user typed.
      console.error('Trends request stopped', isApiRequestError(error) ? error.statusCode : 'no reply');
      return { kind: 'stopped' };
    }
  }
  console.error(`Trends request failed ${TREND_ATTEMPTS} times with 504`);
  return { kind: 'failed' };
}
