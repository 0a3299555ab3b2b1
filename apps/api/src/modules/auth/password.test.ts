import { REFRESH_COOKIE } from '@shop/core/constants';
import { PASSWORD_MESSAGES } from '@shop/core/schemas/password';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { useTestApp } from '../../test/app.ts';
import { TEST_PASSWORD } from '../../test/fixtures.ts';

const t = useTestApp();
let n = 0;

const staff = (username: string, password: string) => ({
  username,
  email: `${username}@shop.vn`,
  firstName: 'Minh',
  lastName: 'Trần',
  roleId: 3,
  password,
});
const register = (username: string, password: string) =>
  t.as('admin', { method: 'POST', url: '/api/auth/register', payload: staff(username, password) });

async function signIn(username: string, password: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    remoteAddress: `10.66.0.${++n}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = res.cookies.find((c) => c.name === REFRESH_COOKIE)!.value;
  const body = res.json<{ token: string; user: { id: number; mustChangePassword: boolean } }>();
  return { ...body, cookie, headers: { authorization: `Bearer ${body.token}` } };
}
const errorOf = (res: LightMyRequestResponse) =>
  res.json<{ error: { message: string; details?: { field: string }[] } }>().error;

describe('password rules', () => {
  it('refuses a new password under 12 characters, among the most common ones, or containing the username', async () => {
    const short = await register('ngan.ha', 'ngan-ha-12');
    expect(short.statusCode).toBe(400);
    expect(errorOf(short).message).toBe(PASSWORD_MESSAGES.tooShort);
    const common = await register('ngan.ha', '1qaz2wsx3edc');
    expect(common.statusCode).toBe(400);
    expect(errorOf(common)).toMatchObject({ message: PASSWORD_MESSAGES.common, details: [{ field: 'password' }] });
    const named = await register('ngan.ha', 'toi-la-NGAN.HA-2026');
    expect(named.statusCode).toBe(400);
    expect(errorOf(named).message).toBe(PASSWORD_MESSAGES.containsUsername);
    // No composition rules: twelve lower-case letters and spaces will do.
    expect((await register('ngan.ha', 'dong ho vang')).statusCode).toBe(201);

    // The same rules when an admin sets someone's password.
    const id = (await signIn('ngan.ha', 'dong ho vang')).user.id;
    const reset = await t.as('admin', {
      method: 'PUT',
      url: `/api/users/${id}`,
      payload: { ...staff('ngan.ha', ''), isActive: true, password: 'ngan.ha.moi.2026' },
    });
    expect(reset.statusCode).toBe(400);
    expect(errorOf(reset).message).toBe(PASSWORD_MESSAGES.containsUsername);
  });

  it('asks a user whose password no longer fits to change it, until they do', async () => {
    expect((await register('cu.mat.khau', TEST_PASSWORD)).statusCode).toBe(201);
    // A password set before the rules: too short now.
    await t.database.db
      .update(users)
      .set({ passwordHash: await hashPassword('bimat123') })
      .where(eq(users.username, 'cu.mat.khau'));
    const weak = await signIn('cu.mat.khau', 'bimat123');
    expect(weak.user.mustChangePassword).toBe(true);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: weak.headers });
    expect(me.json()).toMatchObject({ mustChangePassword: true });

    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      headers: weak.headers,
      payload: { currentPassword: 'bimat123', newPassword: 'mot ngay dep troi' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ user: { mustChangePassword: false } });
    expect((await signIn('cu.mat.khau', 'mot ngay dep troi')).user.mustChangePassword).toBe(false);
  });
});

describe('PUT /api/auth/password', () => {
  it('changes the own password with the current one; every other session ends, this one goes on', async () => {
    expect((await register('doi.mat.khau', TEST_PASSWORD)).statusCode).toBe(201);
    const here = await signIn('doi.mat.khau', TEST_PASSWORD);
    const elsewhere = await signIn('doi.mat.khau', TEST_PASSWORD);
    const change = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/auth/password',
        headers: here.headers,
        cookies: { [REFRESH_COOKIE]: here.cookie },
        payload,
      });

    expect((await t.app.inject({ method: 'PUT', url: '/api/auth/password', payload: {} })).statusCode).toBe(401);
    const wrong = await change({ currentPassword: 'khong-phai-mat-khau', newPassword: 'mat khau moi that dai' });
    expect(wrong.statusCode).toBe(403);
    expect(errorOf(wrong)).toMatchObject({
      message: PASSWORD_MESSAGES.currentWrong,
      details: [{ field: 'currentPassword' }],
    });
    const weak = await change({ currentPassword: TEST_PASSWORD, newPassword: 'ngan' });
    expect(weak.statusCode).toBe(400);
    const same = await change({ currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD });
    expect(errorOf(same).message).toBe(PASSWORD_MESSAGES.sameAsCurrent);
    // Nothing changed so far: the old password still signs in.
    await signIn('doi.mat.khau', TEST_PASSWORD);

    const ok = await change({ currentPassword: TEST_PASSWORD, newPassword: 'mat khau moi that dai' });
    expect(ok.statusCode, ok.body).toBe(200);
    const { token } = ok.json<{ token: string }>();
    // This session: the new token works and its refresh cookie still renews.
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
    const renewed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { [REFRESH_COOKIE]: here.cookie },
    });
    expect(renewed.statusCode).toBe(200);
    // Every other session ended: its access token and its refresh cookie are refused.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: elsewhere.headers })).statusCode).toBe(
      401,
    );
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { [REFRESH_COOKIE]: elsewhere.cookie },
    });
    expect(other.statusCode).toBe(401);
    // The old password no longer signs in; the new one does.
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'doi.mat.khau', password: TEST_PASSWORD },
      remoteAddress: '10.66.1.1',
    });
    expect(old.statusCode).toBe(401);
    await signIn('doi.mat.khau', 'mat khau moi that dai');
  });
});
