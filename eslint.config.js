import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';

/**
 * The layers of docs/conventions.md, held by lint (scripts/architecture-lint.test.ts proves a
 * violation fails): a web feature does not import another feature (pages in src/web/app compose
 * them), src/shared imports neither the server nor the web, the web imports the server only
 * as types (the typed API client), and the server never imports the web.
 */
const architecture = {
  files: ['src/**/*.{ts,tsx}', 'extension/**/*.{ts,tsx}'],
  plugins: { boundaries },
  settings: {
    'import/resolver': { typescript: { project: './tsconfig.json' } },
    'boundaries/elements': [
      { type: 'web-feature', pattern: 'src/web/features/*', capture: ['feature'] },
      { type: 'web', pattern: 'src/web' },
      { type: 'server', pattern: 'src/server' },
      { type: 'shared', pattern: 'src/shared' },
      { type: 'test', pattern: 'src/test' },
      { type: 'extension', pattern: 'extension/**', partialMatch: false },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        policies: [
          {
            from: { element: { type: 'web-feature' } },
            disallow: {
              to: {
                element: {
                  type: 'web-feature',
                  captured: { feature: '!{{ from.element.captured.feature }}' },
                },
              },
            },
            message:
              'A web feature does not import another feature; move the shared piece to src/web/lib or the UI kit',
          },
          {
            from: { element: { type: 'shared' } },
            disallow: { to: { element: { types: { anyOf: ['server', 'web', 'web-feature'] } } } },
            message: 'src/shared imports neither the server nor the web',
          },
          {
            from: { element: { types: { anyOf: ['web', 'web-feature'] } } },
            disallow: {
              to: { element: { type: 'server' } },
              dependency: { kind: 'value' },
            },
            message: 'The web imports the server only as types (import type)',
          },
          {
            from: { element: { type: 'extension' } },
            disallow: { to: { element: { types: { anyOf: ['server', 'web-feature', 'test'] } } } },
            message:
              'The browser extension imports src/shared and the UI kit only; it talks to the server over the v1 API',
          },
          {
            from: { element: { types: { anyOf: ['shared', 'server', 'web', 'web-feature'] } } },
            disallow: { to: { element: { type: 'extension' } } },
            message:
              'The app does not import the browser extension; what both need lives in src/shared',
          },
          {
            from: { element: { type: 'server' } },
            disallow: { to: { element: { types: { anyOf: ['web', 'web-feature'] } } } },
            message:
              'The server does not import the web; move what both need to src/shared (e.g. src/shared/paths.ts)',
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      'dist-extension',
      'node_modules',
      'data',
      'e2e-artifacts',
      'src/server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}', 'extension/src/popup/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  architecture,
);
