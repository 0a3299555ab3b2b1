import { describe, expect, it } from 'vitest';
import { runDurability } from '../../../test-support/durability.ts';

/** The short version of bench/durability: two SIGKILLs mid-traffic, nothing acknowledged is lost. */
describe('durability', () => {
  it('keeps every acknowledged write across SIGKILL and restarts cleanly', async () => {
    const results = await runDurability({
      rounds: 2,
      clients: 6,
      killAfterMs: [700, 1500],
      databaseUrl: process.env.DATABASE_URL || undefined,
    });
    expect(results).toHaveLength(2);
    expect(results.reduce((n, r) => n + r.acknowledged, 0)).toBeGreaterThan(0);
    for (const r of results) {
      expect(r.lost, `round ${r.round}`).toEqual([]);
      expect(r.serverErrors, `round ${r.round}`).toBe(0);
    }
  }, 300_000);
});
