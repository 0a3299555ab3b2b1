import type { ErrorResponse } from '@shop/core/schemas/common';
import type { Order } from '@shop/core/schemas/order';
import { PRIVACY_MESSAGES, type PrivacyCodeSent } from '@shop/core/schemas/privacy';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, privacyCodes } from '../../db/schema/index.ts';
import { createTestApp, orderableVariant, placedOrder, type TestApp } from '../../test/app.ts';
import { freePort } from '../../test/smtp.ts';

/**
 * Issue 27 §4: with a messages channel that reaches the shopper (here email, `SMTP_URL` set; the
 * worker is not started, so the messages stay in the outbox to be read), `/yeu-cau-du-lieu` asks for
 * the one-time code sent by `POST /api/privacy/code`.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { ORDER_RATE_LIMIT: '1000', SMTP_URL: `smtp://127.0.0.1:${await freePort()}`, MAIL_FROM: 'shop@example.vn' },
    { messages: { start: false } },
  );
});
afterAll(() => t.close());

let ip = 0;
const from = () => `10.52.${Math.floor(++ip / 250)}.${ip % 250}`;

async function place(who: { email?: string; phone: string }): Promise<Order> {
  const res = await t.as('anonymous', {
    method: 'POST',
    url: '/api/orders',
    remoteAddress: from(),
    payload: {
      customer: 'Phạm Mã Xác Nhận',
      shippingAddress: { province: 'Thành phố Hà Nội', ward: 'Phường Ba Đình', street: '5 Phố Mã' },
      ...who,
      items: [{ ...(await orderableVariant(t)), quantity: 1 }],
      acceptTerms: true,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return placedOrder(t, res);
}

const post = (url: string, payload: object) =>
  t.as('anonymous', { method: 'POST', url: `/api/privacy/${url}`, remoteAddress: from(), payload });

/** Asks for a code and reads it back from the message the outbox holds for the shopper. */
async function sendCode(order: Order): Promise<string> {
  const res = await post('code', { code: order.code, phone: order.phone });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json<PrivacyCodeSent>()).toMatchObject({ required: true, channel: 'email' });
  const [message] = await t.database.db
    .select()
    .from(messages)
    .where(and(eq(messages.orderId, order.id), eq(messages.kind, 'privacy-code')))
    .orderBy(desc(messages.id))
    .limit(1);
  expect(message).toMatchObject({ channel: 'email', recipient: order.email, status: 'queued' });
  const code = (message!.params as { code?: string }).code ?? '';
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

function expectOtpError(res: { statusCode: number; json: <T>() => T; body: string }, message: string) {
  expect(res.statusCode, res.body).toBe(400);
  const { error } = res.json<ErrorResponse>();
  expect(error.message).toBe(message);
  expect(error.details).toMatchObject({ field: 'otp' });
}

const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

let order: Order;
beforeAll(async () => {
  order = await place({ phone: '0966555444', email: 'ma.xac.nhan@example.com' });
});

describe('POST /api/privacy/code with a channel configured', () => {
  it('queues a privacy-code message with a 6-digit code, and keeps only its hash', async () => {
    const code = await sendCode(order);
    const rows = await t.database.db.select().from(privacyCodes).where(eq(privacyCodes.orderId, order.id));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.codeHash).not.toContain(code);
  });

  it('answers the lookup 404 for a wrong pair, and sends nothing', async () => {
    const res = await post('code', { code: order.code, phone: '0900000001' });
    expect(res.statusCode, res.body).toBe(404);
  });

  it('is required by the other routes, checked, and opens them', async () => {
    const code = await sendCode(order);
    const who = { code: order.code, phone: order.phone };
    expectOtpError(await post('subject', who), PRIVACY_MESSAGES.otpRequired);
    expectOtpError(await post('subject', { ...who, otp: wrongOf(code) }), PRIVACY_MESSAGES.otpWrong);
    expectOtpError(await post('requests', { ...who, kind: 'access' }), PRIVACY_MESSAGES.otpRequired);
    expectOtpError(await post('consents/withdraw', { ...who, purpose: 'marketing' }), PRIVACY_MESSAGES.otpRequired);
    expect((await post('subject', { ...who, otp: code })).statusCode).toBe(200);
    expect((await post('consents/withdraw', { ...who, otp: code, purpose: 'marketing' })).statusCode).toBe(200);
    const made = await post('requests', { ...who, otp: code, kind: 'access' });
    expect(made.statusCode, made.body).toBe(201);
  });

  it('expires after its 10 minutes', async () => {
    const code = await sendCode(order);
    await t.database.db
      .update(privacyCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(privacyCodes.orderId, order.id));
    expectOtpError(
      await post('subject', { code: order.code, phone: order.phone, otp: code }),
      PRIVACY_MESSAGES.otpExpired,
    );
  });

  it('is void after 5 wrong tries, even for the right code; a new code works', async () => {
    const code = await sendCode(order);
    const who = { code: order.code, phone: order.phone };
    for (let i = 0; i < 5; i++)
      expectOtpError(await post('subject', { ...who, otp: wrongOf(code) }), PRIVACY_MESSAGES.otpWrong);
    expectOtpError(await post('subject', { ...who, otp: code }), PRIVACY_MESSAGES.otpExpired);
    const fresh = await sendCode(order);
    expect((await post('subject', { ...who, otp: fresh })).statusCode).toBe(200);
  });
});

describe('without a channel that reaches the shopper', () => {
  it('sends nothing and asks for no code: the order code is the only proof', async () => {
    const noEmail = await place({ phone: '0966555333' });
    const res = await post('code', { code: noEmail.code, phone: noEmail.phone });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PrivacyCodeSent>()).toEqual({ required: false, channel: null, expiresAt: null });
    const sent = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.orderId, noEmail.id), eq(messages.kind, 'privacy-code')));
    expect(sent).toEqual([]);
    const view = await post('subject', { code: noEmail.code, phone: noEmail.phone });
    expect(view.statusCode, view.body).toBe(200);
  });
});
