import { ORDER_COLUMN_LABELS, ORDER_COLUMNS, PRODUCT_TOOL_MESSAGES } from '@shop/core/schemas/product-tools';
import type { Product } from '@shop/core/schemas/product';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import type { ErrorResponse } from '@shop/core/schemas/common';

let t: TestApp;
const codes: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  const p = (await t.app.inject({ method: 'GET', url: '/api/products/1' })).json<Product>();
  const [a, b] = p.variants!;
  for (const [i, items] of [
    [{ productId: 1, variantId: a!.id, quantity: 2 }],
    [
      { productId: 1, variantId: a!.id, quantity: 1 },
      { productId: 1, variantId: b!.id, quantity: 1 },
    ],
  ].entries()) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      remoteAddress: `10.9.0.${i + 1}`,
      payload: {
        customer: 'Trần Thị Bích',
        acceptTerms: true,
        phone: `090123456${i}`,
        shippingAddress: { province: 'Thành phố Hà Nội', ward: 'Phường Hoàn Kiếm', street: '1 Tràng Tiền' },
        items,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    codes.push(res.json<{ code: string }>().code);
  }
  // The first order was placed on 1 November 2026 (Vietnam time), the second today.
  await t.database.db.execute(
    sql`update orders set created_at = '2026-11-01T08:00:00+07:00', status = 'completed' where code = ${codes[0]!}`,
  );
});
afterAll(() => t.close());

const exportCsv = async (query: string) => {
  const res = await t.as('viewer', { method: 'GET', url: `/api/orders/export?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  const parsed = Papa.parse<string[]>(res.rawPayload.toString('utf8').slice(1), { skipEmptyLines: true }).data;
  // Vietnamese headers, in ORDER_COLUMNS' order; the rows are read back keyed by column.
  expect(parsed[0]).toEqual(ORDER_COLUMNS.map((c) => ORDER_COLUMN_LABELS[c]));
  return parsed.slice(1).map((cells) => Object.fromEntries(ORDER_COLUMNS.map((c, i) => [c, cells[i] ?? ''])));
};

describe('GET /api/orders/export', () => {
  it('one row per order line, with the order, customer and line totals', async () => {
    const rows = (await exportCsv('format=csv')).filter((r) => codes.includes(r.order_code!));
    expect(rows).toHaveLength(3);
    const first = rows.find((r) => r.order_code === codes[0])!;
    expect(first).toMatchObject({
      created_at: '01/11/2026 08:00',
      status: 'Hoàn Thành',
      customer: 'Trần Thị Bích',
      address: '1 Tràng Tiền, Phường Hoàn Kiếm, Thành phố Hà Nội',
      quantity: '2',
    });
    expect(Number(first.line_total)).toBe(Number(first.price) * 2);
  });

  it('shows a buy-back credited against an order, and the order total after it', async () => {
    await t.database.db.execute(
      sql`update orders set trade_in_credit = 500000, amount = amount - 500000 where code = ${codes[1]!}`,
    );
    try {
      const rows = (await exportCsv('format=csv')).filter((r) => codes.includes(r.order_code!));
      const credited = rows.filter((r) => r.order_code === codes[1]);
      expect(credited.map((r) => r.trade_in_credit)).toEqual(['500000', '500000']);
      // The total is what the buyer pays: the goods and shipping, less the credit.
      const goods = credited.reduce((sum, r) => sum + Number(r.line_total), 0);
      const [fee] = (
        await t.database.db.execute<{ fee: string | number }>(
          sql`select shipping_fee as fee from orders where code = ${codes[1]!}`,
        )
      ).rows;
      expect(Number(credited[0]!.order_total)).toBe(goods + Number(fee!.fee) - 500_000);
      expect(rows.find((r) => r.order_code === codes[0])!.trade_in_credit).toBe('0');
    } finally {
      await t.database.db.execute(
        sql`update orders set amount = amount + trade_in_credit, trade_in_credit = 0 where code = ${codes[1]!}`,
      );
    }
  });

  it('filters by days (Vietnam time, both included) and status', async () => {
    const nov1 = await exportCsv('from=2026-11-01&to=2026-11-01');
    expect(nov1.map((r) => r.order_code)).toEqual([codes[0]]);
    const pending = await exportCsv('status=pending');
    expect(pending.map((r) => r.order_code)).not.toContain(codes[0]);
    expect(pending.filter((r) => r.order_code === codes[1])).toHaveLength(2);
    const before = await exportCsv('to=2026-10-31');
    expect(before.filter((r) => codes.includes(r.order_code!))).toEqual([]);
  });

  it('XLSX holds the same rows', async () => {
    const res = await t.as('admin', {
      method: 'GET',
      url: '/api/orders/export?format=xlsx&from=2026-11-01&to=2026-11-01',
    });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = book.worksheets[0]!;
    expect(ws.rowCount).toBe(2);
    expect(ws.getRow(1).getCell(1).value).toBe('Mã đơn');
    expect(ws.getRow(2).getCell(1).value).toBe(codes[0]);
  });

  it("names the file with the shop's date of the export (Asia/Ho_Chi_Minh), then the days it covers", async () => {
    // 17:30 UTC on 31 January is 00:30 on 1 February in Vietnam.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-01-31T17:30:00Z') });
    try {
      const all = await t.as('admin', { method: 'GET', url: '/api/orders/export' });
      expect(all.headers['content-disposition']).toBe('attachment; filename="don-hang-2026-02-01.csv"');
      const some = await t.as('admin', { method: 'GET', url: '/api/orders/export?from=2026-11-01&to=2026-11-02' });
      expect(some.headers['content-disposition']).toBe(
        'attachment; filename="don-hang-2026-02-01-tu-2026-11-01-den-2026-11-02.csv"',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses bad dates, a reversed range and callers without the orders read right', async () => {
    for (const [q, message] of [
      ['from=01/11/2026', PRODUCT_TOOL_MESSAGES.badDate],
      ['from=2026-11-02&to=2026-11-01', PRODUCT_TOOL_MESSAGES.badRange],
      ['format=pdf', PRODUCT_TOOL_MESSAGES.badFormat],
    ]) {
      const res = await t.as('admin', { method: 'GET', url: `/api/orders/export?${q}` });
      expect(res.statusCode, q).toBe(400);
      expect(res.json<ErrorResponse>().error.message).toBe(message);
    }
    expect((await t.as('guest', { method: 'GET', url: '/api/orders/export' })).statusCode).toBe(403);
    expect((await t.as('anonymous', { method: 'GET', url: '/api/orders/export' })).statusCode).toBe(401);
  });

  it('streams a file larger than one read: every order line once, oldest first', async () => {
    // 1,203 orders of two lines each on 3 October 2026 (more than the export reads at a time).
    await t.database.db.execute(sql`
      insert into orders (code, customer, phone, subtotal, amount, status, search_text, created_at)
      select 'DHSTREAM' || lpad(i::text, 5, '0'), 'Khách ' || i, '0912000000', 2000, 2000, 'pending', '',
             timestamptz '2026-10-03T08:00:00+07:00' + make_interval(secs => i)
      from generate_series(1, 1203) i`);
    await t.database.db.execute(sql`
      insert into order_lines (order_id, product_name, variant_name, price, quantity)
      select o.id, 'Đồng hồ ' || k, 'Tiêu chuẩn', 1000, 1
      from orders o cross join generate_series(1, 2) k where o.code like 'DHSTREAM%'`);
    const rows = await exportCsv('from=2026-10-03&to=2026-10-03');
    expect(rows).toHaveLength(2406);
    const expected = Array.from({ length: 1203 }, (_, i) => `DHSTREAM${String(i + 1).padStart(5, '0')}`).flatMap(
      (c) => [c, c],
    );
    expect(rows.map((r) => r.order_code)).toEqual(expected);
    expect(rows.slice(0, 2).map((r) => r.product_name)).toEqual(['Đồng hồ 1', 'Đồng hồ 2']);
    const xlsx = await t.as('viewer', {
      method: 'GET',
      url: '/api/orders/export?format=xlsx&from=2026-10-03&to=2026-10-03',
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.rowCount).toBe(2407);
  });
});
