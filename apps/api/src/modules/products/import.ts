import { GENDER_LABELS, GENDERS, type Gender } from '@shop/core/constants';
import { formatMoney } from '@shop/core/pricing';
import { nameSortKey } from '@shop/core/name-sort';
import { PRODUCT_MESSAGES } from '@shop/core/schemas/product';
import {
  PRODUCT_COLUMN_LABELS,
  PRODUCT_COLUMNS,
  PRODUCT_TOOL_MESSAGES,
  REQUIRED_IMPORT_COLUMNS,
  type ImportAction,
  type ImportResult,
  type ImportRow,
  type ProductColumn,
} from '@shop/core/schemas/product-tools';
import { VARIANT_MESSAGES } from '@shop/core/schemas/variant';
import { foldText } from '@shop/core/text';
import { inArray, sql } from 'drizzle-orm';
import type { AuditChanges } from '@shop/core/schemas/audit';
import { auditDiff, type Auditor } from '../../db/audit.ts';
import type { Db } from '../../db/client.ts';
import { brands, categories, images, productVariants, products, sizes, subBrands } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';
import { unescapeCell, type ReadTable } from '../../lib/tabular.ts';
import { parseWhole, rowsOf } from '../../lib/table-upload.ts';
import { refreshSoldOut } from '../product-variants/stock.ts';
import { variantRowColumns } from './repository.ts';
import { refreshSearchText, searchTextOf } from './search-text.ts';

const SKU = /^[A-Za-z0-9._/-]{1,64}$/;
const M = {
  name: 'Tên sản phẩm là bắt buộc',
  brand: 'Thương hiệu là bắt buộc',
  noBrand: (x: string) => `Không có thương hiệu "${x}"`,
  noSubBrand: (b: string, x: string) => `Thương hiệu ${b} không có dòng sản phẩm "${x}"`,
  noCategory: (x: string) => `Không có danh mục "${x}"`,
  gender: 'Giới tính phải là Nam, Nữ hoặc Unisex',
  description: 'Mô tả là bắt buộc',
  noImage: PRODUCT_MESSAGES.noImage,
  imageMissing: (x: string) => `Không tìm thấy ảnh "${x}" trong thư viện ảnh`,
  yesNo: 'Phải là "có" hoặc "không"',
  sku: 'Mã SKU chỉ gồm chữ không dấu, số và các ký tự - _ . / (tối đa 64 ký tự)',
  idMissing: 'Không tìm thấy sản phẩm có id này',
  skuOther: 'Mã SKU này thuộc một sản phẩm khác với id đã ghi',
  variantName: 'Tên phiên bản là bắt buộc',
  size: 'Kích thước là bắt buộc',
  noSize: (x: string) => `Không có kích thước "${x}"`,
  price: 'Giá phải là số nguyên từ 0 trở lên',
  discount: 'Giảm giá từ 0 đến 100',
  stock: VARIANT_MESSAGES.badStock,
  variantSkuOther: 'Mã SKU phiên bản này thuộc sản phẩm khác',
  variantSkuTwice: (row: number) => `Mã SKU phiên bản trùng với dòng ${row}`,
  variantTwice: (row: number) => `Phiên bản trùng tên với dòng ${row}`,
  variantIdOther: 'Id phiên bản không thuộc sản phẩm này',
  tooLong: 'Nội dung quá dài',
  badText: 'Dữ liệu chứa ký tự không hợp lệ',
} as const;

const YES = new Set(['co', 'yes', 'true', '1', 'x', 'y']);
const NO = new Set(['khong', 'no', 'false', '0', 'n']);
const GENDER_WORDS: Record<string, Gender> = {
  male: 'male',
  nam: 'male',
  female: 'female',
  nu: 'female',
  unisex: 'unisex',
};

interface ProductFields {
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
interface VariantFields {
  name: string;
  sku: string | null;
  sizeId: number;
  price: number;
  discount: number;
  color: string | null;
  stock: number | null;
}
type StoredProduct = ProductFields & { id: number };
type StoredVariant = VariantFields & { id: number; productId: number };

/** A product of the file: an existing one (id) or one to create (key), with its wanted fields. */
interface Group {
  key: string;
  existing?: StoredProduct;
  fields?: ProductFields;
  /** Names for the search text. */
  names?: { brand: string; subBrand: string | null; category: string | null };
  /** Variant names (folded) seen in the file → the row that named it first. */
  variantRows: Map<string, number>;
  id?: number;
}
interface PlannedVariant {
  group: Group;
  existing?: StoredVariant;
  fields: VariantFields;
}

const sameFields = (a: object, b: object) =>
  Object.entries(b).every(([k, v]) => JSON.stringify((a as Record<string, unknown>)[k]) === JSON.stringify(v));

/** Everything the rows are matched and checked against, read once. */
async function loadCatalogue(db: Db) {
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

type Catalogue = Awaited<ReturnType<typeof loadCatalogue>>;
type ImportChange = ImportRow['changes'][number];
type FieldValue = string | number | boolean | string[] | null;

/** A value of a product or variant field as the preview shows it. */
function fieldText(cat: Catalogue, field: string, value: FieldValue): string {
  if (value === null || value === '') return field === 'stock' ? 'Không theo dõi' : '(trống)';
  const named = (names: Map<number, string>) => names.get(value as number) ?? `#${value as number}`;
  switch (field) {
    case 'brandId':
      return named(cat.brandNames);
    case 'subBrandId':
      return named(cat.subBrandNames);
    case 'categoryId':
      return named(cat.categoryNames);
    case 'sizeId':
      return named(cat.sizeNames);
    case 'gender':
      return GENDER_LABELS[value as Gender];
    case 'price':
      return (value as number) === 0 ? 'Liên hệ' : formatMoney(value as number);
    case 'discount':
      return `${value as number}%`;
    case 'images':
      return (value as string[]).join(', ') || '(trống)';
  }
  if (typeof value === 'boolean') return value ? 'có' : 'không';
  return typeof value === 'object' ? value.join(', ') : String(value);
}

/** The column (its Vietnamese header) a field of a product or a variant is read from. */
const PRODUCT_FIELD_COLUMNS: Record<keyof ProductFields, ProductColumn> = {
  name: 'name',
  sku: 'product_sku',
  brandId: 'brand',
  subBrandId: 'sub_brand',
  categoryId: 'category',
  gender: 'gender',
  description: 'description',
  images: 'images',
  inStock: 'in_stock',
  featured: 'featured',
};
const VARIANT_FIELD_COLUMNS: Record<keyof VariantFields, ProductColumn> = {
  name: 'variant_name',
  sku: 'variant_sku',
  sizeId: 'size',
  price: 'price',
  discount: 'discount',
  color: 'color',
  stock: 'stock',
};

/** The fields of `after` that differ from `before`, old → new, under their columns' headers. */
function changesOf<F extends object>(
  cat: Catalogue,
  columns: Record<keyof F, ProductColumn>,
  before: F,
  after: F,
): ImportChange[] {
  return (Object.keys(columns) as (keyof F & string)[])
    .filter((f) => JSON.stringify(before[f]) !== JSON.stringify(after[f]))
    .map((f) => ({
      field: PRODUCT_COLUMN_LABELS[columns[f]],
      before: fieldText(cat, f, before[f] as FieldValue),
      after: fieldText(cat, f, after[f] as FieldValue),
    }));
}

/** A header names a column by its key (`name`, the English header) or its Vietnamese header (`Tên`). */
const COLUMN_BY_HEADER = new Map<string, ProductColumn>(
  PRODUCT_COLUMNS.flatMap((c) => [
    [c, c],
    [foldText(PRODUCT_COLUMN_LABELS[c]), c],
  ]),
);

/**
 * Checks the rows of an import file and plans the change: each row is matched to an existing variant
 * (by variant SKU, else variant id, else its product — by product SKU or id — plus the variant name)
 * or creates one; each row gets its action and its errors (column, Vietnamese message). Given the
 * `audit` of the caller's transaction, and only when no row has an error, writes the plan in that
 * transaction and records it: the import's entry (its totals), then one entry per product it created
 * or changed with each field before → after, pointing at the import's entry.
 */
export async function importProducts(db: Db, table: ReadTable, audit?: Auditor): Promise<ImportResult> {
  const { header } = table;
  const index = new Map<ProductColumn, number>();
  header.forEach((h, i) => {
    const key = COLUMN_BY_HEADER.get(foldText(h.replace(/^\uFEFF/, '')));
    if (key && !index.has(key)) index.set(key, i);
  });
  const missing = REQUIRED_IMPORT_COLUMNS.filter((c) => !index.has(c));
  if (missing.length)
    throw badRequest(
      `${PRODUCT_TOOL_MESSAGES.missingColumns}: ${missing.map((c) => PRODUCT_COLUMN_LABELS[c]).join(', ')}`,
      {
        missing,
        expected: PRODUCT_COLUMNS,
      },
    );
  if (table.rowCount === 0) throw badRequest(PRODUCT_TOOL_MESSAGES.emptyFile);

  const cat = await loadCatalogue(db);
  const groups = new Map<string, Group>();
  const planned: PlannedVariant[] = [];
  const variantSkuRows = new Map<string, number>();
  const results: ImportRow[] = [];
  /** Groups whose product fields were first set by this row (the row that creates or updates it). */
  const firstRowOf = new Map<Group, number>();
  const rowVariant = new Map<number, PlannedVariant>();
  const rowGroup = new Map<number, Group>();

  for await (const [row, cells] of rowsOf(table)) {
    const get = (c: ProductColumn) => {
      const i = index.get(c);
      // A cell the export protected from spreadsheets (a leading ') is read as it was written.
      return i === undefined ? '' : unescapeCell(cells[i] ?? '').trim();
    };
    const errors: { column: string; message: string }[] = [];
    const err = (column: ProductColumn, message: string) => errors.push({ column, message });
    for (const c of PRODUCT_COLUMNS) {
      const v = get(c);
      if (v.length > (c === 'description' ? 20_000 : 2_000)) err(c, M.tooLong);
      if (v.includes('\u0000')) err(c, M.badText);
    }

    // The product: by its SKU, else its id, else a new one (rows of the same name and brand together).
    const name = get('name');
    const productSku = get('product_sku') || null;
    if (productSku && !SKU.test(productSku)) err('product_sku', M.sku);
    const idText = get('product_id');
    let existing: StoredProduct | undefined;
    if (productSku) existing = cat.productsBySku.get(productSku.toLowerCase());
    if (idText) {
      const id = /^\d{1,9}$/.test(idText) ? Number(idText) : NaN;
      const byId = cat.productsById.get(id);
      if (!byId) err('product_id', M.idMissing);
      else if (existing && existing.id !== byId.id) err('product_sku', M.skuOther);
      else existing = byId;
    }
    const key = existing
      ? `p:${existing.id}`
      : productSku
        ? `sku:${productSku.toLowerCase()}`
        : `new:${foldText(name)}|${foldText(get('brand'))}`;
    let group = groups.get(key);
    if (!group) {
      group = { key, existing, variantRows: new Map() };
      groups.set(key, group);
    }

    // The product's fields as the row gives them.
    if (!name) err('name', M.name);
    const brandName = get('brand');
    const brand = brandName ? cat.brands.get(foldText(brandName)) : undefined;
    if (!brandName) err('brand', M.brand);
    else if (!brand) err('brand', M.noBrand(brandName));
    const subName = get('sub_brand');
    const sub = subName && brand ? cat.subBrands.get(`${brand.id}|${foldText(subName)}`) : undefined;
    if (subName && brand && !sub) err('sub_brand', M.noSubBrand(brand.name, subName));
    const catName = get('category');
    const category = catName ? cat.categories.get(foldText(catName)) : undefined;
    if (catName && !category) err('category', M.noCategory(catName));
    const gender = GENDER_WORDS[foldText(get('gender'))];
    if (!gender || !GENDERS.includes(gender)) err('gender', M.gender);
    const description = get('description');
    if (index.has('description') && !description) err('description', M.description);
    const imagePaths: string[] = [];
    for (const raw of get('images')
      .split(/[,\n]/)
      .map((s) => s.trim())
      .filter(Boolean)) {
      const at = raw.indexOf('/uploads/');
      const path = at >= 0 ? raw.slice(at).split(/[?#]/)[0]! : cat.imageByName.get(raw.toLowerCase());
      if (!path || !cat.imagePaths.has(path)) err('images', M.imageMissing(raw));
      else if (!imagePaths.includes(path)) imagePaths.push(path);
    }
    if (index.has('images') && !imagePaths.length && !errors.some((e) => e.column === 'images'))
      err('images', M.noImage);
    const yesNo = (c: ProductColumn, def: boolean) => {
      const v = foldText(get(c));
      if (!v) return def;
      if (YES.has(v)) return true;
      if (NO.has(v)) return false;
      err(c, M.yesNo);
      return def;
    };
    const ex = group.existing;
    const fields: ProductFields = {
      name,
      sku: index.has('product_sku') ? productSku : (ex?.sku ?? null),
      brandId: brand?.id ?? 0,
      subBrandId: sub?.id ?? null,
      categoryId: category?.id ?? null,
      gender: gender ?? 'unisex',
      description: index.has('description') ? description : (ex?.description ?? ''),
      images: index.has('images') ? imagePaths : (ex?.images ?? []),
      inStock: yesNo('in_stock', ex?.inStock ?? true),
      featured: yesNo('featured', ex?.featured ?? false),
    };
    if (!ex && !index.has('description')) err('description', M.description);
    if (!ex && !index.has('images')) err('images', M.noImage);

    // The variant, when the row names one.
    let variant: PlannedVariant | undefined;
    const variantName = get('variant_name');
    const variantSku = get('variant_sku') || null;
    const sizeName = get('size');
    const priceText = get('price');
    const hasVariant = Boolean(variantName || variantSku || sizeName || priceText || get('variant_id'));
    if (hasVariant) {
      if (!variantName) err('variant_name', M.variantName);
      if (variantSku && !SKU.test(variantSku)) err('variant_sku', M.sku);
      const size = sizeName ? cat.sizes.get(foldText(sizeName)) : undefined;
      if (!sizeName) err('size', M.size);
      else if (!size) err('size', M.noSize(sizeName));
      const price = parseWhole(priceText);
      if (price === null) err('price', M.price);
      const discountText = get('discount').replace(',', '.');
      const discount = discountText === '' ? 0 : Number(discountText);
      if (!Number.isFinite(discount) || discount < 0 || discount > 100 || !/^\d+(\.\d+)?$/.test(discountText || '0'))
        err('discount', M.discount);
      const stockText = get('stock');
      const stock = stockText === '' ? null : parseWhole(stockText);
      if (stockText !== '' && (stock === null || stock > 1_000_000)) err('stock', M.stock);

      let found: StoredVariant | undefined;
      if (variantSku) {
        const seen = variantSkuRows.get(variantSku.toLowerCase());
        if (seen !== undefined) err('variant_sku', M.variantSkuTwice(seen));
        else variantSkuRows.set(variantSku.toLowerCase(), row);
        found = cat.variantsBySku.get(variantSku.toLowerCase());
        if (found && found.productId !== ex?.id) err('variant_sku', M.variantSkuOther);
      }
      const variantIdText = get('variant_id');
      if (!found && variantIdText && ex) {
        const byId = cat.variantsById.get(Number(variantIdText));
        if (!byId || byId.productId !== ex.id) err('variant_id', M.variantIdOther);
        else found = byId;
      }
      if (!found && ex && variantName) found = cat.variantsByName.get(`${ex.id}|${foldText(variantName)}`);
      const nameKey = foldText(variantName);
      const twice = group.variantRows.get(nameKey);
      if (variantName && twice !== undefined) err('variant_name', M.variantTwice(twice));
      else if (variantName) group.variantRows.set(nameKey, row);
      variant = {
        group,
        existing: found,
        fields: {
          name: variantName,
          sku: index.has('variant_sku') ? variantSku : (found?.sku ?? null),
          sizeId: size?.id ?? 0,
          price: price ?? 0,
          discount: Number.isFinite(discount) ? discount : 0,
          color: get('color') || null,
          stock: index.has('stock') ? stock : (found?.stock ?? null),
        },
      };
    }

    let action: ImportAction;
    const changes: ImportChange[] = [];
    if (errors.length) action = 'error';
    else {
      if (!group.fields) {
        group.fields = fields;
        group.names = {
          brand: brand!.name,
          subBrand: sub?.name ?? null,
          category: category?.name ?? null,
        };
        firstRowOf.set(group, row);
      }
      if (variant) planned.push(variant);
      const productChanged = firstRowOf.get(group) === row && ex !== undefined && !sameFields(ex, group.fields);
      if (!ex || (variant && !variant.existing)) action = 'create';
      else if (productChanged || (variant?.existing && !sameFields(variant.existing, variant.fields))) {
        action = 'update';
        if (productChanged) changes.push(...changesOf(cat, PRODUCT_FIELD_COLUMNS, ex, group.fields));
        if (variant?.existing) changes.push(...changesOf(cat, VARIANT_FIELD_COLUMNS, variant.existing, variant.fields));
      } else action = 'unchanged';
      if (variant) rowVariant.set(row, variant);
      rowGroup.set(row, group);
    }
    results.push({ row, action, name, variant: variantName, errors, changes });
  }

  // A product SKU given to two different products of the file (a new one and one matched by id).
  const skuOwner = new Map<string, Group>();
  for (const g of groups.values()) {
    const sku = g.fields?.sku?.toLowerCase();
    if (!sku) continue;
    const owner = cat.productsBySku.get(sku);
    if (skuOwner.has(sku) || (owner && owner.id !== g.existing?.id)) {
      const r = results.find((x) => x.row === firstRowOf.get(g));
      if (r) {
        r.action = 'error';
        r.changes = [];
        r.errors.push({ column: 'product_sku', message: 'Mã SKU đã tồn tại' });
      }
    } else skuOwner.set(sku, g);
  }

  const count = (a: ImportAction) => results.filter((r) => r.action === a).length;
  const result: ImportResult = {
    dryRun: !audit,
    rows: results,
    create: count('create'),
    update: count('update'),
    unchanged: count('unchanged'),
    errors: count('error'),
  };
  if (!audit || result.errors > 0) return result;

  const changes = await write(
    db,
    [...groups.values()].filter((g) => g.fields),
    planned,
  );
  const parentId = await audit.record({
    action: 'import',
    resource: 'products',
    changes: {
      create: [null, result.create],
      update: [null, result.update],
      unchanged: [null, result.unchanged],
    },
  });
  await audit.recordMany(
    [...changes].map(([id, fields]) => ({
      action: 'import',
      resource: 'products',
      resourceId: id,
      changes: fields,
      parentId,
    })),
  );
  return result;
}

/** A variant's fields as its product's audit entry names them: `variants.<id>.<field>`. */
function variantChanges(id: number, before: VariantFields | null, after: VariantFields): AuditChanges {
  return Object.fromEntries(
    Object.entries(auditDiff(before, after)).map(([field, change]) => [`variants.${id}.${field}`, change]),
  );
}

/** The fields of a stored product without its id (an audit entry's "before"). */
const fieldsOf = ({ id: _id, ...fields }: StoredProduct): ProductFields => fields;
const variantFieldsOf = ({ id: _id, productId: _p, ...fields }: StoredVariant): VariantFields => fields;

/**
 * Writes the plan: new products (ids taken first), changed products, new and changed variants,
 * derived columns. Answers each created or changed product's fields before → after.
 */
async function write(db: Db, groups: Group[], planned: PlannedVariant[]): Promise<Map<number, AuditChanges>> {
  const derived = (g: Group) => ({
    name_sort: nameSortKey(g.fields!.name),
    search_name_length: foldText(g.fields!.name).length,
    search_text: searchTextOf({ name: g.fields!.name, ...g.names! }),
  });
  const created = groups.filter((g) => !g.existing);
  if (created.length) {
    const ids = await db.execute(
      sql`select nextval(pg_get_serial_sequence('products', 'id'))::int as id from generate_series(1, ${created.length})`,
    );
    created.forEach((g, i) => (g.id = Number((ids.rows[i] as { id: number }).id)));
  }
  for (const g of groups) if (g.existing) g.id = g.existing.id;
  const changed = groups.filter((g) => !g.existing || !sameFields(g.existing, g.fields!));
  const productJson = (list: Group[]) =>
    JSON.stringify(
      list.map((g) => ({
        id: g.id,
        name: g.fields!.name,
        sku: g.fields!.sku,
        brand_id: g.fields!.brandId,
        sub_brand_id: g.fields!.subBrandId,
        category_id: g.fields!.categoryId,
        gender: g.fields!.gender,
        description: g.fields!.description,
        images: g.fields!.images,
        in_stock: g.fields!.inStock,
        featured: g.fields!.featured,
        ...derived(g),
      })),
    );
  const recordset = sql`id int, name text, sku text, brand_id int, sub_brand_id int, category_id int, gender gender,
    description text, images jsonb, in_stock boolean, featured boolean, name_sort text, search_name_length int, search_text text`;
  for (const chunk of chunks(
    changed.filter((g) => !g.existing),
    1000,
  )) {
    await db.execute(sql`
      insert into products (id, name, sku, brand_id, sub_brand_id, category_id, gender, description, images, in_stock,
        featured, name_sort, search_name_length, search_text)
      select id, name, sku, brand_id, sub_brand_id, category_id, gender, description, images, in_stock, featured,
        name_sort, search_name_length, search_text
      from json_to_recordset(${productJson(chunk)}::json) as u(${recordset})`);
  }
  for (const chunk of chunks(
    changed.filter((g) => g.existing),
    1000,
  )) {
    await db.execute(sql`
      update products p set name = u.name, sku = u.sku, brand_id = u.brand_id, sub_brand_id = u.sub_brand_id,
        category_id = u.category_id, gender = u.gender, description = u.description, images = u.images,
        in_stock = u.in_stock, featured = u.featured, name_sort = u.name_sort,
        search_name_length = u.search_name_length, search_text = u.search_text, updated_at = now()
      from json_to_recordset(${productJson(chunk)}::json) as u(${recordset})
      where p.id = u.id`);
  }

  const variantJson = (list: PlannedVariant[]) =>
    JSON.stringify(
      list.map((v) => ({
        id: v.existing?.id ?? null,
        product_id: v.group.id,
        name: v.fields.name,
        sku: v.fields.sku,
        size_id: v.fields.sizeId,
        price: v.fields.price,
        discount: v.fields.discount,
        color: v.fields.color,
        stock: v.fields.stock,
      })),
    );
  const vset = sql`id int, product_id int, name text, sku text, size_id int, price bigint, discount numeric, color text, stock int`;
  const newVariants = planned.filter((v) => !v.existing);
  const changedVariants = planned.filter((v) => v.existing && !sameFields(v.existing, v.fields));
  // Changed variants first: a code moved from one variant to a new one is free again before the insert.
  for (const chunk of chunks(changedVariants, 2000)) {
    await db.execute(sql`
      update product_variants v set name = u.name, sku = u.sku, size_id = u.size_id, price = u.price,
        discount = u.discount, color = u.color,
        -- A variant sold piece by piece keeps the stock its pieces give (docs/pieces.md).
        stock = case when v.tracks_pieces then v.stock else u.stock end
      from json_to_recordset(${variantJson(chunk)}::json) as u(${vset})
      where v.id = u.id`);
  }
  const newVariantIds = new Map<PlannedVariant, number>();
  for (const chunk of chunks(newVariants, 2000)) {
    const inserted = await db.execute(sql`
      insert into product_variants (product_id, name, sku, size_id, price, discount, color, stock)
      select product_id, name, sku, size_id, price, discount, color, stock
      from json_to_recordset(${variantJson(chunk)}::json) as u(${vset})
      returning id, product_id, name`);
    // A product's variant names are unique in the file (checked above): they find each new id.
    const idOf = new Map(
      (inserted.rows as { id: number; product_id: number; name: string }[]).map((r) => [
        `${r.product_id}\u0000${r.name}`,
        Number(r.id),
      ]),
    );
    for (const v of chunk) newVariantIds.set(v, idOf.get(`${v.group.id}\u0000${v.fields.name}`)!);
  }

  const changes = new Map<number, AuditChanges>();
  const add = (productId: number, fields: AuditChanges) => {
    if (Object.keys(fields).length) changes.set(productId, { ...changes.get(productId), ...fields });
  };
  for (const g of changed) add(g.id!, auditDiff(g.existing ? fieldsOf(g.existing) : null, g.fields));
  for (const v of changedVariants)
    add(v.group.id!, variantChanges(v.existing!.id, variantFieldsOf(v.existing!), v.fields));
  for (const [v, id] of newVariantIds) add(v.group.id!, variantChanges(id, null, v.fields));

  const touched = [
    ...new Set([
      ...changed.map((g) => g.id!),
      ...newVariants.map((v) => v.group.id!),
      ...changedVariants.map((v) => v.group.id!),
    ]),
  ];
  if (!touched.length) return changes;
  await db.execute(sql`
    update products p set
      lowest_price = (select min(v.price) from product_variants v where v.product_id = p.id and v.price > 0),
      highest_price = (select max(v.price) from product_variants v where v.product_id = p.id and v.price > 0),
      updated_at = now()
    where p.id = any(${`{${touched.join(',')}}`}::int[])`);
  await refreshSoldOut(db, touched);
  // The codes (SKU) of the products and their variants end the search text.
  await refreshSearchText(db, inArray(products.id, touched));
  return changes;
}

function chunks<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}
