import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Files that shrink when compressed: text of every kind the build holds, and WebAssembly (Pyodide's
 * runtime). Pictures, fonts (woff2 is compressed already), sounds and zips are left as they are.
 */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|wasm|txt)$/;

/**
 * Brotli's best quality (11) for the files a first screen waits for; the big ones (Pyodide's 9.6 MB
 * runtime, Monaco's workers) take minutes at 11 and get 6: a few percent larger, thirty times faster.
 */
export const BEST_QUALITY_UP_TO = 1024 * 1024;

/** Below this, a compressed copy saves less than its headers cost; the server sends the file itself. */
export const MIN_BYTES = 1024;

export interface PrecompressReport {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Writes `<file>.br` (brotli) and `<file>.gz` (gzip, level 9) beside every compressible
 * file under `dir`, so the server sends them with no work per request (@fastify/static's preCompressed).
 * A copy is kept only when it is smaller than the file; a rebuilt file gets fresh copies.
 */
export function precompressDirectory(dir: string): PrecompressReport {
  const report: PrecompressReport = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  for (const path of [...filesUnder(dir)]) {
    if (!COMPRESSIBLE.test(path) || statSync(path).size < MIN_BYTES) continue;
    const source = readFileSync(path);
    const brotli = brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: source.length <= BEST_QUALITY_UP_TO ? constants.BROTLI_MAX_QUALITY : 6,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        [constants.BROTLI_PARAM_MODE]: path.endsWith('.wasm')
          ? constants.BROTLI_MODE_GENERIC
          : constants.BROTLI_MODE_TEXT,
      },
    });
    const gzip = gzipSync(source, { level: 9 });
    if (brotli.length >= source.length && gzip.length >= source.length) continue;
    report.files += 1;
    report.bytes += source.length;
    if (brotli.length < source.length) {
      writeFileSync(`${path}.br`, brotli);
      report.brotliBytes += brotli.length;
    }
    if (gzip.length < source.length) {
      writeFileSync(`${path}.gz`, gzip);
      report.gzipBytes += gzip.length;
    }
  }
  return report;
}

/**
 * The build's last step: precompresses client/dist once everything is written, the service worker
 * included (vite-plugin-pwa writes sw.js in its own closeBundle; this one runs after it).
 */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'codeyard-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      handler() {
        const r = precompressDirectory(outDir);
        const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
        console.log(
          `precompressed ${r.files} files: ${kib(r.bytes)} → brotli ${kib(r.brotliBytes)}, gzip ${kib(r.gzipBytes)}`,
        );
      },
    },
  };
}
