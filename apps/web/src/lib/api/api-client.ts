import { ApiRequestError } from './api-request-error';

/** Anything with a zod-like `parse`; every contracts schema fits. */
export interface ResponseParser<T> {
  parse(input: unknown): T;
  /** Reads the reply body before `parse`; JSON when absent. */
  readBody?(response: Response): Promise<unknown>;
}

/** Parser for replies without a body (204). */
export const noContent: ResponseParser<void> = { parse: () => undefined };

/** Parser for binary replies (images, downloads). */
export const blobBody: ResponseParser<Blob> = {
  readBody: (response) => response.blob(),
  // Duck-typed: test environments may mix Blob implementations.
  parse: (input) => {
    if (typeof input !== 'object' || input === null || !('size' in input)) {
      throw new TypeError('Expected a binary reply');
    }
    return input as Blob;
  },
};

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined;

/** @public Exported so declaration emit can name it in callers' inferred types. */
export interface RequestOptions {
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  /** JSON-serialisable value, or FormData / Blob sent as is. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface ApiClient {
  request<T>(
    method: HttpMethod,
    path: string,
    parser: ResponseParser<T>,
    options?: RequestOptions,
  ): Promise<T>;
  get<T>(path: string, parser: ResponseParser<T>, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  post<T>(path: string, parser: ResponseParser<T>, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, parser: ResponseParser<T>, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, parser: ResponseParser<T>, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, parser: ResponseParser<T>, options?: RequestOptions): Promise<T>;
  /**
   * POSTs `body` and answers the reply body as it arrives, for streamed replies such as `text/event-stream`.
   * Failures throw like `request`; aborting the signal ends the stream with an AbortError.
   */
  postStream(path: string, body?: unknown, options?: RequestOptions): Promise<ReadableStream<Uint8Array>>;
}

export interface ApiClientOptions {
  /** Prefix of every path; empty for same-origin calls. */
  baseUrl?: string;
  /** Bearer token of the signed-in user; omitted for calls that need no token. */
  getAccessToken?: () => Promise<string | null | undefined>;
  /** Called when the API answers 401 (the token is missing, expired or refused). */
  onUnauthorized?: (error: ApiRequestError) => void;
  fetchImpl?: typeof fetch;
}

function buildUrl(baseUrl: string, path: string, query: RequestOptions['query']): string {
  if (!query) return baseUrl + path;
  const params = new URLSearchParams();
  for (const [key, raw] of Object.entries(query)) {
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values as readonly QueryValue[]) {
      if (value !== undefined && value !== null) params.append(key, String(value));
    }
  }
  const search = params.toString();
  return search ? `${baseUrl}${path}${path.includes('?') ? '&' : '?'}${search}` : baseUrl + path;
}

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams) return body;
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/** Fetch wrapper: adds the bearer token, parses replies with the contracts schemas, throws ApiRequestError. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? '';
  const doFetch = options.fetchImpl ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  /** Sends the request with the token; answers the 2xx reply, throws ApiRequestError otherwise. */
  async function send(method: HttpMethod, path: string, requestOptions: RequestOptions): Promise<Response> {
    const headers = new Headers({ Accept: 'application/json', ...requestOptions.headers });
    const token = options.getAccessToken ? await options.getAccessToken() : null;
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const body = encodeBody(requestOptions.body, headers);

    let response: Response;
    try {
      response = await doFetch(buildUrl(baseUrl, path, requestOptions.query), {
        method,
        headers,
        body,
        signal: requestOptions.signal,
      });
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      throw new ApiRequestError(
        { statusCode: 0, error: 'Network Error', message: 'The server could not be reached.' },
        { cause },
      );
    }

    if (!response.ok) {
      const error = await ApiRequestError.fromResponse(response);
      if (response.status === 401) options.onUnauthorized?.(error);
      throw error;
    }
    return response;
  }

  async function request<T>(
    method: HttpMethod,
    path: string,
    parser: ResponseParser<T>,
    requestOptions: RequestOptions = {},
  ): Promise<T> {
    const response = await send(method, path, requestOptions);
    try {
      return parser.parse(await (parser.readBody ?? readJson)(response));
    } catch (cause) {
      throw new ApiRequestError(
        {
          statusCode: response.status,
          error: 'Unexpected Response',
          message: `The reply of ${method} ${path} did not match the expected shape.`,
        },
        { cause },
      );
    }
  }

  return {
    request,
    get: (path, parser, requestOptions) => request('GET', path, parser, requestOptions),
    post: (path, parser, body, requestOptions) => request('POST', path, parser, { ...requestOptions, body }),
    put: (path, parser, body, requestOptions) => request('PUT', path, parser, { ...requestOptions, body }),
    patch: (path, parser, body, requestOptions) =>
      request('PATCH', path, parser, { ...requestOptions, body }),
    delete: (path, parser, requestOptions) => request('DELETE', path, parser, requestOptions),
    async postStream(path, body, requestOptions = {}) {
      const response = await send('POST', path, {
        ...requestOptions,
        body,
        headers: { Accept: 'text/event-stream', ...requestOptions.headers },
      });
      if (!response.body) {
        throw new ApiRequestError({
          statusCode: response.status,
          error: 'Unexpected Response',
          message: `The reply of POST ${path} has no body to stream.`,
        });
      }
      return response.body;
    },
  };
}
