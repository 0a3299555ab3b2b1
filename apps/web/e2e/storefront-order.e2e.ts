import { describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, apiLogin, newPage, shopInBrowser, findOrders } from './harness';

/**
 * Storefront journeys on the built shop with the demo catalogue: product detail variant switch → add
 * to cart → quantity → totals; a quick order that the back office can then read through the API; the
 * canonical slug redirect; the product page's server-side meta; no horizontal scroll at 360 px.
 */
const run = shopInBrowser();

const byName = (prefix: string) => run.byName(prefix);

describe('product detail → cart', () => {
  it('switches variant, adds it to the cart, changes the quantity and totals are right; the cart survives a reload', async () => {
    const gshock = byName('Đồng hồ Casio G-Shock GA-2100');
    const { context, page, errors } = await newPage(run.browser, run.shop.url);
    try {
      await page.goto(`/product/${gshock.slug}`);
      await page.getByRole('heading', { level: 1, name: gshock.name }).waitFor();
      const price = page.getByRole('group', { name: 'Giá sản phẩm', exact: true });
      const variants = page.getByRole('group', { name: 'Phiên bản', exact: true });
      // The first variant (42mm, 3.290.000 ₫, no discount) is preselected.
      expect(await variants.getByRole('button', { name: /^42mm/ }).getAttribute('aria-pressed')).toBe('true');
      expect(await price.innerText()).toContain('3.290.000 ₫');

      await variants.getByRole('button', { name: /^40mm/ }).click();
      await price.getByText('2.871.000 ₫').waitFor(); // 3.190.000 ₫ − 10%
      expect(await price.locator('s').innerText()).toBe('3.190.000 ₫');
      expect(await price.getByText('-10%').isVisible()).toBe(true);

      await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
      await page.getByText('Đã thêm vào giỏ hàng').waitFor();

      await page.getByRole('link', { name: 'Giỏ hàng' }).first().click();
      await page.getByRole('heading', { level: 1, name: 'Giỏ hàng' }).waitFor();
      const line = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: gshock.name }) });
      expect(await line.getByText('2.871.000 ₫').isVisible()).toBe(true);
      await line.getByRole('button', { name: 'Tăng số lượng' }).click();
      expect(await line.getByLabel('Số lượng', { exact: true }).innerText()).toBe('2');

      const summary = page.getByRole('region', { name: 'Tóm tắt đơn hàng' });
      const row = (label: string) =>
        summary.locator('div', { has: page.getByText(label, { exact: true }) }).locator('dd');
      // Above the default 1.000.000 ₫ delivery is free; prices include VAT, so there is no tax line.
      expect(await row('Tạm tính').innerText()).toBe('5.742.000 ₫');
      expect(await row('Phí vận chuyển').innerText()).toBe('Miễn phí');
      expect(await row('Tổng cộng').innerText()).toBe('5.742.000 ₫');
      expect(await summary.getByText('Giá đã bao gồm VAT').isVisible()).toBe(true);
      expect(await summary.getByText(/Thuế/).count()).toBe(0);

      await page.reload();
      await page.getByRole('heading', { name: gshock.name }).waitFor();
      expect(await row('Tổng cộng').innerText()).toBe('5.742.000 ₫');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('quick order', () => {
  it('places a real order from the product page that the back office reads through the API', async () => {
    const prx = byName('Đồng hồ Tissot PRX Powermatic');
    const { context, page, errors } = await newPage(run.browser, run.shop.url);
    try {
      await page.goto(`/product/${prx.slug}`);
      await page.getByRole('heading', { level: 1, name: prx.name }).waitFor();
      await page.getByRole('button', { name: 'Đặt Hàng Ngay' }).first().click();
      const form = page.getByRole('dialog', { name: 'Đặt Hàng Ngay' });
      await form.getByLabel('Họ và tên').fill('  Khách Hàng E2E  ');
      await form.getByLabel('Số điện thoại').fill('0901 234 567');
      await form.getByRole('checkbox', { name: 'Tôi đã đọc và đồng ý với Điều khoản và Chính sách đổi trả' }).check();
      await form.getByRole('button', { name: 'Xác nhận đặt hàng' }).click();

      const success = page.getByRole('dialog', { name: 'Đặt hàng thành công!' });
      await success.waitFor();
      const text = await success.innerText();
      const code = /DH\d{6}[A-Z0-9]{6}/.exec(text)?.[0];
      expect(code).toBeTruthy();
      expect(text).toContain('Chúng tôi sẽ liên hệ với bạn trong thời gian sớm nhất!');
      expect(await form.count()).toBe(0);

      const token = await apiLogin(run.shop.url, 'admin', ADMIN_PASSWORD);
      const orders = await findOrders(run.shop.url, token, code!);
      expect(orders).toHaveLength(1);
      expect(orders[0]).toMatchObject({
        code,
        customer: 'Khách Hàng E2E',
        phone: '0901234567',
        status: 'pending',
        amount: 18_500_000,
        items: [{ productId: prx.id, variantId: prx.variants![0]!.id, quantity: 1, price: 18_500_000 }],
      });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('addresses and server-side meta', () => {
  it('replaces a wrong slug with the canonical one', async () => {
    const p = byName('Đồng hồ Nam Rolex Datejust 41');
    const { context, page, errors } = await newPage(run.browser, run.shop.url);
    try {
      await page.goto(`/product/${p.id}-ten-cu-da-doi`);
      await page.waitForURL(`**/product/${p.slug}`);
      await page.getByRole('heading', { level: 1, name: p.name }).waitFor();
      await page.goto(`/product/${p.id}`);
      await page.waitForURL('**/products');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('sends product pages with title, Open Graph and Product JSON-LD to clients without JavaScript', async () => {
    const p = byName('Đồng hồ Omega Seamaster Diver');
    const html = await (await fetch(`${run.shop.url}/product/${p.slug}`)).text();
    expect(html).toContain(`<title>${p.name} | Đồng Hồ Sang Trọng</title>`);
    // The page's own head tags carry a marker attribute (the browser replaces them on navigation).
    expect(html).toContain('<meta property="og:type" content="product" ');
    expect(html).toContain(`<meta property="og:title" content="${p.name} | Đồng Hồ Sang Trọng" `);
    expect(html).toContain('<meta property="product:price:currency" content="VND" ');
    const og = /<meta property="og:image" content="([^"]+)"/.exec(html)![1]!;
    const image = await fetch(og);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const ld = JSON.parse(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]!) as Record<
      string,
      unknown
    >;
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: p.name,
      brand: { name: 'Omega' },
      offers: { priceCurrency: 'VND' },
    });

    const sitemap = await (await fetch(`${run.shop.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`/product/${p.slug}</loc>`);
    expect(await (await fetch(`${run.shop.url}/robots.txt`)).text()).toContain('Disallow: /admin');
  });

  it('has no horizontal scroll at 360 px on a product page and in the cart', async () => {
    const p = byName('Đồng hồ Nữ Omega Constellation');
    const { context, page, errors } = await newPage(run.browser, run.shop.url, { width: 360, height: 740 });
    try {
      await page.goto(`/product/${p.slug}`);
      await page.getByRole('heading', { level: 1, name: p.name }).waitFor();
      await page.getByRole('region', { name: 'Sản phẩm liên quan' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
      // The cart is saved on the device once the shop has taken the click; leaving sooner loses it.
      await page.getByText('Đã thêm vào giỏ hàng').waitFor();
      await page.goto('/cart');
      await page.getByRole('link', { name: 'Tiến Hành Thanh Toán' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
