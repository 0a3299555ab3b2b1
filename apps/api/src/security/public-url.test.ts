import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, startupWarnings } from '../config.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { indexHtml, webBuild } from '../test/web-build.ts';

/**
 * The shop's address is configuration, never the request's: a Host (or X-Forwarded-Host) header
 * written by anyone must not reach a link, a header, the sitemap or robots.txt, where a cache or a
 * crawler would keep it.
 */
const webDist = webBuild({ index: indexHtml() });

const EVIL = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

/** Every page, header and crawler file a visitor can ask for, asked with a forged host. */
async function everything(t: TestApp): Promise<Map<string, LightMyRequestResponse>> {
  const list = await t.app.inject({ method: 'GET', url: '/api/products?limit=3' });
  const products = list.json<{ products: { id: number; slug: string }[] }>().products;
  const p = products[0]!;
  const urls = [
    '/',
    '/products',
    `/product/${p.slug}`,
    `/product/${p.id}-ten-cu`,
    '/product/999999-khong-co',
    '/cart',
    '/admin',
    '/login',
    '/sitemap.xml',
    '/robots.txt',
    '/api/settings',
    `/api/products/${p.id}`,
    '/api/no-such-route',
    '/products/',
  ];
  const answers = new Map<string, LightMyRequestResponse>();
  for (const url of urls) answers.set(url, await t.app.inject({ method: 'GET', url, headers: EVIL }));
  answers.set(
    'POST /api/auth/login',
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: EVIL,
      payload: { username: 'admin', password: 'wrong-password' },
    }),
  );
  return answers;
}

function expectNoHost(answers: Map<string, LightMyRequestResponse>, host: string) {
  for (const [url, res] of answers) {
    expect(res.statusCode, url).toBeLessThan(500);
    expect(res.body, `${url} body`).not.toContain(host);
    for (const [name, value] of Object.entries(res.headers))
      expect(String(value), `${url} ${name}`).not.toContain(host);
  }
}

describe('with PUBLIC_URL unset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST: webDist, PORT: '3001', TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  it('a forged Host reaches no page, header, sitemap or robots.txt; links use http://localhost:<PORT>', async () => {
    const answers = await everything(t);
    expectNoHost(answers, 'evil.example');
    const product = answers.get([...answers.keys()][2]!)!;
    expect(product.body).toMatch(/<link rel="canonical" href="http:\/\/localhost:3001\/product\//);
    expect(product.body).toMatch(/<meta property="og:url" content="http:\/\/localhost:3001\/product\//);
    expect(answers.get('/sitemap.xml')!.body).toContain('<loc>http://localhost:3001/</loc>');
    expect(answers.get('/robots.txt')!.body).toContain('Sitemap: http://localhost:3001/sitemap.xml');
  });
});

describe('with PUBLIC_URL set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST: webDist, PUBLIC_URL: 'https://donghosangtrong.vn/', TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  it('every absolute link is PUBLIC_URL’s, whatever Host says', async () => {
    const answers = await everything(t);
    expectNoHost(answers, 'evil.example');
    const product = answers.get([...answers.keys()][2]!)!;
    expect(product.body).toMatch(/<link rel="canonical" href="https:\/\/donghosangtrong\.vn\/product\//);
    expect(product.body).toMatch(/"url":"https:\/\/donghosangtrong\.vn\/product\//);
    expect(answers.get('/sitemap.xml')!.body).toContain('<loc>https://donghosangtrong.vn/products</loc>');
    expect(answers.get('/robots.txt')!.body).toContain('Sitemap: https://donghosangtrong.vn/sitemap.xml');
  });
});

describe('PUBLIC_URL configuration', () => {
  const base = { DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-cfg-')), JWT_SECRET: 'x'.repeat(40) };
  afterAll(() => rmSync(base.DATA_DIR, { recursive: true, force: true }));

  it('is the shop’s origin; unset it is http://localhost:<PORT>, with a warning in production', () => {
    expect(loadConfig({ ...base, PUBLIC_URL: 'https://shop.example/' })).toMatchObject({
      publicUrl: 'https://shop.example',
      publicUrlConfigured: true,
    });
    const unset = loadConfig({ ...base, PORT: '8080' });
    expect(unset).toMatchObject({ publicUrl: 'http://localhost:8080', publicUrlConfigured: false });
    expect(startupWarnings(unset)).toEqual([]);
    const production = loadConfig({ ...base, PORT: '8080', NODE_ENV: 'production' });
    expect(startupWarnings(production)).toEqual([
      'PUBLIC_URL is not set: links in pages, the sitemap and robots.txt point at http://localhost:8080. Set PUBLIC_URL to the shop’s public address (https://…).',
    ]);
    expect(
      startupWarnings(loadConfig({ ...base, NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example' })),
    ).toEqual([]);
  });

  it('refuses an address that is not an http(s) origin', () => {
    for (const bad of [
      'shop.example',
      'ftp://shop.example',
      'https://shop.example/cua-hang',
      'https://u:p@shop.example',
    ])
      expect(() => loadConfig({ ...base, PUBLIC_URL: bad }), bad).toThrow(/PUBLIC_URL/);
  });
});
