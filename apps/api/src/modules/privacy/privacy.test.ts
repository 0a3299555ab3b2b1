import type { ErrorResponse } from '@shop/core/schemas/common';
import type { Order } from '@shop/core/schemas/order';
import type { DataRequest, DataSubjectView, ErasureResult } from '@shop/core/schemas/privacy';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, orderableVariant, placedOrder, type TestApp } from '../../test/app.ts';
import { trackedWatch } from '../../test/catalogue.ts';
import type { Buyback } from '@shop/core/schemas/buyback';
import type { Service } from '@shop/core/schemas/service';
import type { ServicePhoto } from '@shop/core/schemas/service-photo';
import { servicePhotos } from '../../db/schema/index.ts';
import { photoUpload } from '../../test/multipart.ts';

/** Issue 27 §4: data requests at /yeu-cau-du-lieu, their export and the erasure that leaves no copy. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ORDER_RATE_LIMIT: '1000' });
});
afterAll(() => t.close());

const PERSON = {
  customer: 'Trần Thị Riêng Tư',
  phone: '0988111222',
  email: 'rieng.tu@example.com',
  note: 'Gọi trước cho chị Riêng Tư',
  shippingAddress: { province: 'Thành phố Hà Nội', ward: 'Phường Hoàn Kiếm', street: '99 Ngõ Bí Mật' },
};
const OTHER = {
  customer: 'Lê Văn Khác',
  phone: '0977333444',
  email: 'khac@example.com',
  shippingAddress: { ...PERSON.shippingAddress, street: '1 Phố Khác' },
};
const INVOICE = {
  companyName: PERSON.customer,
  taxCode: '0300588569',
  address: '99 Ngõ Bí Mật, Hà Nội',
  email: PERSON.email,
};

let ip = 0;
const from = () => `10.41.${Math.floor(++ip / 250)}.${ip % 250}`;
async function place(who: object, extra: object = {}): Promise<Order> {
  const res = await t.as('anonymous', {
    method: 'POST',
    url: '/api/orders',
    remoteAddress: from(),
    payload: { ...who, items: [{ ...(await orderableVariant(t)), quantity: 1 }], acceptTerms: true, ...extra },
  });
  expect(res.statusCode, res.body).toBe(201);
  return placedOrder(t, res);
}

/** The person also sold a watch to the shop (a buy-back with their CCCD); the other person too. */
const ID_NUMBER = '001199004567';
let sold: Buyback;
let otherSold: Buyback;
async function sellToShop(who: { customer: string; phone: string }, idNumber: string): Promise<Buyback> {
  const { variantId } = await trackedWatch(t);
  const res = await t.as('admin', {
    method: 'POST',
    url: '/api/buybacks',
    payload: {
      variantId,
      serial: `PRIV-${idNumber.slice(-3)}`,
      condition: 'used',
      grade: 'A',
      price: 90_000_000,
      sellerName: who.customer,
      sellerPhone: who.phone,
      sellerIdNumber: idNumber,
      note: `Mua của ${who.customer}`,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Buyback>();
}

/** The person also brought a watch in for service (the ticket names them), and moved it along. */
let ticket: Service;
async function bringForService(who: { customer: string; phone: string; email?: string }): Promise<Service> {
  const res = await t.as('admin', {
    method: 'POST',
    url: '/api/services',
    payload: {
      brandName: 'Seiko',
      model: 'Presage SRPB41',
      serial: '4R35-PRIV',
      customerName: who.customer,
      phone: who.phone,
      email: who.email,
      problem: `Đồng hồ chạy chậm, ${who.customer} cần gấp`,
      note: `Gọi ${who.phone} khi xong`,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const s = res.json<Service>();
  const moved = await t.as('admin', {
    method: 'PATCH',
    url: `/api/services/${s.id}/status`,
    payload: { status: 'checking', note: `Đã báo ${who.customer}` },
  });
  expect(moved.statusCode, moved.body).toBe(200);
  const photo = await t.as('admin', { method: 'POST', url: `/api/services/${s.id}/photos`, ...(await photoUpload()) });
  expect(photo.statusCode, photo.body).toBe(201);
  return s;
}

let first: Order;
let invoiced: Order;
let other: Order;
beforeAll(async () => {
  sold = await sellToShop(PERSON, ID_NUMBER);
  otherSold = await sellToShop(OTHER, '079088001122');
  ticket = await bringForService(PERSON);
  first = await place(PERSON, { consents: ['marketing'] });
  invoiced = await place(PERSON, { invoice: INVOICE });
  other = await place(OTHER, { consents: ['marketing'] });
  // Staff work on the person's orders: an edit (audited field by field), status moves (events,
  // messages), the VAT invoice recorded on the second.
  const edit = await t.as('admin', {
    method: 'PUT',
    url: `/api/orders/${first.id}`,
    payload: {
      customer: PERSON.customer,
      phone: PERSON.phone,
      email: PERSON.email,
      note: `${PERSON.note}!`,
      items: first.items.map((l) => ({ productId: l.productId, variantId: l.variantId, quantity: 2 })),
    },
  });
  expect(edit.statusCode, edit.body).toBe(200);
  for (const status of ['processing', 'shipped', 'completed'] as const) {
    const moved = await t.as('admin', {
      method: 'PATCH',
      url: `/api/orders/${invoiced.id}/status`,
      payload: { status, carrier: 'GHN', trackingNumber: 'GHN123' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  const recorded = await t.as('admin', {
    method: 'PUT',
    url: `/api/orders/${invoiced.id}/invoice`,
    payload: {
      provider: 'Viettel',
      template: '1',
      series: 'C26TAA',
      number: '7',
      issuedOn: '2026-11-29',
      lookupCode: 'X1',
    },
  });
  expect(recorded.statusCode, recorded.body).toBe(200);
});

const subject = (extra: object = {}, code = first.code) =>
  t.app.inject({
    method: 'POST',
    url: '/api/privacy/subject',
    remoteAddress: from(),
    payload: { code, phone: PERSON.phone, ...extra },
  });

describe('the person at /yeu-cau-du-lieu', () => {
  it('proves who they are with phone and order code: one 404 for a wrong pair, their consents otherwise', async () => {
    const wrong = await subject({}, other.code);
    expect(wrong.statusCode).toBe(404);
    const res = await subject();
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json<DataSubjectView>();
    expect(view.consents).toMatchObject([{ purpose: 'marketing', orderCode: first.code, withdrawnAt: null }]);
    expect(view.consents[0]).not.toHaveProperty('clientAddress');
  });

  it('is throttled like the order lookup (429 after repeated wrong pairs from one address)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/privacy/subject',
        remoteAddress: '10.41.250.1',
        payload: { code: other.code, phone: PERSON.phone },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses[0]).toBe(404);
    expect(statuses).toContain(429);
  });

  it('withdraws a consent; the withdrawal names no staff', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/consents/withdraw',
      remoteAddress: from(),
      payload: { code: first.code, phone: PERSON.phone, purpose: 'marketing' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<DataSubjectView>().consents[0]!.withdrawnAt).not.toBeNull();
    const staff = await t.as('admin', { method: 'GET', url: `/api/privacy/consents?phone=${PERSON.phone}` });
    expect(staff.json<{ consents: { withdrawnBy: string | null }[] }>().consents[0]!.withdrawnBy).toBeNull();
  });

  it('refuses a correction without what to correct (400), and a bad kind', async () => {
    const payload = { code: first.code, phone: PERSON.phone };
    for (const extra of [{ kind: 'correct' }, { kind: 'sell' }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/privacy/requests',
        remoteAddress: from(),
        payload: { ...payload, ...extra },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<ErrorResponse>().error.message).toMatch(/Vui lòng ghi rõ|Loại yêu cầu/);
    }
  });
});

describe('staff: Yêu Cầu Dữ Liệu', () => {
  let request: DataRequest;
  beforeAll(async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/requests',
      remoteAddress: from(),
      payload: {
        code: invoiced.code,
        phone: PERSON.phone,
        kind: 'erase',
        details: `Xóa hết dữ liệu của ${PERSON.customer}`,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    request = (await t.as('admin', { method: 'GET', url: '/api/privacy/requests' })).json<{ requests: DataRequest[] }>()
      .requests[0]!;
  });

  it('lists the request with its deadline (privacy.requestDeadlineDays, default 3 days); admin only by default', async () => {
    expect(request).toMatchObject({ kind: 'erase', phone: PERSON.phone, orderCode: invoiced.code, status: 'open' });
    expect(Date.parse(request.dueAt) - Date.parse(request.createdAt)).toBeCloseTo(3 * 86_400_000, -4);
    for (const role of ['moderator', 'viewer'] as const)
      expect((await t.as(role, { method: 'GET', url: '/api/privacy/requests' })).statusCode).toBe(403);
    expect((await t.as('anonymous', { method: 'GET', url: '/api/privacy/requests' })).statusCode).toBe(401);
  });

  it("exports the person's orders, messages and consents as JSON and CSV", async () => {
    const json = await t.as('admin', { method: 'GET', url: `/api/privacy/requests/${request.id}/export` });
    expect(json.statusCode, json.body).toBe(200);
    expect(json.headers['content-disposition']).toMatch(/attachment; filename="du-lieu-ca-nhan-\d+-.*\.json"/);
    const data = json.json<{
      orders: Order[];
      messages: unknown[];
      consents: unknown[];
      buybacks: Buyback[];
      services: Service[];
      servicePhotos: ServicePhoto[];
    }>();
    expect(data.services).toEqual([expect.objectContaining({ code: ticket.code, customerName: PERSON.customer })]);
    expect(data.servicePhotos).toEqual([
      expect.objectContaining({ serviceId: ticket.id, originalName: 'mat-sau.png' }),
    ]);
    expect(data.buybacks).toEqual([
      expect.objectContaining({ code: sold.code, sellerIdNumber: ID_NUMBER, price: 90_000_000 }),
    ]);
    expect(data.orders.map((o) => o.code).sort()).toEqual([first.code, invoiced.code].sort());
    expect(data.messages.length).toBeGreaterThan(0);
    expect(data.consents).toHaveLength(1);
    expect(json.body).not.toContain(OTHER.phone);
    const csv = await t.as('admin', { method: 'GET', url: `/api/privacy/requests/${request.id}/export?format=csv` });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body).toContain(PERSON.customer);
    expect(csv.body).toContain('Đồng ý');
    expect(csv.body).toContain(first.code);
    expect(csv.body).toContain(`Thu mua lại,${sold.code}`);
    expect(csv.body).toContain(`Sửa chữa,${ticket.code}`);
    expect(csv.body).toContain(`Ảnh phiếu sửa chữa,${ticket.code}`);
  });

  it('erases: no copy of their phone or name is left in any table but the issued invoice; others untouched', async () => {
    const photoKeys = (
      await t.database.db
        .select({ key: servicePhotos.key })
        .from(servicePhotos)
        .where(eq(servicePhotos.ownerId, ticket.id))
    ).map((p) => p.key);
    expect(photoKeys).toHaveLength(1);
    const res = await t.as('admin', { method: 'POST', url: `/api/privacy/requests/${request.id}/erase` });
    expect(res.statusCode, res.body).toBe(200);
    const { placeholderPhone } = res.json<ErasureResult>();

    const columns = (
      await t.database.db.execute<{ table_name: string; column_name: string }>(
        sql`select c.table_name, c.column_name from information_schema.columns c
            join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name
            where c.table_schema = 'public' and tb.table_type = 'BASE TABLE'
              and c.data_type in ('text', 'character varying', 'json', 'jsonb', 'ARRAY', 'USER-DEFINED')`,
      )
    ).rows;
    expect(columns.length).toBeGreaterThan(40);
    const left: string[] = [];
    for (const { table_name: table, column_name: column } of columns) {
      // The kept invoice records: the buyer details of an order whose invoice is recorded.
      const kept =
        table === 'orders' && (column === 'invoice' || column === 'invoice_request')
          ? sql` and ${sql.identifier('invoice')} is null`
          : sql``;
      for (const word of [PERSON.phone, PERSON.customer, PERSON.email, PERSON.shippingAddress.street, ID_NUMBER]) {
        const found = await t.database.db.execute<{ n: number }>(
          sql`select count(*)::int as n from ${sql.identifier(table)}
              where strpos(${sql.identifier(column)}::text, ${word}) > 0${kept}`,
        );
        if (found.rows[0]!.n > 0) left.push(`${table}.${column}: ${word}`);
      }
    }
    expect(left).toEqual([]);

    // Kept: amounts, lines and the issued invoice's buyer.
    const after = (await t.as('admin', { method: 'GET', url: `/api/orders/${invoiced.id}` })).json<Order>();
    expect(after).toMatchObject({ customer: 'Đã xóa', phone: placeholderPhone, email: null, amount: invoiced.amount });
    expect(after.items).toEqual(
      invoiced.items.map((l) => expect.objectContaining({ productName: l.productName }) as unknown),
    );
    expect(after.invoiceRequest).toEqual(INVOICE);
    // The other shopper keeps everything.
    const kept = (await t.as('admin', { method: 'GET', url: `/api/orders/${other.id}` })).json<Order>();
    expect(kept).toMatchObject({ customer: OTHER.customer, phone: OTHER.phone, email: OTHER.email });
    // The watch they sold keeps its price and day, without who; the other seller's purchase is untouched.
    const bought = (await t.as('admin', { method: 'GET', url: `/api/buybacks/${sold.id}` })).json<Buyback>();
    expect(bought).toMatchObject({ sellerName: 'Đã xóa', sellerPhone: placeholderPhone, sellerIdNumber: null });
    expect(bought).toMatchObject({ price: 90_000_000, boughtAt: sold.boughtAt, serial: sold.serial });
    const untouched = (await t.as('admin', { method: 'GET', url: `/api/buybacks/${otherSold.id}` })).json<Buyback>();
    expect(untouched).toMatchObject({
      sellerName: OTHER.customer,
      sellerPhone: OTHER.phone,
      sellerIdNumber: '079088001122',
    });
    // Their service ticket keeps the watch and the work, without who.
    const serviced = (await t.as('admin', { method: 'GET', url: `/api/services/${ticket.id}` })).json<Service>();
    expect(serviced).toMatchObject({
      customerName: 'Đã xóa',
      phone: placeholderPhone,
      email: null,
      serial: '4R35-PRIV',
    });
    // The photos of their watch are gone, files and all.
    expect((await t.as('admin', { method: 'GET', url: `/api/services/${ticket.id}/photos` })).json()).toEqual([]);
    for (const key of photoKeys) expect(await t.app.storage.stat(key), key).toBeNull();
    // The customers list has the erased placeholder, never the person.
    expect((await t.as('admin', { method: 'GET', url: `/api/customers/${PERSON.phone}` })).statusCode).toBe(404);
    // The lookup no longer finds the order by the old pair; the request is closed.
    const lookup = await t.app.inject({
      method: 'GET',
      url: `/api/orders/lookup?code=${first.code}&phone=${PERSON.phone}`,
      remoteAddress: from(),
    });
    expect(lookup.statusCode).toBe(404);
    const closed = (await t.as('admin', { method: 'GET', url: '/api/privacy/requests?status=done' })).json<{
      requests: DataRequest[];
    }>();
    expect(closed.requests.map((r) => r.id)).toContain(request.id);
    const again = await t.as('admin', { method: 'POST', url: `/api/privacy/requests/${request.id}/erase` });
    expect(again.statusCode).toBe(409);
  });

  it('closes a request: rejected needs a reason (400); a closed one is 409', async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/requests',
      remoteAddress: from(),
      payload: { code: other.code, phone: OTHER.phone, kind: 'access' },
    });
    const { id } = made.json<{ id: number }>();
    const noReason = await t.as('admin', {
      method: 'PATCH',
      url: `/api/privacy/requests/${id}`,
      payload: { status: 'rejected' },
    });
    expect(noReason.statusCode).toBe(400);
    const done = await t.as('admin', {
      method: 'PATCH',
      url: `/api/privacy/requests/${id}`,
      payload: { status: 'done' },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<DataRequest>()).toMatchObject({ status: 'done', handledBy: expect.any(String) as string });
    const twice = await t.as('admin', {
      method: 'PATCH',
      url: `/api/privacy/requests/${id}`,
      payload: { status: 'done' },
    });
    expect(twice.statusCode).toBe(409);
  });
});
