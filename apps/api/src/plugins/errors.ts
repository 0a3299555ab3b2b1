import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError, pgErrorCode } from '../lib/errors.ts';

interface ErrorBody {
  error: { statusCode: number; code: string; message: string; details?: unknown };
}

const body = (statusCode: number, code: string, message: string, details?: unknown): ErrorBody => ({
  error: { statusCode, code, message, ...(details === undefined ? {} : { details }) },
});

/** Turns every error into `{error: {statusCode, code, message, details?}}`; 5xx never show internals. */
export function toErrorBody(err: unknown): ErrorBody {
  if (err instanceof HttpError) return body(err.statusCode, err.code, err.message, err.details);
  if (hasZodFastifySchemaValidationErrors(err)) {
    const details = err.validation.map((v) => ({
      field: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      in: err.validationContext,
      message: v.message,
    }));
    return body(400, 'VALIDATION_ERROR', details[0]?.message ?? 'Dữ liệu không hợp lệ', details);
  }
  if (isResponseSerializationError(err)) return body(500, 'INTERNAL', 'Lỗi máy chủ');
  const pg = pgErrorCode(err);
  if (pg === '23505') return body(409, 'CONFLICT', 'Dữ liệu đã tồn tại');
  if (pg === '23503') return body(409, 'CONFLICT', 'Dữ liệu đang được sử dụng ở nơi khác');
  // Out of range, bad text representation, NUL or untranslatable characters: the client's input.
  if (pg === '22003' || pg === '22P02' || pg === '22021' || pg === '22P05' || pg === '54000')
    return body(400, 'BAD_REQUEST', 'Dữ liệu không hợp lệ');
  const fe = err as FastifyError;
  const status = typeof fe?.statusCode === 'number' ? fe.statusCode : 500;
  if (status >= 400 && status < 500) {
    const message =
      status === 413
        ? 'Dữ liệu gửi lên quá lớn'
        : status === 415
          ? 'Kiểu nội dung không được hỗ trợ'
          : fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || fe instanceof SyntaxError
            ? 'JSON không hợp lệ'
            : fe.message || 'Yêu cầu không hợp lệ';
    return body(status, fe.code ?? 'BAD_REQUEST', message);
  }
  return body(500, 'INTERNAL', 'Lỗi máy chủ');
}

export default fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler((err, request, reply) => {
      const out = toErrorBody(err);
      if (out.error.statusCode >= 500) request.log.error({ err }, 'request failed');
      else request.log.info({ code: out.error.code, status: out.error.statusCode }, out.error.message);
      if (err instanceof HttpError && err.retryAfterSeconds !== undefined)
        reply.header('retry-after', String(err.retryAfterSeconds));
      return reply.code(out.error.statusCode).send(out);
    });
  },
  { name: 'errors' },
);
