import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { classrooms, classroomStudents, users } from '../db/tables.js';
import { multipart } from '../test-support/learning.js';
import { bearer, tokenFor } from '../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { buildFixture, type Fixture } from '../test-support/teacher-fixture.js';
import { sniff } from './class-list.js';
import { firstPassword } from './import.js';

let t: TestApp;
let f: Fixture;

beforeEach(async () => {
  t = await startTestApp({ seedDemoData: true });
  f = await buildFixture(t.app);
});
afterEach(async () => t?.close());

const FIRST = [
  'Adam',
  'Bana',
  'Carl',
  'Dina',
  'Elias',
  'Farah',
  'Gina',
  'Hadi',
  'Iman',
  'Jad',
  'Karim',
  'Lama',
  'Maya',
];
const LAST = ['Nasser', 'Odeh'];
/** 25 different full names (first name and last name in one cell). */
const names25 = Array.from(
  { length: 25 },
  (_, i) => `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length)]}`,
);

async function upload(
  classroomId: number,
  file: Buffer,
  filename: string,
  { who = 'teacher1', query = '' }: { who?: string; query?: string } = {},
) {
  const body = multipart('file', filename, file);
  return t.app.inject({
    method: 'POST',
    url: `/api/import-excel-by-teacher/${classroomId}${query}`,
    headers: { ...body.headers, ...bearer(await tokenFor(t.app, who)) },
    payload: body.payload,
  });
}

const csv = (lines: string[]) => Buffer.from(lines.join('\r\n') + '\r\n');
const userCount = async () => (await t.app.db.select().from(users)).length;
const seated = async (classroomId: number) =>
  (await t.app.db.select().from(classroomStudents).where(eq(classroomStudents.classroomId, classroomId))).length;

async function xlsx(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Class');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('POST /import-excel-by-teacher/{id}', () => {
  it('creates 25 students from a CSV in one go and answers their usernames and first passwords', async () => {
    const res = await upload(f.classroomId, csv(['Name', ...names25]), 'class.csv');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.message).toBe('The student accounts are created. Print or copy their usernames and passwords now.');
    expect(data.preview).toBe(false);
    expect(data.students).toHaveLength(25);
    expect(data.students[0]).toMatchObject({ row: 2, first_name: 'Adam', last_name: 'Nasser', username: 'adamnasser' });
    expect(new Set(data.students.map((s: { username: string }) => s.username)).size).toBe(25);
    for (const s of data.students) expect(s.password).toMatch(/^[a-z]{3,6}[0-9]{2,3}$/);
    expect(await seated(f.classroomId)).toBe(30);
    // A child signs in with what the teacher was given.
    const first = data.students[7];
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { login_email: first.username, password: first.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('reads an .xlsx built with exceljs; other columns are ignored and usernames never collide', async () => {
    const file = await xlsx([
      ['Full name', 'Notes'],
      ['Nadia Fares', 'front row'],
      ['', ''],
      ['Student', ''],
      ['Omar Zaki', ''],
      ['Omarz Aki', ''],
    ]);
    const res = await upload(f.classroomId, file, 'class.xlsx');
    expect(res.statusCode, res.body).toBe(200);
    const students = res.json().data.students;
    expect(
      students.map((s: { row: number; first_name: string; username: string }) => [s.row, s.first_name, s.username]),
    ).toEqual([
      [2, 'Nadia', 'nadiafares'],
      // student1..student5 exist; "student" is free.
      [4, 'Student', 'student'],
      [5, 'Omar', 'omarzaki'],
      [6, 'Omarz', 'omarzaki1'],
    ]);
  });

  it('accepts a .xls that is really a CSV with semicolons, or an HTML table', async () => {
    const semicolons = await upload(f.classroomId, Buffer.from('Name;Class\r\nRana Kassem;4\r\n'), 'list.xls', {
      query: '?preview=true',
    });
    expect(semicolons.statusCode).toBe(200);
    expect(semicolons.json().data.students.map((s: { username: string }) => s.username)).toEqual(['ranakassem']);
    const html = Buffer.from(
      '<html><body><table><tr><th>Name</th></tr><tr><td>Tala&nbsp;Mourad</td></tr><tr><td><b>Zaid Amin</b></td></tr></table></body></html>',
    );
    const fromHtml = await upload(f.classroomId, html, 'list.xls', { query: '?preview=true' });
    expect(fromHtml.statusCode).toBe(200);
    expect(
      fromHtml
        .json()
        .data.students.map((s: { first_name: string; last_name: string }) => `${s.first_name} ${s.last_name}`),
    ).toEqual(['Tala Mourad', 'Zaid Amin']);
  });

  it('refuses an old binary .xls with a message that says what to do', async () => {
    const biff = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512, 0)]);
    expect(sniff(biff)).toBe('biff');
    const res = await upload(f.classroomId, biff, 'list.xls');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toEqual([
      'This is an old Excel file (.xls). Please save it as .xlsx or .csv and import it again.',
    ]);
  });

  it('preview=true answers what would be created and writes nothing', async () => {
    const before = await userCount();
    const res = await upload(f.classroomId, csv(names25.slice(0, 3)), 'class.csv', { query: '?preview=true' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      message: 'Nothing is created yet. Check the names and usernames, then import.',
      preview: true,
      students: [
        { row: 1, username: 'adamnasser', password: null },
        { row: 2, username: 'bananasser', password: null },
        { row: 3, username: 'carlnasser', password: null },
      ],
    });
    expect(await userCount()).toBe(before);
    expect(await seated(f.classroomId)).toBe(5);
  });

  it('refuses duplicates in the file and names already in the class, every row listed, the first first; nothing is written', async () => {
    const before = await userCount();
    const dup = await upload(f.classroomId, csv(['Adam Nasser', 'Bana Odeh', 'adam  nasser', 'Bana Odeh']), 'c.csv');
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors.file).toEqual([
      'Row 3: adam nasser appears twice in the file.',
      'Row 4: Bana Odeh appears twice in the file.',
    ]);
    const inClass = await upload(f.classroomId, csv(['Adam Nasser', 'Leo Martin']), 'c.csv', { query: '?lang=ar' });
    expect(inClass.statusCode).toBe(422);
    expect(inClass.json().errors.file).toEqual(['السطر 2: الاسم Leo Martin موجود في هذا الصف بالفعل.']);
    const badName = await upload(f.classroomId, csv(['Adam Nasser', 'R2-D2!']), 'c.csv');
    expect(badName.json().errors.file).toEqual([
      'Row 2: please type the name in English, with no special characters or symbols.',
    ]);
    expect(await userCount()).toBe(before);
  });

  it('refuses a list beyond the seats, all or nothing', async () => {
    await t.app.db.write((tx) =>
      tx.update(classrooms).set({ numberOfSeats: 29 }).where(eq(classrooms.id, f.classroomId)),
    );
    const before = await userCount();
    const res = await upload(f.classroomId, csv(names25), 'class.csv');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toEqual(['You have reached the maximum number of students.']);
    expect(await userCount()).toBe(before);
    expect(await seated(f.classroomId)).toBe(5);
  });

  it('refuses a file over 5 MB with a field error, not a 500', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 'a');
    const res = await upload(f.classroomId, big, 'big.csv');
    expect(res.statusCode).toBe(413);
    expect(res.json().errors.file).toEqual(['The file is larger than 5 MB. Please split the list into smaller files.']);
  });

  it('refuses no file, an empty list, another teacher and other roles', async () => {
    const token = await tokenFor(t.app, 'teacher1');
    const noFile = await t.app.inject({
      method: 'POST',
      url: `/api/import-excel-by-teacher/${f.classroomId}`,
      headers: bearer(token),
      payload: { file: 'x' },
    });
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json().errors.file).toEqual(['Please choose a file to import.']);
    const empty = await upload(f.classroomId, csv(['Name', '', '']), 'c.csv');
    expect(empty.json().errors.file).toEqual(['The file has no names.']);
    expect((await upload(f.otherClassroomId, csv(['Adam Nasser']), 'c.csv')).statusCode).toBe(403);
    expect((await upload(f.classroomId, csv(['Adam Nasser']), 'c.csv', { who: 'teacher3' })).statusCode).toBe(403);
    expect((await upload(f.classroomId, csv(['Adam Nasser']), 'c.csv', { who: 'student1' })).statusCode).toBe(403);
    expect(await seated(f.classroomId)).toBe(5);
  });
});

describe('first passwords', () => {
  it('are a short word and digits, at least 6 characters', () => {
    for (let i = 0; i < 200; i++) {
      const p = firstPassword();
      expect(p).toMatch(/^[a-z]+[0-9]+$/);
      expect(p.length).toBeGreaterThanOrEqual(6);
    }
  });
});
