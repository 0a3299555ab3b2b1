import type { AuditEntry } from '@shop/core/schemas/audit';
import { AUTH_MESSAGES } from '@shop/core/schemas/auth';
import type { ErrorResponse } from '@shop/core/schemas/common';
import { ORDER_MESSAGES, type Order, type OrderLookup } from '@shop/core/schemas/order';
import { SETTING_MESSAGES, type PaymentAccount } from '@shop/core/schemas/setting';
import { readVietQr } from '@shop/core/vietqr';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { orders, settings } from '../../db/schema/index.ts';
import { MIGRATIONS_DIR } from '../../paths.ts';
import { orderableVariant, useTestApp, type TestApp, placedOrder } from '../../test/app.ts';
import { TEST_PASSWORD, TEST_USERS } from '../../test/fixtures.ts';

const t = useTestApp({ ORDER_RATE_LIMIT: '1000' });

const OWNER = { bankBin: '970436', accountNumber: '0071000123456', accountName: 'CONG TY DONG HO SANG TRONG' };
const THIEF = { bankBin: '970422', accountNumber: '9999888877776666', accountName: 'CONG TY DONG HO SANG TRONG' };

/** The shop's account as stored settings (how the owner's earlier save left it). */
async function storeAccount(account: typeof OWNER) {
  for (const [field, value] of Object.entries(account)) {
    const key = `payment.${field}`;
    await t.database.db
      .insert(settings)
      .values({ key, value })
      .onConflictDoUpdate({ target: settings.key, set: { value } });
  }
}

let address = 0;
const from = () => `10.77.${Math.floor(++address / 250)}.${address % 250}`;

const put = (role: Parameters<TestApp['as']>[0], payload: object, remoteAddress = from()) =>
  t.as(role, { method: 'PUT', url: '/api/settings/payment-account', payload, remoteAddress });

const shopAccount = async (): Promise<PaymentAccount> => {
  const map = (await t.app.inject({ method: 'GET', url: '/api/settings' })).json<Record<string, string>>();
  return {
    bankBin: map['payment.bankBin']!,
    accountNumber: map['payment.accountNumber']!,
    accountName: map['payment.accountName']!,
  };
};

const auditEntries = async () =>
  (await t.as('admin', { method: 'GET', url: '/api/audit?resource=settings&record=payment-account&limit=100' })).json<{
    entries: AuditEntry[];
  }>().entries;

/** A shopper's order paid by bank transfer, as sent (`POST /api/orders`). */
async function sendBankTransfer(phone: string) {
  const item = await orderableVariant(t);
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    remoteAddress: from(),
    payload: {
      customer: 'Trần Văn Khách',
      acceptTerms: true,
      phone,
      shippingAddress: { province: 'Thành phố Hà Nội', ward: 'Phường Hoàn Kiếm', street: '5 Hai Bà Trưng' },
      paymentMethod: 'bank_transfer',
      items: [{ ...item, quantity: 1 }],
    },
  });
}

async function placeBankTransfer(phone: string): Promise<Order> {
  const res = await sendBankTransfer(phone);
  expect(res.statusCode, res.body).toBe(201);
  return placedOrder(t, res);
}

async function lookup(order: Order): Promise<OrderLookup> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/orders/lookup?code=${order.code}&phone=${order.phone}`,
    remoteAddress: from(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<OrderLookup>();
}

/** The account a shopper's transfer would reach: as the page writes it and as the VietQR code carries it. */
function paidTo(order: Pick<Order, 'payment'>) {
  const qr = readVietQr(order.payment!.qr);
  return {
    shown: { bankBin: order.payment!.bankBin, accountNumber: order.payment!.accountNumber },
    qr: qr.valid ? { bankBin: qr.bankBin, accountNumber: qr.accountNumber } : null,
  };
}

describe('the attack: a moderator diverts the money of unpaid orders', () => {
  it('cannot change the bank account through the settings routes, and an unpaid order keeps the account it was placed with', async () => {
    await storeAccount(OWNER);
    const order = await placeBankTransfer('0912345001');
    const owner = { bankBin: OWNER.bankBin, accountNumber: OWNER.accountNumber };
    expect(paidTo(order)).toEqual({ shown: owner, qr: owner });

    // The moderator (shop change right) tries every way the generic settings routes offer.
    for (const [field, value] of Object.entries(THIEF)) {
      const res = await t.as('moderator', {
        method: 'POST',
        url: '/api/settings',
        payload: { key: `payment.${field}`, value },
      });
      expect(res.statusCode, field).toBe(403);
      const reset = await t.as('moderator', { method: 'DELETE', url: `/api/settings/payment.${field}` });
      expect(reset.statusCode, field).toBe(403);
    }
    const map = (await t.app.inject({ method: 'GET', url: '/api/settings' })).json<Record<string, string>>();
    expect(map['payment.accountNumber']).toBe(OWNER.accountNumber);

    // Even when the account does change later (here straight in the database), the order placed
    // before keeps the one it was placed with: its lookup, its QR code, its page in the back office.
    await storeAccount(THIEF);
    expect(paidTo(await lookup(order))).toEqual({ shown: owner, qr: owner });
    const staffView = await t.as('viewer', { method: 'GET', url: `/api/orders/${order.id}` });
    expect(paidTo(staffView.json<Order>())).toEqual({ shown: owner, qr: owner });
    expect(staffView.json<Order>().payment?.accountName).toBe(OWNER.accountName);
    await storeAccount(OWNER);
  });
});

describe('the generic settings routes', () => {
  it('refuse the payment keys to the admin too (403, saying where the account is changed)', async () => {
    await storeAccount(OWNER);
    const res = await t.as('admin', {
      method: 'POST',
      url: '/api/settings',
      payload: { key: 'payment.accountNumber', value: '123' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json<ErrorResponse>().error.message).toBe(SETTING_MESSAGES.paymentGuarded);
    expect((await t.as('admin', { method: 'DELETE', url: '/api/settings/payment.bankBin' })).statusCode).toBe(403);
    expect(await shopAccount()).toEqual(OWNER);
  });
});

describe('PUT /api/settings/payment-account', () => {
  const NEW = { bankBin: '970415', accountNumber: '1030 0012 3456', accountName: 'NGUYEN VAN CHU' };

  it('is refused to every role but admin, before the body is read, and changes nothing', async () => {
    await storeAccount(OWNER);
    for (const role of ['moderator', 'viewer', 'guest'] as const) {
      const res = await put(role, { ...NEW, currentPassword: TEST_PASSWORD });
      expect(res.statusCode, role).toBe(403);
      expect(res.json<ErrorResponse>().error.message, role).toBe(AUTH_MESSAGES.adminOnly);
      expect((await put(role, { nonsense: true })).statusCode, role).toBe(403);
    }
    expect((await put('anonymous', { ...NEW, currentPassword: TEST_PASSWORD })).statusCode).toBe(401);
    expect(await shopAccount()).toEqual(OWNER);
  });

  it('refuses a wrong password with 403 and changes nothing, with no audit entry', async () => {
    await storeAccount(OWNER);
    const entries = (await auditEntries()).length;
    const res = await put('admin', { ...NEW, currentPassword: 'khong-phai-mat-khau' });
    expect(res.statusCode).toBe(403);
    expect(res.json<ErrorResponse>().error.message).toBe(SETTING_MESSAGES.wrongPassword);
    expect(await shopAccount()).toEqual(OWNER);
    expect(await auditEntries()).toHaveLength(entries);
  });

  it('saves the account with the right password: spaces stripped, audited without the password, new orders use it, earlier ones keep theirs', async () => {
    await storeAccount(OWNER);
    const earlier = await placeBankTransfer('0912345002');
    const res = await put('admin', { ...NEW, currentPassword: TEST_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    const saved = { ...NEW, accountNumber: '103000123456' };
    expect(res.json()).toEqual(saved);
    expect(await shopAccount()).toEqual(saved);

    const [entry] = await auditEntries();
    expect(entry).toMatchObject({
      username: TEST_USERS.admin.username,
      action: 'settings-change',
      resource: 'settings',
      resourceId: 'payment-account',
      changes: {
        bankBin: [OWNER.bankBin, NEW.bankBin],
        accountNumber: [OWNER.accountNumber, '103000123456'],
        accountName: [OWNER.accountName, NEW.accountName],
      },
    });
    expect(JSON.stringify(entry)).not.toContain(TEST_PASSWORD);

    const later = await placeBankTransfer('0912345003');
    expect(paidTo(later).qr).toEqual({ bankBin: NEW.bankBin, accountNumber: '103000123456' });
    expect(later.payment?.accountName).toBe(NEW.accountName);
    expect(paidTo(await lookup(earlier)).qr).toEqual({ bankBin: OWNER.bankBin, accountNumber: OWNER.accountNumber });
    await storeAccount(OWNER);
  });

  it('takes all three fields empty to stop bank transfer; orders already placed still show their account', async () => {
    await storeAccount(OWNER);
    const earlier = await placeBankTransfer('0912345004');
    const off = await put('admin', { bankBin: '', accountNumber: '', accountName: '', currentPassword: TEST_PASSWORD });
    expect(off.statusCode, off.body).toBe(200);
    expect(await shopAccount()).toEqual({ bankBin: '', accountNumber: '', accountName: '' });
    const refused = await sendBankTransfer('0912345005');
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorResponse>().error.message).toBe(ORDER_MESSAGES.bankTransferOff);
    expect(paidTo(await lookup(earlier)).qr).toEqual({ bankBin: OWNER.bankBin, accountNumber: OWNER.accountNumber });
    await storeAccount(OWNER);
  });

  it('answers 400 naming the field for a partial or malformed account, and changes nothing', async () => {
    await storeAccount(OWNER);
    const currentPassword = TEST_PASSWORD;
    const cases: [object, string][] = [
      [{ ...NEW, accountName: '', currentPassword }, 'accountName'],
      [{ ...NEW, bankBin: '', accountNumber: '', currentPassword }, 'bankBin'],
      [{ ...NEW, bankBin: '97041', currentPassword }, 'bankBin'],
      [{ ...NEW, accountNumber: '1030-0012', currentPassword }, 'accountNumber'],
      [{ ...NEW, accountNumber: '1'.repeat(20), currentPassword }, 'accountNumber'],
      [{ ...NEW, accountName: 'x'.repeat(101), currentPassword }, 'accountName'],
      [{ ...NEW, currentPassword: '' }, 'currentPassword'],
      [{ ...NEW }, 'currentPassword'],
      [{ bankBin: NEW.bankBin, currentPassword }, 'accountNumber'],
    ];
    for (const [body, field] of cases) {
      const res = await put('admin', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const details = res.json<ErrorResponse>().error.details as { field: string }[];
      expect(
        details.map((d) => d.field),
        JSON.stringify(body),
      ).toContain(field);
    }
    expect(await shopAccount()).toEqual(OWNER);
  });

  it('throttles wrong passwords like sign-in, sharing its count: the sixth try waits, even with the right password', async () => {
    await storeAccount(OWNER);
    const ip = '10.78.0.1';
    const codes = [];
    for (let i = 0; i < 5; i++)
      codes.push((await put('admin', { ...NEW, currentPassword: `sai-${i}` }, ip)).statusCode);
    expect(codes).toEqual([403, 403, 403, 403, 403]);
    const throttled = await put('admin', { ...NEW, currentPassword: TEST_PASSWORD }, ip);
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: ip,
      payload: { username: TEST_USERS.admin.username, password: TEST_PASSWORD },
    });
    expect(signIn.statusCode).toBe(429);
    expect(await shopAccount()).toEqual(OWNER);
    // From the admin's own address the right password still works.
    expect((await put('admin', { ...OWNER, currentPassword: TEST_PASSWORD })).statusCode).toBe(200);
  });
});

describe('the migration that gives orders their account', () => {
  /** Runs the data step of the migration again (its columns exist already), as it ran on an existing shop. */
  async function runAccountMigration() {
    const file = readdirSync(MIGRATIONS_DIR).find((f) => f.endsWith('_order_bank_account.sql'))!;
    const updates = readFileSync(join(MIGRATIONS_DIR, file), 'utf8')
      .split('--> statement-breakpoint')
      .filter((statement) => statement.includes('UPDATE "orders"'));
    expect(updates).toHaveLength(1);
    await t.database.db.execute(sql.raw(updates[0]!));
  }

  it('copies today’s account onto unpaid bank-transfer orders only', async () => {
    await storeAccount({ ...OWNER, accountName: '  CONG TY DONG HO SANG TRONG ' });
    const row = (code: string, paymentMethod: 'cod' | 'bank_transfer', paymentStatus: 'unpaid' | 'paid') => ({
      code,
      customer: 'Khách cũ',
      phone: '0912000000',
      paymentMethod,
      paymentStatus,
      subtotal: 1_000_000,
      amount: 1_000_000,
    });
    const placed = await t.database.db
      .insert(orders)
      .values([
        row('DHMIG0000001', 'bank_transfer', 'unpaid'),
        row('DHMIG0000002', 'bank_transfer', 'paid'),
        row('DHMIG0000003', 'cod', 'unpaid'),
      ])
      .returning({ id: orders.id, code: orders.code });
    await runAccountMigration();

    const after = await t.database.db
      .select({
        code: orders.code,
        bankBin: orders.bankBin,
        accountNumber: orders.bankAccountNumber,
        accountName: orders.bankAccountName,
      })
      .from(orders)
      .where(
        inArray(
          orders.id,
          placed.map((p) => p.id),
        ),
      )
      .orderBy(asc(orders.code));
    const none = { bankBin: null, accountNumber: null, accountName: null };
    expect(after).toEqual([
      { code: 'DHMIG0000001', ...OWNER },
      { code: 'DHMIG0000002', ...none },
      { code: 'DHMIG0000003', ...none },
    ]);
    // The unpaid one now shows its transfer instructions to the shopper.
    const lookedUp = await lookup({ code: 'DHMIG0000001', phone: '0912000000' } as Order);
    expect(paidTo(lookedUp).qr).toEqual({ bankBin: OWNER.bankBin, accountNumber: OWNER.accountNumber });
    await storeAccount(OWNER);
  });

  it('copies nothing while the settings hold no complete account', async () => {
    await storeAccount({ bankBin: '', accountNumber: OWNER.accountNumber, accountName: OWNER.accountName });
    const [placed] = await t.database.db
      .insert(orders)
      .values({
        code: 'DHMIG0000004',
        customer: 'Khách cũ',
        phone: '0912000000',
        paymentMethod: 'bank_transfer',
        subtotal: 1,
        amount: 1,
      })
      .returning({ id: orders.id });
    await runAccountMigration();
    const [after] = await t.database.db
      .select({ bankBin: orders.bankBin })
      .from(orders)
      .where(eq(orders.id, placed!.id));
    expect(after!.bankBin).toBeNull();
    await storeAccount(OWNER);
  });
});
