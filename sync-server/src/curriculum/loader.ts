import { CONTENT_KINDS, CourseMapFile, kindsPlayableBy, LessonFile, type Question } from '@codeyard/shared-schema';
import { and, eq, notInArray } from 'drizzle-orm';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { TSchema } from 'typebox';
import type { Database, Tx } from '../db/index.js';
import { courseContentVersions, courses, questions, stones } from '../db/tables.js';
import { validatorOf } from './validator.js';

/**
 * The curriculum content loader. At every start (after migrations, after the catalogue, before the demo
 * accounts) it reads <dir>/<n>-<slug>/course.json and the lesson files it names (lessons/<file>.json),
 * validates each with the content schemas, and stops the start on the first bad file with a message
 * naming the file and what is wrong. A course whose file version is newer than the one loaded is written
 * in one transaction: stones and questions are matched by key and keep their ids across versions; ones
 * no longer in the files are marked retired, never deleted (answers point at them). A course without a
 * folder has no stones. Playable = a lesson stone with a lesson file; the other kinds' content is loaded
 * after it (stone-contents.ts).
 */

export class CurriculumError extends Error {
  constructor(file: string, problem: string) {
    super(`Curriculum content ${file}: ${problem}`);
    this.name = 'CurriculumError';
  }
}

export interface CourseContent {
  folder: string;
  map: CourseMapFile;
  /** Lesson files by their `file` name. */
  lessons: Map<string, LessonFile>;
}

export interface LoadReport {
  course: number;
  version: number;
  /** loaded: written now; unchanged: the same or an older version was loaded before. */
  outcome: 'loaded' | 'unchanged';
}

const FOLDER_PATTERN = /^(\d+)-[a-z0-9-]+$/;
/** The stones played from a lesson file the map names (the stone-player registry: 'lesson'). */
const LESSON_KINDS = kindsPlayableBy('lessons');

function readJson(root: string, file: string): unknown {
  const shown = relative(root, file) || file;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new CurriculumError(shown, 'cannot be read (is it missing?)');
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new CurriculumError(shown, `is not valid JSON (${(error as Error).message})`);
  }
}

function check<T>(root: string, file: string, schema: TSchema, value: unknown): T {
  if (validatorOf(schema).Check(value)) return value as T;
  const problems = [...validatorOf(schema).Errors(value)]
    .filter((e) => e.keyword !== 'boolean')
    .slice(0, 5)
    .map((e) => `${e.instancePath || '/'} ${e.message}`);
  throw new CurriculumError(relative(root, file) || file, problems.join('; '));
}

function checkQuestion(fail: (problem: string) => never, question: Question, index: number): void {
  const at = `/questions/${index} (${question.key})`;
  if (question.type === 'choice' && question.answer >= question.options.length)
    fail(`${at} answer ${question.answer} is not one of its ${question.options.length} options`);
}

/** Reads and validates every course folder; throws CurriculumError on the first problem. */
export function readCurriculum(dir: string): CourseContent[] {
  if (!existsSync(dir)) return [];
  const found: CourseContent[] = [];
  const numbers = new Map<number, string>();
  for (const folder of readdirSync(dir).sort()) {
    const path = join(dir, folder);
    if (!statSync(path).isDirectory()) continue;
    const match = FOLDER_PATTERN.exec(folder);
    if (!match)
      throw new CurriculumError(folder, 'a course folder must be named <course number>-<slug>, e.g. 1-smoothy-starter');
    const courseFile = join(path, 'course.json');
    const shown = relative(dir, courseFile);
    const fail = (problem: string): never => {
      throw new CurriculumError(shown, problem);
    };
    const map = check<CourseMapFile>(dir, courseFile, CourseMapFile, readJson(dir, courseFile));
    if (map.course !== Number(match[1])) fail(`names course ${map.course} but its folder says ${match[1]}`);
    if (numbers.has(map.course)) fail(`course ${map.course} is also in ${numbers.get(map.course)}`);
    numbers.set(map.course, folder);

    const keys = new Set<string>();
    const lessons = new Map<string, LessonFile>();
    map.stones.forEach((stone, index) => {
      if (keys.has(stone.key)) fail(`/stones/${index} key "${stone.key}" is used twice`);
      keys.add(stone.key);
      if (!LESSON_KINDS.includes(stone.kind) || !stone.file || lessons.has(stone.file)) return;
      const lessonFile = join(path, CONTENT_KINDS.lessons.folder, `${stone.file}.json`);
      const lesson = check<LessonFile>(dir, lessonFile, LessonFile, readJson(dir, lessonFile));
      const failLesson = (problem: string): never => {
        throw new CurriculumError(relative(dir, lessonFile), problem);
      };
      const questionKeys = new Set<string>();
      lesson.questions.forEach((question, i) => {
        if (questionKeys.has(question.key)) failLesson(`/questions/${i} key "${question.key}" is used twice`);
        questionKeys.add(question.key);
        checkQuestion(failLesson, question, i);
      });
      lessons.set(stone.file, lesson);
    });
    found.push({ folder, map, lessons });
  }
  return found;
}

async function writeCourse(tx: Tx, courseId: number, content: CourseContent): Promise<void> {
  const existing = new Map(
    (await tx.select().from(stones).where(eq(stones.courseId, courseId))).map((s) => [s.key, s]),
  );
  const kept: number[] = [];
  for (const [index, stone] of content.map.stones.entries()) {
    const lesson = LESSON_KINDS.includes(stone.kind) && stone.file ? content.lessons.get(stone.file) : undefined;
    const values = {
      position: index + 1,
      kind: stone.kind,
      titleEn: stone.title.en,
      titleAr: stone.title.ar,
      intro: lesson?.intro ?? null,
      playable: lesson !== undefined,
      retired: false,
    };
    const before = existing.get(stone.key);
    const stoneId = before
      ? (await tx.update(stones).set(values).where(eq(stones.id, before.id)), before.id)
      : (
          await tx
            .insert(stones)
            .values({ courseId, key: stone.key, ...values })
            .returning({ id: stones.id })
        )[0].id;
    kept.push(stoneId);
    await writeQuestions(tx, stoneId, lesson?.questions ?? []);
  }
  const gone = [...existing.values()].filter((s) => !kept.includes(s.id));
  for (const stone of gone) {
    await tx.update(stones).set({ retired: true }).where(eq(stones.id, stone.id));
    await tx.update(questions).set({ retired: true }).where(eq(questions.stoneId, stone.id));
  }
}

async function writeQuestions(tx: Tx, stoneId: number, list: readonly Question[]): Promise<void> {
  const existing = new Map(
    (await tx.select().from(questions).where(eq(questions.stoneId, stoneId))).map((q) => [q.key, q]),
  );
  for (const [index, question] of list.entries()) {
    const values = {
      position: index + 1,
      type: question.type,
      definition: question,
      points: question.points,
      skill: question.skill,
      retired: false,
    };
    const before = existing.get(question.key);
    if (before) await tx.update(questions).set(values).where(eq(questions.id, before.id));
    else await tx.insert(questions).values({ stoneId, key: question.key, ...values });
  }
  const keys = list.map((q) => q.key);
  await tx
    .update(questions)
    .set({ retired: true })
    .where(
      keys.length
        ? and(eq(questions.stoneId, stoneId), notInArray(questions.key, keys))
        : eq(questions.stoneId, stoneId),
    );
}

/**
 * Loads the curriculum folder into the database: validates everything first (a bad file throws and
 * nothing is written), then writes each course whose version is newer, all in one transaction.
 */
export async function loadCurriculum(db: Database, dir: string): Promise<LoadReport[]> {
  const contents = readCurriculum(dir);
  const courseIds = new Map(
    (await db.select({ id: courses.id, number: courses.number }).from(courses)).map((c) => [c.number, c.id]),
  );
  for (const content of contents) {
    if (!courseIds.has(content.map.course)) {
      throw new CurriculumError(
        join(content.folder, 'course.json'),
        `course ${content.map.course} is not in the catalogue`,
      );
    }
  }
  return db.write(async (tx) => {
    const reports: LoadReport[] = [];
    for (const content of contents) {
      const courseId = courseIds.get(content.map.course)!;
      const [loaded] = await tx
        .select()
        .from(courseContentVersions)
        .where(eq(courseContentVersions.courseId, courseId))
        .limit(1);
      const { course, version } = content.map;
      if (loaded && loaded.version >= version) {
        reports.push({ course, version: loaded.version, outcome: 'unchanged' });
        continue;
      }
      await writeCourse(tx, courseId, content);
      const now = new Date().toISOString();
      if (loaded)
        await tx
          .update(courseContentVersions)
          .set({ version, loadedAt: now })
          .where(eq(courseContentVersions.courseId, courseId));
      else await tx.insert(courseContentVersions).values({ courseId, version, loadedAt: now });
      reports.push({ course, version, outcome: 'loaded' });
    }
    return reports;
  });
}
