/**
 * How many orders for one variant this server lets go to the database at once. Two: while one holds
 * the variant's row (its stock is taken under the row's lock, so orders for it are written one after
 * another anyway), the next one already reserves its throttle count and opens its transaction.
 */
const ORDERS_IN_FLIGHT_PER_VARIANT = 2;

interface Line {
  /** Orders of the variant under way (entered and not yet left). */
  busy: number;
  /** Orders waiting for one of them to leave, first come first served. */
  waiting: (() => void)[];
}

/**
 * The orders of each variant, in line on this server (issue 29 §1). In a drop all the buyers arrive
 * before the first order commits: without a line every one of them reserved its throttle count and
 * opened a transaction, and queued for a connection behind all the others, only to be refused once
 * the last piece was gone. In line, at most `slots` orders of a variant are under way; the others wait
 * here, holding nothing (no connection, no count), and each looks at the sold-out board (sold-out.ts)
 * when its turn comes, so that once the last piece is taken the rest are refused without a statement.
 *
 * An order for several variants enters their lines in ascending variant order, so two orders never
 * wait for each other; it enters before its transaction opens, so an order never waits in a line while
 * it holds database locks. Nothing is refused for being in line: an order whose predecessors fail for
 * another reason (the price changed, a limit) goes on to the database as before.
 */
export interface VariantQueue {
  /** Waits for a turn on every line of these variants; resolves to the function that leaves them. */
  enter(variantIds: Iterable<number>): Promise<() => void>;
  /** Orders under way and waiting for a variant (tests). */
  size(variantId: number): { busy: number; waiting: number };
}

export function variantQueue(slots: number = ORDERS_IN_FLIGHT_PER_VARIANT): VariantQueue {
  const lines = new Map<number, Line>();

  async function enterOne(variantId: number): Promise<void> {
    let line = lines.get(variantId);
    if (!line) lines.set(variantId, (line = { busy: 0, waiting: [] }));
    if (line.busy < slots) {
      line.busy++;
      return;
    }
    const queued = line;
    // The order leaving hands its place over (`busy` stays as it was).
    await new Promise<void>((turn) => queued.waiting.push(turn));
  }

  function leaveOne(variantId: number): void {
    const line = lines.get(variantId);
    if (!line) return;
    const next = line.waiting.shift();
    if (next) next();
    else if (--line.busy === 0) lines.delete(variantId);
  }

  return {
    async enter(variantIds) {
      const ids = [...new Set(variantIds)].sort((a, b) => a - b);
      const held: number[] = [];
      for (const id of ids) {
        await enterOne(id);
        held.push(id);
      }
      let left = false;
      return () => {
        if (left) return;
        left = true;
        for (const id of held.reverse()) leaveOne(id);
      };
    },
    size(variantId) {
      const line = lines.get(variantId);
      return { busy: line?.busy ?? 0, waiting: line?.waiting.length ?? 0 };
    },
  };
}
