// npm run typecheck: every workspace's tsc, as many at a time as the machine has cores. Each project is
// checked on its own (they share shared-schema's sources), so one after another took two minutes on CI's
// two cores for work that runs side by side just as well. Output is printed per project, never interleaved.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(import.meta.url), '../..');
// The longest first, so that the two lanes end together.
const projects = ['client', 'sync-server', 'bench', 'scripts', 'shared-schema', 'e2e'];
const tsc = resolve(root, 'node_modules/typescript/bin/tsc');

function check(project) {
  return new Promise((done) => {
    const child = spawn(process.execPath, [tsc, '-p', project], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => done({ project, code: code ?? 1, output }));
  });
}

const queue = [...projects];
const results = [];
async function worker() {
  for (let project = queue.shift(); project; project = queue.shift()) {
    const result = await check(project);
    process.stdout.write(`tsc -p ${project}: ${result.code === 0 ? 'ok' : 'failed'}\n${result.output}`);
    results.push(result);
  }
}
await Promise.all(Array.from({ length: Math.min(projects.length, Math.max(2, availableParallelism())) }, worker));
process.exit(results.some((result) => result.code !== 0) ? 1 : 0);
