/**
 * The sync figures (issue 9): keyed lesson submissions under 50 connections against the health baseline,
 * one device's 500 queued answers drained over a slow link, and a classroom of 30 replaying at once.
 */
import autocannon from 'autocannon';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sync } from '@codeyard/shared-schema';
import { lessonSubmissions as lessonSubmissionsTable } from '../sync-server/src/db/tables.js';
import { benchClassroom, lessonSubmissions, type LessonSubmission } from './fixtures.js';

const ROUND_TRIP_MS = 300;
const CONNECTIONS = 50;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function signIn(base: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login_email: username, password }),
  });
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

function queueOf(bodies: LessonSubmission[], size: number, tag: string): Queued[] {
  return Array.from({ length: size }, (_, i) => ({
    id: `${tag}-${i}-${Math.random().toString(36).slice(2, 10)}`,
    method: 'POST',
    path: '/student-questions-submission',
    body: bodies[i % bodies.length],
  }));
}

/** Sends the queue as the device's outbox does: batches of the most the server takes, one after another. */
async function drainInBatches(base: string, token: string, queue: Queued[], fetcher = slowFetch): Promise<number> {
  let errors = 0;
  const chunk = sync.SYNC_BATCH_MAX;
  for (let i = 0; i < queue.length; i += chunk) {
    const res = await fetcher(`${base}/api/sync/batch`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ items: queue.slice(i, i + chunk) }),
    });
    const body = (await res.json()) as { data?: { results: { status: number }[] } };
    errors += res.ok
      ? (body.data?.results ?? []).filter((r) => r.status !== 200).length
      : Math.min(chunk, queue.length - i);
  }
  return errors;
}

async function submissionsStored(app: FastifyInstance): Promise<number> {
  const [row] = await app.db.select({ n: count() }).from(lessonSubmissionsTable);
  return row?.n ?? 0;
}

export async function syncFigures(
  app: FastifyInstance,
  base: string,
  healthRps: number,
  print: (line: string) => void,
): Promise<void> {
  const bodies = await lessonSubmissions(app, 1);

  // (a) keyed submissions under load, as a share of GET /health: a class of 50, one connection each.
  const loaders = await benchClassroom(app, CONNECTIONS, 'benchload');
  const loadTokens = await Promise.all(loaders.map((s) => signIn(base, s.username, s.password)));
  let n = 0;
  const load = await new Promise<autocannon.Result>((resolve, reject) =>
    autocannon(
      {
        url: `${base}/api/student-questions-submission`,
        connections: CONNECTIONS,
        duration: 5,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        requests: [
          {
            setupRequest: (req: autocannon.Request) => {
              const i = n++;
              return {
                ...req,
                headers: {
                  ...req.headers,
                  authorization: `Bearer ${loadTokens[i % CONNECTIONS]}`,
                  'idempotency-key': `load-key-${i}`,
                },
                body: JSON.stringify(bodies[i % bodies.length]),
              };
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );
  const loadErrors = load.non2xx + load.errors;
  const statuses = Object.entries(load.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, { count }]) => `${count}× ${code}`);
  const share = (load.requests.average / healthRps) * 100;
  print(
    `keyed POST /student-questions-submission, ${CONNECTIONS} connections: ${load.requests.average.toFixed(0)} req/s (p99 ${load.latency.p99} ms, ${loadErrors} errors${statuses.length ? `: ${statuses.join(', ')}` : ''}${load.timeouts ? `, ${load.timeouts} timeouts` : ''}) = ${share.toFixed(1)}% of GET /health (goal ≥ 30%)`,
  );

  // (b) one device, 500 queued answers, 300 ms round trips, batches of SYNC_BATCH_MAX.
  const [device] = await benchClassroom(app, 1, 'benchdevice');
  const token = await signIn(base, device.username, device.password);
  const started = performance.now();
  const batchErrors = await drainInBatches(base, token, queueOf(bodies, 500, 'device'));
  const drainMs = performance.now() - started;
  const roundTrips = Math.ceil(500 / sync.SYNC_BATCH_MAX);
  print(
    `one device's 500 queued answers over a ${ROUND_TRIP_MS} ms round trip: ${(drainMs / 1000).toFixed(2)} s (${batchErrors} errors; the link alone is ${roundTrips} round trips = ${((roundTrips * ROUND_TRIP_MS) / 1000).toFixed(1)} s; goal ≤ 1.5 s)`,
  );

  // (c) a classroom of 30, each replaying 200 queued answers at once; each first batch is sent twice, as a flaky link would.
  const students = await benchClassroom(app, 30, 'benchclass');
  const tokens = await Promise.all(students.map((s) => signIn(base, s.username, s.password)));
  const queues = tokens.map((_, i) => queueOf(bodies, 200, `class${i}`));
  const before = await submissionsStored(app);
  const classStarted = performance.now();
  const errors = await Promise.all(
    tokens.map(async (t, i) => {
      let failed = await drainInBatches(base, t, queues[i]!, fetch);
      failed += await drainInBatches(base, t, queues[i]!.slice(0, sync.SYNC_BATCH_MAX), fetch);
      return failed;
    }),
  );
  const classMs = performance.now() - classStarted;
  const stored = (await submissionsStored(app)) - before;
  const expected = 30 * 200;
  print(
    `30 devices × 200 queued answers at once: ${(classMs / 1000).toFixed(2)} s, ${errors.reduce((a, b) => a + b, 0)} errors, ${stored - expected} duplicates (${stored} stored of ${expected}, the first batch of each sent twice; goal ≤ 5 s, 0, 0)`,
  );
}
