/**
 * How the tests start the shop's server in a process of its own: the build (`apps/api/dist/server.js`,
 * as `npm run serve` runs it) when it is up to date with its sources, otherwise the TypeScript sources
 * through tsx. A test never runs stale code, and where the build is fresh (CI builds it at `npm ci`;
 * `npm start` and `npm run build` do locally) a start loads one compiled file instead of every source
 * through tsx's loader (docs/architecture.md, Tests).
 */
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');

/** Asks the build whether its server part is up to date (names, sizes and times of the sources). */
const fresh =
  spawnSync(process.execPath, [join(ROOT, 'scripts/build.mjs'), '--check', 'server'], {
    stdio: 'ignore',
  }).status === 0;

/** The arguments after `node` that start the server (absolute paths: any working directory will do). */
export const SERVER_ARGS: readonly string[] = fresh
  ? ['--enable-source-maps', join(ROOT, 'apps/api/dist/server.js')]
  : ['--import', 'tsx', join(ROOT, 'apps/api/src/server.ts')];
