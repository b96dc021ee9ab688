import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Value } from 'typebox/value';
import {
  checkSheet,
  evaluateSheet,
  rangeCells,
  Sheet,
  SHEET_COLUMNS,
  SHEET_ROWS,
  shownValue,
  startSheet,
  type SpreadsheetGameFile,
} from '@codeyard/shared-schema';
import { useLang } from '../../ui/kit/format';
import { Icon } from '../../ui/kit/icons';
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
import { columnRange, inArea, inputAt, moveRef, setCell } from './sheet-rules';
import { BarChart } from './BarChart';

/**
 * /ExcelProject?lessonId=: the spreadsheet (course 11's pocket money challenge). A grid of 6 columns and 8
 * rows: the child moves with the arrows, types into a cell (a number, a word or a formula), and the
 * formulas are worked out at once by the same code the server checks with; Shift and the arrows choose a
 * column of cells for a bar chart. The checklist ticks as the sheet meets each goal.
 */
export default function ExcelPage() {
  return (
    <OfficeStonePage<SpreadsheetGameFile> tool="spreadsheet">
      {(props) => <ExcelTask key={props.lessonId} {...props} />}
    </OfficeStonePage>
  );
}

const KEY_MOVES: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowRight: [0, 1],
  ArrowLeft: [0, -1],
};

function ExcelTask({
  file,
  lessonId,
  courseId,
  db,
  top,
  sound,
}: OfficeStoneProps<SpreadsheetGameFile> & { top: ReactNode; sound: ReturnType<typeof useGameSound> }) {
  const { t } = useTranslation('office-games');
  const lang = useLang();
  const rtl = lang === 'ar';
  const fresh = () => startSheet(file, lang);
  // The labels given are in the child's language: the work is kept per language.
  const [sheet, keep] = useKeptWork<Sheet>(db, workKey(`sheet-${lang}`, lessonId), fresh, (w) => Value.Check(Sheet, w));
  const [cursor, setCursor] = useState({ anchor: 'B2', focus: 'B2' });
  const [editing, setEditing] = useState<string | null>(null);
  const finishing = useOfficeFinish({ courseId, lessonId, kind: 'challenge', sound });
  const gridRef = useRef<HTMLTableElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  if (!sheet) return null;
  const values = evaluateSheet(sheet.cells);
  const check = checkSheet(file, sheet);
  const here = cursor.focus;
  const range = columnRange(cursor.anchor, cursor.focus);

  const focusGrid = () => requestAnimationFrame(() => gridRef.current?.focus());
  const commit = (move: [number, number] = [1, 0]) => {
    if (editing !== null) {
      keep(setCell(sheet, here, editing));
      sound.beep('turn');
    }
    setEditing(null);
    const next = moveRef(here, move[0], move[1]);
    setCursor({ anchor: next, focus: next });
    focusGrid();
  };
  const startEditing = (text: string) => {
    setEditing(text);
    requestAnimationFrame(() => inputRef.current?.focus());
  };
  // Keys typed quickly land on the grid until the box has the focus: each goes on the text being typed.
  const typeKey = (key: string) => {
    setEditing((text) => (text === null ? key : text + key));
    requestAnimationFrame(() => inputRef.current?.focus());
  };

  const onGridKey = (event: KeyboardEvent<HTMLTableElement>) => {
    const move = KEY_MOVES[event.key];
    if (move && editing !== null && !event.shiftKey) {
      event.preventDefault();
      commit([move[0], rtl ? -move[1] : move[1]]);
      return;
    }
    if (move) {
      event.preventDefault();
      // Columns run right to left in Arabic: the left arrow goes on to the next column.
      const cols = rtl ? -move[1] : move[1];
      const focus = moveRef(here, move[0], cols);
      setCursor(event.shiftKey ? { anchor: cursor.anchor, focus } : { anchor: focus, focus });
      return;
    }
    if (event.key === 'Enter' && editing !== null) {
      event.preventDefault();
      commit([1, 0]);
      return;
    }
    if (event.key === 'Enter' || event.key === 'F2') {
      event.preventDefault();
      startEditing(inputAt(sheet, here));
      return;
    }
    if (event.key === 'Tab' && !event.shiftKey && here[0] !== SHEET_COLUMNS[SHEET_COLUMNS.length - 1]) {
      event.preventDefault();
      const next = moveRef(here, 0, 1);
      setCursor({ anchor: next, focus: next });
      return;
    }
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      keep(setCell(sheet, here, ''));
      return;
    }
    if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      typeKey(event.key);
    }
  };

  const onInputKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit([1, 0]);
    } else if (event.key === 'Tab') {
      event.preventDefault();
      commit([0, 1]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setEditing(null);
      focusGrid();
    }
  };

  const again = () => {
    keep(fresh());
    setCursor({ anchor: 'B2', focus: 'B2' });
    setEditing(null);
    finishing.again();
  };

  const chartLabels = sheet.chart
    ? rangeCells(sheet.chart.range).map((ref) => {
        const label = values.get(`A${ref.slice(1)}`);
        return label?.kind === 'text' ? label.s : ref;
      })
    : [];
  const chartValues = sheet.chart
    ? rangeCells(sheet.chart.range).map((ref) => {
        const v = values.get(ref);
        return v?.kind === 'number' ? v.n : 0;
      })
    : [];

  return (
    <section className="page game-page office-page" aria-labelledby="office-title" data-testid="excel-game">
      {top}
      <h1 id="office-title" className="game-title">
        {finishing.title ? finishing.title[lang] : t('kind.spreadsheet')}
      </h1>
      <p className="game-how">{file.brief[lang]}</p>
      {finishing.finished ? (
        <OfficeEnd check={check} finishing={finishing} courseId={courseId} onAgain={again} />
      ) : (
        <div className="office-layout">
          <div className="office-work">
            <p className="game-keys">{t('sheet.how')}</p>
            <div className="office-formula card">
              <label htmlFor="sheet-input" className="office-formula-ref">
                {here}
                <span className="sr-only">{t('sheet.formulaBar', { ref: here })}</span>
              </label>
              <input
                id="sheet-input"
                ref={inputRef}
                dir="ltr"
                className="office-formula-input"
                value={editing ?? inputAt(sheet, here)}
                onChange={(event) => setEditing(event.target.value)}
                onFocus={() => editing === null && setEditing(inputAt(sheet, here))}
                onKeyDown={onInputKey}
                autoComplete="off"
                spellCheck={false}
                data-testid="sheet-input"
              />
              <button type="button" className="button" onClick={() => commit([1, 0])} data-testid="sheet-enter">
                <Icon name="check" />
                {t('sheet.enter')}
              </button>
            </div>
            <table
              ref={gridRef}
              className="office-grid"
              role="grid"
              aria-label={t('sheet.grid')}
              aria-activedescendant={`cell-${here}`}
              tabIndex={0}
              onKeyDown={onGridKey}
              data-testid="sheet-grid"
            >
              <thead>
                <tr>
                  <th aria-hidden="true" />
                  {SHEET_COLUMNS.map((c) => (
                    <th key={c} scope="col">
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {Array.from({ length: SHEET_ROWS }, (_, r) => (
                  <tr key={r}>
                    <th scope="row">{r + 1}</th>
                    {SHEET_COLUMNS.map((c) => {
                      const ref = `${c}${r + 1}`;
                      const value = values.get(ref);
                      const shown = shownValue(value);
                      return (
                        <td
                          key={ref}
                          id={`cell-${ref}`}
                          role="gridcell"
                          aria-selected={inArea(ref, cursor.anchor, cursor.focus)}
                          aria-label={t('sheet.cellValue', { ref, value: shown || t('sheet.empty') })}
                          className={`office-cell${ref === here ? ' office-cell-here' : ''}${value?.kind === 'number' ? ' office-cell-number' : ''}${value?.kind === 'error' ? ' office-cell-error' : ''}`}
                          onMouseDown={(event) => {
                            event.preventDefault();
                            if (editing !== null) keep(setCell(sheet, here, editing));
                            setEditing(null);
                            setCursor(
                              event.shiftKey ? { anchor: cursor.anchor, focus: ref } : { anchor: ref, focus: ref },
                            );
                            gridRef.current?.focus();
                          }}
                          data-testid={`cell-${ref}`}
                        >
                          {shown}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="game-keys">{t('sheet.keys')}</p>
            <section className="office-chart card" aria-labelledby="chart-title">
              <h2 id="chart-title">{t('sheet.chart')}</h2>
              <div className="office-chart-actions">
                <button
                  type="button"
                  className="button"
                  disabled={!range}
                  onClick={() => {
                    keep({ ...sheet, chart: { range: range!, title: sheet.chart?.title ?? '' } });
                    sound.beep('pair');
                  }}
                  data-testid="sheet-make-chart"
                >
                  <Icon name="chart" />
                  {range ? t('sheet.makeChart', { range }) : t('sheet.chart')}
                </button>
                {sheet.chart && (
                  <button
                    type="button"
                    className="button"
                    onClick={() => {
                      const { chart: _, ...rest } = sheet;
                      keep(rest);
                    }}
                  >
                    <Icon name="trash" />
                    {t('sheet.removeChart')}
                  </button>
                )}
              </div>
              {!range && <p className="game-keys">{t('sheet.chooseColumn')}</p>}
              {sheet.chart && (
                <>
                  <label className="office-field">
                    <span>{t('sheet.chartTitle')}</span>
                    <input
                      value={sheet.chart.title}
                      maxLength={60}
                      onChange={(event) => keep({ ...sheet, chart: { ...sheet.chart!, title: event.target.value } })}
                      data-testid="sheet-chart-title"
                    />
                  </label>
                  <BarChart
                    title={sheet.chart.title}
                    label={t('sheet.chartOf', { range: sheet.chart.range })}
                    labels={chartLabels}
                    values={chartValues}
                    rtl={rtl}
                  />
                </>
              )}
            </section>
          </div>
          <div className="office-side">
            <Checklist check={check} />
            <FinishBar said={finishing.said} onFinish={() => void finishing.finish(check, { sheet })} />
          </div>
        </div>
      )}
    </section>
  );
}
