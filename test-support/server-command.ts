/**
 * How tests and benchmarks start the shop's server, or one of its operator commands, in a process of
 * their own: the build (`apps/api/dist/server.js`, as `npm run serve` runs it; `dist/backup.js` …) or
 * the TypeScript sources through tsx.
 * The tests take SERVER_ARGS: the build when it is up to date with its sources, else the sources, so a
 * test never runs stale code; where the build is fresh (CI builds it at `npm ci`; `npm start` and
 * `npm run build` do locally) a start loads one compiled file instead of every source through tsx's
 * loader (docs/architecture.md, Tests).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const BUILT = join(ROOT, 'apps/api/dist/server.js');

/** The built server (absolute paths: any working directory will do). */
export const BUILT_SERVER_ARGS: readonly string[] = ['--enable-source-maps', BUILT];
/** The TypeScript sources through tsx. */
export const SOURCE_SERVER_ARGS: readonly string[] = ['--import', 'tsx', join(ROOT, 'apps/api/src/server.ts')];

/** Whether a build exists at all (the benchmarks measure it, and say so when it is missing). */
export const hasBuild = () => existsSync(BUILT);

/** Asks the build whether its server part is up to date (names, sizes and times of the sources). */
const fresh =
  spawnSync(process.execPath, [join(ROOT, 'scripts/build.mjs'), '--check', 'server'], { stdio: 'ignore' }).status === 0;

/** What the tests start: the build when it is up to date, else the sources. */
export const SERVER_ARGS: readonly string[] = fresh ? BUILT_SERVER_ARGS : SOURCE_SERVER_ARGS;

/** An operator command (`apps/api/src/ops/<name>.ts`), likewise the build when it is up to date. */
export const opsCommandArgs = (name: 'backup' | 'restore' | 'keys-rotate' | 'migrate-to'): string[] =>
  fresh
    ? ['--enable-source-maps', join(ROOT, `apps/api/dist/${name}.js`)]
    : ['--import', 'tsx', join(ROOT, `apps/api/src/ops/${name}.ts`)];
