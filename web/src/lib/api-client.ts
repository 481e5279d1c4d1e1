// The fetch under the typed client (lib/api/api.ts) for the same-origin JSON API. Every failure
// surfaces as an ApiError so callers handle one shape, whether the server answered with
// { code, message } or not at all.

export const NETWORK_ERROR_MESSAGE =
  'Could not reach the server. Check your connection and try again.';
export const FALLBACK_ERROR_MESSAGE = 'Something went wrong. Please try again.';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** The optional `details` object of the error body, e.g. `{ reason: 'token_expired' }`. */
  readonly details: Readonly<Record<string, unknown>>;

  constructor(
    status: number,
    code: string,
    message: string,
    details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }

  /** `details.reason` when the server gave one as a string. */
  get reason(): string | undefined {
    const reason = this.details.reason;
    return typeof reason === 'string' ? reason : undefined;
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
  fetchImpl?: typeof fetch;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Builds the ApiError for a non-2xx response from its (possibly non-JSON) body text. */
export function toApiError(status: number, bodyText: string): ApiError {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(bodyText);
  } catch {
    // Proxies and crashed servers answer with HTML or plain text: fall through to the fallback.
  }
  if (isRecord(parsed)) {
    const code = typeof parsed.code === 'string' && parsed.code !== '' ? parsed.code : null;
    const message =
      typeof parsed.message === 'string' && parsed.message !== '' ? parsed.message : null;
    if (code !== null || message !== null) {
      const details = isRecord(parsed.details) ? parsed.details : {};
      return new ApiError(
        status,
        code ?? `http_${status}`,
        message ?? FALLBACK_ERROR_MESSAGE,
        details,
      );
    }
  }
  return new ApiError(status, `http_${status}`, FALLBACK_ERROR_MESSAGE);
}

export async function apiRequest<T>(
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const { body, signal, fetchImpl = fetch } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetchImpl(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? null : JSON.stringify(body),
      signal: signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE);
  }

  const text = await response.text().catch(() => '');
  if (!response.ok) throw toApiError(response.status, text);
  if (text === '') return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError(response.status, 'invalid_response', FALLBACK_ERROR_MESSAGE);
  }
}

/** The text to show for any failure: the server's message, or a generic one. */
export function errorMessageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : FALLBACK_ERROR_MESSAGE;
}
