import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { lessonPictures } from './build/content-pictures';
import { precompressPlugin } from './build/precompress';
import { PYODIDE_FILES, pythonRuntimeCacheName } from './src/storage/python-runtime-files';

/**
 * Blockly's sprites, cursors and sounds, served from our own files at /blockly-media/ (Blockly's default
 * is a Google host, unreachable offline). Emitted into the build (so the PWA precaches them) and served in dev.
 */
function blocklyMedia(): Plugin {
  const dir = join(dirname(createRequire(import.meta.url).resolve('blockly')), 'media');
  const files = () => readdirSync(dir).filter((f) => !f.startsWith('.'));
  return {
    name: 'codeyard-blockly-media',
    configureServer(server) {
      server.middlewares.use('/blockly-media/', (req, res, next) => {
        const name = decodeURIComponent((req.url ?? '').split('?')[0]!.replace(/^\//, ''));
        if (!files().includes(name)) return next();
        res.end(readFileSync(join(dir, name)));
      });
    },
    generateBundle() {
      for (const f of files())
        this.emitFile({ type: 'asset', fileName: `blockly-media/${f}`, source: readFileSync(join(dir, f)) });
    },
  };
}

/**
 * Pyodide's core (the Python runtime and its standard library) served from our own files at /pyodide/:
 * copied from node_modules/pyodide into the build, served in dev. Not precached (13 MB most children never
 * use): the device keeps it in a cache of its own when Python is needed (features/python/python-runtime.ts),
 * and the service worker answers /pyodide/ from that cache.
 */
const pyodideDir = dirname(createRequire(import.meta.url).resolve('pyodide/package.json'));
const pyodideVersion = (JSON.parse(readFileSync(join(pyodideDir, 'package.json'), 'utf8')) as { version: string })
  .version;
function pyodideCore(): Plugin {
  const dir = pyodideDir;
  const types: Record<string, string> = {
    mjs: 'text/javascript',
    wasm: 'application/wasm',
    zip: 'application/zip',
    json: 'application/json',
  };
  return {
    name: 'codeyard-pyodide-core',
    configureServer(server) {
      server.middlewares.use('/pyodide/', (req, res, next) => {
        const name = decodeURIComponent((req.url ?? '').split('?')[0]!.replace(/^\//, ''));
        if (!(PYODIDE_FILES as readonly string[]).includes(name)) return next();
        res.setHeader('content-type', types[name.split('.').pop()!] ?? 'application/octet-stream');
        res.end(readFileSync(join(dir, name)));
      });
    },
    generateBundle() {
      for (const f of PYODIDE_FILES)
        this.emitFile({ type: 'asset', fileName: `pyodide/${f}`, source: readFileSync(join(dir, f)) });
    },
  };
}

/**
 * A feature's index.ts only re-exports its public surface (docs/architecture.md). Marked free of side
 * effects, so a page that imports one export of it gets that module's code only, not every module the
 * index names (the guest's shared-code page takes CodeEditor, not the Python IDE's projects and levels).
 */
function featureIndexesArePure(): Plugin {
  return {
    name: 'codeyard-feature-indexes-pure',
    transform(_code, id) {
      if (/[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.tsx?$/.test(id)) return { moduleSideEffects: false };
    },
  };
}

/** Cross-origin isolation for the dev server too (the built app gets the same headers from sync-server). */
const isolationHeaders = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
};

export default defineConfig({
  plugins: [
    react(),
    blocklyMedia(),
    pyodideCore(),
    lessonPictures(),
    featureIndexesArePure(),
    VitePWA({
      // The app asks before it reloads into a new version (workbox-window prompt in src/app/UpdatePrompt).
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'Codeyard — coding school',
        short_name: 'Codeyard',
        description: 'Learn to code with blocks, web pages and Python, even when the internet is down.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#f7fafc',
        theme_color: '#2b6cb0',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // mp3, cur, gif: Blockly's sounds, cursors and 1x1.gif in /blockly-media/, so blocks work offline.
        // ttf: Monaco's codicon font, so the code editor works offline.
        // wav: the SmoothY media library's sounds (/media/sounds/, with its SVG pictures), so projects work offline.
        // svg also takes the lessons' pictures (/pictures/, build/content-pictures.ts), so intros work offline.
        globPatterns: ['**/*.{js,css,html,png,svg,woff2,webmanifest,mp3,cur,gif,ttf,wav}'],
        // Pyodide is kept on demand (below), never precached; the worker and Workbox's own files as by default.
        globIgnores: ['**/node_modules/**/*', 'sw.js', 'workbox-*.js', 'pyodide/**'],
        // Raised deliberately from 2 MiB: Monaco's editor chunk is about 2.7 MB. A new file over 4 MiB fails the build.
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        // Python from the device's own copy: the app fills this cache (python-runtime.ts) and a Python screen
        // opened online fills it too; a new Pyodide version is a new cache name (the app drops the old one).
        runtimeCaching: [
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/pyodide/'),
            handler: 'CacheFirst',
            options: {
              cacheName: pythonRuntimeCacheName(pyodideVersion),
              cacheableResponse: { statuses: [200] },
              matchOptions: { ignoreVary: true, ignoreSearch: true },
            },
          },
        ],
        navigateFallback: '/index.html',
        // The first worker takes the pages that were open while it installed (after its precache is
        // complete), so the page a child signs in on opens offline too, without a reload. A NEW version
        // still waits for the child's yes (registerType 'prompt': no skipWaiting); UpdatePrompt reloads only
        // when one worker replaces another.
        clientsClaim: true,
        // The API and the developer outbox are never answered from the app-shell cache.
        navigateFallbackDenylist: [/^\/api\//, /^\/dev\//, /^\/health$/],
      },
    }),
    // Last: brotli and gzip copies of every text file (and Pyodide's wasm), the service worker's included.
    precompressPlugin(),
  ],
  // @blockly/keyboard-navigation requires both 'blockly' and 'blockly/core'; it only uses core APIs, so the
  // bare name resolves to core: one Blockly, without the stock blocks and code generators we do not use.
  resolve: { alias: [{ find: /^blockly$/, replacement: 'blockly/core' }] },
  server: { proxy: { '/api': 'http://localhost:3000', '/dev': 'http://localhost:3000' }, headers: isolationHeaders },
  preview: { headers: isolationHeaders },
  // Pyodide is never bundled: the worker imports /pyodide/pyodide.mjs at run time (types only from the package).
  optimizeDeps: { exclude: ['pyodide'] },
  // Module workers: the Python worker imports Pyodide with import().
  worker: { format: 'es' },
  // The lazy Blockly chunk (blockly-setup-*.js, about 760 kB, only on block screens) is the one chunk over
  // Vite's 500 kB warning; the limit sits just above it so any other big chunk still warns.
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    // The app's own start (main.tsx → app/start → app-contract and app-tree) gets no modulepreload links for
    // its ~35 chunks: adding them was one task of about 200 ms on a slow phone, right after the first paint.
    // The browser finds the same chunks in the imports of the chunks it loads. Routes keep their preloads.
    modulePreload: {
      resolveDependencies: (file, deps) => (/(^|\/)(start|app-tree|app-contract)-[\w-]+\.js$/.test(file) ? [] : deps),
    },
  },
});
