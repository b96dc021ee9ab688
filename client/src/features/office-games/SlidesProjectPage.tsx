import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  blankOfficeSlides,
  decodeOfficeSlides,
  GAME_PICTURES,
  officeWorkHasContent,
  type OfficeProjectSlides,
} from '@codeyard/shared-schema';
import { formatNumber, useLang } from '../../ui/kit/format';
import { OfficeProjectFrame, type OfficeProjectTool } from './OfficeProjectFrame';
import { SlideDeckEditor } from './SlideDeckEditor';
import { SlideShow } from './SlideShow';

const SLIDES_TOOL: OfficeProjectTool<OfficeProjectSlides> = {
  editor: 'slides',
  icon: 'picture',
  blank: blankOfficeSlides,
  decode: decodeOfficeSlides,
  hasContent: officeWorkHasContent,
};

/**
 * /slides-project?coursedId=&lessonId=&isCourseProject=1[&isGraduationProject=1]: a presentation project (course
 * 11's graduation stone), made freely in the slides editor of the presentation game, any of our pictures.
 */
export default function SlidesProjectPage() {
  return (
    <OfficeProjectFrame tool={SLIDES_TOOL} side={(deck) => <SlideCount count={deck.slides.length} />}>
      {(deck, keep) => <SlidesProjectEditor deck={deck} keep={keep} />}
    </OfficeProjectFrame>
  );
}

function SlideCount({ count }: { count: number }) {
  const { t } = useTranslation('office-games');
  const lang = useLang();
  return (
    <p className="office-project-count" role="status" data-testid="slides-project-count">
      {t('project.slideCount', { count, n: formatNumber(count, lang) })}
    </p>
  );
}

function SlidesProjectEditor({ deck, keep }: { deck: OfficeProjectSlides; keep: (next: OfficeProjectSlides) => void }) {
  const lang = useLang();
  const [current, setCurrent] = useState(0);
  const [showing, setShowing] = useState<number | null>(null);
  if (showing !== null && deck.slides.length > 0)
    return <SlideShow slides={deck.slides} start={showing} onClose={() => setShowing(null)} rtl={lang === 'ar'} />;
  return (
    <SlideDeckEditor
      slides={deck.slides}
      pictures={GAME_PICTURES}
      current={current}
      onSelect={setCurrent}
      onChange={(slides, select) => {
        keep({ ...deck, slides });
        setCurrent(select);
      }}
      onShow={setShowing}
    />
  );
}
