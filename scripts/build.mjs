// The shop's build, in three parts, each made again only when what it is made from has changed:
//   web       apps/web/dist: the React app and its server render bundle (vite; apps/web's build script)
//   server    apps/api/dist/server.js: the API server compiled to JavaScript, with @shop/core inside
//   template  apps/api/dist/template: the ready database of an embedded first start (seed/template.ts)
// `node scripts/build.mjs` builds what is stale, `--force` everything, `--check` only says whether
// something is stale (exit 1). `npm install` runs it (postinstall), `npm start` runs it before serving.
// Whether a part is stale is decided from the size and modification time of its source files (no
// file is read): cheap enough to ask at every start.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const API_DIST = join(ROOT, 'apps/api/dist');
const STAMPS = join(API_DIST, 'build-stamps.json');

const core = ['packages/core/src', 'packages/core/package.json'];
const shared = ['package-lock.json', 'scripts/build.mjs', ...core];
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

/** What a source path contributes to a fingerprint (kept: parts share sources). */
const seen = new Map();
function describe(path) {
  let text = seen.get(path);
  if (text !== undefined) return text;
  let st;
  try {
    st = statSync(join(ROOT, path));
  } catch {
    st = null;
  }
  if (!st) text = `${path}\0missing\n`;
  else if (st.isDirectory())
    text = readdirSync(join(ROOT, path))
      .filter((name) => name !== 'node_modules' && name !== 'dist' && !/\.test\.tsx?$/.test(name))
      .sort()
      .map((name) => describe(`${path}/${name}`))
      .join('');
  else text = `${path}\0${st.size}\0${st.mtimeMs}\n`;
  seen.set(path, text);
  return text;
}

/** A digest of the names, sizes and modification times of the files a part is made from (tests left out). */
function fingerprint(sources) {
  const hash = createHash('sha1');
  for (const source of sources) hash.update(describe(source));
  return hash.digest('hex');
}

function readStamps() {
  try {
    return JSON.parse(readFileSync(STAMPS, 'utf8'));
  } catch {
    return {};
  }
}

/** The parts that are missing or older than their sources, with their current fingerprints. */
export function staleParts() {
  const stamps = readStamps();
  const stale = [];
  for (const [name, part] of Object.entries(PARTS)) {
    const print = fingerprint(part.sources);
    if (stamps[name] !== print || !existsSync(join(ROOT, part.output))) stale.push({ name, print });
  }
  return stale;
}

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

async function buildServer() {
  const { build } = await import('rolldown');
  // The previous build's files go first (chunk names change with their content); the template stays.
  for (const name of readdirSync(API_DIST))
    if (/\.js(\.map)?$/.test(name)) rmSync(join(API_DIST, name), { force: true });
  // Every package import stays an import of node_modules, except the workspace's @shop/core, whose
  // TypeScript sources are compiled into the bundle (Node cannot load them itself).
  const external = (id) => !id.startsWith('.') && !isAbsolute(id) && !id.startsWith('@shop/') && !id.startsWith('\0');
  await build({
    cwd: ROOT,
    input: {
      server: 'apps/api/src/server.ts',
      'make-template': 'apps/api/src/seed/make-template.ts',
    },
    platform: 'node',
    external,
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
    if (stale.length) console.log(`stale: ${stale.map((s) => s.name).join(', ')}`);
    process.exit(stale.length ? 1 : 0);
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
    const stamps = readStamps();
    stamps[name] = print;
    writeFileSync(STAMPS, `${JSON.stringify(stamps, null, 2)}\n`);
    console.log(`build: ${name} done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}

if (process.argv[1] && relative(process.argv[1], fileURLToPath(import.meta.url)) === '') {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
