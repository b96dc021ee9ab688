// npm start: build the PWA if needed, then serve the API and the app from one origin.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureClientBuild } from './client-build.mjs';

const root = resolve(fileURLToPath(import.meta.url), '../..');
ensureClientBuild();
const server = spawn(process.execPath, ['--import', 'tsx', 'sync-server/src/main.ts'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
