import { media, submissionRefusal } from '@codeyard/shared-schema';
import { MEDIA_LIBRARY, ProgramSchema, programProblems } from '@codeyard/shared-schema/smoothy';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Type, type Static } from 'typebox';
import type { CodeExerciseFile } from '@codeyard/shared-schema';
import type { CodeExerciseRegistry } from '../curriculum/code-exercises.js';
import { CurriculumError, readCurriculum } from '../curriculum/loader.js';
import type { Reader, Tx } from '../db/index.js';
import { courses, stones } from '../db/tables.js';
import { HttpError, notFound } from '../http/errors.js';
import { snapshot, statusesOf } from '../learning/maps.js';
import type { StudentRow } from '../learning/students.js';
import { validatorOf } from '../curriculum/validator.js';

/**
 * Course project templates (issue 4): content files beside the levels, <n>-<slug>/projects/<stone key>.json,
 * one per 'project' or 'graduation-project' stone of a course map, holding one or more templates (the
 * brief a child gets, a toolbox, a starter program, a costume and background from the media library).
 * Read and checked at every start (a bad file stops the start with a CurriculumError naming it) and kept
 * in memory; a project stone is playable exactly when it has a file (markTemplateStonesPlayable).
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

export const ProjectTemplateFile = Type.Union([BlocksTemplateFile, CodeTemplateFile]);
export type ProjectTemplateFile = Static<typeof ProjectTemplateFile>;
type BlocksTemplate = Static<typeof BlocksTemplateFile>['templates'][number];
export type CodeTemplate = Static<typeof media.CodeProjectTemplate>;
type Template = BlocksTemplate | CodeTemplate;

export interface TemplateEntry {
  stoneId: number;
  courseId: number;
  key: string;
  kind: 'project' | 'graduation-project';
  type: ProjectTemplateFile['type'];
  templates: Template[];
}

export interface TemplateRegistry {
  byStone(stoneId: number): TemplateEntry | undefined;
  stoneIds(): number[];
  readonly size: number;
}

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

function readTemplates(dir: string, folder: string, name: string, seenIds: Map<number, string>): ProjectTemplateFile {
  const shown = join(folder, 'projects', name);
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(join(dir, shown), 'utf8'));
  } catch (error) {
    throw new CurriculumError(shown, `cannot be read as JSON (${(error as Error).message})`);
  }
  if (!validatorOf(ProjectTemplateFile).Check(data)) {
    const problems = [...validatorOf(ProjectTemplateFile).Errors(data)]
      .filter((e) => e.keyword !== 'boolean')
      .slice(0, 5)
      .map((e) => `${e.instancePath || '/'} ${e.message}`);
    throw new CurriculumError(shown, problems.join('; ') || 'is not a valid project template file');
  }
  const file = data as ProjectTemplateFile;
  if (`${file.key}.json` !== name) throw new CurriculumError(shown, `key "${file.key}" does not match the file name`);
  if (file.type !== 'blocks') {
    file.templates.forEach((t, i) => {
      if (seenIds.has(t.id))
        throw new CurriculumError(shown, `/templates/${i} id ${t.id} is also used in ${seenIds.get(t.id)}`);
      seenIds.set(t.id, shown);
    });
    return file;
  }
  file.templates.forEach((t, i) => {
    const at = `/templates/${i}`;
    if (seenIds.has(t.id)) throw new CurriculumError(shown, `${at} id ${t.id} is also used in ${seenIds.get(t.id)}`);
    seenIds.set(t.id, shown);
    for (const [field, id] of [
      ['costume', t.costume],
      ['background', t.background],
    ] as const) {
      if (id !== null && !imageIds.has(id))
        throw new CurriculumError(shown, `${at}/${field} "${id}" is not in the media library`);
    }
    const problems = t.starter ? programProblems(t.starter) : [];
    if (problems.length) throw new CurriculumError(shown, `${at}/starter ${problems[0]!.code} (${problems[0]!.id})`);
  });
  return file;
}

/** Reads and checks every template file and maps each to its stone; run after loadCurriculum. */
export async function loadProjectTemplates(
  db: Reader,
  dir: string,
  exercises: ExerciseLookup = { all: () => [] },
): Promise<TemplateRegistry> {
  const byStone = new Map<number, TemplateEntry>();
  const seenIds = new Map<number, string>();
  for (const { folder, map } of readCurriculum(dir)) {
    const projectsDir = join(dir, folder, 'projects');
    if (!existsSync(projectsDir)) continue;
    const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.number, map.course)).limit(1);
    if (!course) throw new CurriculumError(join(folder, 'course.json'), `course ${map.course} is not in the catalogue`);
    for (const name of readdirSync(projectsDir)
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      const file = readTemplates(dir, folder, name, seenIds);
      const mapStone = map.stones.find((s) => s.key === file.key);
      if (!mapStone || (mapStone.kind !== 'project' && mapStone.kind !== 'graduation-project')) {
        throw new CurriculumError(
          join(folder, 'projects', name),
          `"${file.key}" is not a project or graduation-project stone of course ${map.course}`,
        );
      }
      const [stone] = await db
        .select({ id: stones.id })
        .from(stones)
        .where(and(eq(stones.courseId, course.id), eq(stones.key, file.key)))
        .limit(1);
      if (!stone)
        throw new CurriculumError(
          join(folder, 'projects', name),
          `stone "${file.key}" of course ${map.course} is not loaded`,
        );
      let templates: Template[];
      if (file.type === 'blocks') {
        templates = file.templates;
      } else {
        const exercise = exercises.all().find((e) => e.stoneId === stone.id)?.file;
        if (!exercise || exercise.language !== file.type) {
          throw new CurriculumError(
            join(folder, 'projects', name),
            `a ${file.type} project needs the ${file.type} exercise exercises/${file.key}.json (its brief and starter code)`,
          );
        }
        templates = file.templates.map((t) => codeTemplate(t.id, exercise));
      }
      byStone.set(stone.id, {
        stoneId: stone.id,
        courseId: course.id,
        key: file.key,
        kind: mapStone.kind,
        type: file.type,
        templates,
      });
    }
  }
  return {
    byStone: (stoneId) => byStone.get(stoneId),
    stoneIds: () => [...byStone.keys()],
    get size() {
      return byStone.size;
    },
  };
}

/** A 'project' or 'graduation-project' stone is playable exactly when it has templates; run at every start. */
export async function markTemplateStonesPlayable(db: Tx, registry: Pick<TemplateRegistry, 'stoneIds'>): Promise<void> {
  const ids = registry.stoneIds();
  const projectKinds = inArray(stones.kind, ['project', 'graduation-project']);
  await db
    .update(stones)
    .set({ playable: true })
    .where(and(projectKinds, inArray(stones.id, ids), eq(stones.playable, false)));
  await db
    .update(stones)
    .set({ playable: false })
    .where(and(projectKinds, notInArray(stones.id, ids), eq(stones.playable, true)));
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
