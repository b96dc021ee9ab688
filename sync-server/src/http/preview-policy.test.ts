import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { PREVIEW_CSP, PREVIEW_PATH } from './preview-policy.js';

let t: TestApp;
const dist = mkdtempSync(join(tmpdir(), 'codeyard-dist-'));
beforeAll(async () => {
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(dist, 'web-preview.html'), '<!doctype html><title>preview</title>');
  t = await startTestApp({ clientDist: dist });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe("the web editor's preview page", () => {
  it('gets its own policy: inline scripts, but no network, forms, frames or workers; framed by the app only', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${PREVIEW_PATH}?n=2` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('preview');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toBe(PREVIEW_CSP);
    expect(csp).toContain("script-src 'unsafe-inline'");
    expect(csp).toContain("connect-src 'none'");
    expect(csp).toContain("form-action 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain("'self' 'unsafe-inline'");
    // Nothing loads from the app's origin (issue 11): images and media from data: and blob: only; 'self'
    // appears once, for who may frame the page.
    const directives = new Map(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
    expect(directives.get('img-src')).toEqual(['data:', 'blob:']);
    expect(directives.get('media-src')).toEqual(['data:', 'blob:']);
    expect(directives.get('default-src')).toEqual(["'none'"]);
    expect([...directives].filter(([, sources]) => sources.includes("'self'")).map(([name]) => name)).toEqual([
      'frame-ancestors',
    ]);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    // Still embeddable by the cross-origin-isolated app, and still nosniff.
    expect(res.headers['cross-origin-embedder-policy']).toBe('require-corp');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('leaves the app its strict policy', async () => {
    for (const url of ['/', '/index.html', '/web-ide', '/api/nothing-here']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).not.toContain("unsafe-inline'; style");
      expect(csp.match(/script-src[^;]*/)?.[0], url).not.toContain('unsafe-inline');
    }
  });
});
