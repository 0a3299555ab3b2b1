import { and, eq } from 'drizzle-orm';
import type { Order } from '@shop/core/schemas/order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageTemplates, messages, settings, zaloTokens } from '../../db/schema/index.ts';
import { orderableVariant, useTestApp, placedOrder } from '../../test/app.ts';
import { startFakeEsms, startFakeZalo } from '../../test/fake-providers.ts';
import { startTestSmtp, type TestSmtp } from '../../test/smtp.ts';
import { smsChannel } from './channels/sms.ts';
import { zaloChannel } from './channels/zalo.ts';
import { outbox, type OutboxEvent } from './outbox.ts';
import { messageContent } from './templates/compose.ts';
import { sampleParams } from './templates/sample.ts';
import { readShopInfo } from './worker.ts';

/**
 * The Zalo ZNS and eSMS adapters against local fakes that answer as the providers document it
 * (success, a refused template, an expired token or wrong keys, a rate limit), and the owner's
 * choice of channels with its fallback.
 */
const zalo = await startFakeZalo();
const esms = await startFakeEsms();
let offset = 0;
const clock = () => new Date(Date.now() + offset);
const t = useTestApp(
  {
    ZALO_APP_ID: zalo.appId,
    ZALO_APP_SECRET: zalo.secretKey,
    ZALO_REFRESH_TOKEN: zalo.firstRefreshToken,
    ZALO_TEMPLATES: 'order-placed=tpl-placed,order-shipped=tpl-shipped,order-confirmed=tpl-not-approved',
    ZALO_API_URL: zalo.url,
    ZALO_OAUTH_URL: zalo.url,
    ESMS_API_KEY: esms.apiKey,
    ESMS_SECRET_KEY: esms.secretKey,
    ESMS_BRANDNAME: esms.brandname,
    ESMS_API_URL: esms.url,
  },
  { messages: { start: false, now: clock } },
);
let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startTestSmtp();
  // Email joins the channels for the fallback cases (the app itself has no SMTP_URL in this file).
  t.app.messages.channels.email = (await import('./channels/email.ts')).emailChannel(
    { url: smtp.url, from: 'shop@example.vn' },
    () => Promise.resolve('Shop'),
  );
});
afterAll(async () => {
  await Promise.all([zalo.close(), esms.close(), smtp.stop()]);
});

async function route(kind: string, channels: string[]) {
  const values = { kind: kind as 'order-placed', subject: 'x {ma_don}', intro: '', channels: channels as 'email'[] };
  const [info] = await t.database.db.select().from(messageTemplates).where(eq(messageTemplates.kind, values.kind));
  const { MESSAGE_KIND_INFO } = await import('@shop/core/schemas/message');
  const words = info ?? MESSAGE_KIND_INFO[values.kind];
  await t.database.db
    .insert(messageTemplates)
    .values({ ...values, subject: words.subject, intro: words.intro })
    .onConflictDoUpdate({ target: messageTemplates.kind, set: { channels: values.channels } });
}

let seq = 0;
async function order(): Promise<Order> {
  const item = await orderableVariant(t);
  const res = await t.as('moderator', {
    method: 'POST',
    url: '/api/orders',
    payload: {
      customer: 'Đặng Thu Hà',
      phone: `0905 ${String(++seq).padStart(3, '0')} 111`,
      email: 'thu.ha@example.vn',
      items: [{ ...item, quantity: 1 }],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return placedOrder(t, res);
}
async function send(e: OutboxEvent) {
  await t.database.db.transaction((tx) => outbox.enqueue(tx, e));
  await t.app.messages.runDue();
}
const rowsOf = (orderId: number, kind: string) =>
  t.database.db
    .select()
    .from(messages)
    .where(and(eq(messages.orderId, orderId), eq(messages.kind, kind as 'order-placed')))
    .orderBy(messages.id);

describe('Zalo ZNS', () => {
  it('sends the kind’s approved template with its parameters, getting and storing the token pair', async () => {
    await route('order-placed', ['zalo']);
    const placed = await order();
    await t.app.messages.runDue();
    const [row] = await rowsOf(placed.id, 'order-placed');
    expect(row).toMatchObject({ channel: 'zalo', status: 'sent', providerId: 'zns-1' });
    expect(zalo.sent.at(-1)).toEqual({
      phone: `84905${String(seq).padStart(3, '0')}111`,
      template_id: 'tpl-placed',
      template_data: expect.objectContaining({
        customer_name: 'Đặng Thu Hà',
        order_code: placed.code,
        amount: expect.stringMatching(/₫$/),
      }),
      tracking_id: String(row!.id),
    });
    expect(zalo.refreshes).toBe(1);
    const [pair] = await t.database.db.select().from(zaloTokens);
    expect(pair).toMatchObject({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    expect(pair!.expiresAt!.getTime() - clock().getTime()).toBeGreaterThan(24 * 3_600_000);
  });

  it('an expired access token is renewed once with the stored refresh token, for every server', async () => {
    await route('order-placed', ['zalo']);
    zalo.expireAccessToken();
    const before = zalo.refreshes;
    // Two servers' Zalo channels on the same database, sending at the same moment.
    const other = zaloChannel(t.config.messages.zalo, t.database.db, clock);
    const shop = await readShopInfo(t.database, t.config.publicUrl);
    const content = messageContent('order-placed', sampleParams('order-placed'), { subject: '', intro: '' }, shop);
    const results = await Promise.all(
      [t.app.messages.channels.zalo, other, other].map((c, i) =>
        c.send({ id: 900 + i, kind: 'order-placed', recipient: '0912345678', content }),
      ),
    );
    expect(results.map((r) => r.outcome)).toEqual(['accepted', 'accepted', 'accepted']);
    expect(zalo.refreshes).toBe(before + 1);
    const [pair] = await t.database.db.select().from(zaloTokens);
    expect(pair!.refreshToken).toBe(`refresh-${before + 1}`);
  });

  it('a template Zalo refuses fails at once and goes to the fallback channel', async () => {
    await route('order-confirmed', ['zalo', 'email']);
    const placed = await order();
    await send({ event: 'order.confirmed', order: placed });
    await t.app.messages.runDue();
    const rows = await rowsOf(placed.id, 'order-confirmed');
    expect(rows.map((r) => [r.channel, r.status])).toEqual([
      ['zalo', 'failed'],
      ['email', 'sent'],
    ]);
    expect(rows[0]!.lastError).toBe('Zalo -109: Template ID invalid · gửi qua Email');
    expect(rows[1]!.fallbackOf).toBe(rows[0]!.id);
    expect(smtp.mails.at(-1)!.to).toEqual(['thu.ha@example.vn']);
  });

  it('a rate limit waits as long as Zalo asks; not delivered within 10 minutes, the fallback is used', async () => {
    offset = 0;
    await route('order-placed', ['zalo', 'email']);
    zalo.rateLimited = 300;
    try {
      const placed = await order();
      await t.app.messages.runDue();
      const [waiting] = await rowsOf(placed.id, 'order-placed');
      expect(waiting).toMatchObject({ channel: 'zalo', status: 'queued', lastError: 'Zalo: quá giới hạn gửi (429)' });
      expect(waiting!.nextAttemptAt.getTime() - clock().getTime()).toBeGreaterThan(290_000);
      offset += 10 * 60_000 + 1000;
      await t.app.messages.runDue();
      const rows = await rowsOf(placed.id, 'order-placed');
      expect(rows.map((r) => [r.channel, r.status, r.lastError])).toEqual([
        ['zalo', 'failed', 'Chưa gửi được trong 10 phút: gửi qua Email'],
        ['email', 'sent', null],
      ]);
    } finally {
      zalo.rateLimited = 0;
      offset = 0;
    }
  });

  it('a kind without an approved template goes straight to its fallback; with none it is held', async () => {
    await route('order-completed', ['zalo', 'sms']);
    const placed = await order();
    await send({ event: 'order.completed', order: placed });
    const [row] = await rowsOf(placed.id, 'order-completed');
    expect(row).toMatchObject({ channel: 'sms', attempts: 1 });
    await route('order-paid', ['zalo']);
    await send({ event: 'order.paid', order: placed });
    const [paid] = await rowsOf(placed.id, 'order-paid');
    expect(paid).toMatchObject({
      channel: 'zalo',
      status: 'held',
      lastError: 'Chưa có mẫu ZNS cho loại tin này (ZALO_TEMPLATES)',
    });
  });

  it('a refresh token Zalo refuses leaves the message waiting and says to authorise again', async () => {
    await t.database.db.update(zaloTokens).set({ refreshToken: 'refresh-spent', accessToken: null });
    const content = messageContent(
      'order-placed',
      sampleParams('order-placed'),
      { subject: '', intro: '' },
      await readShopInfo(t.database, t.config.publicUrl),
    );
    const result = await t.app.messages.channels.zalo.send({
      id: 1,
      kind: 'order-placed',
      recipient: '0912345678',
      content,
    });
    expect(result).toMatchObject({ outcome: 'retry' });
    expect((result as { error: string }).error).toMatch(/-14014 Invalid refresh token.*ZALO_REFRESH_TOKEN/);
    const [pair] = await t.database.db.select().from(zaloTokens);
    expect(pair!.lastError).toMatch(/ZALO_REFRESH_TOKEN/);
  });
});

describe('SMS through eSMS', () => {
  it('sends the text of a registered template under the brandname, once per message', async () => {
    await route('order-shipped', ['sms']);
    const placed = await order();
    await send({ event: 'order.shipped', order: { ...placed, carrier: 'Giao Hàng Nhanh', trackingNumber: 'GHN123' } });
    const [row] = await rowsOf(placed.id, 'order-shipped');
    expect(row).toMatchObject({ channel: 'sms', status: 'sent', recipient: placed.phone });
    expect(esms.sent.at(-1)).toMatchObject({
      Phone: `0905${String(seq).padStart(3, '0')}111`,
      Brandname: 'DONGHOSANG',
      SmsType: '2',
      RequestId: `shop-message-${row!.id}`,
      Content: `Dong Ho Sang Trong: don ${placed.code} dang giao qua Giao Hang Nhanh, ma van don GHN123.`,
    });
    // Sent again with the same request id (an answer lost on the way): eSMS says 124, which is sent.
    const shop = await readShopInfo(t.database, t.config.publicUrl);
    const again = await t.app.messages.channels.sms.send({
      id: row!.id,
      kind: 'order-shipped',
      recipient: placed.phone,
      content: messageContent('order-shipped', row!.params as never, { subject: '', intro: '' }, shop),
    });
    expect(again.outcome).toBe('accepted');
    expect(esms.sent.filter((s) => s.RequestId === `shop-message-${row!.id}`)).toHaveLength(1);
  });

  it('a text that matches no registered template fails for good', async () => {
    await route('order-cancelled', ['sms']);
    const placed = await order();
    await send({ event: 'order.cancelled', order: placed, reason: 'Hết hàng' });
    const [row] = await rowsOf(placed.id, 'order-cancelled');
    expect(row).toMatchObject({ status: 'failed', lastError: 'SMS 146: Wrong customer care template' });
  });

  it('wrong keys and a rate limit leave the message waiting for another try', async () => {
    const shop = await readShopInfo(t.database, t.config.publicUrl);
    const content = messageContent('order-placed', sampleParams('order-placed'), { subject: '', intro: '' }, shop);
    const wrong = smsChannel({ ...t.config.messages.sms!, secretKey: 'het-han' });
    expect(await wrong.send({ id: 7001, kind: 'order-placed', recipient: '0912345678', content })).toEqual({
      outcome: 'retry',
      error: 'SMS 101: Authorize Failed',
    });
    esms.rateLimited = 90;
    try {
      expect(
        await t.app.messages.channels.sms.send({ id: 7002, kind: 'order-placed', recipient: '0912345678', content }),
      ).toEqual({
        outcome: 'retry',
        error: 'SMS: quá giới hạn gửi (429)',
        retryAfterMs: 90_000,
      });
    } finally {
      esms.rateLimited = 0;
    }
  });
});

describe('channel states', () => {
  it('shows Zalo and SMS configured, where they send, and their latest refusal', async () => {
    await t.database.db
      .insert(settings)
      .values({ key: 'store.phone', value: '0901234567' })
      .onConflictDoUpdate({ target: settings.key, set: { value: '0901234567' } });
    const res = await t.as('viewer', { method: 'GET', url: '/api/messages/channels' });
    const channels = res.json<{
      channels: { channel: string; configured: boolean; detail: string | null; lastError: string | null }[];
    }>().channels;
    expect(channels.find((c) => c.channel === 'zalo')).toMatchObject({
      configured: true,
      detail: `Zalo ZNS · ứng dụng ${zalo.appId} · 3 mẫu`,
    });
    expect(channels.find((c) => c.channel === 'sms')).toMatchObject({
      configured: true,
      detail: 'eSMS · DONGHOSANG',
      lastError: 'SMS 146: Wrong customer care template',
    });
  });
});
