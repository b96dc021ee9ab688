import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  KEY_ROWS,
  keyLabel,
  keyOf,
  keyTypes,
  nextChar,
  startTyping,
  TYPING_PRACTICE,
  TYPING_SECONDS,
  typingKey,
  typingPassed,
  typingStars,
  typingTick,
  type TypingGameFile,
  type TypingState,
} from '@codeyard/shared-schema';
import { formatNumber, useLang } from '../../ui/kit/format';
import { useGame } from '../learning';
import { GameEnd, GameTop, GameUnavailable, useGameDone, useGameSound, useStoneNav } from '../games';
import './typing.css';

/**
 * /keyboard (letters) and /keyboard2 (words), spec 001 §9.3: a score above 10 within one minute passes;
 * level 2 starts a word again one second after a wrong key. With ?lessonId= the typing stone's letters or
 * words (from the device, offline too) and a passing round completes the stone through the outbox; without,
 * practice. In Arabic the Arabic keyboard layout is taught: Arabic letters, the Arabic keyboard drawn.
 */
export default function TypingGamePage() {
  return <TypingRoute level={1} />;
}

export function TypingWordsPage() {
  return <TypingRoute level={2} />;
}

function TypingRoute({ level }: { level: 1 | 2 }) {
  const [params] = useSearchParams();
  const lang = useLang();
  const { t } = useTranslation('typing-game');
  const lessonParam = params.get('lessonId');
  const lessonId = lessonParam ? Number(lessonParam) : null;
  const game = useGame(lessonId ?? 0);
  const kind = level === 1 ? t('kind') : t('kindWords');
  if (lessonId === null)
    return <Typing key={`practice-${level}-${lang}`} level={level} items={TYPING_PRACTICE[level][lang]} />;
  const type = level === 1 ? 'typing' : 'typing-words';
  if (game === undefined || game === null || game.game !== type)
    return <GameUnavailable loading={game === undefined} kind={kind} />;
  const file = game.file as unknown as TypingGameFile;
  return (
    <Typing
      key={`${lessonId}-${lang}`}
      level={level}
      items={file.items[lang]}
      stone={{ lessonId, courseId: game.course_id }}
    />
  );
}

function Typing({
  level,
  items,
  stone,
}: {
  level: 1 | 2;
  items: readonly string[];
  stone?: { lessonId: number; courseId: number };
}) {
  const { t } = useTranslation('typing-game');
  const lang = useLang();
  const sound = useGameSound();
  const { title, nextHref } = useStoneNav(stone?.courseId ?? null, stone?.lessonId ?? null);
  const finish = useGameDone(title);
  // The round as typed (a ref: keys come faster than renders), and its copy for the screen.
  const round = useRef<TypingState | null>(null);
  const [state, setRound] = useState<TypingState | null>(null);
  const setState = (next: TypingState | null) => {
    round.current = next;
    setRound(next);
  };
  const [now, setNow] = useState(() => Date.now());
  const [said, setSaid] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  const ended = state?.endedAt != null;

  // Time passes for the round (the word's reset, the minute's end).
  useEffect(() => {
    if (!state || ended) return;
    const timer = window.setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (round.current) setState(typingTick(round.current, at));
    }, 200);
    return () => window.clearInterval(timer);
  }, [state, ended]);

  // Keys typed anywhere on the page while the round runs (Tab and shortcuts are left alone).
  useEffect(() => {
    if (!state || ended) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.repeat) return;
      const printable = event.key.length === 1 || KEY_ROWS.some((row) => row.includes(event.code));
      if (!printable || event.key === 'Tab' || event.key === ' ') return;
      event.preventDefault();
      const s = round.current;
      const char = s && nextChar(s);
      if (!s || !char || s.resetAt !== null) return;
      const right = keyTypes(char, { key: event.key, code: event.code }, lang);
      sound.beep(right ? 'turn' : 'miss');
      setSaid(right ? '' : s.level === 2 ? t('wordAgain') : t('wrong'));
      setState(typingKey(s, right, Date.now()));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [state, ended, lang, sound, t]);

  // The round's end: a passing round of a stone completes it (once).
  useEffect(() => {
    if (!state || state.endedAt === null) return;
    const passed = typingPassed(state.score);
    sound.beep(passed ? 'win' : 'miss');
    if (!passed || !stone) return;
    const seconds = Math.min(TYPING_SECONDS, Math.max(1, Math.round((state.endedAt - state.startedAt) / 1000)));
    void finish.done({
      courseId: stone.courseId,
      lessonId: stone.lessonId,
      stars: typingStars(state),
      score: state.score,
      moves: state.score + state.misses,
      seconds,
    });
    // Once per round: its end is set once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state?.endedAt]);

  const start = () => {
    finish.again();
    const at = Date.now();
    setNow(at);
    setSaid('');
    setState(startTyping(level, items, at));
  };
  const again = () => {
    setState(null);
    requestAnimationFrame(() => startRef.current?.focus());
  };

  const counted = (key: string, count: number) => t(key, { count, n: formatNumber(count, lang) });
  const char = state ? nextChar(state) : null;
  const nextKey = char ? keyOf(char, lang) : null;
  const left = state ? Math.max(0, TYPING_SECONDS - Math.floor((now - state.startedAt) / 1000)) : TYPING_SECONDS;
  const word = state && !ended ? state.items[state.item]! : null;
  const kind = level === 1 ? t('kind') : t('kindWords');
  const headingId = 'typing-title';

  return (
    <section
      className="page game-page typing-page"
      aria-labelledby={headingId}
      data-testid="typing-game"
      data-level={level}
      data-next={char ?? ''}
      data-score={state?.score ?? 0}
      data-phase={!state ? 'ready' : ended ? 'done' : 'play'}
    >
      <GameTop courseId={stone?.courseId ?? null} kind={stone ? kind : `${kind} — ${t('practice')}`} sound={sound} />
      <h1 id={headingId} ref={headingRef} tabIndex={-1} className="game-title">
        {title ? title[lang] : kind}
      </h1>
      {!ended && (
        <>
          <p className="game-how">{level === 1 ? t('howLetters') : t('howWords')}</p>
          <p className="game-keys">{t('goal')}</p>
        </>
      )}
      {!state && (
        <div className="typing-ready card">
          <p>{t('keysHint')}</p>
          <button
            ref={startRef}
            type="button"
            className="button button-primary button-large"
            onClick={start}
            data-testid="typing-start"
          >
            {t('start')}
          </button>
        </div>
      )}
      {state && !ended && (
        <>
          <div className="game-status card">
            <strong data-testid="typing-score">{t('score', { n: formatNumber(state.score, lang) })}</strong>
            <span data-testid="typing-time">{counted('timeLeft', left)}</span>
          </div>
          <div className="typing-target card" aria-label={t('typeThis')}>
            {word && (
              <p className="typing-word" lang={lang} data-testid="typing-word">
                {[...word].map((c, i) => (
                  <span
                    key={i}
                    className={i < state.at ? 'typing-done' : i === state.at ? 'typing-now' : 'typing-later'}
                  >
                    {c}
                  </span>
                ))}
              </p>
            )}
            {said && (
              <p className="typing-oops" aria-hidden="true">
                {said}
              </p>
            )}
            {char && <p className="sr-only">{t('nextKey', { key: char })}</p>}
          </div>
        </>
      )}
      {!ended && <OnScreenKeyboard lang={lang} lit={nextKey} label={lang === 'ar' ? t('keyboardAr') : t('keyboard')} />}
      <p className="sr-only" role="status" aria-live="polite">
        {said}
      </p>
      {state && ended && (
        <GameEnd
          testId="typing"
          stars={typingStars(state)}
          heading={typingPassed(state.score) ? t('passed') : t('notPassed')}
          summary={t('result', { score: formatNumber(state.score, lang), misses: counted('misses', state.misses) })}
          outcome={finish.outcome}
          problem={finish.problem}
          onAgain={again}
          nextHref={stone && typingPassed(state.score) ? nextHref : null}
          courseId={stone?.courseId ?? null}
        >
          {!stone && <p>{t('practiceNote')}</p>}
        </GameEnd>
      )}
    </section>
  );
}

/**
 * The keyboard drawn on screen, the taught layout's characters on its keys and the next key lit. A real
 * keyboard does not mirror in Arabic, so neither does this one (left to right, Arabic letters on it).
 */
function OnScreenKeyboard({ lang, lit, label }: { lang: 'en' | 'ar'; lit: string | null; label: string }) {
  return (
    <div
      className="typing-keyboard"
      dir="ltr"
      role="img"
      aria-label={label}
      data-testid="typing-keyboard"
      data-layout={lang}
    >
      {KEY_ROWS.map((row, r) => (
        <div key={r} className={`typing-row typing-row-${r}`}>
          {row.map((code) => (
            <span
              key={code}
              className={`typing-key${code === lit ? ' typing-key-lit' : ''}${code === 'KeyF' || code === 'KeyJ' ? ' typing-key-home' : ''}`}
              data-code={code}
              data-lit={code === lit}
              lang={lang}
            >
              {keyLabel(code, lang)}
            </span>
          ))}
        </div>
      ))}
      <div className="typing-row">
        <span className="typing-key typing-space" />
      </div>
    </div>
  );
}
