import { formatMoney } from '@shop/core/pricing';
import { addDays, shopToday, type Reports } from '@shop/core/schemas/dashboard';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, apiLogin, findOrders, newPage, shopInBrowser, signIn } from './harness';

const run = shopInBrowser();
let token: string;

beforeAll(async () => {
  token = await apiLogin(run.shop.url, 'admin', ADMIN_PASSWORD);
});

const headers = () => ({ 'content-type': 'application/json', authorization: `Bearer ${token}` });
const money = (n: number) => formatMoney(n);
const ddmmyyyy = (day: string) => day.split('-').reverse().join('/');

interface ApiProduct {
  id: number;
  name: string;
  inStock: boolean;
  variants?: { id: number; price: number | null; stock?: number | null }[];
}

async function orderableVariant(): Promise<{ productId: number; variantId: number }> {
  const res = await fetch(`${run.shop.url}/api/products?include=variants&limit=50`);
  const { products } = (await res.json()) as { products: ApiProduct[] };
  for (const p of products) {
    const v = p.inStock
      ? p.variants?.find((x) => (x.price ?? 0) > 0 && !(typeof x.stock === 'number' && x.stock < 3))
      : undefined;
    if (v) return { productId: p.id, variantId: v.id };
  }
  throw new Error('no orderable demo product');
}

/** Places an order as the checkout does, then staff move it to Hoàn Thành through the API. */
async function completedOrder(item: { productId: number; variantId: number }, quantity: number) {
  const res = await fetch(`${run.shop.url}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify({
      customer: 'Khách Báo Cáo',
      acceptTerms: true,
      phone: `0912 000 ${String(100 + quantity)}`,
      shippingAddress: { province: 'Thành phố Hồ Chí Minh', ward: 'Phường Sài Gòn', street: '1 Nguyễn Huệ' },
      items: [{ ...item, quantity }],
    }),
  });
  expect(res.status).toBe(201);
  // The answer is the shopper's view (no id): staff find the order by its code.
  const { code } = (await res.json()) as { code: string };
  const [order] = await findOrders(run.shop.url, token, code);
  if (!order) throw new Error(`order ${code} not found`);
  for (const status of ['processing', 'shipped', 'completed']) {
    const moved = await fetch(`${run.shop.url}/api/orders/${order.id}/status`, {
      method: 'PATCH',
      headers: headers(),
      body: JSON.stringify({ status }),
    });
    expect(moved.status).toBe(200);
  }
  return order;
}

async function reportsOf(query = ''): Promise<Reports> {
  const res = await fetch(`${run.shop.url}/api/dashboard/reports${query}`, { headers: headers() });
  expect(res.status).toBe(200);
  return (await res.json()) as Reports;
}

/** A row of a chart's accessible table, by its first cell, as the cells' text. */
async function chartRow(page: Page, table: string, first: string): Promise<string[]> {
  const row = page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({
      has: page.getByRole('rowheader', { name: first, exact: true }),
    });
  await row.waitFor({ state: 'attached' });
  return row.locator('th, td').allTextContents();
}

describe('dashboard reports', () => {
  it('shows orders completed today in the day chart, the status counts and the top products; the range changes', async () => {
    const today = shopToday();
    const before = await reportsOf();
    const todayBefore = before.days.find((d) => d.date === today)!;
    const item = await orderableVariant();
    const a = await completedOrder(item, 1);
    const b = await completedOrder(item, 2);
    const after = { orders: todayBefore.orders + 2, revenue: todayBefore.revenue + a.amount + b.amount };
    const completedBefore = before.byStatus.find((s) => s.status === 'completed')!.orders;

    const { page, errors, context } = await newPage(run.browser, run.shop.url);
    await signIn(page);
    await page.getByRole('heading', { name: 'Báo cáo' }).waitFor();
    await page.getByText(`Từ ${ddmmyyyy(addDays(today, -29))} đến ${ddmmyyyy(today)}`).waitFor();
    // The charts are drawn (recharts' SVG), and their figures are readable in their tables.
    await page.locator('figure .recharts-surface').first().waitFor();
    expect(await chartRow(page, 'Doanh thu và đơn hoàn thành theo ngày', ddmmyyyy(today))).toEqual([
      ddmmyyyy(today),
      String(after.orders),
      money(after.revenue),
      money(todayBefore.refunds),
    ]);
    expect(await chartRow(page, 'Đơn hàng theo trạng thái', 'Hoàn Thành')).toEqual([
      'Hoàn Thành',
      String(completedBefore + 2),
    ]);
    const top = await page
      .getByRole('table', { name: 'Top 10 sản phẩm theo doanh thu' })
      .getByRole('rowheader')
      .allTextContents();
    expect(top.length).toBeGreaterThan(0);
    expect(top.length).toBeLessThanOrEqual(10);

    // A range of one past day: the URL keeps it, the figures are that day's.
    const day = addDays(today, -3);
    await page.getByLabel('Đến ngày').fill(day);
    await page.getByLabel('Từ ngày').fill(day);
    await page.waitForURL(new RegExp(`from=${day}&to=${day}|to=${day}&from=${day}`));
    await page.getByText(`Từ ${ddmmyyyy(day)} đến ${ddmmyyyy(day)}`).waitFor();
    const past = (await reportsOf(`?from=${day}&to=${day}`)).days[0]!;
    expect(await chartRow(page, 'Doanh thu và đơn hoàn thành theo ngày', ddmmyyyy(day))).toEqual([
      ddmmyyyy(day),
      String(past.orders),
      money(past.revenue),
      money(past.refunds),
    ]);
    expect(
      await page.getByRole('table', { name: 'Doanh thu và đơn hoàn thành theo ngày' }).getByRole('row').count(),
    ).toBe(2);

    // Reloading keeps the range; 7 ngày goes back to a week up to today.
    await page.reload();
    await page.getByText(`Từ ${ddmmyyyy(day)} đến ${ddmmyyyy(day)}`).waitFor();
    await page.getByRole('button', { name: '7 ngày' }).click();
    await page.getByText(`Từ ${ddmmyyyy(addDays(today, -6))} đến ${ddmmyyyy(today)}`).waitFor();
    expect(await chartRow(page, 'Doanh thu và đơn hoàn thành theo ngày', ddmmyyyy(today))).toEqual([
      ddmmyyyy(today),
      String(after.orders),
      money(after.revenue),
      money(todayBefore.refunds),
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
