import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { createEventHub } from './hub.ts';

// Issue 29 §2: publishing an event (one at every order) is one statement in a transaction of its own
// and no longer reads the whole events table each time; the recent events stay readable for streams
// that reconnect, and a server reading "after id N" never skips one published alongside.

const t = useTestApp();
const event = (id: number) =>
  ({
    type: 'order.created',
    order: { id, code: `DH${id}`, customer: 'Lê Minh Châu', amount: 1_000_000, status: 'pending' },
  }) as const;
const stored = async () =>
  Number((await t.database.db.execute<{ n: number | string }>(sql`select count(*)::int as n from events`)).rows[0]!.n);

describe('the events kept for streams that reconnect', () => {
  it('keeps at least the last `kept`, removing the older ones at every `pruneEvery`-th event only', async () => {
    await t.database.db.execute(sql`delete from events`);
    const hub = createEventHub(t.database, t.app.log, { kept: 10, pruneEvery: 5 });
    const before = t.database.queryCount();
    for (let i = 1; i <= 23; i++) {
      await hub.publish(event(i));
      const n = await stored();
      expect(n).toBeGreaterThanOrEqual(Math.min(i, 10));
      expect(n).toBeLessThanOrEqual(10 + 5);
    }
    // The 23 publishes and the 23 counts: one statement each (the lock, the event stored and
    // announced; on PostgreSQL it was BEGIN, the lock, the event and COMMIT), and a delete at the
    // 1st, 6th, 11th, 16th and 21st only (it was a third statement at every event).
    expect(t.database.queryCount() - before).toBe(23 + 5 + 23);
    const latest = await hub.latestId();
    const recent = await hub.since(latest - 10);
    expect(recent.map((e) => e.event)).toEqual(Array.from({ length: 10 }, (_, i) => event(14 + i)));
  });

  it('announces each event to the servers listening, with its id', async () => {
    const heard: (string | null)[] = [];
    const stop = await t.database.listen('shop_events', (payload) => heard.push(payload));
    try {
      const hub = createEventHub(t.database, t.app.log);
      await hub.publish(event(99));
      const latest = await hub.latestId();
      for (let i = 0; i < 100 && !heard.includes(String(latest)); i++) await new Promise((r) => setTimeout(r, 20));
      expect(heard).toContain(String(latest));
    } finally {
      await stop();
    }
  });

  it('gives ids in commit order: a reader after id N misses none of 150 events published at once', async () => {
    const hub = createEventHub(t.database, t.app.log);
    const from = await hub.latestId();
    const seen = new Set<number>();
    let last = from;
    let stop = false;
    // A reader that goes on from the last id it read, as a server does on each notification.
    const reader = (async () => {
      while (!stop && seen.size < 150) {
        for (const e of await hub.since(last)) {
          seen.add((e.event as ReturnType<typeof event>).order.id);
          last = e.id;
        }
        await new Promise((r) => setTimeout(r, 1));
      }
    })();
    await Promise.all(Array.from({ length: 150 }, (_, i) => hub.publish(event(1000 + i))));
    await Promise.race([reader, new Promise((r) => setTimeout(r, 5000))]);
    stop = true;
    await reader;
    expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: 150 }, (_, i) => 1000 + i));
  });
});
