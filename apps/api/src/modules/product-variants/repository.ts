import { priceRange } from '@shop/core/pricing';
import { PIECE_MESSAGES } from '@shop/core/schemas/piece';
import { VARIANT_MESSAGES, type Variant } from '@shop/core/schemas/variant';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { productVariants, products, sizes } from '../../db/schema/index.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { syncTrackedStock } from '../pieces/stock.ts';
import { selectVariants, toVariant, variantColumns } from '../products/product-row.ts';
import { refreshSearchText } from '../products/search-text.ts';
import { assertVariantSkuFree } from '../products/sku.ts';
import { refreshSoldOut } from './stock.ts';

/** The variant answers of this module carry the stock (never cached: orders change it). */
const columns = { ...variantColumns, stock: productVariants.stock, tracksPieces: productVariants.tracksPieces };

export interface VariantInput {
  name: string;
  /** undefined: keep the stored code; null: none. */
  sku?: string | null;
  sizeId: number;
  price: number;
  discount: number;
  color: string | null;
  /** undefined: keep the stored stock; null: not tracked. */
  stock?: number | null;
  /** undefined: keep; true: the stock is counted from the variant's pieces (docs/pieces.md). */
  tracksPieces?: boolean;
}

/**
 * Locks the product row (variant writes of one product run one after the other), so that the
 * recomputed price range always sees every committed variant.
 */
async function lockProduct(tx: Tx, productId: number): Promise<boolean> {
  const [row] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
  return Boolean(row);
}

async function assertSize(tx: Tx, sizeId: number): Promise<void> {
  const [row] = await tx.select({ id: sizes.id }).from(sizes).where(eq(sizes.id, sizeId));
  if (!row) throw badRequest(VARIANT_MESSAGES.sizeNotFound);
}

/** lowestPrice / highestPrice (core priceRange) and updatedAt of the product, in the caller's transaction. */
async function recomputePrices(tx: Tx, productId: number): Promise<void> {
  const rows = await tx
    .select({ price: productVariants.price })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  const range = priceRange(rows.map((r) => (r.price === null ? null : Number(r.price))));
  await tx
    .update(products)
    .set({ ...range, updatedAt: sql`now()` })
    .where(eq(products.id, productId));
}

/** What follows every write to a product's variants, in its transaction. */
async function afterVariantsChanged(tx: Tx, productId: number, codesChanged: boolean): Promise<void> {
  await recomputePrices(tx, productId);
  await refreshSoldOut(tx, [productId]);
  // The variants' codes end the product's search text.
  if (codesChanged) await refreshSearchText(tx, eq(products.id, productId));
}

/**
 * Changes an existing variant (`write` answers the rows it changed) in one transaction with its
 * product locked, then what follows; false when the variant does not exist.
 */
async function changeVariant(db: Db, id: number, write: (tx: Tx) => Promise<unknown[]>): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ productId: productVariants.productId })
      .from(productVariants)
      .where(eq(productVariants.id, id));
    if (!current) return false;
    await lockProduct(tx, current.productId);
    if (!(await write(tx)).length) return false;
    await afterVariantsChanged(tx, current.productId, true);
    return true;
  });
}

export function variantsRepository(db: Db) {
  async function find(id: number): Promise<Variant | undefined> {
    const [row] = await selectVariants(db, columns).where(eq(productVariants.id, id));
    return row && toVariant(row);
  }

  return {
    find,

    async ofProduct(productId: number): Promise<Variant[]> {
      const rows = await selectVariants(db, columns)
        .where(eq(productVariants.productId, productId))
        .orderBy(asc(productVariants.id));
      return rows.map(toVariant);
    },

    async create({ productId, ...input }: VariantInput & { productId: number }): Promise<Variant> {
      const id = await db.transaction(async (tx) => {
        if (!(await lockProduct(tx, productId))) throw badRequest(VARIANT_MESSAGES.productNotFound);
        await assertSize(tx, input.sizeId);
        await assertVariantSkuFree(tx, input.sku);
        const tracksPieces = input.tracksPieces ?? false;
        const [row] = await tx
          .insert(productVariants)
          // A variant sold piece by piece starts with no pieces: its stock is 0 until some are received.
          .values({
            ...input,
            sku: input.sku ?? null,
            stock: tracksPieces ? 0 : (input.stock ?? null),
            tracksPieces,
            productId,
          })
          .returning({ id: productVariants.id });
        await afterVariantsChanged(tx, productId, Boolean(input.sku));
        return row!.id;
      });
      return (await find(id))!;
    },

    /** Undefined when the variant does not exist. */
    async update(id: number, input: VariantInput): Promise<Variant | undefined> {
      const done = await changeVariant(db, id, async (tx) => {
        await assertSize(tx, input.sizeId);
        await assertVariantSkuFree(tx, input.sku, id);
        const [current] = await tx
          .select({ stock: productVariants.stock, tracksPieces: productVariants.tracksPieces })
          .from(productVariants)
          .where(eq(productVariants.id, id))
          .for('update');
        if (!current) return [];
        const tracks = input.tracksPieces ?? current.tracksPieces;
        // A tracked variant's stock is what its pieces say: sending it unchanged is fine (a form
        // sends every field), typing another number is refused.
        if (tracks && current.tracksPieces && input.stock !== undefined && input.stock !== current.stock)
          throw conflict(PIECE_MESSAGES.stockByPieces, { stock: current.stock });
        const { stock, ...rest } = input;
        const rows = await tx
          .update(productVariants)
          .set({ ...rest, tracksPieces: tracks, ...(tracks ? {} : stock === undefined ? {} : { stock }) })
          .where(eq(productVariants.id, id))
          .returning({ id: productVariants.id });
        if (tracks) await syncTrackedStock(tx, [id]);
        return rows;
      });
      return done ? find(id) : undefined;
    },

    async remove(id: number): Promise<boolean> {
      return changeVariant(db, id, (tx) =>
        tx.delete(productVariants).where(eq(productVariants.id, id)).returning({ id: productVariants.id }),
      );
    },
  };
}
