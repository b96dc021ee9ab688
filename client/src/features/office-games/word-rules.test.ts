import { describe, expect, it } from 'vitest';
import { plainDocument } from '@codeyard/shared-schema';
import {
  formatsAt,
  moveSelection,
  selectedParagraphs,
  selectedText,
  setAlignment,
  toggleStyle,
  toggleWordFormat,
} from './word-rules';

const doc = plainDocument(
  {
    text: [
      { en: 'Our News', ar: 'أخبارنا اليوم' },
      { en: 'It is Friday', ar: 'إنه يوم الجمعة' },
      { en: 'A hat', ar: 'قبعة' },
    ],
  },
  'en',
);

describe('the word processor editing', () => {
  it('makes the chosen words bold, and plain again when all of them were', () => {
    const bold = toggleWordFormat(doc, { anchor: 4, focus: 3 }, 'bold');
    expect(bold.paragraphs[1]!.runs.map((r) => Boolean(r.bold))).toEqual([false, true, true]);
    expect(formatsAt(bold, { anchor: 3, focus: 4 }).bold).toBe(true);
    // A choice with a plain word makes all bold; one that is all bold makes all plain.
    const more = toggleWordFormat(bold, { anchor: 2, focus: 4 }, 'bold');
    expect(more.paragraphs[1]!.runs.every((r) => r.bold)).toBe(true);
    const plain = toggleWordFormat(more, { anchor: 2, focus: 4 }, 'bold');
    expect(plain.paragraphs[1]!.runs.some((r) => 'bold' in r)).toBe(false);
  });

  it('gives every paragraph the choice touches a style or an alignment; the same style again is normal text', () => {
    const sel = { anchor: 4, focus: 5 };
    expect(selectedParagraphs(doc, sel)).toEqual([1, 2]);
    const list = toggleStyle(doc, sel, 'item');
    expect(list.paragraphs.map((p) => p.style)).toEqual(['normal', 'item', 'item']);
    expect(toggleStyle(list, sel, 'item').paragraphs.map((p) => p.style)).toEqual(['normal', 'normal', 'normal']);
    const centred = setAlignment(doc, { anchor: 0, focus: 0 }, 'center');
    expect(centred.paragraphs.map((p) => p.align)).toEqual(['center', 'start', 'start']);
    expect(formatsAt(centred, { anchor: 0, focus: 2 }).align).toBeUndefined();
  });

  it('moves along the words the reading way (left is on in Arabic), between paragraphs, and grows with Shift', () => {
    const at = { anchor: 0, focus: 0 };
    expect(moveSelection(doc, at, 'ArrowRight', false, false)).toEqual({ anchor: 1, focus: 1 });
    expect(moveSelection(doc, at, 'ArrowLeft', false, true)).toEqual({ anchor: 1, focus: 1 });
    expect(moveSelection(doc, at, 'ArrowLeft', false, false)).toEqual({ anchor: 0, focus: 0 });
    expect(moveSelection(doc, at, 'ArrowDown', true, false)).toEqual({ anchor: 0, focus: 2 });
    expect(moveSelection(doc, { anchor: 2, focus: 2 }, 'End', false, false)).toEqual({ anchor: 4, focus: 4 });
    expect(moveSelection(doc, { anchor: 6, focus: 6 }, 'ArrowUp', false, false)).toEqual({ anchor: 2, focus: 2 });
    expect(moveSelection(doc, at, 'a', false, false)).toBeNull();
    expect(selectedText(doc, { anchor: 1, focus: 3 })).toBe('News It is');
  });
});
