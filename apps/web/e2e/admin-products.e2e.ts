import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, apiLogin, newPage, settle, shopInBrowser, signIn } from './harness';

// The products screen as a working tool (docs/product/back-office.md#products-screen): the table
// view, a bulk change with its confirmation, the catalogue's export and an import with its preview.

const run = shopInBrowser();

describe('products screen in Chromium', () => {
  it('bulk change from the table, export download, import with preview', async () => {
    const { page, errors, context } = await newPage(run.browser, run.shop.url);
    await signIn(page);
    await page.goto('/admin/products?view=table&featured=no&sort=name&dir=asc');
    await settle(page);
    const table = page.getByRole('table', { name: 'Bảng sản phẩm' });
    await table.waitFor();

    // Bulk: the first two products of the table become featured.
    const rows = table.locator('tbody tr');
    const names = [
      (await rows.nth(0).getByRole('rowheader').innerText()).split('\n')[0]!,
      (await rows.nth(1).getByRole('rowheader').innerText()).split('\n')[0]!,
    ];
    await page.getByRole('checkbox', { name: `Chọn ${names[0]}` }).check();
    await page.getByRole('checkbox', { name: `Chọn ${names[1]}` }).check();
    const bar = page.getByRole('region', { name: 'Thao tác hàng loạt' });
    // The bar stays in view, below the header, while the list scrolls.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect
      .poll(async () => {
        const box = await bar.boundingBox();
        const height = page.viewportSize()!.height;
        return box !== null && box.y >= 64 && box.y + box.height <= height;
      })
      .toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await bar.getByRole('combobox', { name: 'Thao tác' }).selectOption('feature');
    await bar.getByRole('button', { name: 'Áp dụng' }).click();
    const confirm = page.getByRole('dialog', { name: 'Xác nhận' });
    expect(await confirm.innerText()).toContain('Thay đổi 2 sản phẩm: đánh dấu nổi bật?');
    await confirm.getByRole('button', { name: 'Áp dụng' }).click();
    const done = page.getByRole('dialog', { name: 'Thành công' });
    expect(await done.innerText()).toContain('Đã đánh dấu nổi bật cho 2 sản phẩm.');
    await done.getByRole('button').first().click();
    // They leave the "not featured" list.
    await expect.poll(async () => (await table.innerText()).includes(names[0]!), { timeout: 15_000 }).toBe(false);

    // Export: a CSV with a BOM and the columns.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Xuất CSV' }).click(),
    ]);
    const file = readFileSync(await download.path(), 'utf8');
    expect(file.charCodeAt(0)).toBe(0xfeff);
    expect(file.slice(1).split('\r\n')[0]).toMatch(/^ID sản phẩm,Mã sản phẩm,Tên,Thương hiệu,/);
    expect(file).toContain('Rolex');

    // Import: one new product, previewed then applied.
    const token = await apiLogin(run.shop.url, 'admin', ADMIN_PASSWORD);
    const images = (await (
      await fetch(`${run.shop.url}/api/images?filter[limit]=1`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { path: string }[];
    const csv = [
      'product_sku,name,brand,gender,description,images,variant_sku,variant_name,size,price,stock',
      `E2E-001,Đồng hồ Nhập Từ Tệp,Rolex,Nam,Thử nhập,${images[0]!.path},E2E-001-A,40mm Đen,40mm,12500000,2`,
    ].join('\n');
    await page.getByRole('button', { name: 'Nhập từ tệp' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nhập sản phẩm từ tệp' });
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'san-pham.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    const preview = dialog.getByRole('table', { name: 'Xem trước nhập sản phẩm' });
    await preview.waitFor();
    expect(await preview.innerText()).toContain('Tạo mới');
    await dialog.getByRole('button', { name: 'Xác nhận nhập' }).click();
    await dialog.getByText('Đã nhập xong.').waitFor();
    await dialog.getByRole('button', { name: 'Đóng' }).last().click();

    await page.goto('/admin/products?view=table&q=E2E-001');
    await table.getByRole('rowheader', { name: /Đồng hồ Nhập Từ Tệp/ }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
