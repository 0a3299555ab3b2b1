import { SKU_MESSAGES } from '@shop/core/schemas/common';
import { and, ne, sql } from 'drizzle-orm';
import { productVariants, products } from '../../db/schema/index.ts';
import { conflict } from '../../lib/errors.ts';
import type { Executor } from './search-text.ts';

const taken = (field: string) => conflict(SKU_MESSAGES.taken, [{ field, message: SKU_MESSAGES.taken }]);

/** 409 "Mã SKU đã tồn tại" when another product has this code (the unique index is the last guard). */
export async function assertProductSkuFree(tx: Executor, sku: string | null | undefined, exceptId?: number) {
  if (!sku) return;
  const same = sql`lower(${products.sku}) = ${sku.toLowerCase()}`;
  const [row] = await tx
    .select({ id: products.id })
    .from(products)
    .where(exceptId === undefined ? same : and(same, ne(products.id, exceptId)))
    .limit(1);
  if (row) throw taken('sku');
}

/** 409 "Mã SKU đã tồn tại" when another variant has this code. */
export async function assertVariantSkuFree(tx: Executor, sku: string | null | undefined, exceptId?: number) {
  if (!sku) return;
  const same = sql`lower(${productVariants.sku}) = ${sku.toLowerCase()}`;
  const [row] = await tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(exceptId === undefined ? same : and(same, ne(productVariants.id, exceptId)))
    .limit(1);
  if (row) throw taken('sku');
}
