import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './test-support/test-app.js';

let t: TestApp;
afterEach(async () => t?.close());

describe('the server shell', () => {
  it('answers GET /health with 200', async () => {
    t = await startTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers an unknown API path with 404 in the request language', async () => {
    t = await startTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here?lang=ar' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('لم نتمكن من العثور على هذه الصفحة.');
  });

  it('sends security headers', async () => {
    t = await startTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('isolates the app cross-origin (COOP + COEP), so the Python editor can stop a program and ask for input', async () => {
    t = await startTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['cross-origin-embedder-policy']).toBe('require-corp');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});
