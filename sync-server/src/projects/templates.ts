import { kindsPlayableBy, media, stonePlayerOf, submissionRefusal } from '@codeyard/shared-schema';
import { MEDIA_LIBRARY, ProgramSchema, programProblems } from '@codeyard/shared-schema/smoothy';
import { Type, type Static } from 'typebox';
import type { CodeExerciseFile } from '@codeyard/shared-schema';
import type { CodeExerciseRegistry } from '../curriculum/code-exercises.js';
import { loadContentKind, type ContentKindDescriptor, type ContentRegistry } from '../curriculum/content-loader.js';
import { CurriculumError } from '../curriculum/loader.js';
import type { Reader } from '../db/index.js';
import { HttpError, notFound } from '../http/errors.js';
import { snapshot, statusesOf } from '../learning/maps.js';
import type { StudentRow } from '../learning/students.js';

/**
 * Course project templates (issue 4): content files beside the levels, <n>-<slug>/projects/<stone key>.json,
 * one per 'project' or 'graduation-project' stone of a course map, holding one or more templates (the
 * brief a child gets, a toolbox, a starter program, a costume and background from the media library).
 * Loaded by the content loader (curriculum/content-loader.ts) at every start (a bad file stops the start
 * with a CurriculumError naming it); a project stone is playable exactly when it has a file.
 * Template ids are unique across the whole curriculum (they are lesson_project_template_id).
 */

export const BlocksTemplateFile = Type.Object(
  {
    /** The key of the map stone (and the file's name). */
    key: Type.String({ pattern: '^[a-z0-9-]+$' }),
    /** The editor the templates are for: SmoothY blocks. */
    type: Type.Literal('blocks'),
    templates: Type.Array(
      Type.Object(
        {
          ...media.ProjectTemplate.properties,
          starter: Type.Union([ProgramSchema, Type.Null()]),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 10 },
    ),
  },
  { additionalProperties: false },
);

/**
 * A Python or Web course project: the file gives the editor and the template id only; the brief (title,
 * instructions, hint) and the starter code live in the stone's exercise file (<n>-<slug>/exercises/<key>.json),
 * the one place a code project's brief is written.
 */
export const CodeTemplateFile = Type.Object(
  {
    key: Type.String({ pattern: '^[a-z0-9-]+$' }),
    type: Type.Union([Type.Literal('python'), Type.Literal('web')]),
    templates: Type.Array(Type.Object({ id: Type.Integer({ minimum: 1 }) }, { additionalProperties: false }), {
      minItems: 1,
      maxItems: 1,
    }),
  },
  { additionalProperties: false },
);

/**
 * A computer-skills course project: a drawing in the paint tool (issue 14), or Office Skills' report in the
 * document editor or presentation in the slides editor. The brief (what to make) is in this file; the editor
 * opens on a blank paper, document or slide, so there is no starter.
 */
export const PaintTemplateFile = Type.Object(
  {
    key: Type.String({ pattern: '^[a-z0-9-]+$' }),
    type: Type.Union([Type.Literal('paint'), Type.Literal('document'), Type.Literal('slides')]),
    templates: Type.Array(media.PaintProjectTemplate, { minItems: 1, maxItems: 10 }),
  },
  { additionalProperties: false },
);

export const ProjectTemplateFile = Type.Union([BlocksTemplateFile, CodeTemplateFile, PaintTemplateFile]);
export type ProjectTemplateFile = Static<typeof ProjectTemplateFile>;
type BlocksTemplate = Static<typeof BlocksTemplateFile>['templates'][number];
export type CodeTemplate = Static<typeof media.CodeProjectTemplate>;
type PaintTemplate = Static<typeof media.PaintProjectTemplate>;
type Template = BlocksTemplate | CodeTemplate | PaintTemplate;

export interface TemplateEntry {
  stoneId: number;
  courseId: number;
  key: string;
  kind: 'project' | 'graduation-project';
  type: ProjectTemplateFile['type'];
  templates: Template[];
}

export type TemplateRegistry = ContentRegistry<TemplateEntry>;

/** The exercises the code templates take their brief from (curriculum/code-exercises.ts). */
type ExerciseLookup = Pick<CodeExerciseRegistry, 'all'>;

/** A code project's template from its exercise file: the brief is the instructions, the idea the hint. */
function codeTemplate(id: number, exercise: CodeExerciseFile): CodeTemplate {
  return {
    id,
    title: exercise.title,
    brief: exercise.instructions,
    ideas: [exercise.hint],
    starter: { ...exercise.starter },
  };
}

const imageIds = new Set(MEDIA_LIBRARY.images.flatMap((c) => c.items.map((i) => i.id)));

/** The first problem of a template file on its own: an id used before (in any file), an image not in the library, a bad starter. */
function templateProblems(file: ProjectTemplateFile, shown: string, seenIds: Map<number, string>): string[] {
  for (const [i, t] of file.templates.entries()) {
    const at = `/templates/${i}`;
    if (seenIds.has(t.id)) return [`${at} id ${t.id} is also used in ${seenIds.get(t.id)}`];
    seenIds.set(t.id, shown);
    if (file.type !== 'blocks') continue;
    const blocks = t as BlocksTemplate;
    for (const [field, id] of [
      ['costume', blocks.costume],
      ['background', blocks.background],
    ] as const) {
      if (id !== null && !imageIds.has(id)) return [`${at}/${field} "${id}" is not in the media library`];
    }
    const problems = blocks.starter ? programProblems(blocks.starter) : [];
    if (problems.length) return [`${at}/starter ${problems[0]!.code} (${problems[0]!.id})`];
  }
  return [];
}

/**
 * The project template files as a content kind: template ids are unique across the whole curriculum, and a
 * Python or Web project takes its brief from the stone's exercise (loaded before).
 */
export function projectTemplateContent(
  exercises: ExerciseLookup = { all: () => [] },
): ContentKindDescriptor<ProjectTemplateFile, TemplateEntry> {
  const seenIds = new Map<number, string>();
  return {
    content: 'projects',
    schema: ProjectTemplateFile,
    invalid: 'is not a valid project template file',
    hiddenKeywords: ['boolean'],
    stoneKinds: kindsPlayableBy('projects'),
    stoneKindsText: 'a project or graduation-project',
    fileProblems: (file, shown) => templateProblems(file, shown, seenIds),
    // A template's type must name a player of its course's track in the registry (a computer-skills project:
    // paint, document or slides; a SmoothY one: blocks), so the map never leads a project to a wrong editor.
    stoneProblems: (file, kind, course) =>
      stonePlayerOf(kind, course.track, null, file.type)
        ? []
        : [`a ${file.type} project has no player in a ${course.track} course (stone-player registry)`],
    entry: ({ stoneId, courseId, kind, file }, shown) => {
      let templates: Template[];
      if (file.type === 'blocks' || file.type === 'paint' || file.type === 'document' || file.type === 'slides') {
        templates = file.templates;
      } else {
        const exercise = exercises.all().find((e) => e.stoneId === stoneId)?.file;
        if (!exercise || exercise.language !== file.type) {
          throw new CurriculumError(
            shown,
            `a ${file.type} project needs the ${file.type} exercise exercises/${file.key}.json (its brief and starter code)`,
          );
        }
        templates = file.templates.map((t) => codeTemplate(t.id, exercise));
      }
      return { stoneId, courseId, key: file.key, kind: kind as TemplateEntry['kind'], type: file.type, templates };
    },
  };
}

/** Reads and checks every template file and maps each to its stone; run after loadCurriculum. */
export function loadProjectTemplates(
  db: Reader,
  dir: string,
  exercises: ExerciseLookup = { all: () => [] },
): Promise<TemplateRegistry> {
  return loadContentKind(db, dir, projectTemplateContent(exercises));
}

/**
 * The brief of a project stone for a student who may open it: a random template of the stone (kind
 * 'project') or its graduation template (the first: a course has one graduation project).
 */
export async function courseProjectBrief(
  db: Reader,
  registry: TemplateRegistry,
  student: StudentRow,
  stoneId: number,
  kind: TemplateEntry['kind'],
  type: string | null,
  random: () => number = Math.random,
) {
  const entry = registry.byStone(stoneId);
  if (!entry || entry.kind !== kind || (type !== null && entry.type !== type)) throw notFound();
  const snap = await snapshot(db, student);
  const stone = (snap.stonesByCourse.get(entry.courseId) ?? []).find((s) => s.id === stoneId);
  if (!stone) throw notFound();
  const status = statusesOf(snap, entry.courseId).find((s) => s.id === stoneId);
  const refusal = status ? submissionRefusal(status, snap.locks.get(entry.courseId)) : null;
  if (refusal === 'trial_locked') throw new HttpError(403, 'learning.trialLocked', { code: 'trial_locked' });
  if (refusal === 'course_locked') throw new HttpError(403, 'learning.courseLocked', { code: 'course_locked' });
  const template =
    kind === 'graduation-project'
      ? entry.templates[0]!
      : entry.templates[Math.min(entry.templates.length - 1, Math.floor(random() * entry.templates.length))]!;
  return {
    lesson_id: stone.id,
    course_id: entry.courseId,
    key: entry.key,
    kind: entry.kind,
    is_graduation_project: kind === 'graduation-project',
    type: entry.type,
    template,
  };
}

/**
 * The templates of these stones (those that have some), for the offline course download: every template
 * of a stone, so the device picks one as GET /get-random-course-project would (a graduation stone: the first).
 */
export function templatesOf(registry: TemplateRegistry, stoneList: readonly { id: number; key: string }[]) {
  return stoneList.flatMap((stone) => {
    const entry = registry.byStone(stone.id);
    return entry
      ? [
          {
            lesson_id: stone.id,
            course_id: entry.courseId,
            key: entry.key,
            kind: entry.kind,
            type: entry.type,
            templates: entry.templates,
          },
        ]
      : [];
  });
}
