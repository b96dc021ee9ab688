import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/kit/icons';
import { Loading } from '../../ui/kit/states';
import { LangLink } from '../../ui/LangLink';
import type { useGameSound } from '../../ui/kit/sound';
import { SoundIcon } from '../../ui/kit/sound-icon';
import './games.css';

/** Every game's top row: back to the course's map, the kind of game, and the sound switch. */
export function GameTop({
  courseId,
  kind,
  sound,
}: {
  courseId: number | null;
  kind: string;
  sound: ReturnType<typeof useGameSound>;
}) {
  const { t } = useTranslation('games');
  return (
    <header className="game-top">
      <LangLink className="button" to={`/Myworld?course=${courseId}`} data-testid="game-back">
        <Icon name="chevron" className="flip-back" />
        {t('back')}
      </LangLink>
      <p className="game-kind">{kind}</p>
      <button
        type="button"
        className="button game-sound"
        aria-pressed={!sound.muted}
        onClick={sound.toggle}
        data-testid="game-sound"
      >
        <SoundIcon muted={sound.muted} />
        {t('sound')}
      </button>
    </header>
  );
}

/** A game screen without its game: still reading the device, or the game is not there (not downloaded, or another type). */
export function GameUnavailable({ loading, kind }: { loading: boolean; kind: string }) {
  const { t } = useTranslation('games');
  if (loading) {
    return (
      <section className="page">
        <Loading label={t('loading')} />
      </section>
    );
  }
  return (
    <section className="page page-narrow">
      <h1>{kind}</h1>
      <p className="state card" role="alert" data-testid="game-missing">
        {t('missing')}
      </p>
      <LangLink className="button" to="/Myworld">
        {t('back')}
      </LangLink>
    </section>
  );
}
