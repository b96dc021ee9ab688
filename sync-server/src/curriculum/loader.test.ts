import { and, eq } from 'drizzle-orm';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/client.js';
import { courseContentVersions, courses, questions, stones } from '../db/schema.js';
import { loadCatalogue } from './catalogue.js';
import { startTestApp } from '../test-support/test-app.js';
import { CurriculumError, loadCurriculum, readCurriculum } from './loader.js';
import { fixtureCourse1, fixtureCurriculum, writeCourse } from './test-fixture.js';

let dir: string;
let db: Db;

beforeEach(() => {
  dir = fixtureCurriculum();
  db = openDatabase(':memory:');
  loadCatalogue(db, dir);
});
afterEach(() => {
  db.$client.close();
  rmSync(dir, { recursive: true, force: true });
});

const courseId = (number: number) => db.select().from(courses).where(eq(courses.number, number)).get()!.id;
const stonesOf = (number: number) => db.select().from(stones).where(eq(stones.courseId, courseId(number))).orderBy(stones.position).all();

describe('loadCurriculum', () => {
  it('loads each course folder: stones in map order, lesson stones with a file playable, questions with their answers', () => {
    const report = loadCurriculum(db, dir);
    expect(report).toEqual([
      { course: 1, version: 1, outcome: 'loaded' },
      { course: 2, version: 1, outcome: 'loaded' },
    ]);
    const list = stonesOf(1);
    expect(list.map((s) => [s.key, s.kind, s.position, s.playable])).toEqual([
      ['l1', 'lesson', 1, true], ['l2', 'lesson', 2, true], ['g1', 'game', 3, false], ['l3', 'lesson', 4, true], ['l4', 'lesson', 5, true],
      ['l5', 'lesson', 6, true], ['l6', 'lesson', 7, true], ['c1', 'challenge', 8, false], ['l7', 'lesson', 9, false],
    ]);
    expect(list[0].intro).toHaveLength(2);
    const qs = db.select().from(questions).where(eq(questions.stoneId, list[0].id)).orderBy(questions.position).all();
    expect(qs.map((q) => [q.key, q.type, q.points])).toEqual([
      ['q-choice', 'choice', 10], ['q-truefalse', 'truefalse', 10], ['q-fillin', 'fillin', 10], ['q-ordering', 'ordering', 20], ['q-matching', 'matching', 20],
    ]);
    expect(qs[0].definition).toMatchObject({ answer: 1 });
    expect(db.select().from(courseContentVersions).all()).toHaveLength(2);
  });

  it('gives courses without a folder no stones', () => {
    loadCurriculum(db, dir);
    expect(stonesOf(9)).toEqual([]);
  });

  it('loads nothing again for the same version, even when the files changed', () => {
    loadCurriculum(db, dir);
    const changed = fixtureCourse1(1);
    changed.map.stones[0].title.en = 'Changed';
    writeCourse(dir, '1-smoothy-starter', changed);
    expect(loadCurriculum(db, dir)[0]).toEqual({ course: 1, version: 1, outcome: 'unchanged' });
    expect(stonesOf(1)[0].titleEn).toBe('Stone l1');
  });

  it('keeps ids across versions (matched by key) and retires what was removed, never deleting it', () => {
    loadCurriculum(db, dir);
    const before = new Map(stonesOf(1).map((s) => [s.key, s.id]));
    const l1 = before.get('l1')!;
    const questionIds = new Map(db.select().from(questions).where(eq(questions.stoneId, l1)).all().map((q) => [q.key, q.id]));

    const next = fixtureCourse1(2);
    next.map.stones = next.map.stones.filter((s) => s.key !== 'l2');
    next.map.stones.unshift({ key: 'l0', kind: 'lesson', title: { en: 'New', ar: 'جديد' } });
    next.map.stones[1].title.en = 'Renamed';
    next.lessons.l1 = { ...next.lessons.l1, questions: next.lessons.l1.questions.filter((q) => q.key !== 'q-matching') };
    writeCourse(dir, '1-smoothy-starter', next);

    expect(loadCurriculum(db, dir)[0]).toEqual({ course: 1, version: 2, outcome: 'loaded' });
    const after = stonesOf(1);
    const byKey = new Map(after.map((s) => [s.key, s]));
    expect(byKey.get('l1')!.id).toBe(l1);
    expect(byKey.get('l1')!.titleEn).toBe('Renamed');
    expect(byKey.get('l1')!.position).toBe(2);
    expect(byKey.get('l0')!.position).toBe(1);
    expect(byKey.get('l2')!.retired).toBe(true);
    expect(byKey.get('l2')!.id).toBe(before.get('l2'));
    const qs = db.select().from(questions).where(eq(questions.stoneId, l1)).all();
    expect(qs.find((q) => q.key === 'q-choice')!.id).toBe(questionIds.get('q-choice'));
    expect(qs.find((q) => q.key === 'q-matching')!.retired).toBe(true);
    const l2Questions = db.select().from(questions).where(eq(questions.stoneId, before.get('l2')!)).all();
    expect(l2Questions.every((q) => q.retired)).toBe(true);
    expect(db.select().from(courseContentVersions).where(eq(courseContentVersions.courseId, courseId(1))).get()!.version).toBe(2);
  });

  it('brings a retired stone back when it returns to the map', () => {
    loadCurriculum(db, dir);
    const l2 = stonesOf(1).find((s) => s.key === 'l2')!.id;
    const v2 = fixtureCourse1(2);
    v2.map.stones = v2.map.stones.filter((s) => s.key !== 'l2');
    writeCourse(dir, '1-smoothy-starter', v2);
    loadCurriculum(db, dir);
    writeCourse(dir, '1-smoothy-starter', fixtureCourse1(3));
    loadCurriculum(db, dir);
    const back = db.select().from(stones).where(and(eq(stones.id, l2))).get()!;
    expect(back.retired).toBe(false);
    expect(db.select().from(questions).where(eq(questions.stoneId, l2)).all().every((q) => !q.retired)).toBe(true);
  });

  it('reads nothing from a folder that does not exist', () => {
    expect(loadCurriculum(db, join(dir, 'nowhere'))).toEqual([]);
  });
});

describe('a bad content file stops the load, naming the file and the problem', () => {
  const expectError = (pattern: RegExp) => {
    expect(() => readCurriculum(dir)).toThrow(CurriculumError);
    expect(() => readCurriculum(dir)).toThrow(pattern);
    expect(() => loadCurriculum(db, dir)).toThrow(pattern);
    expect(db.select().from(stones).all()).toEqual([]);
  };

  it('names invalid JSON', () => {
    writeFileSync(join(dir, '1-smoothy-starter', 'lessons', 'l3.json'), '{ not json');
    expectError(/1-smoothy-starter\/lessons\/l3\.json: is not valid JSON/);
  });

  it('names a schema error with its place in the file', () => {
    const bad = fixtureCourse1();
    (bad.map.stones[2] as { kind: string }).kind = 'puzzle';
    writeCourse(dir, '1-smoothy-starter', bad);
    expectError(/1-smoothy-starter\/course\.json: \/stones\/2\/kind must be equal to one of the allowed values/);
  });

  it('names a missing lesson file', () => {
    rmSync(join(dir, '1-smoothy-starter', 'lessons', 'l4.json'));
    expectError(/lessons\/l4\.json: cannot be read/);
  });

  it('names a choice answer outside its options, a duplicate key, a wrong folder number and a bad folder name', () => {
    const bad = fixtureCourse1();
    (bad.lessons.l1.questions[0] as { answer: number }).answer = 7;
    writeCourse(dir, '1-smoothy-starter', bad);
    expectError(/lessons\/l1\.json: \/questions\/0 \(q-choice\) answer 7 is not one of its 3 options/);

    const dup = fixtureCourse1();
    dup.map.stones[1].key = 'l1';
    writeCourse(dir, '1-smoothy-starter', dup);
    expectError(/course\.json: \/stones\/1 key "l1" is used twice/);

    writeCourse(dir, '1-smoothy-starter', fixtureCourse1());
    writeCourse(dir, '3-wrong', { map: { ...fixtureCourse1().map, course: 4 }, lessons: fixtureCourse1().lessons });
    expectError(/3-wrong\/course\.json: names course 4 but its folder says 3/);
    rmSync(join(dir, '3-wrong'), { recursive: true });

    mkdirSync(join(dir, 'Course One'));
    expectError(/Course One: a course folder must be named/);
  });

  it('refuses a course number that is not in the catalogue', () => {
    writeCourse(dir, '99-unknown', { map: { ...fixtureCourse1().map, course: 99 }, lessons: fixtureCourse1().lessons });
    expect(() => loadCurriculum(db, dir)).toThrow(/99-unknown\/course\.json: course 99 is not in the catalogue/);
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
