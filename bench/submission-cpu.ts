/**
 * Server CPU time per lesson submission (issue 9), in process: `npx tsx bench/submission-cpu.ts` (SQLite)
 * or with DATABASE_URL=postgres://… (a schema of its own, dropped at the end). Run it under
 * `node --cpu-prof --import tsx bench/submission-cpu.ts` to see where the time goes.
 *
 * It measures process CPU time (user + system, process.cpuUsage), not wall time, so that other work on a
 * shared machine changes the figures little; compare rows of one run. Through the real server
 * (`app.inject`: routing, hooks, validation, serialisation; no sockets):
 * - GET /health, the reference: what one health check costs;
 * - keyed single `POST /student-questions-submission`, 50 students, up to 50 in flight (as the bench's load);
 * - batched answers: `POST /sync/batch` of SYNC_BATCH_MAX items, 10 students one batch each at a time;
 * - replayed answers: the same batches sent again (a device whose answer was lost), answered from storage.
 * The database server's own CPU (PostgreSQL) is not in these figures: only this process's.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import pg from 'pg';
import { sync } from '@codeyard/shared-schema';
import { PROCESS_DIALECT } from '../sync-server/src/db/dialect.js';
import { benchApp, benchClassroom, lessonSubmissions } from './fixtures.js';

const SINGLES = Number(process.env.SINGLES ?? 2000);
const BATCHES = Number(process.env.BATCHES ?? 20);
const IN_FLIGHT = 50;

/** Statements sent to PostgreSQL (each a round trip: a syscall and a wake-up of both sides). */
let roundTrips = 0;
if (PROCESS_DIALECT === 'postgres') {
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    roundTrips++;
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
}

const { app, close } = await benchApp('cpu');

async function signIn(username: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { login_email: username, password } });
  return (res.json() as { data: { api_token: string }[] }).data[0]!.api_token;
}

const profileDir = process.env.CPU_PROFILE;
const inspector = profileDir ? new Session() : undefined;
if (inspector) {
  inspector.connect();
  await inspector.post('Profiler.enable');
}

/** Runs `count` calls of `one`, at most `inFlight` at a time; answers CPU ms per call and wall ms. */
async function measure(count: number, inFlight: number, one: (i: number) => Promise<void>, profile?: string) {
  if (profile && inspector) await inspector.post('Profiler.start');
  const cpu = process.cpuUsage();
  const trips = roundTrips;
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < count) await one(next++);
    }),
  );
  const used = process.cpuUsage(cpu);
  if (profile && inspector) {
    const { profile: taken } = await inspector.post('Profiler.stop');
    writeFileSync(join(profileDir!, `${PROCESS_DIALECT}-${profile}.cpuprofile`), JSON.stringify(taken));
  }
  return {
    cpuMs: (used.user + used.system) / 1000 / count,
    wallMs: performance.now() - started,
    trips: (roundTrips - trips) / count,
  };
}

const fail = (what: string, status: number, body: string) => {
  throw new Error(`${what}: ${status} ${body.slice(0, 300)}`);
};

const bodies = await lessonSubmissions(app, 1);
const loaders = await benchClassroom(app, IN_FLIGHT, 'cpuload');
const tokens = await Promise.all(loaders.map((s) => signIn(s.username, s.password)));
const batchers = await benchClassroom(app, 10, 'cpubatch');
const batchTokens = await Promise.all(batchers.map((s) => signIn(s.username, s.password)));

const health = async () => {
  const res = await app.inject({ method: 'GET', url: '/health' });
  if (res.statusCode !== 200) fail('health', res.statusCode, res.body);
};
let keyed = 0;
const single = async (i: number) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/student-questions-submission',
    headers: { authorization: `Bearer ${tokens[i % tokens.length]}`, 'idempotency-key': `cpu-key-${keyed++}` },
    payload: bodies[i % bodies.length],
  });
  if (res.statusCode !== 200) fail('submission', res.statusCode, res.body);
};
let batchNo = 0;
let replayNo = 0;
/** A batch of 250 new answers; `replayed`: the same items as an earlier batch, sent again (a flaky link). */
const batch = async (i: number, replayed = false) => {
  const tag = replayed ? replayNo++ : batchNo++;
  const items = Array.from({ length: sync.SYNC_BATCH_MAX }, (_, k) => ({
    id: `cpu-batch-${tag}-${k}`,
    method: 'POST',
    path: '/student-questions-submission',
    body: bodies[k % bodies.length],
  }));
  const res = await app.inject({
    method: 'POST',
    url: '/api/sync/batch',
    headers: { authorization: `Bearer ${batchTokens[i % batchTokens.length]}` },
    payload: { items },
  });
  const results = (res.json() as { data?: { results: { status: number }[] } }).data?.results ?? [];
  if (res.statusCode !== 200 || results.some((r) => r.status !== 200)) fail('batch', res.statusCode, res.body);
};

// Warm-up: the JIT, the statements prepared, the catalogue cached.
await measure(2000, IN_FLIGHT, health);
await measure(200, IN_FLIGHT, single);
await measure(2, 1, batch);

const h = await measure(20_000, IN_FLIGHT, health);
const s = await measure(SINGLES, IN_FLIGHT, single, 'single');
const b = await measure(BATCHES, batchTokens.length, batch, 'batch');
replayNo = 2; // the warm-up's two batches are not replayed: only the measured ones
const r = await measure(BATCHES, batchTokens.length, (i) => batch(i, true), 'replay');
const perAnswer = b.cpuMs / sync.SYNC_BATCH_MAX;
console.log(`${PROCESS_DIALECT}: CPU per call, this process (user + system)`);
const tripsOf = (perCall: number) => (PROCESS_DIALECT === 'postgres' ? `, ${perCall.toFixed(1)} round trips` : '');
console.log(`  GET /health                        ${(h.cpuMs * 1000).toFixed(0)} µs`);
console.log(
  `  keyed single submission            ${s.cpuMs.toFixed(3)} ms = ${(s.cpuMs / h.cpuMs).toFixed(1)} health checks (${SINGLES} calls, ${(SINGLES / (s.wallMs / 1000)).toFixed(0)}/s wall${tripsOf(s.trips)})`,
);
console.log(
  `  batched answer (batches of ${sync.SYNC_BATCH_MAX})     ${perAnswer.toFixed(3)} ms = ${(perAnswer / h.cpuMs).toFixed(1)} health checks (${BATCHES} batches, ${((BATCHES * sync.SYNC_BATCH_MAX) / (b.wallMs / 1000)).toFixed(0)} answers/s wall${tripsOf(b.trips / sync.SYNC_BATCH_MAX)}; ${batchTokens.length} students at once, ${(b.wallMs / BATCHES).toFixed(0)} ms a batch)`,
);

console.log(
  `  replayed answer (the same batches again) ${(r.cpuMs / sync.SYNC_BATCH_MAX).toFixed(3)} ms = ${(r.cpuMs / sync.SYNC_BATCH_MAX / h.cpuMs).toFixed(1)} health checks (${((BATCHES * sync.SYNC_BATCH_MAX) / (r.wallMs / 1000)).toFixed(0)} answers/s wall${tripsOf(r.trips / sync.SYNC_BATCH_MAX)})`,
);

await close();
