/**
 * `node --import tsx bench/drop.ts [--db=pglite|postgres] [--buyers=1000] [--stock=10] [--source]`
 *
 * A limited edition (issue 29, point 1): a new variant with `--stock` pieces; `--buyers` shoppers, each
 * with a client address of their own (X-Forwarded-For, the shop started with TRUST_PROXY) and a phone
 * and email of their own, order one piece at the same moment, from this process over loopback. Meanwhile
 * a second load asks for the catalogue list (10 connections, autocannon). The shop mails through a
 * minimal SMTP server in this process, so the confirmations of the orders placed can be counted.
 *
 * Prints the answers by status, the refusals' messages, latency p50/p99/max of all answers, the
 * catalogue list's p99 during the drop, and the mails received. PostgreSQL: a database of its own on
 * `DATABASE_URL`'s server (default postgres://postgres@127.0.0.1:5432), dropped at the end.
 */
import { Agent, request } from 'node:http';
import { createServer, type Socket } from 'node:net';
import { loadavg } from 'node:os';
import { createRequire } from 'node:module';
import pg from 'pg';
import { ADMIN_PASSWORD, startShop } from '../test-support/shop-server.ts';

const option = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const kind = option('db', 'pglite');
const buyers = Number(option('buyers', '1000'));
const stock = Number(option('stock', '10'));
const source = process.argv.includes('--source');
/** autocannon has no types: what is used of it (an instance is a promise of its result, and stops). */
interface CannonRun extends PromiseLike<{
  requests: { total: number };
  latency: { p50: number; p99: number };
  errors: number;
  non2xx: number;
}> {
  stop(): void;
}
const autocannon = createRequire(import.meta.url)('autocannon') as (o: {
  url: string;
  connections: number;
  duration: number;
}) => CannonRun;
const log = (line: string) => process.stdout.write(`${line}\n`);

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? NaN;
};

async function main() {
  // The mail server: the least of SMTP (no authentication, no TLS), keeping each mail's recipients.
  const mails: string[][] = [];
  const smtp = createServer((socket: Socket) => {
    let rcpt: string[] = [];
    let data = false;
    let buffer = '';
    socket.write('220 bench ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (data) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          buffer = buffer.slice(end + 5);
          data = false;
          mails.push(rcpt);
          rcpt = [];
          socket.write('250 OK\r\n');
          continue;
        }
        const nl = buffer.indexOf('\r\n');
        if (nl < 0) return;
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-bench\r\n250 8BITMIME\r\n');
        else if (verb === 'RCPT') {
          rcpt.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          socket.write('250 OK\r\n');
        } else if (verb === 'DATA') {
          data = true;
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((ok) => smtp.listen(0, '127.0.0.1', ok));
  const smtpPort = (smtp.address() as { port: number }).port;

  /** A POST over its own keep-alive pool, as a browser would send it (fetch has no pool size to set). */
  const agent = new Agent({ keepAlive: true, maxSockets: buyers });
  const post = (url: string, headers: Record<string, string>, body: string) =>
    new Promise<{ status: number; body: string }>((ok, fail) => {
      const req = request(
        url,
        { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) }, timeout: 30_000 },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (text += c));
          res.on('end', () => ok({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('timeout', () => req.destroy(new Error('time-out')));
      req.on('error', fail);
      req.end(body);
    });

  const serverUrl = (process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres').replace(/\/[^/]*$/, '');
  const dbName = `bench_drop_${Date.now()}`;
  if (kind === 'postgres') {
    const admin = new pg.Client({ connectionString: `${serverUrl}/postgres` });
    await admin.connect();
    await admin.query(`create database "${dbName}"`);
    await admin.end();
  }
  const shop = await startShop(
    {
      TRUST_PROXY: 'true',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'shop@example.com',
      LOG_LEVEL: 'error',
      ...(kind === 'postgres' ? { DATABASE_URL: `${serverUrl}/${dbName}` } : {}),
    },
    { source },
  );
  try {
    const login = await fetch(`${shop.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const made = await fetch(`${shop.url}/api/product-variants`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ productId: 1, name: 'Phiên bản giới hạn', sizeId: 1, price: 250_000_000, stock }),
    });
    if (!made.ok) throw new Error(`variant: ${made.status} ${await made.text()}`);
    const variant = (await made.json()) as { id: number; productId: number };
    const mailsBefore = mails.length;

    const listPath = '/api/products?limit=12&include=variants,category,brand';
    await fetch(`${shop.url}${listPath}`);
    const load = autocannon({ url: `${shop.url}${listPath}`, connections: 10, duration: 30 });
    await new Promise((r) => setTimeout(r, 1000));

    const load1 = loadavg()[0]!.toFixed(1);
    const t0 = performance.now();
    const answers = await Promise.all(
      Array.from({ length: buyers }, async (_, i) => {
        const start = performance.now();
        try {
          const res = await post(
            `${shop.url}/api/orders`,
            { 'content-type': 'application/json', 'x-forwarded-for': `10.77.${i >> 8}.${i & 255}` },
            JSON.stringify({
              customer: `Người mua ${i}`,
              acceptTerms: true,
              phone: `0977${String(i).padStart(6, '0')}`,
              email: `buyer${i}@example.com`,
              items: [{ productId: variant.productId, variantId: variant.id, quantity: 1 }],
            }),
          );
          const body = JSON.parse(res.body) as { error?: { message: string } };
          return { status: res.status, ms: performance.now() - start, message: body.error?.message ?? '' };
        } catch (err) {
          return { status: 0, ms: performance.now() - start, message: String(err) };
        }
      }),
    );
    const wall = performance.now() - t0;
    load.stop();
    const catalogue = await load;
    agent.destroy();

    const byStatus = new Map<number, number>();
    const messages = new Map<string, number>();
    for (const a of answers) {
      byStatus.set(a.status, (byStatus.get(a.status) ?? 0) + 1);
      if (a.status !== 201)
        messages.set(`${a.status} ${a.message}`, (messages.get(`${a.status} ${a.message}`) ?? 0) + 1);
    }
    const times = answers.map((a) => a.ms);
    log(`drop: ${kind}, ${buyers} buyers, ${stock} pieces; load ${load1} → ${loadavg()[0]!.toFixed(1)}`);
    log(`answers: ${[...byStatus].map(([s, n]) => `${n} × ${s}`).join(', ')} in ${wall.toFixed(0)} ms`);
    for (const [m, n] of messages) log(`  ${n} × ${m}`);
    log(
      `latency of all answers: p50 ${pct(times, 50).toFixed(0)} ms, p99 ${pct(times, 99).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms`,
    );
    log(
      `catalogue list meanwhile: ${catalogue.requests.total} requests, p50 ${catalogue.latency.p50} ms, p99 ${catalogue.latency.p99} ms, errors ${catalogue.errors}, non-2xx ${catalogue.non2xx}`,
    );
    const stockLeft = (
      (await (await fetch(`${shop.url}/api/product-variants/product/${variant.productId}`)).json()) as {
        id: number;
        stock: number | null;
      }[]
    ).find((v) => v.id === variant.id)?.stock;
    log(`stock left: ${String(stockLeft)}`);
    // The confirmations: one mail to each buyer whose order was placed, none to the others.
    const deadline = Date.now() + 60_000;
    const toBuyers = () => mails.slice(mailsBefore).filter((to) => to.some((a) => a.startsWith('buyer'))).length;
    while (toBuyers() < (byStatus.get(201) ?? 0) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    await new Promise((r) => setTimeout(r, 2000));
    log(
      `mails to buyers: ${toBuyers()} (orders placed: ${byStatus.get(201) ?? 0}); all mails: ${mails.length - mailsBefore}`,
    );
  } finally {
    await shop.stop();
    smtp.close();
    if (kind === 'postgres') {
      const admin = new pg.Client({ connectionString: `${serverUrl}/postgres` });
      await admin.connect();
      await admin.query(`drop database if exists "${dbName}" with (force)`);
      await admin.end();
    }
  }
}

await main();
