import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Storefront and back office never import each other: each is its own lazy chunk with its own screens. */
const keepAway = (from, other) => ({
  files: [`apps/web/src/${from}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `(^|/)${other}(/|$)`,
            message: `The ${from} must not import from src/${other}: move shared code to components/, api/ or lib/.`,
          },
        ],
      },
    ],
  },
});

export default defineConfig([
  globalIgnores(['**/dist/', '**/node_modules/', 'data/', '**/data/', 'apps/api/drizzle/', '**/coverage/']),
  js.configs.recommended,
  tseslint.configs.recommended,
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
  keepAway('storefront', 'admin'),
  keepAway('admin', 'storefront'),
]);
