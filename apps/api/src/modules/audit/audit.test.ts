import { AUDIT_MESSAGES, type AuditList } from '@shop/core/schemas/audit';
import type { Brand } from '@shop/core/schemas/brand';
import type { Order } from '@shop/core/schemas/order';
import type { Right, RolePermissions } from '@shop/core/schemas/role';
import type { User } from '@shop/core/schemas/user';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, productVariants, products, rights, users } from '../../db/schema/index.ts';
import { firstAdminFields } from '../../seed/base.ts';
import { createTestApp, type TestApp, placedOrder } from '../../test/app.ts';
import { TEST_PASSWORD, TEST_USERS, type TestRole } from '../../test/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Signed in once up front: those sign-ins are entries of their own.
  for (const role of ['admin', 'moderator', 'viewer', 'guest'] as const) await t.token(role);
});
afterAll(() => t.close());

/** The log as the admin reads it through the API. */
async function audit(query = ''): Promise<AuditList> {
  const res = await t.as('admin', { method: 'GET', url: `/api/audit${query ? `?${query}` : ''}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AuditList>();
}
/** A change made as `role`, which must answer `status`; the answer. */
async function change(role: TestRole | 'anonymous', status: number, options: InjectOptions) {
  const res = await t.as(role, options);
  expect(res.statusCode, res.body).toBe(status);
  return res;
}
/** Entries of one record, newest first. */
const historyOf = async (resource: string, id: number | string) =>
  (await audit(`resource=${resource}&record=${id}&limit=100`)).entries;
const entryCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n;
const adminId = 1;

const brand = { name: 'Hamilton', description: null, logo: null, website: null, country: 'Mỹ', showOnHomepage: false };

describe('changes are recorded with who, when, where and what', () => {
  it('a brand created, edited and deleted: three entries with the changed fields', async () => {
    const created = await change('admin', 201, {
      method: 'POST',
      url: '/api/brands',
      payload: brand,
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    const id = created.json<Brand>().id;
    const edit = { method: 'PUT', url: `/api/brands/${id}`, payload: { ...brand, country: 'Thụy Sĩ' } } as const;
    await change('admin', 200, edit);
    // A save that changes nothing is not a change.
    await change('admin', 200, edit);
    expect((await t.as('admin', { method: 'DELETE', url: `/api/brands/${id}` })).statusCode).toBe(200);

    const [deleted, edited, made, ...rest] = await historyOf('brands', id);
    expect(rest).toEqual([]);
    expect(made).toMatchObject({
      action: 'create',
      resource: 'brands',
      resourceId: String(id),
      userId: adminId,
      username: 'admin',
      // Without TRUST_PROXY the socket address is the client, whatever X-Forwarded-For says.
      ip: '127.0.0.1',
      changes: { name: [null, 'Hamilton'], country: [null, 'Mỹ'], showOnHomepage: [null, false] },
    });
    expect(made!.changes).not.toHaveProperty('id');
    expect(edited).toMatchObject({ action: 'update', changes: { country: ['Mỹ', 'Thụy Sĩ'] } });
    expect(Object.keys(edited!.changes!)).toEqual(['country']);
    expect(deleted).toMatchObject({
      action: 'delete',
      changes: { name: ['Hamilton', null], country: ['Thụy Sĩ', null] },
    });
    expect(Date.parse(made!.at)).toBeLessThanOrEqual(Date.parse(deleted!.at));
  });

  it('categories, sizes and sub-brands are recorded by the same mechanism', async () => {
    const cat = await change('moderator', 201, {
      method: 'POST',
      url: '/api/categories',
      payload: { name: 'Đồng hồ cát' },
    });
    const size = await change('admin', 201, {
      method: 'POST',
      url: '/api/sizes',
      payload: { name: '50mm', diameter: '50 mm' },
    });
    const sub = await change('admin', 201, {
      method: 'POST',
      url: '/api/sub-brands',
      payload: { name: 'Seamaster X', brandId: 1, isActive: true },
    });
    await change('admin', 200, { method: 'DELETE', url: `/api/sub-brands/${sub.json<{ id: number }>().id}` });

    expect(await historyOf('categories', cat.json<{ id: number }>().id)).toMatchObject([
      { action: 'create', username: TEST_USERS.moderator.username, changes: { name: [null, 'Đồng hồ cát'] } },
    ]);
    expect(await historyOf('sizes', size.json<{ id: number }>().id)).toMatchObject([
      { action: 'create', changes: { name: [null, '50mm'] } },
    ]);
    expect((await historyOf('sub-brands', sub.json<{ id: number }>().id)).map((e) => e.action)).toEqual([
      'delete',
      'create',
    ]);
  });

  it('a refused or failed change writes no entry', async () => {
    const before = await entryCount();
    // In use (409), unknown (404), no right (403), bad input (400).
    expect((await t.as('admin', { method: 'DELETE', url: '/api/brands/1' })).statusCode).toBe(409);
    expect((await t.as('admin', { method: 'PUT', url: '/api/brands/999999', payload: brand })).statusCode).toBe(404);
    expect((await t.as('viewer', { method: 'POST', url: '/api/brands', payload: brand })).statusCode).toBe(403);
    expect(
      (await t.as('admin', { method: 'POST', url: '/api/brands', payload: { ...brand, name: '' } })).statusCode,
    ).toBe(400);
    expect(
      (await t.as('admin', { method: 'PUT', url: '/api/users/1', payload: { ...userFields, isActive: false } }))
        .statusCode,
    ).toBe(400);
    // Reading the log is not a change either.
    await audit();
    expect(await entryCount()).toBe(before);
  });

  it('the entry is written in the same transaction as the change: when it cannot be written, the change is undone', async () => {
    await t.database.db.execute(
      sql`alter table audit_log add constraint audit_refuses_sizes check (resource <> 'sizes') not valid`,
    );
    try {
      const res = await t.as('admin', {
        method: 'POST',
        url: '/api/sizes',
        payload: { name: '99mm', diameter: '99 mm' },
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      const listed = (await t.app.inject({ method: 'GET', url: '/api/sizes' })).json<{ name: string }[]>();
      expect(listed.map((s) => s.name)).not.toContain('99mm');
    } finally {
      await t.database.db.execute(sql`alter table audit_log drop constraint audit_refuses_sizes`);
    }
  });
});

describe('the catalogue: products, their variants, images', () => {
  it("a product's edits and its variants' prices are in the product's history", async () => {
    const existing = (await t.app.inject({ method: 'GET', url: '/api/products/1' })).json<{ images: string[] }>();
    const body = {
      name: 'Tissot PRX',
      description: 'Thép',
      brandId: 1,
      gender: 'male',
      images: existing.images.slice(0, 1),
    };
    const created = await change('admin', 201, { method: 'POST', url: '/api/products', payload: body });
    const id = created.json<{ id: number }>().id;
    await change('admin', 200, { method: 'PUT', url: `/api/products/${id}`, payload: { ...body, featured: true } });
    const variant = await change('admin', 201, {
      method: 'POST',
      url: '/api/product-variants',
      payload: { productId: id, name: '40mm', sizeId: 1, price: 15_000_000, discount: 0, color: null },
    });
    const vid = variant.json<{ id: number }>().id;
    await change('moderator', 200, {
      method: 'PUT',
      url: `/api/product-variants/${vid}`,
      payload: { name: '40mm', sizeId: 1, price: 14_000_000, discount: 0, color: null },
    });
    expect((await t.as('admin', { method: 'DELETE', url: `/api/product-variants/${vid}` })).statusCode).toBe(200);
    expect((await t.as('admin', { method: 'DELETE', url: `/api/products/${id}` })).statusCode).toBe(200);

    const [deleted, variantGone, price, variantAdded, featured, made] = await historyOf('products', id);
    expect(made).toMatchObject({
      action: 'create',
      changes: { name: [null, 'Tissot PRX'], brandId: [null, 1], gender: [null, 'male'] },
    });
    expect(made!.changes).not.toHaveProperty('searchText');
    expect(featured).toMatchObject({ action: 'update', changes: { featured: [false, true] } });
    expect(Object.keys(featured!.changes!)).toEqual(['featured']);
    expect(variantAdded).toMatchObject({
      action: 'update',
      changes: { [`variants.${vid}.price`]: [null, 15_000_000] },
    });
    expect(price).toMatchObject({
      action: 'update',
      username: TEST_USERS.moderator.username,
      changes: { [`variants.${vid}.price`]: [15_000_000, 14_000_000] },
    });
    expect(Object.keys(price!.changes!)).toEqual([`variants.${vid}.price`]);
    expect(variantGone).toMatchObject({ changes: { [`variants.${vid}.name`]: ['40mm', null] } });
    expect(deleted).toMatchObject({ action: 'delete', changes: { name: ['Tissot PRX', null] } });
  });

  it('an image uploaded and deleted', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#8a5a12' } })
      .png()
      .toBuffer();
    const boundary = '----audit-test';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="mat-so.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const up = await change('admin', 201, {
      method: 'POST',
      url: '/api/images/upload',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    const image = up.json<{ id: number; path: string }>();
    expect((await t.as('admin', { method: 'DELETE', url: `/api/images/${image.id}` })).statusCode).toBe(200);
    const [deleted, created] = await historyOf('images', image.id);
    expect(created).toMatchObject({ action: 'create', changes: { path: [null, image.path] } });
    expect(deleted).toMatchObject({ action: 'delete', changes: { path: [image.path, null] } });
  });
});

describe('settings', () => {
  it('a saved setting is a settings-change of its key with the value before and after; back to default is a delete', async () => {
    const before = await entryCount();
    expect(
      (await t.as('admin', { method: 'POST', url: '/api/settings', payload: { key: 'store.name', value: 12 } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.as('viewer', { method: 'POST', url: '/api/settings', payload: { key: 'store.name', value: 'X' } }))
        .statusCode,
    ).toBe(403);
    expect(await entryCount()).toBe(before);

    const phone = (value: string) =>
      ({ method: 'POST', url: '/api/settings', payload: { key: 'store.phone', value } }) as const;
    await change('admin', 200, phone('0900 000 001'));
    await change('moderator', 200, phone('0902 000 111'));
    expect((await t.as('admin', { method: 'DELETE', url: '/api/settings/store.phone' })).statusCode).toBe(200);

    const [reset, changed, set] = await historyOf('settings', 'store.phone');
    expect(set).toMatchObject({ action: 'settings-change', resource: 'settings', resourceId: 'store.phone' });
    // Named as the owner knows it, never by its key.
    expect(set!.label).toBe('Cài đặt: Điện thoại cửa hàng');
    expect(set!.changes!.value![1]).toBe('0900 000 001');
    expect(changed).toMatchObject({
      action: 'settings-change',
      username: TEST_USERS.moderator.username,
      changes: { value: ['0900 000 001', '0902 000 111'] },
    });
    expect(Object.keys(changed!.changes!)).toEqual(['value']);
    expect(reset).toMatchObject({ action: 'delete', changes: { value: ['0902 000 111', null] } });
  });
});

/** The seeded admin's own account, as the users page sends it back. */
const userFields = firstAdminFields('admin');

describe('users, rights and signing in', () => {
  let staffId: number;
  const staff = {
    username: 'nhanvien',
    email: 'nv@example.com',
    firstName: 'Nhân',
    lastName: 'Viên',
    roleId: 3,
    isActive: true,
  };

  it('creating a user records its fields and that a password was set, never the password or its hash', async () => {
    const res = await change('admin', 201, {
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...staff, password: 'mat-khau-thu-nhat' },
    });
    staffId = res.json<User>().id;
    const [created] = await historyOf('users', staffId);
    expect(created).toMatchObject({
      action: 'create',
      changes: { username: [null, 'nhanvien'], roleId: [null, 3], password: [null, '***'] },
    });
    const [row] = await t.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, staffId));
    const log = JSON.stringify(await audit('limit=100'));
    expect(log).not.toContain('mat-khau-thu-nhat');
    expect(log).not.toContain(row!.hash);
    expect(log).not.toContain('passwordHash');
  });

  it('a new password alone is a password-reset without values; an edit lists the fields', async () => {
    await change('admin', 200, {
      method: 'PUT',
      url: `/api/users/${staffId}`,
      payload: { ...staff, password: 'mat-khau-thu-hai' },
    });
    await change('admin', 200, {
      method: 'PUT',
      url: `/api/users/${staffId}`,
      payload: { ...staff, roleId: 2, firstName: 'Nhân viên' },
    });
    const [edit, reset] = await historyOf('users', staffId);
    expect(reset).toMatchObject({ action: 'password-reset', changes: { password: ['***', '***'] } });
    expect(edit).toMatchObject({ action: 'update', changes: { roleId: [3, 2], firstName: ['Nhân', 'Nhân viên'] } });
    expect(Object.keys(edit!.changes!).sort()).toEqual(['firstName', 'roleId']);
    // Roles read by their Vietnamese names, never their keys.
    expect(edit!.details.find((d) => d.field === 'roleId')).toMatchObject({ before: 'Nhân viên', after: 'Quản lý' });
    expect(JSON.stringify([edit, reset])).not.toContain('mat-khau-thu-hai');
  });

  it('a refused user change (escalation, last admin) writes no entry', async () => {
    const before = await entryCount();
    const [right] = await t.database.db
      .select({ id: rights.id })
      .from(rights)
      .where(and(eq(rights.roleId, 3), eq(rights.name, 'users')));
    await t.database.db.update(rights).set({ isChange: true }).where(eq(rights.id, right!.id));
    try {
      const res = await t.as('viewer', {
        method: 'PUT',
        url: `/api/users/${staffId}`,
        payload: { ...staff, roleId: 1 },
      });
      expect(res.statusCode).toBe(403);
    } finally {
      await t.database.db.update(rights).set({ isChange: false }).where(eq(rights.id, right!.id));
    }
    expect(
      (await t.as('admin', { method: 'PUT', url: '/api/users/1', payload: { ...userFields, roleId: 2 } })).statusCode,
    ).toBe(409);
    expect(await entryCount()).toBe(before);
  });

  it('deleting a user keeps who it was', async () => {
    expect((await t.as('admin', { method: 'DELETE', url: `/api/users/${staffId}` })).statusCode).toBe(200);
    const [deleted] = await historyOf('users', staffId);
    expect(deleted).toMatchObject({
      action: 'delete',
      changes: { username: ['nhanvien', null], password: ['***', null] },
    });
  });

  it('a right switched in the editor is a rights-change of that role', async () => {
    const all = (await t.as('admin', { method: 'GET', url: '/api/rights' })).json<Right[]>();
    const right = all.find((r) => r.roleId === 4 && r.name === 'brands')!;
    await change('admin', 200, {
      method: 'PATCH',
      url: `/api/rights/${right.id}`,
      payload: { isRead: true, isChange: false },
    });
    const [entry] = await historyOf('roles', 4);
    expect(entry).toMatchObject({ action: 'rights-change', changes: { 'brands.read': [false, true] } });
    expect(Object.keys(entry!.changes!)).toEqual(['brands.read']);
    expect(entry!.label).toBe('Khách');
  });

  it('sign-in, a failed sign-in (with the name tried) and sign-out', async () => {
    const cashier = { ...staff, username: 'thungan', email: 'tn@example.com', roleId: 4, password: TEST_PASSWORD };
    expect((await t.as('admin', { method: 'POST', url: '/api/auth/register', payload: cashier })).statusCode).toBe(201);
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'ThuNgan', password: 'sai-mat-khau' },
    });
    expect(failed.statusCode).toBe(401);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'ke-la', password: 'sai-mat-khau' },
    });
    expect(unknown.statusCode).toBe(401);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'thungan', password: TEST_PASSWORD },
    });
    expect(ok.statusCode).toBe(200);
    const bearer = ok.json<{ token: string }>().token;
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${bearer}` },
    });
    expect(out.statusCode).toBe(200);

    const { entries } = await audit('resource=auth&limit=4');
    const [logout, login, unknownEntry, failedEntry] = entries;
    const cashierId = failedEntry!.userId;
    expect(cashierId).toEqual(expect.any(Number));
    expect(failedEntry).toMatchObject({
      action: 'login-failed',
      username: 'ThuNgan',
      resourceId: String(cashierId),
      changes: null,
    });
    expect(unknownEntry).toMatchObject({ action: 'login-failed', username: 'ke-la', userId: null, resourceId: null });
    expect(login).toMatchObject({ action: 'login', userId: cashierId, username: 'thungan', ip: '127.0.0.1' });
    expect(logout).toMatchObject({ action: 'logout', userId: cashierId, username: 'thungan' });
    expect(JSON.stringify(entries)).not.toContain('sai-mat-khau');
  });
});

describe('usernames as typed', () => {
  it('signs in under the normalised name, and records a failed sign-in with the name as typed, escaped', async () => {
    const user = {
      username: 'kho\u200Bhang',
      email: 'kho@example.com',
      firstName: 'Kho',
      lastName: 'Hàng',
      roleId: 4,
      password: TEST_PASSWORD,
    };
    const created = await t.as('admin', { method: 'POST', url: '/api/auth/register', payload: user });
    expect(created.statusCode, created.body).toBe(201);
    // Stored without the zero-width space: one account, whichever way the name is sent.
    expect(created.json()).toMatchObject({ username: 'khohang' });
    const again = await t.as('admin', {
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...user, username: '\u2060KhoHang\u0000', email: 'kho2@example.com' },
    });
    expect(again.statusCode).toBe(409);

    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'kho\u200Dhang\u202E', password: TEST_PASSWORD },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ user: { username: 'khohang' } });

    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'kho\u200Bhang\u0007', password: 'sai-mat-khau-roi' },
    });
    expect(failed.statusCode).toBe(401);
    const [entry] = (await audit('resource=auth&limit=1')).entries;
    expect(entry).toMatchObject({
      action: 'login-failed',
      username: 'kho\\u200Bhang\\u0007',
      userId: created.json<{ id: number }>().id,
    });
  });
});

describe('orders', () => {
  let line: { productId: number; variantId: number };
  beforeAll(async () => {
    const [v] = await t.database.db
      .select({ productId: products.id, variantId: productVariants.id })
      .from(products)
      .innerJoin(productVariants, eq(productVariants.productId, products.id))
      .where(eq(products.name, 'Đồng hồ Omega Seamaster Diver 300M Đen'))
      .orderBy(asc(productVariants.id))
      .limit(1);
    line = v!;
  });
  let address = 0;
  const orderBody = (customer: string) => ({
    customer,
    phone: '0901 234 567',
    shippingAddress: { province: 'Thành phố Hồ Chí Minh', ward: 'Phường Sài Gòn', street: '12 Lê Lợi' },
    items: [{ ...line, quantity: 1 }],
  });
  /** A shopper's order (from its own address, so no order limit is reached). */
  async function shopperOrder(): Promise<Order> {
    const res = await change('anonymous', 201, {
      method: 'POST',
      url: '/api/orders',
      payload: { ...orderBody('Trần Thị Bình'), acceptTerms: true },
      remoteAddress: `198.51.100.${++address}`,
    });
    return placedOrder(t, res);
  }

  it("a shopper's order is not audited; one placed by staff is created by them", async () => {
    const before = await entryCount();
    const shopper = await shopperOrder();
    expect(await entryCount()).toBe(before);
    expect(await historyOf('orders', shopper.id)).toEqual([]);

    const res = await change('moderator', 201, {
      method: 'POST',
      url: '/api/orders',
      payload: orderBody('Khách gọi điện'),
    });
    const staffOrder = await placedOrder(t, res);
    const [made, ...rest] = await historyOf('orders', staffOrder.id);
    expect(rest).toEqual([]);
    expect(made).toMatchObject({
      action: 'create',
      username: TEST_USERS.moderator.username,
      changes: { code: [null, staffOrder.code], customer: [null, 'Khách gọi điện'], status: [null, 'pending'] },
    });
    expect(made!.changes).not.toHaveProperty('history');
  });

  it('a status move, a payment and an edit are entries of the order; a refused move writes none', async () => {
    const order = await shopperOrder();
    const patch = (url: string, payload: object) =>
      t.as('moderator', { method: 'PATCH', url: `/api/orders/${order.id}/${url}`, payload });
    const edited = await change('moderator', 200, {
      method: 'PUT',
      url: `/api/orders/${order.id}`,
      payload: { ...orderBody('Trần Thị Bình'), note: 'Gọi trước khi giao', items: [{ ...line, quantity: 2 }] },
    });
    expect((await patch('status', { status: 'processing' })).statusCode).toBe(200);
    expect((await patch('payment', { paymentStatus: 'paid' })).statusCode).toBe(200);
    // Saving the same payment again is not a change.
    expect((await patch('payment', { paymentStatus: 'paid' })).statusCode).toBe(200);
    const count = await entryCount();
    // processing → completed skips shipped: 409, no entry.
    expect((await patch('status', { status: 'completed' })).statusCode).toBe(409);
    expect((await patch('status', { status: 'cancelled', reason: null })).statusCode).toBe(400);
    expect(await entryCount()).toBe(count);
    expect((await patch('status', { status: 'cancelled', reason: 'Khách đổi ý' })).statusCode).toBe(200);

    const [cancelled, paid, moved, edit, ...rest] = await historyOf('orders', order.id);
    expect(rest).toEqual([]);
    const after = edited.json<Order>();
    expect(edit).toMatchObject({
      action: 'update',
      username: TEST_USERS.moderator.username,
      changes: {
        note: [null, 'Gọi trước khi giao'],
        subtotal: [order.subtotal, after.subtotal],
        amount: [order.amount, after.amount],
        items: [order.items, after.items],
      },
    });
    expect(Object.keys(edit!.changes!).sort()).toEqual(
      [
        'amount',
        'items',
        'note',
        'subtotal',
        ...(order.shippingFee !== after.shippingFee ? ['shippingFee'] : []),
      ].sort(),
    );
    expect(moved).toMatchObject({ action: 'status', changes: { status: ['pending', 'processing'] } });
    expect(Object.keys(moved!.changes!)).toEqual(['status']);
    expect(paid).toMatchObject({ action: 'status', changes: { paymentStatus: ['unpaid', 'paid'] } });
    expect(Object.keys(paid!.changes!)).toEqual(['paymentStatus']);
    expect(cancelled).toMatchObject({
      action: 'status',
      changes: { status: ['processing', 'cancelled'], reason: [null, 'Khách đổi ý'] },
    });
    // A pending order only is edited: the refusal writes nothing.
    const refused = await t.as('moderator', { method: 'PUT', url: `/api/orders/${order.id}`, payload: orderBody('X') });
    expect(refused.statusCode).toBe(409);
    expect(await historyOf('orders', order.id)).toHaveLength(4);
  });
});

describe('GET /api/audit', () => {
  it('needs the audit read right: only the admin role by default', async () => {
    expect((await t.as('anonymous', { method: 'GET', url: '/api/audit' })).statusCode).toBe(401);
    for (const role of ['viewer', 'moderator', 'guest'] as const) {
      expect((await t.as(role, { method: 'GET', url: '/api/audit' })).statusCode, role).toBe(403);
    }
    const perms = (
      await t.as('viewer', { method: 'GET', url: '/api/rights/role-permissions/3' })
    ).json<RolePermissions>();
    expect(perms.audit).toEqual({ read: false, change: false, delete: false });
    expect(perms.products).toMatchObject({ read: true });
    // Given by an admin, the right opens it.
    const all = (await t.as('admin', { method: 'GET', url: '/api/rights' })).json<Right[]>();
    const right = all.find((r) => r.roleId === 3 && r.name === 'audit')!;
    expect(
      (await t.as('admin', { method: 'PATCH', url: `/api/rights/${right.id}`, payload: { isRead: true } })).statusCode,
    ).toBe(200);
    expect((await t.as('viewer', { method: 'GET', url: '/api/audit' })).statusCode).toBe(200);
    expect(
      (await t.as('admin', { method: 'PATCH', url: `/api/rights/${right.id}`, payload: { isRead: false } })).statusCode,
    ).toBe(200);
  });

  it('filters by resource, record, user and time, newest first, paged, with the total', async () => {
    const made: number[] = [];
    for (const name of ['Paging A', 'Paging B', 'Paging C']) {
      made.push(
        (await t.as('admin', { method: 'POST', url: '/api/brands', payload: { ...brand, name } })).json<Brand>().id,
      );
    }
    const moderatorBrand = await t.as('moderator', {
      method: 'POST',
      url: '/api/brands',
      payload: { ...brand, name: 'Paging D' },
    });
    const { entries: modEntries } = await audit(`resource=brands&record=${moderatorBrand.json<Brand>().id}`);
    const moderatorId = modEntries[0]!.userId!;

    const page1 = await audit('resource=brands&limit=2');
    expect(page1.entries).toHaveLength(2);
    expect(page1.entries.every((e) => e.resource === 'brands')).toBe(true);
    const page2 = await audit('resource=brands&limit=2&skip=2');
    expect(page2.total).toBe(page1.total);
    const ids = [...page1.entries, ...page2.entries].map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(page1.entries.map((e) => e.changes?.name?.[1])).toEqual(['Paging D', 'Paging C']);

    const byModerator = await audit(`userId=${moderatorId}&resource=brands`);
    expect(byModerator.entries.map((e) => e.changes?.name?.[1])).toEqual(['Paging D']);
    expect(byModerator.total).toBe(1);

    const one = await audit(`resource=brands&record=${made[1]}`);
    expect(one).toMatchObject({ total: 1, entries: [{ resourceId: String(made[1]) }] });

    // Entries dated in the past are found by time.
    const longAgo = new Date('2020-03-01T10:00:00Z');
    await t.database.db
      .insert(auditLog)
      .values({ at: longAgo, userId: 1, username: 'admin', ip: '10.0.0.1', action: 'import', resource: 'products' });
    const inRange = await audit(
      `from=${encodeURIComponent('2020-03-01T00:00:00+07:00')}&to=${encodeURIComponent('2020-03-01T23:59:59.999+07:00')}`,
    );
    expect(inRange).toMatchObject({ total: 1, entries: [{ action: 'import', at: longAgo.toISOString() }] });
    const before = await audit(`to=2020-03-01T09:59:59Z`);
    expect(before.total).toBe(0);
    const since = await audit(`from=2020-03-01T10:00:01Z&resource=products`);
    expect(since.entries.find((e) => e.action === 'import')).toBeUndefined();
  });

  it('takes strict input: a bad filter is a 400 naming it, unknown parameters are refused', async () => {
    const bad = async (query: string) => {
      const res = await t.as('admin', { method: 'GET', url: `/api/audit?${query}` });
      expect(res.statusCode, query).toBe(400);
      return res.json<{ error: { message: string; details?: unknown } }>().error;
    };
    await bad('limit=1e0');
    await bad('limit=0');
    await bad('limit=101');
    await bad('skip=-1');
    await bad('userId=01');
    await bad('userId=true');
    expect((await bad('resource=passwords')).message).toContain(AUDIT_MESSAGES.resource);
    expect((await bad('from=yesterday')).message).toContain(AUDIT_MESSAGES.from);
    expect((await bad('to=2026-13-01T00:00:00Z')).message).toContain(AUDIT_MESSAGES.to);
    expect((await bad('from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z')).message).toContain(AUDIT_MESSAGES.range);
    expect((await bad('record=a%20b')).message).toContain(AUDIT_MESSAGES.resourceId);
    expect((await bad('sort=at')).message).toContain(AUDIT_MESSAGES.unknown);
  });
});

describe('every change is on record, readably (stock, bulk changes, names)', () => {
  const detail = (entry: AuditList['entries'][number] | undefined, field: string) =>
    entry?.details.find((d) => d.field === field);
  let images: string[];
  beforeAll(async () => {
    images = (await t.app.inject({ method: 'GET', url: '/api/products/1' }))
      .json<{ images: string[] }>()
      .images.slice(0, 1);
  });
  const product = (name: string, brandId = 1) => ({ name, description: 'Thép', brandId, gender: 'male', images });

  it("a stock edit is in the product's history, before and after, named in Vietnamese", async () => {
    const made = await change('admin', 201, {
      method: 'POST',
      url: '/api/products',
      payload: product('Orient Bambino'),
    });
    const id = made.json<{ id: number }>().id;
    const variant = await change('admin', 201, {
      method: 'POST',
      url: '/api/product-variants',
      payload: { productId: id, name: '40mm Xanh', sizeId: 1, price: 5_000_000, discount: 0, color: null, stock: 5 },
    });
    const vid = variant.json<{ id: number }>().id;
    const edit = (stock: number | null) =>
      change('moderator', 200, {
        method: 'PUT',
        url: `/api/product-variants/${vid}`,
        payload: { name: '40mm Xanh', sizeId: 1, price: 5_000_000, discount: 0, color: null, stock },
      });
    await edit(3);
    await edit(null);

    const [untracked, three, added] = await historyOf('products', id);
    const field = `variants.${vid}.stock`;
    expect(added!.changes).toMatchObject({ [field]: [null, 5] });
    expect(three).toMatchObject({ username: TEST_USERS.moderator.username, changes: { [field]: [5, 3] } });
    expect(Object.keys(three!.changes!)).toEqual([field]);
    expect(untracked!.changes).toMatchObject({ [field]: [3, null] });

    expect(three!.label).toBe('Orient Bambino');
    expect(detail(three, field)).toEqual({
      field,
      label: 'Phiên bản "40mm Xanh" · Tồn kho',
      before: '5 chiếc',
      after: '3 chiếc',
    });
    expect(detail(untracked, field)).toMatchObject({ before: '3 chiếc', after: 'Không theo dõi' });
    expect(detail(added, field)).toMatchObject({ before: '—', after: '5 chiếc' });
  });

  it("bulk changes are in each product's history with the variants' values before and after", async () => {
    const made = await change('admin', 201, {
      method: 'POST',
      url: '/api/products',
      payload: product('Seiko Presage'),
    });
    const id = made.json<{ id: number }>().id;
    const vid = (
      await change('admin', 201, {
        method: 'POST',
        url: '/api/product-variants',
        payload: { productId: id, name: 'Cocktail', sizeId: 1, price: 10_000_000, discount: 0, color: null, stock: 2 },
      })
    ).json<{ id: number }>().id;
    const bulk = (payload: object) => change('moderator', 200, { method: 'POST', url: '/api/products/bulk', payload });
    await bulk({ ids: [id], action: 'setDiscount', value: 10 });
    await bulk({ ids: [id], action: 'adjustPrice', value: 10 });
    await bulk({ ids: [id], action: 'feature' });
    await change('admin', 200, { method: 'POST', url: '/api/products/bulk', payload: { ids: [id], action: 'delete' } });

    const [deleted, featured, price, discount] = await historyOf('products', id);
    expect(discount).toMatchObject({ action: 'update', changes: { [`variants.${vid}.discount`]: [0, 10] } });
    expect(detail(discount, `variants.${vid}.discount`)).toMatchObject({
      label: 'Phiên bản "Cocktail" · Giảm giá (%)',
      before: '0%',
      after: '10%',
    });
    expect(price).toMatchObject({ changes: { [`variants.${vid}.price`]: [10_000_000, 11_000_000] } });
    expect(detail(price, `variants.${vid}.price`)!.after).toMatch(/^11\.000\.000\s₫$/);
    expect(featured).toMatchObject({ changes: { featured: [false, true] } });
    expect(detail(featured, 'featured')).toEqual({ field: 'featured', label: 'Nổi bật', before: 'Không', after: 'Có' });
    // A deleted product keeps its name in the log, and what stock it had.
    expect(deleted).toMatchObject({
      action: 'delete',
      label: 'Seiko Presage',
      changes: { [`variants.${vid}.stock`]: [2, null], [`variants.${vid}.name`]: ['Cocktail', null] },
    });
  });

  it('names records, not numbers: the order code, the user, the brand; no raw keys anywhere', async () => {
    const brandRes = await change('admin', 201, {
      method: 'POST',
      url: '/api/brands',
      payload: { ...brand, name: 'Frederique Constant' },
    });
    const brandId = brandRes.json<Brand>().id;
    const made = await change('admin', 201, {
      method: 'POST',
      url: '/api/products',
      payload: product('Frederique Classics'),
    });
    const productId = made.json<{ id: number }>().id;
    await change('admin', 200, {
      method: 'PUT',
      url: `/api/products/${productId}`,
      payload: product('Frederique Classics', brandId),
    });
    const [moved] = await historyOf('products', productId);
    expect(detail(moved, 'brandId')).toEqual({
      field: 'brandId',
      label: 'Thương hiệu',
      before: expect.not.stringMatching(/^#?\d+$/),
      after: 'Frederique Constant',
    });

    const { entries } = await audit('limit=100');
    const order = entries.find((e) => e.resource === 'orders');
    expect(order?.label).toMatch(/^DH\d{6}[A-Z0-9]{6}$/);
    const status = entries.find((e) => e.resource === 'orders' && e.changes?.status);
    expect(detail(status, 'status')!.label).toBe('Trạng thái');
    expect(detail(status, 'status')!.after).toMatch(/^(Chờ Xử Lý|Đang Xử Lý|Đang Giao|Hoàn Thành|Đã Hủy)$/);
    const users = (await audit('resource=users&limit=100')).entries;
    const staff = users.filter((e) => e.changes?.username?.includes('nhanvien'));
    expect(staff.length).toBeGreaterThan(0);
    // Named as the user is called now (renamed above), whichever entry.
    for (const e of staff) expect(e.label).toBe('Nhân viên Viên');
    const raw = entries.flatMap((e) =>
      e.details.filter((d) => d.label === d.field).map((d) => `${e.resource} ${e.action} ${d.field}`),
    );
    expect(raw, raw.join(', ')).toEqual([]);
    for (const e of entries) {
      for (const d of e.details) {
        expect(d.label).not.toMatch(/^[a-z]+[A-Z]\w*$|\.\d+\.|^(create|update|unchanged)$/);
      }
      if (e.resourceId && ['products', 'orders', 'users', 'brands'].includes(e.resource)) {
        expect(e.label, `${e.resource} ${e.resourceId}`).toBeTruthy();
        expect(e.label).not.toMatch(/^#?\d+$/);
      }
    }
  });

  it("an import's totals read in Vietnamese", async () => {
    await t.database.db.insert(auditLog).values({
      userId: 1,
      username: 'admin',
      ip: '10.0.0.1',
      action: 'import',
      resource: 'products',
      changes: { create: [null, 2], update: [null, 1], unchanged: [null, 7] },
    });
    const [entry] = (await audit('resource=products&limit=1')).entries;
    expect(entry!.details.map((d) => [d.label, d.after])).toEqual([
      ['Sản phẩm thêm mới', '2'],
      ['Sản phẩm được cập nhật', '1'],
      ['Sản phẩm giữ nguyên', '7'],
    ]);
  });

  it('sign-ins are a filter of their own: kind=changes leaves them out, kind=sign-ins has only them', async () => {
    const changes = await audit('kind=changes&limit=100');
    expect(changes.entries.length).toBeGreaterThan(0);
    expect(
      changes.entries.some((e) => ['login', 'login-failed', 'two-factor-failed', 'logout'].includes(e.action)),
    ).toBe(false);
    const signIns = await audit('kind=sign-ins&limit=100');
    expect(signIns.entries.length).toBeGreaterThan(0);
    expect(
      signIns.entries.every((e) => ['login', 'login-failed', 'two-factor-failed', 'logout'].includes(e.action)),
    ).toBe(true);
    const all = await audit('limit=1');
    expect(all.total).toBe(changes.total + signIns.total);
    const res = await t.as('admin', { method: 'GET', url: '/api/audit?kind=other' });
    expect(res.statusCode).toBe(400);
  });
});
