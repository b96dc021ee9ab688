import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { SHELL_TEXT } from './client-files.js';

/** A built client as the build leaves it: each compressible file beside its .br and .gz copies. */
const dist = mkdtempSync(join(tmpdir(), 'codeyard-dist-'));
/** The app's own first paint (the build keeps its body as written). */
const INDEX = readFileSync(new URL('../../../client/index.html', import.meta.url), 'utf8');
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;
function withCopies(path: string, text: string): void {
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(text));
  writeFileSync(`${path}.gz`, gzipSync(text));
}

let t: TestApp;
beforeAll(async () => {
  mkdirSync(join(dist, 'assets'), { recursive: true });
  withCopies(join(dist, 'index.html'), INDEX);
  withCopies(join(dist, 'assets', 'index-abc123.js'), SCRIPT);
  withCopies(join(dist, 'manifest.webmanifest'), JSON.stringify({ name: 'Codeyard', start_url: '/' }));
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\nDisallow: /api/\n');
  t = await startTestApp({ clientDist: dist });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** The body as the browser reads it, after undoing the Content-Encoding. */
function decoded(res: Awaited<ReturnType<typeof get>>): string {
  const raw = res.rawPayload;
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(raw).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(raw).toString('utf8');
  return raw.toString('utf8');
}

describe('static files', () => {
  it('come as brotli when the browser accepts it, gzip when it takes only gzip, as they are otherwise; always with Vary', async () => {
    for (const url of ['/assets/index-abc123.js', '/manifest.webmanifest', '/', '/index.html', '/courses']) {
      const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
      const gzip = await get(url, { 'accept-encoding': 'gzip' });
      const none = await get(url);
      const refused = await get(url, { 'accept-encoding': 'identity' });
      expect(
        [br, gzip, none, refused].map((r) => r.statusCode),
        url,
      ).toEqual([200, 200, 200, 200]);
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(gzip.headers['content-encoding'], url).toBe('gzip');
      expect(none.headers['content-encoding'], url).toBeUndefined();
      expect(refused.headers['content-encoding'], url).toBeUndefined();
      for (const res of [br, gzip, none, refused]) expect(String(res.headers.vary), url).toMatch(/accept-encoding/i);
      // Every form is the same file.
      expect(decoded(br), url).toBe(decoded(none));
      expect(decoded(gzip), url).toBe(decoded(none));
    }
    expect(decoded(await get('/assets/index-abc123.js', { 'accept-encoding': 'br' }))).toBe(SCRIPT);
  });

  it('keep their caching, compressed or not: hashed assets immutable, the rest revalidated', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const headers = { 'accept-encoding': encoding };
      expect((await get('/assets/index-abc123.js', headers)).headers['cache-control']).toBe(
        'public, max-age=31536000, immutable',
      );
      for (const url of ['/', '/index.html', '/courses', '/courses?lang=ar', '/manifest.webmanifest'])
        expect((await get(url, headers)).headers['cache-control'], `${url} ${encoding}`).toBe('no-cache');
    }
  });

  it('say what they are: robots.txt is text, the manifest a web manifest, the shell HTML', async () => {
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toContain('User-agent: *');
    for (const encoding of ['br', 'identity'])
      expect((await get('/manifest.webmanifest', { 'accept-encoding': encoding })).headers['content-type']).toMatch(
        /^application\/manifest\+json/,
      );
    expect((await get('/assets/index-abc123.js', { 'accept-encoding': 'br' })).headers['content-type']).toMatch(
      /^text\/javascript|^application\/javascript/,
    );
    expect((await get('/courses', { 'accept-encoding': 'br' })).headers['content-type']).toMatch(/^text\/html/);
  });

  it('that do not exist answer 404, not the app', async () => {
    for (const url of ['/favicon.ico', '/assets/index-old999.js', '/sitemap.xml', '/missing.css']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(String(res.headers['content-type']), url).not.toMatch(/text\/html/);
    }
    // A client route still gets the shell.
    expect((await get('/start-early/a@b.example/Sam/School/0123')).statusCode).toBe(200);
  });
});

describe("the app's HTML", () => {
  it('answers ?lang=ar in Arabic, right to left, with the first paint in Arabic, compressed or not', async () => {
    for (const url of ['/?lang=ar', '/index.html?lang=ar', '/courses?lang=ar', '/login?lang=ar'])
      for (const encoding of ['br', 'gzip', 'identity']) {
        const res = await get(url, { 'accept-encoding': encoding });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type'], url).toMatch(/^text\/html/);
        expect(res.headers['content-encoding'], `${url} ${encoding}`).toBe(
          encoding === 'identity' ? undefined : encoding,
        );
        expect(String(res.headers.vary), url).toMatch(/accept-encoding/i);
        const html = decoded(res);
        expect(html, url).toContain('<html lang="ar" dir="rtl">');
        expect(html).toContain(`<span data-shell-text="appName">${SHELL_TEXT.ar.appName}</span>`);
        expect(html).toMatch(new RegExp(`data-shell-text="loading">${SHELL_TEXT.ar.loading}</p>`));
        expect(html).toContain(`data-shell-text="description">${SHELL_TEXT.ar.description}</p>`);
        expect(html).toContain(`<title>${SHELL_TEXT.ar.appName}</title>`);
        expect(html).not.toContain('Loading…');
      }
  });

  it('paint in English the same words the app then shows (shared messages), so nothing changes when it takes over', () => {
    const written = [...INDEX.matchAll(/data-shell-text="(\w+)"[^>]*>([^<]*)</g)].map(([, key, text]) => [key, text]);
    expect(written.map(([key]) => key).sort()).toEqual(Object.keys(SHELL_TEXT.en).sort());
    for (const [key, text] of written) expect(text, key).toBe(SHELL_TEXT.en[key as keyof typeof SHELL_TEXT.en]);
  });

  it('is the file as built in English and for any other language asked', async () => {
    for (const url of ['/', '/?lang=en', '/courses?lang=fr', '/login']) {
      const html = decoded(await get(url, { 'accept-encoding': 'br' }));
      expect(html, url).toBe(INDEX);
    }
  });
});
