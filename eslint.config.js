import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const root = import.meta.dirname;
const features = path.join(root, 'web/src/features');

/** The feature folder a file or an import resolves into, if any (`jobs` for web/src/features/jobs/api/jobs.ts). */
function featureOf(file) {
  const rel = path.relative(features, file);
  return rel.startsWith('..') || path.isAbsolute(rel) ? null : rel.split(path.sep)[0];
}

/**
 * Imports flow one way in the web app (shared → features → app): a feature never imports another feature
 * (route files in web/src/app/routes compose them), and nothing in web/ imports the server.
 */
const webBoundaries = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = context.filename;
    const own = featureOf(file);
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      if (source === '@beceri/server' || source.startsWith('@beceri/server/')) {
        context.report({
          node: node.source,
          message: 'The web app does not import the server; share code through @beceri/domain.',
        });
        return;
      }
      if (!source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source);
      if (!path.relative(path.join(root, 'server'), target).startsWith('..')) {
        context.report({
          node: node.source,
          message: 'The web app does not import the server; share code through @beceri/domain.',
        });
        return;
      }
      const other = featureOf(target);
      if (own && other && other !== own) {
        context.report({
          node: node.source,
          message: `Feature '${own}' imports feature '${other}': features never import each other; compose them in a route file (web/src/app/routes).`,
        });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

/** What domain/ must stay free of: it is pure TypeScript shared by web and server (docs/development.md). */
const notInDomain = ['react', 'react-dom', 'drizzle-orm', 'fastify', 'pg', '@electric-sql/pglite'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'server/drizzle/**',
      'e2e/test-results/**',
      'data/**',
      'e2e/.shot.mjs',
      '**/*.tmp.*',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['web/**/*.{ts,tsx,js,mjs}'],
    plugins: { beceri: { rules: { 'web-boundaries': webBoundaries } } },
    rules: { 'beceri/web-boundaries': 'error' },
  },
  {
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: notInDomain.map((name) => ({
            name,
            message: 'domain/ is pure TypeScript: no React, Drizzle, Fastify or database driver.',
          })),
          patterns: [
            {
              group: [...notInDomain.map((name) => `${name}/*`), '@fastify/*'],
              message: 'domain/ is pure TypeScript: no React, Drizzle, Fastify or database driver.',
            },
          ],
        },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-empty-pattern': 'off',
    },
  },
  {
    // Code on the visitor's first download must not pull zod in through the domain's index.
    files: [
      'web/src/app/layouts/**',
      'web/src/app/*.tsx',
      'web/src/app/*.ts',
      'web/src/features/home/**',
      'web/src/lib/**',
      'web/src/components/**',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@beceri/domain',
              message: "Import values from '@beceri/domain/constants' (type imports are fine).",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', '*/scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', fetch: 'readonly' } },
  },
);
