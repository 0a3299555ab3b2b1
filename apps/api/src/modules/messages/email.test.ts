import jsQR from 'jsqr';
import sharp from 'sharp';
import { eq, sql } from 'drizzle-orm';
import { readVietQr } from '@shop/core/vietqr';
import type { Order } from '@shop/core/schemas/order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, settings } from '../../db/schema/index.ts';
import { orderableVariant, useTestApp, placedOrder } from '../../test/app.ts';
import { freePort, startTestSmtp, type TestSmtp } from '../../test/smtp.ts';
import { emailChannel } from './channels/email.ts';
import { LEASE_MS, messagesRepository, RETRY_DELAYS_MS } from './repository.ts';
import { createMessageWorker } from './worker.ts';

/**
 * Email over SMTP against a real SMTP server in this process (smtp-server): what arrives, the retries
 * while the server is down, a refused address, the 72-hour expiry, held messages, and several
 * workers on one database sending each message once.
 */
const port = await freePort();
let offset = 0;
const clock = () => new Date(Date.now() + offset);
const REFUSED = 'khong-ton-tai@example.vn';
const t = useTestApp(
  { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'donghosang@example.vn', PUBLIC_URL: 'https://donghosang.vn' },
  { messages: { start: false, now: clock } },
);
let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startTestSmtp({ port, reject: (a) => a === REFUSED });
  const values = {
    'store.name': 'Đồng Hồ Sang',
    'store.email': 'chu-shop@example.vn',
    'payment.bankBin': '970436',
    'payment.accountNumber': '0011001234567',
    'payment.accountName': 'CONG TY DONG HO SANG',
  };
  for (const [key, value] of Object.entries(values))
    await t.database.db
      .insert(settings)
      .values({ key, value })
      .onConflictDoUpdate({ target: settings.key, set: { value } });
});
afterAll(() => smtp.stop());

let phone = 100;
/** Places an order through the API: its "placed" messages are written in the order's transaction. */
async function place(extra: object = {}): Promise<Order> {
  const item = await orderableVariant(t);
  const res = await t.as('anonymous', {
    method: 'POST',
    url: '/api/orders',
    remoteAddress: `10.30.0.${++phone % 250}`,
    payload: {
      customer: 'Trần Thị Ngọc Ánh',
      acceptTerms: true,
      phone: `0912${String(++phone).padStart(6, '0')}`,
      email: 'ngoc.anh@example.vn',
      shippingAddress: { province: 'Thành phố Hà Nội', ward: 'Phường Hoàn Kiếm', street: '5 Hai Bà Trưng' },
      items: [{ ...item, quantity: 1 }],
      ...extra,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return placedOrder(t, res);
}

const rowsOf = (orderId: number) =>
  t.database.db.select().from(messages).where(eq(messages.orderId, orderId)).orderBy(messages.id);

/** Each test starts with no message waiting and the clock at the real time (the outbox writes at the real time). */
async function clearQueue() {
  offset = 0;
  await t.database.db.execute(sql`update messages set status = 'failed' where status in ('queued', 'held')`);
  smtp.mails.length = 0;
}

describe('email over SMTP', () => {
  it('delivers the order to the shopper and to the shop: code, amount, QR, tracking link, Vietnamese text', async () => {
    await clearQueue();
    const order = await place({ paymentMethod: 'bank_transfer' });
    await t.app.messages.runDue();
    const mails = await smtp.waitFor(2);
    const toShopper = mails.find((m) => m.to.includes('ngoc.anh@example.vn'))!;
    const toShop = mails.find((m) => m.to.includes('chu-shop@example.vn'))!;

    expect(toShopper.mail.subject).toBe(`Đồng Hồ Sang: xác nhận đơn hàng ${order.code}`);
    // The subject travels as an RFC 2047 encoded word; the body as UTF-8.
    expect(toShopper.raw).toMatch(/^Subject: =\?UTF-8\?[BQ]\?/im);
    expect(toShopper.mail.from?.value).toEqual([{ name: 'Đồng Hồ Sang', address: 'donghosang@example.vn' }]);
    const amount = `${new Intl.NumberFormat('vi-VN').format(order.amount)} ₫`;
    for (const part of [toShopper.mail.html as string, toShopper.mail.text!]) {
      expect(part).toContain(order.code);
      expect(part).toContain(amount);
      expect(part).toContain('Trần Thị Ngọc Ánh');
      expect(part).toContain('0011001234567');
      expect(part).toContain(`https://donghosang.vn/track-order?code=${order.code}`);
    }
    // The VietQR is an inline attachment the HTML shows by cid, and it scans to this order's transfer.
    const qr = toShopper.mail.attachments.find((a) => a.contentType === 'image/png')!;
    expect(toShopper.mail.html).toContain(`cid:${qr.cid}`);
    const { data, info } = await sharp(qr.content).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const scanned = jsQR(new Uint8ClampedArray(data), info.width, info.height);
    expect(readVietQr(scanned!.data)).toMatchObject({
      valid: true,
      bankBin: '970436',
      accountNumber: '0011001234567',
      amount: order.amount,
      reference: order.code,
    });

    expect(toShop.mail.subject).toBe(`Đơn hàng mới ${order.code}: ${amount}`);
    expect(toShop.mail.html).toContain(`https://donghosang.vn/admin/orders/${order.id}`);
    expect((await rowsOf(order.id)).map((r) => [r.kind, r.status, r.attempts])).toEqual([
      ['order-placed', 'sent', 1],
      ['order-placed-shop', 'sent', 1],
    ]);
  });

  it('a cash-on-delivery order has no QR, and a shopper without email gets no email', async () => {
    await clearQueue();
    const cod = await place();
    const noEmail = await place({ email: undefined });
    await t.app.messages.runDue();
    await smtp.waitFor(3);
    const toShopper = smtp.mails.find((m) => m.to.includes('ngoc.anh@example.vn'))!;
    expect(toShopper.mail.attachments).toEqual([]);
    expect(toShopper.mail.text).toContain('Thanh toán khi nhận hàng (COD)');
    expect((await rowsOf(cod.id)).length).toBe(2);
    expect((await rowsOf(noEmail.id)).map((r) => r.kind)).toEqual(['order-placed-shop']);
  });

  it('with the mail server down the order stands, the message waits, and arrives once the server is back', async () => {
    await clearQueue();
    await smtp.stop();
    const order = await place();
    await t.app.messages.runDue();
    const [waiting] = await rowsOf(order.id);
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
    expect(waiting!.lastError).toMatch(/^Không kết nối được máy chủ thư/);
    expect(waiting!.nextAttemptAt.getTime() - Date.now() - offset).toBeGreaterThan(RETRY_DELAYS_MS[0]! - 5_000);

    await smtp.start();
    // Not before its retry time…
    await t.app.messages.runDue();
    expect(smtp.mails).toHaveLength(0);
    // …then delivered.
    offset += RETRY_DELAYS_MS[0]!;
    await t.app.messages.runDue();
    await smtp.waitFor(2);
    expect((await rowsOf(order.id)).map((r) => [r.status, r.attempts])).toEqual([
      ['sent', 2],
      ['sent', 2],
    ]);
  });

  it('tries again after 1 min, 5, 30, 2 h and 12 h, then fails', async () => {
    await clearQueue();
    await smtp.stop();
    try {
      const order = await place({ email: undefined });
      const waits: number[] = [];
      for (let attempt = 1; attempt <= RETRY_DELAYS_MS.length + 1; attempt++) {
        await t.app.messages.runDue();
        const [row] = await rowsOf(order.id);
        expect(row!.attempts).toBe(attempt);
        if (row!.status === 'failed') break;
        waits.push(row!.nextAttemptAt.getTime() - clock().getTime());
        offset += row!.nextAttemptAt.getTime() - clock().getTime();
      }
      expect(waits.map((w) => Math.round(w / 60_000))).toEqual([1, 5, 30, 120, 720]);
      const [row] = await rowsOf(order.id);
      expect(row).toMatchObject({ status: 'failed', attempts: 6 });
    } finally {
      await smtp.start();
    }
  });

  it('a recipient the server refuses fails at once with its answer and does not hold back the others', async () => {
    await clearQueue();
    const refused = await place({ email: REFUSED });
    await t.app.messages.runDue();
    await smtp.waitFor(1);
    const [toShopper, toShop] = await rowsOf(refused.id);
    expect(toShopper).toMatchObject({ status: 'failed', attempts: 1 });
    expect(toShopper!.lastError).toMatch(/^550 .*Recipient address rejected/);
    expect(toShop!.status).toBe('sent');
  });

  it('a message not delivered within 72 hours expires instead of arriving stale', async () => {
    await clearQueue();
    await smtp.stop();
    const order = await place({ email: undefined });
    await t.app.messages.runDue();
    await smtp.start();
    offset += 72 * 3_600_000;
    await t.app.messages.runDue();
    expect((await rowsOf(order.id)).map((r) => r.status)).toEqual(['expired']);
    expect(smtp.mails).toHaveLength(0);
  });

  it('a message held by a worker that died is sent by another once the hold ends, once', async () => {
    await clearQueue();
    const order = await place({ email: undefined });
    // A worker took the message and was killed before it sent it (it never records anything).
    const [taken] = await messagesRepository(t.database.db).claimDue(clock(), 1, 'killed-worker');
    expect(taken!.orderId).toBe(order.id);
    await t.app.messages.runDue();
    expect(smtp.mails).toHaveLength(0);
    offset += LEASE_MS;
    await t.app.messages.runDue();
    await smtp.waitFor(1);
    expect((await rowsOf(order.id)).map((r) => [r.status, r.attempts])).toEqual([['sent', 1]]);
  });

  it('several workers on one database send each message once', async () => {
    await clearQueue();
    for (let i = 0; i < 6; i++) await place();
    const others = [1, 2].map(() =>
      createMessageWorker({
        database: t.database,
        channels: {
          ...t.app.messages.channels,
          email: emailChannel(t.config.messages.smtp, () => Promise.resolve('Đồng Hồ Sang')),
        },
        publicUrl: t.config.publicUrl,
        log: t.app.log,
        now: clock,
      }),
    );
    await Promise.all([t.app.messages.runDue(), ...others.map((w) => w.runDue())]);
    await smtp.waitFor(12);
    const ids = smtp.mails.map((m) => m.mail.headers.get('x-shop-message-id'));
    expect(new Set(ids).size).toBe(12);
    expect(ids).toHaveLength(12);
    await Promise.all(others.map((w) => w.close()));
  });
});
