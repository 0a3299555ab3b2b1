/**
 * `npm run docs:screenshots` (after `npm run build`): starts the demo shop (and an empty one for the
 * getting-started checklist) on free loopback ports and temporary data directories, signs in as the
 * admin in Chromium at 1280×800, and writes one PNG per back-office screen into docs/huong-dan/images/
 * (and a few storefront pages at a phone's 375×812), re-encoded with a palette so each stays small.
 * The owner's manual (docs/huong-dan/) shows them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { ADMIN_PASSWORD, startShop, type ShopServer } from '../test-support/shop-server.ts';
import { signIn } from '../test-support/sign-in.ts';

const OUT = resolve(import.meta.dirname, '../docs/huong-dan/images');
const VIEWPORT = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };

interface Shot {
  file: string;
  path: string | ((shop: ShopServer, token: string) => Promise<string>);
  /** Text that shows the screen is ready. */
  ready: string;
  /** Extra wait for drawings that animate (charts). */
  settleMs?: number;
  /** A storefront page as a phone shows it (375×812) rather than the back office's 1280×800. */
  phone?: boolean;
  /** Scrolled this far down before the shot (the product page's bar that follows the scroll). */
  scrollY?: number;
}

async function firstOrderId(shop: ShopServer, token: string): Promise<string> {
  const res = await fetch(`${shop.url}/api/orders?limit=1`, { headers: { authorization: `Bearer ${token}` } });
  const { orders } = (await res.json()) as { orders: { id: number }[] };
  if (!orders[0]) throw new Error('the demo shop has no order');
  return `/admin/orders/${orders[0].id}`;
}

async function firstProduct(shop: ShopServer): Promise<string> {
  const res = await fetch(`${shop.url}/api/products?limit=1&sort=newest`);
  const { products } = (await res.json()) as { products: { slug: string }[] };
  if (!products[0]) throw new Error('the demo shop has no product');
  return `/product/${products[0].slug}`;
}

const DEMO_SHOTS: Shot[] = [
  { file: 'bang-dieu-khien.png', path: '/admin', ready: 'Top 10 sản phẩm theo doanh thu', settleMs: 2000 },
  { file: 'san-pham.png', path: '/admin/products', ready: 'Sản Phẩm' },
  { file: 'thuong-hieu.png', path: '/admin/products?tab=brands', ready: 'Thương Hiệu' },
  { file: 'danh-muc.png', path: '/admin/products?tab=categories', ready: 'Danh Mục' },
  { file: 'kich-thuoc.png', path: '/admin/products?tab=sizes', ready: 'Kích Thước' },
  { file: 'anh.png', path: '/admin/images', ready: 'Ảnh' },
  { file: 'don-hang.png', path: '/admin/orders', ready: 'Đơn Hàng' },
  { file: 'don-hang-chi-tiet.png', path: firstOrderId, ready: 'Đơn Hàng' },
  { file: 'khach-hang.png', path: '/admin/customers', ready: 'Khách Hàng' },
  { file: 'cua-hang.png', path: '/admin/shop', ready: 'Cửa Hàng' },
  { file: 'nguoi-dung.png', path: '/admin/users', ready: 'Người Dùng' },
  { file: 'vai-tro.png', path: '/admin/roles', ready: 'Vai Trò' },
  { file: 'quyen.png', path: '/admin/rights', ready: 'Quyền' },
  { file: 'cai-dat.png', path: '/admin/settings', ready: 'Cài Đặt' },
  { file: 'nhat-ky.png', path: '/admin/audit', ready: 'Nhật Ký' },
  { file: 'kho-dong-ho.png', path: '/admin/pieces', ready: 'Kho Đồng Hồ' },
  { file: 'doi-tra.png', path: '/admin/returns', ready: 'Đổi Trả' },
  { file: 'hoa-don-vat.png', path: '/admin/invoices', ready: 'Đơn chờ xuất hóa đơn' },
  { file: 'tin-nhan.png', path: '/admin/messages', ready: 'Tin Nhắn' },
  { file: 'su-co-du-lieu.png', path: '/admin/incidents', ready: 'Sổ sự cố dữ liệu cá nhân' },
  { file: 'yeu-cau-du-lieu.png', path: '/admin/privacy', ready: 'Yêu Cầu Dữ Liệu' },
  { file: 'dien-thoai-san-pham.png', path: firstProduct, ready: 'Thêm vào giỏ', phone: true },
  { file: 'dien-thoai-thanh-cuon.png', path: firstProduct, ready: 'Thêm vào giỏ', phone: true, scrollY: 1400 },
  { file: 'dien-thoai-bao-hanh.png', path: '/bao-hanh', ready: 'Bảo hành', phone: true },
  { file: 'dien-thoai-yeu-cau-du-lieu.png', path: '/yeu-cau-du-lieu', ready: 'Yêu cầu', phone: true },
];

const EMPTY_SHOTS: Shot[] = [{ file: 'bat-dau.png', path: '/admin', ready: 'Bắt đầu bán hàng' }];

async function shoot(shop: ShopServer, shots: Shot[]): Promise<number> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--hide-scrollbars', '--lang=vi-VN'],
  });
  let bytes = 0;
  try {
    const context = await browser.newContext({ baseURL: shop.url, viewport: VIEWPORT, locale: 'vi-VN' });
    const page = await context.newPage();
    await signIn(page);
    const res = await fetch(`${shop.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
    });
    const { token } = (await res.json()) as { token: string };
    for (const shot of shots) {
      const path = typeof shot.path === 'string' ? shot.path : await shot.path(shop, token);
      await page.setViewportSize(shot.phone ? PHONE : VIEWPORT);
      await page.goto(path);
      await page.getByText(shot.ready).first().waitFor({ timeout: 30_000 });
      await page.waitForLoadState('load');
      // Loading states gone, images decoded, fonts ready.
      await page
        .getByRole('status')
        .filter({ hasText: /Đang tải/ })
        .first()
        .waitFor({ state: 'detached', timeout: 15_000 })
        .catch(() => {});
      await page.evaluate(() => document.fonts.ready);
      if (shot.scrollY) await page.evaluate((y) => window.scrollTo(0, y), shot.scrollY);
      await page.waitForTimeout(shot.settleMs ?? 600);
      const png = await page.screenshot({ type: 'png' });
      const small = await sharp(png).png({ palette: true, quality: 85, compressionLevel: 9, effort: 10 }).toBuffer();
      writeFileSync(join(OUT, shot.file), small);
      bytes += small.length;
      console.log(`${shot.file.padEnd(24)} ${(small.length / 1024).toFixed(0)} KB`);
    }
  } finally {
    await browser.close();
  }
  return bytes;
}

mkdirSync(OUT, { recursive: true });
let total = 0;
for (const [env, shots] of [
  [{}, DEMO_SHOTS],
  [{ SEED_DEMO: 'false' }, EMPTY_SHOTS],
] as const) {
  const shop = await startShop(env);
  try {
    total += await shoot(shop, shots);
  } finally {
    await shop.stop();
  }
}
console.log(`${(total / 1024 / 1024).toFixed(2)} MB in ${OUT}`);
