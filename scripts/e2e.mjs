// npm run test:e2e: build the PWA if needed, then run the Playwright suite in Chromium.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureClientBuild } from './client-build.mjs';

const root = resolve(fileURLToPath(import.meta.url), '../..');
ensureClientBuild();
const result = spawnSync('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
