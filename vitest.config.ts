import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Lines that the tests must cover, per workspace: `npm test` (which passes --coverage) fails below
 * them and prints each workspace's figure (28 November 2026: core 99.84 %, api 92.72 %, web 93.06 %).
 * Raise a threshold when the figure has risen; never lower one to land a change.
 */
const LINES_THRESHOLD = {
  'packages/core': 95,
  'apps/api': 85,
  'apps/web': 80,
};

/** What both API projects share: the app's tests on a copy of one seeded database (global-setup.ts). */
const API_TEST = {
  root: './apps/api',
  // From this file's folder (vitest would take it from the project's root; knip reads it from here).
  globalSetup: [fileURLToPath(new URL('./apps/api/src/test/global-setup.ts', import.meta.url))],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

/** The API test files that must run in a process of their own (see the API projects below). */
const API_ISOLATED = [
  'src/test/driver-warnings.test.ts',
  'src/modules/orders/checkout.test.ts',
  'src/modules/images/images.test.ts',
];

/** The web test files that must run in a module graph of their own (see the web projects below). */
const WEB_ISOLATED = [
  'src/admin/images/images-page.test.tsx',
  'src/app/providers.test.tsx',
  'src/entry-server.test.tsx',
  'src/app/router-errors.test.tsx',
  'src/auth/require-auth.test.tsx',
  'src/storefront/layout/settings-escaping.test.tsx',
  'src/storefront/layout/site-footer.test.tsx',
  'src/storefront/product/product-page-escaping.test.tsx',
];

// `npm test` runs core, api and web with coverage; `npm run test:e2e` runs the Playwright journeys.
export default defineConfig({
  test: {
    // Test files run in parallel, one process each: two at a time on the two-core CI machine (vitest's
    // own default would leave one core idle there), one fewer than the cores on a bigger machine. The
    // files never share state: each has its own database copy (PostgreSQL: a database named after
    // its process), its own Redis key prefix and free ports.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    coverage: {
      provider: 'v8',
      // Product code only: the sources of the three workspaces…
      include: ['packages/core/src/**/*.{ts,tsx}', 'apps/api/src/**/*.{ts,tsx}', 'apps/web/src/**/*.{ts,tsx}'],
      // …without what is not product code: the tests themselves, their helpers and fixtures (src/test/,
      // *.test-utils, test-render, the settings test set-up, the fixture files), the API's test-only
      // folders (security/ and deploy/ hold only tests, cluster/ is the several-servers test script
      // run by `npm run test:cluster`) and type-only files (declarations, types.ts, which holds no
      // code). dist/, bench/, e2e/, scripts/ and test-support/ are outside `include`.
      exclude: [
        '**/*.test.{ts,tsx}',
        '**/*.d.ts',
        '**/src/test/**',
        '**/*.test-utils.{ts,tsx}',
        '**/*-test-utils.{ts,tsx}',
        '**/test-fixtures.{ts,tsx}',
        'apps/web/src/admin/components/test-render.tsx',
        'apps/web/src/admin/settings/settings-test-setup.tsx',
        'apps/web/src/admin/products/catalogue-fixtures.ts',
        'apps/api/src/{security,deploy,cluster}/**',
        'apps/api/src/types.ts',
      ],
      reporter: [
        'text-summary',
        [
          fileURLToPath(new URL('./scripts/coverage-by-workspace.cjs', import.meta.url)),
          { workspaces: LINES_THRESHOLD },
        ],
        // coverage/index.html: each file's lines, covered or not; coverage/coverage-summary.json: each
        // file's figures, for tools (coverage/ is not committed).
        'html',
        'json-summary',
      ],
      thresholds: Object.fromEntries(
        Object.entries(LINES_THRESHOLD).map(([workspace, lines]) => [`${workspace}/src/**`, { lines }]),
      ),
    },
    projects: [
      {
        test: {
          name: 'core',
          root: './packages/core',
          include: ['src/**/*.test.ts'],
        },
      },
      // The API's test files share one module graph per worker, as the screens' do (below): each file
      // builds its own app on its own database copy, and the API keeps no state in a module but caches
      // of what never changes (the compiled PGlite, the wards list, the common passwords), so a file no
      // longer loads the whole server anew (about a quarter of the API suite's time, and its first
      // requests no longer run cold). The files that watch something given once per process (the
      // PostgreSQL driver's deprecation notice) run apart, each in a process of its own (api-isolated).
      {
        test: { ...API_TEST, name: 'api', include: ['src/**/*.test.ts'], exclude: API_ISOLATED, isolate: false },
      },
      { test: { ...API_TEST, name: 'api-isolated', include: API_ISOLATED } },
      // The screens' tests share one module graph per worker (isolate: false): each test file no longer
      // loads React, the router and jsdom's set-up anew, which was about half of the web suite's time.
      // The files that replace modules (vi.mock) or keep state at module level that another file would
      // see run apart, each in a fresh module graph as vitest does by default (web-isolated).
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: WEB_ISOLATED,
          isolate: false,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: { name: 'web-isolated', root: './apps/web', include: WEB_ISOLATED },
      },
      {
        test: {
          name: 'e2e',
          root: './apps/web',
          include: ['e2e/**/*.e2e.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // A journey that fails is run once more before it counts as failed: on a loaded two-core
          // machine (CI runs the checks beside the journeys) a browser step can lose a race that a
          // shopper's browser does not (storefront-browse's "typed before the code loaded" did once on
          // 29 November). A journey that really fails, fails twice.
          retry: 1,
        },
      },
    ],
  },
});
