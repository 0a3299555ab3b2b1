import { queryString, type QueryValue } from '@shop/core/catalogue';
import type { ErrorResponse } from '@shop/core/schemas/common';

/** Base path of the API: the same origin in production, proxied by Vite in development. */
const API_BASE = '/api';

export const GENERIC_ERROR_MESSAGE = 'Có lỗi xảy ra';

/** Codes the client gives to failures that did not come with the API's error shape. */
export const CLIENT_ERROR_CODES = {
  network: 'NETWORK_ERROR',
  badResponse: 'BAD_RESPONSE',
  /** A well-formed answer without the shape a screen needs (raised by the fetchers that check one). */
  invalidResponse: 'INVALID_RESPONSE',
} as const;

/**
 * Every failed call rejects with an ApiError. `status` is the HTTP status (0 for a network error);
 * `fromServer` is true when the API answered with its error shape, so `message` is the server's.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details?: unknown;
  readonly fromServer: boolean;
  /** From the answer's Retry-After header (a 429): whole seconds before the call may be tried again. */
  readonly retryAfterSeconds?: number;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    details?: unknown;
    fromServer?: boolean;
    retryAfterSeconds?: number;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.details = init.details;
    this.fromServer = init.fromServer ?? false;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

/** Retry-After as whole seconds from now: a number of seconds, or an HTTP date; undefined when absent or unreadable. */
function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The server's message when it sent one, else `fallback`. */
export function errorMessage(error: unknown, fallback = GENERIC_ERROR_MESSAGE): string {
  return isApiError(error) && error.fromServer && error.message ? error.message : fallback;
}

/**
 * How the client reaches the signed-in session without importing the auth store (which sits above
 * the API layer). The auth store registers itself with `setAuthSession`.
 */
export interface AuthSession {
  getToken(): string | null;
  /** Renews the tokens; resolves true when it could, false (after clearing the session) otherwise. */
  refresh(): Promise<boolean>;
}

let session: AuthSession | null = null;
let refreshing: Promise<boolean> | null = null;

export function setAuthSession(next: AuthSession | null): void {
  session = next;
  refreshing = null;
}

/** The bearer token of the signed-in session, for calls that do not go through `apiRequest` (the event stream). */
export function currentToken(): string | null {
  return session?.getToken() ?? null;
}

/** Renews the session once for all callers that ask while a renewal is under way (single flight). */
export function refreshSession(): Promise<boolean> {
  if (!session) return Promise.resolve(false);
  if (!refreshing) {
    const current = session
      .refresh()
      .catch(() => false)
      .finally(() => {
        if (refreshing === current) refreshing = null;
      });
    refreshing = current;
  }
  return refreshing;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as is when it is FormData. */
  body?: unknown;
  /** Added to the URL; null/undefined/'' are left out, arrays become comma lists. */
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Send the bearer token (default true). */
  auth?: boolean;
  /** On a 401, renew the session once and retry (default: same as `auth`). */
  retryOnUnauthorized?: boolean;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  const qs = queryString(query);
  return qs ? `${url}${url.includes('?') ? `&${qs.slice(1)}` : qs}` : url;
}

/**
 * Server-side rendering (entry-server.tsx) answers the app's requests in process: the API sets this
 * once. The browser always uses `fetch`.
 */
let serverFetch: typeof fetch | null = null;
export function setServerFetch(next: typeof fetch | null): void {
  serverFetch = next;
}

async function send(url: string, init: RequestInit, token: string | null): Promise<Response> {
  const headers = new Headers(init.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  try {
    return await (serverFetch ?? fetch)(url, { ...init, headers });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new ApiError({ status: 0, code: CLIENT_ERROR_CODES.network, message: GENERIC_ERROR_MESSAGE });
  }
}

async function readJson(response: Response): Promise<{ ok: true; data: unknown } | { ok: false }> {
  const text = await response.text();
  if (!text) return { ok: true, data: undefined };
  try {
    return { ok: true, data: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * The API's error shape (`errorResponse` in core), checked by hand so that the client does not pull
 * zod into the entry chunk for it.
 */
function asErrorResponse(data: unknown): ErrorResponse | null {
  if (typeof data !== 'object' || data === null) return null;
  const error: unknown = (data as { error?: unknown }).error;
  if (typeof error !== 'object' || error === null) return null;
  const { statusCode, code, message } = error as Record<string, unknown>;
  if (typeof statusCode !== 'number' || !Number.isInteger(statusCode)) return null;
  if (typeof code !== 'string' || typeof message !== 'string') return null;
  return data as ErrorResponse;
}

async function toApiError(response: Response): Promise<ApiError> {
  const body = await readJson(response);
  const parsed = body.ok ? asErrorResponse(body.data) : null;
  const retryAfter = retryAfterSeconds(response.headers.get('retry-after'));
  if (parsed) {
    const { statusCode, code, message, details } = parsed.error;
    return new ApiError({
      status: statusCode || response.status,
      code,
      message,
      details,
      fromServer: true,
      retryAfterSeconds: retryAfter,
    });
  }
  return new ApiError({
    status: response.status,
    code: CLIENT_ERROR_CODES.badResponse,
    message: GENERIC_ERROR_MESSAGE,
    retryAfterSeconds: retryAfter,
  });
}

/**
 * The one way the web app calls the API: JSON in and out, bearer token, one session renewal and
 * retry on 401, every failure as an ApiError. `T` is the answer's type from core (`import type`).
 */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal, auth = true } = options;
  const retryOnUnauthorized = options.retryOnUnauthorized ?? auth;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    payload = JSON.stringify(body);
    headers['Content-Type'] = 'application/json';
  }
  const url = buildUrl(path, query);
  const init: RequestInit = { method, headers, body: payload, signal };

  const tokenUsed = auth ? (session?.getToken() ?? null) : null;
  let response = await send(url, init, tokenUsed);

  if (response.status === 401 && retryOnUnauthorized && tokenUsed) {
    // Another call may already have renewed the token since this one was sent.
    const renewed = session?.getToken() !== tokenUsed || (await refreshSession());
    const token = session?.getToken() ?? null;
    if (renewed && token) response = await send(url, init, token);
  }

  if (!response.ok) throw await toApiError(response);

  const result = await readJson(response);
  if (!result.ok) {
    throw new ApiError({
      status: response.status,
      code: CLIENT_ERROR_CODES.badResponse,
      message: GENERIC_ERROR_MESSAGE,
    });
  }
  // Not re-validated here: the server checks every answer against the same core schema before sending it.
  return result.data as T;
}
