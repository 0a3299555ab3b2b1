import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = mkdtempSync(join(tmpdir(), 'shop-server-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Starts `server.ts` as `npm run serve` does; resolves once /api/health answers. */
async function start(port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: join(import.meta.dirname, '..'),
    env: { ...process.env, DATABASE_URL: '', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'warn' },
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

describe('server process', () => {
  it('prints a random admin password once, stops cleanly on SIGTERM (finishing what is in flight) and starts again on the same data', async () => {
    const port = 3900 + Math.floor(Math.random() * 90);
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
    const png = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#b99445' } }).png().toBuffer();
    const upload = () => {
      const form = new FormData();
      form.append('image', new Blob([png], { type: 'image/png' }), 'inflight.png');
      return fetch(`http://127.0.0.1:${port}/api/images/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form }).then(
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
