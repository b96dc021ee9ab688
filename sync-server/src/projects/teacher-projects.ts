import { desc, eq } from 'drizzle-orm';
import type { Reader, Tx } from '../db/index.js';
import { stones, teacherProjects } from '../db/tables.js';
import { fieldError, forbidden } from '../http/errors.js';
import { teacherOf } from '../teacher/access.js';

/**
 * A teacher's own projects (/teacher/teacher-ide): one row per project in teacher_projects, the teacher's
 * only. Saving with project_id replaces the project's name and code; another teacher's or an unknown id
 * answers 403 (ids cannot be probed). The save runs in the unit of work of its Idempotency-Key's answer.
 */

type Row = typeof teacherProjects.$inferSelect;

export interface TeacherProjectInput {
  project_name: string;
  code?: string | null;
  python_code?: string | null;
  js_code?: string | null;
  html_code?: string | null;
  css_code?: string | null;
  thumb_uri?: string | null;
  img_uri?: string | null;
  lesson_id?: number | null;
  project_id?: number | null;
}

export function teacherProjectView(row: Row) {
  return {
    id: row.id,
    project_name: row.projectName,
    code: row.code,
    python_code: row.pythonCode,
    js_code: row.jsCode,
    html_code: row.htmlCode,
    css_code: row.cssCode,
    thumb_uri: row.thumbUri,
    img_uri: row.imgUri,
    lesson_id: row.lessonId,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

async function ownProject(db: Reader, teacherProfileId: number, id: number): Promise<Row> {
  const [row] = await db.select().from(teacherProjects).where(eq(teacherProjects.id, id)).limit(1);
  if (!row || row.teacherProfileId !== teacherProfileId) throw forbidden();
  return row;
}

export async function saveTeacherProject(db: Tx, teacherUserId: number, input: TeacherProjectInput, now: Date) {
  const teacher = await teacherOf(db, teacherUserId);
  if (input.lesson_id != null) {
    const [lesson] = await db.select({ id: stones.id }).from(stones).where(eq(stones.id, input.lesson_id));
    if (!lesson) throw fieldError('lesson_id', 'validation.invalid');
  }
  const at = now.toISOString();
  const fields = {
    projectName: input.project_name.trim() || input.project_name,
    code: input.code ?? null,
    pythonCode: input.python_code ?? null,
    jsCode: input.js_code ?? null,
    htmlCode: input.html_code ?? null,
    cssCode: input.css_code ?? null,
    thumbUri: input.thumb_uri ?? null,
    imgUri: input.img_uri ?? null,
    lessonId: input.lesson_id ?? null,
    updatedAt: at,
  };
  const [row] =
    input.project_id == null
      ? await db
          .insert(teacherProjects)
          .values({ teacherProfileId: teacher.id, ...fields, createdAt: at })
          .returning()
      : await db
          .update(teacherProjects)
          .set(fields)
          .where(eq(teacherProjects.id, (await ownProject(db, teacher.id, input.project_id)).id))
          .returning();
  return { messageKey: 'success.teacherProjectSaved', project: teacherProjectView(row) };
}

export async function teacherProject(db: Reader, teacherUserId: number, id: number) {
  return teacherProjectView(await ownProject(db, (await teacherOf(db, teacherUserId)).id, id));
}

export async function teacherProjectList(db: Reader, teacherUserId: number) {
  const teacher = await teacherOf(db, teacherUserId);
  return {
    projects: (
      await db
        .select()
        .from(teacherProjects)
        .where(eq(teacherProjects.teacherProfileId, teacher.id))
        .orderBy(desc(teacherProjects.updatedAt), desc(teacherProjects.id))
    ).map((r) => {
      const { code: _c, python_code: _p, js_code: _j, html_code: _h, css_code: _s, ...rest } = teacherProjectView(r);
      return rest;
    }),
  };
}
