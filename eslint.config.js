import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { boundaries } from './tools/eslint/boundaries.js';
import { importCycles } from './tools/eslint/import-cycles.js';

/** Only src/web/host talks to Teams and MSAL. */
const hostOnlyImports = [
  { name: '@microsoft/teams-js', message: 'Only src/web/host may use the Teams SDK.' },
  { name: '@azure/msal-browser', message: 'Only src/web/host may use MSAL.' },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'appPackage/build/**',
      'src/server/db/migrations/**',
      'tests/support/.template/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { local: { rules: { boundaries, 'import-cycles': importCycles } } },
    rules: {
      'local/boundaries': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}', 'tests/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/web/host/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: hostOnlyImports }],
    },
  },
  {
    // No file imports itself back, and no server module another that leads back to it. A component
    // and the popup it loads with import() are no cycle: the popup's module loads later.
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'local/import-cycles': ['error', { groups: ['src/server/modules'] }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/env.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Only src/server/env.ts reads process.env.' }],
    },
  },
);
