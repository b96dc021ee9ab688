import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Value } from 'typebox/value';
import { checkSlides, emptySlide, SlideDeck, type Slide, type SlidesGameFile } from '@codeyard/shared-schema';
import { useLang } from '../../ui/kit/format';
import type { useGameSound } from '../games';
import { useKeptWork, workKey } from './kept-work';
import {
  Checklist,
  FinishBar,
  OfficeEnd,
  OfficeStonePage,
  useOfficeFinish,
  type OfficeStoneProps,
} from './OfficeParts';
import { SlideDeckEditor } from './SlideDeckEditor';
import { SlideShow } from './SlideShow';

/**
 * /presentation?lessonId=: the slides (course 11's presentation game). The child adds, moves and deletes
 * slides, gives each a title, words and one of the task's pictures, and shows them one by one (the arrow
 * keys, Escape to close). The checklist ticks as the presentation meets each goal.
 */
export default function SlidesPage() {
  return (
    <OfficeStonePage<SlidesGameFile> tool="slides">
      {(props) => <SlidesTask key={props.lessonId} {...props} />}
    </OfficeStonePage>
  );
}

const freshDeck = (): SlideDeck => ({ slides: [emptySlide()] });

function SlidesTask({
  file,
  lessonId,
  courseId,
  db,
  top,
  sound,
}: OfficeStoneProps<SlidesGameFile> & { top: ReactNode; sound: ReturnType<typeof useGameSound> }) {
  const { t } = useTranslation('office-games');
  const lang = useLang();
  const [deck, keep] = useKeptWork<SlideDeck>(db, workKey('slides', lessonId), freshDeck, (w) =>
    Value.Check(SlideDeck, w),
  );
  const [current, setCurrent] = useState(0);
  const [showing, setShowing] = useState<number | null>(null);
  const finishing = useOfficeFinish({ courseId, lessonId, kind: 'game', sound });
  if (!deck) return null;
  const check = checkSlides(file, deck);
  const at = Math.min(current, Math.max(0, deck.slides.length - 1));

  const change = (slides: Slide[], select: number) => {
    keep({ slides });
    setCurrent(select);
  };

  const again = () => {
    keep(freshDeck());
    setCurrent(0);
    finishing.again();
  };

  if (showing !== null && deck.slides.length > 0)
    return <SlideShow slides={deck.slides} start={showing} onClose={() => setShowing(null)} rtl={lang === 'ar'} />;

  return (
    <section className="page game-page office-page" aria-labelledby="office-title" data-testid="slides-game">
      {top}
      <h1 id="office-title" className="game-title">
        {finishing.title ? finishing.title[lang] : t('kind.slides')}
      </h1>
      <p className="game-how">{file.brief[lang]}</p>
      {finishing.finished ? (
        <OfficeEnd check={check} finishing={finishing} courseId={courseId} onAgain={again} />
      ) : (
        <div className="office-layout">
          <SlideDeckEditor
            slides={deck.slides}
            pictures={file.pictures}
            current={at}
            onSelect={setCurrent}
            onChange={change}
            onShow={setShowing}
            beep={sound.beep}
          />
          <div className="office-side">
            <Checklist check={check} />
            <FinishBar said={finishing.said} onFinish={() => void finishing.finish(check, { slides: deck })} />
          </div>
        </div>
      )}
    </section>
  );
}
