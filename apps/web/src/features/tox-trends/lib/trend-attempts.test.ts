import { afterEach, describe, expect, it, vi } from 'vitest';
import { TREND_ATTEMPTS } from '@hde/contracts';
import { ApiRequestError } from '../../../lib/api/api-request-error';
import { askWithRetries } from './trend-attempts';

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

afterEach(() => vi.restoreAllMocks());

describe('askWithRetries', () => {
  it('answers the data of a 200 after four 504s', async () => {
    const ask = asker([504, 504, 504, 504]);
    expect(await askWithRetries(ask)).toEqual({ kind: 'data', data: 'data' });
    expect(ask).toHaveBeenCalledTimes(5);
  });

  it('fails after five 504s, asking no sixth time', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const ask = asker(Array<number>(TREND_ATTEMPTS + 1).fill(504));
    expect(await askWithRetries(ask)).toEqual({ kind: 'failed' });
    expect(ask).toHaveBeenCalledTimes(TREND_ATTEMPTS);
    expect(logged).toHaveBeenCalledOnce();
  });

  it.each([500, 400, 0])('stops after one attempt on %i, and logs the status', async (status) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const ask = asker([status]);
    expect(await askWithRetries(ask)).toEqual({ kind: 'stopped' });
    expect(ask).toHaveBeenCalledOnce();
    expect(logged).toHaveBeenCalledWith('Trends request stopped', status);
  });

  it('stops on a 500 after a 504', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const ask = asker([504, 500]);
    expect(await askWithRetries(ask)).toEqual({ kind: 'stopped' });
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('rethrows when the request was cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    const ask = vi.fn(async () => {
      throw new DOMException('aborted', 'AbortError');
    });
    await expect(askWithRetries(ask, controller.signal)).rejects.toThrow('aborted');
    expect(ask).toHaveBeenCalledOnce();
  });
});
