import { discountedPrice, hasPrice } from '@shop/core/pricing';
import { ORDER_MESSAGES } from '@shop/core/schemas/order';
import { and, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { productVariants, products } from '../../db/schema/index.ts';
import { HttpError, badRequest, conflict } from '../../lib/errors.ts';
import { orderableVariantColumns, selectVariantsWithProduct } from '../../lib/variant-query.ts';

// An order's lines before they are written: the requested items merged, priced from the database,
// and their pieces taken from (or put back into) stock. Checkout and staff edits share these.

export interface PricedLine {
  productId: number;
  variantId: number;
  productName: string;
  variantName: string;
  /** The variant's discounted price at the time of ordering. */
  price: number;
  quantity: number;
  /** Pieces this line took from tracked stock (set once the stock moved; 0 for an untracked variant). */
  stockTaken?: number;
}

export interface ItemRequest {
  productId: number;
  variantId: number;
  quantity: number;
}

/** Lines for the same variant are merged; over 99 pieces of one variant is refused. */
export function mergeItems(items: ItemRequest[]): ItemRequest[] {
  const merged = new Map<string, ItemRequest>();
  for (const i of items) {
    const key = `${i.productId}:${i.variantId}`;
    const prev = merged.get(key);
    if (prev) prev.quantity += i.quantity;
    else merged.set(key, { ...i });
  }
  const wanted = [...merged.values()];
  if (wanted.some((i) => i.quantity > 99)) throw badRequest(ORDER_MESSAGES.badQuantity);
  return wanted;
}

export interface VariantFacts {
  variantId: number;
  productId: number;
  variantName: string;
  price: number | null;
  discount: number;
  productName: string;
  inStock: boolean;
  stock: number | null;
}

export async function variantFacts(q: Db | Tx, variantIds: number[]): Promise<Map<number, VariantFacts>> {
  if (!variantIds.length) return new Map();
  const rows = await selectVariantsWithProduct(q, {
    ...orderableVariantColumns,
    inStock: products.inStock,
    stock: productVariants.stock,
  }).where(inArray(productVariants.id, [...new Set(variantIds)]));
  return new Map(
    rows.map((r) => [
      r.variantId,
      { ...r, price: r.price === null ? null : Number(r.price), discount: Number(r.discount) },
    ]),
  );
}

/**
 * Prices requested items from the database: each variant must belong to its product (400), the
 * product must be marked in stock and the variant must have a price (409). `keep` gives unit prices
 * already agreed for some variants (editing an order keeps the price its lines were ordered at).
 */
export function priceLines(
  wanted: ItemRequest[],
  facts: Map<number, VariantFacts>,
  keep = new Map<number, PricedLine>(),
): PricedLine[] {
  return wanted.map((item) => {
    const kept = keep.get(item.variantId);
    if (kept && kept.productId === item.productId) return { ...kept, quantity: item.quantity };
    const v = facts.get(item.variantId);
    if (!v || v.productId !== item.productId) {
      throw badRequest(ORDER_MESSAGES.unavailable, { productId: item.productId, variantId: item.variantId });
    }
    if (!v.inStock)
      throw conflict(ORDER_MESSAGES.outOfStock(v.productName), { productId: v.productId, variantId: v.variantId });
    if (!hasPrice(v.price))
      throw conflict(ORDER_MESSAGES.noPrice(v.productName), { productId: v.productId, variantId: v.variantId });
    return {
      productId: v.productId,
      variantId: v.variantId,
      productName: v.productName,
      variantName: v.variantName,
      price: discountedPrice(v.price, v.discount),
      quantity: item.quantity,
    };
  });
}

/** What moving stock did: the products whose stock moved, and the pieces taken per variant. */
export interface StockMove {
  products: number[];
  /** Pieces taken from tracked stock for each variant of a positive delta (0: not tracked, nothing taken). */
  taken: Map<number, number>;
  /** The variants this move took the last pieces of (their stock is now 0). */
  emptied: number[];
}

/**
 * Takes `delta` pieces of each variant (negative: puts them back), in variant id order so that two
 * orders never wait on each other's rows. Taking is one guarded statement per variant
 * (`stock = stock - q where stock >= q`): concurrent orders queue on the row and each sees the stock
 * the previous one left, so together they can never take more than there is. A variant without
 * tracking (null) is left alone and takes nothing (`taken` says 0), so a later cancel gives nothing
 * back. The caller gives back only what its lines took (`stockTaken`).
 */
export async function moveStock(tx: Tx, deltas: Map<number, number>, names: Map<number, string>): Promise<StockMove> {
  const touched = new Set<number>();
  const takenOf = new Map<number, number>();
  const emptied: number[] = [];
  for (const variantId of [...deltas.keys()].sort((a, b) => a - b)) {
    const delta = deltas.get(variantId)!;
    if (delta === 0) continue;
    if (delta > 0) {
      const [taken] = await tx
        .update(productVariants)
        .set({ stock: sql`${productVariants.stock} - ${delta}` })
        .where(
          and(eq(productVariants.id, variantId), isNotNull(productVariants.stock), gte(productVariants.stock, delta)),
        )
        .returning({ productId: productVariants.productId, left: productVariants.stock });
      if (taken) {
        touched.add(taken.productId);
        takenOf.set(variantId, delta);
        if (taken.left === 0) emptied.push(variantId);
        continue;
      }
      const [now] = await tx
        .select({ stock: productVariants.stock, productId: productVariants.productId })
        .from(productVariants)
        .where(eq(productVariants.id, variantId));
      if (now && now.stock !== null)
        throw notEnoughStock(names.get(variantId) ?? '', now.productId, variantId, now.stock);
      takenOf.set(variantId, 0);
    } else {
      const [back] = await tx
        .update(productVariants)
        .set({ stock: sql`${productVariants.stock} + ${-delta}` })
        .where(and(eq(productVariants.id, variantId), isNotNull(productVariants.stock)))
        .returning({ productId: productVariants.productId });
      if (back) touched.add(back.productId);
    }
  }
  return { products: [...touched], taken: takenOf, emptied };
}

/** 409 NOT_ENOUGH_STOCK: "… đã hết hàng" when none is left, else how many are. */
function notEnoughStock(name: string, productId: number, variantId: number, available: number): HttpError {
  const message = available === 0 ? ORDER_MESSAGES.outOfStock(name) : ORDER_MESSAGES.notEnoughStock(name, available);
  return new HttpError(409, 'NOT_ENOUGH_STOCK', message, { productId, variantId, available });
}

/** What the lines took from tracked stock, as negative deltas: cancelling an order gives back exactly these. */
export const takenBack = (lines: { variantId: number | null; stockTaken: number }[]) => {
  const out = new Map<number, number>();
  for (const l of lines)
    if (l.variantId !== null && l.stockTaken > 0) out.set(l.variantId, (out.get(l.variantId) ?? 0) - l.stockTaken);
  return out;
};

export const quantities = (lines: { variantId: number | null; quantity: number }[], sign = 1) => {
  const out = new Map<number, number>();
  for (const l of lines)
    if (l.variantId !== null) out.set(l.variantId, (out.get(l.variantId) ?? 0) + sign * l.quantity);
  return out;
};
