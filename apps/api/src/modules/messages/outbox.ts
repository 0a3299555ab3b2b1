import { MESSAGE_KIND_INFO, type MessageChannelName, type MessageKind } from '@shop/core/schemas/message';
import { readSetting } from '@shop/core/schemas/setting';
import type { Db, Tx } from '../../db/client.ts';
import { settingsRepository } from '../settings/repository.ts';
import { EXPIRES_AFTER_MS, messagesRepository, templatesOf } from './repository.ts';
import {
  orderSnapshot,
  serviceSnapshot,
  type AccountSnapshot,
  type MessageParams,
  type ServiceSnapshot,
} from './templates/params.ts';

type OrderLike = Parameters<typeof orderSnapshot>[0];

/** What happened, as the service that made it happen tells the outbox (inside its own transaction). */
export type OutboxEvent =
  | { event: 'order.placed' | 'order.confirmed' | 'order.paid' | 'order.shipped' | 'order.completed'; order: OrderLike }
  | { event: 'order.cancelled'; order: OrderLike; reason: string | null }
  | { event: 'payment-account.changed'; account: AccountSnapshot };

/** The steps of a return (issue 27 §3), told to the shopper (and a new request to the shop). */
export type ReturnOutboxEvent =
  | { event: 'return.requested' | 'return.approved' | 'return.received'; order: OrderLike }
  | { event: 'return.rejected'; order: OrderLike; reason: string }
  | { event: 'return.refunded'; order: OrderLike; refund: number };

/** The one-time code of `/yeu-cau-du-lieu` (issue 27 §4), sent to the shopper of one of their orders. */
type PrivacyOutboxEvent = { event: 'privacy.code'; order: OrderLike; code: string };

/** A watch taken in at the service desk, and each move of its ticket (docs/services.md), told to the customer. */
type ServiceOutboxEvent = {
  event: 'service.received' | 'service.status';
  service: ServiceSnapshot & { phone: string; email: string | null };
};

type AnyEvent = OutboxEvent | ReturnOutboxEvent | PrivacyOutboxEvent | ServiceOutboxEvent;

/** A one-time code is useless after its 10 minutes: its message expires with it, not after 72 hours. */
export const PRIVACY_CODE_TTL_MS = 10 * 60 * 1000;

/** The messages each event writes: to the shopper, to the shop, or both. */
const KINDS_OF_EVENT: Record<AnyEvent['event'], MessageKind[]> = {
  'order.placed': ['order-placed', 'order-placed-shop'],
  'order.confirmed': ['order-confirmed'],
  'order.paid': ['order-paid'],
  'order.shipped': ['order-shipped'],
  'order.completed': ['order-completed'],
  'order.cancelled': ['order-cancelled'],
  'payment-account.changed': ['payment-account-changed'],
  'return.requested': ['return-requested', 'return-requested-shop'],
  'return.approved': ['return-approved'],
  'return.rejected': ['return-rejected'],
  'return.received': ['return-received'],
  'return.refunded': ['return-refunded'],
  'privacy.code': ['privacy-code'],
  'service.received': ['service-received'],
  'service.status': ['service-status'],
};

/** The settings a message needs at its writing: the shop's own contacts (one row each, not every setting). */
const SHOP_CONTACT_KEYS = ['store.email', 'store.phone'] as const;

/** Email goes to an address, Zalo and SMS to a phone number. */
function addressFor(channel: MessageChannelName, contact: { email: string | null; phone: string | null }) {
  return (channel === 'email' ? contact.email : contact.phone)?.trim() || null;
}

/** The template's channels, first to last, that have an address for this contact, with that address. */
export function routesFor(
  channels: readonly MessageChannelName[],
  contact: { email: string | null; phone: string | null },
): { channel: MessageChannelName; recipient: string }[] {
  return channels
    .map((channel) => ({ channel, recipient: addressFor(channel, contact) }))
    .filter((r): r is { channel: MessageChannelName; recipient: string } => r.recipient !== null);
}

/**
 * Writes the messages an event causes, with the caller's transaction: they exist exactly when the
 * change that causes them commits, and the workers are woken at that commit. Each kind goes through
 * the channels the owner chose (first, then the fallback), skipping a channel the recipient has no
 * address for (a shopper without email). Nothing is rendered here: the message keeps its kind and
 * parameters. Answers how many messages were written.
 */
async function enqueue(tx: Db | Tx, e: AnyEvent, now = new Date()): Promise<number> {
  const kinds = KINDS_OF_EVENT[e.event];
  const [templates, settings] = await Promise.all([
    templatesOf(tx, kinds),
    settingsRepository(tx as Db).map(SHOP_CONTACT_KEYS),
  ]);
  const shop = {
    email: readSetting(settings, 'store.email') || null,
    phone: readSetting(settings, 'store.phone') || null,
  };
  const params: MessageParams =
    'account' in e
      ? { account: e.account }
      : 'service' in e
        ? { service: serviceSnapshot(e.service) }
        : {
            order: orderSnapshot(e.order),
            ...('reason' in e ? { reason: e.reason } : {}),
            ...('refund' in e ? { refund: e.refund } : {}),
            ...('code' in e ? { code: e.code } : {}),
          };
  const orderId = 'order' in e ? e.order.id : null;
  const serviceId = 'service' in e ? e.service.id : null;
  const rows = templates.flatMap((t) => {
    const contact =
      MESSAGE_KIND_INFO[t.kind].audience === 'shop'
        ? shop
        : 'service' in e
          ? { email: e.service.email, phone: e.service.phone }
          : { email: 'order' in e ? e.order.email : null, phone: 'order' in e ? e.order.phone : null };
    const [first, fallback] = routesFor(t.channels, contact);
    if (!first) return [];
    return [
      {
        kind: t.kind,
        channel: first.channel,
        recipient: first.recipient,
        params,
        orderId,
        serviceId,
        fallback: fallback ?? null,
        nextAttemptAt: now,
        expiresAt: new Date(now.getTime() + (e.event === 'privacy.code' ? PRIVACY_CODE_TTL_MS : EXPIRES_AFTER_MS)),
      },
    ];
  });
  await messagesRepository(tx).insert(rows);
  return rows.length;
}

/** The outbox every service writes its messages to, inside its own transaction: `outbox.enqueue(tx, …)`. */
export const outbox = { enqueue };
