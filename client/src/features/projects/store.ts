import {
  canSubmitProjectToday,
  projectDay,
  projects as contract,
  reviewDueAt,
  translate,
  type ProjectSharer,
  type ProjectStatus,
} from '@codeyard/shared-schema';
import type { BodyOf, ProjectEditor } from '@codeyard/shared-schema';
import { ApiError } from '../../api/client';
import { currentLanguage } from '../../i18n/language';
import { queueChange, type OutboxRef } from '../../outbox';
import { newUuid } from '../../storage/uuid';
import type { DataRow, UserDb } from '../../storage/user-db';

/**
 * The child's SmoothY projects on this device (Dexie table `projects`, user-db version 3).
 *
 * A project is made and saved here as it changes (autosave), whether the device is online or not; it
 * reaches the server only when submitted: POST /student-project-submission (or /course-project-submission)
 * queued through the outbox in the same Dexie transaction that marks it submitted. The server's answers
 * come back as pulled 'project' changes (approval, disapproval), which update the row here.
 *
 * Rows: id 'p-<uuid>' for a project made on this device, 's-<server id>' for one the server told us
 * about (made on another device); `serverId` once known. A new project submitted offline learns its
 * server id from the first pulled change that matches it (same kind, name and lesson, not yet linked,
 * oldest first): the outbox sends in order, so the server numbers them in the same order.
 */

export type LocalStatus = ProjectStatus;
export type ProjectKind = 'individual' | 'course';

export interface ProjectContent {
  level: 'basic' | 'intermediate' | 'advanced' | 'expert';
  workspace: unknown;
  costume: string | null;
  background: string | null;
}

/**
 * The text code of a Python or web project (the project's python_code, html_code, css_code, js_code), kept
 * here instead of `content` (which is the SmoothY blocks'): the editors' projects.
 */
export interface CodeParts {
  python_code?: string | null;
  html_code?: string | null;
  css_code?: string | null;
  js_code?: string | null;
}

export interface CourseLink {
  courseId: number;
  lessonId: number;
  templateId: number | null;
  isGraduation: boolean;
  /** The brief the child got (the template, as GET /get-random-course-project answered it). */
  brief?: unknown;
}

/** The editors a project row names (SmoothY's blocks are named by none). */
export type LocalEditor = Exclude<ProjectEditor, 'blocks'>;

export interface LocalProject extends DataRow {
  id: string;
  serverId: number | null;
  kind: ProjectKind;
  name: string;
  status: LocalStatus;
  version: number;
  /** The project's `code` (smoothy/project-code.ts) is built from these when it is sent. */
  content: ProjectContent | null;
  /** A Python or web project's code (then `content` is null); absent for SmoothY projects. */
  codeParts?: CodeParts | null;
  /**
   * Which editor made it: absent for SmoothY ('blocks'), 'web', 'python', 'paint', 'document' or 'slides'; with
   * the editor's draft key.
   */
  editor?: LocalEditor;
  /**
   * A paint, document or slides project's work: its `code` (games/paint-project.ts, games/office-project.ts).
   * Named for the drawings that came first.
   */
  drawing?: string | null;
  draftKey?: string;
  /** Whether the content is here (false for a project known only from the server's list). */
  hasContent: boolean;
  thumb: string | null;
  course: CourseLink | null;
  /** The outbox reference of the latest send, while it may still wait. */
  outboxRef: OutboxRef | null;
  /** First submission (ISO): counts for the three-a-day rule on that UTC day. */
  submittedAt: string | null;
  /** Latest (re)submission (ISO). */
  lastSentAt: string | null;
  reviewDueAt: string | null;
  resubmitUntil: string | null;
  comment: string | null;
  points: number | null;
  /**
   * Sharing (issue 11): the public page's key while the project is shared (from the server), who shared it,
   * and the child's latest share/unshare change while it may still wait in the outbox (with what it asked).
   */
  shareToken?: string | null;
  sharedBy?: ProjectSharer | null;
  shareRef?: OutboxRef | null;
  shareWanted?: boolean;
  createdAt: string;
  updatedAt: string;
}

export const newProjectId = () => `p-${newUuid()}`;

export async function createProject(
  db: UserDb,
  init: {
    name: string;
    content: ProjectContent | null;
    course?: CourseLink | null;
    codeParts?: CodeParts;
    editor?: LocalEditor;
    draftKey?: string;
    drawing?: string;
  },
  now = new Date(),
): Promise<LocalProject> {
  const at = now.toISOString();
  const row: LocalProject = {
    id: newProjectId(),
    serverId: null,
    kind: init.course ? 'course' : 'individual',
    name: init.name,
    status: 'draft',
    version: 0,
    content: init.content,
    hasContent: true,
    ...(init.codeParts && { codeParts: init.codeParts }),
    ...(init.editor && { editor: init.editor }),
    ...(init.drawing && { drawing: init.drawing }),
    ...(init.draftKey && { draftKey: init.draftKey }),
    thumb: null,
    course: init.course ?? null,
    outboxRef: null,
    submittedAt: null,
    lastSentAt: null,
    reviewDueAt: null,
    resubmitUntil: null,
    comment: null,
    points: null,
    createdAt: at,
    updatedAt: at,
  };
  await db.projects.put(row);
  return row;
}

export async function getProject(db: UserDb, id: string): Promise<LocalProject | undefined> {
  return (await db.projects.get(id)) as LocalProject | undefined;
}

/** All of the child's projects here, newest change first. */
export async function listProjects(db: UserDb): Promise<LocalProject[]> {
  return (await db.projects.orderBy('updatedAt').reverse().toArray()) as LocalProject[];
}

/** The project this device keeps for a course project stone, if any (the newest). */
export async function projectForLesson(db: UserDb, lessonId: number): Promise<LocalProject | undefined> {
  const all = await listProjects(db);
  return all.find((p) => p.course?.lessonId === lessonId);
}

/** Autosave: the latest content (and thumbnail). Never changes the status: a submitted project keeps it until sent again. */
export async function saveContent(
  db: UserDb,
  id: string,
  content: ProjectContent,
  thumb?: string | null,
  now = new Date(),
): Promise<void> {
  await db.projects.update(id, {
    content,
    hasContent: true,
    ...(thumb !== undefined && { thumb }),
    updatedAt: now.toISOString(),
  });
}

export async function renameProject(db: UserDb, id: string, name: string, now = new Date()): Promise<void> {
  const trimmed = name.trim().slice(0, 100);
  if (!trimmed) return;
  await db.projects.update(id, { name: trimmed, updatedAt: now.toISOString() });
}

/** Only a draft that never left the device may be deleted (a submitted project is the teacher's to review). */
export async function deleteDraft(db: UserDb, id: string): Promise<boolean> {
  const row = await getProject(db, id);
  if (!row || row.status !== 'draft' || row.serverId !== null) return false;
  await db.projects.delete(id);
  return true;
}

/** Projects first submitted on the UTC day of `now` (the server's day: rules/projects.ts projectDay). */
export function submittedOn(projects: readonly Pick<LocalProject, 'submittedAt'>[], now: Date): number {
  const { start, end } = projectDay(now);
  return projects.filter((p) => {
    if (!p.submittedAt) return false;
    const t = Date.parse(p.submittedAt);
    return t >= start.getTime() && t < end.getTime();
  }).length;
}

export async function submittedToday(db: UserDb, now = new Date()): Promise<number> {
  return submittedOn(await listProjects(db), now);
}

export type SubmitRefusal = 'daily_limit' | 'already_approved' | 'resubmit_window_closed' | 'waiting' | 'no_content';

/** Why this project cannot be sent now, by the device's own knowledge (the server checks again). */
export function submitRefusal(project: LocalProject, submittedTodayCount: number, now: Date): SubmitRefusal | null {
  if (!project.hasContent || (!project.content && !project.codeParts && !project.drawing)) return 'no_content';
  if (project.status === 'approved') return 'already_approved';
  if (project.status === 'disapproved' && project.resubmitUntil && now.getTime() > Date.parse(project.resubmitUntil))
    return 'resubmit_window_closed';
  // Sent, but the server has not numbered it yet: a correction must wait for its project_id.
  if (project.status === 'pending' && project.serverId === null) return 'waiting';
  const first = project.status === 'draft';
  if (first && !canSubmitProjectToday(submittedTodayCount)) return 'daily_limit';
  return null;
}

const refusalMessage = (r: SubmitRefusal): string => {
  const lang = currentLanguage();
  switch (r) {
    case 'daily_limit':
      return translate(lang, 'projects.dailyLimit');
    case 'already_approved':
      return translate(lang, 'projects.alreadyApproved');
    case 'resubmit_window_closed':
      return translate(lang, 'projects.resubmitClosed');
    default:
      return translate(lang, 'errors.invalidRequest');
  }
};

type IndividualBody = BodyOf<typeof contract.studentProjectSubmission>;
type CourseBody = BodyOf<typeof contract.courseProjectSubmission>;
export type SubmissionBody = IndividualBody | CourseBody;

/** Saves a Python or web project's code here (its autosave; the status is kept, as saveContent). */
export async function saveCodeParts(db: UserDb, id: string, codeParts: CodeParts, now = new Date()): Promise<void> {
  await db.projects.update(id, { codeParts, hasContent: true, updatedAt: now.toISOString() });
}

/**
 * The call's body for a project (the payload of spec 001 §7.3): `code` is a SmoothY project's code text,
 * or the code parts of a Python or web project.
 */
export function submissionBody(
  project: LocalProject,
  studentProfileId: number,
  code: string | CodeParts,
  thumbUri: string | null,
): SubmissionBody {
  const parts: CodeParts = typeof code === 'string' ? {} : code;
  const common = {
    project_name: project.name,
    student_profile_id: studentProfileId,
    gm_task_id: 4 as const,
    code: typeof code === 'string' ? code : null,
    python_code: parts.python_code ?? null,
    js_code: parts.js_code ?? null,
    html_code: parts.html_code ?? null,
    css_code: parts.css_code ?? null,
    thumb_uri: thumbUri,
    img_uri: null,
    project_id: project.serverId,
    is_confirmed_submission: true,
  };
  if (project.kind === 'course' && project.course) {
    return {
      ...common,
      is_course_project: true,
      lesson_id: project.course.lessonId,
      course_id: project.course.courseId,
      lesson_project_template_id: project.course.templateId,
      is_graduation_project: project.course.isGraduation,
    };
  }
  return { ...common, is_course_project: false };
}

/**
 * Submits (or resubmits) a project: refused at once with the spec's message when the device already
 * knows the server would refuse it (a fourth project today, also offline); otherwise the project becomes
 * pending here and the call is queued, both in one transaction. Returns the change's outbox reference.
 */
export async function submitProject(
  db: UserDb,
  id: string,
  input: { studentProfileId: number; code: string | CodeParts; thumbUri: string | null },
  now = new Date(),
): Promise<string> {
  const project = await getProject(db, id);
  if (!project) throw new ApiError(404, translate(currentLanguage(), 'errors.notFound'));
  const refusal = submitRefusal(project, await submittedToday(db, now), now);
  if (refusal)
    throw new ApiError(409, refusalMessage(refusal), {}, refusal === 'daily_limit' ? 'daily_project_limit' : refusal);
  const body = submissionBody(project, input.studentProfileId, input.code, input.thumbUri);
  const descriptor = project.kind === 'course' ? contract.courseProjectSubmission : contract.studentProjectSubmission;
  const at = now.toISOString();
  return queueChange(
    db,
    descriptor as typeof contract.studentProjectSubmission,
    { body: body as IndividualBody },
    {
      what: { key: 'projects:outbox.submit', vars: { name: project.name } },
      apply: async (ref) => {
        // Read again inside the transaction: two quick taps cannot pass the daily check twice.
        const fresh = await getProject(db, id);
        if (!fresh) throw new ApiError(404, translate(currentLanguage(), 'errors.notFound'));
        const again = submitRefusal(fresh, submittedOn((await db.projects.toArray()) as LocalProject[], now), now);
        if (again)
          throw new ApiError(409, refusalMessage(again), {}, again === 'daily_limit' ? 'daily_project_limit' : again);
        await db.projects.update(id, {
          status: 'pending',
          version: fresh.version + 1,
          submittedAt: fresh.submittedAt ?? at,
          lastSentAt: at,
          reviewDueAt: reviewDueAt(now).toISOString(),
          resubmitUntil: null,
          updatedAt: at,
          outboxRef: ref,
        });
      },
    },
  );
}

/** The public page of a shared project (the spec's /guest/sharedCode/{submissionId}/{submissionType}, keyed by its token). */
export function sharedCodeHref(token: string, kind: ProjectKind): string {
  return `/guest/sharedCode/${encodeURIComponent(token)}/${kind}`;
}

/**
 * The child shares an approved project (or stops sharing it): POST /share-project through the outbox, offline
 * too, queued in the same transaction that notes it on the project. The link is the server's (a random token),
 * known once the change has reached it; stopping takes the link away at once here.
 */
export async function shareProject(db: UserDb, id: string, shared: boolean): Promise<string> {
  const project = await getProject(db, id);
  if (!project || project.serverId === null || project.status !== 'approved')
    throw new ApiError(409, translate(currentLanguage(), 'projects.notApproved'), {}, 'not_approved');
  return queueChange(
    db,
    contract.shareProject,
    { body: { project_id: project.serverId, shared } },
    {
      what: { key: shared ? 'projects:outbox.share' : 'projects:outbox.unshare', vars: { name: project.name } },
      apply: async (ref) => {
        await db.projects.update(id, {
          shareRef: ref,
          shareWanted: shared,
          ...(!shared && { shareToken: null, sharedBy: null }),
        });
      },
    },
  );
}

// ---------------------------------------------------------------- the server's view

/** A project as the server shows it (ProjectSummary: pulled changes and the list calls). */
export interface ServerProject {
  id: number;
  type: ProjectKind;
  status: ProjectStatus;
  version: number;
  project_name: string;
  /** The editor it opens in (from the code parts the server holds): a Python or web project made elsewhere opens there. */
  editor?: 'blocks' | LocalEditor;
  thumb_uri?: string | null;
  course_id: number | null;
  lesson_id: number | null;
  lesson_project_template_id: number | null;
  is_graduation_project: boolean;
  comment: string | null;
  points: number | null;
  submitted_at: string | null;
  resubmitted_at: string | null;
  review_due_at: string | null;
  resubmit_until: string | null;
  /** Sharing (issue 11): absent from an older server's answers. */
  share_token?: string | null;
  shared_by?: ProjectSharer | null;
  updated_at: string;
}

export function isServerProject(x: unknown): x is ServerProject {
  const p = x as Partial<ServerProject> | null;
  return !!p && typeof p.id === 'number' && typeof p.project_name === 'string' && typeof p.status === 'string';
}

/** The row's `editor` for a server's project: its editor, none for SmoothY's blocks. */
const codeEditorOf = (server: ServerProject): LocalEditor | undefined =>
  server.editor === 'blocks' ? undefined : server.editor;

/**
 * Writes what the server says about a project into the device's copy: the row linked to it, else the
 * oldest not-yet-linked row it must be (same kind, name, lesson; sent), else a new row (made elsewhere).
 * A local version newer than the server's (a correction still in the outbox) keeps its own state.
 * A Python or web project made elsewhere gets its `editor` (the server's), so My projects opens it
 * there; its code comes when the editor opens it (code-editor/code-project.ts openProjectCode).
 */
export async function applyServerProject(db: UserDb, server: ServerProject): Promise<void> {
  await db.transaction('rw', [db.projects], async () => {
    const all = (await db.projects.toArray()) as LocalProject[];
    let row = all.find((p) => p.serverId === server.id);
    if (!row) {
      row = all
        .filter(
          (p) =>
            p.serverId === null &&
            p.status !== 'draft' &&
            p.kind === server.type &&
            p.name === server.project_name &&
            (p.course?.lessonId ?? null) === (server.lesson_id ?? null),
        )
        .sort((a, b) => (a.lastSentAt ?? '').localeCompare(b.lastSentAt ?? ''))[0];
    }
    const fromServer = {
      serverId: server.id,
      status: server.status,
      version: server.version,
      comment: server.comment,
      points: server.points,
      reviewDueAt: server.review_due_at,
      resubmitUntil: server.resubmit_until,
      submittedAt: server.submitted_at,
      lastSentAt: server.resubmitted_at ?? server.submitted_at,
      ...(server.share_token !== undefined && { shareToken: server.share_token, sharedBy: server.shared_by ?? null }),
    };
    const editor = codeEditorOf(server);
    if (!row) {
      const at = server.updated_at;
      const created: LocalProject = {
        id: `s-${server.id}`,
        kind: server.type,
        name: server.project_name,
        content: null,
        hasContent: false,
        thumb: server.thumb_uri ?? null,
        ...(editor && { editor }),
        course:
          server.course_id && server.lesson_id
            ? {
                courseId: server.course_id,
                lessonId: server.lesson_id,
                templateId: server.lesson_project_template_id,
                isGraduation: server.is_graduation_project,
              }
            : null,
        outboxRef: null,
        createdAt: at,
        updatedAt: at,
        ...fromServer,
      };
      await db.projects.put(created);
      return;
    }
    // A row known only from an older list (before answers named the editor) learns it; SmoothY content is never relabelled.
    const learns = editor && !row.editor && !row.content ? { editor } : {};
    if (row.version > server.version) {
      await db.projects.update(row.id, { serverId: server.id, ...learns });
      return;
    }
    await db.projects.update(row.id, {
      ...fromServer,
      ...learns,
      submittedAt: row.submittedAt ?? fromServer.submittedAt,
    });
  });
}
