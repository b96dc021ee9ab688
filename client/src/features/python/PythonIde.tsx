import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { useSession } from '../../session/use-session';
import { useUserDb } from '../../storage/use-user-db';
import { formatNumber, useLang } from '../../ui/kit/format';
import { PageHeader } from '../../ui/kit/states';
import { LangLink } from '../../ui/LangLink';
import {
  findCodeProject,
  openProjectCode,
  projectCode,
  CodeEditor,
  ExercisePanel,
  loadDraft,
  saveDraft,
} from '../code-editor';
import {
  draftKey,
  parseIdeParams,
  type IdeParams,
  completePassedExercise,
  loadExercise,
  type ExerciseOutcome,
} from '../code-editor';
import { checkSource, judge, type CheckResult } from './exercise-check';
import { registerPythonStrings } from './python-locales';
import { PythonOutput } from './PythonOutput';
import { usePythonRunner } from './use-python-runner';
import './python.css';
import { Icon } from '../../ui/kit/icons';

registerPythonStrings();

const SAVE_DELAY_MS = 400;

export interface PythonSubmission {
  code: string;
  params: IdeParams;
  draftKey: string;
  /** What the child typed (may be empty: the helper gives the default name). */
  name: string;
}

export interface PythonIdeProps {
  variant: 'student' | 'teacher';
  /**
   * Sends the code as a project (the student page wires the projects' flow); without it no submit
   * button shows. Rejects with the flow's ApiError (the daily limit…), shown to the child.
   */
  onSubmit?: (input: PythonSubmission) => Promise<void>;
}

export type Verdict =
  (CheckResult & { points?: number; queued?: boolean; again?: boolean }) | { noAnswer: 'failed' | 'stopped' };

/**
 * The Python editor: Monaco on one side; Run/Stop, the console (input() asks here) and the turtle's
 * drawing on the other. Pyodide starts loading in its worker as soon as the screen opens; the code is
 * saved on the device as it changes. With lessonId, the stone's exercise (device first, then the
 * network: code-editor/exercise.ts): instructions, hint, starter code and Check — the exercise's tests run in the
 * worker (pythonHarness); all passed completes the stone here and queues POST /submit-challenge-lesson
 * (submitLevelSolved), offline too. Teachers get the solution instead; nothing completes for them.
 */
export function PythonIde({ variant, onSubmit }: PythonIdeProps) {
  const { t } = useTranslation('python');
  const lang = useLang();
  const [search] = useSearchParams();
  const params = useMemo(() => parseIdeParams(search), [search]);
  const key = draftKey('python', params);
  const db = useUserDb();
  const session = useSession();
  const py = usePythonRunner();

  const [exercise, setExercise] = useState<ExerciseOutcome | 'loading' | null>(
    params.lessonId !== null ? 'loading' : null,
  );
  const [code, setCode] = useState<string | null>(null);
  const [editorKey, setEditorKey] = useState(0);
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [checking, setChecking] = useState(false);
  const [name, setName] = useState('');
  const [note, setNote] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  /** Opened by projectId for a project whose code is not on this device, with the network off. */
  const [needsNetwork, setNeedsNetwork] = useState(false);
  const saveTimer = useRef<number | null>(null);
  const latest = useRef<string>('');
  const tRef = useRef(t);
  tRef.current = t;

  // The exercise (with lessonId), then the draft on this device, else the project's code (kept here, or
  // fetched once: code-editor/code-project.ts openProjectCode), else the exercise's or our starter program.
  useEffect(() => {
    let cancelled = false;
    setCode(null);
    setVerdict(null);
    setNeedsNetwork(false);
    (async () => {
      let loaded: ExerciseOutcome | null = null;
      if (params.lessonId !== null) {
        loaded = await loadExercise(db, params.lessonId, variant);
        if (cancelled) return;
        setExercise(loaded);
      }
      const draft = db ? (await loadDraft(db, key).catch(() => undefined))?.code : undefined;
      const project =
        draft !== undefined || !db
          ? null
          : await (
              variant === 'student' ? openProjectCode(db, 'python', params) : projectCode(db, 'python', params)
            ).catch(() => null);
      if (cancelled) return;
      if (project === 'offline') {
        // Nothing to show yet: no starter code either, or a draft typed now would hide the project's own code later.
        setNeedsNetwork(true);
        return;
      }
      const kept = project?.python_code ?? undefined;
      const opening =
        draft ??
        kept ??
        (loaded && typeof loaded === 'object' ? (loaded.exercise.starter.python_code ?? '') : tRef.current('starter'));
      latest.current = opening;
      setCode(opening);
      setEditorKey((k) => k + 1);
      // The project's own name, so sending it again does not rename it.
      const known = db ? await findCodeProject(db, 'python', params, key).catch(() => undefined) : undefined;
      if (!cancelled && known) setName((typed) => typed || known.name);
    })().catch((error: unknown) => {
      console.error('python editor: could not open', error);
      if (!cancelled) setCode(tRef.current('starter'));
    });
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [db, key, params.lessonId, variant]);

  const persist = useCallback(() => {
    saveTimer.current = null;
    if (db)
      void saveDraft(db, key, latest.current).catch((e: unknown) =>
        console.error('Could not save the code on this device', e),
      );
  }, [db, key]);

  useEffect(
    () => () => {
      // Leaving the screen: save what is still waiting.
      if (saveTimer.current !== null) {
        window.clearTimeout(saveTimer.current);
        persist();
      }
    },
    [persist],
  );

  const onChange = (value: string) => {
    setCode(value);
    latest.current = value;
    setVerdict(null);
    setNote(null);
    if (saveTimer.current !== null) window.clearTimeout(saveTimer.current);
    saveTimer.current = window.setTimeout(persist, SAVE_DELAY_MS);
  };

  const replaceAll = (next: string) => {
    latest.current = next;
    setCode(next);
    setEditorKey((k) => k + 1);
    setVerdict(null);
    if (db) void saveDraft(db, key, next).catch(() => undefined);
  };

  const loaded = exercise && typeof exercise === 'object' ? exercise : null;
  const tests = loaded?.exercise.tests ?? [];

  const check = async () => {
    if (!loaded || code === null) return;
    const running = py.check(checkSource(latest.current, tests));
    if (!running) return;
    setChecking(true);
    setVerdict(null);
    setNote(null);
    try {
      const outcome = await running;
      if (outcome.verdict === null) {
        setVerdict({ noAnswer: outcome.interrupted ? 'stopped' : 'failed' });
        return;
      }
      const judged = judge(tests, outcome.verdict);
      const solved = judged.passed
        ? await completePassedExercise(db, { variant, params, exercise: loaded.exercise, lang })
        : null;
      setVerdict(solved ? { ...judged, points: solved.points, queued: solved.queued, again: !solved.queued } : judged);
    } catch (error) {
      setNote({ kind: 'error', text: error instanceof Error ? error.message : String(error) });
    } finally {
      setChecking(false);
    }
  };

  const submit = async () => {
    if (!onSubmit || code === null) return;
    setNote(null);
    if (saveTimer.current !== null) {
      window.clearTimeout(saveTimer.current);
      persist();
    }
    try {
      await onSubmit({
        code: latest.current,
        params,
        draftKey: key,
        name: name || (loaded ? loaded.exercise.title[lang] : t('project.defaultName')),
      });
      setNote({ kind: 'ok', text: t('project.sent') });
    } catch (error) {
      setNote({ kind: 'error', text: error instanceof ApiError ? error.message : String(error) });
    }
  };

  const courseId = params.courseId ?? loaded?.exercise.course_id ?? null;
  // A checked exercise is completed by Check; free play and course projects may go to the teacher.
  const canSubmit =
    !!onSubmit &&
    variant === 'student' &&
    !!session?.studentProfileId &&
    (tests.length === 0 || params.isCourseProject) &&
    exercise !== 'loading';

  return (
    <section
      className="page py-page"
      aria-labelledby="py-title"
      data-testid="python-ide"
      data-variant={variant}
      data-state={py.state}
      data-runtime={py.runtime}
      data-ready-ms={py.readyMs ?? undefined}
      data-last-run-ms={py.lastRunMs ?? undefined}
    >
      <PageHeader
        id="py-title"
        icon="python"
        title={loaded ? loaded.exercise.title[lang] : t('title')}
        lead={loaded ? undefined : variant === 'teacher' ? t('teacherLead') : t('lead')}
      >
        {variant === 'student' && courseId !== null && params.lessonId !== null && (
          <LangLink className="button" to={`/Myworld?course=${courseId}`} data-testid="python-back">
            {t('exercise.backToMap')}
          </LangLink>
        )}
      </PageHeader>

      <ExercisePanel
        namespace="python"
        testPrefix="python"
        classPrefix="py"
        lang={lang}
        exercise={exercise}
        needsNetwork={needsNetwork}
        teacher={variant === 'teacher'}
        onUseSolution={(l) => replaceAll(l.solution?.python_code ?? '')}
        onUseStarter={(l) => replaceAll(l.exercise.starter.python_code ?? '')}
      />

      <div className="py-layout">
        <div className="py-main">
          {needsNetwork ? (
            <div className="code-editor py-editor">
              <p className="code-editor-note">{t('project.notHere')}</p>
            </div>
          ) : code === null ? (
            <div className="code-editor py-editor">
              <p className="code-editor-note" role="status">
                {t('loadingEditor')}
              </p>
            </div>
          ) : (
            <CodeEditor
              key={editorKey}
              className="py-editor"
              language="python"
              value={code}
              onChange={onChange}
              ariaLabel={t('editorLabel')}
              loadingLabel={t('loadingEditor')}
              failedLabel={t('editorFailed')}
            />
          )}
          <p className="muted small">
            {t('savedNote')} {t('keyboardNote')}
          </p>
        </div>
        <div className="py-side">
          <div className="py-controls">
            {tests.length > 0 && !py.busy && (
              <button
                type="button"
                className="button button-primary button-large"
                onClick={() => void check()}
                disabled={checking || py.state !== 'ready' || code === null}
                data-testid="python-check"
              >
                {checking ? t('exercise.checking') : t('exercise.check')}
              </button>
            )}
            {py.busy ? (
              <button
                type="button"
                className="button button-primary button-large py-stop"
                onClick={py.stop}
                data-testid="python-stop"
              >
                ■ {t('stop')}
              </button>
            ) : (
              <button
                type="button"
                className={`button button-large${tests.length > 0 ? '' : ' button-primary'}`}
                onClick={() => code !== null && py.run(latest.current || code)}
                disabled={py.state !== 'ready' || code === null}
                data-testid="python-run"
              >
                ▶ {t('run')}
              </button>
            )}
            <button
              type="button"
              className="button button-large"
              onClick={py.clear}
              disabled={py.busy}
              data-testid="python-clear"
            >
              {t('clear')}
            </button>
          </div>
          {verdict && <VerdictPanel verdict={verdict} />}
          <PythonOutput py={py} />
          {canSubmit && (
            <div className="py-submit card">
              <label htmlFor="py-project-name">{t('project.name')}</label>
              <input
                id="py-project-name"
                dir="auto"
                maxLength={100}
                value={name}
                placeholder={loaded ? loaded.exercise.title[lang] : t('project.defaultName')}
                onChange={(e) => setName(e.target.value)}
                data-testid="python-project-name"
              />
              <button
                type="button"
                className="button button-large"
                onClick={() => void submit()}
                disabled={py.busy || code === null}
                data-testid="python-submit"
              >
                {t('submit')}
              </button>
            </div>
          )}
          {note && (
            <p
              className={note.kind === 'ok' ? 'py-note py-note-ok' : 'py-note py-note-error'}
              role={note.kind === 'ok' ? 'status' : 'alert'}
              data-testid="python-note"
            >
              {note.text}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}

export function VerdictPanel({ verdict }: { verdict: Verdict }) {
  const { t } = useTranslation('python');
  const lang = useLang();
  if ('noAnswer' in verdict) {
    return (
      <div className="py-verdict py-verdict-fail card" role="alert" data-testid="python-verdict" data-passed="false">
        {t(verdict.noAnswer === 'stopped' ? 'exercise.stopped' : 'exercise.noAnswer')}
      </div>
    );
  }
  return (
    <div
      className={`py-verdict card ${verdict.passed ? 'py-verdict-pass' : 'py-verdict-fail'}`}
      role={verdict.passed ? 'status' : 'alert'}
      data-testid="python-verdict"
      data-passed={String(verdict.passed)}
    >
      <strong>{verdict.passed ? t('exercise.passed') : t('exercise.notYet')}</strong>
      <ul className="py-tests">
        {verdict.rows.map((r) => (
          <li
            key={r.key}
            className={r.passed ? 'py-test-pass' : 'py-test-fail'}
            data-test={r.key}
            data-passed={String(r.passed)}
          >
            <Icon name={r.passed ? 'check' : 'cross'} size={18} />{' '}
            {t(r.passed ? 'exercise.testPassed' : 'exercise.testFailed', { n: formatNumber(r.n, lang) })}
            {r.message && <> — {r.message[lang]}</>}
            {r.line !== null && <> {t('exercise.onLine', { line: formatNumber(r.line, lang) })}</>}
          </li>
        ))}
      </ul>
      <p className="muted">
        {t('exercise.passedCount', {
          n: formatNumber(verdict.passedCount, lang),
          total: formatNumber(verdict.total, lang),
        })}
      </p>
      {verdict.points !== undefined && verdict.points > 0 && (
        <p data-testid="python-points">{t('exercise.points', { n: formatNumber(verdict.points, lang) })}</p>
      )}
      {verdict.again && <p>{t('exercise.done')}</p>}
      {verdict.queued && (
        <p className="muted small" data-testid="python-queued">
          {t('exercise.saved')}
        </p>
      )}
    </div>
  );
}
