import { vi } from 'vitest';
import { createApiClient, type ApiClient } from '../lib/api/api-client';

export interface MockRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

/** A reply with a status other than 200, e.g. `reply(404, { statusCode: 404, ... })` or `reply(204)`. */
class MockReply {
  constructor(
    readonly status: number,
    readonly body?: unknown,
  ) {}
}

export const reply = (status: number, body?: unknown) => new MockReply(status, body);

/** An API error reply in the shape of the server's errors. */
export const errorReply = (status: number, message = 'Request failed') =>
  reply(status, { statusCode: status, error: 'Error', message });

type MockHandler = (request: MockRequest) => unknown;

/** Route table keyed "METHOD /path" (no query); a value is the 200 body, a MockReply or a handler. */
export type MockRoutes = Record<string, unknown>;

function toResponse(value: unknown): Response {
  const result = value instanceof MockReply ? value : new MockReply(200, value);
  if (result.body === undefined)
    return new Response(null, { status: result.status === 200 ? 204 : result.status });
  return new Response(JSON.stringify(result.body), {
    status: result.status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * The real API client over a fake fetch: replies still pass the contracts schemas. Unknown routes answer 404.
 * `calls` records every request in order.
 */
export function createMockApi(routes: MockRoutes): { api: ApiClient; calls: MockRequest[] } {
  const calls: MockRequest[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
    const request: MockRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body,
      headers: new Headers(init?.headers),
    };
    calls.push(request);
    const route = routes[`${method} ${url.pathname}`];
    if (route === undefined) return toResponse(errorReply(404, `No mock for ${method} ${url.pathname}`));
    const value = typeof route === 'function' ? await (route as MockHandler)(request) : route;
    return toResponse(value);
  });
  return { api: createApiClient({ fetchImpl, getAccessToken: async () => 'test-token' }), calls };
}
