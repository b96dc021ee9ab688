import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isPaintGame } from '@codeyard/shared-schema';
import { useLang } from '../../ui/kit/format';
import { LangLink } from '../../ui/LangLink';
import { ColouringGameView } from '../colouring-game';
import { useGameSound } from '../games';
import { PaintGameView } from '../paint-game';
import { SudokuGame } from '../sudoku-game';
import { DEMO_IDS, DEMO_PICTURES, DEMO_ROCKET_NUMBERS, demoSudoku, isDemo, type DemoId } from './demos';
import './game-corner.css';

/**
 * /games/{id} (guest layout): a public demo of a game — a new 4×4 sudoku (digits or pictures) or a
 * colouring (by choice or by numbers). No sign-in, nothing saved, nothing sent. An unknown id lists the demos.
 */
export default function GameDemoPage() {
  const { id } = useParams();
  const { t } = useTranslation('game-corner');
  if (!isDemo(id)) {
    return (
      <section className="page page-narrow" aria-labelledby="demo-title" data-testid="game-demo-missing">
        <h1 id="demo-title">{t('demo.title')}</h1>
        <p className="state card" role="alert">
          {t('demo.missing')}
        </p>
        <DemoLinks />
      </section>
    );
  }
  return <Demo key={id} id={id} />;
}

function DemoLinks({ except }: { except?: DemoId }) {
  const { t } = useTranslation('game-corner');
  return (
    <ul className="demo-links">
      {DEMO_IDS.filter((d) => d !== except).map((d) => (
        <li key={d}>
          <LangLink className="button button-large" to={`/games/${d}`} data-testid={`demo-link-${d}`}>
            {t(`demo.names.${d}`)}
          </LangLink>
        </li>
      ))}
    </ul>
  );
}

function Demo({ id }: { id: DemoId }) {
  const { t } = useTranslation('game-corner');
  const lang = useLang();
  const sound = useGameSound();
  const [puzzles] = useState(() => demoSudoku());
  const top = (
    <header className="game-top">
      <LangLink className="button" to="/courses">
        {t('demo.courses')}
      </LangLink>
      <p className="game-kind">{t('demo.nothingSaved')}</p>
      <button
        type="button"
        className="button game-sound"
        aria-pressed={!sound.muted}
        onClick={sound.toggle}
        data-testid="game-sound"
      >
        {t('demo.sound')}
      </button>
    </header>
  );
  const after = (
    <LangLink className="button button-primary button-large" to={`/courses?lang=${lang}`}>
      {t('demo.courses')}
    </LangLink>
  );
  return (
    <div className="game-demo" data-testid="game-demo" data-demo={id}>
      {isPaintGame(id) ? (
        <PaintGameView
          game={id}
          title={t(`demo.names.${id}`)}
          db={null}
          keepKey={`demo-${id}`}
          sound={sound}
          top={top}
        />
      ) : id === 'sudoku' || id === 'picture-sudoku' ? (
        <SudokuGame
          type={id === 'sudoku' ? 'sudoku-digits' : 'sudoku-pictures'}
          puzzles={puzzles}
          pictures={id === 'picture-sudoku' ? DEMO_PICTURES : undefined}
          title={t(`demo.names.${id}`)}
          testId={`demo-${id}`}
          sound={sound}
          top={top}
          after={after}
        />
      ) : (
        <ColouringGameView
          type={id === 'colouring' ? 'colouring' : 'colouring-numbers'}
          pages={[id === 'colouring' ? { picture: 'rocket' } : DEMO_ROCKET_NUMBERS]}
          title={t(`demo.names.${id}`)}
          db={null}
          keepKey={`demo-${id}`}
          sound={sound}
          top={top}
          after={after}
        />
      )}
      <section className="page game-page" aria-labelledby="demo-others">
        <h2 id="demo-others">{t('demo.others')}</h2>
        <DemoLinks except={id} />
      </section>
    </div>
  );
}
