/**
 * npm run bench: figures printed, not a test. Each figure is measured against a baseline taken in the
 * same run (GET /health throughput), so that a slower machine does not read as a regression.
 *
 * 1. GET /health throughput (autocannon, 100 connections, 5 s): the baseline.
 * 2. A class of 30 children signing in at the same moment: time until all 30 hold a token, with the
 *    password-hash parameters in use (argon2id, OWASP: 19 MiB, 2 passes).
 * 3. Sync (bench/sync.ts): 500 queued answers over a 300 ms link, single calls against the batch;
 *    idempotent submissions under load as a ratio to the baseline; 30 students replaying 200 each.
 * 4. SmoothY interpreter steps per second; the block workspace interactive with the CPU slowed 4x.
 * 5. The entry chunk's size.
 * 6. Python (bench/python.ts): Pyodide's cold start from the service worker cache, a warm run, the Python
 *    screen with the CPU slowed 4x, the precache's size.
 * 7. Web (bench/web.ts): the web editor screen with the CPU slowed 4x (editor, then the page in the preview).
 */
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../sync-server/src/app.js';
import { loadConfig } from '../sync-server/src/config.js';
import { PASSWORD_HASH_PARAMETERS } from '../sync-server/src/accounts/passwords.js';
import { benchClassroom, entryChunk } from './fixtures.js';
import { syncFigures } from './sync.js';
import { interpreterStepsPerSecond, workspaceInteractive } from './blocks.js';
import { pythonFigures } from './python.js';
import { webFigures } from './web.js';

const dir = mkdtempSync(join(tmpdir(), 'codeyard-bench-'));
const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'bench-secret-bench-secret-bench-secret!!', CAPTCHA_HMAC_KEY: 'bench' }, {
  databasePath: join(dir, 'app.db'), logLevel: 'error', seedDemoData: true, port: 0,
});
const app = await buildApp(config);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no address');
const base = `http://127.0.0.1:${address.port}`;

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => autocannon(options, (error, result) => (error ? reject(error) : resolve(result))));
}

const figures: string[] = [];
const print = (line: string) => { console.log(line); figures.push(line); };

// 1. Baseline.
const health = await run({ url: `${base}/health`, connections: 100, duration: 5 });
const healthRps = health.requests.average;
print(`GET /health: ${healthRps.toFixed(0)} req/s average (p99 latency ${health.latency.p99} ms) — the baseline`);

// 2. Thirty children sign in at once.
const students = await benchClassroom(app, 30);
const started = performance.now();
const results = await Promise.all(
  students.map(async ({ username, password }) => {
    const response = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login_email: username, password }) });
    const body = (await response.json()) as { data?: { api_token?: string }[] };
    return { ok: response.ok && Boolean(body.data?.[0]?.api_token), at: performance.now() - started };
  }),
);
const allIn = Math.max(...results.map((r) => r.at));
const failures = results.filter((r) => !r.ok).length;
const { memoryCost, timeCost, parallelism } = PASSWORD_HASH_PARAMETERS;
print(`30 children signing in at once: all 30 tokens after ${allIn.toFixed(0)} ms, ${failures} failures (argon2id m=${memoryCost} KiB, t=${timeCost}, p=${parallelism})`);
print(`  as a ratio: the class signs in within the time the server answers ${Math.round((allIn / 1000) * healthRps)} health checks`);

// 3. Sync: a slow link, idempotent submissions under load, a classroom replaying at once.
await syncFigures(app, base, healthRps, print);

// 4. SmoothY: interpreter speed, and the block workspace on a slow machine (needs the built app).
interpreterStepsPerSecond(print);
if (entryChunk()) {
  const [kid] = await benchClassroom(app, 1, 'benchblocks');
  // The first challenge of SmoothY Starter: its /ide screen (challenge stones open by address; only trial and course locks refuse).
  const [firstLevel] = app.levels.stoneIds().map((id) => app.levels.byStone(id)!)
    .filter((l) => l.courseNumber === 1 && l.kind === 'challenge').sort((a, b) => a.position - b.position);
  const challengePath = firstLevel ? `/ide/${firstLevel.stoneId}/${firstLevel.courseId}` : undefined;
  await workspaceInteractive(base, kid, print, challengePath).catch((error) => print(`block workspace: not measured (${(error as Error).message.split('\n')[0]})`));
}

// 6. Python: Pyodide from the service worker cache, a warm run, the screen on a slow machine (needs the built app).
if (entryChunk()) {
  const [coder] = await benchClassroom(app, 1, 'benchpython');
  await pythonFigures(base, coder, print).catch((error) => print(`Python: not measured (${(error as Error).message.split('\n')[0]})`));
}

// 7. Web: the web editor screen on a slow machine (needs the built app).
if (entryChunk()) {
  const [webKid] = await benchClassroom(app, 1, 'benchweb');
  await webFigures(base, webKid, print).catch((error) => print(`web screen: not measured (${(error as Error).message.split('\n')[0]})`));
}

// 5. The first screen's weight: the entry chunk of the built app (heavy parts must stay out of it).
const entry = entryChunk();
if (entry) print(`entry chunk ${entry.name}: ${(entry.bytes / 1024).toFixed(1)} KiB, ${(entry.gzipBytes / 1024).toFixed(1)} KiB gzipped`);
else print('entry chunk: client/dist is not built (npm run build), not measured');

await app.close();
rmSync(dir, { recursive: true, force: true });
