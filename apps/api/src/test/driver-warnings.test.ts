import { setImmediate } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './app.ts';
import { collectQueryOverlapWarnings, driverWarnsHere } from './driver-warnings.ts';

const overlapWarnings = collectQueryOverlapWarnings();

// The check that orders' tests end with (no overlapping queries) proves something only if the
// collector does see an overlap: here, three queries asked at once on one transaction's connection.
describe.runIf(driverWarnsHere)('the collector of the driver’s warnings', () => {
  const t = useTestApp();

  it('sees queries asked on a transaction’s connection before the one before them is answered', async () => {
    expect(overlapWarnings()).toEqual([]);
    await t.database.db.transaction(async (tx) => {
      await Promise.all([tx.execute(sql`select 1`), tx.execute(sql`select 2`), tx.execute(sql`select 3`)]);
    });
    await setImmediate();
    expect(overlapWarnings()).toEqual([expect.stringContaining('already executing a query')]);
  });
});
