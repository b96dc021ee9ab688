import Database from 'better-sqlite3';
const stats = new Map<string, { n: number; ns: bigint }>();
const probe = new Database(':memory:');
const Stmt = Object.getPrototypeOf(probe.prepare('select 1')) as Record<string, (...a: unknown[]) => unknown>;
for (const m of ['all', 'get', 'run', 'iterate']) {
  const orig = Stmt[m]!;
  Stmt[m] = function (this: { source: string }, ...args: unknown[]) {
    const t = process.hrtime.bigint();
    try { return orig.apply(this, args); } finally {
      const d = process.hrtime.bigint() - t; const k = `${m} ${this.source.slice(0, 100)}`;
      const s = stats.get(k) ?? { n: 0, ns: 0n }; s.n++; s.ns += d; stats.set(k, s);
    }
  };
}
process.on('exit', () => {
  const rows = [...stats].sort((a, b) => Number(b[1].ns - a[1].ns)).slice(0, 12);
  for (const [k, s] of rows) console.log(`${(Number(s.ns) / 1e6).toFixed(0).padStart(6)} ms ${String(s.n).padStart(7)}x ${(Number(s.ns) / s.n / 1000).toFixed(1).padStart(6)} µs  ${k}`);
});
await import('./submission-cpu.js');
