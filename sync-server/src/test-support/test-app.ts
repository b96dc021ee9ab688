import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig, type AppConfig } from '../config.js';

export interface TestApp {
  app: FastifyInstance;
  /** Everything the server logged, to prove what never reaches a log. */
  logs: () => string;
  close: () => Promise<void>;
}

/**
 * A real server on a fresh SQLite file of its own, with or without the demo data. `beforeReady` may add
 * test-only routes before the server is sealed.
 */
export async function startTestApp(
  overrides: Partial<AppConfig> = {},
  options: { beforeReady?: (app: FastifyInstance) => void | Promise<void> } = {},
): Promise<TestApp> {
  const dir = mkdtempSync(join(tmpdir(), 'codeyard-test-'));
  const chunks: string[] = [];
  const logStream = new Writable({ write(chunk, _enc, done) { chunks.push(String(chunk)); done(); } });
  const config = loadConfig(
    { NODE_ENV: 'test', JWT_SECRET: 'test-secret-test-secret-test-secret-0123', CAPTCHA_HMAC_KEY: 'test-captcha-key' },
    { databasePath: join(dir, 'app.db'), clientDist: join(dir, 'no-client'), logLevel: 'info', seedDemoData: false, ...overrides },
  );
  const app = await buildApp(config, { logStream });
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    logs: () => chunks.join(''),
    close: async () => {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
