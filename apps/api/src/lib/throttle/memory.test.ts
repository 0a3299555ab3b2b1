import { afterEach, describe, expect, it, vi } from 'vitest';
import { FlexibleThrottleStore } from './flexible.ts';
import { memoryLimiters } from './open-throttle.ts';
import type { ThrottleRule } from './store.ts';

const MIN = 60_000;
const account: ThrottleRule = { limit: 5, windowMs: 15 * MIN, backoff: { baseMs: 30_000, maxMs: 15 * MIN } };
const address: ThrottleRule = { limit: 50, windowMs: 15 * MIN };

// The store's clock is Date.now(): tests move it instead of waiting.
function storeAt(start = 1_000_000) {
  vi.useFakeTimers({ toFake: ['Date'], now: start });
  const store = new FlexibleThrottleStore(memoryLimiters);
  return { store, advance: (ms: number) => vi.setSystemTime(Date.now() + ms) };
}
afterEach(() => vi.useRealTimers());

describe('the throttle store on memory counters', () => {
  it('never lets two concurrent reservations take the same last free attempt', async () => {
    const { store } = storeAt();
    // All 200 calls are made before any of them is awaited, as concurrent requests would.
    const pending = Array.from({ length: 200 }, () => store.reserve([{ key: 'a', rule: account }]));
    const answers = await Promise.all(pending);
    expect(answers.filter((a) => a.allowed)).toHaveLength(5);
    expect(answers.slice(5).every((a) => !a.allowed && a.retryAfterMs === 30_000)).toBe(true);
  });

  it('makes each attempt after the limit wait twice as long, up to the cap, and keeps counting while blocked', async () => {
    const { store, advance } = storeAt();
    const claim = [{ key: 'a', rule: account }];
    for (let i = 0; i < 5; i++) expect(await store.reserve(claim)).toEqual({ allowed: true });
    const waits: number[] = [];
    for (let n = 5; n < 12; n++) {
      const refused = await store.reserve(claim);
      if (refused.allowed) throw new Error('expected a refusal');
      waits.push(refused.retryAfterMs);
      advance(refused.retryAfterMs - 1);
      expect(await store.reserve(claim)).toEqual({ allowed: false, retryAfterMs: 1 });
      advance(1);
      expect(await store.reserve(claim)).toEqual({ allowed: true });
    }
    expect(waits.map((ms) => ms / 1000)).toEqual([30, 60, 120, 240, 480, 900, 900]);
  });

  it('forgets a key whose window has ended, and only then', async () => {
    const { store, advance } = storeAt();
    const claim = [{ key: 'a', rule: account }];
    for (let i = 0; i < 4; i++) await store.reserve(claim);
    advance(15 * MIN - 1);
    await store.reserve(claim);
    expect((await store.reserve(claim)).allowed).toBe(false);
    // After the block, the window stays open 15 minutes more: no fresh allowance yet.
    advance(30_000 + 15 * MIN - 1);
    await store.reserve(claim);
    expect(await store.reserve(claim)).toEqual({ allowed: false, retryAfterMs: 60_000 });
    advance(60_000 + 15 * MIN);
    for (let i = 0; i < 5; i++) expect((await store.reserve(claim)).allowed).toBe(true);
  });

  it('counts all claims of a reservation, or none when one of them is blocked', async () => {
    const { store } = storeAt();
    const small: ThrottleRule = { limit: 2, windowMs: MIN };
    expect(await store.reserve([{ key: 'x', rule: small }])).toEqual({ allowed: true });
    expect(await store.reserve([{ key: 'x', rule: small }])).toEqual({ allowed: true });
    for (let i = 0; i < 3; i++)
      expect(
        (
          await store.reserve([
            { key: 'y', rule: small },
            { key: 'x', rule: small },
          ])
        ).allowed,
      ).toBe(false);
    // y was never counted: it still has both of its attempts.
    expect(await store.reserve([{ key: 'y', rule: small }])).toEqual({ allowed: true });
    expect(await store.reserve([{ key: 'y', rule: small }])).toEqual({ allowed: true });
    expect((await store.reserve([{ key: 'y', rule: small }])).allowed).toBe(false);
  });

  it('blocks a key without backoff until its window ends', async () => {
    const { store, advance } = storeAt();
    for (let i = 0; i < 50; i++) expect((await store.reserve([{ key: 'ip', rule: address }])).allowed).toBe(true);
    advance(MIN);
    expect(await store.reserve([{ key: 'ip', rule: address }])).toEqual({ allowed: false, retryAfterMs: 14 * MIN });
    advance(14 * MIN);
    expect(await store.reserve([{ key: 'ip', rule: address }])).toEqual({ allowed: true });
  });

  it('gives an attempt back on release and forgets a key on clear', async () => {
    const { store } = storeAt();
    for (let i = 0; i < 50; i++) await store.reserve([{ key: 'ip', rule: address }]);
    expect((await store.reserve([{ key: 'ip', rule: address }])).allowed).toBe(false);
    await store.release({ key: 'ip', rule: address });
    expect((await store.reserve([{ key: 'ip', rule: address }])).allowed).toBe(true);
    expect((await store.reserve([{ key: 'ip', rule: address }])).allowed).toBe(false);

    for (let i = 0; i < 5; i++) await store.reserve([{ key: 'a', rule: account }]);
    expect((await store.reserve([{ key: 'a', rule: account }])).allowed).toBe(false);
    await store.clear('a');
    for (let i = 0; i < 5; i++) expect((await store.reserve([{ key: 'a', rule: account }])).allowed).toBe(true);
  });
});
