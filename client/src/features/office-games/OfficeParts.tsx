import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfficeCheck } from '@codeyard/shared-schema';
import { formatNumber, useLang } from '../../ui/kit/format';
import { Icon } from '../../ui/kit/icons';
import { GameEnd, GameStoneFromSearch, GameTop, useGameDone, useGameSound, useStoneNav } from '../games';
import { useUserDb } from '../learning';
import type { UserDb } from '../../storage/user-db';
import { goalText, type OfficeGoal } from './goal-text';
import './office.css';

export type OfficeTool = 'document' | 'spreadsheet' | 'slides';

/** What every office tool's page gets: its stone, its task file, the device and the finishing of it. */
export interface OfficeStoneProps<File> {
  file: File;
  lessonId: number;
  courseId: number;
  db: UserDb | null;
}

/**
 * An office tool's page for a stone opened with ?lessonId=: the task from the device (offline too), the top
 * row (back to the map, the sound switch) and the tool.
 */
export function OfficeStonePage<File>({
  tool,
  children,
}: {
  tool: OfficeTool;
  children: (props: OfficeStoneProps<File> & { top: ReactNode; sound: ReturnType<typeof useGameSound> }) => ReactNode;
}) {
  const { t } = useTranslation('office-games');
  const db = useUserDb();
  const sound = useGameSound();
  return (
    <GameStoneFromSearch type={tool} kind={t(`kind.${tool}`)}>
      {({ file, lessonId, courseId }) =>
        children({
          file: file as File,
          lessonId,
          courseId,
          db,
          sound,
          top: <GameTop courseId={courseId} kind={t(`kind.${tool}`)} sound={sound} />,
        })
      }
    </GameStoneFromSearch>
  );
}

/** The checklist beside the work: every goal ticked as soon as the work meets it, then the star goals. */
export function Checklist({ check }: { check: OfficeCheck<OfficeGoal> }) {
  const { t } = useTranslation('office-games');
  const lang = useLang();
  const n = (value: number) => formatNumber(value, lang);
  const line = (g: { goal: OfficeGoal; met: boolean }, i: number, star: boolean) => (
    <li key={i} className={g.met ? 'office-goal office-goal-met' : 'office-goal'} data-met={g.met}>
      <span className="office-tick" aria-hidden="true">
        {g.met ? <Icon name="check" size={22} /> : star ? <Icon name="star" size={20} /> : null}
      </span>
      <span>{goalText(t, lang, g.goal, n)}</span>
      <span className="sr-only">{g.met ? t('met') : t('notMet')}</span>
    </li>
  );
  return (
    <section className="office-checklist card" aria-labelledby="office-checklist-title" data-testid="office-checklist">
      <h2 id="office-checklist-title">{t('checklist')}</h2>
      <ul>{check.goals.map((g, i) => line(g, i, false))}</ul>
      {check.starGoals.length > 0 && (
        <>
          <h3>{t('forStars')}</h3>
          <ul data-testid="office-star-goals">{check.starGoals.map((g, i) => line(g, i, true))}</ul>
        </>
      )}
    </section>
  );
}

/**
 * "I have finished": with every goal met the stone completes on the device and POST /submit-game-lesson is
 * queued with the work (the server checks it again); else the child hears what is left. `again` starts over.
 */
export function useOfficeFinish({
  courseId,
  lessonId,
  kind,
  sound,
}: {
  courseId: number;
  lessonId: number;
  kind: 'game' | 'challenge';
  sound: ReturnType<typeof useGameSound>;
}) {
  const { t } = useTranslation('office-games');
  const lang = useLang();
  const { title, nextHref } = useStoneNav(courseId, lessonId);
  const game = useGameDone(title);
  const [finished, setFinished] = useState(false);
  const [said, setSaid] = useState('');
  const finishing = useRef(false);
  const finish = async (
    check: OfficeCheck<OfficeGoal>,
    work: Pick<Parameters<typeof game.done>[0], 'document' | 'sheet' | 'slides'>,
  ) => {
    if (!check.done) {
      const left = check.goals.filter((g) => !g.met).length;
      sound.beep('miss');
      setSaid(t('notYet', { count: left, n: formatNumber(left, lang) }));
      return;
    }
    if (finishing.current) return;
    finishing.current = true;
    sound.beep('win');
    setSaid('');
    setFinished(true);
    await game.done({ courseId, lessonId, kind, stars: check.stars, ...work });
    finishing.current = false;
  };
  const again = () => {
    game.again();
    setFinished(false);
    setSaid('');
  };
  return { finish, again, finished, said, outcome: game.outcome, problem: game.problem, title, nextHref };
}

/** The end of an office task: its stars, how much of the checklist was done, try again and the way on. */
export function OfficeEnd({
  check,
  finishing,
  courseId,
  onAgain,
}: {
  check: OfficeCheck<OfficeGoal>;
  finishing: ReturnType<typeof useOfficeFinish>;
  courseId: number;
  onAgain: () => void;
}) {
  const { t } = useTranslation('office-games');
  const lang = useLang();
  const ticked = check.goals.length + check.starGoals.filter((g) => g.met).length;
  return (
    <GameEnd
      testId="office"
      stars={check.stars}
      heading={t('doneHeading')}
      summary={t('doneSummary', { count: ticked, n: formatNumber(ticked, lang) })}
      outcome={finishing.outcome}
      problem={finishing.problem}
      onAgain={onAgain}
      nextHref={finishing.nextHref}
      courseId={courseId}
    />
  );
}

/** The "I have finished" button and what is still to do, said aloud and shown. */
export function FinishBar({ onFinish, said }: { onFinish: () => void; said: string }) {
  const { t } = useTranslation('office-games');
  return (
    <div className="office-finish">
      <button
        type="button"
        className="button button-primary button-large"
        onClick={onFinish}
        data-testid="office-finished"
      >
        <Icon name="check" />
        {t('check')}
      </button>
      <p className="office-said" role="status" aria-live="polite" data-testid="office-said">
        {said}
      </p>
    </div>
  );
}
