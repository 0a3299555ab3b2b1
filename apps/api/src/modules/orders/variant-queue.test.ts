import { describe, expect, it } from 'vitest';
import { variantQueue, type VariantQueue } from './variant-queue.ts';

// Issue 29 §1: the orders of one variant in line on a server (variant-queue.ts).

/** Lets every pending turn that can run, run. */
const settle = () => new Promise((r) => setTimeout(r, 0));
/** A turn that is given at once (the line has a free place). */
async function turn(queue: VariantQueue, ids: number[]): Promise<() => void> {
  const leave = await queue.enter(ids);
  if (!leave) throw new Error('let go without a turn');
  return leave;
}

describe('the orders of a variant in line', () => {
  it('lets two go at once and the others in the order they came, each when one leaves', async () => {
    const queue = variantQueue(2);
    const order: string[] = [];
    const leaves = new Map<string, () => void>();
    const enter = (name: string, ids: number[]) =>
      void queue.enter(ids).then((leave) => {
        order.push(name);
        leaves.set(name, leave!);
      });
    for (const name of ['a', 'b', 'c', 'd']) enter(name, [7]);
    await settle();
    expect(order).toEqual(['a', 'b']);
    expect(queue.size(7)).toEqual({ busy: 2, waiting: 2 });

    leaves.get('b')!();
    leaves.get('b')!(); // leaving twice gives one place back
    await settle();
    expect(order).toEqual(['a', 'b', 'c']);
    leaves.get('a')!();
    await settle();
    expect(order).toEqual(['a', 'b', 'c', 'd']);
    leaves.get('c')!();
    leaves.get('d')!();
    expect(queue.size(7)).toEqual({ busy: 0, waiting: 0 });
  });

  it('never makes two orders for the same variants wait for each other, whatever order they name them in', async () => {
    const queue = variantQueue(1);
    const first = await turn(queue, [5, 3]);
    let second: (() => void) | undefined;
    void queue.enter([3, 5, 3]).then((leave) => (second = leave));
    await settle();
    expect(second).toBeUndefined();
    // The second waits in the line of the lowest variant, holding no place in either.
    expect(queue.size(5)).toEqual({ busy: 1, waiting: 0 });
    first();
    await settle();
    expect(second).toBeDefined();
    second!();
    expect(queue.size(3)).toEqual({ busy: 0, waiting: 0 });
    expect(queue.size(5)).toEqual({ busy: 0, waiting: 0 });
  });

  it('lets every order waiting for a sold-out variant go at once, without a place; the orders under way keep theirs', async () => {
    const queue = variantQueue(1);
    const first = await turn(queue, [7]);
    const outcomes: string[] = [];
    const waiting = ['b', 'c', 'd'].map((name) =>
      queue.enter([7]).then((leave) => outcomes.push(`${name} ${leave ? 'turn' : 'let go'}`)),
    );
    await settle();
    expect(queue.size(7)).toEqual({ busy: 1, waiting: 3 });

    queue.soldOut(7);
    await Promise.all(waiting);
    expect(outcomes).toEqual(['b let go', 'c let go', 'd let go']);
    expect(queue.size(7)).toEqual({ busy: 1, waiting: 0 });
    // The line goes on: an order that comes later (the variant back on sale) gets the place in turn.
    let later: (() => void) | undefined;
    void queue.enter([7]).then((leave) => (later = leave));
    await settle();
    expect(later).toBeUndefined();
    first();
    await settle();
    expect(later).toBeDefined();
    later!();
    expect(queue.size(7)).toEqual({ busy: 0, waiting: 0 });
  });

  it('gives back the places an order for several variants held when one of them is sold out', async () => {
    const queue = variantQueue(1);
    const onFive = await turn(queue, [5]);
    // Holds 3, waits for 5.
    const both = queue.enter([3, 5]);
    let onThree: (() => void) | undefined;
    void queue.enter([3]).then((leave) => (onThree = leave));
    await settle();
    expect(onThree).toBeUndefined();

    queue.soldOut(5);
    expect(await both).toBeUndefined();
    await settle();
    expect(onThree).toBeDefined();
    onThree!();
    onFive();
    expect(queue.size(3)).toEqual({ busy: 0, waiting: 0 });
    expect(queue.size(5)).toEqual({ busy: 0, waiting: 0 });
  });

  it('lets a long line go in batches, other work getting the thread between them', async () => {
    const queue = variantQueue(1);
    const first = await turn(queue, [9]);
    let letGo = 0;
    const waiting = Array.from({ length: 120 }, () => queue.enter([9]).then(() => letGo++));
    await settle();
    queue.soldOut(9);
    // Work that came meanwhile (here: a turn of the event loop asked for now) runs before the last ones.
    const seenBetween = new Promise<number>((r) => setImmediate(() => r(letGo)));
    expect(await seenBetween).toBeLessThan(120);
    expect(await seenBetween).toBeGreaterThan(0);
    await Promise.all(waiting);
    expect(letGo).toBe(120);
    first();
    expect(queue.size(9)).toEqual({ busy: 0, waiting: 0 });
  });

  it('keeps the variants apart: a full line holds up no other variant', async () => {
    const queue = variantQueue(1);
    const busy = await turn(queue, [1]);
    const other = await turn(queue, [2]);
    expect(queue.size(1)).toEqual({ busy: 1, waiting: 0 });
    busy();
    other();
  });
});
