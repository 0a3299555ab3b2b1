import type { PieceVariant } from '@shop/core/schemas/piece';
import { describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, apiLogin, findOrders, moveOrder, newPage, shopInBrowser, signIn } from './harness';

/**
 * A watch sold and serviced by its serial (docs/pieces.md, docs/services.md), in one browser journey:
 * the owner receives a piece on Kho Đồng Hồ, a shopper orders its variant on the storefront, staff
 * choose that piece for the order line, ship and complete the order, open and print the warranty
 * card; the buyer checks the warranty on /bao-hanh; staff open a service ticket for the serial, the
 * customer follows it on /bao-hanh's ticket tab, staff hand the watch back.
 */
const run = shopInBrowser();

const PHONE = '0909 515 626';

/** A variant the demo sells piece by piece, with its product's storefront slug. */
async function trackedVariant(token: string) {
  const res = await fetch(`${run.shop.url}/api/pieces/variants`, { headers: { authorization: `Bearer ${token}` } });
  const variants = (await res.json()) as PieceVariant[];
  for (const v of variants) {
    const product = run.products.find((p) => p.id === v.productId);
    if (product?.variants?.some((x) => x.id === v.variantId)) return { variant: v, product };
  }
  throw new Error('no demo variant sold piece by piece');
}

describe('a watch by its serial', () => {
  it('is received, sold, warranted, looked up, serviced and handed back', async () => {
    // A serial of its own each attempt (a retry must not meet the one received before).
    const SERIAL = `E2E ${Date.now().toString(36).toUpperCase()}`;
    const token = await apiLogin(run.shop.url, 'admin', ADMIN_PASSWORD);
    const { variant, product } = await trackedVariant(token);
    const staff = await newPage(run.browser, run.shop.url);
    const shopper = await newPage(run.browser, run.shop.url);
    const { page } = staff;
    const buyer = shopper.page;
    try {
      // Kho Đồng Hồ: the owner receives the piece, typing its serial.
      await signIn(page);
      await page.getByRole('navigation', { name: 'Quản trị' }).getByRole('link', { name: 'Kho Đồng Hồ' }).click();
      await page.getByRole('button', { name: /Nhập đồng hồ/ }).click();
      const receive = page.getByRole('dialog', { name: 'Nhập Đồng Hồ' });
      await receive.getByLabel('Sản phẩm / phiên bản *').selectOption(String(variant.variantId));
      await receive.getByLabel('Số serial *').fill(SERIAL);
      await receive.getByRole('button', { name: 'Nhập Kho' }).click();
      await page.getByRole('heading', { name: `Serial ${SERIAL}` }).waitFor();

      // The storefront: a shopper orders that variant.
      await buyer.goto(`/product/${product.slug}`);
      await buyer.getByRole('heading', { level: 1, name: product.name }).waitFor();
      const shown = product.variants!.find((x) => x.id === variant.variantId)!;
      let button = buyer
        .getByRole('group', { name: 'Phiên bản', exact: true })
        .getByRole('button')
        .filter({ hasText: shown.size?.name || shown.name });
      if (shown.color) button = button.filter({ hasText: shown.color });
      // Chosen once pressed (a click on the variant already chosen would let it go).
      if (product.variants!.length > 1) {
        if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
        await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
      }
      await buyer.getByRole('button', { name: 'Đặt Hàng Ngay' }).first().click();
      const form = buyer.getByRole('dialog', { name: 'Đặt Hàng Ngay' });
      await form.getByLabel('Họ và tên').fill('Khách Mua Đồng Hồ');
      await form.getByLabel('Số điện thoại').fill(PHONE);
      await form.getByRole('checkbox', { name: /Tôi đã đọc và đồng ý/ }).check();
      await form.getByRole('button', { name: 'Xác nhận đặt hàng' }).click();
      const success = buyer.getByRole('dialog', { name: 'Đặt hàng thành công!' });
      await success.waitFor();
      const code = /DH\d{6}[A-Z0-9]{6}/.exec(await success.innerText())![0];
      const [order] = await findOrders(run.shop.url, token, code);
      expect(order!.items.map((l) => l.variantId)).toEqual([variant.variantId]);

      // The order: staff choose the piece for its line, ship and complete it.
      await page.goto(`/admin/orders/${order!.id}`);
      await page.getByRole('heading', { name: `Đơn hàng ${code}` }).waitFor();
      const choose = page.getByLabel(`Chọn đồng hồ cho ${order!.items[0]!.productName}`);
      await choose.locator('option', { hasText: SERIAL }).waitFor({ state: 'attached' });
      const pieceId = await choose.locator('option', { hasText: SERIAL }).getAttribute('value');
      await choose.selectOption(pieceId);
      await page.getByRole('button', { name: 'Chọn', exact: true }).click();
      await page.getByRole('link', { name: SERIAL }).waitFor();
      for (const next of ['Đang Xử Lý', 'Đang Giao', 'Hoàn Thành']) await moveOrder(page, code, next);

      // The warranty card: its number and the serial, printed.
      const cardLink = page.getByRole('link', { name: /^In thẻ bảo hành TBH\d{6}$/ });
      const warranty = /TBH\d{6}/.exec((await cardLink.textContent())!)![0];
      await page.goto((await cardLink.getAttribute('href'))!);
      const card = page.getByRole('article', { name: `Thẻ bảo hành ${warranty}` });
      await card.getByText(SERIAL).waitFor();
      expect(await card.innerText()).toContain(warranty);
      await page.evaluate(() => {
        window.print = () => document.body.setAttribute('data-printed', 'yes');
      });
      await page.getByRole('button', { name: 'In thẻ bảo hành' }).click();
      expect(await page.locator('body').getAttribute('data-printed')).toBe('yes');
      await page.emulateMedia({ media: 'print' });
      expect(await page.getByRole('button', { name: 'In thẻ bảo hành' }).isVisible()).toBe(false);
      expect(await card.isVisible()).toBe(true);
      await page.emulateMedia({ media: 'screen' });

      // /bao-hanh: the buyer checks the warranty with the serial and their phone.
      await buyer.goto('/bao-hanh');
      await buyer.getByLabel('Số serial').fill(SERIAL.toLowerCase());
      await buyer.getByLabel('Số điện thoại').fill(PHONE);
      await buyer.getByRole('button', { name: 'Tra cứu' }).click();
      const found = buyer.getByRole('region', { name: `Phiếu bảo hành ${warranty}` });
      await found.getByText('Còn bảo hành').waitFor();

      // The service desk: staff open a ticket for the serial; the customer follows it.
      await page.goto('/admin/services');
      await page.getByRole('button', { name: /Tiếp nhận đồng hồ/ }).click();
      const intake = page.getByRole('dialog', { name: 'Tiếp Nhận Đồng Hồ' });
      await intake.getByRole('textbox', { name: /Tìm theo số serial/ }).fill(SERIAL);
      await intake.getByRole('button', { name: 'Tìm', exact: true }).click();
      await intake.getByRole('button', { name: new RegExp(`${SERIAL} \\(Đã bán\\)`) }).click();
      await intake.getByLabel('Tên khách hàng *').fill('Khách Mua Đồng Hồ');
      await intake.getByLabel('Số điện thoại *').fill(PHONE);
      await intake.getByLabel('Tình trạng, yêu cầu của khách *').fill('Chạy nhanh 15 giây mỗi ngày');
      await intake.getByRole('button', { name: 'Lập Phiếu' }).click();
      const heading = page.getByRole('heading', { name: /^Phiếu BH\d{6}$/ });
      const ticket = /BH\d{6}/.exec((await heading.textContent())!)![0];
      await page.getByText('Còn bảo hành của cửa hàng').waitFor();
      await page
        .getByRole('region', { name: 'Tin nhắn' })
        .getByText('Đã tiếp nhận đồng hồ', { exact: false })
        .waitFor();

      const follow = async (status: string) => {
        await buyer.getByRole('button', { name: 'Tra cứu' }).click();
        await buyer
          .getByRole('region', { name: `Phiếu tiếp nhận ${ticket}` })
          .getByText(status)
          .first()
          .waitFor();
      };
      await buyer.getByRole('tab', { name: 'Theo dõi phiếu sửa chữa' }).click();
      await buyer.getByLabel('Mã phiếu tiếp nhận').fill(ticket);
      await buyer.getByLabel('Số điện thoại').fill(PHONE);
      await follow('Đã tiếp nhận');

      const moves = page.getByRole('region', { name: 'Chuyển trạng thái' });
      for (const [button, status] of [
        ['Bắt đầu kiểm tra', 'Đang kiểm tra'],
        ['Đã báo giá', 'Đã báo giá'],
        ['Khách đồng ý: sửa', 'Đang sửa chữa'],
        ['Đã sửa xong', 'Sẵn sàng trả khách'],
      ] as const) {
        await moves.getByRole('button', { name: button }).click();
        await page.getByRole('region', { name: 'Lịch sử' }).getByText(status, { exact: true }).waitFor();
      }
      await moves.getByRole('button', { name: 'Đã trả khách' }).click();
      await moves.waitFor({ state: 'detached' });
      await follow('Đã trả khách');
      expect(staff.errors).toEqual([]);
      expect(shopper.errors).toEqual([]);
    } finally {
      await staff.context.close();
      await shopper.context.close();
    }
  });
});
