import type { Product, ProductInclude } from '@shop/core/schemas/product';
import type { Variant } from '@shop/core/schemas/variant';
import type { WarrantyKind } from '@shop/core/warranty';
import { productSlug } from '@shop/core/slug';
import { asc, eq, inArray } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { brands, categories, productVariants, products, sizes, subBrands } from '../../db/schema/index.ts';

/** How a product and its variants are read (the columns selected) and shown (the mappers). */

export const productColumns = {
  id: products.id,
  name: products.name,
  sku: products.sku,
  description: products.description,
  images: products.images,
  brandId: products.brandId,
  subBrandId: products.subBrandId,
  categoryId: products.categoryId,
  sizeId: products.sizeId,
  gender: products.gender,
  inStock: products.inStock,
  soldOut: products.soldOut,
  featured: products.featured,
  warrantyMonths: products.warrantyMonths,
  lowestPrice: products.lowestPrice,
  highestPrice: products.highestPrice,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

/** A variant's own columns, stock aside (the import plans with these). */
export const variantRowColumns = {
  id: productVariants.id,
  productId: productVariants.productId,
  name: productVariants.name,
  sku: productVariants.sku,
  sizeId: productVariants.sizeId,
  price: productVariants.price,
  discount: productVariants.discount,
  color: productVariants.color,
};

/** A variant as the API shows it: its own columns and its size (joined). */
export const variantColumns = {
  ...variantRowColumns,
  size: { id: sizes.id, name: sizes.name, diameter: sizes.diameter },
};

/** A select of `columns` (`variantColumns` and more) from variants with their size joined: the caller adds the where and the order. */
export function selectVariants<Columns extends typeof variantColumns>(q: Db | Tx, columns: Columns) {
  return q.select(columns).from(productVariants).leftJoin(sizes, eq(sizes.id, productVariants.sizeId));
}

/**
 * The variants of these products with their size, in one statement, by product id, each product's
 * in id order: `variantColumns`, or these and more (the back office's stock).
 */
export async function variantsByProduct(
  q: Db | Tx,
  productIds: number[],
  columns: typeof variantColumns = variantColumns,
): Promise<Map<number, Variant[]>> {
  const rows = await selectVariants(q, columns)
    .where(inArray(productVariants.productId, productIds))
    .orderBy(asc(productVariants.productId), asc(productVariants.id));
  const map = new Map<number, Variant[]>();
  for (const r of rows) {
    const list = map.get(r.productId) ?? [];
    list.push(toVariant(r));
    map.set(r.productId, list);
  }
  return map;
}

/** A product's brand as included: with its warranty, which the product page shows (core's warrantyMonthsOf). */
export const brandWarrantyColumns = {
  id: brands.id,
  name: brands.name,
  logo: brands.logo,
  warrantyMonths: brands.warrantyMonths,
  warrantyKind: brands.warrantyKind,
};

/** The related parts a product list or page includes: brand (with its warranty), sub-brand, category. */
export function relatedColumns(include: Set<ProductInclude>) {
  return {
    ...(include.has('brand') ? { brand: brandWarrantyColumns } : {}),
    ...(include.has('subBrand') ? { subBrand: { id: subBrands.id, name: subBrands.name } } : {}),
    ...(include.has('category')
      ? { category: { id: categories.id, name: categories.name, icon: categories.icon } }
      : {}),
  };
}

/**
 * Joins a select of products to their related parts: brand, sub-brand and category (left joins;
 * PostgreSQL drops one whose columns go unused). The caller adds its other joins, the where and the order.
 */
export function withRelated<Query extends PgSelect>(query: Query) {
  return query
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(subBrands, eq(subBrands.id, products.subBrandId))
    .leftJoin(categories, eq(categories.id, products.categoryId));
}

/** A product as read: its columns and the related parts `relatedColumns` included. */
export type ProductRow = {
  [K in keyof typeof productColumns]: (typeof products.$inferSelect)[K];
} & Related;
type Related = {
  brand?: {
    id: number;
    name: string;
    logo: string | null;
    warrantyMonths?: number | null;
    warrantyKind?: WarrantyKind;
  } | null;
  subBrand?: { id: number; name: string } | null;
  category?: { id: number; name: string; icon: string | null } | null;
};
type VariantRow = Omit<Variant, 'size'> & { size: { id: number; name: string; diameter: string } | null };

export function toVariant(row: VariantRow): Variant {
  return { ...row, price: row.price === null ? null : Number(row.price), discount: Number(row.discount) };
}

export function toProduct(row: ProductRow, include: Set<ProductInclude>, variants?: Variant[]): Product {
  const p: Product = {
    id: row.id,
    slug: productSlug(row.id, row.name),
    name: row.name,
    sku: row.sku,
    description: row.description,
    images: Array.isArray(row.images) ? row.images : [],
    brandId: row.brandId,
    subBrandId: row.subBrandId,
    categoryId: row.categoryId,
    sizeId: row.sizeId,
    gender: row.gender,
    inStock: row.inStock,
    available: row.inStock && !row.soldOut,
    featured: row.featured,
    warrantyMonths: row.warrantyMonths,
    lowestPrice: row.lowestPrice === null ? null : Number(row.lowestPrice),
    highestPrice: row.highestPrice === null ? null : Number(row.highestPrice),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
  if (include.has('brand')) p.brand = row.brand ?? null;
  if (include.has('subBrand')) p.subBrand = row.subBrand ?? null;
  if (include.has('category')) p.category = row.category ?? null;
  if (include.has('variants')) p.variants = variants ?? [];
  return p;
}
