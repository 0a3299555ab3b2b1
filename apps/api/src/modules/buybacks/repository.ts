import {
  BUYBACK_MESSAGES,
  maskIdNumber,
  type Buyback,
  type BuybackInput,
  type BuybackList,
  type BuybackListOptions,
} from '@shop/core/schemas/buyback';
import type { Piece } from '@shop/core/schemas/piece';
import { shopToday } from '@shop/core/schemas/dashboard';
import { and, count, desc, eq, gte, lte, sql, sum } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { brands, buybacks, pieces, productVariants, products } from '../../db/schema/index.ts';
import { forbidden } from '../../lib/errors.ts';
import { piecesRepository, type PieceActor } from '../pieces/repository.ts';

const columns = {
  id: buybacks.id,
  code: buybacks.code,
  pieceId: buybacks.pieceId,
  productName: products.name,
  variantName: productVariants.name,
  brandName: brands.name,
  serial: pieces.serial,
  condition: pieces.condition,
  grade: pieces.grade,
  accessories: pieces.accessories,
  pieceStatus: pieces.status,
  price: buybacks.price,
  sellerName: pieces.sourceName,
  sellerPhone: pieces.sourcePhone,
  sellerIdNumber: buybacks.sellerIdNumber,
  boughtAt: buybacks.boughtAt,
  note: buybacks.note,
  createdBy: buybacks.createdBy,
  createdAt: buybacks.createdAt,
};

type Row = Awaited<ReturnType<ReturnType<typeof selectBuybacks>['execute']>>[number];

/** The purchases with their watch (brand, product, variant, serial) and seller: add the where and the order. */
export function selectBuybacks(db: Db | Tx) {
  return db
    .select(columns)
    .from(buybacks)
    .innerJoin(pieces, eq(pieces.id, buybacks.pieceId))
    .innerJoin(productVariants, eq(productVariants.id, pieces.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(brands, eq(brands.id, pieces.brandId));
}

/** A purchase as a caller sees it: the price and the whole CCCD only with the `costs` read right. */
function toBuyback(row: Row, readCosts: boolean): Buyback {
  const { price, sellerIdNumber, ...rest } = row;
  return {
    ...rest,
    condition: row.condition as Buyback['condition'],
    grade: row.grade as Buyback['grade'],
    accessories: Array.isArray(row.accessories) ? row.accessories : [],
    sellerIdNumber: sellerIdNumber === null ? null : readCosts ? sellerIdNumber : maskIdNumber(sellerIdNumber),
    createdAt: row.createdAt.toISOString(),
    ...(readCosts ? { price: Number(price) } : {}),
  };
}

const between = (q: { from?: string; to?: string }) =>
  and(q.from ? gte(buybacks.boughtAt, q.from) : undefined, q.to ? lte(buybacks.boughtAt, q.to) : undefined);

export function buybacksRepository(db: Db | Tx) {
  async function find(id: number, readCosts: boolean): Promise<Buyback | undefined> {
    const [row] = await selectBuybacks(db).where(eq(buybacks.id, id));
    return row && toBuyback(row, readCosts);
  }

  return {
    find,

    async list(q: BuybackListOptions, readCosts: boolean): Promise<BuybackList> {
      const where = between(q);
      const [totals] = await db
        .select({ n: count(), paid: sum(buybacks.price) })
        .from(buybacks)
        .where(where);
      const rows = await selectBuybacks(db)
        .where(where)
        .orderBy(desc(buybacks.boughtAt), desc(buybacks.id))
        .limit(q.limit)
        .offset(q.skip);
      return {
        buybacks: rows.map((r) => toBuyback(r, readCosts)),
        total: Number(totals?.n ?? 0),
        ...(readCosts ? { totalPrice: Number(totals?.paid ?? 0) } : {}),
      };
    },

    /** Every purchase between two days, oldest first: the rows of Bảng kê thu mua. */
    async forExport(q: { from?: string; to?: string }): Promise<Buyback[]> {
      const rows = await selectBuybacks(db).where(between(q)).orderBy(buybacks.boughtAt, buybacks.id).limit(100_000);
      return rows.map((r) => toBuyback(r, true));
    },

    /**
     * Records a purchase, in the caller's transaction: the watch is received as a piece (source
     * `buyback`, the seller as its source, the price as its cost) and the purchase row keeps the day and
     * the seller's CCCD. The price is a cost: recording needs the `costs` change right.
     */
    async record(input: BuybackInput, actor: PieceActor): Promise<{ buyback: Buyback; piece: Piece }> {
      if (!actor.changeCosts) throw forbidden(BUYBACK_MESSAGES.costsForbidden);
      const boughtAt = input.boughtAt ?? shopToday();
      const { price, sellerName, sellerPhone, sellerIdNumber, boughtAt: _b, note, ...watch } = input;
      const piece = await piecesRepository(db).receive(
        {
          ...watch,
          source: 'buyback',
          sourceName: sellerName,
          sourcePhone: sellerPhone,
          consignorPayout: null,
          costPrice: price,
          receivedAt: boughtAt,
          note: null,
        },
        actor,
      );
      const [row] = await db
        .insert(buybacks)
        .values({ pieceId: piece.id, price, sellerIdNumber, boughtAt, note, createdBy: actor.username })
        .returning({ id: buybacks.id });
      return { buyback: (await find(row!.id, actor.readCosts))!, piece };
    },
  };
}

/** The purchases of a seller's phone (the personal-data export): in full, as the purchase list has them. */
export async function buybacksOfPhone(db: Db | Tx, phone: string): Promise<Buyback[]> {
  const rows = await selectBuybacks(db).where(eq(pieces.sourcePhone, phone)).orderBy(buybacks.id);
  return rows.map((r) => toBuyback(r, true));
}

/** What erasing a seller's data takes: the CCCD numbers of their purchases (also redacted wherever quoted). */
export async function sellerIdNumbersOfPhone(db: Db | Tx, phone: string): Promise<string[]> {
  const rows = await db
    .select({ n: buybacks.sellerIdNumber })
    .from(buybacks)
    .innerJoin(pieces, eq(pieces.id, buybacks.pieceId))
    .where(and(eq(pieces.sourcePhone, phone), sql`${buybacks.sellerIdNumber} is not null`));
  return rows.map((r) => r.n!);
}
