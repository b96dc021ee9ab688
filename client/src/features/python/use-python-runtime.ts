import { useEffect, useState } from 'react';
import { keepPythonRuntime, pythonRuntimeKept } from '../../storage/python-runtime';

/** Whether Python works offline on this device: being checked, kept, being saved, or missing. */
export type PythonRuntimeState = 'checking' | 'kept' | 'saving' | 'missing';

/** A Python screen: finds out whether Python is kept, and keeps it when the device is online. */
export function usePythonRuntime(): PythonRuntimeState {
  const [state, setState] = useState<PythonRuntimeState>('checking');
  useEffect(() => {
    let live = true;
    const set = (next: PythonRuntimeState) => {
      if (live) setState(next);
    };
    const check = async () => {
      if (await pythonRuntimeKept()) return set('kept');
      if (!navigator.onLine) return set('missing');
      set('saving');
      set((await keepPythonRuntime()) ? 'kept' : 'missing');
    };
    void check();
    const again = () => void check();
    window.addEventListener('online', again);
    return () => {
      live = false;
      window.removeEventListener('online', again);
    };
  }, []);
  return state;
}
