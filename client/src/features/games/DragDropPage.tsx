import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { checkConnect, memoryStageOf, shuffleCards, type ConnectGameFile } from '@codeyard/shared-schema';
import { formatNumber, useLang } from '../../ui/kit/format';
import { Icon } from '../../ui/kit/icons';
import { LangLink } from '../../ui/LangLink';
import { canOpen, stoneHref, submitGameDone, SyncNote, useDrag, useGame, useUserDb, useWorld } from '../learning';
import { drop, pick, returnWrong, startConnect, type ConnectState } from './connect-rules';
import { GameTop, GameUnavailable } from './GameTop';
import { GamePictureView } from './pictures';
import { useGameSound } from '../../ui/kit/sound';
import './games.css';

/**
 * /games/level/{lessonId} and /DragandDrop/level/{levelId}/{lessonId}: the drag-and-drop game of a game
 * stone, from the device (offline too). Each level's cards are dropped on its questions, one card a
 * question, by pointer (drag, or tap the card then the question) or keyboard (Enter on a card picks it,
 * Enter on a question drops it). "Check" once every card is placed: the wrong ones come back to try again;
 * the level must be completed correctly. The last level completes the stone (no stars: it must be done
 * right) through submitGameDone. A level's id is the stone's id × 100 + its number, as a memory stage's.
 */
export default function DragDropPage() {
  const { lessonId: lessonParam, levelId } = useParams();
  const { t } = useTranslation('games');
  const lessonId = Number(lessonParam);
  const game = useGame(lessonId);
  if (game === undefined || game === null || game.game !== 'connect') {
    return <GameUnavailable loading={game === undefined} kind={t('connect.kind')} />;
  }
  const file = game.file as unknown as ConnectGameFile;
  const at = levelId ? memoryStageOf(Number(levelId)) : null;
  const first = at && at.stoneId === lessonId ? Math.min(at.number, file.levels.length) - 1 : 0;
  return (
    <DragDrop key={`${lessonId}:${first}`} file={file} lessonId={lessonId} courseId={game.course_id} first={first} />
  );
}

function DragDrop({
  file,
  lessonId,
  courseId,
  first,
}: {
  file: ConnectGameFile;
  lessonId: number;
  courseId: number;
  first: number;
}) {
  const { t } = useTranslation('games');
  const lang = useLang();
  const db = useUserDb();
  const world = useWorld();
  const sound = useGameSound();
  const [levelIndex, setLevelIndex] = useState(first);
  const level = file.levels[levelIndex]!;
  const [state, setState] = useState<ConnectState>(() => startConnect(shuffleCards(level.items.length)));
  const [said, setSaid] = useState('');
  const [phase, setPhase] = useState<'play' | 'levelDone' | 'done'>('play');
  const [syncRef, setSyncRef] = useState<string | undefined>();
  const [problem, setProblem] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);

  const course = world?.find((c) => c.id === courseId);
  const here = course ? course.stones.findIndex((v) => v.stone.id === lessonId) : -1;
  const title = here >= 0 ? course!.stones[here]!.stone.title : null;
  const nextView = course && here >= 0 ? course.stones[here + 1] : undefined;
  const nextHref = nextView && course && canOpen(nextView) ? stoneHref(course, nextView) : null;
  const wholeGame = first === 0;

  const { drag, dragProps } = useDrag((from, to) => {
    const card = Number(from.replace('card-', ''));
    setState((s) => drop(s, card, to === 'tray' ? null : Number(to.replace('q-', ''))));
  });

  const wordOf = (id: number) => level.items[id - 1]?.word[lang] ?? '';
  const cardView = (id: number) => {
    const item = level.items[id - 1]!;
    return (
      <>
        <GamePictureView name={item.picture} size={48} />
        <span className="connect-word">{item.word[lang]}</span>
      </>
    );
  };

  const onQuestion = (q: number) => {
    if (state.picked !== null) {
      sound.beep('turn');
      setState(drop(state, state.picked, q));
    } else if (state.placed.has(q)) setState(pick(state, state.placed.get(q)!));
  };

  const check = async () => {
    const result = checkConnect(level, state.placed);
    if (!result.solved) {
      sound.beep('miss');
      setState(returnWrong(state, result.wrong));
      setSaid(t('connect.wrong', { count: result.wrong.length, n: formatNumber(result.wrong.length, lang) }));
      return;
    }
    sound.beep('win');
    setSaid(t('connect.right'));
    if (levelIndex + 1 < file.levels.length) {
      setPhase('levelDone');
      return;
    }
    setPhase('done');
    if (!wholeGame || !db || !title) return;
    try {
      const done = await submitGameDone(db, { courseId, lessonId, title, stars: 0, lang });
      setSyncRef(done.ref);
    } catch (error) {
      setProblem((error as Error).message);
    }
  };

  const nextLevel = () => {
    const upcoming = file.levels[levelIndex + 1]!;
    setLevelIndex(levelIndex + 1);
    setState(startConnect(shuffleCards(upcoming.items.length)));
    setPhase('play');
    setSaid('');
    headingRef.current?.focus();
  };

  const pickedPlaced = useMemo(
    () => state.picked !== null && [...state.placed.values()].includes(state.picked),
    [state],
  );
  const headingId = `connect-title-${lessonId}`;

  return (
    <section
      className="page game-page connect-page"
      aria-labelledby={headingId}
      data-testid="connect-game"
      data-level={levelIndex + 1}
      data-phase={phase}
    >
      <GameTop courseId={courseId} kind={t('connect.kind')} sound={sound} />
      <h1 id={headingId} ref={headingRef} tabIndex={-1} className="game-title">
        {title ? title[lang] : t('connect.kind')}
      </h1>

      {phase === 'play' && (
        <>
          <div className="game-status card">
            <strong>
              {t('connect.level', {
                n: formatNumber(levelIndex + 1, lang),
                total: formatNumber(file.levels.length, lang),
              })}
            </strong>
            <span>{level.task[lang]}</span>
          </div>
          <p className="game-keys">{t('connect.keys')}</p>
          <ol className="connect-questions">
            {level.items.map((item, i) => {
              const q = i + 1;
              const card = state.placed.get(q);
              const target = drag?.over === `q-${q}`;
              return (
                <li key={q}>
                  <button
                    type="button"
                    className={`connect-question${target ? ' connect-over' : ''}`}
                    data-drop={`q-${q}`}
                    data-testid={`connect-question-${q}`}
                    data-card={card ?? ''}
                    onClick={() => onQuestion(q)}
                  >
                    <span className="connect-keyword">{item.keyword[lang]}</span>
                    <span
                      className={`connect-slot${card !== undefined && state.picked === card ? ' connect-picked' : ''}`}
                    >
                      {card !== undefined ? cardView(card) : t('connect.dropHere')}
                    </span>
                  </button>
                </li>
              );
            })}
          </ol>
          <div
            className={`connect-tray card${drag?.over === 'tray' ? ' connect-over' : ''}`}
            data-drop="tray"
            data-testid="connect-tray"
          >
            <h2 className="connect-tray-title">{t('connect.tray')}</h2>
            <div className="connect-cards">
              {state.tray.map((id) => (
                <button
                  key={id}
                  type="button"
                  className="connect-card"
                  aria-pressed={state.picked === id}
                  onClick={() => setState(pick(state, id))}
                  data-testid={`connect-card-${id}`}
                  aria-label={t('connect.card', { word: wordOf(id) })}
                  {...dragProps(`card-${id}`)}
                >
                  {cardView(id)}
                </button>
              ))}
              {state.tray.length === 0 && <p>{t('connect.trayEmpty')}</p>}
            </div>
            {pickedPlaced && (
              <button
                type="button"
                className="button"
                onClick={() => setState(drop(state, state.picked!, null))}
                data-testid="connect-put-back"
              >
                {t('connect.putBack')}
              </button>
            )}
          </div>
          <button
            type="button"
            className="button button-primary button-large"
            disabled={state.tray.length > 0}
            onClick={() => void check()}
            data-testid="connect-check"
          >
            {t('connect.check')}
          </button>
        </>
      )}

      <p className="sr-only" role="status" aria-live="polite" data-testid="connect-said">
        {said}
      </p>
      {phase === 'play' && said && (
        <p className="state card" aria-hidden="true">
          {said}
        </p>
      )}

      {phase === 'levelDone' && (
        <div className="game-end card" role="status" data-testid="connect-level-done">
          <strong>{t('connect.levelDone', { n: formatNumber(levelIndex + 1, lang) })}</strong>
          <button
            type="button"
            className="button button-primary button-large"
            onClick={nextLevel}
            data-testid="connect-next-level"
          >
            {t('connect.nextLevel')}
            <Icon name="chevron" className="flip-forward" />
          </button>
        </div>
      )}

      {phase === 'done' && (
        <div className="game-end card" role="status" data-testid="connect-done">
          <strong className="game-done">{t('connect.done')}</strong>
          {!wholeGame && <p>{t('connect.practice', { n: formatNumber(first + 1, lang) })}</p>}
          {syncRef && <SyncNote syncRef={syncRef} />}
          {problem && (
            <p className="state" role="alert">
              {problem}
            </p>
          )}
          <div className="game-end-actions">
            {nextHref ? (
              <LangLink className="button button-primary button-large" to={nextHref} data-testid="connect-next">
                {t('memory.next')}
                <Icon name="chevron" className="flip-forward" />
              </LangLink>
            ) : (
              <LangLink className="button button-primary button-large" to={`/Myworld?course=${courseId}`}>
                {t('memory.toMap')}
              </LangLink>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
