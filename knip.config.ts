import type { KnipConfig } from 'knip';

/**
 * knip (in `npm run check`): files nothing reaches, exports nothing imports, dependencies nothing
 * uses and packages used without being declared. Besides what its plugins find (package.json
 * scripts, vitest's projects and set-up files, vite, drizzle-kit, the tests), the entries are:
 */
const config: KnipConfig = {
  // PostgreSQL's own benchmark, from the distribution's client package (bench/orders-per-second.ts).
  ignoreBinaries: ['pgbench'],
  workspaces: {
    '.': {
      // The build/dev/start scripts, the OpenAPI and screenshot scripts, and the benchmarks (run on
      // purpose, never by the tests); test-support/ is reached from them and from the API's tests.
      entry: ['scripts/*.{mjs,cjs,ts}', 'bench/*.ts'],
      // bench/ loads autocannon with createRequire (the package has no types; each bench declares
      // what it uses), and scripts/typecheck.mjs runs typescript7's compiler by its package.json's
      // path: knip follows neither.
      ignoreDependencies: ['autocannon', 'typescript7'],
    },
    'apps/api': {
      // What scripts/build.mjs compiles (the server and the template maker) and the operator
      // commands (`npm run backup` …).
      entry: ['src/server.ts', 'src/seed/make-template.ts', 'src/ops/*.ts'],
    },
    'apps/web': {
      // The server render bundle (`vite build --ssr`) and the browser journeys (vitest project e2e).
      entry: ['src/entry-server.tsx', 'e2e/**/*.e2e.ts'],
      // The accessibility journey injects axe-core's file into the page: a path found with
      // createRequire(…).resolve, which knip does not follow.
      ignoreDependencies: ['axe-core'],
    },
    'packages/core': {
      // Every file is public through `exports` ("./*"), so knip would take all its exports as
      // used: report those that no workspace imports.
      includeEntryExports: true,
    },
  },
};

export default config;
