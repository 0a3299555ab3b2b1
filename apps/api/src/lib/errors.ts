/** Typed errors thrown by routes and repositories; the errors plugin turns them into the error shape. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    /** Sent as `Retry-After` (whole seconds) with the answer: when the client may try again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, details?: unknown) => new HttpError(400, 'BAD_REQUEST', message, details);
export const unauthorized = (message: string) => new HttpError(401, 'UNAUTHORIZED', message);
export const forbidden = (message: string, details?: unknown) => new HttpError(403, 'FORBIDDEN', message, details);
export const notFound = (message = 'Không tìm thấy') => new HttpError(404, 'NOT_FOUND', message);
export const conflict = (message: string, details?: unknown) => new HttpError(409, 'CONFLICT', message, details);
export const payloadTooLarge = (message: string) => new HttpError(413, 'PAYLOAD_TOO_LARGE', message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, 'TOO_MANY_REQUESTS', message, undefined, Math.max(1, Math.ceil(retryAfterSeconds)));

/** This server is shutting down (draining): the client should try again, and reaches another server. */
export const DRAINING_MESSAGE = 'Máy chủ đang tạm dừng để khởi động lại, vui lòng thử lại sau giây lát';
export const serviceUnavailable = (message: string, retryAfterSeconds: number) =>
  new HttpError(503, 'SERVICE_UNAVAILABLE', message, undefined, Math.max(1, Math.ceil(retryAfterSeconds)));

/** PostgreSQL error codes a client can trigger (unique/foreign-key violations) map to 409. */
export function pgErrorCode(err: unknown): string | undefined {
  let e: unknown = err;
  for (let i = 0; i < 3 && e && typeof e === 'object'; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A well-formed request the server will not carry out as sent (e.g. an idempotency key reused with another body). */
export const unprocessable = (message: string, details?: unknown) =>
  new HttpError(422, 'UNPROCESSABLE', message, details);
