import { and, eq } from 'drizzle-orm';
import type { ErrorResponse } from '@shop/core/schemas/common';
import {
  MESSAGE_KIND_INFO,
  MESSAGE_MESSAGES,
  type ChannelState,
  type Message,
  type MessageList,
  type MessagePreview,
  type MessageTemplate,
} from '@shop/core/schemas/message';
import type { Order } from '@shop/core/schemas/order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, messages, settings } from '../../db/schema/index.ts';
import { editOrder, orderableVariant, useTestApp, placedOrder } from '../../test/app.ts';
import { freePort, startTestSmtp, type TestSmtp } from '../../test/smtp.ts';

const port = await freePort();
const REFUSED = 'sai-dia-chi@example.vn';
const t = useTestApp(
  { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'shop@example.vn' },
  { messages: { start: false } },
);
let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startTestSmtp({ port, reject: (a) => a === REFUSED });
  await t.database.db
    .insert(settings)
    .values({ key: 'store.email', value: 'chu@example.vn' })
    .onConflictDoUpdate({ target: settings.key, set: { value: 'chu@example.vn' } });
});
afterAll(() => smtp.stop());

let seq = 0;
async function place(email: string): Promise<Order> {
  const item = await orderableVariant(t);
  const res = await t.as('moderator', {
    method: 'POST',
    url: '/api/orders',
    payload: {
      customer: 'Phạm Minh Châu',
      phone: `0903${String(++seq).padStart(6, '0')}`,
      email,
      items: [{ ...item, quantity: 1 }],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const order = await placedOrder(t, res);
  await t.app.messages.runDue();
  return order;
}

const get = <T>(url: string, role: 'viewer' | 'admin' = 'viewer') =>
  t.as(role, { method: 'GET', url }).then((r) => {
    expect(r.statusCode, r.body).toBe(200);
    return r.json<T>();
  });

describe('an order’s messages and the failures', () => {
  it('lists an order’s messages with channel, template, recipient, state, attempts, error and time', async () => {
    const order = await place(REFUSED);
    const { messages: list, total } = await get<MessageList>(`/api/orders/${order.id}/messages`);
    expect(total).toBe(2);
    const toShopper = list.find((m) => m.kind === 'order-placed')!;
    expect(toShopper).toMatchObject({
      channel: 'email',
      recipient: REFUSED,
      status: 'failed',
      attempts: 1,
      orderId: order.id,
      orderCode: order.code,
      sentAt: null,
    });
    expect(toShopper.lastError).toMatch(/^550 /);
    expect(list.find((m) => m.kind === 'order-placed-shop')).toMatchObject({
      status: 'sent',
      recipient: 'chu@example.vn',
    });

    const failed = await get<MessageList>('/api/messages?status=failed&limit=100');
    expect(failed.messages.every((m) => m.status === 'failed')).toBe(true);
    expect(failed.messages.map((m) => m.id)).toContain(toShopper.id);
    expect((await t.as('viewer', { method: 'GET', url: '/api/orders/999999/messages' })).statusCode).toBe(404);
    const bad = await t.as('viewer', { method: 'GET', url: '/api/messages?status=lost' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorResponse>().error.message).toBe(MESSAGE_MESSAGES.status);
  });

  it('Gửi lại sends a failed message again to the order’s corrected address; a sent one is sent as a new message', async () => {
    const order = await place(REFUSED);
    const [failed] = (await get<MessageList>(`/api/orders/${order.id}/messages`)).messages.filter(
      (m) => m.status === 'failed',
    );
    // Staff correct the shopper's address, then send again.
    const edit = await editOrder(t, order, {
      email: 'chau.dung@example.vn',
      note: null,
      shippingAddress: null,
      items: order.items.map((i) => ({ productId: i.productId, variantId: i.variantId, quantity: i.quantity })),
      shippingFee: null,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    smtp.mails.length = 0;
    const again = await t.as('moderator', { method: 'POST', url: `/api/messages/${failed!.id}/resend` });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<Message>()).toMatchObject({
      id: failed!.id,
      status: 'queued',
      attempts: 0,
      recipient: 'chau.dung@example.vn',
    });
    await t.app.messages.runDue();
    expect((await smtp.waitFor(1))[0]!.to).toEqual(['chau.dung@example.vn']);

    const sent = await t.as('moderator', { method: 'POST', url: `/api/messages/${failed!.id}/resend` });
    expect(sent.json<Message>().id).not.toBe(failed!.id);
    await t.app.messages.runDue();
    await smtp.waitFor(2);
    const list = (await get<MessageList>(`/api/orders/${order.id}/messages`)).messages;
    expect(list.filter((m) => m.kind === 'order-placed').map((m) => m.status)).toEqual(['sent', 'sent']);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'messages'), eq(auditLog.resourceId, String(failed!.id))));
    expect(entry).toMatchObject({ resource: 'messages', action: 'status', username: 'moderator1' });
  });

  it('only roles with the messages rights read and resend', async () => {
    const [any] = await t.database.db.select({ id: messages.id }).from(messages).limit(1);
    expect((await t.as('anonymous', { method: 'GET', url: '/api/messages' })).statusCode).toBe(401);
    expect((await t.as('guest', { method: 'GET', url: '/api/messages' })).statusCode).toBe(403);
    expect((await t.as('viewer', { method: 'POST', url: `/api/messages/${any!.id}/resend` })).statusCode).toBe(403);
    expect((await t.as('viewer', { method: 'POST', url: '/api/messages/999999/resend' })).statusCode).toBe(403);
    expect((await t.as('admin', { method: 'POST', url: '/api/messages/999999/resend' })).statusCode).toBe(404);
  });
});

describe('templates and channels', () => {
  const body = {
    subject: 'Cảm ơn {khach_hang} đã mua tại {ten_cua_hang}: đơn {ma_don}',
    intro: 'Kính gửi {khach_hang},\nĐơn {ma_don} trị giá {so_tien} đã được ghi nhận.',
    channels: ['email'],
  };

  it('lists the built-in templates, previews an edit, saves it, and the next message uses it', async () => {
    const { templates } = await get<{ templates: MessageTemplate[] }>('/api/messages/templates');
    expect(templates.map((x) => x.kind)).toEqual(Object.keys(MESSAGE_KIND_INFO));
    expect(templates[0]).toMatchObject({ subject: MESSAGE_KIND_INFO['order-placed'].subject, updatedAt: null });

    const preview = await t.as('viewer', {
      method: 'POST',
      url: '/api/messages/templates/order-placed/preview',
      payload: body,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const shown = preview.json<MessagePreview>();
    expect(shown.subject).toMatch(/^Cảm ơn Nguyễn Văn An đã mua tại .+: đơn DH261129MAU01$/);
    expect(shown.html).toContain('Đơn DH261129MAU01 trị giá 86.430.000 ₫ đã được ghi nhận.');
    expect(shown.html).toContain('data:image/png;base64,');
    expect(shown.sms).toMatch(/da nhan don DH261129MAU01, tong 86\.430\.000 d/);

    const saved = await t.as('moderator', {
      method: 'PUT',
      url: '/api/messages/templates/order-placed',
      payload: body,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<MessageTemplate>()).toMatchObject({ subject: body.subject, channels: ['email'] });

    smtp.mails.length = 0;
    const order = await place('khach.moi@example.vn');
    const mails = await smtp.waitFor(2);
    const mail = mails.find((m) => m.to.includes('khach.moi@example.vn'))!.mail;
    expect(mail.subject).toBe(`Cảm ơn Phạm Minh Châu đã mua tại Đồng Hồ Sang Trọng: đơn ${order.code}`);
    expect(mail.text).toContain(`Kính gửi Phạm Minh Châu,`);
  });

  it('refuses a word the template does not know or unpaired braces, with the reason; the last good one stays', async () => {
    for (const [subject, message] of [
      ['Đơn {ma_van_don} của bạn', MESSAGE_MESSAGES.unknownWord('ma_van_don')],
      ['Đơn {ma_don của bạn', MESSAGE_MESSAGES.braces],
    ] as const) {
      const res = await t.as('moderator', {
        method: 'PUT',
        url: '/api/messages/templates/order-placed',
        payload: { ...body, subject },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorResponse>().error).toMatchObject({
        message,
        details: [{ field: 'subject', in: 'body', message }],
      });
    }
    const { templates } = await get<{ templates: MessageTemplate[] }>('/api/messages/templates');
    expect(templates[0]!.subject).toBe(body.subject);
    const twice = await t.as('moderator', {
      method: 'PUT',
      url: '/api/messages/templates/order-placed',
      payload: { ...body, channels: ['email', 'email'] },
    });
    expect(twice.statusCode).toBe(400);
    expect(
      (await t.as('viewer', { method: 'PUT', url: '/api/messages/templates/order-placed', payload: body })).statusCode,
    ).toBe(403);
  });

  it('shows each channel: email configured with its server, Zalo and SMS not', async () => {
    const { channels } = await get<{ channels: ChannelState[] }>('/api/messages/channels');
    expect(channels.map((c) => [c.channel, c.configured])).toEqual([
      ['email', true],
      ['zalo', false],
      ['sms', false],
    ]);
    expect(channels[0]!.detail).toBe(`smtp://127.0.0.1:${port} · shop@example.vn`);
    expect(channels[0]!.lastSentAt).not.toBeNull();
    expect(channels[0]!.lastError).toMatch(/^550 /);
  });
});
