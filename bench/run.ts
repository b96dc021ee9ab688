/**
 * npm run bench: figures printed, not a test. Each figure is measured against a baseline taken in the
 * same run (GET /health throughput), so that a slower machine does not read as a regression.
 *
 * 1. GET /health throughput (autocannon, 100 connections, 5 s): the baseline.
 * 2. A class of 30 children signing in at the same moment: time until all 30 hold a token, with the
 *    password-hash parameters in use (argon2id, OWASP: 19 MiB, 2 passes).
 * 3. Sync (bench/sync.ts): keyed submissions under 50 connections as a share of the baseline; one
 *    device's 500 queued answers over a 300 ms link; 30 devices replaying 200 each — on SQLite, and again
 *    on PostgreSQL (a child process, since a process serves one dialect) when BENCH_DATABASE_URL or
 *    TEST_DATABASE_URL names one.
 * 4. SmoothY interpreter steps per second; the block workspace interactive with the CPU slowed 4x.
 * 5. The entry chunk's size.
 * 6. Python (bench/python.ts): Pyodide's cold start from the service worker cache, a warm run, the Python
 *    screen with the CPU slowed 4x, the precache's size.
 * 7. Web (bench/web.ts): the web editor screen with the CPU slowed 4x (editor, then the page in the preview).
 * 8. Hardening (bench/hardening.ts): the worst JSON body (20 000 levels, about 1 MB) beside a flat one of the
 *    same size on POST /api/login, and GET /health while ten of the worst arrive at once.
 * 9. Lighthouse (bench/lighthouse.ts): performance score, LCP, TBT, CLS and FCP of /, /login and /courses,
 *    with Lighthouse's mobile emulation and its desktop preset, next to the goals (needs the built app).
 * 10. Games (bench/games.ts): a sudoku, a colouring and a paint challenge playable with the CPU slowed 4x,
 *    beside the home page; the games' share of the precache (needs the built app).
 *
 * `npm run bench -- sync` (or any of: health, login, sync, blocks, python, web, entry, hardening,
 * lighthouse, games) runs only those
 * sections; the health baseline is measured whenever a section needs it.
 */
import autocannon from 'autocannon';
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { PROCESS_DIALECT } from '../sync-server/src/db/dialect.js';
import { PASSWORD_HASH_PARAMETERS } from '../sync-server/src/accounts/passwords.js';
import { benchApp, benchClassroom, entryChunk } from './fixtures.js';
import { syncFigures } from './sync.js';
import { interpreterStepsPerSecond, workspaceInteractive } from './blocks.js';
import { gameFigures } from './games.js';
import { pythonFigures } from './python.js';
import { webFigures } from './web.js';
import { hardeningFigures } from './hardening.js';
import { lighthouseFigures } from './lighthouse.js';

const SECTIONS = [
  'health',
  'login',
  'sync',
  'blocks',
  'python',
  'web',
  'entry',
  'hardening',
  'lighthouse',
  'games',
] as const;
type Section = (typeof SECTIONS)[number];
const asked = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const unknown = asked.filter((a) => !SECTIONS.includes(a as Section));
if (unknown.length > 0)
  throw new Error(`unknown bench section ${unknown.join(', ')}: choose from ${SECTIONS.join(', ')}`);
const sections = new Set<Section>(asked.length > 0 ? (asked as Section[]) : SECTIONS);
/** The PostgreSQL run is a child of the SQLite one (tables are chosen once per process). */
const isChild = process.argv.includes('--child');
const dialectName = PROCESS_DIALECT === 'postgres' ? 'PostgreSQL' : 'SQLite';

const figures: string[] = [];
const print = (line: string) => {
  console.log(line);
  figures.push(line);
};
if (!isChild)
  print(
    `machine load (1, 5, 15 min): ${loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')} on ${(await import('node:os')).cpus().length} cores`,
  );
print(`— ${dialectName} —`);

const { app, close } = await benchApp('bench');
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no address');
const base = `http://127.0.0.1:${address.port}`;

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) =>
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result))),
  );
}

// 1. Baseline.
let healthRps = 0;
if (sections.has('health') || sections.has('login') || sections.has('sync')) {
  const health = await run({ url: `${base}/health`, connections: 100, duration: 5 });
  healthRps = health.requests.average;
  print(`GET /health: ${healthRps.toFixed(0)} req/s average (p99 latency ${health.latency.p99} ms) — the baseline`);
}

// 2. Thirty children sign in at once.
if (sections.has('login')) {
  const students = await benchClassroom(app, 30);
  const started = performance.now();
  const results = await Promise.all(
    students.map(async ({ username, password }) => {
      const response = await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login_email: username, password }),
      });
      const body = (await response.json()) as { data?: { api_token?: string }[] };
      return { ok: response.ok && Boolean(body.data?.[0]?.api_token), at: performance.now() - started };
    }),
  );
  const allIn = Math.max(...results.map((r) => r.at));
  const failures = results.filter((r) => !r.ok).length;
  const { memoryCost, timeCost, parallelism } = PASSWORD_HASH_PARAMETERS;
  print(
    `30 children signing in at once: all 30 tokens after ${allIn.toFixed(0)} ms, ${failures} failures (argon2id m=${memoryCost} KiB, t=${timeCost}, p=${parallelism})`,
  );
  print(
    `  as a ratio: the class signs in within the time the server answers ${Math.round((allIn / 1000) * healthRps)} health checks`,
  );
}

// 3. Sync: keyed submissions under load, a slow link, a classroom replaying at once.
if (sections.has('sync')) await syncFigures(app, base, healthRps, print);
// 4. SmoothY: interpreter speed, and the block workspace on a slow machine (needs the built app).
if (sections.has('blocks')) interpreterStepsPerSecond(print);
if (sections.has('blocks') && entryChunk()) {
  const [kid] = await benchClassroom(app, 1, 'benchblocks');
  // The first challenge of SmoothY Starter: its /ide screen (challenge stones open by address; only trial and course locks refuse).
  const [firstLevel] = app.levels
    .stoneIds()
    .map((id) => app.levels.byStone(id)!)
    .filter((l) => l.courseNumber === 1 && l.kind === 'challenge')
    .sort((a, b) => a.position - b.position);
  const challengePath = firstLevel ? `/ide/${firstLevel.stoneId}/${firstLevel.courseId}` : undefined;
  await workspaceInteractive(base, kid, print, challengePath).catch((error) =>
    print(`block workspace: not measured (${(error as Error).message.split('\n')[0]})`),
  );
}

// 6. Python: Pyodide from the service worker cache, a warm run, the screen on a slow machine (needs the built app).
if (sections.has('python') && entryChunk()) {
  const [coder] = await benchClassroom(app, 1, 'benchpython');
  await pythonFigures(base, coder, print).catch((error) =>
    print(`Python: not measured (${(error as Error).message.split('\n')[0]})`),
  );
}

// 7. Web: the web editor screen on a slow machine (needs the built app).
if (sections.has('web') && entryChunk()) {
  const [webKid] = await benchClassroom(app, 1, 'benchweb');
  await webFigures(base, webKid, print).catch((error) =>
    print(`web screen: not measured (${(error as Error).message.split('\n')[0]})`),
  );
}

// 8. Hardening: the worst JSON body beside a flat one of the same size.
// 10. Games: the guest demos playable on a slow machine, and the games' share of the precache (needs the built app).
if (sections.has('games') && entryChunk()) {
  await gameFigures(base, resolve(import.meta.dirname, '../client/dist'), print).catch((error) =>
    print(`games: not measured (${(error as Error).message.split('\n')[0]})`),
  );
}
if (sections.has('hardening')) await hardeningFigures(base, print);

// 9. Lighthouse on the first screens (needs the built app).
if (sections.has('lighthouse')) {
  if (entryChunk())
    await lighthouseFigures(base, print).catch((error) =>
      print(`Lighthouse: not measured (${(error as Error).message.split('\n')[0]})`),
    );
  else print('Lighthouse: client/dist is not built (npm run build), not measured');
}

// 5. The first screen's weight: the entry chunk of the built app (heavy parts must stay out of it).
if (sections.has('entry')) {
  const entry = entryChunk();
  if (entry)
    print(
      `entry chunk ${entry.name}: ${(entry.bytes / 1024).toFixed(1)} KiB, ${(entry.gzipBytes / 1024).toFixed(1)} KiB gzipped`,
    );
  else print('entry chunk: client/dist is not built (npm run build), not measured');
}

await close();

// The same sync figures on PostgreSQL, in a child process.
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!isChild && sections.has('sync')) {
  if (!postgresUrl) {
    print('— PostgreSQL — not measured: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a database the bench may use');
  } else {
    const child = spawnSync(process.execPath, [...process.execArgv, process.argv[1]!, 'sync', '--child'], {
      env: { ...process.env, DATABASE_URL: postgresUrl },
      stdio: ['ignore', 'pipe', 'inherit'],
      encoding: 'utf8',
    });
    for (const line of child.stdout.split('\n').filter(Boolean)) print(line);
    if (child.status !== 0) print(`PostgreSQL run failed (exit ${child.status})`);
  }
}
