import { useTranslation } from 'react-i18next';
import { isPaintGame, PAINT_CHALLENGES, PAINT_GAMES } from '@codeyard/shared-schema';
import { formatNumber, useLang } from '../../ui/kit/format';
import { Icon } from '../../ui/kit/icons';
import { EmptyState, Loading, PageHeader } from '../../ui/kit/states';
import { LangLink } from '../../ui/LangLink';
import { canOpen, Stars, stoneHref, useWorld } from '../learning';
import './game-corner.css';

/**
 * /unitygames: every game stone the student has unlocked (open on their course maps, from the device, so
 * offline too), to play again for fun — a replay never changes points (they are earned once) and stars
 * stay the best; a paint challenge stone counts as a game. The colouring book (/coloring3) is always there,
 * and once a paint challenge is open, the paint challenges no course map has are there to practise
 * (/PaintChallenge{n} without a stone: nothing sent).
 */
export default function MyGamesPage() {
  const { t } = useTranslation('game-corner');
  const lang = useLang();
  const world = useWorld();
  if (world === undefined) return <Loading />;
  const stones = (world ?? []).flatMap((course) => course.stones.map((view) => ({ course, view })));
  const isPaint = (view: (typeof stones)[number]['view']) => isPaintGame(view.stone.game?.game ?? '');
  const games = stones
    .filter(({ view }) => (view.stone.kind === 'game' || isPaint(view)) && canOpen(view))
    .map(({ course, view }) => ({ course, view, href: stoneHref(course, view) }));
  const onMaps = new Set(stones.map(({ view }) => view.stone.game?.game));
  const practice = games.some(({ view }) => isPaint(view)) ? PAINT_GAMES.filter((g) => !onMaps.has(g)) : [];
  return (
    <section className="page" aria-labelledby="my-games-title" data-testid="my-games">
      <PageHeader id="my-games-title" icon="sparkle" title={t('mine.title')} lead={t('mine.lead')} />
      {games.length === 0 && (
        <EmptyState icon="star" title={t('mine.empty')}>
          <p>{t('mine.emptyText')}</p>
        </EmptyState>
      )}
      <ul className="my-games">
        {games.map(({ course, view, href }) => {
          const done = Boolean(view.progress.completedAt);
          const stars = view.progress.maxScore === 3 ? view.progress.bestScore : 0;
          return (
            <li key={view.stone.id} className="my-game card" data-testid={`my-game-${view.stone.key}`}>
              <span className="my-game-course">{course.data.course.title[lang]}</span>
              <strong className="my-game-title">{view.stone.title[lang]}</strong>
              {done && (
                <span className="my-game-done">
                  <Icon name="check" /> {t('mine.done')}
                </span>
              )}
              {stars > 0 && <Stars n={stars} label={t('mine.stars', { count: stars, n: formatNumber(stars, lang) })} />}
              {href && (
                <LangLink className="button button-primary" to={href}>
                  {done ? t('mine.playAgain') : t('mine.play')}
                </LangLink>
              )}
            </li>
          );
        })}
        {practice.map((game) => (
          <li key={game} className="my-game card" data-testid={`my-game-${game}`}>
            <strong className="my-game-title">{PAINT_CHALLENGES[game][lang]}</strong>
            <span>{t('mine.paintText')}</span>
            <LangLink className="button button-primary" to={`/PaintChallenge${PAINT_CHALLENGES[game].n}`}>
              {t('mine.play')}
            </LangLink>
          </li>
        ))}
        <li className="my-game card" data-testid="my-game-book">
          <strong className="my-game-title">{t('mine.book')}</strong>
          <span>{t('mine.bookText')}</span>
          <LangLink className="button button-primary" to="/coloring3">
            {t('mine.play')}
          </LangLink>
        </li>
      </ul>
    </section>
  );
}
