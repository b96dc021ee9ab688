import { useRef, useState } from 'react';
// The games' shared styles (the top row, the status line, the end card), for every game that uses these.
import './games.css';
import { useTranslation } from 'react-i18next';
import type { Stars as StarCount } from '@codeyard/shared-schema';
import { formatNumber, useLang } from '../../ui/kit/format';
import { Icon } from '../../ui/kit/icons';
import { LangLink } from '../../ui/LangLink';
import { canOpen, Stars, stoneHref, submitGameDone, SyncNote, useUserDb, useWorld } from '../learning';

/** mm:ss in the page's digits. */
export function clock(seconds: number, lang: 'en' | 'ar'): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${formatNumber(m, lang)}:${formatNumber(Math.floor(s / 10), lang)}${formatNumber(s % 10, lang)}`;
}

/** A game stone on the device's map: its title and the next stone's address when it is open. */
export function useStoneNav(courseId: number | null, lessonId: number | null) {
  const world = useWorld();
  const course = courseId !== null ? world?.find((c) => c.id === courseId) : undefined;
  const here = course && lessonId !== null ? course.stones.findIndex((v) => v.stone.id === lessonId) : -1;
  const title = here >= 0 ? course!.stones[here]!.stone.title : null;
  const nextView = course && here >= 0 ? course.stones[here + 1] : undefined;
  const nextHref = nextView && course && canOpen(nextView) ? stoneHref(course, nextView) : null;
  return { title, nextHref };
}

export interface GameOutcome {
  points?: number;
  queued?: boolean;
  syncRef?: string;
}

type DoneInput = Omit<Parameters<typeof submitGameDone>[1], 'lang' | 'title'>;

/**
 * A game stone finished: completes it on the device and queues POST /submit-game-lesson, once per play
 * (`again` allows the next play to send its own, whose best stars the server keeps).
 */
export function useGameDone(title: Parameters<typeof submitGameDone>[1]['title'] | null) {
  const db = useUserDb();
  const lang = useLang();
  const sent = useRef(false);
  const [outcome, setOutcome] = useState<GameOutcome>({});
  const [problem, setProblem] = useState('');
  const done = async (input: DoneInput) => {
    if (!db || !title || sent.current) return;
    sent.current = true;
    try {
      const result = await submitGameDone(db, { ...input, title, lang });
      setOutcome({ points: result.points, queued: result.queued, syncRef: result.ref });
    } catch (error) {
      sent.current = false;
      setProblem((error as Error).message);
    }
  };
  const again = () => {
    sent.current = false;
    setOutcome({});
    setProblem('');
  };
  return { done, again, outcome, problem };
}

/** The end of a game: stars, what the child did, points, try again and the next stone (or the map). */
export function GameEnd({
  testId,
  stars,
  heading,
  summary,
  outcome,
  problem,
  onAgain,
  nextHref,
  courseId,
  children,
}: {
  testId: string;
  stars: StarCount;
  heading: string;
  summary: string;
  outcome: GameOutcome;
  problem: string;
  onAgain: () => void;
  nextHref: string | null;
  courseId: number | null;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation('games');
  const lang = useLang();
  const counted = (key: string, count: number) => t(key, { count, n: formatNumber(count, lang) });
  return (
    <div className="game-end card" role="status" data-testid={`${testId}-done`} data-stars={stars}>
      <strong className="game-done">{heading}</strong>
      <Stars n={stars} label={counted('memory.stars', stars)} />
      <p data-testid={`${testId}-result`}>{summary}</p>
      {children}
      {outcome.points !== undefined &&
        (outcome.points > 0 ? (
          <p data-testid={`${testId}-points`}>{counted('memory.points', outcome.points)}</p>
        ) : (
          !outcome.queued && <p>{t('memory.noNewPoints')}</p>
        ))}
      {outcome.syncRef && <SyncNote syncRef={outcome.syncRef} />}
      {problem && (
        <p className="state" role="alert">
          {problem}
        </p>
      )}
      <div className="game-end-actions">
        <button type="button" className="button button-large" onClick={onAgain} data-testid={`${testId}-again`}>
          {t('memory.tryAgain')}
        </button>
        <NextStoneLink testId={testId} nextHref={nextHref} courseId={courseId} />
      </div>
    </div>
  );
}

/** The way on after a game stone: the next stone when it is open, else the course's map (none for a guest). */
export function NextStoneLink({
  testId,
  nextHref,
  courseId,
}: {
  testId: string;
  nextHref: string | null;
  courseId: number | null;
}) {
  const { t } = useTranslation('games');
  if (nextHref)
    return (
      <LangLink className="button button-primary button-large" to={nextHref} data-testid={`${testId}-next`}>
        {t('memory.next')}
        <Icon name="chevron" className="flip-forward" />
      </LangLink>
    );
  if (courseId === null) return null;
  return (
    <LangLink
      className="button button-primary button-large"
      to={`/Myworld?course=${courseId}`}
      data-testid={`${testId}-to-map`}
    >
      {t('memory.toMap')}
    </LangLink>
  );
}
