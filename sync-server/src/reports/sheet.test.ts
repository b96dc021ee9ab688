import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { fileName, sheet, workbookBuffer } from './sheet.js';

interface Row {
  name: string;
  status: string;
  points: number | null;
  share: number;
  at: string | null;
}

const rows: Row[] = [
  {
    name: 'A very long name that makes the column wide',
    status: 'approved',
    points: 120,
    share: 0.5,
    at: '2026-02-01T08:00:00Z',
  },
  { name: 'Bo', status: 'pending', points: null, share: 1, at: null },
];
const report = sheet<Row>({
  name: 'projects',
  rows,
  columns: [
    { key: 'project', type: 'text', value: (r) => r.name },
    { key: 'status', type: 'label', value: (r) => r.status },
    { key: 'points', type: 'integer', value: (r) => r.points },
    { key: 'progress', type: 'percent', value: (r) => r.share },
    { key: 'submittedAt', type: 'datetime', value: (r) => r.at },
  ],
});

async function opened(lang: 'en' | 'ar') {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await workbookBuffer([report], lang)) as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

describe('the spreadsheet module', () => {
  it('writes typed cells: numbers with their format, dates as dates, labels in words, nothing as empty', async () => {
    const ws = await opened('en');
    expect(ws.getRow(1).values).toEqual([undefined, 'Project', 'Status', 'Points', 'Progress', 'Submitted on']);
    expect(ws.getCell('B2').value).toBe('Approved');
    expect(ws.getCell('C2').value).toBe(120);
    expect(ws.getCell('C2').numFmt).toBe('0');
    expect(ws.getCell('D2').value).toBe(0.5);
    expect(ws.getCell('D2').numFmt).toBe('0%');
    expect(ws.getCell('E2').type).toBe(ExcelJS.ValueType.Date);
    expect(ws.getCell('E2').numFmt).toBe('yyyy-mm-dd hh:mm');
    expect(ws.getCell('C3').type).toBe(ExcelJS.ValueType.Null);
    expect(ws.getCell('E3').type).toBe(ExcelJS.ValueType.Null);
  });

  it('sizes columns by their longest value within bounds, and freezes the header', async () => {
    const ws = await opened('en');
    expect(ws.getColumn(1).width).toBe(rows[0]!.name.length + 2);
    expect(ws.getColumn(3).width).toBe(8);
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1, rightToLeft: false });
  });

  it('is right to left in Arabic, with Arabic words', async () => {
    const ws = await opened('ar');
    expect(ws.views[0]).toMatchObject({ rightToLeft: true });
    expect(ws.name).toBe('المشاريع');
    expect(ws.getCell('B2').value).toBe('مقبول');
  });

  it('names files with safe characters only', () => {
    expect(fileName(['students', 'Grade 4 "Explorers"', ''])).toBe('students_Grade-4-Explorers.xlsx');
    expect(fileName(['الصف'])).toBe('report.xlsx');
    expect(fileName(['details', 'Léa'])).toBe('details_Lea.xlsx');
  });
});
