import { shopEvent, type ShopEvent } from '@shop/core/schemas/event';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { DRAINING_MESSAGE, serviceUnavailable } from '../errors.ts';

/** An event as stored and streamed: its id is the same on every server. */
export interface StoredEvent {
  id: number;
  event: ShopEvent;
}

export interface EventSubscriber {
  /** Called in id order, each event once. */
  onEvent(e: StoredEvent): void;
  /** The hub is closing (the server drains): end the stream so the client reconnects elsewhere. */
  onEnd(): void;
}

/** The NOTIFY channel every server listens on; the payload is only the new event's id. */
const EVENTS_CHANNEL = 'shop_events';
/** How many recent events are kept for streams that reconnect (at least; up to `PRUNE_EVERY` more per server). */
const EVENTS_KEPT = 1000;
/** Every how many of its events a server removes those older than the last `EVENTS_KEPT`. */
const PRUNE_EVERY = 100;
/** The advisory lock that makes event ids follow commit order (any number; only the hub takes it). */
const PUBLISH_LOCK = 4_711_001;

/**
 * Events between servers, through the database: `publish` stores the event and sends a `NOTIFY`
 * in one transaction; every server that has subscribers listens, and on each notification reads
 * the events after the last one it dispatched. Because it reads rows rather than trusting
 * notifications, a lost notification or a broken listening connection only delays events.
 */
export function createEventHub(
  database: Database,
  log: FastifyBaseLogger,
  { kept = EVENTS_KEPT, pruneEvery = PRUNE_EVERY }: { kept?: number; pruneEvery?: number } = {},
) {
  const { db } = database;
  /** Events this hub published (the old ones are removed at every `pruneEvery`-th). */
  let published = 0;
  const subscribers = new Set<EventSubscriber>();
  let starting: Promise<void> | undefined;
  let stopListening: (() => Promise<void>) | undefined;
  let lastId = 0;
  let closed = false;
  let reading: Promise<void> | undefined;
  let readAgain = false;

  async function latestId(): Promise<number> {
    const r = await db.execute<{ id: string | number | null }>(sql`select max(id) as id from events`);
    return Number(r.rows[0]?.id ?? 0);
  }

  async function since(afterId: number, limit = EVENTS_KEPT): Promise<StoredEvent[]> {
    const r = await db.execute<{ id: string | number; type: string; data: unknown }>(
      sql`select id, type, data from events where id > ${afterId} order by id limit ${limit}`,
    );
    return r.rows.map((row) => ({
      id: Number(row.id),
      event: { type: row.type, ...(row.data as object) } as ShopEvent,
    }));
  }

  /** Reads what arrived since the last dispatched event and hands it to every subscriber. */
  function readNew(): void {
    if (reading) {
      readAgain = true;
      return;
    }
    reading = (async () => {
      do {
        readAgain = false;
        try {
          for (const e of await since(lastId)) {
            lastId = e.id;
            for (const s of subscribers) s.onEvent(e);
          }
        } catch (err) {
          if (!closed) log.warn({ err }, 'could not read new events');
        }
      } while (readAgain && !closed);
    })().finally(() => {
      reading = undefined;
    });
  }

  function start(): Promise<void> {
    starting ??= (async () => {
      stopListening = await database.listen(EVENTS_CHANNEL, (payload) => {
        if (payload === null) log.info('listening for events again (missed ones are read from the database)');
        readNew();
      });
      lastId = await latestId();
    })();
    return starting;
  }

  return {
    latestId,
    since,

    /**
     * Stores and announces an event. Called after the change it reports has committed; it never
     * throws (the change is done whatever happens here): a failure is logged.
     */
    async publish(event: ShopEvent): Promise<void> {
      try {
        // Only the fields of the contract are kept (an order passed whole loses its other fields).
        const { type, ...data } = shopEvent.parse(event);
        // One statement, its own transaction: the lock first (one publisher at a time, so ids are
        // given in commit order and "after id N" never skips), then the id, the row and the NOTIFY,
        // then the commit that releases the lock. Held for that one statement and its commit only:
        // taken in a transaction of its own statements it was held across four round trips, and
        // every order of the shop waited for it in turn (issue 29 §2).
        const r = await db.execute<{ id: string | number }>(
          sql`with e as (
                insert into events (type, data)
                select ${type}, ${JSON.stringify(data)}::jsonb from (select pg_advisory_xact_lock(${PUBLISH_LOCK})) locked
                returning id
              )
              select id, pg_notify(${EVENTS_CHANNEL}, id::text) from e`,
        );
        const id = Number(r.rows[0]!.id);
        // The old ones go at this server's first event and every `pruneEvery`-th after it: a delete
        // at every event read the whole table (up to `kept` rows) at every order (issue 29 §2).
        if (published++ % pruneEvery === 0) await db.execute(sql`delete from events where id <= ${id - kept}`);
      } catch (err) {
        log.error({ err, event: event.type }, 'could not publish an event');
      }
    },

    /** Adds a subscriber (listening starts with the first one); resolves to its removal. */
    async subscribe(s: EventSubscriber): Promise<() => void> {
      if (closed) throw serviceUnavailable(DRAINING_MESSAGE, 1);
      await start();
      subscribers.add(s);
      return () => void subscribers.delete(s);
    },

    /** Ends every stream (the server drains); new subscriptions are refused. */
    endStreams(): void {
      closed = true;
      for (const s of subscribers) s.onEnd();
      subscribers.clear();
    },

    async close(): Promise<void> {
      this.endStreams();
      await starting?.catch(() => {});
      await reading;
      await stopListening?.();
    },
  };
}
export type EventHub = ReturnType<typeof createEventHub>;
