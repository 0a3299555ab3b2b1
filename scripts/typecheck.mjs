// Type-checks every TypeScript project of the repository (`npm run check` runs it first): the core
// package, the API, the web app, its browser journeys, and the root project (bench/, scripts/,
// test-support/ and the root config files).
//
// The checker is TypeScript 7, the native compiler (the `typescript7` package, an alias of
// typescript@7): about a quarter of TypeScript 5.9's CPU time for the same five projects. ESLint's
// type-aware rules still run on TypeScript 5.9 (the `typescript` package), whose JavaScript API
// typescript-eslint needs. Both packages provide a `tsc` command, so this script names the binary
// by its package instead of trusting whichever `node_modules/.bin/tsc` npm linked.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const PROJECTS = ['packages/core', 'apps/api', 'apps/web', 'apps/web/e2e', '.'];
const manifest = createRequire(import.meta.url).resolve('typescript7/package.json');
const tsc = join(dirname(manifest), JSON.parse(readFileSync(manifest, 'utf8')).bin.tsc);

let failed = false;
for (const project of PROJECTS) {
  const { status } = spawnSync(process.execPath, [tsc, '-p', project], { stdio: 'inherit' });
  if (status !== 0) {
    console.error(`typecheck: ${project} has type errors`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
