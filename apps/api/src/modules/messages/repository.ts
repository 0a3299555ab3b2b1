import {
  MESSAGE_KIND_INFO,
  MESSAGE_KINDS,
  type ChannelState,
  type Message,
  type MessageChannelName,
  type MessageKind,
  type MessageListQuery,
  type MessageStatus,
  type MessageTemplate,
} from '@shop/core/schemas/message';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { messageTemplates, messages, orders, services, type MessageFallback } from '../../db/schema/index.ts';
import type { TemplateWords } from './templates/compose.ts';

export type MessageRow = typeof messages.$inferSelect;
type NewMessage = typeof messages.$inferInsert;

/** Waits before the 2nd, 3rd… attempt of a message its provider did not take; after the last, it fails. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 12 * 3_600_000];
/** A message not sent within this long expires instead of arriving stale. */
export const EXPIRES_AFTER_MS = 72 * 3_600_000;
/** A message with a fallback that its first channel has not delivered within this long goes the other way. */
const FALLBACK_AFTER_MS = 10 * 60_000;
/**
 * How long a claimed message is held by its worker; the worker renews the hold every third of it while
 * it is still sending, so a worker that died frees its messages within this long.
 */
export const LEASE_MS = 60_000;

/** The NOTIFY channel that wakes the workers when a message is written. */
export const MESSAGES_CHANNEL = 'shop_messages';

/** The words and channels of each kind: the owner's, or the built-in ones. */
export async function templatesOf(
  db: Db | Tx,
  kinds: readonly MessageKind[] = MESSAGE_KINDS,
): Promise<MessageTemplate[]> {
  const rows = kinds.length
    ? await db
        .select()
        .from(messageTemplates)
        .where(inArray(messageTemplates.kind, [...kinds]))
    : [];
  const saved = new Map(rows.map((r) => [r.kind, r]));
  return kinds.map((kind) => {
    const row = saved.get(kind);
    const info = MESSAGE_KIND_INFO[kind];
    return row
      ? { kind, subject: row.subject, intro: row.intro, channels: row.channels, updatedAt: row.updatedAt.toISOString() }
      : { kind, subject: info.subject, intro: info.intro, channels: [...info.channels], updatedAt: null };
  });
}

/** What a message is about, by its code: the order's, the service ticket's. */
interface MessageOf {
  orderCode: string | null;
  serviceCode: string | null;
}

function toMessage(row: MessageRow, of: MessageOf): Message {
  return {
    id: row.id,
    kind: row.kind,
    channel: row.channel,
    recipient: row.recipient,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    nextAttemptAt: row.status === 'queued' ? row.nextAttemptAt.toISOString() : null,
    orderId: row.orderId,
    orderCode: of.orderCode,
    serviceId: row.serviceId,
    serviceCode: of.serviceCode,
  };
}

/** Messages with the codes of the order and the service ticket they are about. */
const withCodes = (db: Db) =>
  db
    .select({ m: messages, orderCode: orders.code, serviceCode: services.code })
    .from(messages)
    .leftJoin(orders, eq(orders.id, messages.orderId))
    .leftJoin(services, eq(services.id, messages.serviceId));

/** Rows as the queue returns them from raw SQL (snake_case, timestamps as text or Date). */
interface RawRow {
  [key: string]: unknown;
}
const date = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));
function fromRaw(r: RawRow): MessageRow {
  return {
    id: Number(r.id),
    kind: r.kind as MessageKind,
    channel: r.channel as MessageChannelName,
    recipient: r.recipient as string,
    params: r.params as Record<string, unknown>,
    orderId: r.order_id === null ? null : Number(r.order_id),
    serviceId: r.service_id === null || r.service_id === undefined ? null : Number(r.service_id),
    status: r.status as MessageStatus,
    attempts: Number(r.attempts),
    nextAttemptAt: date(r.next_attempt_at)!,
    expiresAt: date(r.expires_at)!,
    lockedUntil: date(r.locked_until),
    claim: (r.claim as string | null) ?? null,
    lastError: (r.last_error as string | null) ?? null,
    providerId: (r.provider_id as string | null) ?? null,
    sentAt: date(r.sent_at),
    fallback: (r.fallback as MessageFallback | null) ?? null,
    fallbackOf: r.fallback_of === null ? null : Number(r.fallback_of),
    createdAt: date(r.created_at)!,
    updatedAt: date(r.updated_at)!,
  };
}

export function messagesRepository(db: Db | Tx) {
  return {
    /** Writes messages with the caller's transaction and wakes the workers when it commits. */
    async insert(rows: NewMessage[]): Promise<void> {
      if (!rows.length) return;
      await db.insert(messages).values(rows);
      await db.execute(sql`select pg_notify(${MESSAGES_CHANNEL}, '')`);
    },

    /**
     * Takes up to `limit` due messages for this worker: rows another worker is taking right now are
     * skipped (`SKIP LOCKED`), and each taken row is held until `now + LEASE_MS` under `claim`, so no
     * other server sends it meanwhile. A worker that dies holding one frees it when the hold ends.
     */
    async claimDue(now: Date, limit: number, claim: string): Promise<MessageRow[]> {
      const until = new Date(now.getTime() + LEASE_MS);
      const r = await db.execute<RawRow>(sql`
        update messages set locked_until = ${until.toISOString()}, claim = ${claim}
        where id in (
          select id from messages
          where status = 'queued' and next_attempt_at <= ${now.toISOString()}
            and (locked_until is null or locked_until <= ${now.toISOString()})
          order by next_attempt_at, id
          limit ${limit}
          for update skip locked)
        returning *`);
      return r.rows.map(fromRaw).sort((a, b) => a.id - b.id);
    },

    /** Records the outcome of a claimed message; nothing when another worker has taken it since (its hold ran out). */
    async finish(row: MessageRow, patch: Partial<NewMessage>, now: Date): Promise<boolean> {
      const done = await db
        .update(messages)
        .set({ ...patch, lockedUntil: null, claim: null, updatedAt: now })
        .where(and(eq(messages.id, row.id), eq(messages.claim, row.claim!)))
        .returning({ id: messages.id });
      return done.length > 0;
    },

    /** The worker is still sending: hold the message for another LEASE_MS. */
    async renewHold(row: MessageRow, now: Date): Promise<void> {
      await db
        .update(messages)
        .set({ lockedUntil: new Date(now.getTime() + LEASE_MS) })
        .where(and(eq(messages.id, row.id), eq(messages.claim, row.claim!)));
    },

    /** The claimed message goes to its fallback channel instead (its first channel is off); still held by this worker. */
    async reroute(row: MessageRow, now: Date): Promise<boolean> {
      const fb = row.fallback!;
      const done = await db
        .update(messages)
        .set({ channel: fb.channel, recipient: fb.recipient, fallback: null, updatedAt: now })
        .where(and(eq(messages.id, row.id), eq(messages.claim, row.claim!)))
        .returning({ id: messages.id });
      return done.length > 0;
    },

    /** Messages still waiting when their 72 hours are over are not sent any more. */
    async expire(now: Date): Promise<number> {
      const r = await db.execute(sql`
        update messages set status = 'expired', locked_until = null, claim = null, updated_at = ${now.toISOString()}
        where status in ('queued', 'held') and expires_at <= ${now.toISOString()}
          and (locked_until is null or locked_until <= ${now.toISOString()})
        returning id`);
      return r.rows.length;
    },

    /** Held messages of channels configured now are sent (a restart with the mail server set up). */
    async releaseHeld(channels: MessageChannelName[], now: Date): Promise<number> {
      if (!channels.length) return 0;
      const rows = await db
        .update(messages)
        .set({ status: 'queued', nextAttemptAt: now, updatedAt: now })
        .where(and(eq(messages.status, 'held'), inArray(messages.channel, channels)))
        .returning({ id: messages.id });
      return rows.length;
    },

    /** A PGlite server is the only one on its database: holds left by a killed process are void. */
    async dropHolds(): Promise<void> {
      await db
        .update(messages)
        .set({ lockedUntil: null, claim: null })
        .where(sql`${messages.lockedUntil} is not null`);
    },

    /**
     * Messages with a fallback whose first channel has not delivered them within 10 minutes: each is
     * closed as failed ("sent by …") and its fallback written as a new message, in one transaction.
     */
    async fallBackLate(now: Date, reason: (fallback: MessageFallback) => string): Promise<number> {
      const cutoff = new Date(now.getTime() - FALLBACK_AFTER_MS).toISOString();
      return (db as Db).transaction(async (tx) => {
        const r = await tx.execute<RawRow>(sql`
          select * from messages
          where status in ('queued', 'held') and fallback is not null and created_at <= ${cutoff}
            and (locked_until is null or locked_until <= ${now.toISOString()})
          order by id
          for update skip locked`);
        for (const row of r.rows.map(fromRaw)) await fallBack(tx, row, reason(row.fallback!), now);
        return r.rows.length;
      });
    },

    /** The claimed message closed as failed and its fallback written, in one transaction. */
    async fallBackNow(row: MessageRow, error: string, now: Date): Promise<void> {
      await (db as Db).transaction(async (tx) => {
        const [held] = await tx
          .select({ id: messages.id })
          .from(messages)
          .where(and(eq(messages.id, row.id), eq(messages.claim, row.claim!)))
          .for('update');
        if (held) await fallBack(tx, row, error, now);
      });
    },

    async message(id: number): Promise<Message | undefined> {
      const found = await this.find(id);
      return found && toMessage(found, found);
    },

    async ofOrder(orderId: number): Promise<Message[]> {
      const rows = await withCodes(db).where(eq(messages.orderId, orderId)).orderBy(desc(messages.id));
      return rows.map((r) => toMessage(r.m, r));
    },

    /** A service ticket's messages (service-received, service-status), newest first. */
    async ofService(serviceId: number): Promise<Message[]> {
      const rows = await withCodes(db).where(eq(messages.serviceId, serviceId)).orderBy(desc(messages.id));
      return rows.map((r) => toMessage(r.m, r));
    },

    async list(q: MessageListQuery): Promise<{ messages: Message[]; total: number }> {
      const where = q.status ? eq(messages.status, q.status) : undefined;
      const [[total], rows] = await Promise.all([
        db.select({ n: count() }).from(messages).where(where),
        withCodes(db).where(where).orderBy(desc(messages.id)).limit(q.limit).offset(q.skip),
      ]);
      return { messages: rows.map((r) => toMessage(r.m, r)), total: Number(total?.n ?? 0) };
    },

    async find(id: number): Promise<(MessageRow & MessageOf) | undefined> {
      const [r] = await withCodes(db).where(eq(messages.id, id));
      return r && { ...r.m, orderCode: r.orderCode, serviceCode: r.serviceCode };
    },

    /**
     * Sends a message again: one not sent (failed, expired, held) is queued again as it is, with 72
     * fresh hours and its attempts counted anew; a sent one is copied into a new message. Either way
     * to `recipient` (the order's address as it is now).
     */
    async resend(row: MessageRow, recipient: string, now: Date): Promise<number> {
      const expiresAt = new Date(now.getTime() + EXPIRES_AFTER_MS);
      if (row.status === 'sent') {
        const [made] = await db
          .insert(messages)
          .values({
            kind: row.kind,
            channel: row.channel,
            recipient,
            params: row.params,
            orderId: row.orderId,
            serviceId: row.serviceId,
            nextAttemptAt: now,
            expiresAt,
          })
          .returning({ id: messages.id });
        await db.execute(sql`select pg_notify(${MESSAGES_CHANNEL}, '')`);
        return made!.id;
      }
      await db
        .update(messages)
        .set({
          status: 'queued',
          recipient,
          attempts: 0,
          nextAttemptAt: now,
          expiresAt,
          fallback: null,
          updatedAt: now,
        })
        .where(eq(messages.id, row.id));
      await db.execute(sql`select pg_notify(${MESSAGES_CHANNEL}, '')`);
      return row.id;
    },

    /** For each channel: when it last sent a message, and its latest refusal. */
    async channelActivity(): Promise<Map<MessageChannelName, Omit<ChannelState, 'channel' | 'configured' | 'detail'>>> {
      const r = await db.execute<RawRow>(sql`
        select c.channel,
          (select max(sent_at) from messages m where m.channel = c.channel and m.status = 'sent') as last_sent_at,
          e.last_error, e.updated_at as last_error_at
        from (values ('email'), ('zalo'), ('sms')) as c(channel)
        left join lateral (
          select last_error, updated_at from messages m
          where m.channel = c.channel and m.last_error is not null and m.status <> 'sent'
          order by updated_at desc limit 1) e on true`);
      return new Map(
        r.rows.map((row) => [
          row.channel as MessageChannelName,
          {
            lastSentAt: date(row.last_sent_at)?.toISOString() ?? null,
            lastError: (row.last_error as string | null) ?? null,
            lastErrorAt: date(row.last_error_at)?.toISOString() ?? null,
          },
        ]),
      );
    },

    async saveTemplate(
      kind: MessageKind,
      words: TemplateWords,
      channels: MessageChannelName[],
      by: string,
    ): Promise<void> {
      const values = { kind, ...words, channels, updatedAt: new Date(), updatedBy: by };
      await db
        .insert(messageTemplates)
        .values(values)
        .onConflictDoUpdate({ target: messageTemplates.kind, set: values });
    },
  };
}

/** Closes `row` as failed with `error` and writes its fallback as a new message (same transaction). */
async function fallBack(tx: Db | Tx, row: MessageRow, error: string, now: Date): Promise<void> {
  const fb = row.fallback!;
  await tx
    .update(messages)
    .set({
      status: 'failed',
      attempts: row.attempts,
      lastError: error,
      fallback: null,
      lockedUntil: null,
      claim: null,
      updatedAt: now,
    })
    .where(eq(messages.id, row.id));
  await messagesRepository(tx).insert([
    {
      kind: row.kind,
      channel: fb.channel,
      recipient: fb.recipient,
      params: row.params,
      orderId: row.orderId,
      serviceId: row.serviceId,
      nextAttemptAt: now,
      expiresAt: row.expiresAt,
      fallbackOf: row.id,
    },
  ]);
}
