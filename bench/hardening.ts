/**
 * The hardening figures (issue 11): the server's cost of the worst JSON bodies an attacker can send without
 * signing in — the audit's 20 000 nested arrays padded to about 1 MB, and 1 MB of nothing but brackets
 * (500 000 levels, the deepest that fits under the body limit) — beside a flat body of the same size, each
 * sent to POST /api/login; and GET /health's latency while ten of the worst bodies arrive at once.
 */
import { REQUEST_LIMITS } from '@codeyard/shared-schema';

const LEVELS = 20_000;
/** About 1 MB, under the body limit (REQUEST_LIMITS.maxBodyBytes). */
const BYTES = 1_000_000;
const ROUNDS = 20;

/** `[[[[ … ]]]]`, `levels` deep, padded with spaces inside the innermost to BYTES. */
function nestedBody(levels: number): string {
  return '['.repeat(levels) + ' '.repeat(BYTES - 2 * levels) + ']'.repeat(levels);
}
/** `[0,0,0,…]` of the same length: one level. */
function flatBody(): string {
  const zeros = Math.floor((BYTES - 1) / 2);
  return '[' + '0,'.repeat(zeros - 1) + '0' + ' '.repeat(BYTES - 2 * zeros - 1) + ']';
}

async function timeOne(base: string, body: string): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  await res.arrayBuffer();
  return { ms: performance.now() - started, status: res.status };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function hardeningFigures(base: string, print: (line: string) => void): Promise<void> {
  const bodies = { audit: nestedBody(LEVELS), deepest: nestedBody(BYTES / 2), flat: flatBody() };
  if (new Set(Object.values(bodies).map((b) => b.length)).size !== 1) throw new Error('the bodies differ in size');
  type Kind = keyof typeof bodies;
  const kinds = Object.keys(bodies) as Kind[];
  const times = Object.fromEntries(kinds.map((k) => [k, [] as number[]])) as Record<Kind, number[]>;
  const statuses = Object.fromEntries(kinds.map((k) => [k, new Set<number>()])) as Record<Kind, Set<number>>;
  // Interleaved, after one warm-up each, so that both see the same machine.
  for (let round = -1; round < ROUNDS; round++) {
    for (const kind of kinds) {
      const { ms, status } = await timeOne(base, bodies[kind]);
      if (round < 0) continue;
      times[kind].push(ms);
      statuses[kind].add(status);
    }
  }
  const kb = (bodies.flat.length / 1024).toFixed(0);
  const line = (kind: Kind, what: string) =>
    `POST /api/login, ${what} (${kb} KiB): median ${median(times[kind]).toFixed(1)} ms, worst ${Math.max(...times[kind]).toFixed(1)} ms over ${ROUNDS} (answer ${[...statuses[kind]].join(', ')})`;
  print(line('audit', `the audit's nested body, ${LEVELS} levels`));
  print(line('deepest', `the deepest body that fits, ${BYTES / 2} levels`));
  print(line('flat', 'a flat JSON array of the same size'));
  const worst = Math.max(median(times.audit), median(times.deepest));
  print(
    `  the worst nested body costs ${(worst / median(times.flat)).toFixed(2)}× the flat one (goal: no more than 1×; depth bound ${REQUEST_LIMITS.maxJsonDepth}, checked before parsing)`,
  );
  // Ten of the worst bodies at once: how long does a health check wait behind them?
  const healthAlone = await timeHealth(base);
  const attack = Promise.all(Array.from({ length: 10 }, () => timeOne(base, bodies.deepest)));
  const healthDuring = await timeHealth(base);
  const attackMs = Math.max(...(await attack).map((r) => r.ms));
  print(
    `GET /health while 10 of the worst bodies arrive at once: ${healthDuring.toFixed(1)} ms (alone: ${healthAlone.toFixed(1)} ms; the 10 answered within ${attackMs.toFixed(0)} ms)`,
  );
}

async function timeHealth(base: string): Promise<number> {
  const started = performance.now();
  await (await fetch(`${base}/health`)).arrayBuffer();
  return performance.now() - started;
}
