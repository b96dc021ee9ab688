import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The first shelf's server listens here, the others on the next ports. */
const port = Number(process.env.E2E_PORT ?? 3210);
// A fresh database for every run and every shelf, seeded with the demo accounts.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'codeyard-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

/**
 * Three shelves run side by side, each with its own server and its own database. Almost every spec signs
 * in as the same demo accounts (student1 … student5, teacher1) and counts what the server holds for them,
 * so two specs on one database would see each other's lessons and projects: on a shelf the files run one
 * after another, in the same order on every run; the shelves never share data. The first two shelves are
 * listed (balanced by the time their files took on CI); every other file, a new one too, is on the third.
 * Much of a browser test's time is spent waiting (the service worker's install, IndexedDB, the server), so
 * three lanes finish sooner than two on CI's two cores.
 */
const SHELF_FILES = [
  [
    '**/python-ide.spec.ts',
    '**/offline-learning.spec.ts',
    '**/login.spec.ts',
    '**/api-docs.spec.ts',
    '**/lesson-draft.spec.ts',
  ],
  [
    '**/web-ide.spec.ts',
    '**/smoothy-challenges.spec.ts',
    '**/teacher-review.spec.ts',
    '**/smoothy-projects.spec.ts',
    '**/blocks-playground.spec.ts',
    '**/registration.spec.ts',
    '**/pwa.spec.ts',
  ],
];
const shelves = [
  ...SHELF_FILES.map((testMatch, i) => ({ name: `shelf-${i + 1}`, port: port + i, files: { testMatch } })),
  {
    name: `shelf-${SHELF_FILES.length + 1}`,
    port: port + SHELF_FILES.length,
    files: { testMatch: '**/*.spec.ts', testIgnore: SHELF_FILES.flat() },
  },
];

export default defineConfig({
  testDir: '.',
  fullyParallel: false,
  workers: shelves.length,
  retries: 0,
  // Room for a machine at a load of 15 or more (CI runs beside other heavy jobs): these limits bound a
  // hang, they never decide a green run — a green run takes no longer for them, and no test measures time.
  // A wait inside a spec says a longer limit only where more work must happen (Pyodide's start); it never
  // says a shorter one.
  // Four shelves on two cores reached a load of 25 by themselves (Pyodide's test ran out of its 5 minutes,
  // offline-learning (a) took 4.6): CI keeps three. With the unit tests beside the browser tests on a machine
  // already at a load of 25, the SmoothY challenges' walk (4 minutes on an idle CI) ran out of ten: a test
  // may take twenty.
  timeout: 1_200_000,
  expect: {
    timeout: 90_000,
    // Visual comparisons (e2e/layouts.spec.ts): a tolerance that survives font hinting and antialiasing, not
    // a moved or missing part of a screen.
    toHaveScreenshot: { maxDiffPixelRatio: 0.02, threshold: 0.25 },
  },
  // One picture per screen and size, whatever shelf runs it and on whichever machine: e2e/__screenshots__/.
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  reporter: [['list']],
  use: {
    trace: 'retain-on-failure',
    // A context that never goes offline needs no service worker: its install downloads the whole precache
    // (about 30 MB with Pyodide), which cost a third of a spec's CPU. A file that tests offline says
    // test.use({ serviceWorkers: 'allow' }); contexts made with browser.newContext() follow the same option.
    serviceWorkers: 'block',
    launchOptions: {
      // Debian's Chromium by default; set CHROMIUM_PATH to use another build.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: shelves.map((shelf) => ({
    name: shelf.name,
    ...shelf.files,
    // One worker per shelf: its files share a database.
    workers: 1,
    use: { baseURL: `http://localhost:${shelf.port}` },
  })),
  webServer: shelves.map((shelf) => ({
    command: `node --import tsx sync-server/src/main.ts`,
    cwd: '..',
    url: `http://localhost:${shelf.port}/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(shelf.port),
      DATABASE_PATH: join(dataDir, `${shelf.name}.db`),
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://localhost:${shelf.port}`,
      // The specs follow confirmation links from the local outbox (GET /dev/outbox, loopback only).
      DEV_OUTBOX_HTTP: 'true',
    },
  })),
});
