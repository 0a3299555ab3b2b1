import { ORDER_MESSAGES, type Order } from '@shop/core/schemas/order';
import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { writeAudit } from '../../db/audit.ts';
import { orders } from '../../db/schema/index.ts';
import { outbox } from '../messages/outbox.ts';
import { ordersRepository } from './repository.ts';
import { periodicJob } from '../../lib/periodic-job.ts';

/** How often each server looks for bank-transfer orders past their payment deadline. */
const SWEEP_EVERY_MS = 5 * 60_000;
/** The most orders one round cancels (the next round takes the rest). */
const ROUND = 100;
/** Who cancels an overdue order, in its history and the audit log. */
export const HOLD_JOB_ACTOR = 'Hệ thống';

/**
 * Cancels the bank-transfer orders still pending and unpaid at their payment deadline (`pay_by`,
 * `checkout.holdHours` after they were placed), so that their stock goes back on sale: each in its own
 * transaction, like a cancel by staff — the pieces and the stock its lines took go back, the history
 * and the audit log say "Quá hạn thanh toán", the shopper is told through the outbox — then the
 * `order.status` event. The order is claimed `FOR UPDATE SKIP LOCKED`: servers running this at once
 * never take the same order, and a staff change in progress on one is not waited for (the next round
 * sees it again if it is still due). Answers the orders cancelled.
 */
export async function cancelOverdueOrders(app: FastifyInstance, now = new Date()): Promise<number> {
  const db = app.database.db;
  let cancelled = 0;
  while (cancelled < ROUND) {
    const order = await db.transaction(async (tx): Promise<Order | null> => {
      const [due] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.status, 'pending'),
            eq(orders.paymentStatus, 'unpaid'),
            eq(orders.paymentMethod, 'bank_transfer'),
            isNotNull(orders.payBy),
            lte(orders.payBy, now),
          ),
        )
        .orderBy(asc(orders.payBy))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return null;
      const reason = ORDER_MESSAGES.overdue;
      const after = await ordersRepository(tx).moveStatus(due.id, 'cancelled', HOLD_JOB_ACTOR, reason);
      await outbox.enqueue(tx, { event: 'order.cancelled', order: after, reason });
      await writeAudit(
        tx,
        { userId: null, username: HOLD_JOB_ACTOR, ip: '-' },
        {
          action: 'status',
          resource: 'orders',
          resourceId: after.id,
          changes: { status: ['pending', 'cancelled'], reason: [null, reason] },
        },
      );
      return after;
    });
    if (!order) break;
    cancelled++;
    await app.events.publish({ type: 'order.status', order });
  }
  if (cancelled) app.log.info({ cancelled }, 'unpaid bank-transfer orders past their deadline cancelled');
  return cancelled;
}

/**
 * The hold job: on every server, as it gets ready and then every five minutes (a timer that does not
 * keep the process alive); stopped, after the round in progress, when the server closes.
 */
export default fp(
  function holdJob(app: FastifyInstance, _opts: object, done: (err?: Error) => void) {
    periodicJob(app, {
      everyMs: SWEEP_EVERY_MS,
      run: () => cancelOverdueOrders(app),
      failure: 'overdue orders not cancelled; the next round tries again',
      firstRoundBeforeReady: true,
    });
    done();
  },
  { name: 'hold-job' },
);
