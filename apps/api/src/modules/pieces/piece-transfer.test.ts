import type { ErrorResponse } from '@shop/core/schemas/common';
import type { PieceList } from '@shop/core/schemas/piece';
import type { ImportResult } from '@shop/core/schemas/product-tools';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { brands, products, productVariants } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/app.ts';
import { makeProduct } from '../../test/catalogue.ts';

const t = useTestApp();

function csvFile(text: string) {
  const boundary = `----pieces-${Math.random().toString(36).slice(2)}`;
  return {
    payload: Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="dong-ho.csv"\r\nContent-Type: text/csv\r\n\r\n${text}\r\n--${boundary}--\r\n`,
    ),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A product of the first brand with one variant tracked by piece: its brand, product and variant names. */
async function tracked() {
  const p = await makeProduct(t, [[80_000_000, 0, 0]]);
  const db = t.database.db;
  await db.update(productVariants).set({ tracksPieces: true }).where(eq(productVariants.id, p.variantIds[0]!));
  const [row] = await db
    .select({ brand: brands.name })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(eq(products.id, p.productId));
  return { brand: row!.brand, product: p.name, variant: 'V1', variantId: p.variantIds[0]! };
}

const HEADER =
  'Số serial,Thương hiệu,Sản phẩm,Phiên bản,Tình trạng,Xếp loại,Hộp,Sổ/thẻ bảo hành,Nguồn,Tên nguồn,Điện thoại nguồn,Giá vốn,Trạng thái';
const importAs = (role: 'admin' | 'moderator', text: string, dryRun = false) =>
  t.as(role, { method: 'POST', url: `/api/pieces/import${dryRun ? '?dryRun=true' : ''}`, ...csvFile(text) });
const listOf = async (variantId: number) =>
  (await t.as('admin', { method: 'GET', url: `/api/pieces?variantId=${variantId}` })).json<PieceList>();

describe('pieces import and export', () => {
  it('checks every row in Vietnamese and receives nothing while one row is wrong', async () => {
    const v = await tracked();
    const ok = `${v.brand},${v.product},${v.variant}`;
    const text = [
      HEADER,
      `IMP-1 A,${ok},Mới,,có,có,Nhà phân phối,ABC,,,Trong kho`,
      `imp1a,${ok},Mới,,có,không,Nhà phân phối,,,,`,
      `IMP-2,Hãng Lạ,${v.product},${v.variant},Mới,,,,Nhà phân phối,,,,`,
      `IMP-3,${v.brand},${v.product},Không Có,Mới,,,,Nhà phân phối,,,,`,
      `IMP-4,${ok},Đã qua sử dụng,,,,Thu mua lại,,,,Đã bán`,
    ].join('\r\n');
    const preview = await importAs('admin', text, true);
    expect(preview.statusCode, preview.body).toBe(200);
    const result = preview.json<ImportResult>();
    expect(result).toMatchObject({ dryRun: true, create: 1, errors: 4 });
    const errs = (row: number) => result.rows.find((r) => r.row === row)!.errors;
    expect(errs(3)).toEqual([{ column: 'serial', message: expect.stringContaining('trùng với dòng 2') }]);
    expect(errs(4)[0]).toEqual({ column: 'brand', message: 'Không có thương hiệu "Hãng Lạ"' });
    expect(errs(5)[0]!.column).toBe('variant');
    expect(
      errs(6)
        .map((e) => e.column)
        .sort(),
    ).toEqual(['grade', 'status']);

    const refused = await importAs('admin', text);
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ErrorResponse>().error.message).toBe('Tệp có lỗi: chưa có đồng hồ nào được nhập');
    expect((await listOf(v.variantId)).total).toBe(0);
  });

  it('receives every row, counts them in stock, and the export writes them back (the cost with the costs right only)', async () => {
    const v = await tracked();
    const ok = `${v.brand},${v.product},${v.variant}`;
    const text = [
      HEADER,
      `EXP-1,${ok},Mới,,có,có,Nhà phân phối,ABC,,120.000.000,`,
      `EXP-2,${ok},Đã qua sử dụng,b,có,,Ký gửi,Chị Lan,0912345678,,`,
    ].join('\r\n');
    const made = await importAs('admin', text);
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json<ImportResult>()).toMatchObject({ dryRun: false, create: 2, errors: 0 });
    const list = await listOf(v.variantId);
    expect(list.pieces.map((p) => [p.serial, p.grade, p.source, p.costPrice])).toEqual([
      ['EXP-2', 'B', 'consignment', null],
      ['EXP-1', null, 'distributor', 120_000_000],
    ]);
    const [variant] = await t.database.db.select().from(productVariants).where(eq(productVariants.id, v.variantId));
    expect(variant!.stock).toBe(2);
    // Importing the same serials again: each is a duplicate naming the piece that has it.
    const again = (await importAs('admin', text, true)).json<ImportResult>();
    expect(again.rows[0]!.errors[0]!.message).toContain(`đã có ở đồng hồ #${list.pieces[1]!.id}`);
    // A moderator cannot set a cost.
    const mod = (
      await importAs('moderator', `${HEADER}\r\nEXP-9,${ok},Mới,,,,Nhà phân phối,,,5000,`, true)
    ).json<ImportResult>();
    expect(mod.rows[0]!.errors).toEqual([
      { column: 'cost', message: 'Không có quyền đặt giá vốn: để trống cột Giá vốn' },
    ]);

    const admin = await t.as('admin', { method: 'GET', url: '/api/pieces/export?format=csv' });
    expect(admin.statusCode).toBe(200);
    expect(admin.headers['content-disposition']).toMatch(/dong-ho-\d{4}-\d{2}-\d{2}\.csv/);
    expect(admin.body).toContain('Giá vốn');
    expect(admin.body).toContain(`EXP-1,${ok},,Mới,,,có,có,không,,Nhà phân phối,ABC,,,120000000`);
    const moderator = await t.as('moderator', { method: 'GET', url: '/api/pieces/export?format=xlsx' });
    expect(moderator.statusCode).toBe(200);
    const csvMod = await t.as('moderator', { method: 'GET', url: '/api/pieces/export' });
    expect(csvMod.body).not.toContain('Giá vốn');
    expect((await t.as('viewer', { method: 'POST', url: '/api/pieces/import', ...csvFile(text) })).statusCode).toBe(
      403,
    );
  });
});
