import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useUserDb } from '../../storage/use-user-db';
import { PageHeader } from '../../ui/kit/states';
import { CodeEditor } from '../code-editor/CodeEditor';
import { loadDraft, saveDraft } from '../code-editor/drafts';
import { draftKey, parseIdeParams, type IdeParams } from '../code-editor/ide-params';
import { explainError } from './friendly-errors';
import { appendToConsole, type ConsoleChunk, type DrawCommand, type PythonErrorInfo } from './protocol';
import { PythonRunner, type RunnerState } from './python-runner';
import { registerPythonStrings } from './python-locales';
import { PythonConsole } from './PythonConsole';
import { TurtleCanvas, type TurtleCanvasHandle } from './TurtleCanvas';
import './python.css';

registerPythonStrings();

const SAVE_DELAY_MS = 400;

export interface PythonIdeProps {
  variant: 'student' | 'teacher';
  /**
   * The seam for submitting the code as a project (the project flow wires it); without it no submit
   * button shows. Receives the current code and the screen's query parameters.
   */
  onSubmit?: (code: string, params: IdeParams) => void;
}

/**
 * The Python editor: Monaco on one side; Run/Stop, the console (input() asks here) and the turtle's
 * drawing on the other. Pyodide starts loading in its worker as soon as the screen opens; the code is
 * saved on the device as it changes.
 */
export function PythonIde({ variant, onSubmit }: PythonIdeProps) {
  const { t } = useTranslation('python');
  const [search] = useSearchParams();
  const params = useMemo(() => parseIdeParams(search), [search]);
  const key = draftKey('python', params);
  const db = useUserDb();

  const [code, setCode] = useState<string | null>(null);
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
  const saveTimer = useRef<number | null>(null);
  const latest = useRef<string>('');

  const flush = useCallback(() => {
    frame.current = null;
    const add = pending.current;
    pending.current = [];
    if (add.length) setChunks((c) => appendToConsole(c, add));
  }, []);
  const write = useCallback((chunk: ConsoleChunk) => {
    pending.current.push(chunk);
    if (frame.current === null) frame.current = requestAnimationFrame(flush);
  }, [flush]);
  const tRef = useRef(t);
  tRef.current = t;

  // Python starts loading at once, while the child reads the task and the editor loads.
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

  // The draft on this device, or the starter program.
  useEffect(() => {
    let cancelled = false;
    setCode(null);
    const starter = tRef.current('starter');
    if (!db) {
      setCode(starter);
      return;
    }
    loadDraft(db, key)
      .then((d) => { if (!cancelled) setCode(d?.code ?? starter); })
      .catch(() => { if (!cancelled) setCode(starter); });
    return () => { cancelled = true; };
  }, [db, key]);

  const persist = useCallback(() => {
    saveTimer.current = null;
    if (db) void saveDraft(db, key, latest.current).catch((e: unknown) => console.error('Could not save the code on this device', e));
  }, [db, key]);

  useEffect(() => () => {
    // Leaving the screen: save what is still waiting.
    if (saveTimer.current !== null) {
      window.clearTimeout(saveTimer.current);
      persist();
    }
  }, [persist]);

  const onChange = (value: string) => {
    setCode(value);
    latest.current = value;
    if (saveTimer.current !== null) window.clearTimeout(saveTimer.current);
    saveTimer.current = window.setTimeout(persist, SAVE_DELAY_MS);
  };

  const run = () => {
    if (code === null || !runner.current) return;
    pending.current = [];
    setChunks([]);
    setError(null);
    setDrawn(false);
    setFinished(false);
    canvas.current?.clear();
    runner.current.run(code);
  };

  const answer = (text: string) => {
    write({ kind: 'input', text: `${text}\n` });
    runner.current?.answer(text);
  };

  const busy = state === 'running' || state === 'asking';
  const friendly = error ? explainError(error) : null;

  return (
    <section
      className="page py-page"
      aria-labelledby="py-title"
      data-testid="python-ide"
      data-state={state}
      data-ready-ms={readyMs ?? undefined}
      data-last-run-ms={lastRunMs ?? undefined}
    >
      <PageHeader id="py-title" icon="python" title={t('title')} lead={variant === 'teacher' ? t('teacherLead') : t('lead')} />
      <div className="py-layout">
        <div className="py-main">
          {code === null
            ? <div className="code-editor py-editor"><p className="code-editor-note" role="status">{t('loadingEditor')}</p></div>
            : <CodeEditor
                className="py-editor"
                language="python"
                value={code}
                onChange={onChange}
                ariaLabel={t('editorLabel')}
                loadingLabel={t('loadingEditor')}
                failedLabel={t('editorFailed')}
              />}
          <p className="muted small">{t('savedNote')} {t('keyboardNote')}</p>
        </div>
        <div className="py-side">
          <div className="py-controls">
            {busy
              ? <button type="button" className="button button-primary button-large py-stop" onClick={() => runner.current?.stop()} data-testid="python-stop">■ {t('stop')}</button>
              : <button type="button" className="button button-primary button-large" onClick={run} disabled={state !== 'ready' || code === null} data-testid="python-run">▶ {t('run')}</button>}
            <button type="button" className="button button-large" onClick={() => { setChunks([]); setError(null); }} disabled={busy} data-testid="python-clear">{t('clear')}</button>
            {onSubmit && <button type="button" className="button button-large" onClick={() => code !== null && onSubmit(code, params)} disabled={busy || code === null} data-testid="python-submit">{t('submit')}</button>}
          </div>
          <p className="py-status" role="status" aria-live="polite" data-testid="python-status">
            {t(`state.${state}`)}
            {state === 'ready' && finished && <> {t('finished')}</>}
          </p>
          {!canAsk && <p className="muted small">{t('noAsk')}</p>}
          <PythonConsole chunks={chunks} asking={state === 'asking'} onAnswer={answer} />
          {friendly && error && (
            <div className="py-error" role="alert" data-testid="python-error" data-error-type={error.type}>
              <h2 className="py-error-title">{error.line !== null ? t('errorTitle', { line: error.line }) : t('errorTitleNoLine')}</h2>
              <p className="py-error-text">{t(`errors.${friendly.key}`, friendly.vars)}</p>
              <details>
                <summary>{t('rawError')}</summary>
                <pre dir="ltr" data-testid="python-traceback">{error.traceback}</pre>
              </details>
            </div>
          )}
          <div hidden={!drawn} className="py-drawing">
            <h2 className="py-drawing-title">{t('drawing')}</h2>
            <TurtleCanvas ref={canvas} label={t('drawing')} />
          </div>
        </div>
      </div>
    </section>
  );
}
