import { describe, expect, it, vi } from 'vitest';
import { userSchema } from '@hde/contracts/api';
import { WORKSPACE_ERRORS } from '@hde/contracts/text';
import { makeUser } from '../../test/fixtures';
import { blobBody, createApiClient, noContent } from './api-client';
import { ApiRequestError, isApiRequestError } from './api-request-error';

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('createApiClient', () => {
  it('adds the bearer token and parses the reply with the schema', async () => {
    const user = makeUser();
    const fetchImpl = vi.fn(async () => jsonResponse(user));
    const api = createApiClient({ fetchImpl, getAccessToken: async () => 'abc' });
    await expect(api.get('/v2/app/user/', userSchema)).resolves.toEqual(user);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/v2/app/user/');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer abc');
    expect(init.method).toBe('GET');
  });

  it('reads binary replies with blobBody', async () => {
    const fetchImpl = vi.fn(
      async () => new Response(new Uint8Array([1, 2, 3]), { headers: { 'Content-Type': 'image/png' } }),
    );
    const blob = await createApiClient({ fetchImpl }).get('/v2/app/user/pic', blobBody);
    expect(blob.size).toBe(3);
    expect(blob.type).toBe('image/png');
  });

  it('sends no Authorization header without a token', async () => {
    const fetchImpl = vi.fn(async () => jsonResponse({ ok: true }));
    await createApiClient({ fetchImpl }).get('/v2/app/client-config', { parse: (x) => x });
    const [, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).has('Authorization')).toBe(false);
  });

  it('encodes query parameters and JSON bodies', async () => {
    const fetchImpl = vi.fn(async () => new Response(null, { status: 204 }));
    const api = createApiClient({ fetchImpl });
    await api.post(
      '/v2/things',
      noContent,
      { name: 'x' },
      { query: { skip: 0, limit: 10, q: undefined, ids: ['a', 'b'] } },
    );
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/v2/things?skip=0&limit=10&ids=a&ids=b');
    expect(init.body).toBe('{"name":"x"}');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
  });

  it('throws ApiRequestError with the API error body', async () => {
    const fetchImpl = vi.fn(async () =>
      jsonResponse({ statusCode: 404, error: 'Not Found', message: WORKSPACE_ERRORS.notFound }, 404),
    );
    const error = await createApiClient({ fetchImpl })
      .get('/v2/app/workspaces/x', { parse: (x) => x })
      .catch((e: unknown) => e);
    expect(isApiRequestError(error, 404)).toBe(true);
    expect((error as ApiRequestError).message).toBe(WORKSPACE_ERRORS.notFound);
    expect((error as ApiRequestError).error).toBe('Not Found');
  });

  it('keeps the seconds a Retry-After header asks to wait', async () => {
    const fetchImpl = vi.fn(
      async () =>
        new Response(JSON.stringify({ statusCode: 429, error: 'Too Many Requests', message: 'Wait' }), {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '17' },
        }),
    );
    const error = await createApiClient({ fetchImpl })
      .post('/v2/public/dashboards/d/unlock', noContent, { password: 'x' })
      .catch((e: unknown) => e);
    expect(isApiRequestError(error, 429)).toBe(true);
    expect((error as ApiRequestError).retryAfterSeconds).toBe(17);
  });

  it('reports a 401 to onUnauthorized and still throws', async () => {
    const onUnauthorized = vi.fn();
    const fetchImpl = vi.fn(async () =>
      jsonResponse({ statusCode: 401, error: 'Unauthorized', message: 'Bad token' }, 401),
    );
    const api = createApiClient({ fetchImpl, onUnauthorized, getAccessToken: async () => 'old' });
    await expect(api.get('/v2/app/user/', userSchema)).rejects.toBeInstanceOf(ApiRequestError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('falls back to the status line when the error body is not JSON', async () => {
    const fetchImpl = vi.fn(
      async () => new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const error = (await createApiClient({ fetchImpl })
      .get('/v2/x', { parse: (x) => x })
      .catch((e: unknown) => e)) as ApiRequestError;
    expect(error.statusCode).toBe(502);
    expect(error.error).toBe('Bad Gateway');
  });

  it('turns a network failure into statusCode 0', async () => {
    const fetchImpl = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = (await createApiClient({ fetchImpl })
      .get('/v2/x', { parse: (x) => x })
      .catch((e: unknown) => e)) as ApiRequestError;
    expect(isApiRequestError(error, 0)).toBe(true);
  });

  it('rejects a reply that does not match the contract', async () => {
    const fetchImpl = vi.fn(async () => jsonResponse({ userId: 42 }));
    const error = await createApiClient({ fetchImpl })
      .get('/v2/app/user/', userSchema)
      .catch((e: unknown) => e);
    expect(isApiRequestError(error, 200)).toBe(true);
    expect((error as ApiRequestError).error).toBe('Unexpected Response');
  });

  it('streams a POST reply body with the token and an event-stream Accept header', async () => {
    const fetchImpl = vi.fn(
      async () =>
        new Response('event: ping\ndata: 1\n\n', { headers: { 'Content-Type': 'text/event-stream' } }),
    );
    const api = createApiClient({ fetchImpl, getAccessToken: async () => 'abc' });
    const body = await api.postStream('/v2/app/file/updates', { ids: ['f-1'] });
    expect(await new Response(body).text()).toBe('event: ping\ndata: 1\n\n');
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/v2/app/file/updates');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"ids":["f-1"]}');
    const headers = new Headers(init.headers);
    expect(headers.get('Accept')).toBe('text/event-stream');
    expect(headers.get('Authorization')).toBe('Bearer abc');
  });

  it('throws ApiRequestError when a streamed request is refused', async () => {
    const fetchImpl = vi.fn(async () =>
      jsonResponse({ statusCode: 403, error: 'Forbidden', message: 'No access' }, 403),
    );
    const error = await createApiClient({ fetchImpl })
      .postStream('/v2/app/file/trust', { files: [] })
      .catch((e: unknown) => e);
    expect(isApiRequestError(error, 403)).toBe(true);
  });
});
