import { amountInWords } from '@shop/core/amount-in-words';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  apiLogin,
  findOrders,
  moveOrder,
  newPage,
  putVariantStock,
  shopInBrowser,
  signIn,
  type VariantFields,
} from './harness';

const run = shopInBrowser();

interface ApiVariant extends VariantFields {
  stock: number | null;
}
interface ApiProduct {
  id: number;
  name: string;
  inStock: boolean;
  variants?: ApiVariant[];
}

/** A demo product's first priced variant, its stock set to `stock` by staff through the API. */
async function trackedVariant(token: string, stock: number): Promise<{ product: ApiProduct; variant: ApiVariant }> {
  const res = await fetch(`${run.shop.url}/api/products?include=variants&limit=50`);
  const { products } = (await res.json()) as { products: ApiProduct[] };
  const product = products.find((p) => p.inStock && p.variants?.some((v) => (v.price ?? 0) > 0 && v.sizeId !== null));
  const variant = product?.variants?.find((v) => (v.price ?? 0) > 0 && v.sizeId !== null);
  if (!product || !variant) throw new Error('no orderable demo product');
  const put = await putVariantStock(run.shop.url, token, variant, stock);
  expect(put.status).toBe(200);
  return { product, variant: { ...variant, stock } };
}

/** Places an order the way the checkout page does (public POST /api/orders with an address). */
async function placeOrder(token: string, productId: number, variantId: number, quantity: number) {
  const res = await fetch(`${run.shop.url}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify({
      customer: 'Khách Hàng E2E',
      acceptTerms: true,
      phone: '0912 345 678',
      shippingAddress: { province: 'Thành phố Hồ Chí Minh', ward: 'Phường Sài Gòn', street: '1 Nguyễn Huệ' },
      items: [{ productId, variantId, quantity }],
    }),
  });
  expect(res.status).toBe(201);
  // The answer is the shopper's view (no id): staff find the order by its code.
  const { code } = (await res.json()) as { code: string };
  const [order] = await findOrders(run.shop.url, token, code);
  return order!;
}

async function variantStock(productId: number, variantId: number): Promise<number | null> {
  const res = await fetch(`${run.shop.url}/api/product-variants/product/${productId}`);
  const variants = (await res.json()) as ApiVariant[];
  return variants.find((v) => v.id === variantId)?.stock ?? null;
}

describe('orders journey', () => {
  it('staff confirm, ship and complete an order; a cancel with a reason gives the stock back', async () => {
    const token = await apiLogin(run.shop.url, 'admin', ADMIN_PASSWORD);
    const { product, variant } = await trackedVariant(token, 5);
    const kept = await placeOrder(token, product.id, variant.id, 1);
    const cancelled = await placeOrder(token, product.id, variant.id, 2);
    expect(await variantStock(product.id, variant.id)).toBe(2);

    const { page, context, errors } = await newPage(run.browser, run.shop.url);
    try {
      await signIn(page);
      const menu = page.getByRole('navigation', { name: 'Quản trị' });
      // The menu counts the orders waiting for staff.
      await menu.getByRole('link', { name: /^Đơn Hàng\s*,\s*\d+ đơn chờ xử lý$/ }).waitFor();

      await menu.getByRole('link', { name: /^Đơn Hàng/ }).click();
      await page.getByRole('searchbox', { name: 'Tìm đơn hàng' }).fill(kept.code);
      const row = page.getByRole('row').filter({ hasText: kept.code });
      await row.getByText('Chờ Xử Lý').waitFor();
      await row.getByRole('link', { name: `Xem đơn hàng ${kept.code}` }).click();
      await page.getByRole('heading', { name: `Đơn hàng ${kept.code}` }).waitFor();
      await page.getByRole('region', { name: 'Giao hàng' }).getByText('Phường Sài Gòn').waitFor();

      for (const next of ['Đang Xử Lý', 'Đang Giao', 'Hoàn Thành']) await moveOrder(page, kept.code, next);
      // Completed is final: no next status, no cancel; completing a cash-on-delivery order records its
      // payment (the courier collected it), so only a refund is left to record.
      expect(await page.getByRole('button', { name: /^Chuyển sang|^Hủy đơn hàng/ }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Đã nhận tiền' }).count()).toBe(0);
      await page.getByRole('button', { name: 'Hoàn tiền' }).waitFor();
      const history = page.getByRole('region', { name: 'Lịch sử trạng thái' });
      await expect.poll(() => history.getByRole('row').count()).toBe(5);
      await history.getByRole('row').filter({ hasText: 'admin' }).last().getByText('Hoàn Thành').waitFor();

      // The invoice prints the amount in words.
      await page.goto(`/admin/orders/${kept.id}/print`);
      await page.getByText(`Số tiền bằng chữ: ${amountInWords(kept.amount)}`).waitFor();

      // The second order is cancelled with a reason: its two pieces go back to the stock.
      await page.goto(`/admin/orders/${cancelled.id}`);
      await page.getByRole('button', { name: `Hủy đơn hàng ${cancelled.code}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Hủy đơn hàng' });
      await dialog.getByRole('button', { name: 'Hủy đơn hàng', exact: true }).click();
      await dialog.getByText('Vui lòng nhập lý do hủy đơn').waitFor();
      await dialog.getByLabel('Lý do hủy *').fill('Khách đổi ý');
      await dialog.getByRole('button', { name: 'Hủy đơn hàng', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('region', { name: 'Lịch sử trạng thái' }).getByText('Khách đổi ý').waitFor();
      await expect.poll(() => variantStock(product.id, variant.id)).toBe(4);

      // The product's variants show it.
      await page.goto(`/admin/products?product=${product.id}`);
      const form = page.getByRole('dialog', { name: 'Sửa Sản Phẩm' });
      await form
        .getByRole('list', { name: 'Phiên bản' })
        .getByRole('listitem')
        .filter({ hasText: variant.name })
        .getByText('Tồn kho: 4')
        .waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
