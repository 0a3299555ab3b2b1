import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { makeTemplate, usableTemplate } from './template.ts';
import { describeEmbedded } from '../test/embedded.ts';

const root = mkdtempSync(join(tmpdir(), 'shop-template-'));
const templateDir = join(root, 'template');

beforeAll(async () => {
  await makeTemplate(templateDir);
}, 180_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

/**
 * A first start on a fresh data dir from the template (with demo data unless `demo` is false);
 * `announced` collects the one-time messages.
 */
async function firstStart(name: string, demo = true) {
  const announced: string[] = [];
  const config = loadConfig({
    DATA_DIR: join(root, name),
    LOG_LEVEL: 'silent',
    WEB_DIST: join(root, 'no-web'),
    SEED_DEMO: String(demo),
  });
  const app = await buildApp(config, { logger: false, templateDir, announce: (m) => announced.push(m) });
  const password = /password "([^"]+)"/.exec(announced.join('\n'))?.[1];
  return { app, password };
}

async function signIn(app: FastifyInstance, password: string | undefined) {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'admin', password } });
  expect(res.statusCode, res.body).toBe(200);
  return { authorization: `Bearer ${res.json<{ token: string }>().token}` };
}

describeEmbedded('first start from the build’s template database', () => {
  it('opens a shop with the demo catalogue and its pictures, demo orders, and an admin and signing key of its own', async () => {
    const { app, password } = await firstStart('shop-a');
    try {
      const list = await app.inject({ url: '/api/products?limit=100' });
      expect(list.statusCode).toBe(200);
      const { products, total } = list.json<{ products: { images: string[] }[]; total: number }>();
      expect(total).toBe(36);
      const picture = await app.inject({ url: products[0]!.images[0]! });
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toBe('image/webp');

      // The admin is made at this start (the password announced once) and signs in with a token
      // signed by this shop's own key.
      expect(password).toBeTruthy();
      const orders = await app.inject({ url: '/api/orders?limit=5', headers: await signIn(app, password) });
      expect(orders.statusCode).toBe(200);
      expect(orders.json<{ total: number }>().total).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  });

  it('gives every shop its own copy: what one shop changes and its admin password stay out of the next', async () => {
    const a = await firstStart('shop-b');
    let renamed: number;
    try {
      const auth = await signIn(a.app, a.password);
      const product = (await a.app.inject({ url: '/api/products?limit=1' })).json<{ products: { id: number }[] }>()
        .products[0]!;
      renamed = product.id;
      const detail = (await a.app.inject({ url: `/api/products/${product.id}` })).json<Record<string, unknown>>();
      const put = await a.app.inject({
        method: 'PUT',
        url: `/api/products/${product.id}`,
        headers: auth,
        payload: {
          name: 'Đồng hồ đã đổi tên',
          description: detail.description,
          brandId: detail.brandId,
          subBrandId: detail.subBrandId,
          categoryId: detail.categoryId,
          sizeId: detail.sizeId,
          gender: detail.gender,
          images: detail.images,
          inStock: detail.inStock,
          featured: detail.featured,
        },
      });
      expect(put.statusCode, put.body).toBe(200);
    } finally {
      await a.app.close();
    }

    const b = await firstStart('shop-c');
    try {
      expect(b.password).toBeTruthy();
      expect(b.password).not.toBe(a.password);
      const res = await b.app.inject({ url: `/api/products/${renamed}` });
      expect(res.json<{ name: string }>().name).not.toBe('Đồng hồ đã đổi tên');
      const refused = await b.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'admin', password: a.password },
      });
      expect(refused.statusCode).toBe(401);
    } finally {
      await b.app.close();
    }
  });

  it('opens a shop without demo data from its empty database: roles and settings, no catalogue, an admin of its own', async () => {
    const { app, password } = await firstStart('shop-empty', false);
    try {
      expect(password).toBeTruthy();
      const auth = await signIn(app, password);
      const list = await app.inject({ url: '/api/products?limit=5' });
      expect(list.json<{ total: number }>().total).toBe(0);
      const orders = await app.inject({ url: '/api/orders?limit=5', headers: auth });
      expect(orders.json<{ total: number }>().total).toBe(0);
      const roles = await app.inject({ url: '/api/roles', headers: auth });
      expect(roles.statusCode).toBe(200);
      expect(roles.json<unknown[]>().length).toBeGreaterThan(1);
      const settings = await app.inject({ url: '/api/settings' });
      expect(settings.json<Record<string, string>>()['store.name']).toBeTruthy();
    } finally {
      await app.close();
    }
    // It was the template's copy, not a new database: the template's own initdb dropped template0 and template1.
    const database = await openDatabase({ kind: 'pglite', dataDir: join(root, 'shop-empty', 'db') });
    try {
      const dbs = await database.db.execute<{ datname: string }>(sql`select datname from pg_database order by 1`);
      expect(dbs.rows.map((r) => r.datname)).toEqual(['postgres']);
    } finally {
      await database.close();
    }
  });

  it('holds no user and no signing key itself, and a catalogue only in its demo database', async () => {
    for (const [name, products] of [
      ['db', 36],
      ['empty', 0],
    ] as const) {
      const copy = join(root, `inspect-${name}`);
      cpSync(join(templateDir, name), copy, { recursive: true });
      const database = await openDatabase({ kind: 'pglite', dataDir: copy });
      try {
        const count = async (table: string) =>
          (await database.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`))).rows[0]!.n;
        expect(await count('users'), name).toBe(0);
        expect(await count('signing_keys'), name).toBe(0);
        expect(await count('orders'), name).toBe(0);
        expect(await count('products'), name).toBe(products);
        expect(await count('roles'), name).toBeGreaterThan(1);
      } finally {
        await database.close();
      }
    }
  });

  it('is not used when it was made with other migrations than this version’s (another build)', () => {
    expect(usableTemplate(templateDir)).not.toBeNull();
    expect(usableTemplate(templateDir, false)).not.toBeNull();
    const other = join(root, 'other');
    mkdirSync(join(other, 'db'), { recursive: true });
    writeFileSync(join(other, 'db', 'PG_VERSION'), readFileSync(join(templateDir, 'db', 'PG_VERSION')));
    const info = JSON.parse(readFileSync(join(templateDir, 'template.json'), 'utf8')) as { migrations: number[] };
    writeFileSync(
      join(other, 'template.json'),
      JSON.stringify({ ...info, migrations: [...info.migrations, Date.now()] }),
    );
    expect(usableTemplate(other)).toBeNull();
  });
});
