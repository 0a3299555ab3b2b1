import { USER_MESSAGES, type User } from '@shop/core/schemas/user';
import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../../test/app.ts';
import { signInClient } from '../../test/auth.ts';
import type { ErrorResponse } from '@shop/core/schemas/common';

const t = useTestApp();

const { login, signIn, refresh } = signInClient(t);
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });

async function createUser(username: string, roleId = 2, password = 'mat-khau-cu-thu-nhat'): Promise<User> {
  const res = await t.as('admin', {
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      username,
      email: `${username}@example.com`,
      password,
      firstName: 'Văn',
      lastName: 'Tâm',
      roleId,
      isActive: true,
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

const body = (u: User, patch: Record<string, unknown> = {}) => ({
  username: u.username,
  email: u.email,
  firstName: u.firstName,
  lastName: u.lastName,
  roleId: u.roleId,
  isActive: u.isActive,
  ...patch,
});
const put = (role: Parameters<TestApp['as']>[0], id: number | string, payload: unknown) =>
  t.as(role, { method: 'PUT', url: `/api/users/${id}`, payload: payload as object });

describe('GET /api/users', () => {
  it('lists users without any password hash', async () => {
    const res = await t.as('admin', { method: 'GET', url: '/api/users' });
    expect(res.statusCode).toBe(200);
    const users = res.json<User[]>();
    expect(users.map((u) => u.username)).toEqual(expect.arrayContaining(['admin', 'moderator1', 'viewer1', 'guest1']));
    expect(users[0]).toEqual({
      id: expect.any(Number),
      username: expect.any(String),
      email: expect.any(String),
      firstName: expect.any(String),
      lastName: expect.any(String),
      roleId: expect.any(Number),
      isActive: expect.any(Boolean),
      mustChangePassword: expect.any(Boolean),
      twoFactorEnabled: expect.any(Boolean),
      lastLoginAt: expect.toSatisfy((v) => v === null || typeof v === 'string'),
      createdAt: expect.any(String),
    });
    expect(res.body).not.toMatch(/argon2|passwordHash|"password"|secret/i);
  });

  it('needs the users read right', async () => {
    expect((await t.as('anonymous', { method: 'GET', url: '/api/users' })).statusCode).toBe(401);
    expect((await t.as('guest', { method: 'GET', url: '/api/users' })).statusCode).toBe(403);
    expect((await t.as('viewer', { method: 'GET', url: '/api/users' })).statusCode).toBe(200);
  });

  it('reads one user; 404 unknown, 400 bad id', async () => {
    expect((await t.as('admin', { method: 'GET', url: '/api/users/1' })).json<User>().username).toBe('admin');
    const missing = await t.as('admin', { method: 'GET', url: '/api/users/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ErrorResponse>().error.message).toBe(USER_MESSAGES.notFound);
    expect((await t.as('admin', { method: 'GET', url: '/api/users/abc' })).statusCode).toBe(400);
  });
});

describe('PUT /api/users/:id', () => {
  it('updates the fields; a blank or missing password keeps the old one', async () => {
    const u = await createUser('sua.thong.tin');
    const res = await put(
      'admin',
      u.id,
      body(u, { firstName: 'Thị', lastName: 'Mai', email: 'mai@example.com', roleId: 3, password: '' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: u.id,
      firstName: 'Thị',
      lastName: 'Mai',
      email: 'mai@example.com',
      roleId: 3,
    });
    expect((await put('admin', u.id, body(res.json()))).statusCode).toBe(200);
    expect((await login('sua.thong.tin', 'mat-khau-cu-thu-nhat')).statusCode).toBe(200);
  });

  it('changes the password and ends the user’s sessions', async () => {
    const u = await createUser('doi.mat.khau');
    const a = await signIn('doi.mat.khau', 'mat-khau-cu-thu-nhat');
    const b = await signIn('doi.mat.khau', 'mat-khau-cu-thu-nhat');
    const res = await put('admin', u.id, body(u, { password: 'mat-khau-moi-thu-hai' }));
    expect(res.statusCode).toBe(200);
    expect((await login('doi.mat.khau', 'mat-khau-cu-thu-nhat')).statusCode).toBe(401);
    expect((await login('doi.mat.khau', 'mat-khau-moi-thu-hai')).statusCode).toBe(200);
    expect((await refresh(a.refreshToken)).statusCode).toBe(401);
    expect((await refresh(b.refreshToken)).statusCode).toBe(401);
  });

  it('deactivating a user ends their sessions at once, access token included', async () => {
    const u = await createUser('tam.nghi');
    const s = await signIn('tam.nghi', 'mat-khau-cu-thu-nhat');
    expect((await me(s.token)).statusCode).toBe(200);
    const res = await put('admin', u.id, body(u, { isActive: false }));
    expect(res.statusCode).toBe(200);
    expect(res.json<User>().isActive).toBe(false);
    expect((await me(s.token)).statusCode).toBe(401);
    expect((await refresh(s.refreshToken)).statusCode).toBe(401);
    expect((await login('tam.nghi', 'mat-khau-cu-thu-nhat')).statusCode).toBe(401);
  });

  it('refuses a username someone else has (any case) with 409; keeping one’s own is fine', async () => {
    const u = await createUser('trung.ten');
    const res = await put('admin', u.id, body(u, { username: 'Moderator1' }));
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorResponse>().error.message).toBe(USER_MESSAGES.usernameTaken);
    expect((await put('admin', u.id, body(u, { username: 'TRUNG.TEN' }))).statusCode).toBe(200);
  });

  it('refuses to deactivate yourself (400) and to demote the last active admin (409)', async () => {
    // The seeded admin's address (admin@localhost) is not a valid email for the form: give one.
    const admin = {
      ...(await t.as('admin', { method: 'GET', url: '/api/users/1' })).json<User>(),
      email: 'admin@example.com',
    };
    const self = await put('admin', admin.id, body(admin, { isActive: false }));
    expect(self.statusCode).toBe(400);
    expect(self.json<ErrorResponse>().error.message).toBe(USER_MESSAGES.cannotDeactivateSelf);
    const demote = await put('admin', admin.id, body(admin, { roleId: 2 }));
    expect(demote.statusCode).toBe(409);
    expect(demote.json<ErrorResponse>().error.message).toBe(USER_MESSAGES.lastAdmin);
    expect((await t.as('admin', { method: 'GET', url: '/api/users/1' })).json<User>().roleId).toBe(1);
  });

  it('lets a second admin be demoted while another active admin remains', async () => {
    const second = await createUser('quan.tri.2', 1);
    const res = await put('admin', second.id, body(second, { roleId: 3 }));
    expect(res.statusCode).toBe(200);
    expect(res.json<User>().roleId).toBe(3);
  });

  it('answers 400 with the messages, 404 for an unknown user, 400 for an unknown role', async () => {
    const u = await createUser('kiem.tra.loi');
    const bad = await put('admin', u.id, body(u, { email: 'khong-phai-email' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorResponse>().error.message).toBe('Email không hợp lệ');
    expect((await put('admin', u.id, body(u, { firstName: '  ' }))).json<ErrorResponse>().error.message).toBe(
      'Tên là bắt buộc',
    );
    expect((await put('admin', u.id, body(u, { password: '123' }))).json<ErrorResponse>().error.message).toBe(
      'Mật khẩu phải có ít nhất 12 ký tự',
    );
    expect((await put('admin', u.id, body(u, { username: 'a'.repeat(51) }))).statusCode).toBe(400);
    const role = await put('admin', u.id, body(u, { roleId: 99 }));
    expect(role.statusCode).toBe(400);
    expect(role.json<ErrorResponse>().error.message).toBe(USER_MESSAGES.roleNotFound);
    expect((await put('admin', 999_999, body(u, { username: 'khong.ai' }))).statusCode).toBe(404);
    for (const id of ['-1', 'abc', '2147483648']) expect((await put('admin', id, body(u))).statusCode, id).toBe(400);
    const notJson = await put('admin', u.id, 'not json');
    expect(notJson.statusCode).toBeGreaterThanOrEqual(400);
    expect(notJson.statusCode).toBeLessThan(500);
  });

  it('needs the users change right', async () => {
    const u = await createUser('quyen.sua');
    expect((await put('anonymous', u.id, body(u))).statusCode).toBe(401);
    expect((await put('viewer', u.id, body(u))).statusCode).toBe(403);
    expect((await put('moderator', u.id, body(u))).statusCode).toBe(403);
  });
});

describe('DELETE /api/users/:id', () => {
  it('deletes a user, whose token stops working at once', async () => {
    const u = await createUser('xoa.di');
    const s = await signIn('xoa.di', 'mat-khau-cu-thu-nhat');
    const res = await t.as('admin', { method: 'DELETE', url: `/api/users/${u.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await me(s.token)).statusCode).toBe(401);
    expect((await refresh(s.refreshToken)).statusCode).toBe(401);
    const list = (await t.as('admin', { method: 'GET', url: '/api/users' })).json<User[]>();
    expect(list.some((x) => x.id === u.id)).toBe(false);
    expect((await t.as('admin', { method: 'DELETE', url: `/api/users/${u.id}` })).statusCode).toBe(404);
  });

  it('refuses to delete yourself', async () => {
    const res = await t.as('admin', { method: 'DELETE', url: '/api/users/1' });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorResponse>().error.message).toBe(USER_MESSAGES.cannotDeleteSelf);
  });

  it('refuses to delete, deactivate or demote the admin to someone with the users rights but not the admin role', async () => {
    // Give moderators the users change and delete rights for this test.
    const rights = (await t.as('admin', { method: 'GET', url: '/api/rights' })).json<
      { id: number; roleId: number; name: string }[]
    >();
    const modUsers = rights.find((r) => r.roleId === 2 && r.name === 'users')!;
    expect(
      (
        await t.as('admin', {
          method: 'PATCH',
          url: `/api/rights/${modUsers.id}`,
          payload: { isRead: true, isChange: true, isDelete: true },
        })
      ).statusCode,
    ).toBe(200);
    try {
      const admin = {
        ...(await t.as('admin', { method: 'GET', url: '/api/users/1' })).json<User>(),
        email: 'admin@example.com',
      };
      const del = await t.as('moderator', { method: 'DELETE', url: '/api/users/1' });
      expect(del.statusCode).toBe(403);
      expect(del.json<ErrorResponse>().error.message).toBe(USER_MESSAGES.adminOnly);
      expect((await put('moderator', 1, body(admin, { isActive: false }))).statusCode).toBe(403);
      expect((await put('moderator', 1, body(admin, { roleId: 4 }))).statusCode).toBe(403);
      expect((await t.as('admin', { method: 'GET', url: '/api/auth/me' })).json()).toMatchObject({
        roleId: 1,
        isActive: true,
      });
    } finally {
      await t.as('admin', {
        method: 'PATCH',
        url: `/api/rights/${modUsers.id}`,
        payload: { isRead: false, isChange: false, isDelete: false },
      });
    }
  });

  it('needs the users delete right; bad ids are a 400', async () => {
    const u = await createUser('quyen.xoa');
    expect((await t.as('anonymous', { method: 'DELETE', url: `/api/users/${u.id}` })).statusCode).toBe(401);
    expect((await t.as('moderator', { method: 'DELETE', url: `/api/users/${u.id}` })).statusCode).toBe(403);
    expect((await t.as('viewer', { method: 'DELETE', url: `/api/users/${u.id}` })).statusCode).toBe(403);
    for (const id of ['0', '-5', 'x', '99999999999'])
      expect((await t.as('admin', { method: 'DELETE', url: `/api/users/${id}` })).statusCode, id).toBe(400);
  });
});
