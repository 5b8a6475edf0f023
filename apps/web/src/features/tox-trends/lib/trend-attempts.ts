import { TREND_ATTEMPTS } from '@hde/contracts';
import { isApiRequestError } from '../../../lib/api/api-request-error';

/**
 * The outcome of asking for trends (spec §4): the data; `failed` after TREND_ATTEMPTS replies of 504; `stopped`
 * after any other failure, which is not retried.
 */
export type TrendOutcome<T> = { kind: 'data'; data: T } | { kind: 'failed' } | { kind: 'stopped' };

/** The wait after the first 504; each later one doubles it (500 ms, 1 s, 2 s, 4 s). */
export const TREND_RETRY_FIRST_WAIT_MS = 500;

/** The wait before the attempt after `attempt` (1-based) answered 504. */
export const retryWaitMs = (attempt: number) => TREND_RETRY_FIRST_WAIT_MS * 2 ** (attempt - 1);

/** Waits `ms`, or less: it ends as soon as `signal` aborts. */
export type RetryWait = (ms: number, signal?: AbortSignal) => Promise<void>;

export const waitBeforeRetry: RetryWait = (ms, signal) =>
  new Promise((resolve) => {
    if (signal?.aborted) {
      resolve();
      return;
    }
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });

export interface AskOptions {
  /** The request's signal: once it aborts, no further attempt is made and the abort is rethrown. */
  signal?: AbortSignal;
  /** How to wait between attempts; tests pass one that does not. */
  wait?: RetryWait;
}

/**
 * Asks up to TREND_ATTEMPTS times while the reply is 504 (the server ran out of time), waiting a little longer
 * before each retry (retryWaitMs).
 */
export async function askWithRetries<T>(
  ask: () => Promise<T>,
  { signal, wait = waitBeforeRetry }: AskOptions = {},
): Promise<TrendOutcome<T>> {
  for (let attempt = 1; attempt <= TREND_ATTEMPTS; attempt += 1) {
    try {
      return { kind: 'data', data: await ask() };
    } catch (error) {
      if (signal?.aborted) throw error;
      if (!isApiRequestError(error, 504)) {
        // The status only: the reply may echo substance names the user typed.
        console.error('Trends request stopped', isApiRequestError(error) ? error.statusCode : 'no reply');
        return { kind: 'stopped' };
      }
    }
    if (attempt < TREND_ATTEMPTS) {
      await wait(retryWaitMs(attempt), signal);
      signal?.throwIfAborted();
    }
  }
  console.error(`Trends request failed ${TREND_ATTEMPTS} times with 504`);
  return { kind: 'failed' };
}
