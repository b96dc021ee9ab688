import { ENGLISH_NAME_PATTERN, roster, type FieldIssue } from '@codeyard/shared-schema';
import { parse as parseCsv } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { HttpError } from '../http/errors.js';

const { IMPORT_FILE } = roster;

/**
 * Reading a class list (POST /import-excel-by-teacher/{id}): the names in a file, by its content, not
 * its name. An .xlsx is read with exceljs, text with csv-parse (comma, semicolon or tab: spreadsheets
 * save CSV with the separator of their locale), an HTML table (what some tools save as ".xls") by its
 * cells. An old binary .xls (BIFF in an OLE2 container) has no well-kept reader: it is refused with a
 * message that tells the teacher to save it as .xlsx or .csv.
 */

export interface NameRow {
  /** 1-based, as the spreadsheet shows it. */
  row: number;
  firstName: string;
  lastName: string;
  /** The whole name, spaces collapsed: what duplicates are compared by (without case). */
  fullName: string;
}

const fileError = (key: string, vars?: Record<string, string | number>, status = 422) =>
  new HttpError(status, key, { issues: { [IMPORT_FILE.field]: [{ key, vars }] } });

export const fileIssues = (issues: FieldIssue[]) =>
  new HttpError(422, issues[0]!.key, { issues: { [IMPORT_FILE.field]: issues }, vars: issues[0]!.vars });

const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

type Kind = 'xlsx' | 'biff' | 'html' | 'text';

export function sniff(bytes: Buffer): Kind {
  if (bytes.subarray(0, 8).equals(OLE2)) return 'biff';
  if (bytes.subarray(0, 4).equals(ZIP)) return 'xlsx';
  const head = bytes
    .subarray(0, 2048)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  if (head.startsWith('<') && /<(table|html|tr)\b/.test(head + bytes.subarray(2048, 65_536).toString('utf8')))
    return 'html';
  return 'text';
}

/** Rows of cells as text, in file order. */
async function cellsOf(bytes: Buffer): Promise<string[][]> {
  switch (sniff(bytes)) {
    case 'biff':
      throw fileError('validation.importLegacyXls');
    case 'xlsx':
      return xlsxRows(bytes);
    case 'html':
      return htmlRows(bytes.toString('utf8'));
    default:
      return textRows(bytes);
  }
}

async function xlsxRows(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw fileError('validation.importUnreadable');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cell.text ?? '';
    });
    rows[rowNumber - 1] = cells;
  });
  return Array.from(rows, (r) => r ?? []);
}

function textRows(bytes: Buffer): string[][] {
  if (bytes.includes(0)) throw fileError('validation.importUnreadable');
  const text = bytes.toString('utf8');
  try {
    return parseCsv(text, {
      bom: true,
      delimiter: [',', ';', '\t'],
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
    }) as string[][];
  } catch {
    throw fileError('validation.importUnreadable');
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The cells of the first table of an HTML page: each <tr>'s <td> and <th> texts, tags dropped. */
function htmlRows(html: string): string[][] {
  const table = /<table\b[\s\S]*?<\/table\s*>/i.exec(html)?.[0] ?? html;
  const text = (cell: string) =>
    cell.replace(/<[^>]*>/g, ' ').replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#')
        return String.fromCodePoint(
          name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10),
        );
      return ENTITIES[name.toLowerCase()] ?? whole;
    });
  return [...table.matchAll(/<tr\b[\s\S]*?(?=<tr\b|<\/table|$)/gi)].map((tr) =>
    [...tr[0].matchAll(/<t[dh]\b[^>]*>([\s\S]*?)(?=<t[dh]\b|<\/tr|$)/gi)].map((td) => text(td[1]!)),
  );
}

/** A first row that names the column rather than a student. */
const HEADERS = new Set(['name', 'names', 'full name', 'student', 'students', 'student name', 'الاسم', 'اسم الطالب']);

const collapse = (s: string) => s.replace(/\s+/g, ' ').trim();
export const nameKey = (s: string) => collapse(s).toLowerCase();
const englishName = new RegExp(ENGLISH_NAME_PATTERN);

/**
 * The names of a class list: each row's first filled cell (other columns are ignored), rows without a
 * name skipped. Every problem is reported at once, by row, the first first: a name not typed in English,
 * a name twice in the file.
 */
export async function readClassList(bytes: Buffer): Promise<NameRow[]> {
  const rows = await cellsOf(bytes);
  const names: NameRow[] = [];
  const issues: FieldIssue[] = [];
  const seen = new Map<string, number>();
  rows.forEach((cells, i) => {
    const full = collapse(cells.find((c) => c && c.trim()) ?? '');
    if (!full) return;
    if (names.length === 0 && !issues.length && HEADERS.has(full.toLowerCase())) return;
    const row = i + 1;
    if (!englishName.test(full)) {
      issues.push({ key: 'validation.importBadName', vars: { row } });
      return;
    }
    const key = nameKey(full);
    if (seen.has(key)) issues.push({ key: 'validation.importDuplicate', vars: { row, name: full } });
    seen.set(key, row);
    const [firstName = '', ...rest] = full.split(' ');
    names.push({ row, firstName, lastName: rest.join(' '), fullName: full });
  });
  if (issues.length) throw fileIssues(issues);
  if (!names.length) throw fileError('validation.importEmpty');
  if (names.length > IMPORT_FILE.maxNames) throw fileError('validation.importTooMany', { max: IMPORT_FILE.maxNames });
  return names;
}
