import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
export default defineConfig({
  test: {
    root: './apps/api',
    globalSetup: [fileURLToPath(new URL('./apps/api/src/test/global-setup.ts', import.meta.url))],
    testTimeout: 600_000, hookTimeout: 60_000,
    execArgv: process.env.XA ? process.env.XA.split(' ') : [],
    include: ['src/fuzz.test.ts'],
  },
});
