/**
 * The cluster test (`npm run test:cluster`, run by `.ci/run`): three shop servers started at the same
 * moment behind nginx (`deploy/nginx.conf`), on the machine's PostgreSQL (a fresh database
 * `shop_cluster_test`), Redis (a key prefix of its own) and s3rver, then, through nginx:
 *
 * 1. the admin signs in and uploads an image, which every server then serves (asked directly);
 * 2. a product edited on one server is seen at once by the others (asked directly);
 * 3. failed sign-ins spread over the three servers are throttled at the configured limit;
 * 4. 300 orders placed by concurrent clients, each with an Idempotency-Key and retried on 502, 503,
 *    504 and connection errors, while one server is killed (SIGKILL) and started again, and another
 *    is sent SIGTERM and started again. Afterwards every acknowledged order exists exactly once,
 *    the orders equal the distinct keys, and every 5xx was 502/503/504 while a server was down;
 * 5. the messages of those orders (to the shopper and to the shop, through a real SMTP server in this
 *    process) are all sent, each exactly once, whichever server's worker took it.
 *
 * Then the whole of it runs a second time on the same, now non-empty, database and bucket (new
 * processes, new ports). It checks correctness, not speed: every wait is generous.
 *
 *   npm run test:cluster                     # both runs
 *   npm run test:cluster -- --runs=1 --keep  # one run, keeps the database and the folder
 *
 * Variables: CLUSTER_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres, the server
 * whose database `shop_cluster_test` is dropped and created), CLUSTER_REDIS_URL
 * (redis://127.0.0.1:6379). Everything else listens on free loopback ports.
 */
import sharp from 'sharp';
import { startTestSmtp } from '../test/smtp.ts';
import {
  ADMIN,
  NGINX,
  clusterDir,
  killAll,
  startCluster,
  type Cluster,
  type ShopServer,
} from '../../../../test-support/cluster.ts';
import { ordersUnderFailure } from './orders-under-failure.ts';
import { check, failures, json, lines, note, one, option, secs } from './report.ts';

const RUNS = Number(option('runs', '2'));
const KEEP = option('keep', 'false') === 'true';
const SERVER_URL = process.env.CLUSTER_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.CLUSTER_REDIS_URL || 'redis://127.0.0.1:6379';
const DB_NAME = option('database', 'shop_cluster_test');
const LOGIN_ATTEMPTS = 5;

// ── steps ─────────────────────────────────────────────────────────────────────────────────────
async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  check(res.status === 200, 'the admin signs in through nginx', `HTTP ${res.status}`);
  return (await json<{ token: string }>(res)).token;
}

async function uploadImage(c: Cluster, token: string, run: number): Promise<string> {
  // A small picture of its own each run (a different colour), so its bytes are new to the bucket.
  const png = await sharp({
    create: { width: 240, height: 240, channels: 3, background: { r: 40 * run, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), `cum-may-${run}.png`);
  const res = await fetch(`${c.nginx.url}/api/images/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const ok = check(res.status === 201, 'an image is uploaded through nginx', `HTTP ${res.status}`);
  if (!ok) throw new Error(await res.text());
  const { path } = await json<{ path: string }>(res);
  const bodies: string[] = [];
  for (const s of c.servers) {
    const got = await fetch(`${s.url}${path}`);
    const bytes = Buffer.from(await got.arrayBuffer());
    bodies.push(
      got.status === 200
        ? `${got.headers.get('content-type')} ${bytes.length} ${got.headers.get('etag')}`
        : `HTTP ${got.status}`,
    );
  }
  check(
    bodies.every((b) => !b.startsWith('HTTP') && b === bodies[0]),
    'every server serves the uploaded image, the same bytes',
    bodies.join(' | '),
  );
  return path;
}

interface Product {
  id: number;
  name: string;
  description: string;
  brandId: number;
  subBrandId: number | null;
  categoryId: number | null;
  sizeId: number | null;
  gender: string;
  images: string[];
  inStock: boolean;
  featured: boolean;
}

async function editProduct(c: Cluster, token: string, image: string, run: number) {
  const [a, ...others] = c.servers as [ShopServer, ...ShopServer[]];
  const list = await json<{ products: Product[] }>(await fetch(`${c.nginx.url}/api/products?limit=1`));
  const first = list.products[0]!;
  // Every server answers (and caches) the product as it is before the edit.
  for (const s of c.servers) await fetch(`${s.url}/api/products/${first.id}`).then((r) => r.arrayBuffer());
  const before = await json<Product>(await fetch(`${a.url}/api/products/${first.id}`));
  const name = `${before.name.replace(/ · cụm \d+-\d+$/, '')} · cụm ${run}-${Date.now() % 100000}`;
  const body = {
    name,
    description: before.description,
    brandId: before.brandId,
    subBrandId: before.subBrandId,
    categoryId: before.categoryId,
    sizeId: before.sizeId,
    gender: before.gender,
    images: [image, ...before.images.filter((i) => i !== image)],
    inStock: before.inStock,
    featured: before.featured,
  };
  const put = await fetch(`${a.url}/api/products/${first.id}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  check(put.status === 200, `a product is edited on ${a.name}`, `HTTP ${put.status}`);
  const seen: string[] = [];
  for (const s of others) {
    const p = await json<Product>(await fetch(`${s.url}/api/products/${first.id}`));
    seen.push(`${s.name}: ${p.name === name && p.images[0] === image ? 'new' : `old (${p.name})`}`);
  }
  check(
    seen.every((x) => x.endsWith(': new')),
    'the other servers show the edit at once (name and image)',
    seen.join(', '),
  );
}

async function signInThrottle(c: Cluster, run: number) {
  // Failed sign-ins for one account from one address, sent to the servers in turn: the limit is
  // counted across them, so the attempt after the limit is refused whichever server gets it.
  const username = `khach-khong-co-${run}-${Date.now()}`;
  const answers: string[] = [];
  for (let i = 0; i < LOGIN_ATTEMPTS + 3; i++) {
    const s = c.servers[i % c.servers.length]!;
    const res = await fetch(`${s.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: 'sai-mat-khau' }),
    });
    await res.arrayBuffer();
    answers.push(`${s.name.replace('server-', 's')}:${res.status}`);
  }
  const statuses = answers.map((a) => Number(a.split(':')[1]));
  check(
    statuses.slice(0, LOGIN_ATTEMPTS).every((s) => s === 401) && statuses.slice(LOGIN_ATTEMPTS).every((s) => s === 429),
    `failed sign-ins spread over the servers are throttled after ${LOGIN_ATTEMPTS}, on every server`,
    answers.join(' '),
  );
}

// ── a run ─────────────────────────────────────────────────────────────────────────────────────
async function oneRun(run: number, dir: string) {
  note(`\nRun ${run} of ${RUNS}: ${run === 1 ? 'a fresh database' : 'the same database and bucket, not empty'}`);
  const smtp = await startTestSmtp();
  const c = await startCluster({
    serverUrl: SERVER_URL,
    redisUrl: REDIS_URL,
    name: DB_NAME,
    servers: 3,
    fresh: run === 1,
    dir,
    env: {
      ORDER_RATE_LIMIT: '1000000',
      LOGIN_ATTEMPTS: String(LOGIN_ATTEMPTS),
      LOGIN_ADDRESS_ATTEMPTS: '10000',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'cum-may@example.vn',
    },
  });
  try {
    check(true, 'three servers started at the same moment are all ready', secs(c.startMs));
    const { admins } = await one(
      c.db.query<{ admins: number }>(`select count(*)::int as admins from users where username = $1`, [ADMIN.username]),
    );
    const { keys } = await one(c.db.query<{ keys: number }>('select count(*)::int as keys from signing_keys'));
    check(admins === 1, 'one admin in the database', `${admins}`);
    check(keys >= 1, 'signing keys kept in the database', `${keys}`);
    const token = await signIn(c.nginx.url);
    // The token one server signed is accepted by every server.
    const me: number[] = [];
    for (const s of c.servers)
      me.push((await fetch(`${s.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } })).status);
    check(
      me.every((s) => s === 200),
      'every server accepts the token',
      me.join(', '),
    );
    const image = await uploadImage(c, token, run);
    await editProduct(c, token, image, run);
    await signInThrottle(c, run);
    await ordersUnderFailure(c, run, smtp);
  } catch (err) {
    check(false, `run ${run} went through`, (err as Error).message);
    for (const s of c.servers) console.error(`── ${s.name} (last lines)\n${s.logTail()}`);
    console.error(`── nginx error log\n${c.nginx.errorLog().split('\n').slice(-15).join('\n')}`);
  } finally {
    await c.stop();
    await smtp.stop();
  }
}

async function main() {
  if (!NGINX) throw new Error('nginx is not installed (apt-get install nginx; .ci/run does it)');
  const started = Date.now();
  const { dir, remove } = clusterDir('shop-cluster');
  // The folder goes however this process ends (the processes are killed by cluster.ts).
  if (!KEEP) process.once('exit', remove);
  note(`Cluster test: 3 shop servers behind nginx, PostgreSQL database ${DB_NAME}, Redis, s3rver (${dir})`);
  try {
    for (let run = 1; run <= RUNS; run++) await oneRun(run, dir);
  } finally {
    killAll();
    if (!KEEP) {
      remove();
      const { openClusterDatabase } = await import('../../../../test-support/cluster.ts');
      const db = await openClusterDatabase(SERVER_URL, DB_NAME, false);
      await db.drop().catch(() => {});
    }
  }
  const total = lines.filter((l) => l.startsWith('  ✓') || l.startsWith('  ✗')).length;
  console.log(
    `\nCluster test ${failures.length ? 'FAILED' : 'passed'}: ${total - failures.length} of ${total} checks in ${RUNS} run(s), ${secs(Date.now() - started)}${KEEP ? `; kept ${DB_NAME} and ${dir}` : ''}`,
  );
  for (const f of failures) console.log(`  ✗ ${f}`);
  process.exit(failures.length ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  killAll();
  process.exit(1);
});
