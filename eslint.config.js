// Lint for the whole workspace: typescript-eslint's recommended rules, React's hooks rules on the
// web app, and Prettier owning layout (eslint-config-prettier turns the layout rules off).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/build/',
      '**/build-[0-9]*/',
      '**/build-manual/',
      '**/build-e2e*/',
      'apps/server/dist*/',
      '**/.react-router/',
      'e2e/test-results/',
      'e2e/playwright-report/',
      'bench/results/',
      'packages/contract/src/paraglide/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Tests read answers loosely on purpose: a wrong shape fails the assertion that follows.
    files: ['**/*.test.ts', 'e2e/**/*.ts', 'apps/server/src/testing/**/*.ts', 'apps/server/src/modules/auth/test-helpers.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // React's Node renderer keeps each render in an AsyncLocalStorage, which on Node 20 switches async
    // hooks on for the whole process, for good, and slows every later request (see mail-layout.ts).
    files: ['apps/server/src/**/*.{ts,tsx}', 'apps/web/app/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-dom/server', message: 'Render with react-dom/server.edge.' },
            { name: 'react-dom/server.node', message: 'Render with react-dom/server.edge.' },
            { name: '@react-email/render', importNames: ['render'], message: 'Draw mails with renderMail (platform/mail-layout.ts).' },
          ],
        },
      ],
    },
  },
  {
    // Scripts load after the first paint, so a click straight after goto can land on server HTML:
    // browser tests take their test from support/test, which waits for hydration.
    files: ['e2e/tests/**/*.spec.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', message: 'Import test and expect from ./support/test.', allowTypeImports: true }] },
      ],
    },
  },
  prettier,
);
