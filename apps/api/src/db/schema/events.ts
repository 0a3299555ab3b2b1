import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { belongsTo, happenedAt } from './columns.ts';

/**
 * What happened in the shop that the back office is told about live (new orders, status changes),
 * kept for a while with increasing ids so that a stream that reconnects (to any server) gets what it
 * missed. Written only through the event hub, one at a time, so ids follow commit order.
 */
export const events = pgTable('events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  type: text('type').notNull(),
  data: jsonb('data').notNull(),
  at: happenedAt(),
});

/**
 * Single-use tickets that open the event stream within 30 seconds, for clients that cannot send a
 * bearer token (the browser's EventSource): stored as SHA-256 hashes, like refresh tokens.
 */
export const eventTickets = pgTable(
  'event_tickets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('event_tickets_expires_idx').on(t.expiresAt)],
);

/**
 * The event streams open on every server, so that a user's streams are counted across servers. The
 * server holding a stream marks it seen every second or so; a row not seen for a while belongs to a
 * server that died and no longer counts.
 */
export const eventStreams = pgTable(
  'event_streams',
  {
    id: uuid('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('event_streams_user_idx').on(t.userId)],
);
