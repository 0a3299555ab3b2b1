import { eq } from 'drizzle-orm';
import { MESSAGE_MESSAGES } from '@shop/core/schemas/message';
import type { Order } from '@shop/core/schemas/order';
import { describe, expect, it } from 'vitest';
import { messages, settings } from '../../db/schema/index.ts';
import { orderableVariant, useTestApp, placedOrder } from '../../test/app.ts';
import { startTestSmtp } from '../../test/smtp.ts';
import { emailChannel } from './channels/email.ts';
import { createMessageWorker } from './worker.ts';

/** The embedded default, started without SMTP_URL: email messages are held, and sent once a mail server is configured. */
const t = useTestApp({}, { messages: { start: false } });

async function placeOrder(): Promise<Order> {
  const item = await orderableVariant(t);
  const res = await t.as('anonymous', {
    method: 'POST',
    url: '/api/orders',
    payload: {
      customer: 'Lê Văn Tâm',
      acceptTerms: true,
      phone: '0987654321',
      email: 'tam@example.vn',
      items: [{ ...item, quantity: 1 }],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return placedOrder(t, res);
}

describe('no mail server configured', () => {
  it('holds email messages ("chưa cấu hình máy chủ thư") and sends them once the shop starts with one', async () => {
    await t.database.db
      .insert(settings)
      .values({ key: 'store.email', value: 'shop@example.vn' })
      .onConflictDoUpdate({ target: settings.key, set: { value: 'shop@example.vn' } });
    const order = await placeOrder();
    await t.app.messages.runDue();
    const held = await t.database.db.select().from(messages).where(eq(messages.orderId, order.id));
    expect(held.map((m) => [m.kind, m.status, m.attempts, m.lastError])).toEqual([
      ['order-placed', 'held', 0, MESSAGE_MESSAGES.noMailServer],
      ['order-placed-shop', 'held', 0, MESSAGE_MESSAGES.noMailServer],
    ]);

    // The next start has SMTP_URL: its worker queues the held messages and sends them.
    const smtp = await startTestSmtp();
    const restarted = createMessageWorker({
      database: t.database,
      channels: {
        ...t.app.messages.channels,
        email: emailChannel({ url: smtp.url, from: 'shop@example.vn' }, () => Promise.resolve('Shop')),
      },
      publicUrl: t.config.publicUrl,
      log: t.app.log,
      pollMs: 60_000,
    });
    try {
      await restarted.start();
      await restarted.runDue();
      const mails = await smtp.waitFor(2);
      expect(mails.flatMap((m) => m.to).sort()).toEqual(['shop@example.vn', 'tam@example.vn']);
      const sent = await t.database.db.select().from(messages).where(eq(messages.orderId, order.id));
      expect(sent.map((m) => m.status)).toEqual(['sent', 'sent']);
    } finally {
      await restarted.close();
      await smtp.stop();
    }
  });
});
