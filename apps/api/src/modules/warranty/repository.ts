import { shopToday } from '@shop/core/schemas/dashboard';
import { foldSerial } from '@shop/core/schemas/piece';
import { type Warranty, type WarrantyLookup } from '@shop/core/schemas/warranty';
import { warrantyEndDate, warrantyKindOf, warrantyMonthsOf } from '@shop/core/schemas/warranty';
import { and, asc, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { withProductAndBrand } from '../../lib/variant-query.ts';
import { serviceVisitsOf } from '../services/repository.ts';
import { brands, orders, pieces, productVariants, products, warranties } from '../../db/schema/index.ts';

// Warranties (docs/pieces.md#warranty): written when an order is completed, one per sold piece;
// voided when the sale is undone; looked up by the buyer with the serial and their phone.

const columns = {
  id: warranties.id,
  code: warranties.code,
  pieceId: warranties.pieceId,
  orderId: warranties.orderId,
  orderCode: warranties.orderCode,
  productName: warranties.productName,
  variantName: warranties.variantName,
  brandName: warranties.brandName,
  serial: warranties.serial,
  reference: warranties.reference,
  condition: warranties.condition,
  kind: warranties.kind,
  months: warranties.months,
  startDate: warranties.startDate,
  endDate: warranties.endDate,
  buyerName: orders.customer,
  voidedAt: warranties.voidedAt,
  voidReason: warranties.voidReason,
  createdAt: warranties.createdAt,
};

type Row = Omit<Warranty, 'voidedAt' | 'createdAt'> & { voidedAt: Date | null; createdAt: Date };

function toWarranty(r: Row): Warranty {
  return { ...r, voidedAt: r.voidedAt?.toISOString() ?? null, createdAt: r.createdAt.toISOString() };
}

/**
 * Writes the warranty of each piece the order sold, from `day` (the completion day in Vietnam), for
 * its product's months (else its brand's, else 24), of its brand's kind (a pre-owned piece: the
 * shop's). Called in the transaction that completes the order; a piece already warranted by this
 * order is skipped.
 */
export async function warrantOrderPieces(
  tx: Tx,
  order: { id: number; code: string },
  day: string = shopToday(),
): Promise<void> {
  const sold = await withProductAndBrand(
    tx
      .select({
        pieceId: pieces.id,
        serial: pieces.serial,
        reference: pieces.reference,
        condition: pieces.condition,
        productName: products.name,
        variantName: productVariants.name,
        brandName: brands.name,
        productMonths: products.warrantyMonths,
        brandMonths: brands.warrantyMonths,
        brandKind: brands.warrantyKind,
      })
      .from(pieces)
      .innerJoin(productVariants, eq(productVariants.id, pieces.variantId))
      .$dynamic(),
  )
    .where(and(eq(pieces.orderId, order.id), eq(pieces.status, 'sold')))
    .orderBy(asc(pieces.id));
  if (!sold.length) return;
  const done = await tx
    .select({ pieceId: warranties.pieceId })
    .from(warranties)
    .where(and(eq(warranties.orderId, order.id), isNull(warranties.voidedAt)));
  const skip = new Set(done.map((d) => d.pieceId));
  const rows = sold
    .filter((p) => !skip.has(p.pieceId))
    .map((p) => {
      const months = warrantyMonthsOf(p.productMonths, p.brandMonths);
      const condition = p.condition === 'used' ? ('used' as const) : ('new' as const);
      return {
        pieceId: p.pieceId,
        orderId: order.id,
        orderCode: order.code,
        productName: p.productName,
        variantName: p.variantName,
        brandName: p.brandName,
        serial: p.serial,
        serialKey: foldSerial(p.serial),
        reference: p.reference,
        condition,
        kind: warrantyKindOf(p.brandKind, condition),
        months,
        startDate: day,
        endDate: warrantyEndDate(day, months),
      };
    });
  if (rows.length) await tx.insert(warranties).values(rows);
}

/** Voids the piece's warranties still in force: its sale was undone (an admin's correction out of "sold"). */
export async function voidPieceWarranties(tx: Tx, pieceId: number, reason: string): Promise<void> {
  await tx
    .update(warranties)
    .set({ voidedAt: new Date(), voidReason: reason })
    .where(and(eq(warranties.pieceId, pieceId), isNull(warranties.voidedAt)));
}

export function warrantiesRepository(db: Db) {
  async function list(where: SQL | undefined): Promise<Warranty[]> {
    const rows = await db
      .select(columns)
      .from(warranties)
      .leftJoin(orders, eq(orders.id, warranties.orderId))
      .where(where)
      .orderBy(desc(warranties.id))
      .limit(200);
    return rows.map((r) => toWarranty(r as Row));
  }

  return {
    /** The warranties of an order or of a piece, newest first. */
    async list(q: { orderId?: number; pieceId?: number }): Promise<Warranty[]> {
      const conds: SQL[] = [];
      if (q.orderId) conds.push(eq(warranties.orderId, q.orderId));
      if (q.pieceId) conds.push(eq(warranties.pieceId, q.pieceId));
      return list(conds.length ? and(...conds) : undefined);
    },

    async find(id: number): Promise<Warranty | undefined> {
      const [w] = await list(eq(warranties.id, id));
      return w;
    },

    /**
     * The buyer's view of the newest warranty of this serial (folded) sold to this phone (the
     * order's, normalised), or undefined for any wrong combination.
     */
    async lookup(serial: string, phone: string, today: string = shopToday()): Promise<WarrantyLookup | undefined> {
      const [w] = await db
        .select(columns)
        .from(warranties)
        .innerJoin(orders, eq(orders.id, warranties.orderId))
        .where(and(eq(warranties.serialKey, foldSerial(serial)), eq(orders.phone, phone)))
        .orderBy(desc(warranties.id))
        .limit(1);
      if (!w) return undefined;
      const voided = w.voidedAt !== null;
      return {
        code: w.code,
        productName: w.variantName ? `${w.productName} (${w.variantName})` : w.productName,
        brandName: w.brandName,
        serial: w.serial,
        kind: w.kind,
        months: w.months,
        saleDate: w.startDate,
        endDate: w.endDate,
        covered: !voided && today <= w.endDate,
        voided,
        serviceHistory: await serviceHistoryOf(db, w.pieceId),
      };
    },
  };
}

/** The watch's visits to the service desk (docs/services.md), newest first: its tickets by piece. */
function serviceHistoryOf(db: Db, pieceId: number): Promise<WarrantyLookup['serviceHistory']> {
  return serviceVisitsOf(db, pieceId);
}
