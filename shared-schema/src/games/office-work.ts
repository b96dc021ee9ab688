import { Type, type Static } from 'typebox';
import { GAME_PICTURES } from './memory.js';

/**
 * The work the office tools send with POST /submit-game-lesson (the contract's shapes): a document, a
 * sheet, a presentation. Apart from their checkers (document.ts, spreadsheet.ts, slides.ts), so the contract
 * carries these shapes only and the checkers, the formula evaluator among them, load with their screens.
 */

// ---------------------------------------------------------------- the word processor's document

export const PARAGRAPH_STYLES = ['normal', 'heading', 'item'] as const;
export type ParagraphStyle = (typeof PARAGRAPH_STYLES)[number];
/** Start and end follow the writing direction: start is the left in English and the right in Arabic. */
export const ALIGNMENTS = ['start', 'center', 'end'] as const;
export type Alignment = (typeof ALIGNMENTS)[number];

export const DocRun = Type.Object(
  {
    text: Type.String({ minLength: 1, maxLength: 200 }),
    bold: Type.Optional(Type.Boolean()),
    italic: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type DocRun = Static<typeof DocRun>;

export const DocParagraph = Type.Object(
  {
    style: Type.Enum(PARAGRAPH_STYLES),
    align: Type.Enum(ALIGNMENTS),
    runs: Type.Array(DocRun, { maxItems: 80 }),
  },
  { additionalProperties: false },
);
export type DocParagraph = Static<typeof DocParagraph>;

/** A child's document, as the player keeps it and POST /submit-game-lesson sends it. */
export const OfficeDocument = Type.Object(
  { paragraphs: Type.Array(DocParagraph, { minItems: 1, maxItems: 30 }) },
  { additionalProperties: false },
);
export type OfficeDocument = Static<typeof OfficeDocument>;

// ---------------------------------------------------------------- the spreadsheet's sheet

export const SHEET_COLUMNS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
export const SHEET_ROWS = 8;
export const SHEET_FUNCTIONS = ['SUM', 'AVERAGE', 'MAX', 'MIN'] as const;
export type SheetFunction = (typeof SHEET_FUNCTIONS)[number];

export const CellRef = Type.String({ pattern: '^[A-F][1-8]$' });
/** A range of one column: B2:B6. */
export const ColumnRange = Type.String({ pattern: '^([A-F])[1-8]:\\1[1-8]$' });

/** A child's sheet, as the player keeps it and POST /submit-game-lesson sends it: the filled cells and the chart. */
export const Sheet = Type.Object(
  {
    cells: Type.Array(
      Type.Object({ ref: CellRef, input: Type.String({ maxLength: 60 }) }, { additionalProperties: false }),
      { maxItems: SHEET_COLUMNS.length * SHEET_ROWS },
    ),
    chart: Type.Optional(
      Type.Object({ range: ColumnRange, title: Type.String({ maxLength: 60 }) }, { additionalProperties: false }),
    ),
  },
  { additionalProperties: false },
);
export type Sheet = Static<typeof Sheet>;

// ---------------------------------------------------------------- the slides' presentation

export const MAX_SLIDES = 10;

export const Slide = Type.Object(
  {
    title: Type.String({ maxLength: 80 }),
    text: Type.String({ maxLength: 300 }),
    picture: Type.Union([Type.Enum(GAME_PICTURES), Type.Null()]),
  },
  { additionalProperties: false },
);
export type Slide = Static<typeof Slide>;

/** A child's presentation, as the player keeps it and POST /submit-game-lesson sends it. */
export const SlideDeck = Type.Object(
  { slides: Type.Array(Slide, { maxItems: MAX_SLIDES }) },
  { additionalProperties: false },
);
export type SlideDeck = Static<typeof SlideDeck>;
