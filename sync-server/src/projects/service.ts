import {
  APPROVAL_STATUS_IDS,
  approvalIdOf,
  canResubmit,
  canSubmitProjectToday,
  decodeOfficeDocument,
  decodeOfficeSlides,
  decodePaintCode,
  officeKindOfCode,
  PAINT_CODE_PREFIX,
  PAGE_SIZES,
  projectDay,
  projectEditorOf,
  projectsLeftToday,
  POINTS,
  resubmitUntil,
  reviewDueAt,
  statusOfApprovalId,
  stonePlayerOf,
  SHARE_TOKEN_BYTES,
  type ProjectSharer,
  type ProjectType,
  type ServerErrorCode,
} from '@codeyard/shared-schema';
import { randomBytes } from 'node:crypto';
import { and, count, desc, asc, eq, gte, inArray, isNotNull, lt, ne, type SQL } from 'drizzle-orm';
import type { SessionUser } from '../auth/sessions.js';
import type { Reader, Tx } from '../db/index.js';
import {
  classrooms as classroomsTable,
  courses,
  projectSubmissions,
  stones,
  studentProfiles,
  teacherProfiles,
  users,
} from '../db/tables.js';
import { HttpError, notFound } from '../http/errors.js';
import { approvedProjects, grantTrophies, notify } from '../learning/awards.js';
import { award, notePoints } from '../learning/points.js';
import { assertProjectStoneEntitled, completeProjectStone } from '../learning/submissions.js';
import { studentOf, type StudentRow } from '../learning/students.js';
import { recordChange } from '../sync/change-log.js';
import { classroomsHoldingStudent, classroomStudentIds, ownClassroom, teacherOf } from '../teacher/access.js';

/**
 * Projects (issue 4): a student saves and submits projects, a teacher of one of their classrooms
 * approves (comment, 100-500 points) or disapproves (comment) them. Each write takes the unit of work
 * that also stores its Idempotency-Key answer (contract-routes serve()).
 * Points are the unique event `project:<id>`, so a project's points count once whatever is replayed.
 */

export type ProjectRow = typeof projectSubmissions.$inferSelect;

const conflict = (messageKey: string, code: ServerErrorCode) => new HttpError(409, messageKey, { code });

// ---------------------------------------------------------------- views

export function projectView(row: ProjectRow) {
  const last = row.resubmittedAt ?? row.submittedAt;
  return {
    id: row.id,
    student_profile_id: row.studentProfileId,
    type: row.type,
    status: row.status,
    approval_status_id: approvalIdOf(row.status),
    version: row.version,
    project_name: row.projectName,
    editor: projectEditorOf({
      code: row.code,
      python_code: row.pythonCode,
      html_code: row.htmlCode,
      css_code: row.cssCode,
      js_code: row.jsCode,
    }),
    code: row.code,
    python_code: row.pythonCode,
    js_code: row.jsCode,
    html_code: row.htmlCode,
    css_code: row.cssCode,
    thumb_uri: row.thumbUri,
    img_uri: row.imgUri,
    course_id: row.courseId,
    lesson_id: row.lessonId,
    lesson_project_template_id: row.lessonProjectTemplateId,
    is_graduation_project: row.isGraduationProject,
    comment: row.comment,
    points: row.points,
    submitted_at: row.submittedAt,
    resubmitted_at: row.resubmittedAt,
    reviewed_at: row.reviewedAt,
    review_due_at: row.status === 'pending' && last ? reviewDueAt(new Date(last)).toISOString() : null,
    resubmit_until:
      row.status === 'disapproved' && row.reviewedAt ? resubmitUntil(new Date(row.reviewedAt)).toISOString() : null,
    share_token: row.shareToken,
    shared_by: row.sharedBy,
    updated_at: row.updatedAt,
  };
}

export function projectSummary(row: ProjectRow) {
  const { code: _c, python_code: _p, js_code: _j, html_code: _h, css_code: _s, ...rest } = projectView(row);
  return rest;
}

/** What devices pull when a project changes (review or submission). */
async function noteProject(db: Tx, userId: number, row: ProjectRow): Promise<void> {
  await recordChange(db, userId, 'project', row.id, projectSummary(row));
}

// ---------------------------------------------------------------- student writes

export interface ProjectInput {
  project_name: string;
  student_profile_id: number;
  code?: string | null;
  python_code?: string | null;
  js_code?: string | null;
  html_code?: string | null;
  css_code?: string | null;
  thumb_uri?: string | null;
  img_uri?: string | null;
  project_id?: number | null;
  is_confirmed_submission: boolean;
  is_course_project: boolean;
  lesson_project_template_id?: number | null;
  lesson_id?: number;
  course_id?: number;
  is_graduation_project?: boolean;
}

export async function submittedToday(db: Reader, studentProfileId: number, now: Date): Promise<number> {
  const { start, end } = projectDay(now);
  return (
    (
      await db
        .select({ n: count() })
        .from(projectSubmissions)
        .where(
          and(
            eq(projectSubmissions.studentProfileId, studentProfileId),
            gte(projectSubmissions.submittedAt, start.toISOString()),
            lt(projectSubmissions.submittedAt, end.toISOString()),
          ),
        )
        .limit(1)
    )[0]?.n ?? 0
  );
}

async function checkDailyLimit(db: Reader, studentProfileId: number, now: Date): Promise<void> {
  if (!canSubmitProjectToday(await submittedToday(db, studentProfileId, now)))
    throw conflict('projects.dailyLimit', 'daily_project_limit');
}

/** The work a project stone's editor sends in `code`, each checked by its own format's decoder and refused with its own message. */
const WORK_CHECKS = {
  paint: { decode: decodePaintCode, message: 'projects.invalidDrawing' },
  document: { decode: decodeOfficeDocument, message: 'projects.invalidDocument' },
  slides: { decode: decodeOfficeSlides, message: 'projects.invalidSlides' },
} as const;
type WorkEditor = keyof typeof WORK_CHECKS;

/**
 * A paint, document or slides project's work is one format's JSON in `code` (games/paint-project.ts,
 * games/office-project.ts): the project of a stone played by such an editor must be valid work of that format
 * and nothing else, and a code that says it is such work must be it (bounded sizes included); else 422 `code`.
 */
function checkWork(input: ProjectInput, stoneEditor: WorkEditor | null): void {
  const claimed: WorkEditor | null = input.code?.startsWith(PAINT_CODE_PREFIX) ? 'paint' : officeKindOfCode(input.code);
  const editor = stoneEditor ?? claimed;
  if (!editor) return;
  const otherParts = [input.python_code, input.html_code, input.css_code, input.js_code].some((p) => p != null);
  const { decode, message } = WORK_CHECKS[editor];
  if (decode(input.code) === null || otherParts) {
    throw new HttpError(422, message, { issues: { code: [{ key: message }] } });
  }
}

/**
 * Saves (is_confirmed_submission false) or submits a project. A new confirmed project is submitted
 * (version 1) if fewer than three were submitted today; with project_id, a draft is saved again or
 * submitted, a pending project becomes a new version, a disapproved one is resubmitted within a week.
 */
export async function saveProject(
  db: Tx,
  user: SessionUser,
  input: ProjectInput,
  now: Date,
  templateTypeOf: (stoneId: number) => string | null = () => null,
) {
  const student = await studentOf(db, user);
  if (input.student_profile_id !== student.id) throw new HttpError(403, 'projects.notYourProject');
  const type: ProjectType = input.is_course_project ? 'course' : 'individual';
  let stoneEditor: WorkEditor | null = null;
  if (type === 'course') {
    const [stone] = await db
      .select({ courseId: stones.courseId, kind: stones.kind, track: courses.track })
      .from(stones)
      .innerJoin(courses, eq(courses.id, stones.courseId))
      .where(eq(stones.id, input.lesson_id!))
      .limit(1);
    if (!stone || stone.courseId !== input.course_id) {
      throw new HttpError(422, 'learning.wrongCourse', { issues: { lesson_id: [{ key: 'learning.wrongCourse' }] } });
    }
    await assertProjectStoneEntitled(db, student, input.lesson_id!);
    // The stone's player by its template's type (stones/players.ts): a drawing, a report or slides.
    const editor = stonePlayerOf(stone.kind, stone.track, null, templateTypeOf(input.lesson_id!))?.player.projectType;
    if (editor && editor in WORK_CHECKS) stoneEditor = editor as WorkEditor;
  }
  checkWork(input, stoneEditor);
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
    ...(type === 'course' && {
      courseId: input.course_id!,
      lessonId: input.lesson_id!,
      lessonProjectTemplateId: input.lesson_project_template_id ?? null,
      isGraduationProject: input.is_graduation_project ?? false,
    }),
    updatedAt: at,
  };

  let row: ProjectRow;
  let messageKey: string;
  if (input.project_id == null) {
    if (input.is_confirmed_submission) await checkDailyLimit(db, student.id, now);
    row = (
      await db
        .insert(projectSubmissions)
        .values({
          studentProfileId: student.id,
          type,
          ...fields,
          status: input.is_confirmed_submission ? 'pending' : 'draft',
          version: input.is_confirmed_submission ? 1 : 0,
          submittedAt: input.is_confirmed_submission ? at : null,
          createdAt: at,
        })
        .returning()
    )[0];
    messageKey = input.is_confirmed_submission ? 'success.projectSubmitted' : 'success.projectSaved';
  } else {
    const [existing] = await db
      .select()
      .from(projectSubmissions)
      .where(eq(projectSubmissions.id, input.project_id))
      .limit(1);
    if (!existing || existing.studentProfileId !== student.id) throw new HttpError(403, 'projects.notYourProject');
    if (existing.type !== type)
      throw new HttpError(422, 'projects.wrongKind', { issues: { project_id: [{ key: 'projects.wrongKind' }] } });
    if (existing.status === 'approved') throw conflict('projects.alreadyApproved', 'already_approved');
    if (existing.status === 'disapproved' && !canResubmit(new Date(existing.reviewedAt!), now)) {
      throw conflict('projects.resubmitClosed', 'resubmit_window_closed');
    }
    let change: Partial<ProjectRow>;
    if (!input.is_confirmed_submission) {
      // Saving keeps the state: a draft stays a draft; a pending or disapproved project keeps its version until sent.
      if (existing.status !== 'draft') {
        throw new HttpError(409, 'projects.notSubmitted', { code: 'already_submitted' });
      }
      change = { ...fields };
      messageKey = 'success.projectSaved';
    } else if (existing.status === 'draft') {
      await checkDailyLimit(db, student.id, now);
      change = { ...fields, status: 'pending', version: 1, submittedAt: at };
      messageKey = 'success.projectSubmitted';
    } else {
      // A correction (pending) or a resubmission (disapproved): a new version, reviewed afresh.
      change = { ...fields, status: 'pending', version: existing.version + 1, resubmittedAt: at };
      messageKey = 'success.projectSubmitted';
    }
    row = (
      await db.update(projectSubmissions).set(change).where(eq(projectSubmissions.id, existing.id)).returning()
    )[0]!;
  }
  await noteProject(db, user.id, row);
  // A course project's stone completes on submission (the teacher's approval awards the points).
  if (row.type === 'course' && row.status === 'pending' && row.lessonId)
    await completeProjectStone(db, student, row.lessonId, now);
  const today = await submittedToday(db, student.id, now);
  return { messageKey, project: projectView(row), submitted_today: today, left_today: projectsLeftToday(today) };
}

// ---------------------------------------------------------------- student reads

async function ownProject(db: Reader, user: SessionUser, id: number, type: ProjectType): Promise<ProjectRow> {
  const student = await studentOf(db, user);
  const [row] = await db.select().from(projectSubmissions).where(eq(projectSubmissions.id, id)).limit(1);
  if (!row || row.studentProfileId !== student.id || row.type !== type) throw notFound();
  return row;
}

export const studentProject = async (db: Reader, user: SessionUser, id: number, type: ProjectType) =>
  projectView(await ownProject(db, user, id, type));

export async function projectsOf(db: Reader, student: StudentRow) {
  return (
    await db
      .select()
      .from(projectSubmissions)
      .where(eq(projectSubmissions.studentProfileId, student.id))
      .orderBy(desc(projectSubmissions.updatedAt), desc(projectSubmissions.id))
  ).map(projectSummary);
}

function statusFilter(approvalStatusId: number | undefined): SQL | undefined {
  if (approvalStatusId === undefined) return undefined;
  return eq(projectSubmissions.status, statusOfApprovalId(approvalStatusId) ?? 'pending');
}

export async function courseSubmissions(
  db: Reader,
  user: SessionUser,
  query: { approval_status_id?: number; course_id?: number; records_per_page?: number; page_number?: number },
) {
  const student = await studentOf(db, user);
  const perPage = query.records_per_page ?? PAGE_SIZES.submissions;
  const page = query.page_number ?? 1;
  const where = and(
    eq(projectSubmissions.studentProfileId, student.id),
    eq(projectSubmissions.type, 'course'),
    ne(projectSubmissions.status, 'draft'),
    statusFilter(query.approval_status_id),
    query.course_id ? eq(projectSubmissions.courseId, query.course_id) : undefined,
  );
  const total = (await db.select({ n: count() }).from(projectSubmissions).where(where).limit(1))[0]?.n ?? 0;
  const rows = await db
    .select()
    .from(projectSubmissions)
    .where(where)
    .orderBy(desc(projectSubmissions.updatedAt), desc(projectSubmissions.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return { projects: rows.map(projectSummary), pagination: { page_number: page, records_per_page: perPage, total } };
}

export async function projectSubmissionsList(
  db: Reader,
  user: SessionUser,
  query: { approval_status_id?: number; type?: ProjectType },
) {
  const student = await studentOf(db, user);
  const rows = await db
    .select()
    .from(projectSubmissions)
    .where(
      and(
        eq(projectSubmissions.studentProfileId, student.id),
        query.type ? eq(projectSubmissions.type, query.type) : undefined,
        query.approval_status_id === undefined ? undefined : statusFilter(query.approval_status_id),
      ),
    )
    .orderBy(desc(projectSubmissions.updatedAt), desc(projectSubmissions.id));
  return { projects: rows.map(projectSummary) };
}

export async function submissionsCount(db: Reader, user: SessionUser, now: Date) {
  const student = await studentOf(db, user);
  const byStatus = new Map(
    (
      await db
        .select({ status: projectSubmissions.status, n: count() })
        .from(projectSubmissions)
        .where(eq(projectSubmissions.studentProfileId, student.id))
        .groupBy(projectSubmissions.status)
    ).map((r) => [r.status, r.n]),
  );
  const today = await submittedToday(db, student.id, now);
  return {
    drafts: byStatus.get('draft') ?? 0,
    pending: byStatus.get('pending') ?? 0,
    approved: byStatus.get('approved') ?? 0,
    disapproved: byStatus.get('disapproved') ?? 0,
    submitted_today: today,
    left_today: projectsLeftToday(today),
    per_day: POINTS.projectsPerDay,
  };
}

// ---------------------------------------------------------------- teacher

async function studentRef(db: Reader, studentProfileId: number) {
  const row = (
    await db
      .select({
        id: studentProfiles.id,
        username: users.username,
        firstName: studentProfiles.firstName,
        lastName: studentProfiles.lastName,
      })
      .from(studentProfiles)
      .innerJoin(users, eq(users.id, studentProfiles.userId))
      .where(eq(studentProfiles.id, studentProfileId))
      .limit(1)
  )[0]!;
  return { student_profile_id: row.id, username: row.username, first_name: row.firstName, last_name: row.lastName };
}

/** A submitted project of one of the teacher's students; unknown, foreign and draft projects answer the same 403. */
async function teacherProject(db: Reader, teacherUserId: number, id: number) {
  const teacher = await teacherOf(db, teacherUserId);
  const [row] = await db.select().from(projectSubmissions).where(eq(projectSubmissions.id, id)).limit(1);
  if (!row || row.status === 'draft') throw new HttpError(403, 'errors.forbidden');
  await classroomsHoldingStudent(db, teacher, row.studentProfileId);
  return { teacher, row };
}

export async function submissionDetails(db: Reader, teacherUserId: number, id: number) {
  const { row } = await teacherProject(db, teacherUserId, id);
  return { ...projectView(row), student: await studentRef(db, row.studentProfileId) };
}

export async function teacherSubmissionList(
  db: Reader,
  teacherUserId: number,
  query: {
    classroom_id?: number;
    course_id?: number;
    approval_status_id?: number;
    type?: ProjectType;
    page_number?: number;
  },
) {
  const teacher = await teacherOf(db, teacherUserId);
  const classroomIds =
    query.classroom_id !== undefined
      ? [(await ownClassroom(db, teacher, query.classroom_id)).id]
      : (
          await db
            .select({ id: classroomsTable.id })
            .from(classroomsTable)
            .where(
              and(eq(classroomsTable.teacherProfileId, teacher.id), eq(classroomsTable.schoolId, teacher.schoolId)),
            )
        ).map((r) => r.id);
  const studentIds = await classroomStudentIds(db, classroomIds);
  const page = query.page_number ?? 1;
  const perPage = PAGE_SIZES.submissions;
  if (!studentIds.length)
    return { submissions: [], pagination: { page_number: page, records_per_page: perPage, total: 0 } };
  const where = and(
    inArray(projectSubmissions.studentProfileId, studentIds),
    ne(projectSubmissions.status, 'draft'),
    isNotNull(projectSubmissions.submittedAt),
    statusFilter(query.approval_status_id),
    query.course_id ? eq(projectSubmissions.courseId, query.course_id) : undefined,
    query.type ? eq(projectSubmissions.type, query.type) : undefined,
  );
  const total = (await db.select({ n: count() }).from(projectSubmissions).where(where).limit(1))[0]?.n ?? 0;
  // Pending work waits in arrival order (oldest first: the one closest to its review date); other lists newest first.
  const order =
    query.approval_status_id === APPROVAL_STATUS_IDS.pending
      ? [asc(projectSubmissions.updatedAt), asc(projectSubmissions.id)]
      : [desc(projectSubmissions.updatedAt), desc(projectSubmissions.id)];
  const rows = await db
    .select()
    .from(projectSubmissions)
    .where(where)
    .orderBy(...order)
    .limit(perPage)
    .offset((page - 1) * perPage);
  return {
    submissions: await Promise.all(
      rows.map(async (r) => ({ ...projectSummary(r), student: await studentRef(db, r.studentProfileId) })),
    ),
    pagination: { page_number: page, records_per_page: perPage, total },
  };
}

export async function studentComments(db: Reader, teacherUserId: number, studentProfileId: number) {
  const teacher = await teacherOf(db, teacherUserId);
  await classroomsHoldingStudent(db, teacher, studentProfileId);
  const rows = await db
    .select({ p: projectSubmissions, firstName: teacherProfiles.firstName, lastName: teacherProfiles.lastName })
    .from(projectSubmissions)
    .leftJoin(teacherProfiles, eq(teacherProfiles.id, projectSubmissions.reviewedBy))
    .where(
      and(
        eq(projectSubmissions.studentProfileId, studentProfileId),
        isNotNull(projectSubmissions.comment),
        isNotNull(projectSubmissions.reviewedAt),
      ),
    )
    .orderBy(desc(projectSubmissions.reviewedAt), desc(projectSubmissions.id));
  return {
    student: await studentRef(db, studentProfileId),
    comments: rows.map(({ p, firstName, lastName }) => ({
      project_id: p.id,
      project_name: p.projectName,
      status: p.status,
      version: p.version,
      comment: p.comment!,
      points: p.points,
      reviewed_at: p.reviewedAt!,
      reviewed_by: firstName ? `${firstName} ${lastName ?? ''}`.trim() : null,
    })),
  };
}

/**
 * The public view of a shared approved project, by its share token only: its name and code, and the
 * child's first name only. A project not shared (or no longer), a number, anything else: 404.
 */
export async function sharedCode(db: Reader, token: string) {
  if (!SHARE_TOKEN.test(token)) throw notFound();
  const [row] = await db.select().from(projectSubmissions).where(eq(projectSubmissions.shareToken, token)).limit(1);
  if (!row || row.status !== 'approved') throw notFound();
  const [maker] = await db
    .select({ firstName: studentProfiles.firstName })
    .from(studentProfiles)
    .where(eq(studentProfiles.id, row.studentProfileId))
    .limit(1);
  return {
    type: row.type,
    project_name: row.projectName,
    first_name: maker?.firstName ?? '',
    code: row.code,
    python_code: row.pythonCode,
    js_code: row.jsCode,
    html_code: row.htmlCode,
    css_code: row.cssCode,
    thumb_uri: row.thumbUri,
    img_uri: row.imgUri,
  };
}

// ---------------------------------------------------------------- sharing (issue 11)

/** A share token: SHARE_TOKEN_BYTES random bytes, base64url (22 characters for 16 bytes). */
const SHARE_TOKEN = new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((SHARE_TOKEN_BYTES * 4) / 3)}}$`);
const newShareToken = () => randomBytes(SHARE_TOKEN_BYTES).toString('base64url');

/**
 * Shares an approved project (a new random token: an older link stays dead) or stops sharing it. Sharing a
 * project already shared keeps its token (a replayed or repeated tap changes nothing); the pupil's devices
 * pull the project with its token.
 */
async function setShared(db: Tx, row: ProjectRow, shared: boolean, by: ProjectSharer, now: Date) {
  if (row.status !== 'approved') throw conflict('projects.notApproved', 'not_approved');
  let updated = row;
  if (shared !== (row.shareToken !== null)) {
    const at = now.toISOString();
    updated = (
      await db
        .update(projectSubmissions)
        .set(
          shared
            ? { shareToken: newShareToken(), sharedBy: by, sharedAt: at, updatedAt: at }
            : { shareToken: null, sharedBy: null, sharedAt: null, updatedAt: at },
        )
        .where(eq(projectSubmissions.id, row.id))
        .returning()
    )[0]!;
    const [student] = await db
      .select({ userId: studentProfiles.userId })
      .from(studentProfiles)
      .where(eq(studentProfiles.id, row.studentProfileId))
      .limit(1);
    await noteProject(db, student!.userId, updated);
  }
  return {
    messageKey: shared ? 'success.projectShared' : 'success.projectUnshared',
    project: projectSummary(updated),
  };
}

/** The child shares (or stops sharing) one of their own approved projects. */
export async function shareOwnProject(
  db: Tx,
  user: SessionUser,
  body: { project_id: number; shared: boolean },
  now: Date,
) {
  const student = await studentOf(db, user);
  const [row] = await db.select().from(projectSubmissions).where(eq(projectSubmissions.id, body.project_id)).limit(1);
  if (!row || row.studentProfileId !== student.id) throw new HttpError(403, 'projects.notYourProject');
  return setShared(db, row, body.shared, 'student', now);
}

/** A teacher of the child's classroom shares (a class showcase) or stops sharing an approved project. */
export async function teacherShare(
  db: Tx,
  teacherUserId: number,
  body: { submission_id: number; shared: boolean },
  now: Date,
) {
  const { row } = await teacherProject(db, teacherUserId, body.submission_id);
  return setShared(db, row, body.shared, 'teacher', now);
}

export interface Decision {
  submission_id: number;
  version: number;
  comment: string;
  points?: number;
}

/**
 * Approves (with points) or disapproves a pending project at the version the teacher saw. The student
 * is notified and pulls the project; approval awards `project:<id>` once and grants trophies.
 */
export async function decide(db: Tx, teacherUserId: number, decision: Decision, approve: boolean, now: Date) {
  const { teacher, row } = await teacherProject(db, teacherUserId, decision.submission_id);
  if (row.version > decision.version) throw conflict('projects.resubmitted', 'resubmitted');
  if (row.version < decision.version)
    throw new HttpError(422, 'validation.invalid', { issues: { version: [{ key: 'validation.invalid' }] } });
  if (row.status !== 'pending') throw conflict('projects.alreadyReviewed', 'already_reviewed');
  const at = now.toISOString();
  const comment = decision.comment.trim();
  const updated = (
    await db
      .update(projectSubmissions)
      .set({
        status: approve ? 'approved' : 'disapproved',
        comment,
        points: approve ? decision.points! : null,
        reviewedBy: teacher.id,
        reviewedAt: at,
        updatedAt: at,
      })
      .where(eq(projectSubmissions.id, row.id))
      .returning()
  )[0]!;

  const student = (
    await db.select().from(studentProfiles).where(eq(studentProfiles.id, row.studentProfileId)).limit(1)
  )[0]!;
  let newTrophies: string[] = [];
  if (approve) {
    await award(db, student.id, `project:${row.id}`, decision.points!, now);
    await notePoints(db, student.userId, student.id, now);
    newTrophies = await grantTrophies(db, student, await approvedProjects(db, student.id), now);
  }
  await notify(
    db,
    student.userId,
    approve ? 'projectApproved' : 'projectDisapproved',
    {
      project_id: row.id,
      project: row.projectName,
      version: row.version,
      comment,
      ...(approve && { points: decision.points! }),
    },
    now,
  );
  await noteProject(db, student.userId, updated);
  return {
    messageKey: approve ? 'success.projectApproved' : 'success.projectDisapproved',
    project: projectSummary(updated),
    new_trophies: newTrophies,
  };
}
