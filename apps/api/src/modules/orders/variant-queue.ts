/**
 * How many orders for one variant this server lets go to the database at once. Two: while one holds
 * the variant's row (its stock is taken under the row's lock, so orders for it are written one after
 * another anyway), the next one already reserves its throttle count and opens its transaction.
 */
const ORDERS_IN_FLIGHT_PER_VARIANT = 2;

/**
 * How many waiting orders a sold-out variant lets go in one turn of the event loop. Each one let go
 * is refused and answered at once, on the one thread: a thousand of them in one stretch held the
 * thread for about half a second (measured on a loaded machine), and every other request with it.
 */
const LET_GO_PER_TURN = 50;

interface Line {
  /** Orders of the variant under way (entered and not yet left). */
  busy: number;
  /** Orders waiting for one of them to leave, first come first served: `true` is a turn. */
  waiting: ((turn: boolean) => void)[];
}

/**
 * The orders of each variant, in line on this server (issue 29 §1). In a drop all the buyers arrive
 * before the first order commits: without a line every one of them reserved its throttle count and
 * opened a transaction, and queued for a connection behind all the others, only to be refused once
 * the last piece was gone. In line, at most `slots` orders of a variant are under way; the others wait
 * here, holding nothing (no connection, no count). Once the variant is known sold out (`soldOut`) all
 * its waiting orders are let go at once without a turn, and each is refused by the sold-out board
 * (sold-out.ts) without a statement.
 *
 * An order for several variants enters their lines in ascending variant order, so two orders never
 * wait for each other; it enters before its transaction opens, so an order never waits in a line while
 * it holds database locks. Nothing is refused for being in line: an order whose predecessors fail for
 * another reason (the price changed, a limit) goes on to the database as before.
 */
export interface VariantQueue {
  /**
   * Waits for a turn on every line of these variants; resolves to the function that leaves them, or
   * to undefined when one of them was said sold out while the order waited (it then holds no place).
   */
  enter(variantIds: Iterable<number>): Promise<(() => void) | undefined>;
  /** The variant is sold out: every order waiting in its line is let go (a batch per turn of the event loop). */
  soldOut(variantId: number): void;
  /** Orders under way and waiting for a variant (tests). */
  size(variantId: number): { busy: number; waiting: number };
}

export function variantQueue(slots: number = ORDERS_IN_FLIGHT_PER_VARIANT): VariantQueue {
  const lines = new Map<number, Line>();

  /** Resolves to true with a place on the line, to false when let go without one. */
  async function enterOne(variantId: number): Promise<boolean> {
    let line = lines.get(variantId);
    if (!line) lines.set(variantId, (line = { busy: 0, waiting: [] }));
    if (line.busy < slots) {
      line.busy++;
      return true;
    }
    const queued = line;
    // The order leaving hands its place over (`busy` stays as it was).
    return new Promise<boolean>((turn) => queued.waiting.push(turn));
  }

  function leaveOne(variantId: number): void {
    const line = lines.get(variantId);
    if (!line) return;
    const next = line.waiting.shift();
    if (next) next(true);
    else if (--line.busy === 0) lines.delete(variantId);
  }

  function leaving(held: number[]): () => void {
    let left = false;
    return () => {
      if (left) return;
      left = true;
      for (const id of [...held].reverse()) leaveOne(id);
    };
  }

  return {
    async enter(variantIds) {
      const ids = [...new Set(variantIds)].sort((a, b) => a - b);
      const held: number[] = [];
      for (const id of ids) {
        if (await enterOne(id)) held.push(id);
        else {
          leaving(held)();
          return undefined;
        }
      }
      return leaving(held);
    },
    soldOut(variantId) {
      const line = lines.get(variantId);
      if (!line?.waiting.length) return;
      // Out of the line now (a place given back meanwhile goes to no one of them), answered in batches.
      const told = line.waiting.splice(0);
      const letGo = () => {
        for (const turn of told.splice(0, LET_GO_PER_TURN)) turn(false);
        if (told.length) setImmediate(letGo);
      };
      letGo();
    },
    size(variantId) {
      const line = lines.get(variantId);
      return { busy: line?.busy ?? 0, waiting: line?.waiting.length ?? 0 };
    },
  };
}
