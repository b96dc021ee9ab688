import {
  OFFICE_PROJECT_LIMITS,
  type Alignment,
  type DocBlock,
  type GamePicture,
  type OfficeProjectDocument,
  type ParagraphStyle,
} from '@codeyard/shared-schema';

/**
 * A report's editing, pure (the document project, /document-project): its parts (blocks) are added after the
 * chosen one, moved, deleted and changed; a table grows and shrinks within the bounds the server holds it to
 * (shared-schema games/office-project.ts).
 */

type Doc = OfficeProjectDocument;
type TableBlock = Extract<DocBlock, { type: 'table' }>;

export const newTextBlock = (style: ParagraphStyle = 'normal'): DocBlock => ({
  type: 'text',
  style,
  align: 'start',
  text: '',
});
export const newPictureBlock = (picture: GamePicture): DocBlock => ({ type: 'picture', picture, caption: '' });
export const newTableBlock = (): DocBlock => ({
  type: 'table',
  rows: [
    ['', ''],
    ['', ''],
  ],
});

export const canAddBlock = (doc: Doc) => doc.blocks.length < OFFICE_PROJECT_LIMITS.blocks;

/** The block added after the chosen one (at the end without one), and where it now is; unchanged when full. */
export function addBlock(doc: Doc, after: number | null, block: DocBlock): [Doc, number] {
  if (!canAddBlock(doc)) return [doc, after ?? 0];
  const at = after === null ? doc.blocks.length : Math.min(after + 1, doc.blocks.length);
  return [{ ...doc, blocks: [...doc.blocks.slice(0, at), block, ...doc.blocks.slice(at)] }, at];
}

/** A block moved one place up (-1) or down (+1); unchanged at an end. */
export function moveBlock(doc: Doc, index: number, by: -1 | 1): Doc {
  const to = index + by;
  if (index < 0 || to < 0 || to >= doc.blocks.length) return doc;
  const blocks = [...doc.blocks];
  [blocks[index], blocks[to]] = [blocks[to]!, blocks[index]!];
  return { ...doc, blocks };
}

export function removeBlock(doc: Doc, index: number): Doc {
  return { ...doc, blocks: doc.blocks.filter((_, i) => i !== index) };
}

export function changeBlock(doc: Doc, index: number, block: DocBlock): Doc {
  return { ...doc, blocks: doc.blocks.map((b, i) => (i === index ? block : b)) };
}

/** A text part given this style, or back to plain words when it has it already; other parts unchanged. */
export function toggleBlockStyle(doc: Doc, index: number, style: ParagraphStyle): Doc {
  const block = doc.blocks[index];
  if (block?.type !== 'text') return doc;
  return changeBlock(doc, index, { ...block, style: block.style === style ? 'normal' : style });
}

export function alignBlock(doc: Doc, index: number, align: Alignment): Doc {
  const block = doc.blocks[index];
  if (block?.type !== 'text') return doc;
  return changeBlock(doc, index, { ...block, align });
}

/** A table with a row or a column more or less, within 1..8 rows and 1..4 columns. */
export function resizeTable(
  table: TableBlock,
  change: 'addRow' | 'removeRow' | 'addColumn' | 'removeColumn',
): TableBlock {
  const { rows } = table;
  const columns = rows[0]?.length ?? 1;
  switch (change) {
    case 'addRow':
      return rows.length < OFFICE_PROJECT_LIMITS.tableRows
        ? { ...table, rows: [...rows, Array(columns).fill('')] }
        : table;
    case 'removeRow':
      return rows.length > 1 ? { ...table, rows: rows.slice(0, -1) } : table;
    case 'addColumn':
      return columns < OFFICE_PROJECT_LIMITS.tableColumns ? { ...table, rows: rows.map((r) => [...r, '']) } : table;
    case 'removeColumn':
      return columns > 1 ? { ...table, rows: rows.map((r) => r.slice(0, -1)) } : table;
  }
}

export function setCell(table: TableBlock, row: number, column: number, text: string): TableBlock {
  return { ...table, rows: table.rows.map((r, i) => (i === row ? r.map((c, j) => (j === column ? text : c)) : r)) };
}
