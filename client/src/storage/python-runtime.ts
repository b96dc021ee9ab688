import { version } from 'pyodide/package.json';
import {
  PYODIDE_FILES,
  PYODIDE_URL,
  PYTHON_RUNTIME_CACHE_PREFIX,
  pythonRuntimeCacheName,
} from './python-runtime-files';

/**
 * Python on this device. Pyodide (about 13 MB) is not in the service worker's precache: most children never
 * open a Python course, and a Chromebook installing the app on a school's link should not wait for it. It is
 * kept on the device when a Python course is given to the child (the course download), and whenever a Python
 * screen opens online; the service worker then answers /pyodide/ from this cache, so Python runs offline.
 */
export const PYTHON_RUNTIME_CACHE = pythonRuntimeCacheName(version);
const URLS = PYODIDE_FILES.map((file) => `${PYODIDE_URL}${file}`);
const MATCH = { ignoreVary: true, ignoreSearch: true };

function hasCacheStorage(): boolean {
  return typeof caches !== 'undefined';
}

/** Every file of this version is on the device. */
export async function pythonRuntimeKept(): Promise<boolean> {
  if (!hasCacheStorage()) return false;
  const cache = await caches.open(PYTHON_RUNTIME_CACHE);
  const found = await Promise.all(URLS.map((url) => cache.match(url, MATCH)));
  return found.every(Boolean);
}

let keeping: Promise<boolean> | null = null;

/**
 * Brings the files that are missing onto the device (one run at a time) and drops older versions' caches.
 * True when every file is kept; false when the device is offline or a file could not be fetched.
 */
export function keepPythonRuntime(): Promise<boolean> {
  keeping ??= keep().finally(() => {
    keeping = null;
  });
  return keeping;
}

async function keep(): Promise<boolean> {
  if (!hasCacheStorage()) return false;
  try {
    const cache = await caches.open(PYTHON_RUNTIME_CACHE);
    const missing: string[] = [];
    for (const url of URLS) if (!(await cache.match(url, MATCH))) missing.push(url);
    if (missing.length) await cache.addAll(missing);
    const names = await caches.keys();
    await Promise.all(
      names
        .filter((name) => name.startsWith(PYTHON_RUNTIME_CACHE_PREFIX) && name !== PYTHON_RUNTIME_CACHE)
        .map((name) => caches.delete(name)),
    );
    return true;
  } catch {
    return false;
  }
}
