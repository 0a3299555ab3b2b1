import {
  CONSIGNMENT_MESSAGES,
  type Consignment,
  type ConsignmentList,
  type ConsignmentState,
} from '@shop/core/schemas/consignment';
import { and, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { brands, consignorPayouts, orders, pieces, productVariants, products } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { withPieceWatch } from '../pieces/watch.ts';

/** When the piece was last sold (its history's last `sold` move). */
const soldAt = sql<Date | null>`(select max(h.at) from piece_history h where h.piece_id = ${pieces.id} and h.status = 'sold')`;

const columns = {
  pieceId: pieces.id,
  serial: pieces.serial,
  brandName: brands.name,
  productName: products.name,
  variantName: productVariants.name,
  consignorName: pieces.sourceName,
  consignorPhone: pieces.sourcePhone,
  payout: pieces.consignorPayout,
  orderId: pieces.orderId,
  orderCode: orders.code,
  soldAt,
  paidAmount: consignorPayouts.amount,
  paidAt: consignorPayouts.paidAt,
  paidBy: consignorPayouts.paidBy,
  paidNote: consignorPayouts.note,
};

type Row = Awaited<ReturnType<ReturnType<typeof selectConsignments>['execute']>>[number];

function selectConsignments(db: Db | Tx) {
  return withPieceWatch(db.select(columns).from(pieces).$dynamic())
    .leftJoin(orders, eq(orders.id, pieces.orderId))
    .leftJoin(consignorPayouts, eq(consignorPayouts.pieceId, pieces.id));
}

function toConsignment(r: Row): Consignment {
  const { paidAmount, paidAt, paidBy, paidNote, soldAt: sold, payout, ...rest } = r;
  return {
    ...rest,
    payout: payout === null ? null : Number(payout),
    soldAt: sold === null ? null : new Date(sold).toISOString(),
    paid:
      paidAt === null
        ? null
        : { amount: Number(paidAmount), paidAt: new Date(paidAt).toISOString(), by: paidBy, note: paidNote },
  };
}

/** The payouts owed to consignors and those paid (docs/pieces.md#consignment-payouts). */
export function consignmentsRepository(db: Db | Tx) {
  return {
    /**
     * The consigned pieces in `state`: `owed` (sold, not paid; oldest sale first), `paid` (newest
     * payment first; a piece sold back later stays listed with its payment) or `all` of both.
     */
    async list(state: ConsignmentState): Promise<ConsignmentList> {
      const consigned = eq(pieces.source, 'consignment');
      const sold = eq(pieces.status, 'sold');
      const paid = isNotNull(consignorPayouts.id);
      const where =
        state === 'owed'
          ? and(consigned, sold, isNull(consignorPayouts.id))
          : state === 'paid'
            ? and(consigned, paid)
            : and(consigned, or(sold, paid));
      const rows = await selectConsignments(db)
        .where(where)
        .orderBy(state === 'owed' ? sql`${soldAt} asc nulls last` : desc(consignorPayouts.paidAt), desc(pieces.id));
      const consignments = rows.map(toConsignment);
      const owedTotal = consignments.reduce((sum, c) => sum + (c.paid ? 0 : (c.payout ?? 0)), 0);
      return { consignments, owedTotal };
    },

    async find(pieceId: number): Promise<Consignment | undefined> {
      const [row] = await selectConsignments(db).where(eq(pieces.id, pieceId));
      return row && toConsignment(row);
    },

    /**
     * Records that the consignor of a sold consigned piece was paid `amount` (the agreed payout when
     * null), once: 404 for a piece that was not consigned, 409 before its sale or when already paid.
     * The piece is locked so that two clicks record one payment.
     */
    async pay(pieceId: number, input: { amount: number | null; note: string | null }, by: string) {
      const [piece] = await db
        .select({ source: pieces.source, status: pieces.status, payout: pieces.consignorPayout })
        .from(pieces)
        .where(eq(pieces.id, pieceId))
        .for('update');
      if (!piece || piece.source !== 'consignment') throw notFound(CONSIGNMENT_MESSAGES.notFound);
      if (piece.status !== 'sold') throw conflict(CONSIGNMENT_MESSAGES.notSold);
      const amount = input.amount ?? (piece.payout === null ? null : Number(piece.payout));
      if (amount === null)
        throw conflict(CONSIGNMENT_MESSAGES.noAmount, [
          { field: 'amount', in: 'body', message: CONSIGNMENT_MESSAGES.noAmount },
        ]);
      const [paid] = await db
        .insert(consignorPayouts)
        .values({ pieceId, amount, note: input.note, paidBy: by })
        .onConflictDoNothing()
        .returning({ id: consignorPayouts.id });
      if (!paid) throw conflict(CONSIGNMENT_MESSAGES.alreadyPaid);
      return (await this.find(pieceId))!;
    },
  };
}
