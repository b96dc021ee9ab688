// npm test: lint, types, unit and API tests on both databases, and the browser suite.
// Lint, the type check and the app's build each use about one core, so they run side by side. The unit
// tests then run alone (four minutes on an idle CI), and the browser suite after them: beside the browser
// suite's three shelves, the unit tests took forty minutes instead of four and slowed the shelves too.
// The browser suite prints as it goes; every other step prints its whole output when it ends, so no two
// outputs interleave. Every step runs even when another fails; the exit code is the first failure's, and
// the summary repeats the end of each failed step's output (a long log keeps only its tail).
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(import.meta.url), '../..');

function run(name, [command, ...args], { live = false } = {}) {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: root, stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    if (!live) {
      child.stdout.on('data', (chunk) => chunks.push(chunk));
      child.stderr.on('data', (chunk) => chunks.push(chunk));
    }
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      const status = code === 0 ? 'passed' : `FAILED (exit ${code})`;
      const output = Buffer.concat(chunks).toString();
      if (!live) process.stdout.write(`\n── ${name} ──\n${output}`);
      process.stdout.write(`── ${name}: ${status} in ${seconds} s ──\n`);
      done({ name, code: code ?? 1, seconds, output });
    });
  });
}

const results = [];
results.push(
  ...(await Promise.all([
    run('lint', ['npm', 'run', 'lint']),
    run('typecheck', ['npm', 'run', 'typecheck']),
    // Only when client/dist is older than its sources (the browser suite would build it otherwise).
    run('build the app', [process.execPath, 'scripts/client-build.mjs']),
  ])),
);
const built = results.at(-1).code === 0;
results.push(await run('unit and API tests', ['npm', 'run', 'test:unit']));
if (built) results.push(await run('browser tests', ['npm', 'run', 'test:e2e'], { live: true }));

const FAILURE_LINES = 80;
for (const { name, code, output } of results) {
  if (code === 0 || !output) continue;
  const lines = output.trimEnd().split('\n');
  const failed = lines.filter((line) => /\bFAIL\b|✘/.test(line)).slice(0, 40);
  const tail = lines.slice(-FAILURE_LINES);
  process.stdout.write(`\n── ${name} failed: ──\n${[...failed, '…', ...tail].join('\n')}\n`);
}

process.stdout.write('\nnpm test:\n');
for (const { name, code, seconds } of results)
  process.stdout.write(`  ${code === 0 ? 'ok    ' : 'FAILED'} ${name} (${seconds} s)\n`);
if (!built) process.stdout.write('  not run: browser tests (the app did not build)\n');
process.exit(results.find((r) => r.code !== 0)?.code ?? (built ? 0 : 1));
