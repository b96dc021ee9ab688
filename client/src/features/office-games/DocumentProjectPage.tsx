import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  blankOfficeDocument,
  decodeOfficeDocument,
  GAME_PICTURES,
  OFFICE_PROJECT_LIMITS,
  officeWorkHasContent,
  type Alignment,
  type DocBlock,
  type OfficeProjectDocument,
} from '@codeyard/shared-schema';
import { formatNumber, useLang } from '../../ui/kit/format';
import { Icon, type IconName } from '../../ui/kit/icons';
import { GamePictureView } from '../games';
import { FormatToolbar, formatKeyCommand, type FormatCommand } from './FormatToolbar';
import { OfficeProjectFrame, type OfficeProjectTool } from './OfficeProjectFrame';
import { PictureChooser } from './PictureChooser';
import {
  addBlock,
  alignBlock,
  canAddBlock,
  changeBlock,
  moveBlock,
  newPictureBlock,
  newTableBlock,
  newTextBlock,
  removeBlock,
  resizeTable,
  setCell,
  toggleBlockStyle,
} from './report-rules';

const DOCUMENT_TOOL: OfficeProjectTool<OfficeProjectDocument> = {
  editor: 'document',
  icon: 'text',
  blank: blankOfficeDocument,
  decode: decodeOfficeDocument,
  hasContent: officeWorkHasContent,
};

/**
 * /document-project?coursedId=&lessonId=&isCourseProject=1[&isGraduationProject=1]: a report project (course 11's
 * report stone), written freely: a title, then parts the child adds (words, a heading, a list line, a picture of
 * ours with words under it, a table), formatted with the word processor's toolbar, moved and deleted.
 */
export default function DocumentProjectPage() {
  return (
    <OfficeProjectFrame tool={DOCUMENT_TOOL}>
      {(doc, keep) => <ReportEditor doc={doc} keep={keep} />}
    </OfficeProjectFrame>
  );
}

type Table = Extract<DocBlock, { type: 'table' }>;
const focusPart = (index: number) =>
  requestAnimationFrame(() =>
    document.querySelector<HTMLElement>(`[data-part="${index}"] textarea, [data-part="${index}"] input`)?.focus(),
  );

function ReportEditor({ doc, keep }: { doc: OfficeProjectDocument; keep: (next: OfficeProjectDocument) => void }) {
  const { t } = useTranslation('office-games');
  const lang = useLang();
  const n = (value: number) => formatNumber(value, lang);
  const [current, setCurrent] = useState(0);
  const at = Math.min(current, Math.max(0, doc.blocks.length - 1));
  const chosen = doc.blocks[at];
  const text = chosen?.type === 'text' ? chosen : null;

  const add = (block: DocBlock) => {
    const [next, index] = addBlock(doc, doc.blocks.length ? at : null, block);
    keep(next);
    setCurrent(index);
    focusPart(index);
  };
  const commands: FormatCommand[] = [
    {
      id: 'heading',
      icon: 'heading',
      label: t('word.heading'),
      pressed: text?.style === 'heading',
      run: () => keep(toggleBlockStyle(doc, at, 'heading')),
    },
    {
      id: 'item',
      icon: 'listBullets',
      label: t('word.list'),
      pressed: text?.style === 'item',
      run: () => keep(toggleBlockStyle(doc, at, 'item')),
      flip: true,
    },
    ...(['start', 'center', 'end'] as Alignment[]).map((align) => ({
      id: `align-${align}`,
      icon: (align === 'start' ? 'alignStart' : align === 'center' ? 'alignCenter' : 'alignEnd') as IconName,
      label: t(`word.align${align === 'start' ? 'Start' : align === 'center' ? 'Center' : 'End'}`),
      pressed: text?.align === align,
      run: () => keep(alignBlock(doc, at, align)),
      flip: align !== 'center',
    })),
  ];
  const adds: { id: string; icon: IconName; label: string; block: () => DocBlock }[] = [
    { id: 'paragraph', icon: 'text', label: t('report.addParagraph'), block: () => newTextBlock() },
    { id: 'heading', icon: 'heading', label: t('report.addHeading'), block: () => newTextBlock('heading') },
    { id: 'picture', icon: 'picture', label: t('report.addPicture'), block: () => newPictureBlock(GAME_PICTURES[0]) },
    { id: 'table', icon: 'chart', label: t('report.addTable'), block: newTableBlock },
  ];

  return (
    <div className="office-work office-report-editor">
      {/* The formatting is for the chosen text part; a picture or a table has none. */}
      {text && <FormatToolbar commands={commands} onRun={() => focusPart(at)} testIdPrefix="report" />}
      <div className="office-report-add card" role="group" aria-label={t('report.add')}>
        <span className="office-report-add-label">{t('report.add')}</span>
        {adds.map((a) => (
          <button
            key={a.id}
            type="button"
            className="button office-tool"
            disabled={!canAddBlock(doc)}
            onClick={() => add(a.block())}
            data-testid={`report-add-${a.id}`}
          >
            <Icon name={a.icon} size={28} />
            <span>{a.label}</span>
          </button>
        ))}
        {!canAddBlock(doc) && <p className="office-said">{t('report.full')}</p>}
      </div>
      <div className="office-paper office-report" lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'}>
        <label className="office-report-title-field">
          <span className="sr-only">{t('report.title')}</span>
          <input
            className="office-report-title"
            value={doc.title}
            maxLength={OFFICE_PROJECT_LIMITS.title}
            placeholder={t('report.title')}
            dir="auto"
            onChange={(event) => keep({ ...doc, title: event.target.value })}
            data-testid="report-title"
          />
        </label>
        <ol className="office-report-parts" aria-label={t('report.parts')}>
          {doc.blocks.map((block, i) => (
            <li
              key={i}
              className={i === at ? 'office-report-part is-chosen' : 'office-report-part'}
              data-part={i}
              data-type={block.type}
              data-testid={`report-part-${i}`}
              onFocus={() => setCurrent(i)}
            >
              <Part
                block={block}
                index={i}
                chosen={i === at}
                onChange={(b) => keep(changeBlock(doc, i, b))}
                onKey={(event) => {
                  // The word processor's keys format the text part being written (bold and italic are not a part's).
                  const command = commands.find((c) => c.id === formatKeyCommand(event));
                  if (!command) return;
                  event.preventDefault();
                  command.run();
                }}
              />
              {i === at && (
                <div className="office-report-part-actions" role="group" aria-label={t('report.part', { n: n(i + 1) })}>
                  <button
                    type="button"
                    className="button"
                    disabled={i === 0}
                    onClick={() => {
                      keep(moveBlock(doc, i, -1));
                      setCurrent(i - 1);
                    }}
                    data-testid="report-up"
                  >
                    <Icon name="arrowUp" />
                    {t('report.up')}
                  </button>
                  <button
                    type="button"
                    className="button"
                    disabled={i === doc.blocks.length - 1}
                    onClick={() => {
                      keep(moveBlock(doc, i, 1));
                      setCurrent(i + 1);
                    }}
                    data-testid="report-down"
                  >
                    <Icon name="arrowDown" />
                    {t('report.down')}
                  </button>
                  <button
                    type="button"
                    className="button"
                    onClick={() => {
                      keep(removeBlock(doc, i));
                      setCurrent(Math.max(0, i - 1));
                    }}
                    data-testid="report-delete"
                  >
                    <Icon name="trash" />
                    {t('report.remove')}
                  </button>
                </div>
              )}
            </li>
          ))}
        </ol>
      </div>
      <p className="game-keys">{t('report.keys')}</p>
    </div>
  );
}

/** One part of the report, written in place: a text part's words, a picture and its words, a table's cells. */
function Part({
  block,
  index,
  chosen,
  onChange,
  onKey,
}: {
  block: DocBlock;
  index: number;
  chosen: boolean;
  onChange: (block: DocBlock) => void;
  onKey: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
}) {
  const { t } = useTranslation('office-games');
  const lang = useLang();
  const n = (value: number) => formatNumber(value, lang);
  if (block.type === 'text') {
    const label =
      block.style === 'heading' ? 'report.heading' : block.style === 'item' ? 'report.item' : 'report.paragraph';
    return (
      <textarea
        className={`office-report-text office-para-${block.style}`}
        style={{ textAlign: block.align }}
        aria-label={t(label, { n: n(index + 1) })}
        value={block.text}
        maxLength={OFFICE_PROJECT_LIMITS.text}
        rows={block.style === 'normal' ? Math.max(2, Math.ceil(block.text.length / 70)) : 1}
        dir="auto"
        onChange={(event) => onChange({ ...block, text: event.target.value })}
        onKeyDown={onKey}
        data-style={block.style}
        data-align={block.align}
        data-testid={`report-text-${index}`}
      />
    );
  }
  if (block.type === 'picture') {
    return (
      <figure className="office-report-picture">
        <GamePictureView name={block.picture} size={96} />
        <figcaption>
          <input
            value={block.caption}
            maxLength={OFFICE_PROJECT_LIMITS.caption}
            aria-label={t('report.caption')}
            placeholder={t('report.caption')}
            dir="auto"
            onChange={(event) => onChange({ ...block, caption: event.target.value })}
            data-testid={`report-caption-${index}`}
          />
        </figcaption>
        {chosen && (
          <PictureChooser
            pictures={GAME_PICTURES}
            chosen={block.picture}
            onChoose={(picture) => onChange({ ...block, picture })}
            testId="report-picture"
          />
        )}
      </figure>
    );
  }
  return <TablePart table={block} index={index} chosen={chosen} onChange={onChange} />;
}

function TablePart({
  table,
  index,
  chosen,
  onChange,
}: {
  table: Table;
  index: number;
  chosen: boolean;
  onChange: (block: DocBlock) => void;
}) {
  const { t } = useTranslation('office-games');
  const lang = useLang();
  const n = (value: number) => formatNumber(value, lang);
  const changes = ['addRow', 'removeRow', 'addColumn', 'removeColumn'] as const;
  return (
    <div className="office-report-table">
      <table aria-label={t('report.table', { n: n(index + 1) })}>
        <tbody>
          {table.rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) => (
                <td key={c}>
                  <input
                    value={cell}
                    maxLength={OFFICE_PROJECT_LIMITS.cell}
                    aria-label={t('report.cell', { row: n(r + 1), column: n(c + 1) })}
                    dir="auto"
                    onChange={(event) => onChange(setCell(table, r, c, event.target.value))}
                    data-testid={`report-cell-${index}-${r}-${c}`}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {chosen && (
        <div className="office-report-table-actions">
          {changes.map((change) => (
            <button
              key={change}
              type="button"
              className="button"
              disabled={resizeTable(table, change) === table}
              onClick={() => onChange(resizeTable(table, change))}
              data-testid={`report-${change}`}
            >
              <Icon name={change.startsWith('add') ? 'plus' : 'trash'} />
              {t(`report.${change}`)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
