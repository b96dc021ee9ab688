import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { PAINT_CHALLENGES, paintGameOfNumber, type PaintGame } from '@codeyard/shared-schema';
import { formatNumber, useLang } from '../../ui/kit/format';
import { LangLink } from '../../ui/LangLink';
import { GameStoneFromSearch, GameTop, useGameDone, useGameSound, useStoneNav } from '../games';
import { useUserDb } from '../learning';
import { PaintGameView } from './PaintGameView';
import { workKey } from './paint-tool';

/**
 * /PaintChallenge1 … /PaintChallenge4 (spec 000 §2). With ?lessonId= the paint challenge of that stone, from
 * the device (the course download, offline too): finished, the stone completes here and POST
 * /submit-game-lesson is queued through the outbox with the actions (the server replays them). Without a
 * stone it is practice, opened from the game corner: the same challenge, kept on the device, nothing sent.
 */
export default function PaintChallengePage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const game = paintGameOfNumber(Number(/PaintChallenge(\d)/.exec(pathname)?.[1]));
  if (!game) return null;
  if (!params.get('lessonId')) return <PaintPractice key={game} game={game} />;
  return <PaintStonePage key={game} game={game} />;
}

function useChallengeName(game: PaintGame) {
  const { t } = useTranslation('paint-game');
  const lang = useLang();
  const challenge = PAINT_CHALLENGES[game];
  return t('challenge', { n: formatNumber(challenge.n, lang), name: challenge[lang] });
}

function PaintStonePage({ game }: { game: PaintGame }) {
  const { t } = useTranslation('paint-game');
  return (
    <GameStoneFromSearch type={game} kind={t('kind')}>
      {({ lessonId, courseId }) => <PaintStone key={lessonId} game={game} lessonId={lessonId} courseId={courseId} />}
    </GameStoneFromSearch>
  );
}

function PaintStone({ game, lessonId, courseId }: { game: PaintGame; lessonId: number; courseId: number }) {
  const { t } = useTranslation('paint-game');
  const lang = useLang();
  const db = useUserDb();
  const sound = useGameSound();
  const name = useChallengeName(game);
  const { title, nextHref } = useStoneNav(courseId, lessonId);
  const { done, again, outcome, problem } = useGameDone(title);
  return (
    <PaintGameView
      game={game}
      title={title ? title[lang] : name}
      db={db}
      keepKey={workKey(lessonId)}
      sound={sound}
      top={<GameTop courseId={courseId} kind={t('kind')} sound={sound} />}
      onFinished={(actions, stars) => done({ courseId, lessonId, stars, paint: actions })}
      outcome={outcome}
      problem={problem}
      onAgain={again}
      nextHref={nextHref}
      courseId={courseId}
    />
  );
}

function PaintPractice({ game }: { game: PaintGame }) {
  const { t } = useTranslation('paint-game');
  const db = useUserDb();
  const sound = useGameSound();
  const name = useChallengeName(game);
  return (
    <PaintGameView
      game={game}
      title={name}
      db={db}
      keepKey={workKey(`practice-${game}`)}
      sound={sound}
      top={
        <header className="game-top">
          <LangLink className="button" to="/unitygames" data-testid="game-back">
            {t('toGames')}
          </LangLink>
          <p className="game-kind">{t('practice')}</p>
          <button
            type="button"
            className="button game-sound"
            aria-pressed={!sound.muted}
            onClick={sound.toggle}
            data-testid="game-sound"
          >
            {t('sound')}
          </button>
        </header>
      }
    />
  );
}
