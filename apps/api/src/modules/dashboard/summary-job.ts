import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** How often a server folds the summaries' new rows. */
const FOLD_EVERY_MS = 60_000;

/**
 * Folds each day's rows of `order_day_totals` into one (the database function of migration 0020,
 * again in 0043): every order's placing and move adds a row there, so that no order waits for
 * another's transaction; folding keeps what the dashboard and the reports sum small. Adds the new
 * rows of `order_day_products` to the running totals per product and month (`order_product_months`,
 * `order_product_names`) and marks them folded, in the same transaction. Safe on several servers at
 * once: a transaction-scoped advisory lock lets one fold while the others skip. Answers the rows
 * written (totals) and the product-months updated.
 */
export async function foldOrderSummaries(db: Db): Promise<number> {
  const res = await db.execute<{ n: number }>(sql`select compact_order_summaries() as n`);
  return Number(res.rows[0]?.n ?? 0);
}

/**
 * The summary job: on every server, once it is ready, every minute (a timer that does not keep the
 * process alive); stopped, after the fold in progress, when the server closes.
 */
export default fp(
  function summaryJob(app: FastifyInstance, _opts: object, done: (err?: Error) => void) {
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> = Promise.resolve();
    const fold = () => {
      running = foldOrderSummaries(app.database.db).catch((err: unknown) =>
        app.log.warn({ err }, 'order summaries not folded; the next round tries again'),
      );
    };
    app.addHook('onReady', (ready) => {
      timer = setInterval(fold, FOLD_EVERY_MS).unref();
      ready();
    });
    app.addHook('preClose', (closed) => {
      clearInterval(timer);
      running.then(() => closed(), closed);
    });
    done();
  },
  { name: 'summary-job' },
);
