import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The import rules of docs/architecture.md ("Layers and what may import what"), checked on every
 * `npm run check`. Each file is one element (first pattern that matches wins); an import is allowed
 * only when a policy below allows its element to reach the imported one. Tests (`*.test.ts(x)`, the
 * test helpers) may import anything of their own workspace and the shared test support.
 */
const elements = [
  { type: 'core', pattern: 'packages/core/**', mode: 'full' },
  { type: 'test-support', pattern: 'test-support/**', mode: 'full' },
  { type: 'bench', pattern: 'bench/**', mode: 'full' },
  { type: 'e2e', pattern: 'apps/web/e2e/**', mode: 'full' },
  // API
  { type: 'api-test', pattern: 'apps/api/src/**/*.test.ts', mode: 'full' },
  { type: 'api-test', pattern: 'apps/api/src/{test,security,deploy,cluster}/**', mode: 'full' },
  { type: 'api-module', pattern: 'apps/api/src/modules/*/**', mode: 'full', capture: ['module'] },
  { type: 'api-plugin', pattern: 'apps/api/src/plugins/**', mode: 'full' },
  { type: 'api-lib', pattern: 'apps/api/src/lib/**', mode: 'full' },
  { type: 'api-db', pattern: 'apps/api/src/db/**', mode: 'full' },
  { type: 'api-seed', pattern: 'apps/api/src/seed/**', mode: 'full' },
  { type: 'api-ops', pattern: 'apps/api/src/ops/**', mode: 'full' },
  { type: 'api-base', pattern: 'apps/api/src/{config,startup-error,paths}.ts', mode: 'full' },
  { type: 'api-types', pattern: 'apps/api/src/types.ts', mode: 'full' },
  { type: 'api-app', pattern: 'apps/api/{src/*.ts,*.ts}', mode: 'full' },
  // Web
  { type: 'web-test', pattern: 'apps/web/src/**/*.{test,test-utils}.{ts,tsx}', mode: 'full' },
  {
    type: 'web-test',
    pattern: 'apps/web/src/{test/**,admin/components/test-render.tsx,admin/settings/settings-test-setup.tsx}',
    mode: 'full',
  },
  { type: 'web-api', pattern: 'apps/web/src/api/**', mode: 'full' },
  { type: 'web-lib', pattern: 'apps/web/src/lib/**', mode: 'full' },
  { type: 'web-components', pattern: 'apps/web/src/components/**', mode: 'full' },
  { type: 'web-auth', pattern: 'apps/web/src/auth/**', mode: 'full' },
  { type: 'web-admin', pattern: 'apps/web/src/admin/**', mode: 'full' },
  { type: 'web-storefront', pattern: 'apps/web/src/storefront/**', mode: 'full' },
  { type: 'web-app', pattern: 'apps/web/src/app/**', mode: 'full' },
  { type: 'web-entry', pattern: 'apps/web/{src/*.{ts,tsx},*.ts}', mode: 'full' },
];

/** `from` may import `to` (element types; `to` may be a micromatch pattern such as `api-*`). */
const allow = (from, to) => ({
  from: { element: { type: from } },
  allow: { to: { element: { type: to.length === 1 ? to[0] : `{${to.join(',')}}` } } },
});

const boundaryPolicies = [
  allow('core', ['core']),
  allow('test-support', ['test-support']),
  allow('bench', ['bench', 'test-support', 'core', 'api-app', 'api-base', 'api-db']),
  allow('e2e', ['e2e', 'test-support', 'core']),
  // API: a module reaches lib, db and the base files, and other modules (a module may read another's
  // repository); plugins and lib never import modules; db imports neither lib nor modules.
  allow('api-base', ['api-base', 'core']),
  // types.ts declares what the Fastify instance carries: it names types of lib/ and db/, imports no code.
  allow('api-types', ['api-types', 'api-base', 'core']),
  {
    from: { element: { type: 'api-types' } },
    allow: { to: { element: { type: '{api-lib,api-db}' } }, dependency: { kind: 'type' } },
  },
  allow('api-db', ['api-db', 'api-types', 'api-base', 'core']),
  allow('api-lib', ['api-lib', 'api-types', 'api-db', 'api-base', 'core']),
  allow('api-plugin', ['api-plugin', 'api-types', 'api-lib', 'api-db', 'api-base', 'core']),
  allow('api-module', ['api-module', 'api-types', 'api-seed', 'api-plugin', 'api-lib', 'api-db', 'api-base', 'core']),
  allow('api-seed', ['api-seed', 'api-types', 'api-lib', 'api-db', 'api-base', 'core']),
  allow('api-ops', ['api-*', 'core']),
  allow('api-app', ['api-*', 'core']),
  allow('api-test', ['api-*', 'core', 'test-support']),
  // Web: api/, lib/ and components/ are shared and import nothing above them (the auth store hands
  // the token to the API client); storefront and admin never import each other.
  allow('web-lib', ['web-lib', 'core']),
  allow('web-api', ['web-api', 'web-lib', 'core']),
  allow('web-components', ['web-components', 'web-lib', 'core']),
  allow('web-auth', ['web-auth', 'web-api', 'web-components', 'web-lib', 'core']),
  allow('web-storefront', ['web-storefront', 'web-auth', 'web-api', 'web-components', 'web-lib', 'core']),
  allow('web-admin', ['web-admin', 'web-auth', 'web-api', 'web-components', 'web-lib', 'core']),
  allow('web-app', [
    'web-app',
    'web-storefront',
    'web-admin',
    'web-auth',
    'web-api',
    'web-components',
    'web-lib',
    'core',
  ]),
  allow('web-entry', ['web-*', 'core']),
  allow('web-test', ['web-*', 'core']),
];

/**
 * `expect(screen.getBy…(…)).toBeTruthy()` proves nothing: a getBy / findBy query already throws when
 * nothing matches, and a getAllBy / findAllBy array is always truthy (CONTRIBUTING.md, "Rules the tests
 * follow"). Tests assert what the user sees instead.
 */
const testingQuery = '/^(get|getAll|find|findAll|query|queryAll)By[A-Z]/';
const queryCall = `CallExpression:matches([callee.name=${testingQuery}], [callee.property.name=${testingQuery}])`;
const emptyQueryAssertion = {
  message:
    'A Testing Library query already throws when nothing matches: assert what the user sees instead — ' +
    'toHaveTextContent, toBeVisible, toBeChecked, toBeDisabled, toHaveValue, toHaveAttribute, toHaveLength, ' +
    'or toBeInTheDocument() where presence is the claim.',
};
const noEmptyQueryAssertions = [
  `CallExpression[callee.property.name=/^(toBeTruthy|toBeDefined)$/] > MemberExpression.callee > CallExpression.object[callee.name='expect'] > ${queryCall}.arguments`,
  `CallExpression[callee.property.name=/^(toBeTruthy|toBeDefined)$/] > MemberExpression.callee > CallExpression.object[callee.name='expect'] > AwaitExpression.arguments > ${queryCall}.argument`,
].map((selector) => ({ selector, ...emptyQueryAssertion }));

/**
 * Web writes and forms each have one home (docs/architecture.md, "Where each kind of code goes"): the
 * data hooks of a feature, its mutations included, are in `apps/web/src/api/<feature>.ts`, so screens
 * never call TanStack Query's mutation APIs themselves; every form resolves its zod contract through
 * `formResolver` (`apps/web/src/lib/form-resolver.ts`).
 */
const mutationsOnlyInApi = {
  name: '@tanstack/react-query',
  importNames: ['useMutation', 'useMutationState', 'useIsMutating', 'MutationObserver'],
  message: 'Writes live in apps/web/src/api/<feature>.ts: export a hook there and call it from the screen.',
};
const oneFormResolver = {
  name: '@hookform/resolvers/zod',
  message: 'Forms resolve with formResolver from apps/web/src/lib/form-resolver.ts (the one zod resolver).',
};

export default defineConfig([
  globalIgnores(['**/dist/', '**/node_modules/', 'data/', '**/data/', 'apps/api/drizzle/', '**/coverage/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    // Type-aware rules: each file belongs to the tsconfig.json nearest to it, which `npm run check` also
    // runs tsc on.
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  },
  {
    // Fastify plugins (the route modules, plugins/, the shared photo routes, a test's plugin) are async functions even when they
    // await nothing: an error thrown while they register routes (a route without an access rule) then
    // fails start-up, where a plugin that calls done() would leave it hanging. Their hooks and handlers
    // follow the same form.
    files: [
      'apps/api/src/modules/*/{routes,*-routes,export}.ts',
      'apps/api/src/plugins/*.ts',
      'apps/api/src/lib/private-photos.ts',
      'apps/api/src/app.test.ts',
    ],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    // Testing Library's queries are generic in the element they answer: in `getByLabelText(…) as
    // HTMLInputElement` the assertion is what picks that type, which this rule takes for the type the
    // expression already had.
    files: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-unnecessary-type-assertion': 'off' },
  },
  {
    // vitest's asymmetric matchers (expect.any(String), expect.stringMatching(…)) are typed `any` and sit
    // inside the expected objects. The JSON bodies the tests read are typed (res.json<T>()), which the
    // other no-unsafe-* rules still check.
    files: ['**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: [
      'apps/api/**/*.ts',
      'packages/**/*.ts',
      'apps/web/*.ts',
      'apps/web/e2e/**/*.ts',
      '*.{js,mjs,ts}',
      'scripts/**',
      'bench/**',
      'test-support/**',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    // Hooks live in .tsx components and in .ts files (e.g. api/<resource>.ts hooks).
    files: ['apps/web/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest']],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.{js,mjs,ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/include': ['packages/**', 'apps/**', 'bench/**', 'test-support/**'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies: boundaryPolicies }],
      'boundaries/no-unknown-files': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/api/**', 'apps/web/src/lib/form-resolver.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [mutationsOnlyInApi, oneFormResolver] }] },
  },
  {
    files: ['apps/web/src/api/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [oneFormResolver] }] },
  },
  {
    files: [
      'apps/web/src/**/*.test.{ts,tsx}',
      'apps/web/src/**/*.test-utils.{ts,tsx}',
      'apps/web/src/test/**',
      'apps/web/src/admin/components/test-render.tsx',
      'apps/web/src/admin/settings/settings-test-setup.tsx',
    ],
    rules: { 'no-restricted-syntax': ['error', ...noEmptyQueryAssertions] },
  },
]);
