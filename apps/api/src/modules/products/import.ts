import { GENDERS, type Gender } from '@shop/core/constants';
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
import type { Auditor } from '../../db/audit.ts';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import { unescapeCell, type ReadTable } from '../../lib/tabular.ts';
import { parseWhole, rowsOf } from '../../lib/table-upload.ts';
import { changesOf, PRODUCT_FIELD_COLUMNS, VARIANT_FIELD_COLUMNS } from './import-changes.ts';
import {
  loadCatalogue,
  sameFields,
  type Group,
  type PlannedVariant,
  type ProductFields,
  type StoredProduct,
  type StoredVariant,
} from './import-plan.ts';
import { writeImport } from './import-write.ts';

type ImportChange = ImportRow['changes'][number];

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

  const changes = await writeImport(
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
