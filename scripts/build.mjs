// The shop's build, in three parts, each made again only when what it is made from has changed:
//   web       apps/web/dist: the React app and its server render bundle (vite; apps/web's build script)
//   server    apps/api/dist/server.js: the API server compiled to JavaScript, with @shop/core and its packages
//             inside, dist/table-worker.js, the worker thread that reads an import's file, and the
//             operator commands (dist/backup.js, restore.js, keys-rotate.js, migrate-to.js)
//   template  apps/api/dist/template: the ready database of an embedded first start (seed/template.ts)
// `node scripts/build.mjs` builds what is stale, `--force` everything, `--check` only says whether
// something is stale (exit 1; `--check server` asks of the named parts only). `npm install` runs it (postinstall), `npm start` runs it before serving.
// Whether a part is stale: scripts/build-stamps.mjs (names, sizes and modification times of the
// sources, no file read: cheap enough to ask at every start).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fingerprint, staleOf, writeStamp } from './build-stamps.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const API_DIST = join(ROOT, 'apps/api/dist');

const core = ['packages/core/src', 'packages/core/package.json'];
const shared = ['package-lock.json', 'scripts/build.mjs', 'scripts/build-stamps.mjs', ...core];
const serverSources = ['apps/api/src', 'apps/api/package.json', ...shared];

/** Each part: what it is made from, what shows it exists, and how it is made. */
const PARTS = {
  web: {
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      'scripts/compress-dist.mjs',
      ...shared,
    ],
    output: 'apps/web/dist/index.html',
    build: buildWeb,
  },
  server: { sources: serverSources, output: 'apps/api/dist/server.js', build: buildServer },
  template: {
    sources: ['apps/api/drizzle', ...serverSources],
    output: 'apps/api/dist/template/template.json',
    build: buildTemplate,
  },
};

/** The parts that are missing or older than their sources, with their current fingerprints. */
export const staleParts = () => staleOf(PARTS);

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
}

function buildWeb() {
  const npm = process.env.npm_execpath;
  // Under npm, its own script runner; otherwise the npm on the PATH.
  if (npm && isAbsolute(npm)) run(process.execPath, [npm, 'run', 'build', '--workspace', '@shop/web']);
  else run('npm', ['run', 'build', '--workspace', '@shop/web'], { shell: process.platform === 'win32' });
}

/**
 * Packages the server bundle leaves in node_modules: native addons (sharp, argon2), packages that
 * read their own files at run time (PGlite's WebAssembly and data, Swagger UI's pages), and the
 * drivers and tools loaded on first use (PostgreSQL, Redis, S3, Excel, tar). Every other package is
 * compiled into the bundle: one file to read and compile instead of hundreds to resolve and load.
 */
const LEFT_IN_NODE_MODULES =
  /^(@electric-sql\/pglite|sharp|@node-rs\/argon2|@fastify\/swagger-ui|pg|pg-native|ioredis|@aws-sdk\/[^/]+|exceljs|tar)(\/|$)/;

/** Source maps for the shop's own files only: a package's code keeps no mappings (Node reads less). */
const ownSourceMaps = {
  name: 'own-source-maps',
  load(id) {
    if (!/[\\/]node_modules[\\/].*\.[cm]?js$/.test(id)) return null;
    return { code: readFileSync(id, 'utf8'), map: { mappings: '' } };
  },
};

async function buildServer() {
  const { build } = await import('rolldown');
  // The previous build's files go first (chunk names change with their content); the template stays.
  for (const name of readdirSync(API_DIST))
    if (/\.js(\.map)?$/.test(name)) rmSync(join(API_DIST, name), { force: true });
  const external = (id) =>
    !id.startsWith('.') && !isAbsolute(id) && !id.startsWith('\0') && LEFT_IN_NODE_MODULES.test(id);
  await build({
    cwd: ROOT,
    input: {
      server: 'apps/api/src/server.ts',
      'make-template': 'apps/api/src/seed/make-template.ts',
      // The worker thread that reads an import's file (src/lib/tabular.ts starts dist/table-worker.js).
      'table-worker': 'apps/api/src/lib/table-worker.ts',
      // The operator commands (`npm run backup`, `restore`, `keys:rotate`, `migrate-to`): each starts
      // from one compiled file, as the server does, instead of its sources through tsx.
      backup: 'apps/api/src/ops/backup.ts',
      restore: 'apps/api/src/ops/restore.ts',
      'keys-rotate': 'apps/api/src/ops/keys-rotate.ts',
      'migrate-to': 'apps/api/src/ops/migrate-to.ts',
    },
    platform: 'node',
    external,
    plugins: [ownSourceMaps],
    logLevel: 'warn',
    output: {
      dir: API_DIST,
      format: 'esm',
      // Chunks beside the entries: modules that find files from their own address (src/paths.ts)
      // are one folder below the package in the sources and in the build alike.
      chunkFileNames: '[name]-[hash].js',
      sourcemap: true,
      cleanDir: false,
    },
    transform: { target: 'node20' },
  });
}

function buildTemplate() {
  run(process.execPath, ['--enable-source-maps', join(API_DIST, 'make-template.js')]);
}

async function main() {
  const args = new Set(process.argv.slice(2));
  const stale = args.has('--force')
    ? Object.keys(PARTS).map((name) => ({ name, print: fingerprint(PARTS[name].sources) }))
    : staleParts();
  if (args.has('--check')) {
    const named = [...args].filter((a) => !a.startsWith('--'));
    const asked = named.length ? stale.filter((s) => named.includes(s.name)) : stale;
    if (asked.length) console.log(`stale: ${asked.map((s) => s.name).join(', ')}`);
    process.exit(asked.length ? 1 : 0);
  }
  if (stale.length === 0) {
    if (!args.has('--quiet')) console.log('build: up to date');
    return;
  }
  // Installed without development tools (`npm ci --omit=dev`): nothing can be built here.
  if (args.has('--if-tools') && !existsSync(join(ROOT, 'node_modules/vite')))
    return console.log('build: skipped (development dependencies are not installed); run `npm run build` later');
  mkdirSync(API_DIST, { recursive: true });
  const names = new Set(stale.map((s) => s.name));
  // The template is made by the compiled server's code: a new server means a new template.
  if (names.has('server') && !names.has('template'))
    stale.push({ name: 'template', print: fingerprint(PARTS.template.sources) });
  for (const { name, print } of stale) {
    const started = performance.now();
    console.log(`build: ${name} …`);
    await PARTS[name].build();
    writeStamp(name, print);
    console.log(`build: ${name} done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}

if (process.argv[1] && relative(process.argv[1], fileURLToPath(import.meta.url)) === '') {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
