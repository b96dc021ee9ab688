import { and, eq } from 'drizzle-orm';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/index.js';
import { courseContentVersions, courses, questions, stones } from '../db/tables.js';
import { loadCatalogue } from './catalogue.js';
import { startTestApp } from '../test-support/test-app.js';
import { startTestDatabase } from '../test-support/test-database.js';
import { CurriculumError, loadCurriculum, readCurriculum } from './loader.js';
import { fixtureCourse1, fixtureCurriculum, writeCourse } from '../test-support/curriculum-fixture.js';

let dir: string;
let db: Database;
let closeDb: () => Promise<void>;

beforeEach(async () => {
  dir = fixtureCurriculum();
  ({ db, close: closeDb } = await startTestDatabase());
  await loadCatalogue(db, dir);
});
afterEach(async () => {
  await closeDb();
  rmSync(dir, { recursive: true, force: true });
});

const courseId = async (number: number) =>
  (await db.select().from(courses).where(eq(courses.number, number)).limit(1))[0]!.id;
const stonesOf = async (number: number) =>
  await db
    .select()
    .from(stones)
    .where(eq(stones.courseId, await courseId(number)))
    .orderBy(stones.position);

describe('loadCurriculum', () => {
  it('loads each course folder: stones in map order, lesson stones with a file playable, questions with their answers', async () => {
    const report = await loadCurriculum(db, dir);
    expect(report).toEqual([
      { course: 1, version: 1, outcome: 'loaded' },
      { course: 2, version: 1, outcome: 'loaded' },
    ]);
    const list = await stonesOf(1);
    expect(list.map((s) => [s.key, s.kind, s.position, s.playable])).toEqual([
      ['l1', 'lesson', 1, true],
      ['l2', 'lesson', 2, true],
      ['g1', 'game', 3, false],
      ['l3', 'lesson', 4, true],
      ['l4', 'lesson', 5, true],
      ['l5', 'lesson', 6, true],
      ['l6', 'lesson', 7, true],
      ['c1', 'challenge', 8, false],
      ['l7', 'lesson', 9, false],
    ]);
    expect(list[0].intro).toHaveLength(2);
    const qs = await db.select().from(questions).where(eq(questions.stoneId, list[0].id)).orderBy(questions.position);
    expect(qs.map((q) => [q.key, q.type, q.points])).toEqual([
      ['q-choice', 'choice', 10],
      ['q-truefalse', 'truefalse', 10],
      ['q-fillin', 'fillin', 10],
      ['q-ordering', 'ordering', 20],
      ['q-matching', 'matching', 20],
    ]);
    expect(qs[0].definition).toMatchObject({ answer: 1 });
    expect(await db.select().from(courseContentVersions)).toHaveLength(2);
  });

  it('gives courses without a folder no stones', async () => {
    await loadCurriculum(db, dir);
    expect(await stonesOf(9)).toEqual([]);
  });

  it('loads nothing again for the same version, even when the files changed', async () => {
    await loadCurriculum(db, dir);
    const changed = fixtureCourse1(1);
    changed.map.stones[0].title.en = 'Changed';
    writeCourse(dir, '1-smoothy-starter', changed);
    expect((await loadCurriculum(db, dir))[0]).toEqual({ course: 1, version: 1, outcome: 'unchanged' });
    expect((await stonesOf(1))[0].titleEn).toBe('Stone l1');
  });

  it('keeps ids across versions (matched by key) and retires what was removed, never deleting it', async () => {
    await loadCurriculum(db, dir);
    const before = new Map((await stonesOf(1)).map((s) => [s.key, s.id]));
    const l1 = before.get('l1')!;
    const questionIds = new Map(
      (await db.select().from(questions).where(eq(questions.stoneId, l1))).map((q) => [q.key, q.id]),
    );

    const next = fixtureCourse1(2);
    next.map.stones = next.map.stones.filter((s) => s.key !== 'l2');
    next.map.stones.unshift({ key: 'l0', kind: 'lesson', title: { en: 'New', ar: 'جديد' } });
    next.map.stones[1].title.en = 'Renamed';
    next.lessons.l1 = {
      ...next.lessons.l1,
      questions: next.lessons.l1.questions.filter((q) => q.key !== 'q-matching'),
    };
    writeCourse(dir, '1-smoothy-starter', next);

    expect((await loadCurriculum(db, dir))[0]).toEqual({ course: 1, version: 2, outcome: 'loaded' });
    const after = await stonesOf(1);
    const byKey = new Map(after.map((s) => [s.key, s]));
    expect(byKey.get('l1')!.id).toBe(l1);
    expect(byKey.get('l1')!.titleEn).toBe('Renamed');
    expect(byKey.get('l1')!.position).toBe(2);
    expect(byKey.get('l0')!.position).toBe(1);
    expect(byKey.get('l2')!.retired).toBe(true);
    expect(byKey.get('l2')!.id).toBe(before.get('l2'));
    const qs = await db.select().from(questions).where(eq(questions.stoneId, l1));
    expect(qs.find((q) => q.key === 'q-choice')!.id).toBe(questionIds.get('q-choice'));
    expect(qs.find((q) => q.key === 'q-matching')!.retired).toBe(true);
    const l2Questions = await db
      .select()
      .from(questions)
      .where(eq(questions.stoneId, before.get('l2')!));
    expect(l2Questions.every((q) => q.retired)).toBe(true);
    expect(
      (
        await db
          .select()
          .from(courseContentVersions)
          .where(eq(courseContentVersions.courseId, await courseId(1)))
          .limit(1)
      )[0]!.version,
    ).toBe(2);
  });

  it('brings a retired stone back when it returns to the map', async () => {
    await loadCurriculum(db, dir);
    const l2 = (await stonesOf(1)).find((s) => s.key === 'l2')!.id;
    const v2 = fixtureCourse1(2);
    v2.map.stones = v2.map.stones.filter((s) => s.key !== 'l2');
    writeCourse(dir, '1-smoothy-starter', v2);
    await loadCurriculum(db, dir);
    writeCourse(dir, '1-smoothy-starter', fixtureCourse1(3));
    await loadCurriculum(db, dir);
    const back = (
      await db
        .select()
        .from(stones)
        .where(and(eq(stones.id, l2)))
        .limit(1)
    )[0]!;
    expect(back.retired).toBe(false);
    expect((await db.select().from(questions).where(eq(questions.stoneId, l2))).every((q) => !q.retired)).toBe(true);
  });

  it('reads nothing from a folder that does not exist', async () => {
    expect(await loadCurriculum(db, join(dir, 'nowhere'))).toEqual([]);
  });
});

describe('a bad content file stops the load, naming the file and the problem', () => {
  const expectError = async (pattern: RegExp) => {
    expect(() => readCurriculum(dir)).toThrow(CurriculumError);
    expect(() => readCurriculum(dir)).toThrow(pattern);
    await expect(loadCurriculum(db, dir)).rejects.toThrow(pattern);
    expect(await db.select().from(stones)).toEqual([]);
  };

  it('names invalid JSON', async () => {
    writeFileSync(join(dir, '1-smoothy-starter', 'lessons', 'l3.json'), '{ not json');
    await expectError(/1-smoothy-starter\/lessons\/l3\.json: is not valid JSON/);
  });

  it('names a schema error with its place in the file', async () => {
    const bad = fixtureCourse1();
    (bad.map.stones[2] as { kind: string }).kind = 'puzzle';
    writeCourse(dir, '1-smoothy-starter', bad);
    await expectError(/1-smoothy-starter\/course\.json: \/stones\/2\/kind must be equal to one of the allowed values/);
  });

  it('names a missing lesson file', async () => {
    rmSync(join(dir, '1-smoothy-starter', 'lessons', 'l4.json'));
    await expectError(/lessons\/l4\.json: cannot be read/);
  });

  it('names a choice answer outside its options, a duplicate key, a wrong folder number and a bad folder name', async () => {
    const bad = fixtureCourse1();
    (bad.lessons.l1.questions[0] as { answer: number }).answer = 7;
    writeCourse(dir, '1-smoothy-starter', bad);
    await expectError(/lessons\/l1\.json: \/questions\/0 \(q-choice\) answer 7 is not one of its 3 options/);

    const dup = fixtureCourse1();
    dup.map.stones[1].key = 'l1';
    writeCourse(dir, '1-smoothy-starter', dup);
    await expectError(/course\.json: \/stones\/1 key "l1" is used twice/);

    writeCourse(dir, '1-smoothy-starter', fixtureCourse1());
    writeCourse(dir, '3-wrong', { map: { ...fixtureCourse1().map, course: 4 }, lessons: fixtureCourse1().lessons });
    await expectError(/3-wrong\/course\.json: names course 4 but its folder says 3/);
    rmSync(join(dir, '3-wrong'), { recursive: true });

    mkdirSync(join(dir, 'Course One'));
    await expectError(/Course One: a course folder must be named/);
  });

  it('refuses a course number that is not in the catalogue', async () => {
    writeCourse(dir, '99-unknown', { map: { ...fixtureCourse1().map, course: 99 }, lessons: fixtureCourse1().lessons });
    await expect(loadCurriculum(db, dir)).rejects.toThrow(
      /99-unknown\/course\.json: course 99 is not in the catalogue/,
    );
  });

  it('stops the server start', async () => {
    writeFileSync(join(dir, '2-smoothy-adventures', 'course.json'), '[]');
    await expect(startTestApp({ curriculumDir: dir })).rejects.toThrow(/2-smoothy-adventures\/course\.json/);
  });
});

describe('the real content folder', () => {
  it('is valid (whatever the writers have finished so far)', () => {
    const real = join(import.meta.dirname, '../../content/curriculum');
    expect(() => readCurriculum(real)).not.toThrow();
  });
});
