import { describe, expect, it } from 'vitest';
import { variantQueue } from './variant-queue.ts';

// Issue 29 §1: the orders of one variant in line on a server (variant-queue.ts).

/** Lets every pending turn that can run, run. */
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('the orders of a variant in line', () => {
  it('lets two go at once and the others in the order they came, each when one leaves', async () => {
    const queue = variantQueue(2);
    const order: string[] = [];
    const leaves = new Map<string, () => void>();
    const enter = (name: string, ids: number[]) =>
      void queue.enter(ids).then((leave) => {
        order.push(name);
        leaves.set(name, leave);
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
    const first = await queue.enter([5, 3]);
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

  it('keeps the variants apart: a full line holds up no other variant', async () => {
    const queue = variantQueue(1);
    const busy = await queue.enter([1]);
    const other = await queue.enter([2]);
    expect(queue.size(1)).toEqual({ busy: 1, waiting: 0 });
    busy();
    other();
  });
});
