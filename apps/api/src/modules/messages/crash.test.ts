import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { OrderLookup } from '@shop/core/schemas/order';
import type { ProductList } from '@shop/core/schemas/product';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_ARGS } from '../../../../../test-support/server-command.ts';
import { freePort, startTestSmtp, type TestSmtp } from '../../test/smtp.ts';

/**
 * kill -9 between the order's commit and the send: a real shop server in a child process (embedded
 * database), whose mail server takes the connection and never answers, so the worker is caught in the
 * middle of sending. The process is killed with SIGKILL, the mail server comes back, the shop is
 * started again on the same data: every message of the order arrives, once.
 */
const ROOT = resolve(import.meta.dirname, '../../../../..');
const dataDir = mkdtempSync(join(tmpdir(), 'shop-crash-'));
const children: ChildProcess[] = [];

async function startShop(port: number, smtpPort: number): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, SERVER_ARGS, {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      ADMIN_PASSWORD: 'crash-admin-12345',
      LOG_LEVEL: 'error',
      WEB_DIST: join(dataDir, 'no-web'),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'shop@example.vn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 1800; i++) {
    if (child.exitCode !== null) throw new Error(`the shop exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { child, url };
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the shop did not start');
}

/** A mail server that takes connections and never says a word: the sender waits mid-send. */
async function silentMailServer(port: number): Promise<{ connected: Promise<void>; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  let connected!: () => void;
  const first = new Promise<void>((ok) => (connected = ok));
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    connected();
  });
  await new Promise<void>((ok) => server.listen(port, '127.0.0.1', ok));
  return {
    connected: first,
    close: () =>
      new Promise<void>((ok) => {
        for (const s of sockets) s.destroy();
        server.close(() => ok());
      }),
  };
}

let smtp: TestSmtp | undefined;
afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  await smtp?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a server killed between the order’s commit and the send', () => {
  it('loses no message: after the restart each arrives once', async () => {
    const smtpPort = await freePort();
    const silent = await silentMailServer(smtpPort);
    const port = await freePort();
    const first = await startShop(port, smtpPort);

    const list = (await (
      await fetch(`${first.url}/api/products?include=variants&inStock=true&limit=20`)
    ).json()) as ProductList;
    const product = list.products.find((p) => p.variants?.some((v) => (v.price ?? 0) > 0))!;
    const variant = product.variants!.find((v) => (v.price ?? 0) > 0)!;
    const placed = await fetch(`${first.url}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        customer: 'Vũ Hoàng Nam',
        acceptTerms: true,
        phone: '0977123456',
        email: 'hoang.nam@example.vn',
        items: [{ productId: product.id, variantId: variant.id, quantity: 1 }],
      }),
    });
    expect(placed.status).toBe(201);
    const order = (await placed.json()) as OrderLookup;

    // The worker has taken a message and is talking to the mail server: kill -9 now.
    await silent.connected;
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));
    await silent.close();

    smtp = await startTestSmtp({ port: smtpPort });
    const second = await startShop(port, smtpPort);
    const mails = await smtp.waitFor(2, 60_000);
    // Nothing more arrives: each message once.
    await new Promise((r) => setTimeout(r, 1500));
    expect(mails.map((m) => m.to[0]).sort()).toEqual(['hoang.nam@example.vn', 'lienhe@donghosangtrong.vn']);
    expect(new Set(mails.map((m) => m.mail.headers.get('x-shop-message-id'))).size).toBe(2);
    expect(mails.every((m) => m.mail.subject!.includes(order.code))).toBe(true);
    second.child.kill('SIGTERM');
    await new Promise((r) => second.child.once('exit', r));
  }, 300_000);
});
