import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { webVerdict, type WebVerdict } from '@codeyard/shared-schema/code-exercises';
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
  loadDraft,
  saveDraft,
  draftKey,
  parseIdeParams,
  ExercisePanel,
} from '../code-editor';
import { completePassedExercise, loadExercise, type ExerciseOutcome, type LoadedExercise } from '../code-editor';
import {
  appendMessage,
  decodeParts,
  encodeParts,
  MAX_CONSOLE_MESSAGES,
  type ConsoleMessage,
  type WebParts,
} from './preview-doc';
import { registerWebStrings } from './web-locales';
import { submitWebProject } from './web-project';
import { WebPreview, type WebPreviewHandle } from './WebPreview';
import './web.css';

registerWebStrings();

const SAVE_DELAY_MS = 400;
/** The preview follows the code this long after the last change. */
const PREVIEW_DELAY_MS = 600;
const TABS = ['html', 'css', 'js'] as const;
type Tab = (typeof TABS)[number];
const LANGUAGE = { html: 'html', css: 'css', js: 'javascript' } as const;

export type Verdict = (WebVerdict & { points?: number; queued?: boolean; again?: boolean }) | { noAnswer: true };

/**
 * The web editor (/web-ide, /teacher/web-ide): three Monaco tabs (HTML, CSS, JavaScript), always
 * left-to-right; the page beside them, live, in the sandboxed preview (WebPreview), and its console.
 * The code is kept on the device as it changes. With lessonId, the stone's exercise: instructions, hint,
 * Check (the exercise's checks run inside the preview) and, when passed, the stone completes here and
 * POST /submit-challenge-lesson is queued through the outbox (as SmoothY challenges). Students may send
 * the page to their teacher as a project (the projects' flow).
 */
export function WebIde({ variant }: { variant: 'student' | 'teacher' }) {
  const { t } = useTranslation('web');
  const lang = useLang();
  const [search] = useSearchParams();
  const params = useMemo(() => parseIdeParams(search), [search]);
  const key = draftKey('web', params);
  const db = useUserDb();
  const session = useSession();

  const [exercise, setExercise] = useState<ExerciseOutcome | 'loading' | null>(
    params.lessonId !== null ? 'loading' : null,
  );
  const [parts, setParts] = useState<WebParts | null>(null);
  const [shown, setShown] = useState<WebParts | null>(null);
  const [tab, setTab] = useState<Tab>('html');
  const [editorKey, setEditorKey] = useState(0);
  const [runKey, setRunKey] = useState(0);
  const [messages, setMessages] = useState<ConsoleMessage[]>([]);
  const [dropped, setDropped] = useState(false);
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [checking, setChecking] = useState(false);
  const [name, setName] = useState('');
  const [note, setNote] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  /** Opened by projectId for a project whose code is not on this device, with the network off. */
  const [needsNetwork, setNeedsNetwork] = useState(false);
  const preview = useRef<WebPreviewHandle>(null);
  const latest = useRef<WebParts | null>(null);
  const saveTimer = useRef<number | null>(null);
  const previewTimer = useRef<number | null>(null);
  const tRef = useRef(t);
  tRef.current = t;

  const starter = useCallback(
    (): WebParts => ({
      html: tRef.current('starter.html'),
      css: tRef.current('starter.css'),
      js: tRef.current('starter.js'),
    }),
    [],
  );
  const fromExercise = (loaded: LoadedExercise, which: 'starter' | 'solution'): WebParts => {
    const code = which === 'solution' && loaded.solution ? loaded.solution : loaded.exercise.starter;
    return { html: code.html_code ?? '', css: code.css_code ?? '', js: code.js_code ?? '' };
  };

  // The exercise (with lessonId), then the draft on this device, else the project's code (kept here, or
  // fetched once: code-editor/code-project.ts openProjectCode), else the exercise's or our starter code.
  useEffect(() => {
    let cancelled = false;
    setParts(null);
    setVerdict(null);
    setNeedsNetwork(false);
    (async () => {
      let loaded: ExerciseOutcome | null = null;
      if (params.lessonId !== null) {
        loaded = await loadExercise(db, params.lessonId, variant);
        if (cancelled) return;
        setExercise(loaded);
      }
      const draft = db ? decodeParts((await loadDraft(db, key).catch(() => undefined))?.code) : null;
      // Opened by projectId (My projects) with no draft here: the project's code, kept on this device or fetched once.
      const project =
        draft || !db
          ? null
          : await (variant === 'student' ? openProjectCode(db, 'web', params) : projectCode(db, 'web', params)).catch(
              () => null,
            );
      if (cancelled) return;
      if (project === 'offline') {
        // Nothing to show yet: no starter code either, or a draft typed now would hide the project's own code later.
        setNeedsNetwork(true);
        return;
      }
      const kept = project;
      const fromProject = kept
        ? { html: kept.html_code ?? '', css: kept.css_code ?? '', js: kept.js_code ?? '' }
        : null;
      const opening =
        draft ?? fromProject ?? (loaded && typeof loaded === 'object' ? fromExercise(loaded, 'starter') : starter());
      latest.current = opening;
      setParts(opening);
      setShown(opening);
      setEditorKey((k) => k + 1);
      // The project's own name, so sending it again does not rename it.
      const known = db ? await findCodeProject(db, 'web', params, key).catch(() => undefined) : undefined;
      if (!cancelled && known) setName((typed) => typed || known.name);
    })().catch((error: unknown) => console.error('web editor: could not open', error));
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [db, key, params.lessonId, variant]);

  const persist = useCallback(() => {
    saveTimer.current = null;
    if (db && latest.current)
      void saveDraft(db, key, encodeParts(latest.current)).catch((e: unknown) =>
        console.error('Could not save the code on this device', e),
      );
  }, [db, key]);
  useEffect(() => {
    const leave = () => {
      if (saveTimer.current !== null) {
        window.clearTimeout(saveTimer.current);
        persist();
      }
    };
    const hidden = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', hidden);
      leave();
      if (previewTimer.current !== null) window.clearTimeout(previewTimer.current);
    };
  }, [persist]);

  const change = (which: Tab, value: string) => {
    if (!latest.current) return;
    const next = { ...latest.current, [which]: value };
    latest.current = next;
    setParts(next);
    setVerdict(null);
    setNote(null);
    if (saveTimer.current !== null) window.clearTimeout(saveTimer.current);
    saveTimer.current = window.setTimeout(persist, SAVE_DELAY_MS);
    if (previewTimer.current !== null) window.clearTimeout(previewTimer.current);
    previewTimer.current = window.setTimeout(() => {
      previewTimer.current = null;
      setShown(latest.current);
    }, PREVIEW_DELAY_MS);
  };

  const replaceAll = (next: WebParts) => {
    latest.current = next;
    setParts(next);
    setShown(next);
    setEditorKey((k) => k + 1);
    setVerdict(null);
    if (db) void saveDraft(db, key, encodeParts(next)).catch(() => undefined);
  };

  const onConsole = useCallback((m: ConsoleMessage) => {
    setMessages((list) => {
      if (list.length >= MAX_CONSOLE_MESSAGES) setDropped(true);
      return appendMessage(list, m);
    });
  }, []);
  const onRun = useCallback(() => {
    setMessages([]);
    setDropped(false);
  }, []);

  const loaded = exercise && typeof exercise === 'object' ? exercise : null;
  const checks = loaded?.exercise.checks ?? [];

  const check = async () => {
    if (!loaded || !preview.current) return;
    // Check what is in the editor now, not what the preview showed a moment ago.
    if (previewTimer.current !== null) {
      window.clearTimeout(previewTimer.current);
      previewTimer.current = null;
      setShown(latest.current);
      await new Promise((r) => setTimeout(r, 50));
    }
    setChecking(true);
    setVerdict(null);
    try {
      const results = await preview.current.check(checks);
      if (!results) {
        setVerdict({ noAnswer: true });
        return;
      }
      const judged = webVerdict(checks, results);
      // A project's checks only help the child: the project completes when it is sent to the teacher.
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
    if (!db || !latest.current || !session?.studentProfileId) return;
    setNote(null);
    if (saveTimer.current !== null) {
      window.clearTimeout(saveTimer.current);
      persist();
    }
    try {
      await submitWebProject(db, {
        params,
        draftKey: key,
        name: name || t('project.defaultName'),
        parts: latest.current,
        studentProfileId: session.studentProfileId,
      });
      setNote({ kind: 'ok', text: t('project.sent') });
    } catch (error) {
      setNote({ kind: 'error', text: error instanceof ApiError ? error.message : String(error) });
    }
  };

  const courseId = params.courseId ?? loaded?.exercise.course_id ?? null;

  return (
    <section className="page web-page" aria-labelledby="web-title" data-testid="web-ide" data-variant={variant}>
      <PageHeader
        id="web-title"
        icon="web"
        title={loaded ? loaded.exercise.title[lang] : t('title')}
        lead={loaded ? undefined : variant === 'teacher' ? t('teacherLead') : t('lead')}
      >
        {variant === 'student' && courseId !== null && params.lessonId !== null && (
          <LangLink className="button" to={`/Myworld?course=${courseId}`} data-testid="web-back">
            {t('exercise.backToMap')}
          </LangLink>
        )}
      </PageHeader>

      <ExercisePanel
        namespace="web"
        testPrefix="web"
        classPrefix="web"
        lang={lang}
        exercise={exercise}
        needsNetwork={needsNetwork}
        teacher={variant === 'teacher'}
        onUseSolution={(l) => replaceAll(fromExercise(l, 'solution'))}
        onUseStarter={(l) => replaceAll(fromExercise(l, 'starter'))}
      />

      <div className="web-layout">
        <div className="web-code">
          <div className="web-tabs" role="tablist" aria-label={t('tabsLabel')}>
            {TABS.map((id) => (
              <button
                key={id}
                type="button"
                role="tab"
                id={`web-tab-${id}`}
                aria-selected={tab === id}
                aria-controls={`web-panel-${id}`}
                tabIndex={tab === id ? 0 : -1}
                className={`web-tab${tab === id ? ' web-tab-on' : ''}`}
                onClick={() => setTab(id)}
                onKeyDown={(e) => {
                  const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
                  if (!step) return;
                  // Arrow keys follow the reading direction (in Arabic, right goes back).
                  const rtl = document.documentElement.dir === 'rtl';
                  const next = TABS[(TABS.indexOf(id) + (rtl ? -step : step) + TABS.length) % TABS.length]!;
                  setTab(next);
                  document.getElementById(`web-tab-${next}`)?.focus();
                }}
                data-testid={`web-tab-${id}`}
              >
                {t(`tabs.${id}`)}
              </button>
            ))}
          </div>
          {TABS.map((id) => (
            <div
              key={id}
              role="tabpanel"
              id={`web-panel-${id}`}
              aria-labelledby={`web-tab-${id}`}
              hidden={tab !== id}
              className="web-panel"
              data-testid={`web-panel-${id}`}
            >
              {needsNetwork ? (
                <div className="code-editor web-editor">
                  <p className="code-editor-note">{t('project.notHere')}</p>
                </div>
              ) : parts === null ? (
                <div className="code-editor web-editor">
                  <p className="code-editor-note" role="status">
                    {t('loadingEditor')}
                  </p>
                </div>
              ) : (
                <CodeEditor
                  key={editorKey}
                  className="web-editor"
                  language={LANGUAGE[id]}
                  value={parts[id]}
                  onChange={(v) => change(id, v)}
                  ariaLabel={t(`editorLabel.${id}`)}
                  loadingLabel={t('loadingEditor')}
                  failedLabel={t('editorFailed')}
                />
              )}
            </div>
          ))}
          <p className="muted small">
            {t('savedNote')} {t('keyboardNote')}
          </p>
        </div>

        <div className="web-side">
          <div className="web-controls">
            {checks.length > 0 && (
              <button
                type="button"
                className="button button-primary button-large"
                onClick={() => void check()}
                disabled={checking || parts === null}
                data-testid="web-check"
              >
                {checking ? t('exercise.checking') : t('exercise.check')}
              </button>
            )}
            <button
              type="button"
              className="button button-large"
              onClick={() => {
                setShown(latest.current);
                setRunKey((k) => k + 1);
              }}
              disabled={parts === null}
              data-testid="web-run"
            >
              ▶ {t('refresh')}
            </button>
          </div>
          {verdict && <VerdictPanel verdict={verdict} />}
          <div className="web-preview-wrap">
            <h2 className="web-side-title">{t('preview')}</h2>
            {shown && (
              <WebPreview
                ref={preview}
                parts={shown}
                runKey={runKey}
                title={t('previewLabel')}
                onConsole={onConsole}
                onRun={onRun}
                className="web-preview"
              />
            )}
          </div>
          <div className="web-console-wrap">
            <div className="web-console-head">
              <h2 className="web-side-title">{t('console')}</h2>
              <button
                type="button"
                className="button button-small"
                onClick={() => {
                  setMessages([]);
                  setDropped(false);
                }}
                data-testid="web-console-clear"
              >
                {t('clear')}
              </button>
            </div>
            <div
              className="web-console"
              role="log"
              aria-live="polite"
              aria-label={t('console')}
              dir="ltr"
              data-testid="web-console"
            >
              {messages.length === 0 && (
                <span className="web-console-empty" dir="auto">
                  {t('consoleEmpty')}
                </span>
              )}
              {dropped && (
                <div className="web-console-line web-console-warn" dir="auto">
                  {t('tooMany')}
                </div>
              )}
              {messages.map((m, i) => (
                <div key={i} className={`web-console-line web-console-${m.level}`} data-level={m.level}>
                  {t(`levels.${m.level}`)}
                  {m.text}
                </div>
              ))}
            </div>
          </div>
          {/* A checked exercise is completed by Check; any other page may go to the teacher as a project. */}
          {variant === 'student' && session?.studentProfileId && (checks.length === 0 || params.isCourseProject) && (
            <div className="web-submit card">
              <label htmlFor="web-project-name">{t('project.name')}</label>
              <input
                id="web-project-name"
                dir="auto"
                maxLength={100}
                value={name}
                placeholder={loaded ? loaded.exercise.title[lang] : t('project.defaultName')}
                onChange={(e) => setName(e.target.value)}
                data-testid="web-project-name"
              />
              <button
                type="button"
                className="button button-large"
                onClick={() => void submit()}
                disabled={parts === null}
                data-testid="web-submit"
              >
                {t('project.submit')}
              </button>
            </div>
          )}
          {note && (
            <p
              className={note.kind === 'ok' ? 'web-note web-note-ok' : 'web-note web-note-error'}
              role={note.kind === 'ok' ? 'status' : 'alert'}
              data-testid="web-note"
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
  const { t } = useTranslation('web');
  const lang = useLang();
  if ('noAnswer' in verdict) {
    return (
      <div className="web-verdict web-verdict-fail card" role="alert" data-testid="web-verdict" data-passed="false">
        {t('exercise.noAnswer')}
      </div>
    );
  }
  if (!verdict.passed) {
    return (
      <div className="web-verdict web-verdict-fail card" role="alert" data-testid="web-verdict" data-passed="false">
        <strong>{t('exercise.notYet')}</strong>
        <ul>
          {verdict.failed.map((f) => (
            <li key={f.key} data-check={f.key}>
              {f.message[lang]}
            </li>
          ))}
        </ul>
        <p className="muted">
          {t('exercise.passedCount', {
            n: formatNumber(verdict.passedCount, lang),
            total: formatNumber(verdict.total, lang),
          })}
        </p>
      </div>
    );
  }
  return (
    <div className="web-verdict web-verdict-pass card" role="status" data-testid="web-verdict" data-passed="true">
      <strong>{t('exercise.passed')}</strong>
      {verdict.points !== undefined && verdict.points > 0 && (
        <p data-testid="web-points">{t('exercise.points', { n: formatNumber(verdict.points, lang) })}</p>
      )}
      {verdict.again && <p>{t('exercise.done')}</p>}
      {verdict.queued && (
        <p className="muted small" data-testid="web-queued">
          {t('exercise.saved')}
        </p>
      )}
    </div>
  );
}
