import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { POINTS, type Question } from '@codeyard/shared-schema';
import { formatNumber, useLang } from '../../ui/kit/format';
import { TextWithPictures } from '../../ui/kit/content-picture';
import { Icon } from '../../ui/kit/icons';
import { Loading } from '../../ui/kit/states';
import { LangLink, useLangNavigate } from '../../ui/LangLink';
import { draftAnswer, initialDraft, missingKey, type Draft } from './model/drafts';
import { hintFor, type Hint } from './model/hints';
import { clearLessonDraft, loadLessonDraft, type PlayerSnapshot } from './offline/lesson-drafts';
import { submitLessonAttempt, takeHint } from './offline/actions';
import { useHintPaid, useUserDb } from './offline/hooks';
import type { QuestionData } from './offline/types';
import { LessonGate, type OpenLesson } from './parts/LessonGate';
import { ChoiceView, FillInView, MatchingView, OrderingView, TrueFalseView } from './parts/Questions';
import { useDraftAutosave } from './parts/use-draft-autosave';

/**
 * /lesson/{courseId}/{lessonId}: the lesson's questions, one at a time with a progress bar. An answer must
 * be chosen before moving on; a hint costs 10 points once (never below zero). At the end the device grades
 * (shared grading rules), keeps the result, progress and points and queues the submission in one
 * transaction, then shows the result at once — offline too.
 *
 * The lesson in progress (question on screen, every draft with its shuffled order, hints opened) is kept in
 * the child's database as they answer (offline/lesson-drafts.ts): opening the lesson again comes back
 * exactly there, with "We kept your answers" and a way to start again. Finishing deletes it.
 */
export default function LessonPlayerPage() {
  const { courseId, lessonId } = useParams();
  return (
    <LessonGate courseId={Number(courseId)} lessonId={Number(lessonId)}>
      {(open) => <Player key={open.bundle.lesson.lesson_id} open={open} courseId={Number(courseId)} />}
    </LessonGate>
  );
}

function Player({ open, courseId }: { open: OpenLesson; courseId: number }) {
  const { t } = useTranslation('learning');
  const db = useUserDb();
  const { lesson, questions } = open.bundle;
  // The draft kept on this device for this child and lesson (null: none), read once when the lesson opens.
  const [kept, setKept] = useState<{ userId: number; snapshot: PlayerSnapshot | null }>();
  useEffect(() => {
    if (!db) return;
    let live = true;
    const done = (snapshot: PlayerSnapshot | null) => live && setKept({ userId: db.userId, snapshot });
    loadLessonDraft(db, courseId, lesson.lesson_id, questions).then(done, () => done(null));
    return () => {
      live = false;
    };
    // Read once per lesson and child: the player owns the draft from then on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [db, courseId, lesson.lesson_id]);
  if (db && kept?.userId !== db.userId) return <Loading label={t('intro.loading')} />;
  return <PlayerRun key={db?.userId ?? 0} open={open} courseId={courseId} kept={db ? kept!.snapshot : null} />;
}

function PlayerRun({ open, courseId, kept }: { open: OpenLesson; courseId: number; kept: PlayerSnapshot | null }) {
  const { t } = useTranslation('learning');
  const lang = useLang();
  const db = useUserDb();
  const navigate = useLangNavigate();
  const { lesson, questions } = open.bundle;
  const [index, setIndex] = useState(kept?.index ?? 0);
  const [drafts, setDrafts] = useState<Record<number, Draft>>(kept?.drafts ?? {});
  const [hints, setHints] = useState<number[]>(kept?.hints ?? []);
  const [resumed, setResumed] = useState(kept !== null);
  const [confirmRestart, setConfirmRestart] = useState(false);
  const [problem, setProblem] = useState('');
  const [saving, setSaving] = useState(false);
  const [hintNote, setHintNote] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const snapshot = useMemo<PlayerSnapshot>(() => ({ index, drafts, hints }), [index, drafts, hints]);
  const autosave = useDraftAutosave(db, courseId, lesson.lesson_id, snapshot);

  const current: QuestionData | undefined = questions[index];
  const hintPaid = useHintPaid(lesson.lesson_id, current?.id);
  if (!current) {
    return (
      <section className="page page-narrow lesson-player">
        <p className="state card">{t('player.noQuestions')}</p>
        <LangLink className="button" to={`/Myworld?course=${courseId}`}>
          {t('intro.backToMap')}
        </LangLink>
      </section>
    );
  }
  const draft = drafts[current.id] ?? initialDraft(current.question, current.id);
  const setDraft = (next: Draft) => {
    autosave.changed();
    setDrafts((all) => ({ ...all, [current.id]: next }));
    setProblem('');
  };
  const total = questions.length;
  const last = index === total - 1;
  const labelId = `question-${current.id}`;

  const go = (next: number) => {
    autosave.changed();
    setIndex(next);
    setProblem('');
    setHintNote('');
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const forward = async () => {
    if (draftAnswer(draft) === null) {
      setProblem(t(missingKey(draft)));
      return;
    }
    if (!last) return go(index + 1);
    if (!db || saving) return;
    setSaving(true);
    // The submission deletes the kept draft in its own transaction: no write may bring it back.
    autosave.stop();
    try {
      const answers = new Map(
        questions.map((q) => [
          q.id,
          draftAnswer(drafts[q.id] ?? (q.id === current.id ? draft : initialDraft(q.question, q.id)))!,
        ]),
      );
      await submitLessonAttempt(db, {
        courseId,
        lessonId: lesson.lesson_id,
        title: lesson.title,
        questions,
        answers,
        lang,
      });
      navigate(`/assessmentresult/${lesson.lesson_id}`, { replace: true });
    } catch (error) {
      autosave.restart(true);
      setSaving(false);
      setProblem(t('player.saveFailed', { reason: (error as Error).message }));
    }
  };

  const askHint = async () => {
    if (!db) return;
    try {
      const result = await takeHint(db, {
        courseId,
        lessonId: lesson.lesson_id,
        questionId: current.id,
        title: lesson.title[lang],
      });
      autosave.changed();
      setHints((all) => (all.includes(current.id) ? all : [...all, current.id]));
      setHintNote(result.charged > 0 ? t('player.hintPaid', { n: formatNumber(result.charged, lang) }) : '');
    } catch (error) {
      setProblem((error as Error).message);
    }
  };
  const hint = hints.includes(current.id) ? hintFor(current.question, lang) : null;

  const startAgain = async () => {
    autosave.stop();
    try {
      if (db) await clearLessonDraft(db, courseId, lesson.lesson_id);
    } catch (error) {
      autosave.restart(true);
      setProblem((error as Error).message);
      return;
    }
    setDrafts({});
    setHints([]);
    setResumed(false);
    setConfirmRestart(false);
    go(0);
    autosave.restart(false);
  };

  return (
    <section
      className="page lesson-player"
      aria-labelledby={labelId}
      data-testid="lesson-player"
      data-question-type={current.question.type}
    >
      <header className="lesson-top">
        <LangLink className="button" to={`/Myworld?course=${courseId}`}>
          <Icon name="chevron" className="flip-back" />
          {t('player.leave')}
        </LangLink>
        <p className="lesson-top-title">{lesson.title[lang]}</p>
      </header>

      <div className="player-progress">
        <span data-testid="question-count">
          {t('player.questionOf', { n: formatNumber(index + 1, lang), total: formatNumber(total, lang) })}
        </span>
        <progress max={total} value={index + (draftAnswer(draft) !== null ? 1 : 0)} aria-label={t('player.progress')} />
      </div>

      {resumed && (
        <div className="draft-note" role="status" data-testid="draft-resumed">
          <Icon name="check" />
          <span className="draft-note-text">{confirmRestart ? t('player.startAgainAsk') : t('player.draftKept')}</span>
          {confirmRestart ? (
            <>
              <button
                type="button"
                className="button"
                onClick={() => void startAgain()}
                data-testid="draft-start-again-yes"
              >
                {t('player.startAgainYes')}
              </button>
              <button
                type="button"
                className="button"
                onClick={() => setConfirmRestart(false)}
                data-testid="draft-start-again-no"
              >
                {t('player.startAgainNo')}
              </button>
            </>
          ) : (
            <button
              type="button"
              className="button"
              onClick={() => setConfirmRestart(true)}
              data-testid="draft-start-again"
            >
              {t('player.startAgain')}
            </button>
          )}
        </div>
      )}

      <div className="question-card card">
        <h1 id={labelId} className="question-prompt" tabIndex={-1} ref={headingRef}>
          <TextWithPictures text={current.question.prompt[lang]} />
        </h1>
        <QuestionBody
          question={current.question}
          draft={draft}
          onChange={setDraft}
          lang={lang}
          hint={hint}
          labelId={labelId}
        />

        <div className="hint-row">
          <button
            type="button"
            className="button hint-button"
            onClick={() => void askHint()}
            data-testid="hint-button"
            data-paid={hintPaid ? 'true' : 'false'}
          >
            <Icon name="sparkle" />
            {t('player.hint')}
            <span className="hint-cost">
              ({hintPaid ? t('player.hintFree') : t('player.hintCost', { n: formatNumber(POINTS.hintCost, lang) })})
            </span>
          </button>
          {hint && <HintBox hint={hint} question={current.question} lang={lang} note={hintNote} />}
        </div>

        {problem && (
          <p className="player-problem" role="alert" data-testid="player-problem">
            {problem}
          </p>
        )}

        <div className="player-nav">
          <button
            type="button"
            className="button button-large"
            onClick={() => go(index - 1)}
            disabled={index === 0}
            data-testid="question-back"
          >
            <Icon name="chevron" className="flip-back" />
            {t('player.back')}
          </button>
          <button
            type="button"
            className="button button-primary button-large"
            onClick={() => void forward()}
            disabled={saving}
            data-testid={last ? 'finish-lesson' : 'next-question'}
          >
            {saving ? t('player.saving') : last ? t('player.finish') : t('player.next')}
            {!saving && <Icon name="chevron" className="flip-forward" />}
          </button>
        </div>
      </div>
    </section>
  );
}

function QuestionBody({
  question,
  draft,
  onChange,
  lang,
  hint,
  labelId,
}: {
  question: Question;
  draft: Draft;
  onChange: (d: Draft) => void;
  lang: 'en' | 'ar';
  hint: Hint | null;
  labelId: string;
}) {
  const common = { lang, hint, labelId, onChange: onChange as never };
  if (question.type === 'choice' && draft.type === 'choice')
    return <ChoiceView question={question} draft={draft} {...common} />;
  if (question.type === 'truefalse' && draft.type === 'truefalse')
    return <TrueFalseView question={question} draft={draft} {...common} />;
  if (question.type === 'fillin' && draft.type === 'fillin')
    return <FillInView question={question} draft={draft} {...common} />;
  if (question.type === 'ordering' && draft.type === 'ordering')
    return <OrderingView question={question} draft={draft} {...common} />;
  if (question.type === 'matching' && draft.type === 'matching')
    return <MatchingView question={question} draft={draft} {...common} />;
  return null;
}

function HintBox({ hint, question, lang, note }: { hint: Hint; question: Question; lang: 'en' | 'ar'; note: string }) {
  const { t } = useTranslation('learning');
  let text: string;
  switch (hint.kind) {
    case 'eliminate':
      text =
        question.type === 'choice'
          ? t('player.hintEliminate', {
              options: hint.options.map((i) => question.options[i][lang]).join(lang === 'ar' ? '، ' : ', '),
            })
          : '';
      break;
    case 'firstLetter':
      text = t('player.hintFirstLetter', { letter: hint.letter, length: formatNumber(hint.length, lang) });
      break;
    case 'firstItem':
      text = question.type === 'ordering' ? t('player.hintFirstItem', { item: question.items[hint.item][lang] }) : '';
      break;
    case 'onePair':
      text =
        question.type === 'matching'
          ? t('player.hintOnePair', {
              left: question.pairs[hint.left].left[lang],
              right: question.pairs[hint.left].right[lang],
            })
          : '';
      break;
    case 'explain':
      text = hint.text ?? t('player.hintNoText');
      break;
  }
  return (
    <div className="hint-box" role="status" data-testid="hint-box">
      <strong>{t('player.hintTitle')}:</strong>{' '}
      <span>
        <TextWithPictures text={text} />
      </span>
      {note && <span className="hint-note"> {note}</span>}
    </div>
  );
}
