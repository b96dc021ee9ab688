import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { MIN_BYTES, precompressDirectory } from './precompress';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Text that compresses well, `size` bytes long. */
const text = (size: number) => 'const answer = 42; // a line of code\n'.repeat(Math.ceil(size / 37)).slice(0, size);

describe('precompressDirectory', () => {
  it('writes brotli and gzip copies beside every compressible file, nested folders included, each the same bytes', () => {
    dir = mkdtempSync(join(tmpdir(), 'codeyard-precompress-'));
    mkdirSync(join(dir, 'assets'));
    mkdirSync(join(dir, 'pyodide'));
    const files = {
      'index.html': text(3000),
      'sw.js': text(5000),
      'assets/index-abc.js': text(20_000),
      'assets/index-abc.css': text(4000),
      'assets/logo.svg': text(2000),
      'manifest.webmanifest': text(1500),
      'robots.txt': text(1200),
      'pyodide/pyodide-lock.json': text(8000),
      'pyodide/pyodide.asm.mjs': text(8000),
    };
    for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
    writeFileSync(join(dir, 'pyodide/pyodide.asm.wasm'), Buffer.from(text(9000)));

    const report = precompressDirectory(dir);

    for (const name of [...Object.keys(files), 'pyodide/pyodide.asm.wasm']) {
      const original = readFileSync(join(dir, name));
      const br = readFileSync(join(dir, `${name}.br`));
      const gz = readFileSync(join(dir, `${name}.gz`));
      expect(br.length, name).toBeLessThan(original.length);
      expect(gz.length, name).toBeLessThan(original.length);
      expect(brotliDecompressSync(br).equals(original), name).toBe(true);
      expect(gunzipSync(gz).equals(original), name).toBe(true);
    }
    expect(report.files).toBe(10);
  });

  it('leaves pictures, fonts, sounds, zips, tiny files and its own copies alone', () => {
    dir = mkdtempSync(join(tmpdir(), 'codeyard-precompress-'));
    for (const name of ['icon.png', 'font.woff2', 'click.mp3', 'python_stdlib.zip', 'photo.jpg'])
      writeFileSync(join(dir, name), text(5000));
    writeFileSync(join(dir, 'tiny.js'), text(MIN_BYTES - 1));

    expect(precompressDirectory(dir).files).toBe(0);
    for (const name of ['icon.png', 'font.woff2', 'click.mp3', 'python_stdlib.zip', 'photo.jpg', 'tiny.js']) {
      expect(existsSync(join(dir, `${name}.br`)), name).toBe(false);
      expect(existsSync(join(dir, `${name}.gz`)), name).toBe(false);
    }

    // Run twice (a second build step over the same folder): no copies of copies.
    writeFileSync(join(dir, 'app.js'), text(4000));
    precompressDirectory(dir);
    precompressDirectory(dir);
    expect(existsSync(join(dir, 'app.js.br'))).toBe(true);
    expect(existsSync(join(dir, 'app.js.br.br'))).toBe(false);
    expect(existsSync(join(dir, 'app.js.gz.gz'))).toBe(false);
  });

  it('keeps no copy that would be larger than the file (data that does not compress)', () => {
    dir = mkdtempSync(join(tmpdir(), 'codeyard-precompress-'));
    const noise = Buffer.alloc(4096);
    for (let i = 0, x = 12345; i < noise.length; i++) noise[i] = (x = (x * 1103515245 + 12345) >>> 0) >>> 24;
    writeFileSync(join(dir, 'random.wasm'), noise);
    expect(precompressDirectory(dir).files).toBe(0);
    expect(existsSync(join(dir, 'random.wasm.br'))).toBe(false);
    expect(existsSync(join(dir, 'random.wasm.gz'))).toBe(false);
  });
});
