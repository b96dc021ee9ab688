import { describe, expect, it } from 'vitest';
import { blankOfficeDocument, OFFICE_PROJECT_LIMITS, type DocBlock } from '@codeyard/shared-schema';
import {
  addBlock,
  alignBlock,
  moveBlock,
  newPictureBlock,
  newTableBlock,
  newTextBlock,
  removeBlock,
  resizeTable,
  setCell,
  toggleBlockStyle,
} from './report-rules';

type Table = Extract<DocBlock, { type: 'table' }>;

describe("a report's editing", () => {
  it('adds a part after the chosen one, moves and deletes it', () => {
    const start = blankOfficeDocument();
    const [withHeading, at] = addBlock(start, null, newTextBlock('heading'));
    expect(at).toBe(1);
    const [withPicture, pictureAt] = addBlock(withHeading, 0, newPictureBlock('eye'));
    expect(pictureAt).toBe(1);
    expect(withPicture.blocks.map((b) => b.type)).toEqual(['text', 'picture', 'text']);
    expect(moveBlock(withPicture, 1, -1).blocks[0]).toEqual(newPictureBlock('eye'));
    expect(moveBlock(withPicture, 0, -1)).toBe(withPicture);
    expect(moveBlock(withPicture, 2, 1)).toBe(withPicture);
    expect(removeBlock(withPicture, 1).blocks.map((b) => b.type)).toEqual(['text', 'text']);
  });

  it('stops adding at the bound the server holds a report to', () => {
    let doc = blankOfficeDocument();
    for (let i = 0; i < OFFICE_PROJECT_LIMITS.blocks + 3; i++) doc = addBlock(doc, null, newTextBlock())[0];
    expect(doc.blocks).toHaveLength(OFFICE_PROJECT_LIMITS.blocks);
  });

  it('makes a text part a heading or a list line and back, and aligns it; a picture has no style', () => {
    const doc = blankOfficeDocument();
    const heading = toggleBlockStyle(doc, 0, 'heading');
    expect(heading.blocks[0]).toMatchObject({ style: 'heading' });
    expect(toggleBlockStyle(heading, 0, 'heading').blocks[0]).toMatchObject({ style: 'normal' });
    expect(toggleBlockStyle(heading, 0, 'item').blocks[0]).toMatchObject({ style: 'item' });
    expect(alignBlock(doc, 0, 'center').blocks[0]).toMatchObject({ align: 'center' });
    const picture = { ...doc, blocks: [newPictureBlock('key')] };
    expect(toggleBlockStyle(picture, 0, 'heading')).toBe(picture);
  });

  it('grows and shrinks a table within 1 to 8 rows and 1 to 4 columns, and writes its cells', () => {
    let table = newTableBlock() as Table;
    for (let i = 0; i < 10; i++) table = resizeTable(table, 'addRow');
    for (let i = 0; i < 10; i++) table = resizeTable(table, 'addColumn');
    expect(table.rows).toHaveLength(OFFICE_PROJECT_LIMITS.tableRows);
    expect(table.rows.every((r) => r.length === OFFICE_PROJECT_LIMITS.tableColumns)).toBe(true);
    for (let i = 0; i < 10; i++) table = resizeTable(resizeTable(table, 'removeRow'), 'removeColumn');
    expect(table.rows).toEqual([['']]);
    expect(setCell(newTableBlock() as Table, 1, 0, 'Amman').rows).toEqual([
      ['', ''],
      ['Amman', ''],
    ]);
  });
});
