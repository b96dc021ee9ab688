import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig, type AppConfig } from '../config.js';
import { TEST_CAPTCHA_POLICY } from './captcha.js';
import { startedSpace } from './started-database.js';
import type { TestDatabaseSpace } from './test-database.js';

export { testDatabaseSpace, type TestDatabaseSpace } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  /** Everything the server logged, to prove what never reaches a log. */
  logs: () => string;
  close: () => Promise<void>;
}

/** The configuration of a test server on `space` (tests that start two servers on one database share it). */
export function testConfig(space: TestDatabaseSpace, overrides: Partial<AppConfig> = {}): AppConfig {
  return loadConfig(
    { NODE_ENV: 'test', JWT_SECRET: 'test-secret-test-secret-test-secret-0123', CAPTCHA_HMAC_KEY: 'test-captcha-key' },
    {
      ...space.config,
      clientDist: join(space.dir, 'no-client'),
      logLevel: 'info',
      seedDemoData: false,
      captchaPolicy: TEST_CAPTCHA_POLICY,
      // Test servers read the local outbox over HTTP, as a developer may (from the loopback address only).
      devOutboxHttp: true,
      ...overrides,
    },
  );
}

/**
 * A real server on a fresh database of its own (a SQLite file, or a PostgreSQL schema), with or without
 * the demo data. `beforeReady` may add test-only routes before the server is sealed.
 */
export async function startTestApp(
  overrides: Partial<AppConfig> = {},
  options: { beforeReady?: (app: FastifyInstance) => void | Promise<void>; space?: TestDatabaseSpace } = {},
): Promise<TestApp> {
  const kind = {
    seedDemoData: overrides.seedDemoData ?? false,
    ...(overrides.curriculumDir && { curriculumDir: overrides.curriculumDir }),
  };
  const space =
    options.space ??
    (await startedSpace(kind, async (template, settings) => {
      const started = await buildApp(testConfig(template, settings), {
        logStream: new Writable({ write: (_c, _e, done) => done() }),
      });
      await started.close();
    }));
  const chunks: string[] = [];
  const logStream = new Writable({
    write(chunk, _enc, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  const app = await buildApp(testConfig(space, overrides), { logStream });
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    logs: () => chunks.join(''),
    close: async () => {
      await app.close();
      if (!options.space) await space.drop();
    },
  };
}
