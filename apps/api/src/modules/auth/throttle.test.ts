import { AUTH_MESSAGES, type LoginResponse } from '@shop/core/schemas/auth';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FlexibleThrottleStore } from '../../lib/throttle/flexible.ts';
import { memoryLimiters } from '../../lib/throttle/open-throttle.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { TEST_PASSWORD } from '../../test/fixtures.ts';
import type { ErrorResponse } from '@shop/core/schemas/common';

// The throttle counts in memory whatever the suite's database, on Date.now(): tests move it instead of waiting.
const advance = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { throttleStore: new FlexibleThrottleStore(memoryLimiters) });
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

const login = (username: string, password: string, ip: string, app = t) =>
  app.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress: ip });

const fail = async (username: string, ip: string, times: number, app = t) => {
  const codes: number[] = [];
  for (let i = 0; i < times; i++) codes.push((await login(username, `sai-mat-khau-${i}`, ip, app)).statusCode);
  return codes;
};

describe('sign-in throttling per account and address', () => {
  it('lets the owner sign in from their own address while an attacker is throttled', async () => {
    expect(await fail('admin', '10.20.0.1', 8)).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    expect((await login('admin', TEST_PASSWORD, '10.20.0.1')).statusCode).toBe(429);
    const owner = await login('admin', TEST_PASSWORD, '10.20.0.2');
    expect(owner.statusCode).toBe(200);
    expect(owner.json<LoginResponse>().user.username).toBe('admin');
  });

  it('answers 429 with the real seconds left in Retry-After and in the message', async () => {
    await fail('moderator1', '10.21.0.1', 5);
    const res = await login('moderator1', TEST_PASSWORD, '10.21.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.json<ErrorResponse>().error).toMatchObject({
      statusCode: 429,
      code: 'TOO_MANY_REQUESTS',
      message: 'Bạn đã đăng nhập sai quá nhiều lần. Thử lại sau 30 giây.',
    });
  });

  it('makes each attempt after the 5th failure wait 30 s × 2^(n−5), at most 15 minutes, counting down in Retry-After', async () => {
    const ip = '10.24.0.1';
    expect(await fail('moderator1', ip, 5)).toEqual([401, 401, 401, 401, 401]);
    const waits: number[] = [];
    for (let n = 5; n < 11; n++) {
      const refused = await login('moderator1', TEST_PASSWORD, ip);
      expect(refused.statusCode).toBe(429);
      const wait = Number(refused.headers['retry-after']);
      waits.push(wait);
      advance(wait - 10);
      const later = await login('moderator1', TEST_PASSWORD, ip);
      expect(later.headers['retry-after']).toBe('10');
      expect(later.json<ErrorResponse>().error.message).toBe(
        'Bạn đã đăng nhập sai quá nhiều lần. Thử lại sau 10 giây.',
      );
      advance(10);
      expect((await login('moderator1', 'sai-mat-khau', ip)).statusCode).toBe(401);
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 900]);
    // The right password, once its turn comes, signs in and forgets the failures.
    advance(900);
    expect((await login('moderator1', TEST_PASSWORD, ip)).statusCode).toBe(200);
    expect(await fail('moderator1', ip, 6)).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('forgets failures 15 minutes after they started', async () => {
    const ip = '10.25.0.1';
    await fail('viewer1', ip, 4);
    advance(15 * 60);
    expect(await fail('viewer1', ip, 6)).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('gives an unknown user and a wrong password the same answers, throttled the same way', async () => {
    const unknown = await fail('khong-co-ai', '10.22.0.1', 6);
    const known = await fail('viewer1', '10.22.0.2', 6);
    expect(unknown).toEqual(known);
    const a = await login('khong-co-ai', 'sai-mat-khau', '10.22.0.1');
    const b = await login('viewer1', 'sai-mat-khau', '10.22.0.2');
    expect(a.statusCode).toBe(429);
    expect(a.json()).toEqual(b.json());
    expect(a.headers['retry-after']).toBe(b.headers['retry-after']);
  });

  it('counts concurrent attempts: of 50 simultaneous wrong passwords at most 5 are checked, and the right one in the burst is refused', async () => {
    const wrong = Array.from({ length: 49 }, (_, i) => login('guest1', `sai-mat-khau-${i}`, '10.23.0.1'));
    const right = login('guest1', TEST_PASSWORD, '10.23.0.1');
    const answers = await Promise.all([...wrong, right]);
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(5);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(45);
    expect(codes.filter((c) => c !== 401 && c !== 429)).toEqual([]);
    expect((await right).statusCode).toBe(429);
  });
});

describe('one address across accounts', () => {
  it('allows 50 failures in 15 minutes, then refuses even the right password from that address only', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 49; i++) codes.push((await login(`nguoi-la-${i}`, 'sai-mat-khau', '10.30.0.1')).statusCode);
    expect(codes.every((c) => c === 401)).toBe(true);
    // A success from the address does not count against it.
    expect((await login('viewer1', TEST_PASSWORD, '10.30.0.1')).statusCode).toBe(200);
    expect((await login('nguoi-la-49', 'sai-mat-khau', '10.30.0.1')).statusCode).toBe(401);
    advance(60);
    const blocked = await login('viewer1', TEST_PASSWORD, '10.30.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe(String(14 * 60));
    expect((await login('viewer1', TEST_PASSWORD, '10.30.0.2')).statusCode).toBe(200);
    advance(14 * 60);
    expect((await login('viewer1', TEST_PASSWORD, '10.30.0.1')).statusCode).toBe(200);
  });
});

describe('username folding', () => {
  it('gives "ADMIN" the budget of "admin", and "admİn" is not the admin', async () => {
    await fail('admin', '10.40.0.1', 5);
    expect((await login('ADMIN', 'sai-mat-khau', '10.40.0.1')).statusCode).toBe(429);
    // JavaScript lower-cases İ to "i̇" while PostgreSQL's lower() makes it "i": today that spelling
    // reached the admin account with a budget of its own.
    const dotted = await login('admİn', TEST_PASSWORD, '10.40.0.1');
    expect(dotted.statusCode).toBe(401);
    expect(dotted.json<ErrorResponse>().error.message).toBe(AUTH_MESSAGES.invalidCredentials);
    expect((await login('admİn', TEST_PASSWORD, '10.40.0.2')).statusCode).toBe(401);
    expect((await login('ADMIN', TEST_PASSWORD, '10.40.0.2')).statusCode).toBe(200);
  });
});

describe('TRUST_PROXY', () => {
  it('believes X-Forwarded-For only from the listed proxies (addresses and CIDRs)', async () => {
    const p = await createTestApp({ TRUST_PROXY: '127.0.0.1, 10.50.0.0/16' });
    try {
      const via = (proxy: string, forwarded: string, password = 'sai-mat-khau') =>
        p.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: 'moderator1', password },
          remoteAddress: proxy,
          headers: { 'x-forwarded-for': forwarded },
        });
      for (let i = 0; i < 5; i++) expect((await via(`10.50.${i}.1`, '203.0.113.7')).statusCode).toBe(401);
      expect((await via('127.0.0.1', '203.0.113.7')).statusCode).toBe(429);
      expect((await via('10.50.9.9', '203.0.113.8')).statusCode).toBe(401);
      // Not a listed proxy: its own address is the client, whatever the header says.
      expect((await via('198.51.100.1', '203.0.113.7', TEST_PASSWORD)).statusCode).toBe(200);
    } finally {
      await p.close();
    }
  });

  it('with a hop count takes the address that many proxies back, not the first one a client wrote', async () => {
    const p = await createTestApp({ TRUST_PROXY: '2' });
    try {
      const via = (spoofed: string) =>
        p.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: 'moderator1', password: 'sai-mat-khau' },
          remoteAddress: '10.60.0.1',
          headers: { 'x-forwarded-for': `${spoofed}, 203.0.113.9, 10.60.0.2` },
        });
      const codes: number[] = [];
      for (let i = 0; i < 6; i++) codes.push((await via(`192.0.2.${i}`)).statusCode);
      expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
    } finally {
      await p.close();
    }
  });
});
