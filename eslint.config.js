import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'server/drizzle/**', 'e2e/test-results/**', 'data/**', 'e2e/.shot.mjs', '**/*.tmp.*'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-empty-pattern': 'off',
    },
  },
  {
    // Code on the visitor's first download must not pull zod in through the domain's index.
    files: ['web/src/app/layouts/**', 'web/src/app/*.tsx', 'web/src/app/*.ts', 'web/src/features/home/**', 'web/src/lib/**', 'web/src/components/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: '@beceri/domain', message: "Import values from '@beceri/domain/constants' (type imports are fine).", allowTypeImports: true }] },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', '*/scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
