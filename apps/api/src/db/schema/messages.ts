import { sql } from 'drizzle-orm';
import type { MessageChannelName, MessageKind, MessageStatus } from '@shop/core/schemas/message';
import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';
import { services } from './services.ts';

/** Where a message goes when its first channel gives up: the channel and that channel's address. */
export interface MessageFallback {
  channel: MessageChannelName;
  recipient: string;
}

/**
 * The outbox, which is also the queue (docs/decisions/0006-outbox-is-the-queue.md): a row is written
 * in the transaction of the change that causes it, and the worker of any server claims due rows
 * (`FOR UPDATE SKIP LOCKED`, then a lease in `locked_until` with its `claim` token) and records the
 * outcome. It keeps the template (`kind`) and its parameters, never a rendered body, so erasing a
 * person's data reaches what is waiting to be sent.
 */
export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').$type<MessageKind>().notNull(),
    channel: text('channel').$type<MessageChannelName>().notNull(),
    /** An email address, or a phone number for Zalo and SMS. */
    recipient: text('recipient').notNull(),
    /** What the template is filled with (the order as it was then, a cancel reason…). */
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** The service ticket the message is about (service-received, service-status). */
    serviceId: integer('service_id').references(() => services.id, { onDelete: 'cascade' }),
    status: text('status').$type<MessageStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** After this a message not yet sent is `expired` instead of arriving stale. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** A worker holds the message until then (its `claim`); a worker that died frees it when it passes. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    claim: text('claim'),
    lastError: text('last_error'),
    /** The provider's id of the sent message (SMTP Message-ID, Zalo msg_id, SMS id). */
    providerId: text('provider_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The second channel, used when this one refuses for good or has not delivered within 10 minutes. */
    fallback: jsonb('fallback').$type<MessageFallback>(),
    /** The message this one falls back from. */
    fallbackOf: bigint('fallback_of', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'queued'`),
    index('messages_order_idx').on(t.orderId, t.id),
    index('messages_service_idx').on(t.serviceId, t.id),
    index('messages_status_idx').on(t.status, t.id.desc()),
  ],
);

/** The owner's words for a kind of message and its channels; a kind without a row uses the built-in ones. */
export const messageTemplates = pgTable('message_templates', {
  kind: text('kind').$type<MessageKind>().primaryKey(),
  subject: text('subject').notNull(),
  intro: text('intro').notNull(),
  /** First channel, then the fallback; empty: the message is not sent. */
  channels: jsonb('channels').$type<MessageChannelName[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by'),
});

/**
 * Zalo's current token pair (one row). The access token lasts about a day and the refresh token works
 * once, so every server reads the pair here and one at a time replaces it (row lock) when it runs out.
 * `seed` is a hash of the ZALO_REFRESH_TOKEN the pair started from: a new one in the environment (the
 * owner authorised the app again) starts a new pair.
 */
export const zaloTokens = pgTable('zalo_tokens', {
  id: integer('id').primaryKey(),
  accessToken: text('access_token'),
  refreshToken: text('refresh_token').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  seed: text('seed').notNull(),
  lastError: text('last_error'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
