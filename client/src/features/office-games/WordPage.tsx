import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Value } from 'typebox/value';
import {
  checkDocument,
  OfficeDocument,
  plainDocument,
  type Alignment,
  type DocumentGameFile,
  type ParagraphStyle,
} from '@codeyard/shared-schema';
import { useLang } from '../../ui/kit/format';
import type { IconName } from '../../ui/kit/icons';
import { FormatToolbar, formatKeyCommand, type FormatCommand } from './FormatToolbar';
import { useKeptWork, workKey } from './kept-work';
import {
  Checklist,
  FinishBar,
  OfficeEnd,
  OfficeStonePage,
  useOfficeFinish,
  type OfficeStoneProps,
} from './OfficeParts';
import type { useGameSound } from '../games';
import type { ReactNode } from 'react';
import {
  formatsAt,
  moveSelection,
  selectedText,
  selectedWords,
  setAlignment,
  toggleStyle,
  toggleWordFormat,
  wordPlaces,
  type WordSelection,
} from './word-rules';

/**
 * /MicrosoftWordProject?lessonId=: the word processor (course 11's document challenge). The task's text is
 * written; the child chooses words and formats them with the toolbar or the keys, and the checklist ticks
 * as the document meets each goal. The document is kept on the device as it changes; in Arabic it is
 * written right to left. "I have finished" completes the challenge and sends the document.
 */
export default function WordPage() {
  return (
    <OfficeStonePage<DocumentGameFile> tool="document">
      {(props) => <WordTask key={props.lessonId} {...props} />}
    </OfficeStonePage>
  );
}

function WordTask({
  file,
  lessonId,
  courseId,
  db,
  top,
  sound,
}: OfficeStoneProps<DocumentGameFile> & { top: ReactNode; sound: ReturnType<typeof useGameSound> }) {
  const { t } = useTranslation('office-games');
  const lang = useLang();
  const fresh = () => plainDocument(file, lang);
  // The text given is in the child's language: the work is kept per language.
  const [doc, keep] = useKeptWork<OfficeDocument>(db, workKey(`document-${lang}`, lessonId), fresh, (w) =>
    Value.Check(OfficeDocument, w),
  );
  const [sel, setSel] = useState<WordSelection>({ anchor: 0, focus: 0 });
  const finishing = useOfficeFinish({ courseId, lessonId, kind: 'challenge', sound });
  const pageRef = useRef<HTMLDivElement>(null);
  if (!doc) return null;
  const check = checkDocument(file, doc);
  const formats = formatsAt(doc, sel);
  const rtl = lang === 'ar';

  const change = (next: OfficeDocument) => {
    sound.beep('turn');
    keep(next);
  };
  const commands: FormatCommand[] = [
    {
      id: 'bold',
      icon: 'bold',
      label: t('word.bold'),
      pressed: formats.bold,
      run: () => change(toggleWordFormat(doc, sel, 'bold')),
    },
    {
      id: 'italic',
      icon: 'italic',
      label: t('word.italic'),
      pressed: formats.italic,
      run: () => change(toggleWordFormat(doc, sel, 'italic')),
    },
    ...(['heading', 'item'] as ParagraphStyle[]).map((style) => ({
      id: style,
      icon: (style === 'heading' ? 'heading' : 'listBullets') as IconName,
      label: style === 'heading' ? t('word.heading') : t('word.list'),
      pressed: formats.style === style,
      run: () => change(toggleStyle(doc, sel, style)),
      flip: style === 'item',
    })),
    ...(['start', 'center', 'end'] as Alignment[]).map((align) => ({
      id: `align-${align}`,
      icon: (align === 'start' ? 'alignStart' : align === 'center' ? 'alignCenter' : 'alignEnd') as IconName,
      label: t(`word.align${align === 'start' ? 'Start' : align === 'center' ? 'Center' : 'End'}`),
      pressed: formats.align === align,
      run: () => change(setAlignment(doc, sel, align)),
      flip: align !== 'center',
    })),
  ];
  const run = (id: string) => commands.find((c) => c.id === id)!.run();

  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const command = formatKeyCommand(event);
    if (command) {
      event.preventDefault();
      run(command);
      return;
    }
    const moved = moveSelection(doc, sel, event.key, event.shiftKey, rtl);
    if (moved) {
      event.preventDefault();
      setSel(moved);
    }
  };

  const again = () => {
    keep(fresh());
    setSel({ anchor: 0, focus: 0 });
    finishing.again();
    pageRef.current?.focus();
  };

  const places = wordPlaces(doc);
  const [from, to] = selectedWords(sel);
  const indexOf = (p: number, w: number) => places.findIndex((x) => x.p === p && x.w === w);

  return (
    <section className="page game-page office-page" aria-labelledby="office-title" data-testid="word-game">
      {top}
      <h1 id="office-title" className="game-title">
        {finishing.title ? finishing.title[lang] : t('kind.document')}
      </h1>
      <p className="game-how">{file.brief[lang]}</p>
      {finishing.finished ? (
        <OfficeEnd check={check} finishing={finishing} courseId={courseId} onAgain={again} />
      ) : (
        <div className="office-layout">
          <div className="office-work">
            <FormatToolbar commands={commands} onRun={() => pageRef.current?.focus()} />
            <p className="game-keys">{t('word.how')}</p>
            <div
              ref={pageRef}
              className="office-paper"
              tabIndex={0}
              role="listbox"
              aria-multiselectable="true"
              aria-label={t('word.document')}
              aria-activedescendant={`word-${places[sel.focus]?.p}-${places[sel.focus]?.w}`}
              onKeyDown={onKey}
              dir={rtl ? 'rtl' : 'ltr'}
              lang={lang}
              data-testid="word-document"
            >
              {doc.paragraphs.map((para, p) => (
                <p
                  key={p}
                  role="group"
                  className={`office-para office-para-${para.style}`}
                  style={{ textAlign: para.align }}
                  data-style={para.style}
                  data-align={para.align}
                >
                  {para.runs.map((run, w) => {
                    const i = indexOf(p, w);
                    const chosen = i >= from && i <= to;
                    return (
                      <span key={w}>
                        <span
                          id={`word-${p}-${w}`}
                          role="option"
                          tabIndex={-1}
                          aria-selected={chosen}
                          className={`office-word${chosen ? ' office-word-chosen' : ''}`}
                          style={{
                            fontWeight: run.bold ? 800 : undefined,
                            fontStyle: run.italic ? 'italic' : undefined,
                          }}
                          onMouseDown={(event) => {
                            event.preventDefault();
                            setSel(event.shiftKey ? { anchor: sel.anchor, focus: i } : { anchor: i, focus: i });
                            pageRef.current?.focus();
                          }}
                          data-testid={`word-${p}-${w}`}
                          data-bold={run.bold ? 'true' : undefined}
                        >
                          {run.text}
                        </span>{' '}
                      </span>
                    );
                  })}
                </p>
              ))}
            </div>
            <p id="word-chosen" className="sr-only" aria-live="polite">
              {t('word.chosen', { text: selectedText(doc, sel) })}
            </p>
            <p className="game-keys">{t('word.keys')}</p>
            <p className="game-keys">{t('saved')}</p>
          </div>
          <div className="office-side">
            <Checklist check={check} />
            <FinishBar said={finishing.said} onFinish={() => void finishing.finish(check, { document: doc })} />
          </div>
        </div>
      )}
    </section>
  );
}
