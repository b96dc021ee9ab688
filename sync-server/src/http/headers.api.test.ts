import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, tokenFor } from '../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { PERMISSIONS_POLICY } from './headers.js';
import { PREVIEW_PATH } from './preview-policy.js';

let t: TestApp;
let student: string;
const dist = mkdtempSync(join(tmpdir(), 'codeyard-dist-'));
beforeAll(async () => {
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(dist, 'web-preview.html'), '<!doctype html><title>preview</title>');
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  t = await startTestApp({ clientDist: dist, seedDemoData: true });
  student = await tokenFor(t.app, 'student1');
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('API answers', () => {
  it('are never stored by a browser or a proxy: Cache-Control no-store, on success and on every kind of error', async () => {
    const answers = {
      ok: await get('/api/studentoverview/', bearer(student)),
      unauthorised: await get('/api/studentoverview/'),
      invalid: await get('/api/guest-shared-code/0x1'),
      unknown: await get('/api/nothing-here'),
      tooDeep: await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/json' },
        payload: '['.repeat(100) + ']'.repeat(100),
      }),
      health: await get('/health'),
    };
    expect(answers.ok.statusCode).toBe(200);
    for (const [name, res] of Object.entries(answers)) expect(res.headers['cache-control'], name).toBe('no-store');
  });
});

describe("the app's own files", () => {
  it('keep their caching: hashed assets immutable, the shell and the service worker revalidated', async () => {
    expect((await get('/assets/index-abc123.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/index.html', '/sw.js', '/web-ide', PREVIEW_PATH])
      expect((await get(url)).headers['cache-control'], url).toBe('no-cache');
  });
});

describe('every answer', () => {
  it('turns camera, microphone and geolocation off', async () => {
    expect(PERMISSIONS_POLICY).toBe('camera=(), microphone=(), geolocation=()');
    for (const url of ['/', '/assets/index-abc123.js', PREVIEW_PATH, '/api/nothing-here', '/health'])
      expect((await get(url)).headers['permissions-policy'], url).toBe(PERMISSIONS_POLICY);
  });

  it('says one framing policy: the app is framed by no one, the preview host only by the app', async () => {
    for (const url of ['/', '/web-ide', '/api/studentoverview/', '/health']) {
      const res = await get(url);
      expect(String(res.headers['content-security-policy']), url).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], url).toBe('DENY');
    }
    const preview = await get(PREVIEW_PATH);
    expect(String(preview.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    expect(preview.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
