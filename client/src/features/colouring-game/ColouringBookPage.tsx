import { useTranslation } from 'react-i18next';
import { COLOURING_PICTURE_NAMES } from '@codeyard/shared-schema';
import { useLang } from '../../ui/kit/format';
import { LangLink } from '../../ui/LangLink';
import { useGameSound } from '../games';
import { useUserDb } from '../learning';
import { ColouringGameView } from './ColouringPage';
import { workKey } from './colouring-rules';

/**
 * /coloring3: the colouring book — every one of our pictures, coloured by choice for fun, kept on this
 * device as the child colours. No stone: nothing is sent and no points change.
 */
export default function ColouringBookPage() {
  const { t } = useTranslation('colouring-game');
  const lang = useLang();
  const db = useUserDb();
  const sound = useGameSound();
  return (
    <ColouringGameView
      type="colouring"
      pages={COLOURING_PICTURE_NAMES.map((picture) => ({ picture }))}
      title={t('kind.book')}
      db={db}
      keepKey={workKey('book')}
      sound={sound}
      top={
        <header className="game-top">
          <LangLink className="button" to="/unitygames">
            {t('toGames')}
          </LangLink>
          <p className="game-kind">{t('kind.book')}</p>
        </header>
      }
      after={
        <LangLink className="button button-primary button-large" to={`/Myworld?lang=${lang}`}>
          {t('toMap')}
        </LangLink>
      }
    />
  );
}
