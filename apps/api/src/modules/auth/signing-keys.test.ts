import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SignJWT, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { TEST_PASSWORD } from '../../test/fixtures.ts';
import { createPostgresDatabase } from '../../test/postgres.ts';
import { FILE_KEY_ID, signingKeysRepository } from './signing-keys.ts';
import { opsCommandArgs } from '../../../../../test-support/server-command.ts';

// Without JWT_SECRET, access tokens are signed with keys kept in the database: the header names the
// key (`kid`), every server verifies every other's tokens, and a rotation keeps old tokens valid.

const me = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
const login = async (app: FastifyInstance, username = 'admin', password = TEST_PASSWORD) => {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ token: string }>().token;
};
const kidOf = (token: string) => decodeProtectedHeader(token).kid;

/** A token shaped exactly like ours (admin, our issuer and audience), signed with any key and id. */
function forged(secret: string, kid: string | undefined) {
  return new SignJWT({ roleId: 1, username: 'admin' })
    .setProtectedHeader(kid === undefined ? { alg: 'HS256', typ: 'JWT' } : { alg: 'HS256', typ: 'JWT', kid })
    .setSubject('1')
    .setIssuer('watch-shop')
    .setAudience('watch-shop-api')
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(new TextEncoder().encode(secret));
}

describe('signing keys in the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ JWT_SECRET: '' });
  });
  afterAll(() => t?.close());

  const keys = () => signingKeysRepository(t.database.db).all();
  const secretOf = async (kid: string) =>
    (await t.database.db.execute<{ secret: string }>(sql`select secret from signing_keys where kid = ${kid}`)).rows[0]!
      .secret;

  it('signs tokens with the current key, named in the header', async () => {
    const token = await login(t.app);
    const [key, ...others] = await keys();
    expect(others).toEqual([]);
    expect(key!.retiresAt).toBeNull();
    expect(kidOf(token)).toBe(key!.kid);
    expect((await me(t.app, token)).statusCode).toBe(200);
  });

  it('refuses a token naming a key it does not have, or signed with another secret under a known id (401)', async () => {
    const [key] = await keys();
    const unknown = await forged(await secretOf(key!.kid), 'no-such-key');
    expect((await me(t.app, unknown)).statusCode).toBe(401);
    const wrongSecret = await forged('x'.repeat(48), key!.kid);
    expect((await me(t.app, wrongSecret)).statusCode).toBe(401);
    // Without an id, only the old key file's key would do, and this database never had one.
    expect((await me(t.app, await forged(await secretOf(key!.kid), undefined))).statusCode).toBe(401);
    // The control: the same token with the right id is accepted.
    expect((await me(t.app, await forged(await secretOf(key!.kid), key!.kid))).statusCode).toBe(200);
  });

  it('after a rotation signs with the new key and still accepts the old key’s tokens until it retires', async () => {
    const before = await login(t.app);
    const { kid, retired } = await signingKeysRepository(t.database.db).rotate(t.config.accessTokenTtlSeconds);
    expect(retired.map((r) => r.kid)).toEqual([kidOf(before)]);
    // The old key verifies at least as long as any token it signed lives.
    expect(retired[0]!.retiresAt.getTime()).toBeGreaterThanOrEqual(Date.now() + t.config.accessTokenTtlSeconds * 1000);

    const after = await login(t.app);
    expect(kidOf(after)).toBe(kid);
    expect(kidOf(after)).not.toBe(kidOf(before));
    expect((await me(t.app, before)).statusCode).toBe(200);
    expect((await me(t.app, after)).statusCode).toBe(200);

    // Once the old key has retired (its tokens would all have expired), its tokens are refused.
    await t.database.db.execute(
      sql`update signing_keys set retires_at = now() - interval '1 second' where kid = ${kidOf(before)!}`,
    );
    await login(t.app);
    expect((await me(t.app, before)).statusCode).toBe(401);
    expect((await me(t.app, after)).statusCode).toBe(200);
  });
});

describe('JWT_SECRET, when set, wins over the database keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('signs with it and creates no key in the database', async () => {
    const token = await login(t.app);
    expect(kidOf(token)).toMatch(/^env-/);
    expect((await me(t.app, token)).statusCode).toBe(200);
    expect(await signingKeysRepository(t.database.db).all()).toEqual([]);
    expect((await me(t.app, await forged(t.config.jwtSecret!, 'data-dir-file'))).statusCode).toBe(401);
  });
});

describe('an embedded shop that kept its key in DATA_DIR/jwt-secret', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-keyfile-'));
  const fileSecret = 'an-old-secret-from-the-key-file-0123456789abcdef';
  const config = loadConfig({
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: TEST_PASSWORD,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    WEB_DIST: join(dataDir, 'no-web'),
  });
  let app: FastifyInstance | undefined;
  afterAll(async () => {
    await app?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps the sessions signed with it after the upgrade, and keeps the key in the database only', async () => {
    writeFileSync(join(dataDir, 'jwt-secret'), `${fileSecret}\n`);
    // A token the previous version issued: no key id, signed with the file's secret.
    const old = await forged(fileSecret, undefined);
    app = await buildApp(config, { logger: false, announce: () => {} });
    expect((await me(app, old)).statusCode).toBe(200);
    expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(false);
    const fresh = await login(app);
    expect(kidOf(fresh)).toBe(FILE_KEY_ID);

    // After a restart both still work: the key lives in the database.
    await app.close();
    app = await buildApp(config, { logger: false, announce: () => {} });
    expect((await me(app, old)).statusCode).toBe(200);
    expect((await me(app, fresh)).statusCode).toBe(200);
    // Two starts of an embedded database on a busy machine.
  }, 180_000);
});

/** `npm run keys:rotate` against a database; resolves with its exit code and output. */
function runRotate(env: Record<string, string>) {
  const child = spawn(process.execPath, opsCommandArgs('keys-rotate'), {
    cwd: join(import.meta.dirname, '../../..'),
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  return new Promise<{ code: number | null; out: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, out })),
  );
}

describe.skipIf(!process.env.DATABASE_URL)('two servers on one PostgreSQL database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-keys-'));
  let pgDb: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    pgDb = await createPostgresDatabase('keys');
    const config = loadConfig({
      DATABASE_URL: pgDb.url,
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: TEST_PASSWORD,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      WEB_DIST: join(dataDir, 'no-web'),
    });
    [a, b] = await Promise.all([buildApp(config, { logger: false }), buildApp(config, { logger: false })]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await pgDb?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('created one key, and each verifies the tokens the other signed', async () => {
    const fromA = await login(a);
    const fromB = await login(b);
    expect(kidOf(fromA)).toBe(kidOf(fromB));
    expect((await me(b, fromA)).statusCode).toBe(200);
    expect((await me(a, fromB)).statusCode).toBe(200);
  });

  it('npm run keys:rotate: new tokens carry the new key on every server, old ones stay valid everywhere', async () => {
    const old = await login(a);
    const rotated = await runRotate({ DATABASE_URL: pgDb.url, DATA_DIR: dataDir, JWT_SECRET: '' });
    expect(rotated.code, rotated.out).toBe(0);
    const newKid = /New signing key (\S+):/.exec(rotated.out)?.[1];
    expect(rotated.out).toContain(`Key ${kidOf(old)} still verifies`);

    const fromB = await login(b);
    expect(kidOf(fromB)).toBe(newKid);
    // Server A has not signed since the rotation: it learns the new key from the token itself.
    expect((await me(a, fromB)).statusCode).toBe(200);
    expect(kidOf(await login(a))).toBe(newKid);
    expect((await me(a, old)).statusCode).toBe(200);
    expect((await me(b, old)).statusCode).toBe(200);
    expect((await me(a, await forged('y'.repeat(48), 'made-up'))).statusCode).toBe(401);
  });

  it('keys:rotate refuses while JWT_SECRET is set, and changes nothing', async () => {
    const token = await login(a);
    const refused = await runRotate({ DATABASE_URL: pgDb.url, DATA_DIR: dataDir, JWT_SECRET: 'z'.repeat(40) });
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(/JWT_SECRET is set/);
    expect(kidOf(await login(b))).toBe(kidOf(token));
  });
});
