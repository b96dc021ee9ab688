import { translate, type Language } from '@codeyard/shared-schema';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

/**
 * Rows and typed columns in, a real .xlsx out (exceljs; never the frozen `xlsx` package). Every sheet
 * has a bold header row in the reader's language, frozen so it stays while scrolling, columns as wide
 * as their content, right-to-left in Arabic, and typed cells: dates are dates and numbers are numbers,
 * so a spreadsheet can sort, sum and chart them.
 */

/** label: a code (a status, a kind) shown by its word in the reader's language (reports.values). */
export type ColumnType = 'text' | 'label' | 'integer' | 'decimal' | 'percent' | 'date' | 'datetime';

export interface Column<R> {
  /** The header's locale key under reports.columns. */
  key: string;
  type: ColumnType;
  value: (row: R) => string | number | boolean | Date | null | undefined;
}

export interface Sheet<R> {
  /** The sheet's name: a locale key under reports.sheets. */
  name: string;
  columns: Column<R>[];
  rows: R[];
}

/** A sheet of any row type, as a workbook takes them. */
export type AnySheet = Sheet<unknown>;
export const sheet = <R>(s: Sheet<R>): AnySheet => s as unknown as AnySheet;

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const NUMBER_FORMATS: Record<ColumnType, string | undefined> = {
  text: undefined,
  label: undefined,
  integer: '0',
  decimal: '0.00',
  percent: '0%',
  date: 'yyyy-mm-dd',
  datetime: 'yyyy-mm-dd hh:mm',
};

const MIN_WIDTH = 8;
const MAX_WIDTH = 60;

/** A stored time ('2026-03-01T09:30:00.000Z', or a day) as a Date; anything else as nothing. */
export function asDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : new Date(ms);
}

function cellValue(type: ColumnType, raw: ReturnType<Column<unknown>['value']>) {
  if (raw === null || raw === undefined || raw === '') return null;
  switch (type) {
    case 'date':
    case 'datetime':
      return raw instanceof Date ? raw : asDate(String(raw));
    case 'integer':
    case 'decimal':
    case 'percent': {
      const n = typeof raw === 'number' ? raw : Number(raw);
      return Number.isFinite(n) ? n : null;
    }
    default:
      return typeof raw === 'boolean' ? raw : String(raw);
  }
}

/** What a column shows, to size it: dates by their format's length. */
function shownLength(type: ColumnType, value: unknown, lang: Language): number {
  if (value === null || value === undefined) return 0;
  if (type === 'date') return 10;
  if (type === 'datetime') return 16;
  if (type === 'percent') return 5;
  if (typeof value === 'boolean') return translate(lang, value ? 'reports.yes' : 'reports.no').length;
  return String(value).length;
}

/** Excel's sheet names: at most 31 characters, none of []:*?/\ . */
const sheetName = (name: string) => name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet';

export function buildWorkbook(sheets: AnySheet[], lang: Language): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = translate(lang, 'app.name');
  workbook.created = new Date();
  for (const sheet of sheets) {
    const ws = workbook.addWorksheet(sheetName(translate(lang, `reports.sheets.${sheet.name}`)), {
      views: [{ state: 'frozen', xSplit: 0, ySplit: 1, rightToLeft: lang === 'ar' }],
    });
    const headers = sheet.columns.map((c) => translate(lang, `reports.columns.${c.key}`));
    const widths = headers.map((h) => h.length);
    ws.columns = sheet.columns.map((c, i) => ({
      key: c.key,
      style: NUMBER_FORMATS[c.type] ? { numFmt: NUMBER_FORMATS[c.type] } : {},
      header: headers[i],
    }));
    for (const row of sheet.rows) {
      const values = sheet.columns.map((c, i) => {
        const raw = c.value(row);
        const value =
          c.type === 'label' && raw !== null && raw !== undefined
            ? translate(lang, `reports.values.${String(raw)}`)
            : cellValue(c.type, raw);
        widths[i] = Math.max(widths[i]!, shownLength(c.type, value, lang));
        return typeof value === 'boolean' ? translate(lang, value ? 'reports.yes' : 'reports.no') : value;
      });
      ws.addRow(values);
    }
    ws.columns.forEach((column, i) => {
      column.width = Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, widths[i]! + 2));
    });
    const header = ws.getRow(1);
    header.font = { bold: true };
    header.alignment = { vertical: 'middle' };
    ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: Math.max(1, sheet.columns.length) } };
  }
  return workbook;
}

export async function workbookBuffer(sheets: AnySheet[], lang: Language): Promise<Buffer> {
  return Buffer.from(await buildWorkbook(sheets, lang).xlsx.writeBuffer());
}

/** A file name safe in a header: letters, digits, - and _ ; the rest become -. */
export function fileName(parts: (string | number)[]): string {
  const base = parts
    .map((p) =>
      String(p)
        .normalize('NFKD')
        .replace(/\p{M}+/gu, '')
        .replace(/[^A-Za-z0-9_-]+/g, '-')
        .replace(/^-+|-+$/g, ''),
    )
    .filter(Boolean)
    .join('_');
  return `${base || 'report'}.xlsx`;
}

/** Sets the file's headers on the reply and answers its bytes (a Buffer is sent as it is). */
export function sendFile(reply: FastifyReply, name: string, bytes: Buffer): Buffer {
  void reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store, private');
  return bytes;
}
