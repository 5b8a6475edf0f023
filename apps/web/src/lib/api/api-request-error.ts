import { apiErrorSchema, type ApiError } from '@hde/contracts/api';

/** Every failure of an API call: an error reply, a network failure or a reply that breaks the contract. */
export class ApiRequestError extends Error {
  /** HTTP status of the reply; 0 when no reply arrived. */
  readonly statusCode: number;
  /** Short HTTP reason, e.g. "Not Found". */
  readonly error: string;
  readonly fieldErrors: Record<string, string[]> | undefined;
  /** Seconds the reply's Retry-After header asks to wait (a 429), when it gives a number. */
  readonly retryAfterSeconds: number | undefined;

  constructor(body: ApiError, options?: { cause?: unknown; retryAfterSeconds?: number }) {
    super(body.message, options);
    this.name = 'ApiRequestError';
    this.statusCode = body.statusCode;
    this.error = body.error;
    this.fieldErrors = body.fieldErrors;
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }

  /** Builds the error from a non-2xx reply, falling back to the status line when the body is not the API shape. */
  static async fromResponse(response: Response): Promise<ApiRequestError> {
    let payload: unknown;
    try {
      payload = await response.json();
    } catch {
      payload = undefined;
    }
    const retryAfter = Number.parseInt(response.headers.get('Retry-After') ?? '', 10);
    const options = Number.isFinite(retryAfter) ? { retryAfterSeconds: retryAfter } : {};
    const parsed = apiErrorSchema.safeParse(payload);
    if (parsed.success) return new ApiRequestError(parsed.data, options);
    return new ApiRequestError(
      {
        statusCode: response.status,
        error: response.statusText || 'Error',
        message: response.statusText || `Request failed with status ${response.status}`,
      },
      options,
    );
  }
}

export function isApiRequestError(value: unknown, statusCode?: number): value is ApiRequestError {
  return value instanceof ApiRequestError && (statusCode === undefined || value.statusCode === statusCode);
}
