import type { CustomerDetail, CustomerList } from '@shop/core/schemas/customer';
import type { Reports } from '@shop/core/schemas/dashboard';
import type { Order } from '@shop/core/schemas/order';
import { describe, expect, it } from 'vitest';
import { placeAsShopper, placedOrder, useTestApp } from '../../test/app.ts';
import { makeProduct } from '../../test/catalogue.ts';
import { foldOrderSummaries } from './summary-job.ts';

const t = useTestApp();

const place = (payload: object) => placeAsShopper(t, payload);
const move = (id: number, status: string) =>
  t.as('moderator', {
    method: 'PATCH',
    url: `/api/orders/${id}/status`,
    payload: status === 'cancelled' ? { status, reason: 'Khách đổi ý' } : { status },
  });
const customer = async (search: string) =>
  (await t.as('viewer', { method: 'GET', url: `/api/customers?search=${search}` })).json<CustomerList>().customers;
const today = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
const report = async () =>
  (await t.as('admin', { method: 'GET', url: `/api/dashboard/reports?from=${today()}&to=${today()}` })).json<Reports>();

describe('summaries the database keeps from the orders', () => {
  it("a customer follows their orders' edits: a changed phone moves the order to the other customer", async () => {
    const p = await makeProduct(t, [[2_000_000, 0, null]]);
    const items = [{ productId: p.productId, variantId: p.variantIds[0]!, quantity: 1 }];
    const a = await placedOrder(t, await place({ customer: 'Phan Thị Thu', phone: '0977200001', items }));
    await place({ customer: 'Phan Thu', phone: '0977200001', email: 'thu@example.com', items });
    expect(await customer('0977200001')).toMatchObject([{ name: 'Phan Thu', orders: 2, totalSpent: 0 }]);

    // The first order gets another phone and name: it is now a customer of its own.
    const edit = await t.as('moderator', {
      method: 'PUT',
      url: `/api/orders/${a.id}`,
      payload: { acceptTerms: true, customer: 'Phan Văn Tú', phone: '0977200002', items },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await customer('0977200001')).toMatchObject([{ name: 'Phan Thu', orders: 1, email: 'thu@example.com' }]);
    expect(await customer('0977200002')).toMatchObject([
      { name: 'Phan Văn Tú', orders: 1, totalSpent: 0, email: null },
    ]);

    for (const s of ['processing', 'shipped', 'completed']) expect((await move(a.id, s)).statusCode).toBe(200);
    expect(await customer('0977200002')).toMatchObject([{ totalSpent: a.amount }]);
    const detail = await t.as('viewer', { method: 'GET', url: '/api/customers/0977200002' });
    expect(detail.json<CustomerDetail>().orders.map((o) => o.id)).toEqual([a.id]);
  });

  it('the reports and the dashboard read the same figures before and after the summary job folds them', async () => {
    const p = await makeProduct(t, [[3_000_000, 0, null]]);
    const items = [{ productId: p.productId, variantId: p.variantIds[0]!, quantity: 2 }];
    const before = await report();
    const placed: Order[] = [];
    for (let i = 0; i < 4; i++)
      placed.push(await placedOrder(t, await place({ customer: 'Đỗ Minh', phone: `097730000${i}`, items })));
    for (const s of ['processing', 'shipped', 'completed']) await move(placed[0]!.id, s);
    for (const s of ['processing', 'shipped', 'completed']) await move(placed[1]!.id, s);
    await move(placed[2]!.id, 'cancelled');

    const after = await report();
    const completed = (r: Reports) => r.days.at(-1)!;
    expect(completed(after).orders - completed(before).orders).toBe(2);
    expect(completed(after).revenue - completed(before).revenue).toBe(placed[0]!.amount + placed[1]!.amount);
    const count = (r: Reports, s: string) => r.byStatus.find((b) => b.status === s)!.orders;
    expect(count(after, 'cancelled') - count(before, 'cancelled')).toBe(1);
    expect(count(after, 'pending') - count(before, 'pending')).toBe(1);
    expect(after.topProducts.find((x) => x.productId === p.productId)).toMatchObject({
      quantity: 4,
      revenue: 12_000_000,
    });
    const dashboard = (await t.as('admin', { method: 'GET', url: '/api/dashboard' })).json<Record<string, unknown>>();
    const stats = (await t.as('admin', { method: 'GET', url: '/api/orders/stats' })).json<Record<string, number>>();

    expect(await foldOrderSummaries(t.database.db)).toBeGreaterThan(0);
    expect(await report()).toEqual(after);
    expect((await t.as('admin', { method: 'GET', url: '/api/dashboard' })).json()).toEqual(dashboard);
    expect((await t.as('admin', { method: 'GET', url: '/api/orders/stats' })).json()).toEqual(stats);
    expect(stats.total).toBe(dashboard.orders);
    expect(stats.pending).toBe(dashboard.pendingOrders);
  });
});
