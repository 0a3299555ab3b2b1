import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './test/app.ts';
import { rawLogin } from './test/auth.ts';
import { ConfigError, loadConfig } from './config.ts';
import access from './plugins/access.ts';
import errors from './plugins/errors.ts';
import './types.ts';
import type { ErrorResponse } from '@shop/core/schemas/common';

const t = useTestApp();

describe('health and errors', () => {
  it('reports the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: t.database.kind });
  });

  it('answers unknown /api paths with the JSON error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { statusCode: 404, code: 'NOT_FOUND', message: expect.any(String) } });
  });

  it('answers malformed JSON with a 400, never a stack trace', async () => {
    const res = await rawLogin(t.app, '{"username": "admin", ');
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorResponse>().error.statusCode).toBe(400);
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('answers over-long paths and NUL characters with a 4xx in the error shape', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/products?search=%00' })).statusCode).toBe(200);
    for (const url of [
      `/api/products/${'9'.repeat(1200)}`,
      `/api/settings/${'k'.repeat(1200)}`,
      '/api/settings/%00',
      '/api/brands/%00',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.json<ErrorResponse>().error.statusCode, url).toBe(res.statusCode);
    }
  });

  it('answers validation errors with the failing fields in details', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'ab', password: '1' },
    });
    expect(res.statusCode).toBe(400);
    const { error } = res.json<{ error: { code: string; details: { field: string }[] } }>();
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.details.map((d) => d.field)).toEqual(expect.arrayContaining(['username', 'password']));
  });

  it('sends security headers with a CSP that allows no inline script', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const document = res.json<{ paths: Record<string, unknown>; info: { version: string } }>();
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/auth/login', '/api/health']));
    // The API reports the shop's version: the root package.json's (semver), the one CHANGELOG.md follows.
    const root = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
      version?: string;
    };
    expect(root.version).toMatch(/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/);
    expect(document.info.version).toBe(root.version);
  });
});

describe('start-up guards', () => {
  it('refuses a route that declares no access rule', async () => {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorate('database', t.database);
    await app.register(errors);
    await app.register(access, { userContext: () => Promise.resolve(undefined) });
    await expect(
      app
        .register(async (scope) => {
          scope.get('/api/forgotten', () => 'oops');
        })
        .ready(),
    ).rejects.toThrow(/declares no access rule/);
  });

  it('stops on a bad configuration value, naming it', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ SEED_DEMO: 'maybe', DATA_DIR: '/tmp/x' })).toThrow(/SEED_DEMO/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x', DATA_DIR: '/tmp/x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ JWT_SECRET: 'short', DATA_DIR: '/tmp/x' })).toThrow(/JWT_SECRET/);
  });

  it('has defaults for the embedded mode', () => {
    const c = loadConfig({ DATA_DIR: '/tmp/shop-config-test', JWT_SECRET: 'x'.repeat(40) });
    expect(c).toMatchObject({
      port: 3001,
      databaseUrl: undefined,
      seedDemo: true,
      uploadDir: '/tmp/shop-config-test/uploads',
      dbDir: '/tmp/shop-config-test/db',
    });
  });
});
