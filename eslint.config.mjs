import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'out/',
      'dist/',
      'node_modules/',
      '.tools/',
      'artifacts/',
      'test-results/',
      'playwright-report/',
      'coverage/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts}'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': 'off',
    },
  },
  {
    // The core never imports Electron: plain require('electron') downloads a binary and throws.
    files: ['src-main/core/**/*.ts', 'src-main/cli.ts', 'src-shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'electron', message: 'Only src-main/electron may import electron.' }] },
      ],
    },
  },
  {
    files: ['src-renderer/**/*.{ts,tsx}', 'test/renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'electron', 'better-sqlite3', '**/src-main/**'],
              message: 'The renderer talks to main only through window.quire.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['bin/**/*.js', 'scripts/**/*.{js,mjs}', 'bench/**/*.cjs'],
    languageOptions: { globals: { ...globals.node }, sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  { files: ['scripts/**/*.mjs'], languageOptions: { sourceType: 'module' } },
);
