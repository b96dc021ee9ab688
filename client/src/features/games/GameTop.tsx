import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/kit/icons';
import { LangLink } from '../../ui/LangLink';
import { SoundIcon } from './pictures';
import type { useGameSound } from './sound';

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
