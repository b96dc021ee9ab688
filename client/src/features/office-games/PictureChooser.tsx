import { useTranslation } from 'react-i18next';
import type { GamePicture } from '@codeyard/shared-schema';
import { GamePictureView } from '../games';

/** A row of our pictures to choose one from (a slide's, a report's): each a large button, pressed when chosen. */
export function PictureChooser({
  pictures,
  chosen,
  onChoose,
  testId = 'slide-picture',
}: {
  pictures: readonly GamePicture[];
  chosen: GamePicture | null;
  onChoose: (picture: GamePicture) => void;
  /** Each button's test id is this and the picture's name. */
  testId?: string;
}) {
  const { t } = useTranslation('office-games');
  return (
    <fieldset className="office-pictures">
      <legend>{t('slides.picture')}</legend>
      {pictures.map((picture) => (
        <button
          key={picture}
          type="button"
          className="office-picture"
          aria-pressed={chosen === picture}
          aria-label={t('slides.pictureName', { name: t(`games:pictures.${picture}`) })}
          onClick={() => onChoose(picture)}
          data-testid={`${testId}-${picture}`}
        >
          <GamePictureView name={picture} size={52} />
        </button>
      ))}
    </fieldset>
  );
}
