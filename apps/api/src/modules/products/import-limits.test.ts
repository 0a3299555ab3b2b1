import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { ErrorResponse } from '@shop/core/schemas/common';
import { PRODUCT_COLUMNS, type ImportResult } from '@shop/core/schemas/product-tools';
import { sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { columnLetters, craftedXlsx, hugeCellRows, rowXml } from '../../../../../test-support/crafted-xlsx.ts';
import { fingerprint } from '../../test/fingerprint.ts';

// Issue 23 point 1: a spreadsheet sent to the import cannot freeze or kill the shop. Each file below
// is one an attacker would send; every refusal is a 422 `IMPORT_LIMIT` naming the limit, nothing written.

const t = useTestApp();

function multipart(content: Buffer | string, filename: string) {
  const boundary = '----shopboundary' + Math.random().toString(16).slice(2);
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8'), tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const importFile = (content: Buffer | string, dryRun = true) => {
  const { payload, headers } = multipart(content, Buffer.isBuffer(content) ? 'bang.xlsx' : 'bang.csv');
  return t.as('admin', {
    method: 'POST',
    url: `/api/products/import${dryRun ? '?dryRun=true' : ''}`,
    payload,
    headers,
  });
};
const header = [...PRODUCT_COLUMNS];
const nameColumn = header.indexOf('name');

interface LimitDetails {
  limit: string;
  max: number;
  row?: number;
  column?: string;
}
async function expectLimit(
  res: Awaited<ReturnType<typeof importFile>>,
  details: LimitDetails,
  words: RegExp,
  before: string,
) {
  expect(res.statusCode, res.body).toBe(422);
  const { error } = res.json<ErrorResponse>();
  expect(error.code).toBe('IMPORT_LIMIT');
  expect(error.details).toEqual(details);
  expect(error.message).toMatch(words);
  expect(await fingerprint(t.database)).toBe(before);
}

describe('an import cannot take the shop down (limits)', () => {
  it('a sparse sheet, a full header and one cell at A3000, is read at once and previewed', async () => {
    const cells: string[] = [];
    cells[nameColumn] = 'Đồng hồ lẻ loi';
    const file = craftedXlsx([rowXml(1, header), rowXml(3000, cells)]);
    expect(file.length).toBeLessThan(10_000);
    const res = await importFile(file);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ImportResult>();
    expect(body.rows.map((r) => [r.row, r.action, r.name])).toEqual([[3000, 'error', 'Đồng hồ lẻ loi']]);
  });

  it('a compressed sheet with one 200-million-character cell: refused once 50 MB are inflated', async () => {
    const file = craftedXlsx(hugeCellRows(header, 200_000_000));
    expect(file.length).toBeLessThan(1024 * 1024);
    const before = await fingerprint(t.database);
    const res = await importFile(file, false);
    await expectLimit(res, { limit: 'unzippedSize', max: 50 * 1024 * 1024 }, /giải nén.*50 MB/, before);
    // 50 MB are inflated and scanned before the refusal: seconds alone, far more on a loaded machine.
  }, 120_000);

  it('100,000 rows: refused at the first row over 20,000 data rows', async () => {
    const product = (i: number) => {
      const cells: string[] = [];
      cells[nameColumn] = `Đồng hồ ${i}`;
      return cells;
    };
    function* rows() {
      yield rowXml(1, header);
      for (let i = 2; i <= 100_001; i++) yield rowXml(i, product(i));
    }
    const before = await fingerprint(t.database);
    await expectLimit(
      await importFile(craftedXlsx(rows()), false),
      { limit: 'rows', max: 20_000, row: 20_002 },
      /20\.000 dòng/,
      before,
    );
    const csv = Papa.unparse([header, ...Array.from({ length: 100_000 }, (_, i) => product(i + 2))]);
    await expectLimit(
      await importFile(csv, false),
      { limit: 'rows', max: 20_000, row: 20_002 },
      /20\.000 dòng/,
      before,
    );
  });

  it('a 61st column and a cell over 10,000 characters are refused, naming the row and the column', async () => {
    const before = await fingerprint(t.database);
    const wide = [...header, ...Array.from({ length: 61 - header.length }, (_, i) => `x${i}`)];
    await expectLimit(
      await importFile(craftedXlsx([rowXml(1, wide)])),
      { limit: 'columns', max: 60, row: 1, column: columnLetters(60) },
      /60 cột/,
      before,
    );
    await expectLimit(
      await importFile(Papa.unparse([wide])),
      { limit: 'columns', max: 60, row: 1, column: 'BI' },
      /60 cột/,
      before,
    );
    const long: string[] = [];
    long[nameColumn] = 'x'.repeat(10_001);
    const column = columnLetters(nameColumn);
    await expectLimit(
      await importFile(craftedXlsx([rowXml(1, header), rowXml(2, long)])),
      { limit: 'cellLength', max: 10_000, row: 2, column },
      new RegExp(`${column}2.*10\\.000 ký tự`),
      before,
    );
    await expectLimit(
      await importFile(Papa.unparse([header, long])),
      { limit: 'cellLength', max: 10_000, row: 2, column },
      new RegExp(`${column}2.*10\\.000 ký tự`),
      before,
    );
    // At the limit, a cell is read (and checked as usual).
    long[nameColumn] = 'x'.repeat(10_000);
    expect((await importFile(Papa.unparse([header, long]))).statusCode).toBe(200);
  });

  it('a file that is no zip, or a broken zip, is still a 400 in Vietnamese', async () => {
    const broken = craftedXlsx([rowXml(1, header)]).subarray(0, 200);
    const res = await importFile(Buffer.from(broken));
    expect(res.statusCode).toBe(400);
  });

  it('health answers while the largest allowed file is read and checked, before the import ends', async () => {
    const image = (await t.database.db.execute(sql`select path from images limit 1`)).rows[0] as { path: string };
    const rows = Array.from({ length: 20_000 }, (_, i) => ({
      product_sku: `LON-${i}`,
      name: `Đồng hồ Tệp Lớn Số ${i}`,
      brand: ['Rolex', 'Omega', 'Seiko'][i % 3]!,
      gender: i % 2 ? 'Nam' : 'Nữ',
      description: 'Máy cơ tự động, kính sapphire, chống nước 100 m.',
      images: image.path,
      variant_sku: `LON-${i}-A`,
      variant_name: '40mm Đen',
      size: '40mm',
      price: 10_000_000 + i,
      stock: 3,
    }));
    const csv = Papa.unparse({
      fields: header,
      data: rows.map((r) => header.map((c) => (r as Record<string, string | number>)[c] ?? '')),
    });
    // Each stage of the import (reading the file, checking its rows) announces itself on this
    // channel; a health request is sent at that moment.
    const order: string[] = [];
    const pending: Promise<void>[] = [];
    const onStage = (message: unknown) => {
      const stage = (message as { stage: string }).stage;
      pending.push(
        t.app.inject({ method: 'GET', url: '/api/health/live' }).then((res) => {
          expect(res.statusCode).toBe(200);
          order.push(`health during ${stage}`);
        }),
      );
    };
    subscribe('shop:import', onStage);
    try {
      const res = await importFile(csv);
      order.push('import answered');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<ImportResult>()).toMatchObject({ create: 20_000, errors: 0 });
      await Promise.all(pending);
    } finally {
      unsubscribe('shop:import', onStage);
    }
    expect(order).toEqual(['health during read', 'health during check', 'import answered']);
  });
});
