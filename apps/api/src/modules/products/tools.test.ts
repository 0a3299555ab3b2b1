import { PRODUCT_MESSAGES, productBodyOf, type Product, type ProductList } from '@shop/core/schemas/product';
import {
  PRODUCT_COLUMN_LABELS,
  PRODUCT_COLUMNS,
  PRODUCT_TOOL_MESSAGES,
  type ImportResult,
  type ManageList,
} from '@shop/core/schemas/product-tools';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { fingerprint } from '../../test/fingerprint.ts';
import type { ErrorResponse } from '@shop/core/schemas/common';
import { formatMoney } from '@shop/core/pricing';
import type { AuditEntry, AuditList } from '@shop/core/schemas/audit';

const t = useTestApp();

const get = async (id: number) => (await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json<Product>();
const manage = async (query: string, role: 'admin' | 'viewer' = 'admin') => {
  const res = await t.as(role, { method: 'GET', url: `/api/products/manage?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ManageList>();
};
const bulk = (payload: object, role: 'admin' | 'moderator' | 'viewer' = 'admin') =>
  t.as(role, { method: 'POST', url: '/api/products/bulk', payload });

/** A multipart body with one file in the field `field`. */
function multipart(content: Buffer | string, filename = 'san-pham.csv', field = 'file') {
  const boundary = '----shopboundary' + Math.random().toString(16).slice(2);
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8'), tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const importFile = (content: Buffer | string, dryRun: boolean, role: 'admin' | 'moderator' | 'viewer' = 'admin') => {
  const { payload, headers } = multipart(content);
  return t.as(role, {
    method: 'POST',
    url: `/api/products/import${dryRun ? '?dryRun=true' : ''}`,
    payload,
    headers,
  });
};
const csv = (rows: Record<string, string | number>[]) =>
  Papa.unparse({ fields: [...PRODUCT_COLUMNS], data: rows.map((r) => PRODUCT_COLUMNS.map((c) => r[c] ?? '')) });
/** The same rows under the Vietnamese headers the export writes. */
const csvVietnamese = (rows: Record<string, string | number>[]) =>
  Papa.unparse({
    fields: PRODUCT_COLUMNS.map((c) => PRODUCT_COLUMN_LABELS[c]),
    data: rows.map((r) => PRODUCT_COLUMNS.map((c) => r[c] ?? '')),
  });
/** The export's rows, keyed by column (the file's headers are Vietnamese, checked here). */
async function exportCsv(): Promise<Record<string, string>[]> {
  const res = await t.as('viewer', { method: 'GET', url: '/api/products/export?format=csv' });
  expect(res.statusCode).toBe(200);
  expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  const parsed = Papa.parse<string[]>(res.rawPayload.toString('utf8').slice(1), { skipEmptyLines: true }).data;
  expect(parsed[0]).toEqual(PRODUCT_COLUMNS.map((c) => PRODUCT_COLUMN_LABELS[c]));
  return parsed.slice(1).map((cells) => Object.fromEntries(PRODUCT_COLUMNS.map((c, i) => [c, cells[i] ?? ''])));
}

describe('GET /api/products/manage (the back office table)', () => {
  it('answers a page with variants and their stock, the summed stock, relations, in one request', async () => {
    await t.database.db.execute(
      sql`update product_variants set stock = 3 where id in (select id from product_variants where product_id = 1)`,
    );
    const { products, total } = await manage('limit=100&sort=name&dir=asc');
    expect(total).toBe(36);
    const p1 = products.find((p) => p.id === 1)!;
    expect(p1.variants.map((v) => v.stock)).toEqual([3, 3]);
    expect(p1.stock).toBe(6);
    expect(p1.brand?.name).toBe('Rolex');
    expect(products.find((p) => p.id === 2)!.stock).toBeNull();
  });

  it('sorts by stock (untracked last), price and name; filters by featured', async () => {
    const byStock = await manage('limit=3&sort=stock&dir=desc');
    expect(byStock.products[0]!.id).toBe(1);
    const byPrice = await manage('limit=100&sort=price&dir=asc');
    const prices = byPrice.products.map((p) => p.lowestPrice).filter((x) => x !== null);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const featured = await manage('featured=true&limit=100');
    expect(featured.products.every((p) => p.featured)).toBe(true);
    expect(featured.total).toBeGreaterThan(0);
    expect(featured.total).toBeLessThan(36);
    const res = await t.as('admin', { method: 'GET', url: '/api/products/manage?sort=colour' });
    expect(res.statusCode).toBe(400);
  });

  it('needs the products read right', async () => {
    expect((await t.as('anonymous', { method: 'GET', url: '/api/products/manage' })).statusCode).toBe(401);
    expect((await t.as('guest', { method: 'GET', url: '/api/products/manage' })).statusCode).toBe(403);
  });
});

describe('POST /api/products/bulk', () => {
  it('sets featured on every chosen product, and writes one audit entry per product', async () => {
    const [a, b] = (await manage('featured=false&limit=2')).products.map((p) => p.id) as [number, number];
    const res = await bulk({ ids: [a, b], action: 'feature' }, 'moderator');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ action: 'feature', changed: 2 });
    expect((await get(a)).featured).toBe(true);
    expect((await get(b)).featured).toBe(true);
    const audit = await t.database.db.execute(
      sql`select resource_id, changes from audit_log where resource = 'products' and action = 'update' and resource_id in (${String(a)}, ${String(b)})`,
    );
    expect(audit.rows.map((r) => (r as { changes: unknown }).changes)).toEqual([
      { featured: [false, true] },
      { featured: [false, true] },
    ]);
  });

  it('changes prices by a percentage, rounded to whole đồng, and keeps the price range', async () => {
    const before = await get(1);
    const res = await bulk({ ids: [1], action: 'adjustPrice', value: 10 });
    expect(res.statusCode, res.body).toBe(200);
    const after = await get(1);
    expect(after.variants!.map((v) => v.price)).toEqual(before.variants!.map((v) => Math.round(v.price! * 1.1)));
    expect(after.lowestPrice).toBe(Math.round(before.lowestPrice! * 1.1));
  });

  it('refuses a price change whose result leaves the variant price limits (409 naming the products), like a single edit', async () => {
    const [high, low] = await Promise.all([get(2), get(3)]);
    const [highVariant, lowVariant] = [high.variants![0]!, low.variants![0]!];
    await t.database.db.execute(sql`update product_variants set price = 500000000000000 where id = ${highVariant.id}`);
    await t.database.db.execute(sql`update product_variants set price = 4 where id = ${lowVariant.id}`);
    // A single edit of that variant to the price the bulk change would give is refused.
    const single = await t.as('admin', {
      method: 'PUT',
      url: `/api/product-variants/${highVariant.id}`,
      payload: { name: highVariant.name, sizeId: highVariant.sizeId, price: 500000000000000 * 3 },
    });
    expect(single.statusCode).toBe(400);
    const before = await fingerprint(t.database);

    const up = await bulk({ ids: [1, high.id], action: 'adjustPrice', value: 200 });
    expect(up.statusCode).toBe(409);
    expect(up.json<ErrorResponse>().error.message).toBe(PRODUCT_TOOL_MESSAGES.bulkFailed);
    expect(up.json<ErrorResponse>().error.details).toEqual([
      { id: high.id, name: high.name, message: PRODUCT_TOOL_MESSAGES.priceTooHigh },
    ]);
    const down = await bulk({ ids: [1, low.id], action: 'adjustPrice', value: -90 });
    expect(down.statusCode).toBe(409);
    expect(down.json<ErrorResponse>().error.details).toEqual([
      { id: low.id, name: low.name, message: PRODUCT_TOOL_MESSAGES.priceTooLow },
    ]);
    expect(await fingerprint(t.database)).toBe(before);

    // At the limit itself the change goes through.
    await t.database.db.execute(sql`update product_variants set price = 333333333333333 where id = ${highVariant.id}`);
    expect((await bulk({ ids: [high.id], action: 'adjustPrice', value: 200 })).statusCode).toBe(200);
    expect((await get(high.id)).variants!.find((v) => v.id === highVariant.id)!.price).toBe(999999999999999);
  });

  it('is all or nothing: one product that cannot change → 409 listing why, nothing changed', async () => {
    // A product without variants cannot take a discount.
    const bare = await t.as('admin', {
      method: 'POST',
      url: '/api/products',
      payload: { ...productBodyOf(await get(5)), name: 'Không có phiên bản' },
    });
    expect(bare.statusCode, bare.body).toBe(201);
    const bareId = bare.json<Product>().id;
    const before = await fingerprint(t.database);
    const res = await bulk({ ids: [5, bareId, 999999], action: 'setDiscount', value: 20 });
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorResponse>().error.message).toBe(PRODUCT_TOOL_MESSAGES.bulkFailed);
    expect(res.json<ErrorResponse>().error.details).toEqual([
      { id: 999999, name: '#999999', message: PRODUCT_MESSAGES.notFound },
      { id: bareId, name: 'Không có phiên bản', message: PRODUCT_TOOL_MESSAGES.noVariants },
    ]);
    expect(await fingerprint(t.database)).toBe(before);
  });

  it('sets a category or a brand (a sub-brand of another brand is dropped); refuses an unknown one', async () => {
    const p = (await manage('limit=100')).products.find((x) => x.subBrandId !== null)!;
    const other = (await manage('limit=100')).products.find((x) => x.brandId !== p.brandId)!;
    const res = await bulk({ ids: [p.id], action: 'setBrand', value: other.brandId });
    expect(res.statusCode, res.body).toBe(200);
    const after = await get(p.id);
    expect([after.brandId, after.subBrandId]).toEqual([other.brandId, null]);
    const cat = await bulk({ ids: [p.id], action: 'setCategory', value: 999999 });
    expect(cat.statusCode).toBe(400);
    expect(cat.json<ErrorResponse>().error.message).toBe(PRODUCT_MESSAGES.categoryNotFound);
    const bad = await bulk({ ids: [p.id], action: 'adjustPrice', value: -95 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorResponse>().error.message).toBe(PRODUCT_TOOL_MESSAGES.bulkPercent);
  });

  it('deletes only with the delete right', async () => {
    expect((await bulk({ ids: [6, 7], action: 'delete' }, 'moderator')).statusCode).toBe(403);
    expect((await bulk({ ids: [6], action: 'feature' }, 'viewer')).statusCode).toBe(403);
    const res = await bulk({ ids: [6, 7], action: 'delete' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/products/6' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/products/7' })).statusCode).toBe(404);
  });
});

describe('GET /api/products/export', () => {
  it('CSV: UTF-8 with BOM, one row per variant, Vietnamese names intact', async () => {
    const rows = await exportCsv();
    const variants = await t.database.db.execute(sql`select count(*)::int as n from product_variants`);
    const bare = await t.database.db.execute(
      sql`select count(*)::int as n from products p where not exists (select 1 from product_variants v where v.product_id = p.id)`,
    );
    expect(rows.length).toBe(Number((variants.rows[0] as { n: number }).n) + Number((bare.rows[0] as { n: number }).n));
    const first = rows.find((r) => r.product_id === '1')!;
    expect(first.name).toBe('Đồng hồ Nam Rolex Submariner Date Thép Oystersteel');
    expect(first.gender).toBe('Nam');
    expect(first.stock).toBe('3');
  });

  it('XLSX: the same rows in a sheet', async () => {
    const res = await t.as('admin', { method: 'GET', url: '/api/products/export?format=xlsx' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="san-pham-.*\.xlsx"/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = book.worksheets[0]!;
    expect(ws.getRow(1).getCell(2).value).toBe('Mã sản phẩm');
    expect(ws.getRow(1).getCell(3).value).toBe('Tên');
    expect(ws.getRow(1).getCell(16).value).toBe('Giá');
    expect(ws.rowCount - 1).toBe((await exportCsv()).length);
  });

  it("names the file with the shop's date (Asia/Ho_Chi_Minh), not UTC's", async () => {
    // 23:30 UTC on 28 February is 06:30 on 1 March in Vietnam.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-02-28T23:30:00Z') });
    try {
      const res = await t.as('admin', { method: 'GET', url: '/api/products/export?format=csv' });
      expect(res.headers['content-disposition']).toBe('attachment; filename="san-pham-2026-03-01.csv"');
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses another format and callers without the read right', async () => {
    const bad = await t.as('admin', { method: 'GET', url: '/api/products/export?format=pdf' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorResponse>().error.message).toBe(PRODUCT_TOOL_MESSAGES.badFormat);
    expect((await t.as('guest', { method: 'GET', url: '/api/products/export' })).statusCode).toBe(403);
  });
});

describe('POST /api/products/import', () => {
  it('an exported file imports back unchanged (dry run)', async () => {
    const rows = await exportCsv();
    const res = await importFile(csv(rows), true);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ImportResult>();
    expect(body).toMatchObject({ dryRun: true, create: 0, update: 0, errors: 0, unchanged: rows.length });
    // Under the Vietnamese headers the export writes, too.
    const vietnamese = await importFile(csvVietnamese(rows), true);
    expect(vietnamese.statusCode, vietnamese.body).toBe(200);
    expect(vietnamese.json<ImportResult>()).toMatchObject({ create: 0, update: 0, errors: 0, unchanged: rows.length });
  });

  it('a file missing a required column names it in Vietnamese', async () => {
    const res = await importFile('Mã sản phẩm,Tên\nX-1,Đồng hồ', true);
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorResponse>().error.message).toBe(
      `${PRODUCT_TOOL_MESSAGES.missingColumns}: Thương hiệu, Giới tính`,
    );
  });

  it('dry run previews create / update / error per row with column and message, and writes nothing', async () => {
    const rows = await exportCsv();
    const one = rows.find((r) => r.product_id === '1')!;
    const file = csv([
      { ...one, price: '300.000.000' }, // update (thousands separators read)
      { ...one, variant_id: '', variant_sku: 'NEW-1', variant_name: '44mm Xanh', price: 1000 }, // create a variant
      { ...rows.find((r) => r.product_id === '2')!, brand: 'Không Có', price: 'abc' },
    ]);
    const before = await fingerprint(t.database);
    const res = await importFile(file, true);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ImportResult>();
    expect(body.rows.map((r) => [r.row, r.action])).toEqual([
      [2, 'update'],
      [3, 'create'],
      [4, 'error'],
    ]);
    // The update says what it changes, old → new; other rows change no field.
    expect(body.rows[0]!.changes).toEqual([
      { field: 'Giá', before: formatMoney(Number(one.price)), after: formatMoney(300_000_000) },
    ]);
    expect(body.rows[1]!.changes).toEqual([]);
    expect(body.rows[2]!.errors).toEqual([
      { column: 'brand', message: 'Không có thương hiệu "Không Có"' },
      { column: 'price', message: 'Giá phải là số nguyên từ 0 trở lên' },
    ]);
    expect([body.create, body.update, body.unchanged, body.errors]).toEqual([1, 1, 0, 1]);
    expect(await fingerprint(t.database)).toBe(before);

    // Applied with an error in the file: 422 with the same rows, nothing written.
    const applied = await importFile(file, false);
    expect(applied.statusCode).toBe(422);
    expect(applied.json<ErrorResponse>().error.message).toBe(PRODUCT_TOOL_MESSAGES.importFailed);
    expect(applied.json<ErrorResponse>().error.details).toMatchObject({ errors: 1 });
    expect(await fingerprint(t.database)).toBe(before);
  });

  it('applies creates and updates in one go: new product by SKU with two variants, image by file name', async () => {
    const image = (
      await t.database.db.execute(sql`select path, original_name from images where original_name is not null limit 1`)
    ).rows[0] as { path: string; original_name: string };
    const base = {
      product_sku: 'IMP-001',
      name: 'Đồng hồ Nhập Khẩu Thử',
      brand: 'rolex',
      gender: 'Nữ',
      description: 'Nhập từ tệp',
      images: image.original_name,
      featured: 'có',
      size: '40mm',
    };
    const file = csv([
      { ...base, variant_sku: 'IMP-001-A', variant_name: 'Bạc', price: 1_000_000, stock: 2 },
      { ...base, variant_sku: 'IMP-001-B', variant_name: 'Vàng', price: 2_000_000, discount: 10 },
    ]);
    const res = await importFile(file, false, 'moderator');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ dryRun: false, create: 2, errors: 0 });
    const found = await manage('search=IMP-001');
    expect(found.total).toBe(1);
    const p = found.products[0]!;
    expect(p).toMatchObject({
      name: 'Đồng hồ Nhập Khẩu Thử',
      sku: 'IMP-001',
      gender: 'female',
      featured: true,
      images: [image.path],
      lowestPrice: 1_000_000,
      highestPrice: 2_000_000,
      stock: 2,
    });
    expect(p.brand?.name).toBe('Rolex');
    expect(p.variants.map((v) => [v.sku, v.name, v.price, v.discount, v.stock])).toEqual([
      ['IMP-001-A', 'Bạc', 1_000_000, 0, 2],
      ['IMP-001-B', 'Vàng', 2_000_000, 10, null],
    ]);
    // The catalogue search finds it by words, too.
    const search = await t.app.inject({ method: 'GET', url: '/api/products?search=nhap%20khau' });
    expect(search.json<ProductList>().total).toBe(1);

    // Importing the same file again changes nothing; a changed price by variant SKU updates.
    const again = await importFile(file, false);
    expect(again.json()).toMatchObject({ create: 0, update: 0, unchanged: 2 });
    const changed = csv([{ ...base, variant_sku: 'IMP-001-A', variant_name: 'Bạc', price: 1_500_000, stock: 2 }]);
    expect((await importFile(changed, false)).json()).toMatchObject({ update: 1 });
    expect((await manage('search=IMP-001-A')).products[0]!.lowestPrice).toBe(1_500_000);
  });

  it('records each product an import created or changed, field by field, under the import’s own entry', async () => {
    const image = (
      await t.database.db.execute(sql`select original_name from images where original_name is not null limit 1`)
    ).rows[0] as { original_name: string };
    const base = {
      images: image.original_name,
      product_sku: 'AUD-001',
      name: 'Đồng hồ Nhật Ký Nhập',
      brand: 'rolex',
      gender: 'Nam',
      description: 'Nhập để xem nhật ký',
      size: '40mm',
    };
    const created = await importFile(
      csv([{ ...base, variant_sku: 'AUD-001-A', variant_name: 'Bạc', price: 3_000_000, stock: 4 }]),
      false,
    );
    expect(created.statusCode, created.body).toBe(200);
    const product = (await manage('search=AUD-001')).products[0]!;
    const variant = product.variants[0]!;
    const changed = await importFile(
      csv([
        {
          ...base,
          name: 'Đồng hồ Nhật Ký Đã Sửa',
          variant_sku: 'AUD-001-A',
          variant_name: 'Bạc',
          price: 2_500_000,
          stock: 4,
        },
      ]),
      false,
    );
    expect(changed.json()).toMatchObject({ update: 1 });

    const history = await t.as('admin', { method: 'GET', url: `/api/audit?resource=products&record=${product.id}` });
    const entries = history.json<AuditList>().entries.filter((e) => e.action === 'import');
    expect(entries).toHaveLength(2);
    const [update, create] = entries as [AuditEntry, AuditEntry];
    expect(update.changes).toEqual({
      name: ['Đồng hồ Nhật Ký Nhập', 'Đồng hồ Nhật Ký Đã Sửa'],
      [`variants.${variant.id}.price`]: [3_000_000, 2_500_000],
    });
    expect(update.details).toContainEqual({
      field: `variants.${variant.id}.price`,
      label: 'Phiên bản "Bạc" · Giá',
      before: '3.000.000 ₫',
      after: '2.500.000 ₫',
    });
    expect(create.changes).toMatchObject({
      name: [null, 'Đồng hồ Nhật Ký Nhập'],
      sku: [null, 'AUD-001'],
      [`variants.${variant.id}.price`]: [null, 3_000_000],
      [`variants.${variant.id}.stock`]: [null, 4],
    });
    // Each points at its import's entry, which holds the totals.
    const imports = (await t.as('admin', { method: 'GET', url: '/api/audit?resource=products&limit=100' }))
      .json<AuditList>()
      .entries.filter((e) => e.action === 'import' && e.resourceId === null);
    const parentOf = (e: AuditEntry) => imports.find((i) => i.id === e.parentId);
    expect(parentOf(update)?.changes).toMatchObject({ update: [null, 1] });
    expect(parentOf(create)?.changes).toMatchObject({ create: [null, 1] });
    // A dry run records nothing.
    const before = (await t.database.db.execute(sql`select count(*)::int as n from audit_log`)).rows[0];
    await importFile(csv([{ ...base, name: 'Khác', variant_sku: 'AUD-001-A', variant_name: 'Bạc', price: 1 }]), true);
    expect((await t.database.db.execute(sql`select count(*)::int as n from audit_log`)).rows[0]).toEqual(before);
  });

  it('reads XLSX files too', async () => {
    const book = new ExcelJS.Workbook();
    const ws = book.addWorksheet('x');
    ws.addRow(['name', 'brand', 'gender', 'description', 'images', 'product_sku']);
    ws.addRow(['Đồng hồ XLSX', 'Omega', 'Unisex', 'Mô tả', '/uploads/khong-co.webp', 'XL-1']);
    const res = await importFile(Buffer.from(await book.xlsx.writeBuffer()), true);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ImportResult>().rows[0]!.errors).toEqual([
      { column: 'images', message: 'Không tìm thấy ảnh "/uploads/khong-co.webp" trong thư viện ảnh' },
    ]);
  });

  it('answers 400 in Vietnamese for a file that is not a table, wrong columns, no file; 403 for a viewer', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const notTable = await importFile(png, true);
    expect(notTable.statusCode).toBe(400);
    expect(notTable.json<ErrorResponse>().error.message).toBe(PRODUCT_TOOL_MESSAGES.badFile);
    const brokenZip = await importFile(Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(100, 1)]), true);
    expect(brokenZip.statusCode).toBe(400);
    expect(brokenZip.json<ErrorResponse>().error.message).toBe(PRODUCT_TOOL_MESSAGES.badFile);
    const columns = await importFile('ma,so\nA,1\n', true);
    expect(columns.statusCode).toBe(400);
    expect(columns.json<ErrorResponse>().error.message).toBe(
      `${PRODUCT_TOOL_MESSAGES.missingColumns}: Tên, Thương hiệu, Giới tính`,
    );
    const empty = await importFile('name,brand,gender\n', true);
    expect(empty.json<ErrorResponse>().error.message).toBe(PRODUCT_TOOL_MESSAGES.emptyFile);
    const noFile = await t.as('admin', { method: 'POST', url: '/api/products/import', payload: { file: 'x' } });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json<ErrorResponse>().error.message).toBe(PRODUCT_TOOL_MESSAGES.noFile);
    const unquoted = await importFile('name,brand,gender\n"Tên, "dở,Rolex,Nam\n', true);
    expect(unquoted.statusCode).toBeLessThan(500);
    expect((await importFile('name,brand,gender\nA,Rolex,Nam\n', true, 'viewer')).statusCode).toBe(403);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const big = 'name,brand,gender\n' + 'x'.repeat(11 * 1024 * 1024);
    const res = await importFile(big, true);
    expect(res.statusCode).toBe(413);
    expect(res.json<ErrorResponse>().error.message).toBe(PRODUCT_TOOL_MESSAGES.fileTooLarge);
  });
});
