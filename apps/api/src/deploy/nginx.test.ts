import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Order } from '@shop/core/schemas/order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, orderableVariant, type TestApp } from '../test/app.ts';
import { openStream, orderOf } from '../test/sse.ts';

/**
 * `deploy/nginx.conf` as shipped, run by the machine's nginx (Debian's package) in front of the app:
 * the file is valid, a server that refuses connections is passed over, and the event stream goes
 * through unbuffered. Skipped where nginx is not installed (CI installs it).
 */
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
const shipped = readFileSync(new URL('../../../../deploy/nginx.conf', import.meta.url), 'utf8');

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise((r) => server.close(r));
  return port;
}

/** The shipped file with its upstream servers and listening port replaced, inside a minimal main config. */
function configFor(dir: string, listen: number, upstreams: number[]): string {
  const servers = upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n');
  const site = shipped
    .replace(/( {4}server 127\.0\.0\.1:\d+ [^\n]*\n)+/, `${servers}\n`)
    .replace(/listen 80;/, `listen 127.0.0.1:${listen};`)
    .replace(/ {4}listen \[::\]:80;\n/, '');
  const temp = (name: string) => {
    mkdirSync(join(dir, name), { recursive: true, mode: 0o777 });
    return join(dir, name);
  };
  return `${process.getuid?.() === 0 ? 'user root;\n' : ''}daemon off;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
${site}
}
`;
}

describe.skipIf(!NGINX)('deploy/nginx.conf in front of the shop', () => {
  let t: TestApp;
  let nginx: ChildProcess;
  let dir: string;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
    const appUrl = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
    // A second upstream where nothing listens: a server that is down.
    const down = await freePort();
    const listen = await freePort();
    dir = mkdtempSync(join(tmpdir(), 'shop-nginx-'));
    const conf = join(dir, 'nginx.conf');
    writeFileSync(conf, configFor(dir, listen, [down, Number(appUrl.port)]));
    const check = spawnSync(NGINX!, ['-t', '-c', conf], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`nginx -t refused deploy/nginx.conf: ${check.stderr}`);
    nginx = spawn(NGINX!, ['-c', conf], { stdio: 'ignore' });
    base = `http://127.0.0.1:${listen}`;
    for (let i = 0; i < 100; i++) {
      if (
        (await fetch(`${base}/api/health/live`).then(
          (r) => r.status,
          () => 0,
        )) === 200
      )
        break;
      await new Promise((r) => setTimeout(r, 200));
    }
  });
  afterAll(async () => {
    nginx?.kill('SIGQUIT');
    await t?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('passes over a server that is down: every request is answered by the one that is up', async () => {
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${base}/api/health/ready`);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ status: 'ok', database: 'ok' });
    }
  });

  it('lets the event stream through unbuffered, with the order placed through nginx', async () => {
    const token = await t.token('viewer');
    const stream = await openStream(`${base}/api/events`, { authorization: `Bearer ${token}` });
    try {
      expect(stream.status).toBe(200);
      expect((await stream.next()).event).toBe('ready');
      const v = await orderableVariant(t);
      const placed = await fetch(`${base}/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': `nginx-test-${Date.now()}` },
        body: JSON.stringify({
          acceptTerms: true,
          customer: 'Khách Qua Nginx',
          phone: '0977123456',
          items: [{ ...v, quantity: 1 }],
        }),
      });
      expect(placed.status).toBe(201);
      const order = (await placed.json()) as Order;
      const event = await stream.next((m) => m.event === 'order.created');
      expect(orderOf(event).code).toBe(order.code);
    } finally {
      stream.close();
    }
  });
});
