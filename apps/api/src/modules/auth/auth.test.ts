import { REFRESH_COOKIE } from '@shop/core/constants';
import { AUTH_MESSAGES, type LoginResponse } from '@shop/core/schemas/auth';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { TEST_PASSWORD, type TestRole } from '../../test/fixtures.ts';
import type { ErrorResponse } from '@shop/core/schemas/common';
import type { User } from '@shop/core/schemas/user';

const t = useTestApp();

const login = (username: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress: ip });
const refreshCookie = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies.find((c) => c.name === REFRESH_COOKIE)?.value;
const refresh = (cookie: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { [REFRESH_COOKIE]: cookie } });
/** A staff account as the users page creates it. */
const newStaff = {
  username: 'newstaff',
  email: 'new@example.com',
  password: 'bi-mat-cua-toi-123',
  firstName: 'Lan',
  lastName: 'Nguyễn',
  roleId: 2,
};
const register = (role: TestRole | 'anonymous', payload: object) =>
  t.as(role, { method: 'POST', url: '/api/auth/register', payload });

describe('POST /api/auth/login', () => {
  it('answers a token and the user without the password hash, and sets the refresh cookie', async () => {
    const res = await login('admin', TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json<LoginResponse>();
    expect(body.token).toEqual(expect.any(String));
    expect(refreshCookie(res)).toEqual(expect.any(String));
    expect(body).not.toHaveProperty('refreshToken');
    expect(body.user).toMatchObject({
      username: 'admin',
      roleId: 1,
      firstName: 'Quản',
      lastName: 'Trị',
      isActive: true,
    });
    expect(body.user.lastLoginAt).toEqual(expect.any(String));
    expect(JSON.stringify(body)).not.toMatch(/argon2|passwordHash/);
  });

  it('updates lastLoginAt', async () => {
    const before = Date.now();
    await login('viewer1', TEST_PASSWORD, '10.0.0.9');
    const users = await t.as('admin', { method: 'GET', url: '/api/auth/me' });
    expect(users.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: {
        authorization: `Bearer ${(await login('viewer1', TEST_PASSWORD, '10.0.0.9')).json<LoginResponse>().token}`,
      },
    });
    expect(new Date(me.json<User>().lastLoginAt!).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('gives the same answer for an unknown user and a wrong password', async () => {
    const unknown = await login('nobody-here', 'whatever-password', '10.0.1.1');
    const wrong = await login('moderator1', 'wrong-password', '10.0.1.2');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json<ErrorResponse>().error.message).toBe(AUTH_MESSAGES.invalidCredentials);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('refuses the sign-in validation cases with their messages', async () => {
    const short = await login('ab', TEST_PASSWORD);
    expect(short.statusCode).toBe(400);
    expect(short.json<ErrorResponse>().error.message).toBe('Username phải có ít nhất 3 ký tự');
    const noPassword = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'admin' } });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json<ErrorResponse>().error.message).toBe('Mật khẩu là bắt buộc');
  });

  // Throttling of failed sign-ins: throttle.test.ts.

  it('accepts long passwords without truncating them', async () => {
    const long = 'p'.repeat(100);
    const created = await register('admin', { ...newStaff, username: 'longpass', password: long });
    expect(created.statusCode).toBe(201);
    expect((await login('longpass', long, '10.3.0.1')).statusCode).toBe(200);
    expect((await login('longpass', 'p'.repeat(99), '10.3.0.2')).statusCode).toBe(401);
  });
});

describe('inactive users', () => {
  it('cannot sign in', async () => {
    const created = await register('admin', { ...newStaff, username: 'sleepy', isActive: false });
    expect(created.statusCode).toBe(201);
    expect(created.json<User>().isActive).toBe(false);
    const res = await login('sleepy', 'bi-mat-cua-toi-123', '10.4.0.1');
    expect(res.statusCode).toBe(401);
    expect(res.json<ErrorResponse>().error.message).toBe(AUTH_MESSAGES.invalidCredentials);
  });
});

describe('verify, refresh, logout, me', () => {
  it('verifies a valid token and refuses a tampered or foreign one', async () => {
    const { token } = (await login('admin', TEST_PASSWORD, '10.5.0.1')).json<LoginResponse>();
    const ok = await t.app.inject({ method: 'POST', url: '/api/auth/verify', payload: { token } });
    expect(ok.json()).toEqual({ valid: true });
    const tampered = token.slice(0, -3) + (token.endsWith('AAA') ? 'BBB' : 'AAA');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/verify', payload: { token: tampered } })).json(),
    ).toEqual({ valid: false });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${tampered}` } }))
        .statusCode,
    ).toBe(401);
  });

  it('rotates refresh tokens: the old one stops working and its reuse ends the family', async () => {
    const first = await login('moderator1', TEST_PASSWORD, '10.6.0.1');
    const r1 = await refresh(refreshCookie(first)!);
    expect(r1.statusCode).toBe(200);
    expect(r1.json<LoginResponse>().token).toEqual(expect.any(String));
    expect(refreshCookie(r1)).not.toBe(refreshCookie(first));
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${r1.json<LoginResponse>().token}` },
    });
    expect(me.json<User>().username).toBe('moderator1');

    const replay = await refresh(refreshCookie(first)!);
    expect(replay.statusCode).toBe(401);
    // The replay revoked the whole family, so the newer token is dead too.
    expect((await refresh(refreshCookie(r1)!)).statusCode).toBe(401);
  });

  it('logout revokes the refresh token', async () => {
    const s = await login('viewer1', TEST_PASSWORD, '10.7.0.1');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${s.json<LoginResponse>().token}` },
      cookies: { [REFRESH_COOKIE]: refreshCookie(s)! },
    });
    expect(out.statusCode).toBe(200);
    expect((await refresh(refreshCookie(s)!)).statusCode).toBe(401);
  });

  it('me needs a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json<ErrorResponse>().error).toMatchObject({
      statusCode: 401,
      code: 'UNAUTHORIZED',
      message: AUTH_MESSAGES.unauthenticated,
    });
  });
});

describe('POST /api/auth/register', () => {
  it('needs the users change right', async () => {
    expect((await register('anonymous', newStaff)).statusCode).toBe(401);
    expect((await register('viewer', newStaff)).statusCode).toBe(403);
    expect((await register('moderator', newStaff)).statusCode).toBe(403);
  });

  it('creates a user who can sign in; a duplicate username is a 409', async () => {
    const res = await register('admin', newStaff);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ username: 'newstaff', roleId: 2, isActive: true });
    expect((await login('newstaff', 'bi-mat-cua-toi-123', '10.8.0.1')).statusCode).toBe(200);
    expect((await register('admin', { ...newStaff, username: 'NewStaff' })).statusCode).toBe(409);
  });

  it('validates email and role', async () => {
    const bad = await register('admin', { ...newStaff, username: 'x1x', email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorResponse>().error.message).toBe('Email không hợp lệ');
    expect((await register('admin', { ...newStaff, username: 'x2x', roleId: 99 })).statusCode).toBe(400);
  });
});
