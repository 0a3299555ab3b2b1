import { AUTH_MESSAGES, REFRESH_COOKIE, REFRESH_COOKIE_PATH } from '@shop/core/constants';
import type { LightMyRequestResponse } from 'fastify';
import { SignJWT, decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, useTestApp } from '../../test/app.ts';
import { rawLogin } from '../../test/auth.ts';
import { TEST_JWT_SECRET, TEST_PASSWORD } from '../../test/fixtures.ts';
import type { ErrorResponse } from '@shop/core/schemas/common';
import type { LoginResponse } from '@shop/core/schemas/auth';
import type { User } from '@shop/core/schemas/user';

/**
 * Sessions: the refresh token travels only in an HttpOnly cookie, access tokens end at once when a
 * session ends (logout, password, role or active flag changed), and only our own tokens are taken.
 */
const t = useTestApp();

let ip = 0;
const nextIp = () => `10.88.${Math.floor(++ip / 250)}.${ip % 250}`;

interface Session {
  token: string;
  /** The refresh cookie's value. */
  cookie: string;
  userId: number;
}

function refreshCookieOf(res: LightMyRequestResponse) {
  return res.cookies.find((c) => c.name === REFRESH_COOKIE);
}

function setCookieHeaders(res: LightMyRequestResponse): string[] {
  const raw = res.headers['set-cookie'];
  return raw === undefined ? [] : [raw].flat().map(String);
}

async function signIn(app: TestApp, username: string, password = TEST_PASSWORD): Promise<Session> {
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    remoteAddress: nextIp(),
  });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = refreshCookieOf(res);
  expect(cookie?.value).toEqual(expect.any(String));
  return { token: res.json<LoginResponse>().token, cookie: cookie!.value, userId: res.json<LoginResponse>().user.id };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const me = (token: string, app = t) => app.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
const refresh = (cookie: string | undefined, headers: Record<string, string> = {}, app = t) =>
  app.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    headers,
    cookies: cookie === undefined ? {} : { [REFRESH_COOKIE]: cookie },
  });
const logout = (options: { token?: string; cookie?: string; headers?: Record<string, string> }, app = t) =>
  app.app.inject({
    method: 'POST',
    url: '/api/auth/logout',
    headers: { ...(options.token ? bearer(options.token) : {}), ...options.headers },
    cookies: options.cookie === undefined ? {} : { [REFRESH_COOKIE]: options.cookie },
  });

let userCounter = 0;
async function newUser(roleId = 2, password = 'mat-khau-phien-1') {
  const username = `phien${++userCounter}`;
  const res = await t.as('admin', {
    method: 'POST',
    url: '/api/auth/register',
    payload: { username, email: `${username}@example.com`, password, firstName: 'Minh', lastName: 'Lê', roleId },
  });
  expect(res.statusCode).toBe(201);
  const body = {
    username,
    email: `${username}@example.com`,
    firstName: 'Minh',
    lastName: 'Lê',
    roleId,
    isActive: true,
  };
  return { id: res.json<{ id: number }>().id, username, password, body };
}

const editUser = (id: number, payload: object) => t.as('admin', { method: 'PUT', url: `/api/users/${id}`, payload });

describe('the refresh cookie', () => {
  it('is set at sign-in as HttpOnly, SameSite=Strict, Path=/api/auth, not Secure over http; no JSON body carries it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'viewer1', password: TEST_PASSWORD },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(200);
    const cookie = refreshCookieOf(res);
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: REFRESH_COOKIE_PATH,
      maxAge: 30 * 86_400,
    });
    expect(cookie?.secure).toBeFalsy();
    const [header] = setCookieHeaders(res).filter((h) => h.startsWith(`${REFRESH_COOKIE}=`));
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; SameSite=Strict/);
    expect(header).not.toMatch(/Secure/);
    expect(Object.keys(res.json()).sort()).toEqual(['token', 'user']);
    expect(res.body).not.toContain(cookie!.value);
  });

  it('renews the session from the cookie alone, rotating it; the answer carries no refresh token', async () => {
    const s = await signIn(t, 'moderator1');
    const res = await refresh(s.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const next = refreshCookieOf(res);
    expect(next).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: REFRESH_COOKIE_PATH });
    expect(next!.value).not.toBe(s.cookie);
    const body = res.json<LoginResponse>();
    expect(body.token).toEqual(expect.any(String));
    expect(body.user).toMatchObject({ username: 'moderator1' });
    expect(body).not.toHaveProperty('refreshToken');
    expect(res.body).not.toContain(next!.value);
    expect((await me(body.token)).json<User>().username).toBe('moderator1');
  });

  it('is the only way to refresh: none, or a refresh token in the body, is a 401', async () => {
    const s = await signIn(t, 'viewer1');
    const none = await refresh(undefined);
    expect(none.statusCode).toBe(401);
    expect(none.json<ErrorResponse>().error.message).toBe(AUTH_MESSAGES.invalidToken);
    const inBody = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: s.cookie },
    });
    expect(inBody.statusCode).toBe(401);
    // The session itself is untouched by the refused attempts.
    expect((await refresh(s.cookie)).statusCode).toBe(200);
  });

  it('works once: replaying a used cookie is refused and ends the whole session', async () => {
    const s = await signIn(t, 'guest1');
    const first = await refresh(s.cookie);
    expect(first.statusCode).toBe(200);
    const rotated = refreshCookieOf(first)!.value;
    const replay = await refresh(s.cookie);
    expect(replay.statusCode).toBe(401);
    // A refused refresh clears the cookie in the browser.
    expect(refreshCookieOf(replay)).toMatchObject({ value: '', path: REFRESH_COOKIE_PATH });
    expect((await refresh(rotated)).statusCode).toBe(401);
  });

  it('rotated in turn (as two tabs do one after the other) keeps the session alive', async () => {
    const s = await signIn(t, 'viewer1');
    let cookie = s.cookie;
    for (let i = 0; i < 3; i++) {
      const res = await refresh(cookie);
      expect(res.statusCode).toBe(200);
      cookie = refreshCookieOf(res)!.value;
      expect((await me(res.json<LoginResponse>().token)).statusCode).toBe(200);
    }
  });
});

describe('the refresh cookie over https', () => {
  let https: TestApp;
  beforeAll(async () => {
    https = await createTestApp({ PUBLIC_URL: 'https://shop.example' });
  });
  afterAll(() => https.close());

  it('is Secure when PUBLIC_URL is https', async () => {
    const res = await https.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'admin', password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(refreshCookieOf(res)).toMatchObject({
      secure: true,
      httpOnly: true,
      sameSite: 'Strict',
      path: REFRESH_COOKIE_PATH,
    });
  });

  it('refresh and logout take only PUBLIC_URL as Origin', async () => {
    const s = await signIn(https, 'viewer1');
    const lan = { host: '192.168.1.20:3001', origin: 'http://192.168.1.20:3001' };
    for (const res of [
      await refresh(s.cookie, lan, https),
      await logout({ token: s.token, cookie: s.cookie, headers: lan }, https),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json<ErrorResponse>().error.message).toBe(AUTH_MESSAGES.crossSite);
    }
    const ok = await refresh(s.cookie, { host: '127.0.0.1:3001', origin: 'https://shop.example' }, https);
    expect(ok.statusCode).toBe(200);
    const out = await logout(
      {
        token: ok.json<LoginResponse>().token,
        cookie: refreshCookieOf(ok)!.value,
        headers: { origin: 'https://shop.example' },
      },
      https,
    );
    expect(out.statusCode).toBe(200);
  });
});

describe('cross-site requests to refresh and logout', () => {
  it('are refused with 403 and change nothing', async () => {
    const s = await signIn(t, 'moderator1');
    for (const origin of ['https://evil.example', 'http://localhost:5174', 'null']) {
      const r = await refresh(s.cookie, { origin });
      expect(r.statusCode, origin).toBe(403);
      expect(r.json<ErrorResponse>().error).toMatchObject({ statusCode: 403, message: AUTH_MESSAGES.crossSite });
      const l = await logout({ token: s.token, cookie: s.cookie, headers: { origin } });
      expect(l.statusCode, origin).toBe(403);
    }
    // Neither the refused logout nor the refused refresh touched the session.
    expect((await me(s.token)).statusCode).toBe(200);
    expect((await refresh(s.cookie)).statusCode).toBe(200);
  });

  it('accept a missing Origin and, with PUBLIC_URL unset, the request’s own host (npm run dev, the LAN)', async () => {
    const s = await signIn(t, 'viewer1');
    const lan = await refresh(s.cookie, { host: '192.168.1.20:3001', origin: 'http://192.168.1.20:3001' });
    expect(lan.statusCode).toBe(200);
    const dev = await refresh(refreshCookieOf(lan)!.value, { host: 'localhost:5173', origin: 'http://localhost:5173' });
    expect(dev.statusCode).toBe(200);
    const out = await logout({
      token: dev.json<LoginResponse>().token,
      cookie: refreshCookieOf(dev)!.value,
      headers: { host: 'localhost:5173', origin: 'http://localhost:5173' },
    });
    expect(out.statusCode).toBe(200);
  });
});

describe('logout', () => {
  it('works with no body and no Content-Type, ends the session’s refresh cookie and the user’s access tokens at once', async () => {
    const s = await signIn(t, 'guest1');
    const other = await signIn(t, 'guest1'); // the same user on another device
    expect((await me(s.token)).statusCode).toBe(200);
    const res = await logout({ token: s.token, cookie: s.cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(refreshCookieOf(res)).toMatchObject({ value: '', path: REFRESH_COOKIE_PATH });
    const cleared = setCookieHeaders(res).find((h) => h.startsWith(`${REFRESH_COOKIE}=`));
    expect(cleared).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);

    const after = await me(s.token);
    expect(after.statusCode).toBe(401);
    expect(after.json<ErrorResponse>().error.message).toBe(AUTH_MESSAGES.invalidToken);
    expect((await me(other.token)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/verify', payload: { token: s.token } })).json(),
    ).toEqual({ valid: false });
    expect((await refresh(s.cookie)).statusCode).toBe(401);
    // The other device's session goes on: its cookie gets it a new access token.
    const renewed = await refresh(other.cookie);
    expect(renewed.statusCode).toBe(200);
    expect((await me(renewed.json<LoginResponse>().token)).statusCode).toBe(200);
  });

  it('answers 200 to an empty JSON object and to an empty body sent as JSON', async () => {
    const s = await signIn(t, 'guest1');
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(s.token), payload: {} });
    expect(res.statusCode).toBe(200);
    expect((await me(s.token)).statusCode).toBe(401);
    const s2 = await signIn(t, 'guest1');
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...bearer(s2.token), 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode, empty.body).toBe(200);
    expect((await refresh(s2.cookie)).statusCode).toBe(401);
    // Elsewhere an empty JSON body is still a 400.
    const login = await rawLogin(t.app, '');
    expect(login.statusCode).toBe(400);
  });

  it('ends the session from the cookie alone when the access token has already expired', async () => {
    const s = await signIn(t, 'moderator1');
    const res = await logout({ cookie: s.cookie });
    expect(res.statusCode).toBe(200);
    expect((await refresh(s.cookie)).statusCode).toBe(401);
    expect((await me(s.token)).statusCode).toBe(401);
  });

  it('without a cookie ends every session of the token’s user', async () => {
    const a = await signIn(t, 'viewer1');
    const b = await signIn(t, 'viewer1');
    const res = await logout({ token: a.token });
    expect(res.statusCode).toBe(200);
    expect((await refresh(a.cookie)).statusCode).toBe(401);
    expect((await refresh(b.cookie)).statusCode).toBe(401);
  });

  it('with neither token nor cookie is a harmless 200', async () => {
    const s = await signIn(t, 'viewer1');
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(res.statusCode).toBe(200);
    expect((await me(s.token)).statusCode).toBe(200);
  });

  it('refuses tokens issued before it even within the same second, and takes the next sign-in at once', async () => {
    for (let i = 0; i < 5; i++) {
      const before = await signIn(t, 'guest1');
      expect((await logout({ token: before.token, cookie: before.cookie })).statusCode).toBe(200);
      const after = await signIn(t, 'guest1');
      expect((await me(before.token)).statusCode, `round ${i}`).toBe(401);
      expect((await me(after.token)).statusCode, `round ${i}`).toBe(200);
      const renewed = await refresh(after.cookie);
      expect((await me(renewed.json<LoginResponse>().token)).statusCode, `round ${i}`).toBe(200);
    }
  });
});

describe('changes to a user end their sessions at once', () => {
  it('a password reset by an admin', async () => {
    const u = await newUser();
    const s = await signIn(t, u.username, u.password);
    const res = await editUser(u.id, { ...u.body, password: 'mat-khau-moi-789' });
    expect(res.statusCode).toBe(200);
    expect((await me(s.token)).statusCode).toBe(401);
    expect((await refresh(s.cookie)).statusCode).toBe(401);
    const again = await signIn(t, u.username, 'mat-khau-moi-789');
    expect((await me(again.token)).statusCode).toBe(200);
  });

  it('a role change', async () => {
    const u = await newUser(2);
    const s = await signIn(t, u.username, u.password);
    const res = await editUser(u.id, { ...u.body, roleId: 3 });
    expect(res.statusCode).toBe(200);
    expect((await me(s.token)).statusCode).toBe(401);
    expect((await refresh(s.cookie)).statusCode).toBe(401);
    const again = await signIn(t, u.username, u.password);
    expect(decodeJwt(again.token).roleId).toBe(3);
  });

  it('a deactivation: the next request and every refresh are refused', async () => {
    const u = await newUser();
    const s = await signIn(t, u.username, u.password);
    const res = await editUser(u.id, { ...u.body, isActive: false });
    expect(res.statusCode).toBe(200);
    expect((await me(s.token)).statusCode).toBe(401);
    expect((await refresh(s.cookie)).statusCode).toBe(401);
    // Switched on again, the old session stays over: a new sign-in is needed.
    expect((await editUser(u.id, u.body)).statusCode).toBe(200);
    expect((await me(s.token)).statusCode).toBe(401);
    expect((await refresh(s.cookie)).statusCode).toBe(401);
  });

  it('but not an edit of the name or email', async () => {
    const u = await newUser();
    const s = await signIn(t, u.username, u.password);
    const res = await editUser(u.id, { ...u.body, firstName: 'Mai', email: `${u.username}.new@example.com` });
    expect(res.statusCode).toBe(200);
    expect((await me(s.token)).statusCode).toBe(200);
    expect((await refresh(s.cookie)).statusCode).toBe(200);
  });
});

describe('access tokens', () => {
  const key = new TextEncoder().encode(TEST_JWT_SECRET);
  const now = () => Math.floor(Date.now() / 1000);
  const claims = { roleId: 1, username: 'admin' };
  const expectRefused = async (token: string, label: string) => {
    const res = await me(token);
    expect(res.statusCode, label).toBe(401);
    expect(res.json<ErrorResponse>().error.code, label).toBe('UNAUTHORIZED');
  };

  it('carry exp, iat, iss and aud with the application’s fixed names, signed HS256', async () => {
    const s = await signIn(t, 'admin');
    expect(decodeProtectedHeader(s.token).alg).toBe('HS256');
    const payload = decodeJwt(s.token);
    expect(payload).toMatchObject({ iss: 'watch-shop', aud: 'watch-shop-api', sub: String(s.userId) });
    expect(payload.exp! - payload.iat!).toBeCloseTo(15 * 60, -1);
    expect(payload.iat! * 1000).toBeLessThanOrEqual(Date.now());
  });

  it('are refused without exp, with alg none, with another algorithm, issuer or audience', async () => {
    const good = (alg = 'HS256') =>
      new SignJWT(claims)
        .setProtectedHeader({ alg })
        .setSubject('1')
        .setIssuedAt()
        .setIssuer('watch-shop')
        .setAudience('watch-shop-api');
    // The control: a token built like ours is accepted, so each refusal below is for its one difference.
    expect((await me(await good().setExpirationTime('5m').sign(key))).statusCode).toBe(200);

    await expectRefused(await good().sign(key), 'no exp');
    await expectRefused(await good('HS512').setExpirationTime('5m').sign(key), 'HS512 with our secret');
    await expectRefused(await good('HS384').setExpirationTime('5m').sign(key), 'HS384 with our secret');
    await expectRefused(await good().setIssuer('someone-else').setExpirationTime('5m').sign(key), 'another issuer');
    await expectRefused(await good().setAudience('another-api').setExpirationTime('5m').sign(key), 'another audience');
    const noIssuer = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuedAt()
      .setAudience('watch-shop-api')
      .setExpirationTime('5m')
      .sign(key);
    await expectRefused(noIssuer, 'no issuer');
    const noAudience = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuedAt()
      .setIssuer('watch-shop')
      .setExpirationTime('5m')
      .sign(key);
    await expectRefused(noAudience, 'no audience');

    const body = Buffer.from(
      JSON.stringify({ ...claims, sub: '1', iss: 'watch-shop', aud: 'watch-shop-api', iat: now(), exp: now() + 300 }),
    ).toString('base64url');
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    await expectRefused(`${none}.${body}.`, 'alg none');
  });
});
