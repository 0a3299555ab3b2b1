/**
 * Roles the owner makes (issue 28 point 6): create, rename with a description and delete roles beyond
 * the four built in; names compared folded (also against Quản trị, Quản lý, Nhân viên, Khách); a
 * built-in role is neither renamed nor deleted; a role users hold is not deleted (409 naming them);
 * nobody gets a right they lack through it.
 */
import { RESOURCES, ROLE_DESCRIPTIONS, type Permission } from '@shop/core/permissions';
import type { ErrorResponse } from '@shop/core/schemas/common';
import { RIGHTS_MESSAGES, roleInUseMessage, type Right, type Role } from '@shop/core/schemas/role';
import { and, asc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { auditLog, rights, roles, users } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/app.ts';
import { setRights } from '../../test/auth.ts';
import { fingerprint } from '../../test/fingerprint.ts';
import { seedRolesAndSettings } from '../../seed/base.ts';

const t = useTestApp();
const VIEWER = 3;
const ALL: Permission = { read: true, change: true, delete: true };

afterEach(() => setRights(t, 0, {}));

const create = (name: string, description?: string, as: 'admin' | 'viewer' = 'admin') =>
  t.as(as, { method: 'POST', url: '/api/roles', payload: { name, description } });
const update = (id: number, payload: object, as: 'admin' | 'viewer' = 'admin') =>
  t.as(as, { method: 'PUT', url: `/api/roles/${id}`, payload });
const remove = (id: number, as: 'admin' | 'viewer' = 'admin') =>
  t.as(as, { method: 'DELETE', url: `/api/roles/${id}` });

const entriesOf = (id: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, 'roles'), eq(auditLog.resourceId, String(id))))
    .orderBy(asc(auditLog.id));

function refused(res: { statusCode: number; json(): ErrorResponse }, status: number, message?: string) {
  expect(res.statusCode).toBe(status);
  if (message) expect(res.json().error.message).toBe(message);
}

describe('the roles list', () => {
  it('answers each role with its description and whether it is built in', async () => {
    const res = await t.as('admin', { method: 'GET', url: '/api/roles' });
    expect(res.statusCode).toBe(200);
    expect(res.json<Role[]>().slice(0, 4)).toEqual([
      { id: 1, name: 'admin', description: ROLE_DESCRIPTIONS.admin, builtIn: true, userCount: 1 },
      expect.objectContaining({ id: 2, name: 'moderator', description: ROLE_DESCRIPTIONS.moderator, builtIn: true }),
      expect.objectContaining({ id: 3, name: 'viewer', description: ROLE_DESCRIPTIONS.viewer, builtIn: true }),
      expect.objectContaining({ id: 4, name: 'guest', description: ROLE_DESCRIPTIONS.guest, builtIn: true }),
    ]);
    const manageable = await t.as('admin', { method: 'GET', url: '/api/users/manageable-roles' });
    expect(manageable.json<Role[]>()[1]).toEqual({
      id: 2,
      name: 'moderator',
      description: ROLE_DESCRIPTIONS.moderator,
      builtIn: true,
    });
  });
});

describe('an admin', () => {
  it('creates a role with every right off, audited', async () => {
    const res = await create('  Thu ngân ', 'Nhận tiền tại quầy');
    expect(res.statusCode, res.body).toBe(201);
    const role = res.json<Role>();
    expect(role).toEqual({
      id: expect.any(Number),
      name: 'Thu ngân',
      description: 'Nhận tiền tại quầy',
      builtIn: false,
      userCount: 0,
    });
    const rows = await t.database.db.select().from(rights).where(eq(rights.roleId, role.id));
    expect(rows.map((r) => r.name).sort()).toEqual([...RESOURCES].sort());
    expect(rows.every((r) => !r.isRead && !r.isChange && !r.isDelete)).toBe(true);
    const perms = await t.as('admin', { method: 'GET', url: `/api/rights/role-permissions/${role.id}` });
    expect(Object.values(perms.json<Record<string, Permission>>()).some((p) => p.read || p.change || p.delete)).toBe(
      false,
    );
    expect((await entriesOf(role.id)).map((e) => [e.action, e.changes])).toEqual([
      ['create', { name: [null, 'Thu ngân'], description: [null, 'Nhận tiền tại quầy'] }],
    ]);
  });

  it('tells a user of a role the owner made the name of their role (the back office shows it)', async () => {
    const role = (await create('Thu ngân ca sáng')).json<Role>();
    const guest = eq(users.username, 'guest1');
    await t.database.db.update(users).set({ roleId: role.id }).where(guest);
    try {
      const me = await t.as('guest', { method: 'GET', url: '/api/auth/me' });
      expect(me.json<{ roleId: number; roleName: string }>()).toMatchObject({
        roleId: role.id,
        roleName: 'Thu ngân ca sáng',
      });
    } finally {
      await t.database.db.update(users).set({ roleId: 4 }).where(guest);
    }
    const admin = await t.as('admin', { method: 'GET', url: '/api/auth/me' });
    expect(admin.json<{ roleName: string }>().roleName).toBe('admin');
  });

  it('gets a row, all off, for a resource a newer version adds, at the next start', async () => {
    const role = (await create('Kho mới')).json<Role>();
    await t.database.db.delete(rights).where(and(eq(rights.roleId, role.id), eq(rights.name, 'returns')));
    await seedRolesAndSettings(t.database.db);
    const [row] = await t.database.db
      .select()
      .from(rights)
      .where(and(eq(rights.roleId, role.id), eq(rights.name, 'returns')));
    expect(row).toMatchObject({ isRead: false, isChange: false, isDelete: false });
  });

  it('refuses a name another role has, without case or marks, also a built-in role’s Vietnamese name', async () => {
    expect((await create('Kế toán')).statusCode).toBe(201);
    const before = await fingerprint(t.database);
    for (const name of [
      'kế toán',
      'KE TOAN',
      ' Ke   toán ',
      'quan ly',
      'QUẢN TRỊ',
      'Nhân Viên',
      'khach',
      'Admin',
      'guest',
    ]) {
      const res = await create(name);
      refused(res, 409, RIGHTS_MESSAGES.roleNameTaken);
      expect(res.json<ErrorResponse>().error.details).toEqual([
        { field: 'name', message: RIGHTS_MESSAGES.roleNameTaken },
      ]);
    }
    expect(await fingerprint(t.database)).toEqual(before);
  });

  it('refuses a blank or too long name and a description that is not text, in Vietnamese', async () => {
    const before = await fingerprint(t.database);
    refused(await create('   '), 400);
    expect((await create('   ')).json<ErrorResponse>().error.message).toMatch(/Tên vai trò/);
    expect((await create('x'.repeat(51))).statusCode).toBe(400);
    expect(
      (await t.as('admin', { method: 'POST', url: '/api/roles', payload: { name: 'Kho', description: 5 } })).statusCode,
    ).toBe(400);
    expect(await fingerprint(t.database)).toEqual(before);
  });

  it('renames a role and rewords its description, audited; another role’s name is refused', async () => {
    const role = (await create('Bán hàng', 'Tư vấn tại cửa hàng')).json<Role>();
    const res = await update(role.id, { name: 'Bán hàng online', description: 'Trả lời tin nhắn' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id: role.id,
      name: 'Bán hàng online',
      description: 'Trả lời tin nhắn',
      builtIn: false,
    });
    expect((await entriesOf(role.id)).at(-1)).toMatchObject({
      action: 'update',
      changes: {
        name: ['Bán hàng', 'Bán hàng online'],
        description: ['Tư vấn tại cửa hàng', 'Trả lời tin nhắn'],
      },
    });
    // Its own name in other letters is no clash; another role's is.
    expect((await update(role.id, { name: 'BÁN HÀNG ONLINE' })).statusCode).toBe(200);
    refused(await update(role.id, { name: 'Quản lý' }), 409, RIGHTS_MESSAGES.roleNameTaken);
    refused(await update(9999, { name: 'Không có' }), 404, RIGHTS_MESSAGES.roleNotFound);
  });

  it('rewords a built-in role’s description but does not rename it', async () => {
    const before = await fingerprint(t.database);
    refused(await update(2, { name: 'Quản lý cửa hàng' }), 400, RIGHTS_MESSAGES.builtInRename);
    refused(await update(1, { name: 'owner' }), 400, RIGHTS_MESSAGES.builtInRename);
    expect(await fingerprint(t.database)).toEqual(before);
    const byLabel = await update(2, { name: 'Quản lý', description: 'Quản lý cửa hàng hằng ngày' });
    expect(byLabel.statusCode, byLabel.body).toBe(200);
    expect(byLabel.json()).toEqual({
      id: 2,
      name: 'moderator',
      description: 'Quản lý cửa hàng hằng ngày',
      builtIn: true,
    });
    const byKey = await update(2, { name: 'moderator', description: ROLE_DESCRIPTIONS.moderator });
    expect(byKey.json<Role>().description).toBe(ROLE_DESCRIPTIONS.moderator);
  });

  it('deletes a role nobody holds, with its rights, audited; refuses a built-in role and a role in use', async () => {
    const role = (await create('Thời vụ', 'Nhân viên dịp Tết')).json<Role>();
    await t.database.db.insert(users).values([
      {
        username: 'tho.vu.b',
        email: 'b@example.com',
        passwordHash: 'x',
        firstName: 'B',
        lastName: 'Lê',
        roleId: role.id,
      },
      {
        username: 'tho.vu.a',
        email: 'a@example.com',
        passwordHash: 'x',
        firstName: 'A',
        lastName: 'Lê',
        roleId: role.id,
      },
    ]);

    const before = await fingerprint(t.database);
    const inUse = await remove(role.id);
    refused(inUse, 409, roleInUseMessage('Thời vụ', ['tho.vu.a', 'tho.vu.b']));
    expect(inUse.json<ErrorResponse>().error.message).toContain('tho.vu.a, tho.vu.b');
    expect(inUse.json<ErrorResponse>().error.details).toEqual({ usernames: ['tho.vu.a', 'tho.vu.b'] });
    for (const id of [1, 2, 3, 4]) refused(await remove(id), 409, RIGHTS_MESSAGES.builtInDelete);
    expect(await fingerprint(t.database)).toEqual(before);

    await t.database.db.update(users).set({ roleId: 4 }).where(eq(users.roleId, role.id));
    const res = await remove(role.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await t.database.db.select().from(roles).where(eq(roles.id, role.id))).toEqual([]);
    expect(await t.database.db.select().from(rights).where(eq(rights.roleId, role.id))).toEqual([]);
    expect((await entriesOf(role.id)).at(-1)).toMatchObject({
      action: 'delete',
      changes: { name: ['Thời vụ', null], description: ['Nhân viên dịp Tết', null] },
    });
    refused(await remove(role.id), 404, RIGHTS_MESSAGES.roleNotFound);
  });
});

describe('who may make, rename and delete roles', () => {
  it('refuses callers without the roles change or delete right, changing nothing', async () => {
    for (const as of ['viewer', 'moderator', 'guest'] as const) await t.token(as);
    const before = await fingerprint(t.database);
    for (const as of ['viewer', 'moderator', 'guest', 'anonymous'] as const) {
      const status = as === 'anonymous' ? 401 : 403;
      expect((await t.as(as, { method: 'POST', url: '/api/roles', payload: { name: 'Kho' } })).statusCode).toBe(status);
      expect((await t.as(as, { method: 'PUT', url: '/api/roles/4', payload: { name: 'guest' } })).statusCode).toBe(
        status,
      );
      expect((await t.as(as, { method: 'DELETE', url: '/api/roles/4' })).statusCode).toBe(status);
    }
    expect(await fingerprint(t.database)).toEqual(before);
  });

  it('lets a viewer with the roles right make a role but change only roles whose every right it holds', async () => {
    await setRights(t, VIEWER, { roles: ALL });
    const made = await create('Kiểm kho', 'Đếm hàng cuối tháng', 'viewer');
    expect(made.statusCode, made.body).toBe(201);
    const role = made.json<Role>();
    expect((await update(role.id, { name: 'Kiểm kê', description: '' }, 'viewer')).statusCode).toBe(200);
    expect((await update(4, { name: 'Khách', description: 'Chưa được cấp quyền' }, 'viewer')).statusCode).toBe(200);

    const before = await fingerprint(t.database);
    // The moderator role holds rights the viewer lacks (products change), the admin role every right.
    refused(await update(2, { name: 'moderator', description: 'x' }, 'viewer'), 403, RIGHTS_MESSAGES.roleNotManageable);
    refused(await update(1, { name: 'admin', description: 'x' }, 'viewer'), 403, RIGHTS_MESSAGES.roleNotManageable);
    // A role the owner gave the products change right is out of the viewer's reach too.
    await t.database.db
      .update(rights)
      .set({ isChange: true })
      .where(and(eq(rights.roleId, role.id), eq(rights.name, 'products')));
    const guarded = await fingerprint(t.database);
    refused(await update(role.id, { name: 'Kho', description: '' }, 'viewer'), 403, RIGHTS_MESSAGES.roleNotManageable);
    refused(await remove(role.id, 'viewer'), 403, RIGHTS_MESSAGES.roleNotManageable);
    expect(await fingerprint(t.database)).toEqual(guarded);
    expect(before).not.toEqual(guarded);
  });

  it('keeps the rule that nobody switches on a right they lack on a new role', async () => {
    await setRights(t, VIEWER, { roles: ALL, rights: { read: true, change: true, delete: false } });
    const role = (await create('Cộng tác viên', '', 'viewer')).json<Role>();
    const all = (await t.as('viewer', { method: 'GET', url: '/api/rights' })).json<Right[]>();
    const of = (name: string) => all.find((r) => r.roleId === role.id && r.name === name)!;
    const patch = (right: Right, body: object) =>
      t.as('viewer', { method: 'PATCH', url: `/api/rights/${right.id}`, payload: body });
    expect((await patch(of('products'), { isRead: true })).statusCode).toBe(200);
    refused(await patch(of('products'), { isChange: true }), 403, RIGHTS_MESSAGES.notHeld);
    refused(await patch(of('audit'), { isRead: true }), 403, RIGHTS_MESSAGES.notHeld);
  });
});
