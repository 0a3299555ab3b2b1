import { eq } from 'drizzle-orm';
import type { Order } from '@shop/core/schemas/order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema/index.ts';
import { orderableVariant, useTestApp, placedOrder } from '../../test/app.ts';
import { TEST_PASSWORD } from '../../test/fixtures.ts';
import { freePort, startTestSmtp, type TestSmtp } from '../../test/smtp.ts';

/**
 * Every order move tells the shopper, through the API as staff use it: placed (and the shop),
 * confirmed, payment received, shipped with the carrier and tracking number, delivered, cancelled
 * with the reason. A move that is refused writes no message.
 */
const port = await freePort();
const t = useTestApp(
  { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'shop@example.vn' },
  { messages: { start: false } },
);
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp({ port });
});
afterAll(() => smtp.stop());

async function place(): Promise<Order> {
  const item = await orderableVariant(t);
  const res = await t.as('anonymous', {
    method: 'POST',
    url: '/api/orders',
    payload: {
      customer: 'Hoàng Thị Lan',
      acceptTerms: true,
      phone: '0936111222',
      email: 'lan@example.vn',
      items: [{ ...item, quantity: 1 }],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return placedOrder(t, res);
}
const patch = (id: number, what: 'status' | 'payment', payload: object) =>
  t.as('moderator', { method: 'PATCH', url: `/api/orders/${id}/${what}`, payload });
/** The next mail to the shopper, once the worker ran. */
async function mailToShopper() {
  const before = smtp.mails.length;
  await t.app.messages.runDue();
  const mails = await smtp.waitFor(before + 1);
  return mails.slice(before).find((m) => m.to.includes('lan@example.vn'))!.mail;
}

describe('messages of the order moves', () => {
  it('tells the shopper of each step, with the carrier, the tracking number and the reason', async () => {
    const order = await place();
    expect((await mailToShopper()).subject).toContain(`xác nhận đơn hàng ${order.code}`);

    expect((await patch(order.id, 'status', { status: 'processing' })).statusCode).toBe(200);
    expect((await mailToShopper()).subject).toContain(`đơn hàng ${order.code} đã được xác nhận`);

    expect((await patch(order.id, 'payment', { paymentStatus: 'paid' })).statusCode).toBe(200);
    expect((await mailToShopper()).subject).toContain(`đã nhận thanh toán đơn ${order.code}`);

    const shipped = await patch(order.id, 'status', {
      status: 'shipped',
      carrier: 'Viettel Post',
      trackingNumber: 'VTP123456789',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json<Order>()).toMatchObject({ carrier: 'Viettel Post', trackingNumber: 'VTP123456789' });
    // The shopper reads them when tracking the order.
    const tracked = await t.as('anonymous', {
      method: 'GET',
      url: `/api/orders/lookup?code=${order.code}&phone=0936111222`,
    });
    expect(tracked.json()).toMatchObject({ carrier: 'Viettel Post', trackingNumber: 'VTP123456789' });
    const shipping = await mailToShopper();
    expect(shipping.subject).toContain(`đơn hàng ${order.code} đang được giao`);
    expect(shipping.text).toContain('đã được giao cho Viettel Post, mã vận đơn VTP123456789');

    expect((await patch(order.id, 'status', { status: 'completed' })).statusCode).toBe(200);
    expect((await mailToShopper()).subject).toContain(`đơn hàng ${order.code} đã giao thành công`);

    const kinds = await t.database.db
      .select({ kind: messages.kind })
      .from(messages)
      .where(eq(messages.orderId, order.id));
    expect(kinds.map((k) => k.kind).sort()).toEqual(
      ['order-completed', 'order-confirmed', 'order-paid', 'order-placed', 'order-placed-shop', 'order-shipped'].sort(),
    );
  });

  it('tells the shopper of a cancel and its reason; a refused move writes nothing', async () => {
    const order = await place();
    await mailToShopper();
    expect((await patch(order.id, 'status', { status: 'completed' })).statusCode).toBe(409);
    expect((await patch(order.id, 'status', { status: 'cancelled', reason: 'Khách đổi ý' })).statusCode).toBe(200);
    const mail = await mailToShopper();
    expect(mail.subject).toContain(`đơn hàng ${order.code} đã bị hủy`);
    expect(mail.text).toContain('Lý do: Khách đổi ý');
    const kinds = await t.database.db
      .select({ kind: messages.kind })
      .from(messages)
      .where(eq(messages.orderId, order.id));
    expect(kinds.map((k) => k.kind).sort()).toEqual(['order-cancelled', 'order-placed', 'order-placed-shop']);
  });

  it('mails the shop’s own address when its bank account changes, in the change’s transaction', async () => {
    const res = await t.as('admin', {
      method: 'PUT',
      url: '/api/settings/payment-account',
      payload: {
        bankBin: '970415',
        accountNumber: '103000123456',
        accountName: 'NGUYEN VAN CHU',
        currentPassword: TEST_PASSWORD,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const before = smtp.mails.length;
    await t.app.messages.runDue();
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail!.to).toEqual(['lienhe@donghosangtrong.vn']);
    expect(mail!.mail.subject).toContain('tài khoản nhận chuyển khoản đã thay đổi');
    expect(mail!.mail.text).toContain('103000123456');
    expect(mail!.mail.text).toContain('Người đổi: admin');
  });
});
