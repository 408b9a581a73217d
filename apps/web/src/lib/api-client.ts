import type { ErrorBody } from '@codepath/contract/errors';
import { API_TIMEOUT_MS } from '@codepath/contract/constants';
import { clearSession } from '@/lib/auth-store';
import { readToken } from '@/lib/token';

export type ApiErrorCode = 'http' | 'network' | 'timeout' | 'invalid-response';

/** A failed call: `message` is what a user may read; `body` holds the server's error fields. */
export class ApiError extends Error {
  readonly code: ApiErrorCode;
  readonly status: number | null;
  readonly body: Partial<ErrorBody> | null;

  constructor(code: ApiErrorCode, message: string, status: number | null = null, body: Partial<ErrorBody> | null = null) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.body = body;
  }
}

type UnauthorizedHandler = () => void;

let handleUnauthorized: UnauthorizedHandler = () => window.location.assign('/login');

/** The app registers a router-aware redirect; the default reloads onto /login. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  handleUnauthorized = handler;
}

type RequestOptions = {
  body?: unknown;
  /** Sent as it is (a file), with its own content type, instead of a JSON body. */
  rawBody?: { data: Blob; contentType: string };
  signal?: AbortSignal;
};

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function asErrorBody(value: unknown): Partial<ErrorBody> | null {
  return typeof value === 'object' && value !== null ? (value as Partial<ErrorBody>) : null;
}

/**
 * Calls the API with JSON, the bearer token when one is stored, and the 51 s time-out.
 * A 401 on a call that carried the current token means the session is gone: the
 * token is removed and the user is sent to /login. (A 401 without a token is a wrong
 * password on the login form and is returned as an ordinary error.)
 */
export async function apiRequest(method: string, path: string, options: RequestOptions = {}): Promise<unknown> {
  const response = await send(method, path, options);
  const payload = await readJson(response);
  if (response.ok) return payload;
  throw failure(response, payload);
}

/** A file the API answers (a download): its bytes, or the same errors as apiRequest. */
export async function apiDownload(path: string): Promise<Blob> {
  const response = await send('GET', path, {});
  if (response.ok) return response.blob();
  throw failure(response, await readJson(response));
}

async function send(method: string, path: string, options: RequestOptions): Promise<Response> {
  const token = readToken();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.rawBody) headers['Content-Type'] = options.rawBody.contentType;
  if (token) headers.Authorization = `Bearer ${token}`;
  const timeout = AbortSignal.timeout(API_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: options.rawBody ? options.rawBody.data : options.body === undefined ? undefined : JSON.stringify(options.body),
      signal,
    });
  } catch (cause) {
    if (timeout.aborted) throw new ApiError('timeout', 'The server took too long to answer');
    throw new ApiError('network', cause instanceof Error ? cause.message : 'Network error');
  }
  // Only the token still in use counts: a late answer to a call made with a token
  // since logged out must not end the session that replaced it.
  if (response.status === 401 && token && readToken() === token) {
    clearSession();
    handleUnauthorized();
  }
  return response;
}

function failure(response: Response, payload: unknown): ApiError {
  const body = asErrorBody(payload);
  return new ApiError('http', body?.error ?? `Request failed with status ${response.status}`, response.status, body);
}
