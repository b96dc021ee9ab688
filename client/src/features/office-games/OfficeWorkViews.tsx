import { useTranslation } from 'react-i18next';
import type { DocBlock, OfficeProjectDocument, OfficeProjectSlides } from '@codeyard/shared-schema';
import { formatNumber, useLang } from '../../ui/kit/format';
import { GamePictureView } from '../games';
import { SlideFace } from './SlideShow';
import './office.css';

/**
 * An Office Skills project read, not edited (a teacher's review): the report as a page, the presentation's
 * slides one under another. The child's words keep their own direction (dir="auto").
 */
export function ReportView({ doc, label }: { doc: OfficeProjectDocument; label: string }) {
  return (
    <article className="office-paper office-report-view card" aria-label={label} data-testid="review-document">
      {doc.title && (
        <h3 className="office-report-view-title" dir="auto">
          {doc.title}
        </h3>
      )}
      {doc.blocks.map((block, i) => (
        <ReportBlock key={i} block={block} />
      ))}
    </article>
  );
}

function ReportBlock({ block }: { block: DocBlock }) {
  if (block.type === 'text') {
    if (block.style === 'heading')
      return (
        <h4 className="office-para office-para-heading" style={{ textAlign: block.align }} dir="auto">
          {block.text}
        </h4>
      );
    return (
      <p
        className={`office-para office-para-${block.style}`}
        style={{ textAlign: block.align, whiteSpace: 'pre-wrap' }}
        dir="auto"
      >
        {block.text}
      </p>
    );
  }
  if (block.type === 'picture')
    return (
      <figure className="office-report-picture">
        <GamePictureView name={block.picture} size={96} />
        {block.caption && <figcaption dir="auto">{block.caption}</figcaption>}
      </figure>
    );
  return (
    <table className="office-report-view-table">
      <tbody>
        {block.rows.map((row, r) => (
          <tr key={r}>
            {row.map((cell, c) => (
              <td key={c} dir="auto">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function SlidesView({ deck, label }: { deck: OfficeProjectSlides; label: string }) {
  const { t } = useTranslation('office-games');
  const lang = useLang();
  return (
    <ol className="office-slides-view" aria-label={label} data-testid="review-slides" data-slides={deck.slides.length}>
      {deck.slides.map((slide, i) => (
        <li key={i} aria-label={t('slides.slide', { n: formatNumber(i + 1, lang) })}>
          <SlideFace slide={slide} size={96} heading="h3" />
        </li>
      ))}
    </ol>
  );
}
