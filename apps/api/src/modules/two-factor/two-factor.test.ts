import { REFRESH_COOKIE } from '@shop/core/constants';
import { TWO_FACTOR_MESSAGES } from '@shop/core/schemas/two-factor';
import { and, eq, isNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { auditLog, recoveryCodes, users } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/app.ts';
import { clearSetting } from '../../test/catalogue.ts';
import { TEST_PASSWORD } from '../../test/fixtures.ts';

const t = useTestApp();
let address = 0;
const PASSWORD = 'dong ho co cua ong';

/** A staff user of `roleId` of its own (each test changes its own user's second step). */
async function newUser(username: string, roleId = 3) {
  const res = await t.as('admin', {
    method: 'POST',
    url: '/api/auth/register',
    payload: { username, email: `${username}@shop.vn`, firstName: 'An', lastName: 'Lê', roleId, password: PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}

const login = (username: string, password = PASSWORD, ip = `10.77.0.${++address}`) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress: ip });
const secondStep = (challenge: string, code: string, ip = `10.77.1.${++address}`) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login/two-factor',
    payload: { challenge, code },
    remoteAddress: ip,
  });

async function session(username: string, password = PASSWORD) {
  const res = await login(username, password);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ token: string; user: { twoFactorEnabled?: boolean; twoFactorSetupRequired?: boolean } }>();
  return { ...body, headers: { authorization: `Bearer ${body.token}` } };
}

const step = () => Math.floor(Date.now() / 30_000);
const codeAt = (secret: string, at: number) => generate({ secret, epoch: at * 30 });
const errorOf = (res: LightMyRequestResponse) => res.json<{ error: { message: string; code: string } }>().error;

/** Turns two-step sign-in on for the user of `headers`: the secret, the step of the code used, the recovery codes. */
async function turnOn(headers: Record<string, string>) {
  const setup = await t.app.inject({ method: 'POST', url: '/api/auth/two-factor/setup', headers });
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret, otpauthUrl } = setup.json<{ secret: string; otpauthUrl: string }>();
  const used = step();
  const enable = await t.app.inject({
    method: 'POST',
    url: '/api/auth/two-factor/enable',
    headers,
    payload: { code: await codeAt(secret, used) },
  });
  expect(enable.statusCode, enable.body).toBe(200);
  return { secret, otpauthUrl, used, recoveryCodes: enable.json<{ recoveryCodes: string[] }>().recoveryCodes };
}

async function challengeOf(username: string, password = PASSWORD) {
  const res = await login(username, password);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ twoFactorRequired?: boolean; challenge: string; token?: string }>();
  expect(body.twoFactorRequired).toBe(true);
  return body.challenge;
}

describe('turning two-step sign-in on', () => {
  it('gives a secret to scan, is on only once a code confirms it, and then answers ten recovery codes stored hashed', async () => {
    const id = await newUser('bat.hai.buoc');
    const { headers } = await session('bat.hai.buoc');
    const status = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/auth/two-factor', headers })).json<{
        enabled: boolean;
        recoveryCodesLeft: number;
      }>();
    expect(await status()).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });

    const setup = await t.app.inject({ method: 'POST', url: '/api/auth/two-factor/setup', headers });
    const { secret, otpauthUrl } = setup.json<{ secret: string; otpauthUrl: string }>();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*bat\.hai\.buoc\?.*secret=/);
    // Not on yet: the password alone still signs in.
    expect((await login('bat.hai.buoc')).json()).toHaveProperty('token');

    // A wrong code turns nothing on.
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/enable',
      headers,
      payload: { code: (Number(await codeAt(secret, step())) + 1).toString().padStart(6, '0').slice(-6) },
    });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).message).toBe(TWO_FACTOR_MESSAGES.codeWrong);
    expect((await status()).enabled).toBe(false);

    const enable = await t.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/enable',
      headers,
      payload: { code: await codeAt(secret, step()) },
    });
    expect(enable.statusCode, enable.body).toBe(200);
    const codes = enable.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(await status()).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });

    const stored = await t.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, id));
    expect(stored).toHaveLength(10);
    for (const row of stored) {
      expect(row.codeHash).toMatch(/^\$argon2id\$/);
      expect(codes.some((c) => row.codeHash.includes(c))).toBe(false);
    }
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'two-factor-on'), eq(auditLog.resourceId, String(id))));
    expect(entry).toBeDefined();

    // On already: a second setup is refused and leaves the secret alone.
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/two-factor/setup', headers });
    expect(again.statusCode).toBe(409);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(row!.twoFactorSecret).toBe(secret);
  });

  it('refuses to turn on without a setup first', async () => {
    await newUser('chua.quet.ma');
    const { headers } = await session('chua.quet.ma');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/enable',
      headers,
      payload: { code: '123456' },
    });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(TWO_FACTOR_MESSAGES.notStarted);
  });
});

describe('signing in with a second step', () => {
  it('answers a challenge, not a session, to the password; the code then opens the session', async () => {
    await newUser('hai.buoc.dang.nhap');
    const { headers } = await session('hai.buoc.dang.nhap');
    const { secret, used } = await turnOn(headers);

    const res = await login('hai.buoc.dang.nhap');
    expect(res.statusCode).toBe(200);
    const body = res.json<Record<string, unknown>>();
    expect(body).toEqual({ twoFactorRequired: true, challenge: expect.any(String), expiresIn: 300 });
    // No session yet: no refresh cookie, and the challenge is no access token.
    expect(res.cookies.find((c) => c.name === REFRESH_COOKIE)).toBeUndefined();
    const asToken = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${String(body.challenge)}` },
    });
    expect(asToken.statusCode).toBe(401);

    const next = await secondStep(String(body.challenge), await codeAt(secret, used + 1));
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json()).toMatchObject({ token: expect.any(String), user: { twoFactorEnabled: true } });
    expect(next.cookies.find((c) => c.name === REFRESH_COOKIE)).toBeDefined();
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${next.json<{ token: string }>().token}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it('takes a code once: the same code, or one of an earlier step, is refused afterwards', async () => {
    await newUser('ma.mot.lan');
    const { headers } = await session('ma.mot.lan');
    const { secret, used } = await turnOn(headers);

    // The code that turned it on cannot sign in.
    const replayed = await secondStep(await challengeOf('ma.mot.lan'), await codeAt(secret, used));
    expect(replayed.statusCode).toBe(401);
    expect(errorOf(replayed).message).toBe(TWO_FACTOR_MESSAGES.codeWrong);

    const code = await codeAt(secret, used + 1);
    expect((await secondStep(await challengeOf('ma.mot.lan'), code)).statusCode).toBe(200);
    // Sent again within its window, by another sign-in: refused.
    expect((await secondStep(await challengeOf('ma.mot.lan'), code)).statusCode).toBe(401);
    expect((await secondStep(await challengeOf('ma.mot.lan'), await codeAt(secret, used))).statusCode).toBe(401);
  });

  it('takes each recovery code once, in place of the app’s code', async () => {
    await newUser('ma.khoi.phuc');
    const { headers } = await session('ma.khoi.phuc');
    const { recoveryCodes: codes } = await turnOn(headers);

    // Typed in capitals, with spaces and without the dash: still the code.
    const typed = codes[3]!.toUpperCase().replace('-', ' ');
    const first = await secondStep(await challengeOf('ma.khoi.phuc'), typed);
    expect(first.statusCode, first.body).toBe(200);
    const again = await secondStep(await challengeOf('ma.khoi.phuc'), codes[3]!);
    expect(again.statusCode).toBe(401);
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/auth/two-factor',
      headers: { authorization: `Bearer ${first.json<{ token: string }>().token}` },
    });
    expect(status.json()).toMatchObject({ recoveryCodesLeft: 9 });
  });

  it('refuses a forged, expired or outdated challenge', async () => {
    await newUser('thach.thuc');
    const { headers } = await session('thach.thuc');
    const { secret, used } = await turnOn(headers);

    expect((await secondStep('not-a-challenge', await codeAt(secret, used + 1))).statusCode).toBe(401);
    // An access token is no challenge.
    const asChallenge = await secondStep(headers.authorization.slice(7), await codeAt(secret, used + 1));
    expect(asChallenge.statusCode).toBe(401);
    expect(errorOf(asChallenge).message).toBe(TWO_FACTOR_MESSAGES.challengeExpired);

    // A challenge made before the user's sessions were ended (here: every session ended) is dead.
    const old = await challengeOf('thach.thuc');
    await new Promise((done) => setTimeout(done, 5));
    await t.database.db.update(users).set({ tokensValidAfter: new Date() }).where(eq(users.username, 'thach.thuc'));
    expect((await secondStep(old, await codeAt(secret, used + 1))).statusCode).toBe(401);
  });

  it('throttles wrong codes like wrong passwords, whatever address they come from, and records them', async () => {
    const id = await newUser('doan.ma');
    const { headers } = await session('doan.ma');
    const { secret, used } = await turnOn(headers);
    const challenge = await challengeOf('doan.ma');

    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await secondStep(challenge, '000000', `10.78.${i}.1`)).statusCode);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toContain(429);
    // Even the right code waits now, and signing in with the password again does not give the budget back.
    const right = await secondStep(await challengeOf('doan.ma'), await codeAt(secret, used + 1), '10.79.0.1');
    expect(right.statusCode).toBe(429);
    expect(right.headers['retry-after']).toBeDefined();

    const failures = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'two-factor-failed'), eq(auditLog.resourceId, String(id))));
    expect(failures.length).toBeGreaterThanOrEqual(5);
  });
});

describe('turning it off', () => {
  it('needs the current password or a code; a wrong one changes nothing', async () => {
    await newUser('tat.hai.buoc');
    const { headers } = await session('tat.hai.buoc');
    const { secret, used } = await turnOn(headers);
    const off = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/auth/two-factor/disable', headers, payload });

    const none = await off({});
    expect(none.statusCode).toBe(400);
    expect(errorOf(none).message).toBe(TWO_FACTOR_MESSAGES.confirmRequired);
    const wrong = await off({ currentPassword: 'khong phai mat khau' });
    expect(wrong.statusCode).toBe(403);
    expect((await login('tat.hai.buoc')).json()).toHaveProperty('challenge');

    const byCode = await off({ code: await codeAt(secret, used + 1) });
    expect(byCode.statusCode, byCode.body).toBe(200);
    expect((await login('tat.hai.buoc')).json()).toHaveProperty('token');
    const rows = await t.database.db.select().from(users).where(eq(users.username, 'tat.hai.buoc'));
    expect(rows[0]).toMatchObject({ twoFactorSecret: null, twoFactorEnabledAt: null });

    // On again, then off with the password.
    await turnOn(headers);
    expect((await off({ currentPassword: PASSWORD })).statusCode).toBe(200);
    expect((await off({ currentPassword: PASSWORD })).statusCode).toBe(409);
  });
});

describe('security.requireTwoFactor', () => {
  it('is off by default; on, it tells an admin without a second step to set one up, and an admin cannot turn theirs off', async () => {
    await newUser('quan.tri.hai', 1);
    const first = await session('quan.tri.hai');
    expect(first.user.twoFactorSetupRequired).toBe(false);

    // Only an admin may change the setting.
    const byModerator = await t.as('moderator', {
      method: 'POST',
      url: '/api/settings',
      payload: { key: 'security.requireTwoFactor', value: 'true' },
    });
    expect(byModerator.statusCode).toBe(403);
    const byAdmin = await t.as('admin', {
      method: 'POST',
      url: '/api/settings',
      payload: { key: 'security.requireTwoFactor', value: 'true' },
    });
    expect(byAdmin.statusCode, byAdmin.body).toBeLessThan(300);
    try {
      const admin = await session('quan.tri.hai');
      expect(admin.user.twoFactorSetupRequired).toBe(true);
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: admin.headers });
      expect(me.json()).toMatchObject({ twoFactorSetupRequired: true });
      const status = await t.app.inject({ method: 'GET', url: '/api/auth/two-factor', headers: admin.headers });
      expect(status.json()).toMatchObject({ enabled: false, required: true });
      // Not asked of other roles.
      await newUser('nhan.vien.hai', 3);
      expect((await session('nhan.vien.hai')).user.twoFactorSetupRequired).toBe(false);

      await turnOn(admin.headers);
      const off = await t.app.inject({
        method: 'POST',
        url: '/api/auth/two-factor/disable',
        headers: admin.headers,
        payload: { currentPassword: PASSWORD },
      });
      expect(off.statusCode).toBe(409);
      expect(errorOf(off).message).toBe(TWO_FACTOR_MESSAGES.required);
    } finally {
      await clearSetting(t, 'security.requireTwoFactor');
    }
  });
});

describe("resetting another user's second step", () => {
  it('is for admins only, is audited, and lets the user sign in with the password again', async () => {
    const id = await newUser('mat.dien.thoai', 2);
    const { headers } = await session('mat.dien.thoai');
    await turnOn(headers);

    const byModerator = await t.as('moderator', { method: 'DELETE', url: `/api/users/${id}/two-factor` });
    expect(byModerator.statusCode).toBe(403);
    expect((await login('mat.dien.thoai')).json()).toHaveProperty('challenge');

    const reset = await t.as('admin', { method: 'DELETE', url: `/api/users/${id}/two-factor` });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await login('mat.dien.thoai')).json()).toHaveProperty('token');
    const left = await t.database.db
      .select()
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, id), isNull(recoveryCodes.usedAt)));
    expect(left).toHaveLength(0);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'two-factor-reset'), eq(auditLog.resourceId, String(id))));
    expect(entry).toMatchObject({ username: 'admin' });

    // Nothing to reset now; an unknown user is 404; one's own is turned off from the account menu.
    expect((await t.as('admin', { method: 'DELETE', url: `/api/users/${id}/two-factor` })).statusCode).toBe(409);
    expect((await t.as('admin', { method: 'DELETE', url: '/api/users/999999/two-factor' })).statusCode).toBe(404);
    const adminId = (await session('admin', TEST_PASSWORD)).user as unknown as { id: number };
    expect((await t.as('admin', { method: 'DELETE', url: `/api/users/${adminId.id}/two-factor` })).statusCode).toBe(
      400,
    );
  });
});
