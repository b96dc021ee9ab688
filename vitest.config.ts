import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Every test runs on the embedded SQLite database; the server's tests run again on PostgreSQL when
 * TEST_DATABASE_URL names one (each test server gets a database of its own there). .ci/run starts one.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;
const serverTests = 'sync-server/src/**/*.test.ts';

export default defineConfig({
  test: {
    environment: 'node',
    // Room for a machine at a load of 15 to 20 on 2 cores (CI shares it): a test of 2 s took over 20 s there,
    // and the first test of a file that seeds the demo school on PostgreSQL (7 s idle) ran past two minutes.
    // A green run takes no longer for it; the limit only bounds how long a hung test takes to fail.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    // Vitest leaves a core free by default, so a 2-core machine ran one file at a time. Much of a server
    // test's time is spent waiting on its database (PostgreSQL is another process): two files at a time
    // keep both cores busy.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        test: {
          name: 'sqlite',
          include: [
            'shared-schema/src/**/*.test.ts',
            'client/src/**/*.test.{ts,tsx}',
            'client/build/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          env: { DATABASE_URL: '' },
        },
      },
      // The server's files share their worker's modules (isolate: false): each file used to load the
      // whole server again, a third of the suite's time. Every server test starts its own server on its
      // own database, so nothing a file leaves behind reaches the next one; *.pg.test.ts: what only
      // PostgreSQL can show (several servers on one database).
      {
        extends: true,
        test: {
          name: 'sqlite-server',
          include: [serverTests],
          exclude: ['**/node_modules/**', 'sync-server/src/**/*.pg.test.ts'],
          isolate: false,
          env: { DATABASE_URL: '' },
        },
      },
      ...(postgresUrl
        ? [
            {
              extends: true as const,
              test: { name: 'postgres', include: [serverTests], isolate: false, env: { DATABASE_URL: postgresUrl } },
            },
          ]
        : []),
    ],
  },
});
