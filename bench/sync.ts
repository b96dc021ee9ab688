/**
 * Issue 3's figures: draining a device's outbox over a slow link (single calls against the batch), the
 * throughput of an idempotent submission against the health baseline, and a classroom replaying at once.
 */
import autocannon from 'autocannon';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sync } from '@codeyard/shared-schema';
import { lessonSubmissions as lessonSubmissionsTable } from '../sync-server/src/db/schema.js';
import { benchClassroom, lessonSubmissions } from './fixtures.js';

const ROUND_TRIP_MS = 300;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function signIn(base: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login_email: username, password }) });
  const body = (await res.json()) as { data: { api_token: string }[] };
  return body.data[0].api_token;
}

/** A fetch over an emulated link: half the round trip before the request, half after the answer. */
async function slowFetch(url: string, init: RequestInit): Promise<Response> {
  await sleep(ROUND_TRIP_MS / 2);
  const res = await fetch(url, init);
  const text = await res.text();
  await sleep(ROUND_TRIP_MS / 2);
  return new Response(text, { status: res.status, headers: res.headers });
}

type Queued = { id: string; method: 'POST'; path: string; body: unknown };

function queueOf(app: FastifyInstance, size: number, tag: string): Queued[] {
  const bodies = lessonSubmissions(app, 1);
  return Array.from({ length: size }, (_, i) => ({ id: `${tag}-${i}-${Math.random().toString(36).slice(2, 10)}`, method: 'POST', path: '/student-questions-submission', body: bodies[i % bodies.length] }));
}

async function drainSingly(base: string, token: string, queue: Queued[], fetcher = slowFetch): Promise<number> {
  let errors = 0;
  for (const item of queue) {
    const res = await fetcher(`${base}/api${item.path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': item.id }, body: JSON.stringify(item.body) });
    if (!res.ok) errors++;
  }
  return errors;
}

async function drainInBatches(base: string, token: string, queue: Queued[], chunk = 50, fetcher = slowFetch): Promise<number> {
  let errors = 0;
  for (let i = 0; i < queue.length; i += chunk) {
    const res = await fetcher(`${base}/api/sync/batch`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ items: queue.slice(i, i + chunk) }) });
    const body = (await res.json()) as { data?: { results: { status: number }[] } };
    errors += res.ok ? (body.data?.results ?? []).filter((r) => r.status !== 200).length : Math.min(chunk, queue.length - i);
  }
  return errors;
}

function submissionsStored(app: FastifyInstance): number {
  return app.db.select({ n: count() }).from(lessonSubmissionsTable).get()?.n ?? 0;
}

export async function syncFigures(app: FastifyInstance, base: string, healthRps: number, print: (line: string) => void): Promise<void> {
  // (a) one device, 500 queued answers, 300 ms round trips.
  const [device] = await benchClassroom(app, 1, 'benchdevice');
  const token = await signIn(base, device.username, device.password);
  let started = performance.now();
  const singleErrors = await drainSingly(base, token, queueOf(app, 500, 'single'));
  const singleMs = performance.now() - started;
  started = performance.now();
  const batchErrors = await drainInBatches(base, token, queueOf(app, 500, 'batch'));
  const batchMs = performance.now() - started;
  print(`drain 500 queued answers over a ${ROUND_TRIP_MS} ms round-trip link: single calls ${(singleMs / 1000).toFixed(1)} s (${singleErrors} errors), batches of 50 ${(batchMs / 1000).toFixed(1)} s (${batchErrors} errors) — the batch is ${(singleMs / batchMs).toFixed(0)}x faster`);

  // (b) idempotent submissions under load, as a ratio to GET /health.
  const bodies = lessonSubmissions(app, 1);
  let n = 0;
  const load = await new Promise<autocannon.Result>((resolve, reject) =>
    autocannon(
      {
        url: `${base}/api/student-questions-submission`,
        connections: 100,
        duration: 5,
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, headers: { ...req.headers, 'idempotency-key': `load-${n++}` }, body: JSON.stringify(bodies[n % bodies.length]) }) }],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );
  const loadErrors = load.non2xx + load.errors;
  print(`POST /student-questions-submission with Idempotency-Key, 100 connections: ${load.requests.average.toFixed(0)} req/s (p99 ${load.latency.p99} ms, ${loadErrors} errors) = ${((load.requests.average / healthRps) * 100).toFixed(1)}% of GET /health`);

  // (c) a classroom of 30, each replaying 200 queued actions at once; every fifth chunk is sent twice, as a flaky link would.
  const students = await benchClassroom(app, 30, 'benchclass');
  const tokens = await Promise.all(students.map((s) => signIn(base, s.username, s.password)));
  const queues = tokens.map((_, i) => queueOf(app, 200, `class${i}`));
  const before = submissionsStored(app);
  started = performance.now();
  const errors = await Promise.all(
    tokens.map(async (t, i) => {
      let failed = await drainInBatches(base, t, queues[i], 50, fetch);
      failed += await drainInBatches(base, t, queues[i].filter((_, j) => Math.floor(j / 50) % 5 === 0), 50, fetch);
      return failed;
    }),
  );
  const drainMs = performance.now() - started;
  const stored = submissionsStored(app) - before;
  const expected = 30 * 200;
  print(`30 students replaying 200 queued actions each at once: drained in ${(drainMs / 1000).toFixed(1)} s, errors ${errors.reduce((a, b) => a + b, 0)}, duplicates ${stored - expected} (${stored} stored of ${expected} sent, some twice); batches of 50 (the server takes up to ${sync.SYNC_BATCH_MAX})`);
}
