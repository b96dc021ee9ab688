import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { DEFAULT_CURRICULUM_DIR } from './catalogue.js';
import { loadContentKind, type ContentKindDescriptor } from './content-loader.js';

/**
 * The one content loader (content-loader.ts) with a content kind of its own: what every kind (levels,
 * exercises, project templates, games) gets from it, whatever its schema and checks.
 */
let t: TestApp;
const dirs: string[] = [];
beforeAll(async () => {
  t = await startTestApp({});
});
afterAll(async () => {
  await t?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const COURSE = '1-smoothy-starter';
/** Course 1 with only these files in its levels folder. */
function levelsFolderWith(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'codeyard-content-'));
  dirs.push(dir);
  cpSync(join(DEFAULT_CURRICULUM_DIR, 'catalogue.json'), join(dir, 'catalogue.json'));
  cpSync(join(DEFAULT_CURRICULUM_DIR, COURSE), join(dir, COURSE), {
    recursive: true,
    filter: (path) => !/[\\/]levels[\\/].+\.json$/.test(path),
  });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, COURSE, 'levels', name), text);
  return dir;
}

type Note = { key: string; n: number };
const NOTE: ContentKindDescriptor<Note> = {
  content: 'levels',
  schema: Type.Object({ key: Type.String(), n: Type.Integer({ minimum: 1 }) }, { additionalProperties: false }),
  invalid: 'is not a valid note',
  hiddenKeywords: ['boolean'],
  stoneKinds: ['challenge', 'code'],
  stoneKindsText: 'a challenge or code',
  fileProblems: (note) => (note.n > 5 ? [`/n ${note.n} is more than 5`] : []),
  stoneProblems: (note, kind) => (kind === 'code' && note.n === 5 ? ['a code stone takes no 5'] : []),
};
const note = (key: string, n = 1) => JSON.stringify({ key, n });
const load = (files: Record<string, string>) => loadContentKind(t.app.db, levelsFolderWith(files), NOTE);

describe('the content loader', () => {
  it("maps each file to its stone, in map order by course, with the stone's kind and place", async () => {
    const registry = await load({ 'code-first-walk.json': note('code-first-walk'), 'README.txt': 'not content' });
    expect(registry.size).toBe(1);
    const [entry] = registry.all();
    expect(entry).toMatchObject({ key: 'code-first-walk', courseNumber: 1, file: { n: 1 } });
    expect(entry!.kind).toBe('code');
    expect(registry.byStone(entry!.stoneId)).toBe(entry);
    expect(registry.ofCourse(entry!.courseId)).toEqual([entry]);
    expect(registry.stoneIds()).toEqual([entry!.stoneId]);
    expect(registry.ofCourse(-1)).toEqual([]);
  });

  it('refuses a bad file naming it and what is wrong', async () => {
    const shown = /1-smoothy-starter[\\/]levels[\\/]code-first-walk\.json: /;
    const refusal = (text: string) => load({ 'code-first-walk.json': text });
    await expect(refusal('{ nope')).rejects.toThrow(new RegExp(`${shown.source}cannot be read as JSON \\(`));
    await expect(refusal(JSON.stringify({ key: 'code-first-walk', n: 0 }))).rejects.toThrow(
      new RegExp(`${shown.source}/n `),
    );
    await expect(refusal(note('another-key'))).rejects.toThrow(
      new RegExp(`${shown.source}key "another-key" does not match the file name`),
    );
    await expect(refusal(note('code-first-walk', 6))).rejects.toThrow(new RegExp(`${shown.source}/n 6 is more than 5`));
    await expect(refusal(note('code-first-walk', 5))).rejects.toThrow(
      new RegExp(`${shown.source}a code stone takes no 5`),
    );
  });

  it('refuses a file for a stone of another kind, or of no stone of the map', async () => {
    await expect(load({ 'what-is-a-program.json': note('what-is-a-program') })).rejects.toThrow(
      /levels[\\/]what-is-a-program\.json: "what-is-a-program" is not a challenge or code stone of course 1/,
    );
    await expect(load({ 'no-such-stone.json': note('no-such-stone') })).rejects.toThrow(
      /"no-such-stone" is not a challenge or code stone of course 1/,
    );
  });
});
