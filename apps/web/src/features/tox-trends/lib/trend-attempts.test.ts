import { afterEach, describe, expect, it, vi } from 'vitest';
import { TREND_ATTEMPTS } from '@hde/contracts';
import { ApiRequestError } from '../../../lib/api/api-request-error';
import { askWithRetries, retryWaitMs, waitBeforeRetry } from './trend-attempts';

const failure = (statusCode: number) => new ApiRequestError({ statusCode, error: 'Error', message: 'x' });

/** An ask that fails with `statuses` in turn, then answers 'data'. */
function asker(statuses: number[]) {
  const queue = [...statuses];
  return vi.fn(async () => {
    const status = queue.shift();
    if (status !== undefined) throw failure(status);
    return 'data';
  });
}

/** A wait that records how long it was asked to wait, and does not. */
function noWait() {
  return vi.fn(async (_ms: number, _signal?: AbortSignal) => undefined);
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('askWithRetries', () => {
  it('answers the data of a 200 after four 504s', async () => {
    const ask = asker([504, 504, 504, 504]);
    const wait = noWait();
    expect(await askWithRetries(ask, { wait })).toEqual({ kind: 'data', data: 'data' });
    expect(ask).toHaveBeenCalledTimes(5);
  });

  it('waits 500 ms, 1 s, 2 s and 4 s before the retries, with the request signal', async () => {
    const ask = asker([504, 504, 504, 504]);
    const wait = noWait();
    const { signal } = new AbortController();
    await askWithRetries(ask, { signal, wait });
    expect(wait.mock.calls).toEqual([
      [500, signal],
      [1000, signal],
      [2000, signal],
      [4000, signal],
    ]);
    expect([1, 2, 3, 4].map(retryWaitMs)).toEqual([500, 1000, 2000, 4000]);
  });

  it('fails after five 504s, asking no sixth time', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const ask = asker(Array<number>(TREND_ATTEMPTS + 1).fill(504));
    const wait = noWait();
    expect(await askWithRetries(ask, { wait })).toEqual({ kind: 'failed' });
    expect(ask).toHaveBeenCalledTimes(TREND_ATTEMPTS);
    expect(wait).toHaveBeenCalledTimes(TREND_ATTEMPTS - 1);
    expect(logged).toHaveBeenCalledOnce();
  });

  it.each([500, 400, 0])('stops after one attempt on %i, and logs the status', async (status) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const ask = asker([status]);
    const wait = noWait();
    expect(await askWithRetries(ask, { wait })).toEqual({ kind: 'stopped' });
    expect(ask).toHaveBeenCalledOnce();
    expect(wait).not.toHaveBeenCalled();
    expect(logged).toHaveBeenCalledWith('Trends request stopped', status);
  });

  it('stops on a 500 after a 504', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const ask = asker([504, 500]);
    const wait = noWait();
    expect(await askWithRetries(ask, { wait })).toEqual({ kind: 'stopped' });
    expect(ask).toHaveBeenCalledTimes(2);
    expect(wait).toHaveBeenCalledOnce();
  });

  it('rethrows when the request was cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    const ask = vi.fn(async () => {
      throw new DOMException('aborted', 'AbortError');
    });
    await expect(askWithRetries(ask, { signal: controller.signal })).rejects.toThrow('aborted');
    expect(ask).toHaveBeenCalledOnce();
  });

  it('waits between attempts in real time: the second attempt comes 500 ms after the first 504', async () => {
    vi.useFakeTimers();
    const ask = asker([504]);
    const outcome = askWithRetries(ask);
    await vi.advanceTimersByTimeAsync(499);
    expect(ask).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(1);
    expect(ask).toHaveBeenCalledTimes(2);
    expect(await outcome).toEqual({ kind: 'data', data: 'data' });
  });

  it('stops waiting when the request is cancelled during a wait, asking no more', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const ask = asker([504, 504]);
    const outcome = askWithRetries(ask, { signal: controller.signal });
    const settled = expect(outcome).rejects.toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(300);
    controller.abort();
    await settled;
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(ask).toHaveBeenCalledOnce();
  });
});

describe('waitBeforeRetry', () => {
  it('ends after the time asked', async () => {
    vi.useFakeTimers();
    const ended = vi.fn();
    void waitBeforeRetry(1000).then(ended);
    await vi.advanceTimersByTimeAsync(999);
    expect(ended).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(ended).toHaveBeenCalledOnce();
  });

  it('ends at once when the signal aborts, or has aborted, leaving no timer', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const ended = vi.fn();
    void waitBeforeRetry(4000, controller.signal).then(ended);
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(ended).toHaveBeenCalledOnce();
    expect(vi.getTimerCount()).toBe(0);
    await expect(waitBeforeRetry(4000, controller.signal)).resolves.toBeUndefined();
    expect(vi.getTimerCount()).toBe(0);
  });
});
