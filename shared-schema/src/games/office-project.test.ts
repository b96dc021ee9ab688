import { describe, expect, it } from 'vitest';
import { projectEditorOf } from '../rules/projects.js';
import {
  blankOfficeDocument,
  blankOfficeSlides,
  decodeOfficeDocument,
  decodeOfficeSlides,
  encodeOfficeProject,
  officeKindOfCode,
  officeWorkHasContent,
  OFFICE_PROJECT_LIMITS,
  type OfficeProjectDocument,
} from './office-project.js';

const report: OfficeProjectDocument = {
  format: 'office-document/1',
  title: 'Jordan',
  blocks: [
    { type: 'text', style: 'heading', align: 'start', text: 'Food' },
    { type: 'text', style: 'normal', align: 'start', text: 'We eat mansaf.' },
    { type: 'picture', picture: 'key', caption: 'A key' },
    {
      type: 'table',
      rows: [
        ['City', 'People'],
        ['Amman', '4 million'],
      ],
    },
  ],
};

describe('office course projects in code', () => {
  it('writes the format first and reads back the same report and slides', () => {
    const code = encodeOfficeProject({ blocks: report.blocks, title: report.title, format: report.format });
    expect(code.startsWith('{"format":"office-document/1"')).toBe(true);
    expect(decodeOfficeDocument(code)).toEqual(report);
    expect(officeKindOfCode(code)).toBe('document');
    expect(projectEditorOf({ code })).toBe('document');
    const slides = encodeOfficeProject({
      ...blankOfficeSlides(),
      slides: [{ title: 'Hi', text: 'Yes', picture: 'clock' }],
    });
    expect(decodeOfficeSlides(slides)?.slides[0]?.picture).toBe('clock');
    expect(projectEditorOf({ code: slides })).toBe('slides');
    // A report is not slides, nor the other way round.
    expect(decodeOfficeSlides(code)).toBeNull();
    expect(decodeOfficeDocument(slides)).toBeNull();
  });

  it('refuses broken, unknown or oversized work', () => {
    expect(decodeOfficeDocument('{"format":"office-document/1",')).toBeNull();
    expect(decodeOfficeDocument(JSON.stringify({ ...report, extra: 1 }))).toBeNull();
    const bad = { ...report, blocks: [{ type: 'picture', picture: 'not-ours', caption: '' }] };
    expect(decodeOfficeDocument(JSON.stringify(bad))).toBeNull();
    const long = {
      ...report,
      blocks: [{ type: 'text', style: 'normal', align: 'start', text: 'a'.repeat(OFFICE_PROJECT_LIMITS.text + 1) }],
    };
    expect(decodeOfficeDocument(JSON.stringify(long))).toBeNull();
    const many = {
      ...report,
      blocks: Array.from({ length: OFFICE_PROJECT_LIMITS.blocks + 1 }, () => report.blocks[0]),
    };
    expect(decodeOfficeDocument(JSON.stringify(many))).toBeNull();
    const tooManySlides = {
      format: 'office-slides/1',
      slides: Array.from({ length: 11 }, () => blankOfficeSlides().slides[0]),
    };
    expect(decodeOfficeSlides(JSON.stringify(tooManySlides))).toBeNull();
    expect(decodeOfficeDocument(null)).toBeNull();
  });

  it('knows an empty report or presentation from one with something in it', () => {
    expect(officeWorkHasContent(blankOfficeDocument())).toBe(false);
    expect(officeWorkHasContent(blankOfficeSlides())).toBe(false);
    expect(officeWorkHasContent({ ...blankOfficeDocument(), title: 'My country' })).toBe(true);
    expect(officeWorkHasContent({ ...blankOfficeDocument(), blocks: [{ type: 'table', rows: [['', 'x']] }] })).toBe(
      true,
    );
    expect(officeWorkHasContent({ ...blankOfficeSlides(), slides: [{ title: '', text: '', picture: 'eye' }] })).toBe(
      true,
    );
  });
});
