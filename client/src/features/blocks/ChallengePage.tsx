import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { blocks as blockCalls, kindsPlayableBy, POINTS } from '@codeyard/shared-schema';
import { judge, LEVEL_STEP_BUDGET, type GoalReason, type Judgement } from '@codeyard/shared-schema/smoothy';
import { callApi } from '../../api/client';
import { formatNumber, useLang } from '../../ui/kit/format';
import { Icon } from '../../ui/kit/icons';
import { Loading } from '../../ui/kit/states';
import { LangLink } from '../../ui/LangLink';
import {
  canOpen,
  takeHint,
  useUserDb,
  useWorld,
  clearLevelDraft,
  fetchLevel,
  LEVEL_HINT_KEY,
  loadLevelDraft,
  saveLevelDraft,
  submitLevelSolved,
  useCourseLevels,
  useLevel,
  useLevelHintPaid,
  ReadAloud,
  levelHref,
  stoneHref,
  Stars,
  SyncNote,
} from '../learning';
import type { LevelData } from '../learning';
import BlocksEditor from './BlocksEditor';
import { goalLines, type GoalRules } from './goal';
import { fromProgram } from './from-program';
import { RunPanel } from './RunControls';
import { themeForCourse } from './stage-themes';
import type { SerializedWorkspace } from './to-program';
import { starterWorkspace } from './toolboxes';
import { useRunner, type RunEnd } from './use-runner';
import './blocks.css';

const LEVEL_KINDS: readonly string[] = kindsPlayableBy('levels');

/**
 * /ide/{lessonId}/{courseId?} (a challenge stone) and /ide-questions/{lessonId}/{courseId?} (a code stone:
 * the same player with a strip of the course's levels to move between them). The level comes from the
 * device (the course download, Dexie `levels`), else GET /ide/{lessonId}; the blocks in progress are kept
 * on the device as a draft. A run that ends is judged with smoothy's `judge` (the server's rules): solved
 * gives 1-3 stars, completes the stone here at once and queues POST /submit-challenge-lesson; otherwise a
 * plain reason. The hint costs 10 points once per level (POST /calculate-hints-points/11, hint key "level").
 */
export default function ChallengePage() {
  const { lessonId: lessonParam, courseId: courseParam } = useParams();
  const code = useLocation().pathname.toLowerCase().startsWith('/ide-questions');
  const lessonId = Number(lessonParam);
  const { t } = useTranslation('blocks');
  const db = useUserDb();
  const level = useLevel(lessonId);
  const [fetched, setFetched] = useState<'idle' | 'running' | Awaited<ReturnType<typeof fetchLevel>>>('idle');

  // Not on the device: ask the server once (online).
  useEffect(() => {
    if (!db || level !== null || fetched !== 'idle') return;
    setFetched('running');
    fetchLevel(db, lessonId).then(setFetched, () => setFetched('missing'));
  }, [db, level, fetched, lessonId]);

  if (level === undefined || (level === null && (fetched === 'idle' || fetched === 'running' || fetched === 'ok'))) {
    return (
      <section className="page">
        <Loading label={t('challenge.loading')} />
      </section>
    );
  }
  if (level === null) {
    const text =
      fetched === 'trial_locked'
        ? t('challenge.trialLocked')
        : fetched === 'course_locked'
          ? t('challenge.courseLocked')
          : t('challenge.missing');
    return (
      <section className="page page-narrow">
        <p className="state card" role="alert" data-testid="challenge-missing">
          {text}
        </p>
        <LangLink className="button" to="/Myworld">
          {t('challenge.back')}
        </LangLink>
      </section>
    );
  }
  const courseId = Number(courseParam) || level.course_id;
  return <Draft key={`${db?.userId ?? 0}:${lessonId}`} level={level} courseId={courseId} code={code} />;
}

/** Reads the kept draft once, then opens the player with it (or the starter program). */
function Draft({ level, courseId, code }: { level: LevelData; courseId: number; code: boolean }) {
  const { t } = useTranslation('blocks');
  const db = useUserDb();
  const [initial, setInitial] = useState<{ workspace: SerializedWorkspace; kept: boolean }>();
  useEffect(() => {
    if (!db) return;
    let live = true;
    const fresh = () => ({ workspace: startOf(level), kept: false });
    loadLevelDraft(db, courseId, level.lesson_id).then(
      (saved) => live && setInitial(saved ? { workspace: saved as SerializedWorkspace, kept: true } : fresh()),
      () => live && setInitial(fresh()),
    );
    return () => {
      live = false;
    };
    // Read once per level and child: the player owns the draft from then on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [db, courseId, level.lesson_id]);
  if (!initial)
    return (
      <section className="page">
        <Loading label={t('challenge.loading')} />
      </section>
    );
  return <Player level={level} courseId={courseId} code={code} initial={initial.workspace} kept={initial.kept} />;
}

const startOf = (level: LevelData): SerializedWorkspace =>
  level.starter ? fromProgram(level.starter) : (starterWorkspace() as SerializedWorkspace);

type Verdict =
  { judgement: Judgement; points: number; best: number; queued: boolean; syncRef?: string } | { judgement: Judgement };

function Player({
  level,
  courseId,
  code,
  initial,
  kept,
}: {
  level: LevelData;
  courseId: number;
  code: boolean;
  initial: SerializedWorkspace;
  kept: boolean;
}) {
  const { t } = useTranslation('blocks');
  const lang = useLang();
  const db = useUserDb();
  const world = useWorld();
  const hintPaid = useLevelHintPaid(level.lesson_id);
  const program = useRef<SerializedWorkspace | null>(initial);
  const [editorKey, setEditorKey] = useState(0);
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [hintOpen, setHintOpen] = useState(false);
  const [hintNote, setHintNote] = useState('');
  const [problem, setProblem] = useState('');
  const [resumed, setResumed] = useState(kept);
  const [confirmRestart, setConfirmRestart] = useState(false);
  const saveTimer = useRef<number | null>(null);
  const solving = useRef(false);

  const course = world?.find((c) => c.id === courseId);
  const view = course?.stones.find((s) => s.stone.id === level.lesson_id);
  // The best stars on this device: the merged progress keeps them as the best score of 3.
  const best = view && view.progress.maxScore === 3 ? view.progress.bestScore : 0;

  // The draft: written a moment after each change, and at once when the page goes away.
  const flush = useCallback(() => {
    if (saveTimer.current !== null) window.clearTimeout(saveTimer.current);
    saveTimer.current = null;
    if (db && program.current && !solving.current)
      void saveLevelDraft(db, courseId, level.lesson_id, program.current).catch(() => undefined);
  }, [db, courseId, level.lesson_id]);
  useEffect(() => {
    const hidden = () => {
      if (document.visibilityState === 'hidden' && saveTimer.current !== null) flush();
    };
    const leave = () => {
      if (saveTimer.current !== null) flush();
    };
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', hidden);
      leave();
    };
  }, [flush]);

  // Blockly reports the blocks it loads as changes too: only what the child does (after a pointer or key
  // press in the editor) is kept as a draft.
  const touched = useRef(false);
  const onChange = useCallback(
    (state: SerializedWorkspace) => {
      program.current = state;
      if (!touched.current) return;
      solving.current = false;
      setVerdict(null);
      if (saveTimer.current !== null) window.clearTimeout(saveTimer.current);
      saveTimer.current = window.setTimeout(flush, 300);
    },
    [flush],
  );

  const onEnd = async (end: RunEnd) => {
    const judgement = judge(end.program, level.level, LEVEL_STEP_BUDGET, level.keys);
    if (!judgement.passed || !db) {
      setVerdict({ judgement });
      return;
    }
    solving.current = true;
    if (saveTimer.current !== null) window.clearTimeout(saveTimer.current);
    try {
      const stars = judgement.stars as 1 | 2 | 3;
      const result = await submitLevelSolved(db, {
        courseId,
        lessonId: level.lesson_id,
        kind: level.kind === 'code' ? 'code' : 'challenge',
        title: level.title,
        stars,
        lang,
      });
      setVerdict({ judgement, points: result.points, best: result.best, queued: result.queued, syncRef: result.ref });
      setResumed(false);
    } catch (error) {
      solving.current = false;
      setProblem((error as Error).message);
      setVerdict({ judgement });
    }
  };

  const runner = useRunner(level.level, {
    read: () => program.current,
    keys: level.keys,
    onEnd: (end) => {
      void onEnd(end);
    },
  });

  const askHint = async () => {
    if (!db) return;
    try {
      const result = await takeHint(db, {
        courseId,
        lessonId: level.lesson_id,
        hintKey: LEVEL_HINT_KEY,
        title: level.title[lang],
      });
      setHintOpen(true);
      setHintNote(result.charged > 0 ? t('challenge.hintPaid', { n: formatNumber(result.charged, lang) }) : '');
    } catch (error) {
      setProblem((error as Error).message);
    }
  };

  const startOver = async () => {
    if (db) await clearLevelDraft(db, courseId, level.lesson_id).catch(() => undefined);
    program.current = startOf(level);
    touched.current = false;
    setEditorKey((k) => k + 1);
    runner.reset();
    setVerdict(null);
    setResumed(false);
    setConfirmRestart(false);
  };

  // "Next level": the next stone of the map played from a level (challenge, code) that is open and not done yet.
  const here = course ? course.stones.findIndex((v) => v.stone.id === level.lesson_id) : -1;
  const next = course?.stones
    .slice(here + 1)
    .find((v) => LEVEL_KINDS.includes(v.stone.kind) && canOpen(v) && !v.status.done);
  const nextHref = next && course ? stoneHref(course.id, next) : null;
  const title = level.title[lang];
  const headingId = `challenge-title-${level.lesson_id}`;
  const maxBlocks = level.level.rules.max_blocks;

  return (
    <section
      className="page playground-page challenge-page"
      aria-labelledby={headingId}
      data-testid="challenge-page"
      data-kind={code ? 'code' : 'challenge'}
      data-lesson={level.lesson_id}
    >
      <header className="lesson-top challenge-top">
        <LangLink className="button" to={`/Myworld?course=${courseId}`} data-testid="challenge-back">
          <Icon name="chevron" className="flip-back" />
          {t('challenge.back')}
        </LangLink>
        <p className="challenge-kind">{t(`challenge.kinds.${code ? 'code' : 'challenge'}`)}</p>
        {best > 0 && (
          <p className="challenge-best" data-testid="challenge-best" data-stars={best}>
            {t('challenge.best', { n: formatNumber(best, lang) })}
          </p>
        )}
      </header>
      <h1 id={headingId} className="challenge-title">
        {title}
      </h1>

      {code && <LevelStrip courseId={courseId} current={level.lesson_id} />}

      <div className="challenge-instructions card">
        <h2 className="challenge-instructions-title">{t('challenge.instructions')}</h2>
        <p data-testid="challenge-instructions">{level.instructions[lang]}</p>
        <ReadAloud text={level.instructions[lang]} lang={lang} />
      </div>

      {resumed && (
        <div className="draft-note" role="status" data-testid="challenge-draft-kept">
          <Icon name="check" />
          <span className="draft-note-text">
            {confirmRestart ? t('challenge.startOverAsk') : t('challenge.draftKept')}
          </span>
          {confirmRestart ? (
            <>
              <button
                type="button"
                className="button"
                onClick={() => void startOver()}
                data-testid="challenge-start-over-yes"
              >
                {t('challenge.yes')}
              </button>
              <button type="button" className="button" onClick={() => setConfirmRestart(false)}>
                {t('challenge.no')}
              </button>
            </>
          ) : (
            <button
              type="button"
              className="button"
              onClick={() => setConfirmRestart(true)}
              data-testid="challenge-start-over"
            >
              {t('challenge.startOver')}
            </button>
          )}
        </div>
      )}

      <div className="playground-layout">
        <div
          className="challenge-editor-column"
          onPointerDownCapture={() => {
            touched.current = true;
          }}
          onKeyDownCapture={() => {
            touched.current = true;
          }}
        >
          <BlocksEditor
            key={editorKey}
            level={level.toolbox}
            initial={program.current}
            onChange={onChange}
            highlightId={runner.highlight}
            className="playground-editor"
          />
          <KeyboardHelp />
        </div>
        <div className="playground-side">
          <RunPanel
            runner={runner}
            testid="challenge"
            theme={themeForCourse(level.course_number ?? course?.data.course.number)}
            solved={verdict?.judgement.passed ?? false}
            extraStatus={
              level.level.rules.collect_all ? (
                <span className="playground-stars">{t('playground.stars', { n: runner.world.collected })}</span>
              ) : null
            }
          >
            {verdict && (
              <VerdictPanel
                verdict={verdict}
                maxBlocks={maxBlocks}
                threeAt={level.level.thresholds?.three}
                nextHref={nextHref}
                courseId={courseId}
              />
            )}
            {problem && (
              <p className="player-problem" role="alert">
                {problem}
              </p>
            )}
            <div className="hint-row">
              <button
                type="button"
                className="button hint-button"
                onClick={() => void askHint()}
                data-testid="challenge-hint"
                data-paid={hintPaid ? 'true' : 'false'}
              >
                <Icon name="sparkle" />
                {t('challenge.hint')}
                <span className="hint-cost">
                  (
                  {hintPaid
                    ? t('challenge.hintFree')
                    : t('challenge.hintCost', { n: formatNumber(POINTS.hintCost, lang) })}
                  )
                </span>
              </button>
              {hintOpen && (
                <div className="hint-box" role="status" data-testid="challenge-hint-box">
                  <strong>{t('challenge.hintTitle')}:</strong> <span>{level.hint[lang]}</span>
                  {hintNote && <span className="hint-note"> {hintNote}</span>}
                </div>
              )}
            </div>
          </RunPanel>
          {/* Beside the stage, so the workspace stays high on a small laptop screen. */}
          <GoalCard level={level} />
        </div>
      </div>
    </section>
  );
}

function VerdictPanel({
  verdict,
  maxBlocks,
  threeAt,
  nextHref,
  courseId,
}: {
  verdict: Verdict;
  maxBlocks: number | undefined;
  threeAt: number | undefined;
  nextHref: string | null;
  courseId: number;
}) {
  const { t } = useTranslation('blocks');
  const lang = useLang();
  const { judgement } = verdict;
  if (!judgement.passed) {
    const reasons: string[] = [];
    const outcome = judgement.run.outcome;
    if (outcome === 'crashed') reasons.push(t('challenge.reasons.crashed'));
    else if (outcome === 'out_of_steps') reasons.push(t('challenge.reasons.out_of_steps'));
    else if (outcome === 'error')
      reasons.push(
        t('challenge.reasons.error', { message: t(`playground.errors.${judgement.run.error?.code ?? 'internal'}`) }),
      );
    else {
      for (const reason of judgement.reasons as GoalReason[]) {
        reasons.push(t(`challenge.reasons.${reason}`, { n: formatNumber(maxBlocks ?? 0, lang) }));
      }
    }
    return (
      <div
        className="challenge-verdict challenge-verdict-fail card"
        role="alert"
        data-testid="challenge-verdict"
        data-passed="false"
        data-reason={outcome === 'finished' ? judgement.reasons.join(' ') : outcome}
      >
        <strong>{t('challenge.notYet')}</strong>
        <ul>
          {reasons.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      </div>
    );
  }
  const solved = 'points' in verdict ? verdict : null;
  return (
    <div
      className="challenge-verdict challenge-verdict-pass card"
      role="status"
      data-testid="challenge-verdict"
      data-passed="true"
      data-stars={judgement.stars}
    >
      <strong className="challenge-solved">{t('challenge.solved')}</strong>
      <Stars n={judgement.stars} label={t('challenge.solvedStars', { n: formatNumber(judgement.stars, lang) })} />
      {solved &&
        (solved.points > 0 ? (
          <p data-testid="challenge-points">{t('challenge.pointsEarned', { n: formatNumber(solved.points, lang) })}</p>
        ) : (
          <p>{t('challenge.noNewPoints')}</p>
        ))}
      {judgement.stars < 3 && threeAt !== undefined && (
        <p>{t('challenge.fewerBlocks', { n: formatNumber(threeAt, lang) })}</p>
      )}
      {solved?.syncRef && <SyncNote syncRef={solved.syncRef} />}
      <div className="challenge-verdict-actions">
        {nextHref ? (
          <LangLink className="button button-primary button-large" to={nextHref} data-testid="challenge-next">
            {t('challenge.nextLevel')}
            <Icon name="chevron" className="flip-forward" />
          </LangLink>
        ) : (
          <LangLink
            className="button button-primary button-large"
            to={`/Myworld?course=${courseId}`}
            data-testid="challenge-to-map"
          >
            {t('challenge.backToMap')}
          </LangLink>
        )}
      </div>
    </div>
  );
}

/**
 * What earns the stars, in plain words: built from the level on the device, refreshed from GET
 * /challenge-goal/{lessonId} when online (offline, or when the call fails, the device's copy stays).
 */
function GoalCard({ level }: { level: LevelData }) {
  const { t } = useTranslation('blocks');
  const lang = useLang();
  const [remote, setRemote] = useState<GoalRules | null>(null);
  useEffect(() => {
    let live = true;
    callApi(blockCalls.challengeGoal, { params: { challengeId: level.lesson_id } }).then(
      (r) => live && setRemote({ rules: r.data.rules, thresholds: r.data.thresholds }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [level.lesson_id]);
  const goal = remote ?? { rules: level.level.rules, thresholds: level.level.thresholds ?? null };
  return (
    <div className="challenge-goal card" data-testid="challenge-goal" data-source={remote ? 'server' : 'device'}>
      <h2 className="challenge-instructions-title">{t('challenge.goal.title')}</h2>
      <ul>
        {goalLines(goal).map((line) => (
          <li key={line.key} data-goal={line.key}>
            {t(`challenge.goal.${line.key}`, { n: formatNumber(line.n ?? 0, lang) })}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The keys of Blockly's keyboard navigation, always in view under the editor. */
function KeyboardHelp() {
  const { t } = useTranslation('blocks');
  const keys = ['tab', 'toolbox', 'move', 'place', 'moveBlock', 'remove', 'leave', 'list'] as const;
  return (
    <details className="keyboard-help card" data-testid="keyboard-help" open>
      <summary>{t('challenge.keysTitle')}</summary>
      <ul>
        {keys.map((k) => (
          <li key={k}>{t(`challenge.keys.${k}`)}</li>
        ))}
      </ul>
      {/* The keyboard-navigation plugin fills this with its full list when "/" is pressed. */}
      <div id="shortcuts" />
    </details>
  );
}

/** The course's levels (code screen): from the device, else GET /ide-questions/{courseId} online. */
function LevelStrip({ courseId, current }: { courseId: number; current: number }) {
  const { t } = useTranslation('blocks');
  const lang = useLang();
  const local = useCourseLevels(courseId);
  const world = useWorld();
  const [remote, setRemote] = useState<{ lesson_id: number; kind: string; title: { en: string; ar: string } }[] | null>(
    null,
  );
  useEffect(() => {
    if (!local || local.length > 0 || remote) return;
    callApi(blockCalls.ideQuestions, { params: { courseId } }).then(
      (r) => setRemote(r.data),
      () => setRemote([]),
    );
  }, [local, remote, courseId]);
  const course = world?.find((c) => c.id === courseId);
  const items = useMemo(
    () =>
      (local && local.length > 0 ? local : (remote ?? [])).map((l) => ({
        id: l.lesson_id,
        kind: l.kind,
        title: l.title,
      })),
    [local, remote],
  );
  if (items.length === 0) return null;
  return (
    <nav className="level-strip" aria-label={t('challenge.strip')} data-testid="level-strip">
      <ol>
        {items.map((item, i) => {
          const view = course?.stones.find((s) => s.stone.id === item.id);
          const href = view && course ? stoneHref(course.id, view) : levelHref(courseId, item.id, item.kind);
          const done = view?.status.done;
          const label = `${t('challenge.levelOf', { n: formatNumber(i + 1, lang) })}: ${item.title[lang]}${done ? ` (${t('challenge.done')})` : ''}`;
          return (
            <li key={item.id}>
              {href && item.id !== current ? (
                <LangLink className={`level-chip${done ? ' level-chip-done' : ''}`} to={href} aria-label={label}>
                  {formatNumber(i + 1, lang)}
                  {done && <Icon name="check" size={16} />}
                </LangLink>
              ) : (
                <span
                  className={`level-chip${item.id === current ? ' level-chip-current' : ''}${done ? ' level-chip-done' : ''}`}
                  aria-label={label}
                  aria-current={item.id === current ? 'step' : undefined}
                >
                  {formatNumber(i + 1, lang)}
                  {done && <Icon name="check" size={16} />}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
