import { auditListResponse } from '@shop/core/schemas/audit';
import { pieceListResponse, pieceSchema, pieceVariantsResponse } from '@shop/core/schemas/piece';
import { buybackListResponse, buybackSchema } from '@shop/core/schemas/buyback';
import { tradeInCandidatesResponse } from '@shop/core/schemas/trade-in';
import { consignmentListResponse, consignmentSchema } from '@shop/core/schemas/consignment';
import { piecePhotoSchema, piecePhotosResponse } from '@shop/core/schemas/piece-photo';
import { servicePhotoSchema, servicePhotosResponse } from '@shop/core/schemas/service-photo';
import {
  changePasswordResponse,
  loginAnswer,
  loginResponse,
  refreshResponse,
  verifyResponse,
} from '@shop/core/schemas/auth';
import { brandSchema, brandsResponse } from '@shop/core/schemas/brand';
import { categoriesResponse, categorySchema } from '@shop/core/schemas/category';
import { okResponse } from '@shop/core/schemas/common';
import { customerDetailResponse, customerListResponse } from '@shop/core/schemas/customer';
import { dashboardResponse, reportsResponse } from '@shop/core/schemas/dashboard';
import { EVENT_READY, eventTicketResponse, shopEvent } from '@shop/core/schemas/event';
import { incidentListSchema, incidentSchema, unreportedIncidentsSchema } from '@shop/core/schemas/incident';
import { healthLiveResponse, healthReadyResponse, healthResponse } from '@shop/core/schemas/health';
import {
  channelStatesResponse,
  messageList,
  messagePreviewResponse,
  messageSchema,
  messageTemplateList,
  messageTemplateSchema,
} from '@shop/core/schemas/message';
import { awaitingInvoicesResponse } from '@shop/core/schemas/invoice';
import { bulkDeleteImagesResponse, imageCountResponse, imageSchema, imagesResponse } from '@shop/core/schemas/image';
import { orderListResponse, orderLookupResponse, orderSchema, orderStatsResponse } from '@shop/core/schemas/order';
import {
  consentListResponse,
  dataRequestCreated,
  dataRequestListResponse,
  dataRequestSchema,
  dataSubjectView,
  erasureResult,
  privacyCodeSent,
} from '@shop/core/schemas/privacy';
import { policyHistorySchema, policyListSchema, policyVersionSchema } from '@shop/core/schemas/policy';
import { productListResponse, productSchema, productsResponse } from '@shop/core/schemas/product';
import { bulkResponse, importResponse, manageListResponse } from '@shop/core/schemas/product-tools';
import {
  orderReturnsResponse,
  returnListResponse,
  returnSchema,
  returnStatsResponse,
  shopperReturnSchema,
  shopperReturnsResponse,
} from '@shop/core/schemas/return';
import { rightSchema, rolePermissionsResponse, roleSchema } from '@shop/core/schemas/role';
import { paymentAccountSchema, settingSchema, settingsMap } from '@shop/core/schemas/setting';
import { sizeSchema, sizesResponse } from '@shop/core/schemas/size';
import { subBrandSchema, subBrandsResponse } from '@shop/core/schemas/sub-brand';
import { userSchema, usersResponse } from '@shop/core/schemas/user';
import { recoveryCodesResponse, twoFactorSetup, twoFactorStatus } from '@shop/core/schemas/two-factor';
import { availabilityResponse, variantSchema, variantsResponse } from '@shop/core/schemas/variant';
import { wardsResponse } from '@shop/core/schemas/ward';
import { serviceListResponse, serviceLookupResponse, serviceSchema } from '@shop/core/schemas/service';
import { warrantiesResponse, warrantyLookupResponse, warrantySchema } from '@shop/core/schemas/warranty';
import { z } from 'zod';

/**
 * What a route answers on success: the core zod schema the API declares for its 2xx answers
 * (apps/api/src/modules/<module>/routes.ts) and the statuses it answers with (200 unless said), or
 * `text` (a file download: CSV) or `event-stream` (Server-Sent Events, whose messages `checkEvent`
 * checks).
 */
type Answer = z.ZodType | { schema: z.ZodType; statuses: number[] } | 'text' | 'event-stream';

/** A route that answers 201 with the created row. */
const created = (schema: z.ZodType) => ({ schema, statuses: [201] });

/**
 * Every API route the web app calls, as `"METHOD /api/path"` with `:name` for a path parameter, and
 * its success answer: the mocked 2xx answers of the web tests are parsed with it, so a fixture cannot
 * drift from the API. Keep it in step with the routes' `response` schemas.
 */
const API_ROUTES: Record<string, Answer> = {
  'GET /api/health': healthResponse,
  'GET /api/health/live': healthLiveResponse,
  'GET /api/health/ready': healthReadyResponse,
  // auth
  'POST /api/auth/login': loginAnswer,
  'POST /api/auth/login/two-factor': loginResponse,
  'POST /api/auth/verify': verifyResponse,
  'POST /api/auth/refresh': refreshResponse,
  'POST /api/auth/logout': okResponse,
  'GET /api/auth/me': userSchema,
  'PUT /api/auth/password': changePasswordResponse,
  'GET /api/auth/two-factor': twoFactorStatus,
  'POST /api/auth/two-factor/setup': twoFactorSetup,
  'POST /api/auth/two-factor/enable': recoveryCodesResponse,
  'POST /api/auth/two-factor/disable': okResponse,
  'DELETE /api/users/:id/two-factor': okResponse,
  'POST /api/auth/register': created(userSchema),
  // rights, roles and users
  'GET /api/rights/role-permissions/:roleId': rolePermissionsResponse,
  'GET /api/rights': z.array(rightSchema),
  'PATCH /api/rights/:id': rightSchema,
  'GET /api/roles': z.array(roleSchema),
  'GET /api/roles/:id': roleSchema,
  'POST /api/roles': created(roleSchema),
  'PUT /api/roles/:id': roleSchema,
  'DELETE /api/roles/:id': okResponse,
  'GET /api/users': usersResponse,
  'GET /api/users/manageable-roles': z.array(roleSchema),
  'GET /api/users/:id': userSchema,
  'PUT /api/users/:id': userSchema,
  'DELETE /api/users/:id': okResponse,
  // settings
  'GET /api/settings': settingsMap,
  'GET /api/settings/:key': settingSchema,
  // 200 when the setting was there, 201 when it is new.
  'POST /api/settings': { schema: settingSchema, statuses: [200, 201] },
  'DELETE /api/settings/:key': okResponse,
  'PUT /api/settings/payment-account': paymentAccountSchema,
  // policies
  'GET /api/policies': policyListSchema,
  'GET /api/policies/:slug': policyVersionSchema,
  'GET /api/policies/:slug/versions': policyHistorySchema,
  'PUT /api/policies/:slug': created(policyVersionSchema),
  // catalogue
  'GET /api/products/manage': manageListResponse,
  'POST /api/products/bulk': bulkResponse,
  'GET /api/products/export': 'text',
  'POST /api/products/import': importResponse,
  'GET /api/products': productListResponse,
  'GET /api/products/featured': productsResponse,
  'GET /api/products/:id': productSchema,
  'POST /api/products': created(productSchema),
  'PUT /api/products/:id': productSchema,
  'DELETE /api/products/:id': okResponse,
  'GET /api/product-variants/availability': availabilityResponse,
  'GET /api/product-variants/product/:productId': variantsResponse,
  'POST /api/product-variants': created(variantSchema),
  'PUT /api/product-variants/:id': variantSchema,
  'DELETE /api/product-variants/:id': okResponse,
  'GET /api/brands': brandsResponse,
  'GET /api/brands/with-product-count': brandsResponse,
  'GET /api/brands/homepage': brandsResponse,
  'GET /api/brands/active': brandsResponse,
  'POST /api/brands': created(brandSchema),
  'PUT /api/brands/:id': brandSchema,
  'DELETE /api/brands/:id': okResponse,
  'GET /api/sub-brands': subBrandsResponse,
  'GET /api/sub-brands/active': subBrandsResponse,
  'POST /api/sub-brands': created(subBrandSchema),
  'PUT /api/sub-brands/:id': subBrandSchema,
  'DELETE /api/sub-brands/:id': okResponse,
  'GET /api/categories': categoriesResponse,
  'POST /api/categories': created(categorySchema),
  'PUT /api/categories/:id': categorySchema,
  'DELETE /api/categories/:id': okResponse,
  'GET /api/sizes': sizesResponse,
  'GET /api/wards': wardsResponse,
  'POST /api/sizes': created(sizeSchema),
  'PUT /api/sizes/:id': sizeSchema,
  'DELETE /api/sizes/:id': okResponse,
  'GET /api/images': imagesResponse,
  'GET /api/images/count': imageCountResponse,
  'POST /api/images/upload': created(imageSchema),
  'POST /api/images/bulk-delete': bulkDeleteImagesResponse,
  'DELETE /api/images/:id': okResponse,
  // orders and customers
  'POST /api/orders': created(orderLookupResponse),
  'GET /api/orders': orderListResponse,
  'GET /api/orders/stats': orderStatsResponse,
  'GET /api/orders/lookup': orderLookupResponse,
  'GET /api/orders/export': 'text',
  'GET /api/orders/:id': orderSchema,
  'PUT /api/orders/:id': orderSchema,
  'PATCH /api/orders/:id/status': orderSchema,
  'PATCH /api/orders/:id/payment': orderSchema,
  // VAT invoices
  'PUT /api/orders/:id/invoice': orderSchema,
  'PUT /api/orders/:id/invoice/request': orderSchema,
  'PUT /api/orders/:id/invoice/files/:kind': orderSchema,
  'GET /api/orders/:id/invoice/files/:kind': 'text',
  'GET /api/invoices/awaiting': awaitingInvoicesResponse,
  'GET /api/invoices/awaiting/export': 'text',
  // the register of personal-data incidents
  'GET /api/incidents': incidentListSchema,
  'GET /api/incidents/unreported': unreportedIncidentsSchema,
  'POST /api/incidents': created(incidentSchema),
  'PUT /api/incidents/:id': incidentSchema,
  'DELETE /api/incidents/:id': okResponse,
  // returns and refunds
  'GET /api/orders/lookup/returns': shopperReturnsResponse,
  'POST /api/orders/lookup/returns': created(shopperReturnSchema),
  'GET /api/returns': returnListResponse,
  'GET /api/returns/stats': returnStatsResponse,
  'GET /api/returns/order/:orderId': orderReturnsResponse,
  'GET /api/returns/:id': returnSchema,
  'POST /api/returns': created(returnSchema),
  'PATCH /api/returns/:id': returnSchema,
  // personal data
  'POST /api/privacy/code': privacyCodeSent,
  'POST /api/privacy/subject': dataSubjectView,
  'POST /api/privacy/consents/withdraw': dataSubjectView,
  'POST /api/privacy/requests': created(dataRequestCreated),
  'GET /api/privacy/requests': dataRequestListResponse,
  'PATCH /api/privacy/requests/:id': dataRequestSchema,
  'GET /api/privacy/requests/:id/export': 'text',
  'POST /api/privacy/requests/:id/erase': erasureResult,
  'GET /api/privacy/consents': consentListResponse,
  'POST /api/privacy/consents/:id/withdraw': consentListResponse,
  'GET /api/customers': customerListResponse,
  'GET /api/customers/:phone': customerDetailResponse,
  // pieces
  'GET /api/pieces': pieceListResponse,
  'GET /api/pieces/variants': pieceVariantsResponse,
  'GET /api/pieces/:id': pieceSchema,
  'POST /api/pieces': created(pieceSchema),
  'PUT /api/pieces/:id': pieceSchema,
  'GET /api/pieces/export': 'text',
  'POST /api/pieces/import': importResponse,
  'GET /api/pieces/:id/photos': piecePhotosResponse,
  'POST /api/pieces/:id/photos': created(piecePhotoSchema),
  'GET /api/pieces/:id/photos/:photoId': 'text',
  'DELETE /api/pieces/:id/photos/:photoId': okResponse,
  'POST /api/orders/:id/pieces': orderSchema,
  'DELETE /api/orders/:id/pieces/:pieceId': orderSchema,
  // buy-backs
  'GET /api/buybacks': buybackListResponse,
  'GET /api/buybacks/export': 'text',
  'GET /api/buybacks/:id': buybackSchema,
  'POST /api/buybacks': created(buybackSchema),
  'GET /api/orders/:id/trade-ins': tradeInCandidatesResponse,
  'POST /api/orders/:id/trade-ins': orderSchema,
  'DELETE /api/orders/:id/trade-ins/:buybackId': orderSchema,
  // consignment payouts
  'GET /api/consignments': consignmentListResponse,
  'POST /api/consignments/:id/paid': consignmentSchema,
  // warranty
  'GET /api/warranty': warrantyLookupResponse,
  'GET /api/warranties': warrantiesResponse,
  'GET /api/warranties/:id': warrantySchema,
  // service desk
  'GET /api/services': serviceListResponse,
  'GET /api/services/lookup': serviceLookupResponse,
  'GET /api/services/:id': serviceSchema,
  'POST /api/services': created(serviceSchema),
  'PUT /api/services/:id': serviceSchema,
  'PATCH /api/services/:id/status': serviceSchema,
  'GET /api/services/:id/photos': servicePhotosResponse,
  'POST /api/services/:id/photos': created(servicePhotoSchema),
  'GET /api/services/:id/photos/:photoId': 'text',
  'DELETE /api/services/:id/photos/:photoId': okResponse,
  // back office
  'GET /api/dashboard': dashboardResponse,
  'GET /api/dashboard/reports': reportsResponse,
  'GET /api/audit': auditListResponse,
  // messages
  'GET /api/orders/:id/messages': messageList,
  'GET /api/services/:id/messages': messageList,
  'GET /api/messages': messageList,
  'POST /api/messages/:id/resend': messageSchema,
  'GET /api/messages/templates': messageTemplateList,
  'PUT /api/messages/templates/:kind': messageTemplateSchema,
  'POST /api/messages/templates/:kind/preview': messagePreviewResponse,
  'GET /api/messages/channels': channelStatesResponse,
  'GET /api/events': 'event-stream',
  'POST /api/events/ticket': created(eventTicketResponse),
};

const segments = (path: string) => path.split('/').filter(Boolean);

/**
 * The route of `"METHOD /api/path"` (a concrete path, or a pattern as written in `API_ROUTES`): a
 * route without parameters wins over one with (`/api/products/manage` over `/api/products/:id`).
 */
export function routeOf(key: string): { route: string; answer: Answer } | undefined {
  const [method, path = ''] = key.split(' ');
  const wanted = segments(path);
  let best: { route: string; answer: Answer; params: number } | undefined;
  for (const [route, answer] of Object.entries(API_ROUTES)) {
    const [routeMethod, routePath = ''] = route.split(' ');
    const parts = segments(routePath);
    if (routeMethod !== method || parts.length !== wanted.length) continue;
    if (!parts.every((part, i) => part === wanted[i] || (part.startsWith(':') && wanted[i] !== ''))) continue;
    const params = parts.filter((part) => part.startsWith(':')).length;
    if (!best || params < best.params) best = { route, answer, params };
  }
  return best && { route: best.route, answer: best.answer };
}

/** The route of a mocked key, or an error saying that the API has no such route. */
export function requireRoute(key: string): { route: string; answer: Answer } {
  const found = routeOf(key);
  if (!found) {
    throw new Error(
      `Mocked "${key}" is not an API route: add the route and its response schema to API_ROUTES in ` +
        'apps/web/src/test/api-mock.ts (as apps/api/src/modules/*/routes.ts declares it), or fix the key.',
    );
  }
  return found;
}

/** What a mocked answer holds (the parts `checkAnswer` reads). */
export interface CheckedAnswer {
  status?: number;
  body?: unknown;
  raw?: string;
  stream?: unknown;
  /** The API never answers this (a proxy's page, a broken answer): see `offContract`. */
  offContract?: string;
}

/**
 * Checks a mocked answer of `key` ("METHOD /api/path") against the API's contract and gives back
 * the body as the API would send it: a 2xx JSON body parsed with the route's response schema (the
 * API serializes its answers through the same schema). Throws, naming the route, when the body does
 * not match, when the route answers text or a stream and the mock answers otherwise, or when the
 * route is not an API route. Error answers (4xx, 5xx) are not checked here: `apiError` builds them.
 */
export function checkAnswer(key: string, answer: CheckedAnswer): unknown {
  const { route, answer: expected } = requireRoute(key);
  const status = answer.status ?? 200;
  if (status < 200 || status > 299 || answer.offContract !== undefined) return answer.body;
  if (expected === 'event-stream') {
    if (answer.stream === undefined) throw new Error(`Mocked "${key}" (${route}) answers a stream: use eventStream()`);
    return answer.body;
  }
  if (expected === 'text') {
    if (answer.raw === undefined) throw new Error(`Mocked "${key}" (${route}) answers a file: give it as \`raw\``);
    return answer.body;
  }
  if (answer.raw !== undefined || answer.stream !== undefined) {
    throw new Error(`Mocked "${key}" (${route}) answers JSON, not text: give \`body\`, or mark it offContract()`);
  }
  const { schema, statuses } = expected instanceof z.ZodType ? { schema: expected, statuses: [200] } : expected;
  if (!statuses.includes(status)) {
    throw new Error(`Mocked "${key}" answers ${status}: ${route} answers ${statuses.join(' or ')} on success`);
  }
  const parsed = schema.safeParse(answer.body);
  if (!parsed.success) {
    throw new Error(
      `Mocked ${status} answer of "${key}" does not match the API's response schema of ${route}:\n` +
        z.prettifyError(parsed.error),
    );
  }
  return parsed.data;
}

/**
 * A 2xx answer the API never gives (a broken body, a proxy's HTML page), for a test of how the app
 * copes with one: it is sent as it is, without the contract check. `why` says what it stands for.
 */
export function offContract<A extends Omit<CheckedAnswer, 'offContract'>>(
  why: string,
  answer: A,
): A & { offContract: string } {
  return { ...answer, offContract: why };
}

/** Checks one Server-Sent Events message as the API's event stream writes it (`GET /api/events`). */
export function checkEvent(message: { event: string; data: unknown }): void {
  if (message.event === EVENT_READY) {
    if (JSON.stringify(message.data) !== '{}') throw new Error(`The "${EVENT_READY}" event carries {}`);
    return;
  }
  const parsed = shopEvent.safeParse({ ...(message.data as object), type: message.event });
  if (!parsed.success) {
    throw new Error(
      `Mocked event "${message.event}" does not match the API's shopEvent schema:\n${z.prettifyError(parsed.error)}`,
    );
  }
}
