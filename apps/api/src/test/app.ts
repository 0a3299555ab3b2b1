import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { buildApp, type BuildOptions } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { orders, productVariants, products } from '../db/schema/index.ts';
import type { Order, OrderLookup } from '@shop/core/schemas/order';
import { TEST_JWT_SECRET, TEST_PASSWORD, TEST_USERS, type TestRole } from './fixtures.ts';
import { databaseUrlFor } from './global-setup.ts';
import { diskStorage } from '../lib/storage/disk.ts';
import { storageFor } from '../lib/storage/open-storage.ts';
import { contentTypeOf } from '../lib/storage/storage.ts';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
  /** The PostgreSQL URL of this app's database (a second server can open it); undefined on PGlite. */
  databaseUrl?: string;
  /** A bearer token of the seeded user of that role (signed in through the API). */
  token(role: TestRole): Promise<string>;
  /** `app.inject` with a role's bearer token (or none for 'anonymous'). */
  as(role: TestRole | 'anonymous', options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

let counter = 0;

/**
 * The template's dump as PGlite reads it (it asks `arrayBuffer()` once and copies each file out of
 * it), read from disk once per test process and shared by the files it runs. A Node.js Blob of the
 * dump would copy its megabytes twice per file (making it, then reading it back): that was half
 * of a file's database start.
 */
let dump: { path: string; bytes: ArrayBuffer } | undefined;
function templateDump(path: string): Blob {
  if (dump?.path !== path) {
    const file = readFileSync(path);
    dump = { path, bytes: file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) };
  }
  const { bytes } = dump;
  return { type: 'application/x-tar', size: bytes.byteLength, arrayBuffer: () => Promise.resolve(bytes) } as Blob;
}

/** With S3 settings, the template's demo images go into the bucket, where that app looks for them. */
async function copyUploadsToBucket(dir: string, config: Config): Promise<void> {
  const bucket = await storageFor(config);
  try {
    const keys: string[] = [];
    for await (const { key } of diskStorage(dir).list()) keys.push(key);
    await Promise.all(keys.map((key) => bucket.put(key, readFileSync(join(dir, key)), contentTypeOf(key))));
  } finally {
    await bucket.close();
  }
}

/**
 * A fresh copy of the seeded template database and uploads, and the app built on it. `build` passes
 * engines of the test's own (a throttle store in memory). With `S3_BUCKET` and the AWS_*
 * variables in `env` (see `startS3` in `s3.ts`), the images are in that bucket instead of a folder.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  build: Pick<BuildOptions, 'throttleStore' | 'messages'> = {},
): Promise<TestApp> {
  const template = inject('template');
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-app-'));
  cpSync(template.uploadsDir, join(dataDir, 'uploads'), { recursive: true });

  let database: Database;
  let dropDb: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  if (template.kind === 'postgres') {
    const name = `shop_t_${template.runId}_${process.pid}_${++counter}`;
    const admin = new pg.Client({ connectionString: template.serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template.templateDb}"`);
    databaseUrl = databaseUrlFor(template.serverUrl!, name);
    database = await openDatabase({ kind: 'postgres', url: databaseUrl });
    dropDb = async () => {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    };
  } else {
    database = await openDatabase({ kind: 'pglite', loadDataDir: templateDump(template.dumpPath!) });
  }

  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    ADMIN_PASSWORD: TEST_PASSWORD,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    WEB_DIST: join(dataDir, 'no-web'),
    ...env,
  });
  if (config.s3) await copyUploadsToBucket(template.uploadsDir, config);
  // The messages worker runs on wake-ups (an order placed) and, in tests, not on a timer as well: a
  // round every 5 s would land at random in what a test counts (tests that want one call runDue).
  const messages = { pollMs: 3_600_000, ...build.messages };
  const app = await buildApp(config, { ...build, messages, database, skipSetup: true, logger: false });
  // Started now, not inside a test's first request: the start-up work (the audit sweep, the messages
  // worker's first round, which runs beside requests on PostgreSQL's pool) would land in what a test
  // counts or compares.
  await app.ready();
  await app.messages.runDue();
  const tokens = new Map<TestRole, string>();

  const token = async (role: TestRole) => {
    const cached = tokens.get(role);
    if (cached) return cached;
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: TEST_USERS[role].username, password: TEST_PASSWORD },
    });
    if (res.statusCode !== 200) throw new Error(`login as ${role} failed: ${res.body}`);
    const t = res.json<{ token: string }>().token;
    tokens.set(role, t);
    return t;
  };

  return {
    app,
    config,
    database,
    databaseUrl,
    token,
    async as(role, options) {
      const headers = { ...(options.headers ?? {}) };
      if (role !== 'anonymous') headers.authorization = `Bearer ${await token(role)}`;
      return app.inject({ ...options, headers });
    },
    async close() {
      await app.close();
      await dropDb?.();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A second server on the first one's PostgreSQL database, with the same configuration. */
export async function secondServer(t: TestApp): Promise<FastifyInstance> {
  const database = await openDatabase({ kind: 'postgres', url: t.databaseUrl! });
  return buildApp(t.config, { database, skipSetup: true, logger: false });
}

/**
 * The app of a test file: built before its first test and closed after its last (hooks of the file
 * where it is called). Its fields are read inside the tests, once the app exists.
 */
export function useTestApp(...args: Parameters<typeof createTestApp>): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(...args);
  });
  afterAll(() => current?.close());
  const built = () => {
    if (!current) throw new Error('the test app is built in beforeAll: use it inside a test or a hook');
    return current;
  };
  return {
    get app() {
      return built().app;
    },
    get config() {
      return built().config;
    },
    get database() {
      return built().database;
    },
    get databaseUrl() {
      return built().databaseUrl;
    },
    token: (role) => built().token(role),
    as: (role, options) => built().as(role, options),
    close: () => built().close(),
  };
}

/** A variant that can be ordered (in stock, with a price), read from the demo catalogue: an order's item. */
export async function orderableVariant(
  t: Pick<TestApp, 'database'>,
): Promise<{ productId: number; variantId: number }> {
  const [v] = await t.database.db
    .select({ productId: products.id, variantId: productVariants.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(products.inStock, true), isNotNull(productVariants.price)))
    .orderBy(asc(productVariants.id))
    .limit(1);
  return v!;
}

/** GET `url` as anyone: asserts 200 and answers the JSON body. */
export async function getJson<T>(t: TestApp, url: string): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

/**
 * The staff's view (`GET /api/orders/:id`, with its id and history) of the order a `POST /api/orders`
 * answer placed: that answer is the shopper's view, which carries no id. Found by its code.
 */
export async function placedOrder(t: Pick<TestApp, 'database' | 'as'>, res: LightMyRequestResponse): Promise<Order> {
  expect(res.statusCode, res.body).toBe(201);
  const { code } = res.json<OrderLookup>();
  const [row] = await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.code, code));
  expect(row, `order ${code} stored`).toBeDefined();
  return (await t.as('admin', { method: 'GET', url: `/api/orders/${row!.id}` })).json<Order>();
}

/**
 * Staff (`moderator` unless said) edit an order (`PUT /api/orders/:id`): `changes` sent with the order's
 * own customer and phone.
 */
export function editOrder(
  t: Pick<TestApp, 'as'>,
  order: Pick<Order, 'id' | 'customer' | 'phone'>,
  changes: object,
  role: TestRole = 'moderator',
): Promise<LightMyRequestResponse> {
  return t.as(role, {
    method: 'PUT',
    url: `/api/orders/${order.id}`,
    payload: { customer: order.customer, phone: order.phone, ...changes },
  });
}

/**
 * Places an order for a variant whose stock has just risen from 0: a server that saw it sold out
 * learns of the rise from the database's `stock_rose` notice, which PostgreSQL delivers on a listening
 * connection a moment after the commit (PGlite at once). Tries again while the answer is the sold-out
 * refusal, for up to a second, and answers the last reply.
 */
export async function orderOnceOnSale(send: () => Promise<LightMyRequestResponse>): Promise<LightMyRequestResponse> {
  let res = await send();
  for (let i = 0; i < 50 && res.statusCode === 409; i++) {
    await new Promise((r) => setTimeout(r, 20));
    res = await send();
  }
  return res;
}

let shopperAddress = 0;
/**
 * `POST /api/orders` as a shopper who ticked the agreement box (`acceptTerms`), each call from an
 * address of its own (the order limits count per address) unless `remoteAddress` is given.
 */
export function placeAsShopper(
  t: Pick<TestApp, 'as'>,
  payload: object,
  options: { remoteAddress?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const n = ++shopperAddress;
  return t.as('anonymous', {
    method: 'POST',
    url: '/api/orders',
    payload: { acceptTerms: true, ...payload },
    headers: options.headers,
    remoteAddress: options.remoteAddress ?? `10.250.${Math.floor(n / 250)}.${(n % 250) + 1}`,
  });
}
