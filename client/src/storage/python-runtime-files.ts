/**
 * Pyodide's core files (the Python runtime and its standard library) as the build serves them at /pyodide/:
 * vite.config.ts copies them there, and the service worker answers them from their own cache. Only what
 * loadPyodide needs; packages (numpy, micropip…) are not offered. Plain data, read by the build and the app.
 */
export const PYODIDE_URL = '/pyodide/';
export const PYODIDE_FILES = [
  'pyodide.mjs',
  'pyodide.asm.mjs',
  'pyodide.asm.wasm',
  'python_stdlib.zip',
  'pyodide-lock.json',
] as const;

/** The Cache Storage name that keeps one Pyodide version's files on the device (a new version, a new cache). */
export function pythonRuntimeCacheName(version: string): string {
  return `${PYTHON_RUNTIME_CACHE_PREFIX}${version}`;
}
export const PYTHON_RUNTIME_CACHE_PREFIX = 'codeyard-python-';
