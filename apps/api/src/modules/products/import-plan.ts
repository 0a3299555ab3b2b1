import type { Gender } from '@shop/core/constants';
import { foldText } from '@shop/core/text';
import type { Db } from '../../db/client.ts';
import { brands, categories, images, productVariants, products, sizes, subBrands } from '../../db/schema/index.ts';
import { variantRowColumns } from './product-row.ts';

/** What a catalogue import plans (products and variants with their wanted fields) and checks rows against. */

export interface ProductFields {
  name: string;
  sku: string | null;
  brandId: number;
  subBrandId: number | null;
  categoryId: number | null;
  gender: Gender;
  description: string;
  images: string[];
  inStock: boolean;
  featured: boolean;
}
export interface VariantFields {
  name: string;
  sku: string | null;
  sizeId: number;
  price: number;
  discount: number;
  color: string | null;
  stock: number | null;
}
export type StoredProduct = ProductFields & { id: number };
export type StoredVariant = VariantFields & { id: number; productId: number };

/** A product of the file: an existing one (id) or one to create (key), with its wanted fields. */
export interface Group {
  key: string;
  existing?: StoredProduct;
  fields?: ProductFields;
  /** Names for the search text. */
  names?: { brand: string; subBrand: string | null; category: string | null };
  /** Variant names (folded) seen in the file → the row that named it first. */
  variantRows: Map<string, number>;
  id?: number;
}
export interface PlannedVariant {
  group: Group;
  existing?: StoredVariant;
  fields: VariantFields;
}

export const sameFields = (a: object, b: object) =>
  Object.entries(b).every(([k, v]) => JSON.stringify((a as Record<string, unknown>)[k]) === JSON.stringify(v));

/** The fields of a stored product without its id (an audit entry's "before"). */
export const fieldsOf = ({ id: _id, ...fields }: StoredProduct): ProductFields => fields;
export const variantFieldsOf = ({ id: _id, productId: _p, ...fields }: StoredVariant): VariantFields => fields;

/** Everything the rows are matched and checked against, read once. */
export async function loadCatalogue(db: Db) {
  const [brandRows, subRows, catRows, sizeRows, imageRows, productRows, variantRows] = await Promise.all([
    db.select({ id: brands.id, name: brands.name }).from(brands),
    db.select({ id: subBrands.id, brandId: subBrands.brandId, name: subBrands.name }).from(subBrands),
    db.select({ id: categories.id, name: categories.name }).from(categories),
    db.select({ id: sizes.id, name: sizes.name }).from(sizes),
    db.select({ path: images.path, originalName: images.originalName }).from(images),
    db
      .select({
        id: products.id,
        name: products.name,
        sku: products.sku,
        brandId: products.brandId,
        subBrandId: products.subBrandId,
        categoryId: products.categoryId,
        gender: products.gender,
        description: products.description,
        images: products.images,
        inStock: products.inStock,
        featured: products.featured,
      })
      .from(products),
    db.select({ ...variantRowColumns, stock: productVariants.stock }).from(productVariants),
  ]);
  const byFold = <T extends { name: string }>(rows: T[]) => new Map(rows.map((r) => [foldText(r.name), r]));
  const productsById = new Map<number, StoredProduct>();
  const productsBySku = new Map<string, StoredProduct>();
  for (const p of productRows) {
    const stored: StoredProduct = { ...p, images: Array.isArray(p.images) ? p.images : [] };
    productsById.set(p.id, stored);
    if (p.sku) productsBySku.set(p.sku.toLowerCase(), stored);
  }
  const variantsById = new Map<number, StoredVariant>();
  const variantsBySku = new Map<string, StoredVariant>();
  const variantsByName = new Map<string, StoredVariant>();
  for (const v of variantRows) {
    const stored: StoredVariant = {
      ...v,
      sizeId: v.sizeId ?? 0,
      price: v.price === null ? 0 : Number(v.price),
      discount: Number(v.discount),
    };
    variantsById.set(v.id, stored);
    if (v.sku) variantsBySku.set(v.sku.toLowerCase(), stored);
    variantsByName.set(`${v.productId}|${foldText(v.name)}`, stored);
  }
  const imageByName = new Map<string, string>();
  for (const i of imageRows) if (i.originalName) imageByName.set(i.originalName.toLowerCase(), i.path);
  return {
    brands: byFold(brandRows),
    brandNames: new Map(brandRows.map((b) => [b.id, b.name])),
    subBrands: new Map(subRows.map((s) => [`${s.brandId}|${foldText(s.name)}`, s])),
    subBrandNames: new Map(subRows.map((s) => [s.id, s.name])),
    categories: byFold(catRows),
    categoryNames: new Map(catRows.map((c) => [c.id, c.name])),
    sizes: byFold(sizeRows),
    sizeNames: new Map(sizeRows.map((z) => [z.id, z.name])),
    imagePaths: new Set(imageRows.map((i) => i.path)),
    imageByName,
    productsById,
    productsBySku,
    variantsById,
    variantsBySku,
    variantsByName,
  };
}

export type Catalogue = Awaited<ReturnType<typeof loadCatalogue>>;
