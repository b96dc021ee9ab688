import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { Question } from '@codeyard/shared-schema';
import { hashSecret } from '../sync-server/src/accounts/passwords.js';
import { buildApp } from '../sync-server/src/app.js';
import { loadConfig } from '../sync-server/src/config.js';
import { PROCESS_DIALECT } from '../sync-server/src/db/dialect.js';
import {
  classroomStudents,
  classrooms,
  courses,
  questions,
  stones,
  studentProfiles,
  users,
} from '../sync-server/src/db/tables.js';

/**
 * The bench's own server with the demo data, in a temporary folder (SQLite) or in a schema of its own
 * (PostgreSQL, when DATABASE_URL is set in this process); `close` removes both.
 */
export async function benchApp(prefix: string): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), `codeyard-${prefix}-`));
  const schema = PROCESS_DIALECT === 'postgres' ? `${prefix}_${randomBytes(4).toString('hex')}` : undefined;
  const config = loadConfig(
    { NODE_ENV: 'production', JWT_SECRET: 'bench-secret-bench-secret-bench-secret!!', CAPTCHA_HMAC_KEY: 'bench' },
    {
      databasePath: join(dir, 'app.db'),
      logLevel: 'error',
      seedDemoData: true,
      port: 0,
      ...(schema && { databaseUrl: process.env.DATABASE_URL, databaseSchema: schema }),
    },
  );
  const app = await buildApp(config);
  return {
    app,
    close: async () => {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
      if (!schema) return;
      const client = new pg.Client({ connectionString: config.databaseUrl });
      await client.connect();
      try {
        await client.query(`drop schema if exists "${schema}" cascade`);
      } finally {
        await client.end();
      }
    },
  };
}

export interface BenchStudent {
  username: string;
  password: string;
}

/** Makes a class of school students with one password in teacher1's classroom, straight in the database. */
export async function benchClassroom(app: FastifyInstance, size: number, prefix = 'benchkid'): Promise<BenchStudent[]> {
  const password = 'BenchPass1';
  const passwordHash = await hashSecret(password);
  const made: BenchStudent[] = [];
  const [classroom] = await app.db.select().from(classrooms).orderBy(asc(classrooms.id)).limit(1);
  if (!classroom) throw new Error('the demo classroom is missing');
  await app.db.write(async (tx) => {
    for (let i = 1; i <= size; i++) {
      const username = `${prefix}${i}`;
      const [user] = await tx
        .insert(users)
        .values({ username, usernameKey: username, passwordHash, userType: 'student' })
        .returning({ id: users.id });
      const [profile] = await tx
        .insert(studentProfiles)
        .values({
          userId: user!.id,
          firstName: `Kid${i}`,
          lastName: 'Bench',
          schoolId: classroom.schoolId,
          isTrial: false,
        })
        .returning({ id: studentProfiles.id });
      await tx.insert(classroomStudents).values({ classroomId: classroom.id, studentProfileId: profile!.id });
      made.push({ username, password });
    }
  });
  return made;
}

/** The right answer to a question, in the shape the submission call takes. */
function rightAnswer(question: Question): unknown {
  switch (question.type) {
    case 'choice':
      return question.answer;
    case 'truefalse':
      return question.answer;
    case 'fillin':
      return question.accepted.en[0];
    case 'ordering':
      return question.items.map((_, i) => i);
    case 'matching':
      return question.pairs.map((_, i) => i);
  }
}

export interface LessonSubmission {
  lesson_id: number;
  course_id: number;
  gm_task_id: 3;
  answers: { question_id: number; answer: unknown }[];
  answered_at: string;
}

/** A submission body for each playable lesson of a course, every question answered right. */
export async function lessonSubmissions(app: FastifyInstance, courseNumber: number): Promise<LessonSubmission[]> {
  const [course] = await app.db.select().from(courses).where(eq(courses.number, courseNumber));
  if (!course) throw new Error(`course ${courseNumber} is missing`);
  const lessons = await app.db
    .select()
    .from(stones)
    .where(and(eq(stones.courseId, course.id), eq(stones.kind, 'lesson'), eq(stones.playable, true)))
    .orderBy(asc(stones.position));
  const bodies: LessonSubmission[] = [];
  for (const lesson of lessons) {
    const lessonQuestions = await app.db
      .select()
      .from(questions)
      .where(eq(questions.stoneId, lesson.id))
      .orderBy(asc(questions.position));
    bodies.push({
      lesson_id: lesson.id,
      course_id: course.id,
      gm_task_id: 3 as const,
      answers: lessonQuestions.map((q) => ({ question_id: q.id, answer: rightAnswer(q.definition as Question) })),
      answered_at: new Date().toISOString(),
    });
  }
  return bodies;
}

/** The entry script that index.html loads, with its size raw and gzipped. */
export function entryChunk(): { name: string; bytes: number; gzipBytes: number } | undefined {
  const dist = resolve(import.meta.dirname, '../client/dist');
  const html = resolve(dist, 'index.html');
  if (!existsSync(html)) return undefined;
  const src = /<script[^>]+type="module"[^>]+src="([^"]+)"/.exec(readFileSync(html, 'utf8'))?.[1];
  if (!src) return undefined;
  const code = readFileSync(resolve(dist, `.${src}`));
  return { name: src, bytes: code.length, gzipBytes: gzipSync(code).length };
}
