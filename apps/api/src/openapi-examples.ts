/**
 * The examples of the OpenAPI document (/api/docs), one entry per operationId, put beside the
 * schemas by `openapiTransform` (openapi.ts). openapi.test.ts validates every example against its own
 * operation's schemas in the served document, so an example that no longer fits the contract fails the
 * tests. The values are answers of the demo shop (`npm start` on an empty data directory).
 */
import { EVENT_MESSAGES } from '@shop/core/schemas/event';
import { AUTH_MESSAGES, tooManyAttemptsMessage } from '@shop/core/schemas/auth';
import { DRAINING_MESSAGE } from './lib/errors.ts';
import { AUDIT_EXAMPLES } from './modules/audit/openapi-examples.ts';
import { AUTH_EXAMPLES } from './modules/auth/openapi-examples.ts';
import { CATALOGUE_LIST_EXAMPLES } from './modules/brands/openapi-examples.ts';
import { BUYBACK_EXAMPLES, tradeInExamples } from './modules/buybacks/openapi-examples.ts';
import { CONSIGNMENT_EXAMPLES } from './modules/consignments/openapi-examples.ts';
import { CUSTOMER_EXAMPLES } from './modules/customers/openapi-examples.ts';
import { DASHBOARD_EXAMPLES } from './modules/dashboard/openapi-examples.ts';
import { EVENT_EXAMPLES } from './modules/events/openapi-examples.ts';
import { HEALTH_EXAMPLES } from './modules/health/openapi-examples.ts';
import { IMAGE_EXAMPLES } from './modules/images/openapi-examples.ts';
import { INCIDENT_EXAMPLES } from './modules/incidents/openapi-examples.ts';
import { invoiceExamples } from './modules/invoices/openapi-examples.ts';
import { MESSAGE_EXAMPLES } from './modules/messages/openapi-examples.ts';
import { ORDER_EXAMPLES } from './modules/orders/openapi-examples.ts';
import { PIECE_EXAMPLES, orderPieceExamples } from './modules/pieces/openapi-examples.ts';
import { POLICY_EXAMPLES } from './modules/policies/openapi-examples.ts';
import { PRIVACY_EXAMPLES } from './modules/privacy/openapi-examples.ts';
import { PRODUCT_EXAMPLES } from './modules/products/openapi-examples.ts';
import { RETURN_EXAMPLES } from './modules/returns/openapi-examples.ts';
import { RIGHTS_EXAMPLES } from './modules/rights/openapi-examples.ts';
import { SERVICE_EXAMPLES } from './modules/services/openapi-examples.ts';
import { SETTING_EXAMPLES } from './modules/settings/openapi-examples.ts';
import { USER_EXAMPLES } from './modules/users/openapi-examples.ts';
import { WARD_EXAMPLES } from './modules/wards/openapi-examples.ts';
import { WARRANTY_EXAMPLES } from './modules/warranty/openapi-examples.ts';
import { error, order, type ErrorExample } from './lib/openapi-demo.ts';

export interface OperationExamples {
  /** The JSON body the client sends. */
  request?: unknown;
  /** The operation's main answer: the body of its lowest 2xx status (a string for a text answer). */
  response?: unknown;
  /**
   * The main answer is not JSON: its media types (the example, if any, goes to the first). A type
   * that is not text is described as binary and has no example.
   */
  responseTypes?: string[];
  /** The body is a multipart form with one file in this field (and no example: it is a file). */
  fileField?: string;
  /** Its other answers, by status: errors that say more than the shared ones (`ERROR_EXAMPLES`), or not errors. */
  answers?: Record<number, unknown>;
}

/** One example per error status, used by every operation that answers it (unless it has its own). */
export const ERROR_EXAMPLES: Record<number, ErrorExample> = {
  400: error(400, 'VALIDATION_ERROR', 'Id không hợp lệ', [{ field: 'id', in: 'params', message: 'Id không hợp lệ' }]),
  401: error(401, 'UNAUTHORIZED', AUTH_MESSAGES.unauthenticated),
  403: error(403, 'FORBIDDEN', AUTH_MESSAGES.forbidden),
  404: error(404, 'NOT_FOUND', 'Không tìm thấy'),
  406: error(406, 'NOT_ACCEPTABLE', EVENT_MESSAGES.notAcceptable),
  409: error(409, 'CONFLICT', 'Dữ liệu đã tồn tại'),
  413: error(413, 'PAYLOAD_TOO_LARGE', 'Dữ liệu gửi lên quá lớn'),
  422: error(422, 'UNPROCESSABLE', 'Yêu cầu không thể thực hiện'),
  429: error(429, 'TOO_MANY_REQUESTS', tooManyAttemptsMessage(30)),
  503: error(503, 'SERVICE_UNAVAILABLE', DRAINING_MESSAGE),
};

export const OPERATION_EXAMPLES: Record<string, OperationExamples> = {
  ...HEALTH_EXAMPLES,
  ...AUTH_EXAMPLES,
  ...RIGHTS_EXAMPLES,
  ...USER_EXAMPLES,
  ...SETTING_EXAMPLES,
  ...PRODUCT_EXAMPLES,
  ...CATALOGUE_LIST_EXAMPLES,
  ...POLICY_EXAMPLES,
  ...WARD_EXAMPLES,
  ...IMAGE_EXAMPLES,
  ...ORDER_EXAMPLES,
  ...RETURN_EXAMPLES,
  ...CUSTOMER_EXAMPLES,
  ...MESSAGE_EXAMPLES,
  ...DASHBOARD_EXAMPLES,
  ...AUDIT_EXAMPLES,
  ...EVENT_EXAMPLES,
  pages_getOgByIdJpg: { responseTypes: ['image/jpeg'] },
  ...PIECE_EXAMPLES,
  ...BUYBACK_EXAMPLES,
  ...CONSIGNMENT_EXAMPLES,
  ...orderPieceExamples(order),
  ...tradeInExamples(order),
  ...invoiceExamples(order),
  ...PRIVACY_EXAMPLES,
  ...INCIDENT_EXAMPLES,
  ...WARRANTY_EXAMPLES,
  ...SERVICE_EXAMPLES,
};
