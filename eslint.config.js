// @ts-check
import path from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries (architecture.md, "Rules that keep the house in order"):
 * web features never import each other, and no source is imported across apps.
 */
const boundaries = {
  rules: {
    'import-boundaries': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const from = context.filename.split(path.sep).join('/');
        const appOf = (file) => /\/apps\/([^/]+)\//.exec(file)?.[1];
        const featureOf = (file) => /\/apps\/web\/app\/features\/([^/]+)\//.exec(file)?.[1];
        return {
          'ImportDeclaration, ExportNamedDeclaration, ExportAllDeclaration, ImportExpression'(node) {
            const source = node.source && node.source.type === 'Literal' ? String(node.source.value) : null;
            if (!source || !source.startsWith('.')) return;
            const target = path.resolve(path.dirname(from), source).split(path.sep).join('/') + '/';
            const fromApp = appOf(from);
            const toApp = appOf(target);
            if (fromApp && toApp && fromApp !== toApp) {
              context.report({ node, message: `apps/${fromApp} must not import source from apps/${toApp}; talk over HTTP or the load context.` });
            }
            const fromFeature = featureOf(from);
            const toFeature = featureOf(target);
            if (fromFeature && toFeature && fromFeature !== toFeature) {
              context.report({ node, message: `Feature "${fromFeature}" must not import feature "${toFeature}"; move shared code to app/ui or app/lib.` });
            }
          },
        };
      },
    },
  },
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/build/**', '**/.react-router/**', 'data/**', '**/drizzle/meta/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { platter: boundaries },
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
    rules: {
      'platter/import-boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', 'fs', 'path', 'http', 'crypto'], message: 'packages/domain is pure: no Node imports.' },
            { group: ['react', 'react-*', 'react/*'], message: 'packages/domain is pure: no React.' },
            { group: ['drizzle-orm*', 'pg', '@electric-sql/*', 'fastify*', '@fastify/*'], message: 'packages/domain is pure: no database or server code.' },
            { group: ['**/apps/**'], message: 'packages/domain must not import the apps.' },
          ],
        },
      ],
    },
  },
);
