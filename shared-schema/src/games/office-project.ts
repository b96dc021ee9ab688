import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import { GAME_PICTURES } from './memory.js';
import { ALIGNMENTS, MAX_SLIDES, PARAGRAPH_STYLES, Slide } from './office-work.js';

/**
 * Office Skills' course projects (course 11): a report written in the document editor and a presentation
 * made in the slides editor, freely (no goals). The work travels in the project's `code` part as one JSON
 * text marked by its format, first (as a paint project's drawing, games/paint-project.ts):
 *
 *   { "format": "office-document/1", "title": "…", "blocks": [ <DocBlock>, … ] }
 *   { "format": "office-slides/1", "slides": [ <Slide>, … ] }
 *
 * so the editor of a project is known from the text's start (rules/projects.ts projectEditorOf) and the server
 * checks it with these schemas. Every size is bounded: a report has at most 40 blocks, a text at most 1000
 * characters, a table 8 rows of 4 cells; a presentation the slides tool's 10 slides (office-work.ts).
 */
export const OFFICE_DOCUMENT_FORMAT = 'office-document/1';
export const OFFICE_SLIDES_FORMAT = 'office-slides/1';

export const OFFICE_PROJECT_LIMITS = {
  title: 100,
  blocks: 40,
  text: 1000,
  caption: 100,
  tableRows: 8,
  tableColumns: 4,
  cell: 60,
} as const;
const L = OFFICE_PROJECT_LIMITS;

/** A report's block: a paragraph (normal, a heading or a list item, aligned), a picture, or a table. */
export const DocBlock = Type.Union([
  Type.Object(
    {
      type: Type.Literal('text'),
      style: Type.Enum(PARAGRAPH_STYLES),
      align: Type.Enum(ALIGNMENTS),
      text: Type.String({ maxLength: L.text }),
    },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      type: Type.Literal('picture'),
      picture: Type.Enum(GAME_PICTURES),
      caption: Type.String({ maxLength: L.caption }),
    },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      type: Type.Literal('table'),
      rows: Type.Array(Type.Array(Type.String({ maxLength: L.cell }), { minItems: 1, maxItems: L.tableColumns }), {
        minItems: 1,
        maxItems: L.tableRows,
      }),
    },
    { additionalProperties: false },
  ),
]);
export type DocBlock = Static<typeof DocBlock>;

export const OfficeProjectDocument = Type.Object(
  {
    format: Type.Literal(OFFICE_DOCUMENT_FORMAT),
    title: Type.String({ maxLength: L.title }),
    blocks: Type.Array(DocBlock, { maxItems: L.blocks }),
  },
  { additionalProperties: false },
);
export type OfficeProjectDocument = Static<typeof OfficeProjectDocument>;

export const OfficeProjectSlides = Type.Object(
  {
    format: Type.Literal(OFFICE_SLIDES_FORMAT),
    slides: Type.Array(Slide, { maxItems: MAX_SLIDES }),
  },
  { additionalProperties: false },
);
export type OfficeProjectSlides = Static<typeof OfficeProjectSlides>;

export type OfficeProjectKind = 'document' | 'slides';
const FORMATS = { document: OFFICE_DOCUMENT_FORMAT, slides: OFFICE_SLIDES_FORMAT } as const;
const SCHEMAS = { document: OfficeProjectDocument, slides: OfficeProjectSlides } as const;

/** How every code of this kind starts (the encoders write the format first). */
export const officeCodePrefix = (kind: OfficeProjectKind) => `{"format":"${FORMATS[kind]}"`;

/** Which office project a code says it is, from its start (not checked). */
export function officeKindOfCode(code: string | null | undefined): OfficeProjectKind | null {
  if (code?.startsWith(officeCodePrefix('document'))) return 'document';
  if (code?.startsWith(officeCodePrefix('slides'))) return 'slides';
  return null;
}

/** A blank report and a presentation of one empty slide: where the editors start. */
export const blankOfficeDocument = (): OfficeProjectDocument => ({
  format: OFFICE_DOCUMENT_FORMAT,
  title: '',
  blocks: [{ type: 'text', style: 'normal', align: 'start', text: '' }],
});
export const blankOfficeSlides = (): OfficeProjectSlides => ({
  format: OFFICE_SLIDES_FORMAT,
  slides: [{ title: '', text: '', picture: null }],
});

/** The work as its code (the format first, whatever order the object was built in). */
export function encodeOfficeProject(work: OfficeProjectDocument | OfficeProjectSlides): string {
  const { format, ...rest } = work;
  return JSON.stringify({ format, ...rest });
}

export function decodeOfficeDocument(code: string | null | undefined): OfficeProjectDocument | null {
  return decode(code, 'document');
}
export function decodeOfficeSlides(code: string | null | undefined): OfficeProjectSlides | null {
  return decode(code, 'slides');
}

function decode<K extends OfficeProjectKind>(code: string | null | undefined, kind: K) {
  if (officeKindOfCode(code) !== kind) return null;
  let data: unknown;
  try {
    data = JSON.parse(code!);
  } catch {
    return null;
  }
  return Value.Check(SCHEMAS[kind], data)
    ? (data as K extends 'document' ? OfficeProjectDocument : OfficeProjectSlides)
    : null;
}

/** The work has something in it (a word, a picture, a table's cell): an empty one is not sent. */
export function officeWorkHasContent(work: OfficeProjectDocument | OfficeProjectSlides): boolean {
  if (work.format === OFFICE_SLIDES_FORMAT)
    return work.slides.some((s) => s.title.trim() !== '' || s.text.trim() !== '' || s.picture !== null);
  return (
    work.title.trim() !== '' ||
    work.blocks.some((b) =>
      b.type === 'text' ? b.text.trim() !== '' : b.type === 'picture' || b.rows.some((r) => r.some((c) => c.trim())),
    )
  );
}
