// npm run lint: ESLint over the whole tree (and Prettier's check, see package.json).
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featuresDir = fileURLToPath(new URL('./client/src/features', import.meta.url));
const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'test-results/**',
      'playwright-report/**',
      'migrations/**',
      'client/public/**',
      '.prof/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.configs.recommended.rules,
      // A scrolling table is a labelled region that takes focus, so a keyboard can scroll it (WCAG 2.1.1).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['region'] }],
      // Focus goes where the next keystroke belongs: the first field of a form step, a dialog's safe
      // button (docs/decisions.md, "Lint and format").
      'jsx-a11y/no-autofocus': 'off',
    },
  },
  // The outbox is one module (docs/sync.md): outside client/src/outbox/ only its index (features) and its
  // shell (the app frame, without Dexie) are imported, and only it reads or writes db.outbox.
  {
    files: ['client/src/**/*.{ts,tsx}'],
    ignores: ['client/src/outbox/**', 'client/src/test-support/**', 'client/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/outbox/*', '!**/outbox/index', '!**/outbox/shell', '!**/outbox/locales'],
              message: "Import the outbox's index (or outbox/shell in the app frame), not its parts.",
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        ...[
          "MemberExpression[property.name='outbox'][object.name=/^(db|userDb|tx)$/]",
          "MemberExpression[property.name='outbox'][object.property.name='db']",
        ].map((selector) => ({
          selector,
          message:
            'Only client/src/outbox/ reads or writes db.outbox: use queueChange, useOutboxEntry or outboxStates.',
        })),
      ],
    },
  },
  // Features meet only at their public surface (docs/architecture.md): a feature imports another only
  // through that feature's index.ts, never its files. Tests may reach inside.
  {
    files: ['client/src/features/**/*.{ts,tsx}'],
    ignores: ['client/src/**/*.test.{ts,tsx}'],
    settings: { 'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: features.map((feature) => ({
            target: `./client/src/features/${feature}`,
            from: features.filter((other) => other !== feature).map((other) => `./client/src/features/${other}/**/*`),
            // With a glob `from`, exceptions are globs matched against the resolved (absolute) path.
            except: features
              .filter((other) => other !== feature)
              .map((other) => `${featuresDir}/${other}/index.{ts,tsx}`),
            message: 'Import another feature only through its index.ts.',
          })),
        },
      ],
    },
  },
  // The contract stands alone: both sides import it, it imports neither.
  {
    files: ['shared-schema/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/sync-server/**', '**/client/**', '@codeyard/sync-server', '@codeyard/client'],
              message: 'shared-schema imports neither side.',
            },
            {
              group: [
                'react',
                'react-*',
                'fastify',
                '@fastify/*',
                'drizzle-orm',
                'drizzle-orm/*',
                'better-sqlite3',
                'pg',
                'dexie',
              ],
              message: 'shared-schema holds rules and shapes, no framework.',
            },
          ],
        },
      ],
    },
  },
  // Services reach the database only through the seam (db/index, db/tables, db/sql, db/origin): no driver,
  // no dialect's schema file (issue 9).
  {
    files: ['sync-server/src/**/*.ts'],
    // Test support may copy and inspect databases.
    ignores: ['sync-server/src/db/**', 'sync-server/src/test-support/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'better-sqlite3',
                'pg',
                'postgres',
                'drizzle-orm/better-sqlite3',
                'drizzle-orm/node-postgres',
                'drizzle-orm/sqlite-core',
                'drizzle-orm/pg-core',
              ],
              message: 'Only sync-server/src/db/ talks to a driver.',
            },
            {
              group: [
                '**/db/schema/*',
                '**/db/sqlite.js',
                '**/db/postgres.js',
                '**/db/dialect.js',
                '**/db/migrations.js',
                '**/db/snapshot.js',
              ],
              message: 'Use the seam: db/index.js, db/tables.js, db/sql.js.',
            },
          ],
        },
      ],
    },
  },
  // The seam points one way: it knows no service.
  {
    files: ['sync-server/src/db/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../*', '!../config.js', '../../*'], message: 'db/ imports nothing of the services above it.' },
          ],
        },
      ],
    },
  },
);
