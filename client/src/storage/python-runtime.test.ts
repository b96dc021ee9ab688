import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepPythonRuntime, PYTHON_RUNTIME_CACHE, pythonRuntimeKept } from './python-runtime';
import { PYODIDE_FILES, PYTHON_RUNTIME_CACHE_PREFIX } from './python-runtime-files';

/** A Cache Storage in memory: enough of the API for the runtime's keeping. */
function fakeCaches(failOn?: string) {
  const stores = new Map<string, Map<string, string>>();
  const fetched: string[] = [];
  const open = async (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const store = stores.get(name)!;
    return {
      match: async (url: string) => (store.has(url) ? new Response(store.get(url)) : undefined),
      addAll: async (urls: string[]) => {
        if (failOn && urls.some((u) => u.endsWith(failOn))) throw new TypeError('Failed to fetch');
        fetched.push(...urls);
        for (const url of urls) store.set(url, `body of ${url}`);
      },
    };
  };
  const api = {
    open,
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
  };
  vi.stubGlobal('caches', api);
  return { stores, fetched };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Python kept on the device', () => {
  it('is not kept where the browser has no Cache Storage', async () => {
    expect(await pythonRuntimeKept()).toBe(false);
    expect(await keepPythonRuntime()).toBe(false);
  });

  it('fetches only the missing files, then is kept, and drops an older version', async () => {
    const { stores, fetched } = fakeCaches();
    const old = `${PYTHON_RUNTIME_CACHE_PREFIX}0.0.1`;
    stores.set(old, new Map([['/pyodide/pyodide.mjs', 'old']]));
    stores.set('workbox-precache-v2', new Map());
    stores.set(PYTHON_RUNTIME_CACHE, new Map([['/pyodide/pyodide.mjs', 'kept']]));
    expect(await pythonRuntimeKept()).toBe(false);

    expect(await keepPythonRuntime()).toBe(true);
    expect(fetched).toEqual(PYODIDE_FILES.filter((f) => f !== 'pyodide.mjs').map((f) => `/pyodide/${f}`));
    expect(await pythonRuntimeKept()).toBe(true);
    expect([...stores.keys()].sort()).toEqual([PYTHON_RUNTIME_CACHE, 'workbox-precache-v2'].sort());

    fetched.length = 0;
    expect(await keepPythonRuntime()).toBe(true);
    expect(fetched).toEqual([]);
  });

  it('says not kept when a file cannot be fetched (offline)', async () => {
    fakeCaches('pyodide.asm.wasm');
    expect(await keepPythonRuntime()).toBe(false);
    expect(await pythonRuntimeKept()).toBe(false);
  });

  it('runs once at a time: two screens asking at once share one run', async () => {
    const { fetched } = fakeCaches();
    const [a, b] = await Promise.all([keepPythonRuntime(), keepPythonRuntime()]);
    expect(a && b).toBe(true);
    expect(fetched).toHaveLength(PYODIDE_FILES.length);
  });
});
