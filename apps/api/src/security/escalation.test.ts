/**
 * The rule against rights escalation, case by case: what a manager with the users or rights change
 * right may still do, what each refusal says, and what only an admin may do.
 */
import type { Permission, Resource } from '@shop/core/permissions';
import { RIGHTS_MESSAGES } from '@shop/core/schemas/role';
import { USER_MESSAGES, type User } from '@shop/core/schemas/user';
import { and, asc, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rights, users } from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';
import { setRights, signInClient } from '../test/auth.ts';
import { TEST_PASSWORD } from '../test/fixtures.ts';
import type { ErrorResponse } from '@shop/core/schemas/common';

const t = useTestApp();

const VIEWER = 3;
const ALL: Permission = { read: true, change: true, delete: true };

afterEach(() => setRights(t, 0, {}));

const snapshot = async () => ({
  // Signing in stamps lastLoginAt; everything else about a user must stay as it was.
  users: (await t.database.db.select().from(users).orderBy(asc(users.id))).map(({ lastLoginAt: _, ...u }) => u),
  rights: await t.database.db.select().from(rights).orderBy(asc(rights.id)),
});
const rightOf = async (roleId: number, name: Resource) => {
  const [row] = await t.database.db
    .select()
    .from(rights)
    .where(and(eq(rights.roleId, roleId), eq(rights.name, name)));
  return row!;
};
const userNamed = async (username: string) =>
  (await t.database.db.select().from(users).where(eq(users.username, username)))[0]!;

const newUser = (username: string, roleId: number, password = 'mat-khau-123') => ({
  username,
  email: `${username}@example.com`,
  password,
  firstName: 'Minh',
  lastName: 'Trần',
  roleId,
  isActive: true,
});
const body = (
  u: Pick<User, 'username' | 'email' | 'firstName' | 'lastName' | 'roleId' | 'isActive'>,
  patch: object = {},
) => ({
  username: u.username,
  email: u.email.replace('@localhost', '@example.com'),
  firstName: u.firstName,
  lastName: u.lastName,
  roleId: u.roleId,
  isActive: u.isActive,
  ...patch,
});

const { login, signIn } = signInClient(t);
const tokenOf = async (username: string, password = 'mat-khau-123') => (await signIn(username, password)).token;

function refused(res: { statusCode: number; json(): ErrorResponse }, status: number, message: string) {
  expect(res.statusCode).toBe(status);
  expect(res.json().error.message).toBe(message);
}

describe('a viewer whose role is given users change and delete', () => {
  beforeAll(() => setRights(t, VIEWER, { users: ALL }));

  it('creates, edits and deletes users of an equal or lesser role', async () => {
    await setRights(t, VIEWER, { users: ALL });
    const equal = await t.as('viewer', {
      method: 'POST',
      url: '/api/auth/register',
      payload: newUser('ngang.hang', 3),
    });
    expect(equal.statusCode, equal.body).toBe(201);
    const lesser = await t.as('viewer', { method: 'POST', url: '/api/auth/register', payload: newUser('cap.duoi', 4) });
    expect(lesser.statusCode, lesser.body).toBe(201);
    const u = lesser.json<User>();

    const edited = await t.as('viewer', {
      method: 'PUT',
      url: `/api/users/${u.id}`,
      payload: body(u, { firstName: 'Lan', roleId: 3, password: 'mat-khau-moi-456' }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ firstName: 'Lan', roleId: 3 });
    expect((await login('cap.duoi', 'mat-khau-moi-456')).statusCode).toBe(200);

    const del = await t.as('viewer', { method: 'DELETE', url: `/api/users/${u.id}` });
    expect(del.statusCode, del.body).toBe(200);
    expect(await t.database.db.select().from(users).where(eq(users.id, u.id))).toEqual([]);
  });

  it('edits its own name, email and password, but not its own role or active flag', async () => {
    await setRights(t, VIEWER, { users: ALL });
    const self = await userNamed('viewer1');
    const res = await t.as('viewer', {
      method: 'PUT',
      url: `/api/users/${self.id}`,
      payload: body(self, { firstName: 'Hoa', email: 'hoa@example.com' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Hoa', email: 'hoa@example.com', roleId: 3 });

    const before = await snapshot();
    const after = await userNamed('viewer1');
    refused(
      await t.as('viewer', { method: 'PUT', url: `/api/users/${self.id}`, payload: body(after, { roleId: 4 }) }),
      403,
      USER_MESSAGES.cannotChangeOwnRole,
    );
    refused(
      await t.as('viewer', { method: 'PUT', url: `/api/users/${self.id}`, payload: body(after, { isActive: false }) }),
      400,
      USER_MESSAGES.cannotDeactivateSelf,
    );
    refused(
      await t.as('viewer', { method: 'DELETE', url: `/api/users/${self.id}` }),
      400,
      USER_MESSAGES.cannotDeleteSelf,
    );
    expect(await snapshot()).toEqual(before);
  });

  it('says why each escalation is refused, and changes nothing', async () => {
    await setRights(t, VIEWER, { users: ALL });
    const before = await snapshot();
    const admin = await userNamed('admin');
    const moderator = await userNamed('moderator1');
    const guest = await userNamed('guest1');
    refused(
      await t.as('viewer', { method: 'PUT', url: '/api/users/1', payload: body(admin, { password: 'chiem-quyen-1' }) }),
      403,
      USER_MESSAGES.adminOnly,
    );
    refused(await t.as('viewer', { method: 'DELETE', url: '/api/users/1' }), 403, USER_MESSAGES.adminOnly);
    refused(
      await t.as('viewer', { method: 'POST', url: '/api/auth/register', payload: newUser('admin.gia', 1) }),
      403,
      USER_MESSAGES.adminRoleOnly,
    );
    refused(
      await t.as('viewer', { method: 'PUT', url: `/api/users/${guest.id}`, payload: body(guest, { roleId: 1 }) }),
      403,
      USER_MESSAGES.adminRoleOnly,
    );
    refused(
      await t.as('viewer', { method: 'POST', url: '/api/auth/register', payload: newUser('tay.trong', 2) }),
      403,
      USER_MESSAGES.roleNotAssignable,
    );
    refused(
      await t.as('viewer', { method: 'PUT', url: `/api/users/${guest.id}`, payload: body(guest, { roleId: 2 }) }),
      403,
      USER_MESSAGES.roleNotAssignable,
    );
    refused(
      await t.as('viewer', {
        method: 'PUT',
        url: `/api/users/${moderator.id}`,
        payload: body(moderator, { password: 'chiem-quyen-1' }),
      }),
      403,
      USER_MESSAGES.userNotManageable,
    );
    refused(
      await t.as('viewer', { method: 'DELETE', url: `/api/users/${moderator.id}` }),
      403,
      USER_MESSAGES.userNotManageable,
    );
    expect(await snapshot()).toEqual(before);
  });

  it('lists the roles whose every right it holds: the ones it may give and whose users it may manage', async () => {
    await setRights(t, VIEWER, { users: ALL });
    const res = await t.as('viewer', { method: 'GET', url: '/api/users/manageable-roles' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ id: number; name: string }[]>().map(({ id, name }) => ({ id, name }))).toEqual([
      { id: 3, name: 'viewer' },
      { id: 4, name: 'guest' },
    ]);
    // Roles follow the rights as they are now: once guests may delete orders, viewers cannot manage them.
    await t.database.db
      .update(rights)
      .set({ isDelete: true })
      .where(and(eq(rights.roleId, 4), eq(rights.name, 'orders')));
    expect(
      (await t.as('viewer', { method: 'GET', url: '/api/users/manageable-roles' }))
        .json<{ id: number }[]>()
        .map((r) => r.id),
    ).toEqual([3]);
    expect((await t.as('moderator', { method: 'GET', url: '/api/users/manageable-roles' })).statusCode).toBe(403);
    const admin = await t.as('admin', { method: 'GET', url: '/api/users/manageable-roles' });
    expect(admin.json<{ id: number }[]>().map((r) => r.id)).toEqual([1, 2, 3, 4]);
  });
});

describe('a viewer whose role is given rights change', () => {
  it('switches on or off only flags it holds itself; unchanged flags it lacks may be sent as they are', async () => {
    await setRights(t, VIEWER, { rights: { read: true, change: true, delete: false } });
    const guestProducts = await rightOf(4, 'products');
    const on = await t.as('viewer', {
      method: 'PATCH',
      url: `/api/rights/${guestProducts.id}`,
      payload: { isRead: true, isChange: false, isDelete: false },
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(await rightOf(4, 'products')).toMatchObject({ isRead: true, isChange: false, isDelete: false });
    const off = await t.as('viewer', {
      method: 'PATCH',
      url: `/api/rights/${guestProducts.id}`,
      payload: { isRead: false },
    });
    expect(off.statusCode, off.body).toBe(200);

    const before = await snapshot();
    const res = await t.as('viewer', {
      method: 'PATCH',
      url: `/api/rights/${guestProducts.id}`,
      payload: { isRead: true, isChange: true },
    });
    refused(res, 403, RIGHTS_MESSAGES.notHeld);
    expect(res.json<ErrorResponse>().error.details).toEqual([{ resource: 'products', action: 'change' }]);
    // Switching off a flag it does not hold, on another role, is refused too.
    const moderatorProducts = await rightOf(2, 'products');
    refused(
      await t.as('viewer', {
        method: 'PATCH',
        url: `/api/rights/${moderatorProducts.id}`,
        payload: { isChange: false },
      }),
      403,
      RIGHTS_MESSAGES.notHeld,
    );
    const adminProducts = await rightOf(1, 'products');
    refused(
      await t.as('viewer', { method: 'PATCH', url: `/api/rights/${adminProducts.id}`, payload: { isRead: true } }),
      403,
      RIGHTS_MESSAGES.adminRoleOnly,
    );
    expect(await snapshot()).toEqual(before);
  });
});

describe('an admin', () => {
  it('creates an admin, resets its password, renames, deactivates, demotes and deletes it', async () => {
    const created = await t.as('admin', {
      method: 'POST',
      url: '/api/auth/register',
      payload: newUser('quan.tri.moi', 1),
    });
    expect(created.statusCode, created.body).toBe(201);
    const a = created.json<User>();
    const put = (patch: object) => t.as('admin', { method: 'PUT', url: `/api/users/${a.id}`, payload: body(a, patch) });
    expect((await put({ password: 'mat-khau-khac-9' })).statusCode).toBe(200);
    expect((await login('quan.tri.moi', 'mat-khau-khac-9')).statusCode).toBe(200);
    expect((await put({ email: 'qtm@example.com' })).json<User>().email).toBe('qtm@example.com');
    expect((await put({ isActive: false })).json<User>().isActive).toBe(false);
    expect((await put({ isActive: true, roleId: 3 })).json<User>().roleId).toBe(3);
    expect((await put({ roleId: 1 })).json<User>().roleId).toBe(1);
    expect((await t.as('admin', { method: 'DELETE', url: `/api/users/${a.id}` })).statusCode).toBe(200);
  });

  it("edits any role's rights; the admin role still keeps all of them", async () => {
    const r = await rightOf(2, 'settings');
    const res = await t.as('admin', { method: 'PATCH', url: `/api/rights/${r.id}`, payload: { isDelete: true } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rightOf(2, 'settings')).toMatchObject({ isDelete: true });
    const adminRight = await rightOf(1, 'users');
    refused(
      await t.as('admin', { method: 'PATCH', url: `/api/rights/${adminRight.id}`, payload: { isChange: false } }),
      400,
      RIGHTS_MESSAGES.adminKeepsAll,
    );
    expect(
      (await t.as('admin', { method: 'PATCH', url: '/api/rights/999999', payload: { isRead: true } })).statusCode,
    ).toBe(404);
  });

  it('cannot change its own role, even while another admin remains', async () => {
    const second = await t.as('admin', {
      method: 'POST',
      url: '/api/auth/register',
      payload: newUser('quan.tri.hai', 1),
    });
    expect(second.statusCode).toBe(201);
    const self = await userNamed('admin');
    refused(
      await t.as('admin', { method: 'PUT', url: '/api/users/1', payload: body(self, { roleId: 2 }) }),
      403,
      USER_MESSAGES.cannotChangeOwnRole,
    );
    expect((await t.as('admin', { method: 'DELETE', url: `/api/users/${second.json<User>().id}` })).statusCode).toBe(
      200,
    );
  });

  it('two admins demoting each other at the same moment: one wins, one active admin always remains', async () => {
    const made = await t.as('admin', {
      method: 'POST',
      url: '/api/auth/register',
      payload: newUser('quan.tri.ba', 1, TEST_PASSWORD),
    });
    expect(made.statusCode).toBe(201);
    const other = made.json<User>();
    const otherToken = await tokenOf('quan.tri.ba', TEST_PASSWORD);
    const self = await userNamed('admin');
    const [a, b] = await Promise.all([
      t.as('admin', { method: 'PUT', url: `/api/users/${other.id}`, payload: body(other, { roleId: 3 }) }),
      t.app.inject({
        method: 'PUT',
        url: '/api/users/1',
        headers: { authorization: `Bearer ${otherToken}` },
        payload: body(self, { roleId: 3 }),
      }),
    ]);
    // One wins. The loser is refused either by the rule (403: no longer an admin) or, when the
    // winner's demotion committed before the loser's request was checked, because a role change
    // ends that user's access tokens at once (401). Both change nothing.
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes[0]).toBe(200);
    expect([401, 403]).toContain(codes[1]);
    const admins = await t.database.db
      .select()
      .from(users)
      .where(and(eq(users.roleId, 1), eq(users.isActive, true)));
    expect(admins).toHaveLength(1);
    await t.database.db.delete(users).where(eq(users.id, other.id));
    await t.database.db.update(users).set({ roleId: 1 }).where(eq(users.id, 1));
  });
});
