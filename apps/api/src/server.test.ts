import { spawn } from 'node:child_process';
import { connect, type Socket } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, expect, it } from 'vitest';
import { freePort } from '../../../test-support/cluster.ts';
import { SERVER_ARGS } from '../../../test-support/server-command.ts';
import { describeEmbedded } from './test/embedded.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'shop-server-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Starts the server as `npm run serve` does (test-support/server-command.ts); resolves once /api/health answers. */
async function start(port: number, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, SERVER_ARGS, {
    cwd: join(import.meta.dirname, '..'),
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, exited, output: () => output };
}

describeEmbedded('server process', () => {
  it('prints a random admin password once, stops cleanly on SIGTERM (finishing what is in flight) and starts again on the same data', async () => {
    const port = await freePort();
    const first = await start(port);
    const match = /password "([^"]+)"/.exec(first.output());
    expect(match, first.output()).not.toBeNull();
    const password = match![1]!;
    expect(password.length).toBeGreaterThanOrEqual(12);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const second = await start(port);
    expect(second.output()).not.toMatch(/First admin created/);
    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };

    // SIGTERM with uploads in flight: what the server received completes (201); what it had not yet
    // received is refused (503 or a closed connection), never a 500; the process exits 0.
    const png = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#b99445' } })
      .png()
      .toBuffer();
    const upload = () => {
      const form = new FormData();
      form.append('image', new Blob([png], { type: 'image/png' }), 'inflight.png');
      return fetch(`http://127.0.0.1:${port}/api/images/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      }).then(
        (r) => r.status,
        () => 'refused',
      );
    };
    const early = upload();
    await new Promise((r) => setTimeout(r, 200));
    const inFlight = [early, ...Array.from({ length: 5 }, upload)];
    second.child.kill('SIGTERM');
    const answers = await Promise.all(inFlight);
    expect(answers[0]).toBe(201);
    for (const a of answers) expect([201, 503, 'refused']).toContain(a);
    expect(await second.exited).toBe(0);
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  }, 180_000);
});

/** Everything the server sends on a raw connection until it closes it. */
function received(socket: Socket): Promise<string> {
  let text = '';
  socket.setEncoding('utf8');
  socket.on('data', (d: string) => (text += d));
  return new Promise((resolve) => socket.on('close', () => resolve(text)));
}

describeEmbedded('draining on SIGTERM', () => {
  it('finishes a slow request in flight, answers not ready meanwhile, cuts what is still running after 10 s, and exits 0', async () => {
    const port = await freePort();
    const drainDir = mkdtempSync(join(tmpdir(), 'shop-drain-'));
    try {
      const server = await start(port, { DATA_DIR: drainDir, ADMIN_PASSWORD: 'mat-khau-drain-123' });
      expect((await fetch(`http://127.0.0.1:${port}/api/health/ready`)).status).toBe(200);

      // A sign-in whose body arrives slowly: the server has its headers when SIGTERM comes.
      const body = JSON.stringify({ username: 'admin', password: 'mat-khau-drain-123' });
      const slow = connect(port, '127.0.0.1');
      const slowAnswer = received(slow);
      await new Promise((r) => slow.once('connect', r));
      slow.write(
        `POST /api/auth/login HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
      );
      // One that never finishes: it is cut 10 s into the drain.
      const stuck = connect(port, '127.0.0.1');
      const stuckAnswer = received(stuck);
      await new Promise((r) => stuck.once('connect', r));
      stuck.write(
        `POST /api/auth/login HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`,
      );
      await new Promise((r) => setTimeout(r, 300));

      server.child.kill('SIGTERM');
      // New connections are refused at once: a proxy sends them to another server.
      await expect
        .poll(
          () =>
            fetch(`http://127.0.0.1:${port}/api/health/live`).then(
              () => 'accepted',
              () => 'refused',
            ),
          { timeout: 10_000 },
        )
        .toBe('refused');
      // The rest of the slow request, and a readiness check behind it on the same connection.
      slow.write(`${body.slice(10)}GET /api/health/ready HTTP/1.1\r\nHost: shop\r\n\r\n`);
      const answers = await slowAnswer;
      const [login, ready] = answers.split(/(?=HTTP\/1\.1 )/);
      expect(login).toMatch(/^HTTP\/1\.1 200 /);
      expect(login).toMatch(/"token":"/);
      expect(ready).toMatch(/^HTTP\/1\.1 503 /);
      expect(ready).toMatch(/"status":"draining"/);

      expect(await server.exited).toBe(0);
      expect(await stuckAnswer).toBe('');
      expect(server.output()).toMatch(/still running after 10 s/);
    } finally {
      rmSync(drainDir, { recursive: true, force: true });
    }
  }, 180_000);
});
