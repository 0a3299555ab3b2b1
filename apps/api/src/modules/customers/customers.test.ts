import type { CustomerDetail, CustomerList } from '@shop/core/schemas/customer';
import { describe, expect, it } from 'vitest';
import { placeAsShopper, placedOrder, useTestApp } from '../../test/app.ts';
import { makeProduct } from '../../test/catalogue.ts';

const t = useTestApp();

const place = (payload: object) => placeAsShopper(t, payload);

describe('customers', () => {
  it('groups orders by phone: name, email, orders, total spent (completed), last order; one customer with their orders', async () => {
    const p = await makeProduct(t, [[1_500_000, 0, null]]);
    const items = [{ productId: p.productId, variantId: p.variantIds[0]!, quantity: 1 }];
    const phone = '0977100001';
    const other = await placedOrder(t, await place({ customer: 'Lê Thị Mai', phone: '0977100002', items }));
    const first = await placedOrder(t, await place({ customer: 'Đặng Văn Khoa', phone, items }));
    const second = await placedOrder(
      t,
      await place({ customer: 'Đặng V. Khoa', phone, email: 'khoa@example.com', items }),
    );
    for (const status of ['processing', 'shipped', 'completed'])
      await t.as('moderator', { method: 'PATCH', url: `/api/orders/${first.id}/status`, payload: { status } });
    const list = await t.as('viewer', { method: 'GET', url: `/api/customers?search=${phone}` });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      customers: [
        {
          phone,
          name: 'Đặng V. Khoa',
          email: 'khoa@example.com',
          orders: 2,
          totalSpent: first.amount,
          lastOrderAt: second.createdAt,
        },
      ],
      total: 1,
      totalExact: true,
    });
    const all = await t.as('viewer', { method: 'GET', url: '/api/customers?limit=1&skip=0' });
    expect(all.json<CustomerList>()).toMatchObject({ customers: [{ phone }], total: 2 });
    const page2 = await t.as('viewer', { method: 'GET', url: '/api/customers?limit=1&skip=1' });
    expect(page2.json<CustomerList>().customers.map((c) => c.name)).toEqual([other.customer]);
    const detail = await t.as('viewer', {
      method: 'GET',
      url: `/api/customers/${encodeURIComponent(`+84${phone.slice(1)}`)}`,
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json<CustomerDetail>().orders.map((o) => o.id)).toEqual([second.id, first.id]);
  });

  it('a search by name matches whole words: "nguyen van an" does not find Nguyễn Minh Anh', async () => {
    const p = await makeProduct(t, [[900_000, 0, null]]);
    const items = [{ productId: p.productId, variantId: p.variantIds[0]!, quantity: 1 }];
    await place({ customer: 'Nguyễn Văn An', phone: '0977200001', items });
    await place({ customer: 'Nguyễn Minh Anh', phone: '0977200002', email: 'vanessa.anh@example.com', items });
    await place({ customer: 'Trần Văn Anh', phone: '0977200003', items });
    const names = async (search: string) =>
      (await t.as('viewer', { method: 'GET', url: `/api/customers?search=${encodeURIComponent(search)}` }))
        .json<CustomerList>()
        .customers.map((c) => c.name);
    expect(await names('nguyen van an')).toEqual(['Nguyễn Văn An']);
    expect(await names('Văn Anh')).toEqual(['Trần Văn Anh']);
    expect((await names('nguyen')).sort()).toEqual(['Nguyễn Minh Anh', 'Nguyễn Văn An']);
    // An email, a phone number or its last digits are still found.
    expect(await names('vanessa.anh@example.com')).toEqual(['Nguyễn Minh Anh']);
    expect(await names('200003')).toEqual(['Trần Văn Anh']);
  });

  it('answers 404 for an unknown phone, 400 for a bad one, and needs the orders read right', async () => {
    expect((await t.as('viewer', { method: 'GET', url: '/api/customers/0900000009' })).statusCode).toBe(404);
    expect((await t.as('viewer', { method: 'GET', url: '/api/customers/abc' })).statusCode).toBe(400);
    expect((await t.as('guest', { method: 'GET', url: '/api/customers' })).statusCode).toBe(403);
    expect((await t.as('anonymous', { method: 'GET', url: '/api/customers' })).statusCode).toBe(401);
  });
});
