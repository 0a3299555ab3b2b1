import { z } from 'zod';
import { ORDER_STATUSES } from '../constants.ts';
import { queryInt } from './common.ts';

/**
 * Live events of the back office (`GET /api/events`, Server-Sent Events). Each message has an `id`
 * (increasing, the same on every server), an `event` name and JSON `data`. A client that reconnects
 * sends the last id it got (`Last-Event-ID`) and receives what it missed first.
 */

/** The first message of every stream: no data, only the id to resume from. */
export const EVENT_READY = 'ready';

export const EVENT_MESSAGES = {
  badLastEventId: 'Last-Event-ID không hợp lệ',
  badTicket: 'Vé mở luồng sự kiện không hợp lệ hoặc đã hết hạn, vui lòng lấy vé mới',
  newOrder: (code: string) => `Đơn hàng mới ${code}`,
  notAcceptable: 'Luồng sự kiện chỉ gửi cho yêu cầu có Accept: text/event-stream',
  tooManyStreams: (max: number) =>
    `Bạn đang mở quá nhiều luồng sự kiện (tối đa ${max}), vui lòng đóng bớt tab quản trị rồi thử lại`,
} as const;

const orderStatus = z.enum(ORDER_STATUSES);

/** What an order event says about the order: enough for a notice; the screens fetch the rest. */
export const orderEventSummary = z.object({
  id: z.number().int(),
  code: z.string(),
  customer: z.string(),
  amount: z.number(),
  status: orderStatus,
});
export type OrderEventSummary = z.infer<typeof orderEventSummary>;

const orderCreatedEvent = z.object({ type: z.literal('order.created'), order: orderEventSummary });
/** The order's status changed (to `order.status`). */
const orderStatusEvent = z.object({ type: z.literal('order.status'), order: orderEventSummary });
export const shopEvent = z.discriminatedUnion('type', [orderCreatedEvent, orderStatusEvent]);
export type ShopEvent = z.infer<typeof shopEvent>;

/**
 * `Last-Event-ID` header (or `lastEventId` query for clients that cannot set headers): an event id in
 * canonical digits. Ids stay far below 2^53.
 */
export const lastEventId = queryInt(EVENT_MESSAGES.badLastEventId, { max: Number.MAX_SAFE_INTEGER });

export const eventsQuery = z.object({
  ticket: z.string().max(200).optional(),
  lastEventId: lastEventId.optional(),
});

/** `POST /api/events/ticket`: opens the stream as `GET /api/events?ticket=…`, once, within its life. */
export const eventTicketResponse = z.object({ ticket: z.string(), expiresAt: z.string() });

/** How long a ticket may wait before it opens the stream (it opens it once). */
export const EVENT_TICKET_TTL_SECONDS = 30;

/** How many event streams one user may have open at once, on all servers together. */
export const MAX_STREAMS_PER_USER = 5;
