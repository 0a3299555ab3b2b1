import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, apiLogin, newPage, shopInBrowser, signIn } from './harness';

const run = shopInBrowser();

const VIEWER = { username: 'viewer-e2e', password: 'xem-thoi-123' };
const names = {
  brand: 'Horloge E2E',
  subBrand: 'Dòng Thử Nghiệm',
  size: '47mm',
  category: 'Đồng hồ Kiểm Thử',
  product: 'Đồng hồ Horloge Thử Nghiệm',
  image: 'horloge-e2e.png',
};

/** Fills and submits a modal form, then waits for the modal to close. */
async function submitDialog(dialog: Locator, submitLabel: string) {
  await dialog.getByRole('button', { name: submitLabel, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** A noisy PNG of ~150 KB, so the upload takes a moment on a throttled line. */
async function watchImage(): Promise<Buffer> {
  const width = 320;
  const height = 320;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7919 + (i >> 5) * 104729) % 256;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

async function addVariant(page: Page, product: Locator, v: { name: string; price: string; discount: string }) {
  await product.getByRole('button', { name: 'Thêm Phiên Bản' }).click();
  const form = page.getByRole('dialog', { name: 'Thêm Phiên Bản' });
  await form.getByLabel('Tên phiên bản *').fill(v.name);
  await form.getByLabel('Kích thước *').selectOption({ label: `${names.size} (47 mm)` });
  await form.getByLabel('Giá (đ) *').fill(v.price);
  await form.getByLabel('Giảm giá (%)').fill(v.discount);
  await submitDialog(form, 'Thêm Phiên Bản');
  // The shop says Thành công in a dialog.
  const ok = page.getByRole('dialog', { name: 'Thành công' });
  await ok.getByText('Đã thêm phiên bản').waitFor();
  await ok.getByRole('button', { name: 'Đóng' }).click();
  await ok.waitFor({ state: 'detached' });
  await product.getByRole('list', { name: 'Phiên bản' }).getByText(v.name, { exact: true }).waitFor();
}

describe('catalogue management journey', () => {
  let productPath = '';

  it('admin creates a brand, sub-brand, size, category, uploads an image and creates a product with two variants', async () => {
    const { page, context, errors } = await newPage(run.browser, run.shop.url);
    try {
      await signIn(page);

      // Brand and sub-brand.
      await page.goto('/admin/products?tab=brands');
      await page.getByRole('button', { name: 'Thêm Thương Hiệu' }).click();
      let dialog = page.getByRole('dialog', { name: 'Thêm Thương Hiệu' });
      await dialog.getByLabel('Tên thương hiệu *').fill(names.brand);
      await dialog.getByLabel('Quốc gia').fill('Hà Lan');
      await dialog.getByLabel('Website').fill('https://horloge.example');
      await submitDialog(dialog, 'Thêm Thương Hiệu');
      const brandCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: names.brand }) });
      await brandCard.getByRole('button', { name: 'Dòng sản phẩm (0)' }).click();
      await brandCard.getByRole('button', { name: 'Thêm dòng sản phẩm' }).click();
      dialog = page.getByRole('dialog', { name: 'Thêm Dòng Sản Phẩm' });
      await dialog.getByLabel('Tên dòng sản phẩm *').fill(names.subBrand);
      await submitDialog(dialog, 'Thêm Dòng Sản Phẩm');
      await brandCard.getByRole('button', { name: 'Dòng sản phẩm (1)' }).waitFor();

      // Size and category.
      await page.getByRole('tab', { name: 'Kích Thước' }).click();
      await page.getByRole('button', { name: 'Thêm Kích Thước' }).click();
      dialog = page.getByRole('dialog', { name: 'Thêm Kích Thước' });
      await dialog.getByLabel('Tên kích thước *').fill(names.size);
      await dialog.getByLabel('Đường kính *').fill('47 mm');
      await submitDialog(dialog, 'Thêm Kích Thước');
      await page.getByRole('cell', { name: names.size, exact: true }).waitFor();

      await page.getByRole('tab', { name: 'Danh Mục' }).click();
      await page.getByRole('button', { name: 'Thêm Danh Mục' }).click();
      dialog = page.getByRole('dialog', { name: 'Thêm Danh Mục' });
      await dialog.getByLabel('Tên danh mục *').fill(names.category);
      await dialog.getByLabel('Biểu tượng').fill('⌚');
      await submitDialog(dialog, 'Thêm Danh Mục');
      await page.getByRole('heading', { name: `${names.category}` }).waitFor();

      // Upload on a slow line: the progress bar shows while the file goes up.
      await page.goto('/admin/images');
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 50,
        downloadThroughput: -1,
        uploadThroughput: 64 * 1024,
      });
      await page
        .getByLabel('Chọn file ảnh')
        .setInputFiles({ name: names.image, mimeType: 'image/png', buffer: await watchImage() });
      await page.getByRole('img', { name: `Xem trước: ${names.image}` }).waitFor();
      await page.getByRole('button', { name: 'Tải lên', exact: true }).click();
      const progress = page.getByRole('progressbar', { name: 'Tiến độ tải lên' });
      await progress.waitFor();
      await page.getByText(`Đã tải lên: ${names.image}`).waitFor({ timeout: 60_000 });
      expect(await progress.getAttribute('aria-valuenow')).toBe('100');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      await page.getByRole('button', { name: `Sao chép URL của ${names.image}` }).waitFor();

      // Product with that image, then two variants.
      await page.goto('/admin/products');
      await page.getByRole('button', { name: 'Thêm Sản Phẩm', exact: true }).click();
      const form = page.getByRole('dialog', { name: 'Thêm Sản Phẩm Mới' });
      await form.getByLabel('Tên sản phẩm *').fill(names.product);
      await form.getByLabel('Danh mục').selectOption({ label: names.category });
      await form.getByLabel('Thương hiệu *').selectOption({ label: names.brand });
      await form.getByLabel('Dòng sản phẩm').selectOption({ label: names.subBrand });
      await form.getByLabel('Giới tính *').selectOption({ label: 'Nam' });
      await form.getByLabel('Mô tả sản phẩm *').fill('Đồng hồ cơ lộ máy, mặt kính sapphire, chống nước 100m.');
      await form.getByRole('button', { name: 'Chọn ảnh 1' }).click();
      const picker = page.getByRole('dialog', { name: 'Chọn ảnh 1' });
      await picker.getByRole('button', { name: names.image }).click();
      await picker.getByRole('button', { name: 'Chọn ảnh', exact: true }).click();
      await picker.waitFor({ state: 'detached' });

      const created = page.waitForResponse((r) => r.url().endsWith('/api/products') && r.request().method() === 'POST');
      await form.getByRole('button', { name: 'Tạo Sản Phẩm' }).click();
      const response = await created;
      expect(response.status()).toBe(201);
      const product = (await response.json()) as { id: number; slug: string; images: string[] };
      expect(product.images).toHaveLength(1);
      productPath = `/product/${product.slug}`;

      // The form closes after the create and the product is in the list; opened again for its variants.
      await form.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: `Sửa sản phẩm ${names.product}` }).click();
      const edit = page.getByRole('dialog', { name: 'Sửa Sản Phẩm' });
      await addVariant(page, edit, { name: '47mm Dây da đen', price: '12500000', discount: '0' });
      await addVariant(page, edit, { name: '47mm Dây thép', price: '15000000', discount: '10' });
      await edit.getByText('-10%').waitFor();
      await edit.getByRole('button', { name: 'Hủy' }).click();
      await edit.waitFor({ state: 'detached' });

      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: names.product }) });
      await card.getByText('47mm').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows the product on the storefront with the right price', async () => {
    expect(productPath).toMatch(/^\/product\/\d+-/);
    const { page, context, errors } = await newPage(run.browser, run.shop.url);
    try {
      await page.goto(productPath);
      await page.getByRole('heading', { level: 1, name: names.product }).waitFor();
      await page.getByText('12.500.000 ₫').first().waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a viewer sees no Thêm Sản Phẩm and no delete buttons, and a direct write is refused', async () => {
    const adminToken = await apiLogin(run.shop.url, 'admin', ADMIN_PASSWORD);
    const register = await fetch(`${run.shop.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({
        ...VIEWER,
        email: 'viewer-e2e@example.com',
        firstName: 'Xem',
        lastName: 'Thử',
        roleId: 3,
        isActive: true,
      }),
    });
    expect(register.status).toBeLessThan(300);

    const { page, context, errors } = await newPage(run.browser, run.shop.url);
    try {
      await signIn(page, VIEWER);
      await page.goto('/admin/products');
      await page.getByRole('heading', { name: names.product }).waitFor();
      await page.getByRole('tab', { name: 'Sản Phẩm', selected: true }).waitFor();
      expect(await page.getByRole('button', { name: 'Thêm Sản Phẩm', exact: true }).count()).toBe(0);
      expect(await page.getByRole('button', { name: /^Xóa sản phẩm/ }).count()).toBe(0);
      expect(await page.getByRole('button', { name: /^Sửa sản phẩm/ }).count()).toBe(0);

      await page.getByRole('tab', { name: 'Thương Hiệu' }).click();
      await page.getByRole('heading', { name: names.brand }).waitFor();
      expect(await page.getByRole('button', { name: /^Xóa thương hiệu/ }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Thêm Thương Hiệu' }).count()).toBe(0);

      await page.goto('/admin/images');
      await page.getByRole('button', { name: `Sao chép URL của ${names.image}` }).waitFor();
      expect(await page.getByRole('button', { name: /^Xóa ảnh/ }).count()).toBe(0);
      expect(await page.getByLabel('Chọn file ảnh').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }

    const viewerToken = await apiLogin(run.shop.url, VIEWER.username, VIEWER.password);
    const write = await fetch(`${run.shop.url}/api/brands`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${viewerToken}` },
      body: JSON.stringify({ name: 'Không được phép' }),
    });
    expect(write.status).toBe(403);
    const remove = await fetch(`${run.shop.url}/api/products/1`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${viewerToken}` },
    });
    expect(remove.status).toBe(403);
  });
});
