// npm test: lint, types, unit and API tests on both databases, and the browser suite.
// Independent checks run side by side. One after another, CI's two cores sat half idle for most of the
// run: the browser suite spends much of its time waiting (a service worker's install, IndexedDB, the
// server), and lint, the type check and the app's build each use about one core. So the run has two
// phases: lint, types and the app's build together, then the unit tests beside the browser suite.
// The browser suite prints as it goes; every other step prints its whole output when it ends, so no two
// outputs interleave. Every step runs even when another fails; the exit code is the first failure's.
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
      if (!live) process.stdout.write(`\n── ${name} ──\n${Buffer.concat(chunks).toString()}`);
      process.stdout.write(`── ${name}: ${status} in ${seconds} s ──\n`);
      done({ name, code: code ?? 1, seconds });
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
results.push(
  ...(await Promise.all([
    run('unit and API tests', ['npm', 'run', 'test:unit']),
    ...(built ? [run('browser tests', ['npm', 'run', 'test:e2e'], { live: true })] : []),
  ])),
);

process.stdout.write('\nnpm test:\n');
for (const { name, code, seconds } of results)
  process.stdout.write(`  ${code === 0 ? 'ok    ' : 'FAILED'} ${name} (${seconds} s)\n`);
if (!built) process.stdout.write('  not run: browser tests (the app did not build)\n');
process.exit(results.find((r) => r.code !== 0)?.code ?? (built ? 0 : 1));
