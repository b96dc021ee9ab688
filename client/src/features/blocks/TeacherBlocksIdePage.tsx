import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { blocks as blockCalls, projects, teacher } from '@codeyard/shared-schema';
import { encodeProjectCode, type LevelDefinition } from '@codeyard/shared-schema/smoothy';
import { ApiError, callApi } from '../../api/client';
import { queueChange } from '../../outbox';
import { useUserDb } from '../../storage';
import { useAlerts } from '../../ui/alerts';
import { useLang } from '../../ui/kit/format';
import { PageHeader, QueryView } from '../../ui/kit/states';
import { useApiQuery } from '../../ui/kit/use-api-query';
import { LangLink } from '../../ui/LangLink';
import BlocksEditor from './BlocksEditor';
import { fromProgram } from './from-program';
import { PLAYGROUND_WORLD } from './playground-world';
import { projectBlocks } from './project-view';
import { RunPanel } from './RunControls';
import { themeForCourse } from './stage-themes';
import { toProgram, type SerializedWorkspace } from './to-program';
import { LEVELS, isLevel, starterWorkspace, type Level } from './toolboxes';
import { useRunner } from './use-runner';
import './blocks.css';

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * /teacher/teacher-ide: the teacher's own SmoothY playground. ?lessonId= opens that challenge or code
 * level with its solution on its stage (a challenge stone: GET /teacher/get-course-challenge-code-solution;
 * a code stone, ?kind=code or found so by that answer: GET /teacher/get-course-lesson-code-solution); ?projectId=
 * opens one of the teacher's saved projects. Save keeps the program as the teacher's own project
 * (POST /teacher/teacher-project-submission; queued on the device when the network is down).
 */
export default function TeacherBlocksIdePage() {
  const [params] = useSearchParams();
  const lessonId = positive(params.get('lessonId'));
  const projectId = positive(params.get('projectId'));
  if (lessonId) return <SolutionIde key={`l${lessonId}`} lessonId={lessonId} code={params.get('kind') === 'code'} />;
  if (projectId) return <ProjectIde key={`p${projectId}`} projectId={projectId} />;
  return (
    <Ide
      key="free"
      title={null}
      start={{ workspace: starterWorkspace() as SerializedWorkspace, level: 'basic' }}
      world={PLAYGROUND_WORLD}
    />
  );
}

function SolutionIde({ lessonId, code: codeKind }: { lessonId: number; code: boolean }) {
  const lang = useLang();
  const [code, setCode] = useState(codeKind);
  const challenge = useApiQuery(
    blockCalls.teacherChallengeCodeSolution,
    { query: { lesson_id: lessonId, lang } },
    !code,
  );
  const codeStone = useApiQuery(teacher.teacherLessonCodeSolution, { query: { lesson_id: lessonId, lang } }, code);
  // A link without ?kind= that turns out to be a code stone: its solution comes from the code stones' call.
  const foundCode = !code && challenge.data?.data.lesson.kind === 'code';
  useEffect(() => {
    if (foundCode) setCode(true);
  }, [foundCode]);
  const query = code ? codeStone : challenge;
  return (
    <QueryView query={query}>
      {({ data }) => (
        <Ide
          title={data.lesson.title[lang]}
          instructions={data.lesson.instructions[lang]}
          hint={data.lesson.hint[lang]}
          start={{ workspace: fromProgram(data.solution), level: data.lesson.toolbox }}
          world={data.lesson.level}
          keys={data.lesson.keys}
          lessonId={lessonId}
          courseNumber={data.lesson.course_number}
        />
      )}
    </QueryView>
  );
}

function ProjectIde({ projectId }: { projectId: number }) {
  const query = useApiQuery(projects.teacherIndividualProject, { params: { id: projectId } });
  return (
    <QueryView query={query}>
      {({ data }) => {
        const opened = projectBlocks(data.code);
        return (
          <Ide
            title={null}
            start={{
              workspace: opened?.workspace ?? (starterWorkspace() as SerializedWorkspace),
              level: opened?.level ?? 'basic',
            }}
            world={PLAYGROUND_WORLD}
            project={{ id: data.id, name: data.project_name, lessonId: data.lesson_id }}
          />
        );
      }}
    </QueryView>
  );
}

function Ide({
  title,
  instructions,
  hint,
  start,
  world,
  keys,
  lessonId,
  project,
  courseNumber,
}: {
  title: string | null;
  instructions?: string;
  hint?: string;
  start: { workspace: SerializedWorkspace; level: Level };
  world: LevelDefinition;
  keys?: string[];
  lessonId?: number;
  project?: { id: number; name: string; lessonId: number | null };
  /** A course's level is drawn in that course's scenery. */
  courseNumber?: number | undefined;
}) {
  const { t } = useTranslation('blocks');
  const alerts = useAlerts();
  const db = useUserDb();
  const [level, setLevel] = useState<Level>(start.level);
  const program = useRef<SerializedWorkspace | null>(start.workspace);
  const [name, setName] = useState(project?.name ?? (title ? t('ide.solutionTitle', { title }) : t('ide.defaultName')));
  const [savedId, setSavedId] = useState<number | undefined>(project?.id);
  const [busy, setBusy] = useState(false);
  const [saveNote, setSaveNote] = useState<string>();
  const runner = useRunner(world, { read: () => program.current, ...(keys?.length ? { keys } : {}) });
  const onChange = useCallback((state: SerializedWorkspace) => {
    program.current = state;
    setSaveNote(undefined);
  }, []);
  const list = useApiQuery(projects.teacherProjectList, {});

  const save = async () => {
    const workspace = program.current;
    const body = {
      project_name: name.trim() || t('ide.defaultName'),
      code: encodeProjectCode({
        level,
        workspace,
        program: toProgram(workspace).program,
        costume: null,
        background: null,
      }),
      lesson_id: project?.lessonId ?? lessonId ?? null,
      project_id: savedId ?? null,
    };
    setBusy(true);
    try {
      const answer = await callApi(projects.teacherProjectSubmission, { body });
      setSavedId(answer.data.project.id);
      setSaveNote(t('ide.saved'));
      list.reload();
    } catch (error) {
      if (error instanceof ApiError && error.status === 0 && db) {
        // Offline: the save waits in the outbox and is sent once, when the connection is back.
        await queueChange(
          db,
          projects.teacherProjectSubmission,
          { body },
          {
            what: { key: 'blocks:outbox.saveProject', vars: { project: body.project_name } },
          },
        );
        setSaveNote(t('ide.savedOffline'));
      } else alerts.show('danger', error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  const heading = useMemo(() => (title ? t('ide.solutionTitle', { title }) : t('ide.title')), [title, t]);
  return (
    <section className="page playground-page teacher-ide" aria-labelledby="teacher-ide-title" data-testid="teacher-ide">
      <PageHeader
        id="teacher-ide-title"
        icon="blocks"
        title={heading}
        lead={title ? t('ide.solutionLead') : t('ide.lead')}
      >
        <label className="playground-level">
          <span>{t('ide.level')}</span>
          <select
            value={level}
            onChange={(e) => {
              if (isLevel(e.target.value)) setLevel(e.target.value);
            }}
            data-testid="teacher-ide-level"
          >
            {LEVELS.map((l) => (
              <option key={l} value={l}>
                {t(`playground.levels.${l}`)}
              </option>
            ))}
          </select>
        </label>
      </PageHeader>
      {(instructions || hint) && (
        <div className="card ide-brief">
          {instructions && (
            <p>
              <strong>{t('ide.instructions')}:</strong> {instructions}
            </p>
          )}
          {hint && (
            <p className="muted">
              <strong>{t('ide.hint')}:</strong> {hint}
            </p>
          )}
        </div>
      )}
      <div className="playground-layout">
        <BlocksEditor
          level={level}
          initial={program.current}
          onChange={onChange}
          highlightId={runner.highlight}
          className="playground-editor"
        />
        <div className="playground-side">
          <RunPanel
            runner={runner}
            testid="teacher-ide"
            theme={themeForCourse(courseNumber)}
            extraStatus={
              <span className="playground-stars">{t('playground.stars', { n: runner.world.collected })}</span>
            }
          />
          <form
            className="card ide-save"
            onSubmit={(e) => {
              e.preventDefault();
              void save();
            }}
          >
            <div className="field">
              <label htmlFor="teacher-ide-name">{t('ide.name')}</label>
              <input
                id="teacher-ide-name"
                value={name}
                maxLength={100}
                onChange={(e) => setName(e.target.value)}
                data-testid="teacher-ide-name"
              />
            </div>
            <button type="submit" className="button button-primary" disabled={busy} data-testid="teacher-ide-save">
              {busy ? t('ide.saving') : t('ide.save')}
            </button>
            {saveNote && (
              <p role="status" className="muted" data-testid="teacher-ide-saved">
                {saveNote}
              </p>
            )}
          </form>
          <section className="card ide-projects" aria-labelledby="teacher-ide-projects">
            <h2 id="teacher-ide-projects">{t('ide.open')}</h2>
            <QueryView query={list}>
              {({ data }) =>
                data.projects.length === 0 ? (
                  <p className="muted">{t('ide.noProjects')}</p>
                ) : (
                  <ul className="ide-project-list">
                    {data.projects.map((p) => (
                      <li key={p.id}>
                        <LangLink to={`/teacher/teacher-ide?projectId=${p.id}`} data-testid={`teacher-project-${p.id}`}>
                          <bdi>{p.project_name}</bdi>
                        </LangLink>
                      </li>
                    ))}
                  </ul>
                )
              }
            </QueryView>
          </section>
        </div>
      </div>
    </section>
  );
}
