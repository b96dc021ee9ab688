import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appendToConsole, type ConsoleChunk, type DrawCommand, type PythonErrorInfo } from './protocol';
import { PythonRunner, type CheckOutcome, type RunnerState } from './python-runner';
import { usePythonRuntime } from './use-python-runtime';
import type { TurtleCanvasHandle } from './TurtleCanvas';

/**
 * One Python worker for a screen (the editor, the teacher's review, the shared page): Pyodide starts
 * loading when the screen opens; Run/Stop/answer, the console's chunks (batched per frame), the last
 * error and the turtle's canvas; check() runs an exercise's harness in the same worker.
 */
export function usePythonRunner() {
  const { t } = useTranslation('python');
  const [state, setState] = useState<RunnerState>('loading');
  const [chunks, setChunks] = useState<ConsoleChunk[]>([]);
  const [error, setError] = useState<PythonErrorInfo | null>(null);
  const [drawn, setDrawn] = useState(false);
  const [readyMs, setReadyMs] = useState<number | null>(null);
  const [lastRunMs, setLastRunMs] = useState<number | null>(null);
  const [canAsk, setCanAsk] = useState(true);
  const [finished, setFinished] = useState(false);
  const runner = useRef<PythonRunner | null>(null);
  const canvas = useRef<TurtleCanvasHandle>(null);
  const pending = useRef<ConsoleChunk[]>([]);
  const frame = useRef<number | null>(null);
  // Python kept on the device for offline use (saved now when the device is online and it is not yet).
  const runtime = usePythonRuntime();
  const tRef = useRef(t);
  tRef.current = t;

  const flush = useCallback(() => {
    frame.current = null;
    const add = pending.current;
    pending.current = [];
    if (add.length) setChunks((c) => appendToConsole(c, add));
  }, []);
  const write = useCallback(
    (chunk: ConsoleChunk) => {
      pending.current.push(chunk);
      if (frame.current === null) frame.current = requestAnimationFrame(flush);
    },
    [flush],
  );

  useEffect(() => {
    const r = new PythonRunner({
      onState: setState,
      onOutput: (kind, text) => write({ kind, text }),
      onDraw: (cmd: DrawCommand) => {
        setDrawn(true);
        canvas.current?.draw(cmd);
      },
      onDone: (outcome) => {
        setLastRunMs(outcome.ms);
        setFinished(!outcome.interrupted && !outcome.error);
        if (outcome.interrupted) write({ kind: 'info', text: `\n${tRef.current('stopped')}\n` });
        else if (outcome.error) setError(outcome.error);
      },
      onReady: (info) => {
        setReadyMs(info.ms);
        setCanAsk(info.canAsk);
      },
    });
    runner.current = r;
    return () => {
      r.dispose();
      runner.current = null;
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    };
  }, [write]);

  const clear = useCallback(() => {
    pending.current = [];
    setChunks([]);
    setError(null);
  }, []);

  const run = useCallback(
    (code: string) => {
      if (!runner.current) return;
      clear();
      setDrawn(false);
      setFinished(false);
      canvas.current?.clear();
      runner.current.run(code);
    },
    [clear],
  );

  const answer = useCallback(
    (text: string) => {
      write({ kind: 'input', text: `${text}\n` });
      runner.current?.answer(text);
    },
    [write],
  );

  const stop = useCallback(() => runner.current?.stop(), []);
  const check = useCallback(
    (source: string): Promise<CheckOutcome> | null => runner.current?.check(source) ?? null,
    [],
  );

  return {
    state,
    runtime,
    chunks,
    error,
    drawn,
    readyMs,
    lastRunMs,
    canAsk,
    finished,
    canvas,
    busy: state === 'running' || state === 'asking',
    run,
    stop,
    answer,
    clear,
    check,
  };
}
