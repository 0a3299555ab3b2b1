import { PRODUCT_MESSAGES } from '@shop/core/schemas/product';
import { PRODUCT_TOOL_MESSAGES, type BulkAction, type BulkProblem } from '@shop/core/schemas/product-tools';
import { VARIANT_PRICE_MAX } from '@shop/core/schemas/variant';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Auditor } from '../../db/audit.ts';
import type { Db } from '../../db/client.ts';
import { brands, categories, productVariants, products } from '../../db/schema/index.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { refreshSearchText } from './search-text.ts';

type Stored = typeof products.$inferSelect;

/** A priced variant's price after a change of `percent` %, in whole đồng: what the check and the write use. */
const adjustedPrice = (percent: number) => sql`round(${productVariants.price} * (100 + ${percent}::numeric) / 100)`;

/**
 * A product's row and its variants as audit fields (`variants.12.price`, `.discount`, `.name`, `.stock`),
 * for the log: a bulk change shows each variant's values before and after, a deletion what it had.
 */
async function snapshot(tx: Db, ids: number[]): Promise<Map<number, Record<string, unknown>>> {
  const rows = await tx.select().from(products).where(inArray(products.id, ids));
  const variants = await tx
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      name: productVariants.name,
      price: productVariants.price,
      discount: productVariants.discount,
      stock: productVariants.stock,
    })
    .from(productVariants)
    .where(inArray(productVariants.productId, ids))
    .orderBy(asc(productVariants.id));
  const map = new Map<number, Record<string, unknown>>(rows.map((r) => [r.id, { ...r }]));
  for (const v of variants) {
    const p = map.get(v.productId);
    if (!p) continue;
    p[`variants.${v.id}.name`] = v.name;
    p[`variants.${v.id}.price`] = v.price;
    p[`variants.${v.id}.discount`] = Number(v.discount);
    p[`variants.${v.id}.stock`] = v.stock;
  }
  return map;
}

/**
 * The products one of whose priced variants would leave the variant price limits after a change of
 * `percent` %: over the maximum, or rounded to 0 (which means Liên Hệ). A single edit refuses both.
 */
async function priceLimitProblems(
  tx: Db,
  locked: Pick<Stored, 'id' | 'name'>[],
  percent: number,
): Promise<BulkProblem[]> {
  if (!locked.length) return [];
  const next = adjustedPrice(percent);
  const rows = await tx
    .select({
      productId: productVariants.productId,
      tooHigh: sql<boolean>`bool_or(${next} > ${VARIANT_PRICE_MAX})`,
      tooLow: sql<boolean>`bool_or(${next} < 1)`,
    })
    .from(productVariants)
    .where(
      and(
        inArray(
          productVariants.productId,
          locked.map((p) => p.id),
        ),
        gt(productVariants.price, 0),
      ),
    )
    .groupBy(productVariants.productId);
  const byId = new Map(rows.map((r) => [r.productId, r]));
  return locked.flatMap((p): BulkProblem[] => {
    const r = byId.get(p.id);
    if (r?.tooHigh) return [{ id: p.id, name: p.name, message: PRODUCT_TOOL_MESSAGES.priceTooHigh }];
    if (r?.tooLow) return [{ id: p.id, name: p.name, message: PRODUCT_TOOL_MESSAGES.priceTooLow }];
    return [];
  });
}

/**
 * Applies one change to many products in the caller's transaction, all or nothing: the products are
 * locked, every one is checked first, and if any cannot take the change a 409 lists which and why
 * (`details: [{ id, name, message }]`) before anything is written. Each changed product gets its own
 * audit entry. Answers how many products changed.
 */
export async function bulkChange(
  tx: Db,
  audit: Auditor,
  ids: number[],
  action: BulkAction,
  value: number | undefined,
): Promise<number> {
  const locked: Pick<Stored, 'id' | 'name'>[] = await tx
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(asc(products.id))
    .for('update');
  const found = new Set(locked.map((p) => p.id));
  const problems: BulkProblem[] = ids
    .filter((id) => !found.has(id))
    .map((id) => ({ id, name: `#${id}`, message: PRODUCT_MESSAGES.notFound }));

  if (action === 'setCategory') {
    const [c] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, value!)).for('share');
    if (!c) throw badRequest(PRODUCT_MESSAGES.categoryNotFound);
  }
  if (action === 'setBrand') {
    const [b] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, value!)).for('share');
    if (!b) throw badRequest(PRODUCT_MESSAGES.brandNotFound);
  }
  if (action === 'adjustPrice' || action === 'setDiscount') {
    const counts = await tx
      .select({
        productId: productVariants.productId,
        variants: sql<number>`count(*)::int`.mapWith(Number),
        priced: sql<number>`(count(*) filter (where ${productVariants.price} > 0))::int`.mapWith(Number),
      })
      .from(productVariants)
      .where(inArray(productVariants.productId, [...found]))
      .groupBy(productVariants.productId);
    const byId = new Map(counts.map((c) => [c.productId, c]));
    for (const p of locked) {
      const c = byId.get(p.id);
      if (action === 'setDiscount' && !c?.variants)
        problems.push({ id: p.id, name: p.name, message: PRODUCT_TOOL_MESSAGES.noVariants });
      if (action === 'adjustPrice' && !c?.priced)
        problems.push({ id: p.id, name: p.name, message: PRODUCT_TOOL_MESSAGES.noPrice });
    }
  }
  if (action === 'adjustPrice') problems.push(...(await priceLimitProblems(tx, locked, value!)));
  if (problems.length) throw conflict(PRODUCT_TOOL_MESSAGES.bulkFailed, problems);

  const before = await snapshot(tx, ids);
  const these = inArray(products.id, ids);
  switch (action) {
    case 'delete':
      await tx.delete(products).where(these);
      for (const id of ids) await audit.deleted('products', id, before.get(id)!);
      return ids.length;
    case 'feature':
    case 'unfeature':
      await tx
        .update(products)
        .set({ featured: action === 'feature', updatedAt: sql`now()` })
        .where(these);
      break;
    case 'setCategory':
      await tx
        .update(products)
        .set({ categoryId: value!, updatedAt: sql`now()` })
        .where(these);
      await refreshSearchText(tx, these);
      break;
    case 'setBrand':
      // A sub-brand belongs to one brand: products whose sub-brand is of another brand lose it.
      await tx
        .update(products)
        .set({
          brandId: value!,
          subBrandId: sql`case when ${products.subBrandId} in (select id from sub_brands where brand_id = ${value!}) then ${products.subBrandId} else null end`,
          updatedAt: sql`now()`,
        })
        .where(these);
      await refreshSearchText(tx, these);
      break;
    case 'adjustPrice':
      // Whole đồng; a price of 0 (Liên Hệ) or none stays as it is.
      await tx
        .update(productVariants)
        .set({ price: sql`${adjustedPrice(value!)}::bigint` })
        .where(sql`${inArray(productVariants.productId, ids)} and ${productVariants.price} > 0`);
      await tx.execute(sql`
        update products p set
          lowest_price = (select min(v.price) from product_variants v where v.product_id = p.id and v.price > 0),
          highest_price = (select max(v.price) from product_variants v where v.product_id = p.id and v.price > 0),
          updated_at = now()
        where ${inArray(sql`p.id`, ids)}`);
      break;
    case 'setDiscount':
      await tx.update(productVariants).set({ discount: value! }).where(inArray(productVariants.productId, ids));
      await tx
        .update(products)
        .set({ updatedAt: sql`now()` })
        .where(these);
      break;
  }
  const after = await snapshot(tx, ids);
  for (const id of ids) await audit.updated('products', id, before.get(id)!, after.get(id)!);
  return ids.length;
}
