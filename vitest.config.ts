import { defineConfig } from 'vitest/config';

/**
 * Every test runs on the embedded SQLite database; the server's tests run again on PostgreSQL when
 * TEST_DATABASE_URL names one (each test server gets a schema of its own there). .ci/run starts one.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    environment: 'node',
    // Room for a machine at a load of 15 on 2 cores (CI shares it): a test of 2 s took over 20 s there. A
    // green run takes no longer for it; the limit only bounds how long a hung test takes to fail.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'sqlite',
          include: [
            'shared-schema/src/**/*.test.ts',
            'sync-server/src/**/*.test.ts',
            'client/src/**/*.test.{ts,tsx}',
            'client/build/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          // *.pg.test.ts: what only PostgreSQL can show (several servers on one database).
          exclude: ['**/node_modules/**', 'sync-server/src/**/*.pg.test.ts'],
          env: { DATABASE_URL: '' },
        },
      },
      ...(postgresUrl
        ? [
            {
              extends: true as const,
              test: { name: 'postgres', include: ['sync-server/src/**/*.test.ts'], env: { DATABASE_URL: postgresUrl } },
            },
          ]
        : []),
    ],
  },
});
