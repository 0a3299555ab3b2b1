import { GENDER_LABELS } from '@shop/core/constants';
import { PRODUCT_COLUMNS } from '@shop/core/schemas/product-tools';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brands, categories, productVariants, products, sizes, subBrands } from '../../db/schema/index.ts';
import type { Cell } from '../../lib/tabular.ts';
import { withRelated } from './product-row.ts';

const YES = 'có';
const NO = 'không';

/**
 * The catalogue as rows of PRODUCT_COLUMNS: one per variant (in product then variant order), a
 * product without variants on one row with the variant columns empty. Names, not ids, for the
 * brand, sub-brand, category and size, so the file reads on its own and imports back.
 */
export async function catalogueRows(db: Db): Promise<Cell[][]> {
  const rows = await withRelated(
    db
      .select({
        id: products.id,
        sku: products.sku,
        name: products.name,
        brand: brands.name,
        subBrand: subBrands.name,
        category: categories.name,
        gender: products.gender,
        description: products.description,
        images: products.images,
        inStock: products.inStock,
        featured: products.featured,
        variantId: productVariants.id,
        variantSku: productVariants.sku,
        variantName: productVariants.name,
        size: sizes.name,
        price: productVariants.price,
        discount: productVariants.discount,
        color: productVariants.color,
        stock: productVariants.stock,
      })
      .from(products)
      .$dynamic(),
  )
    .leftJoin(productVariants, eq(productVariants.productId, products.id))
    .leftJoin(sizes, eq(sizes.id, productVariants.sizeId))
    .orderBy(asc(products.id), asc(productVariants.id));
  return rows.map((r) => {
    const cells: Record<(typeof PRODUCT_COLUMNS)[number], Cell> = {
      product_id: r.id,
      product_sku: r.sku,
      name: r.name,
      brand: r.brand,
      sub_brand: r.subBrand,
      category: r.category,
      gender: GENDER_LABELS[r.gender],
      description: r.description,
      images: (Array.isArray(r.images) ? r.images : []).join(', '),
      in_stock: r.inStock ? YES : NO,
      featured: r.featured ? YES : NO,
      variant_id: r.variantId,
      variant_sku: r.variantSku,
      variant_name: r.variantName,
      size: r.size,
      price: r.price === null ? null : Number(r.price),
      discount: r.variantId === null ? null : Number(r.discount),
      color: r.color,
      stock: r.stock,
    };
    return PRODUCT_COLUMNS.map((c) => cells[c]);
  });
}
