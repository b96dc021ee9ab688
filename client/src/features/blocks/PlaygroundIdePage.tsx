import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { projects as projectCalls, projectsLeftToday } from '@codeyard/shared-schema';
import {
  decodeProjectCode,
  encodeProjectCode,
  type LevelDefinition,
  type StepResult,
} from '@codeyard/shared-schema/smoothy';
import { ApiError, callApi, isNetworkError } from '../../api/client';
import { useSession } from '../../session/use-session';
import { useUserDb } from '../../storage/use-user-db';
import type { UserDb } from '../../storage/user-db';
import { LangLink } from '../../ui/LangLink';
import { PageHeader } from '../../ui/kit/states';
import { useLang } from '../../ui/kit/format';
import { loadCourseProjectBrief } from '../learning';
import {
  createAutosaver,
  flushOnHide,
  mediaUrl,
  playSound,
  StatusBadge,
  StatusDetails,
  shownState,
  useOutboxStates,
  makeThumbnails,
  refreshProjects,
} from '../projects';
import {
  MediaPicker,
  type PickerTab,
  createProject,
  deleteDraft,
  getProject,
  listProjects,
  projectForLesson,
  renameProject,
  saveContent,
  submitProject,
  submittedOn,
  type CourseLink,
  type LocalProject,
  type ProjectContent,
} from '../projects';
import '../../ui/projects.css';
import BlocksEditor from './BlocksEditor';
import { RunPanel } from './RunControls';
import { toProgram, type SerializedBlock, type SerializedWorkspace } from './to-program';
import { LEVELS, isLevel, starterWorkspace, type Level } from './toolboxes';
import { PLAYGROUND_WORLD } from './playground-world';
import { useRunner } from './use-runner';
import './blocks.css';
import { Icon } from '../../ui/kit/icons';

/** The playground's world (shared with the teacher's review and the shared-code page). */
const PLAYGROUND: LevelDefinition = PLAYGROUND_WORLD;

/** Before projects, the playground kept one program per user in localStorage: it becomes the first project. */
const legacyKey = (userId: number) => `codeyard.blocks.playground.${userId}`;
const lastKey = (userId: number) => `codeyard.projects.last.${userId}`;

type Template = {
  id: number;
  title: { en: string; ar: string };
  brief: { en: string; ar: string };
  ideas: { en: string; ar: string }[];
  toolbox: Level;
  starter: unknown;
  costume: string | null;
  background: string | null;
};

const numberParam = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : null);

function freshContent(level: Level = 'basic'): ProjectContent {
  return { level, workspace: starterWorkspace(), costume: null, background: null };
}

/** A "play sound" block added at the end of the first "when (flag) is clicked" script (or a new script). */
export function withSoundBlock(state: SerializedWorkspace | null, soundId: string, id: string): SerializedWorkspace {
  const ws: SerializedWorkspace = JSON.parse(JSON.stringify(state ?? starterWorkspace()));
  ws.blocks ??= { languageVersion: 0, blocks: [] };
  ws.blocks.blocks ??= [];
  const block: SerializedBlock = { type: 'sy_play_sound', id, fields: { SOUND: soundId } };
  const hat = ws.blocks.blocks.find((b) => b.type === 'sy_when_flag');
  if (!hat) {
    ws.blocks.blocks.push({ type: 'sy_when_flag', id: `${id}-hat`, x: 40, y: 40, next: { block } });
    return ws;
  }
  let last: SerializedBlock = hat;
  while (last.next?.block) last = last.next.block;
  last.next = { block };
  return ws;
}

/**
 * /playground-ide: the SmoothY playground, where children make projects. A project is kept on this
 * device and saved as it changes (a short quiet time after each change, and at once when the page is
 * hidden or closed); projects can be made, opened (with thumbnails), renamed, deleted while drafts, dressed
 * with a costume and a background from the media library, given sounds, and sent to the teacher (through
 * the outbox, so offline too; at most three new projects a day, checked on the device as on the server).
 * Query (spec 000 routes): projectId (a project here: its device id or server id), and for a course
 * project coursedId + lessonId + isCourseProject=1 (+ isGraduationProject=1): the stone's brief is fetched
 * once (GET /get-random-course-project/{lessonId}/blocks or /get-graduation-project/{lessonId}) and kept
 * with the project, and the project is sent with POST /course-project-submission.
 */
export default function PlaygroundIdePage() {
  const { t } = useTranslation('blocks');
  const { t: tp } = useTranslation('projects');
  const lang = useLang();
  const session = useSession();
  const db = useUserDb();
  const [params] = useSearchParams();
  const userId = session?.userId ?? 0;
  const courseId = numberParam(params.get('coursedId'));
  const lessonId = numberParam(params.get('lessonId'));
  const isCourse = params.get('isCourseProject') === '1' && courseId !== null && lessonId !== null;
  const isGraduation = isCourse && params.get('isGraduationProject') === '1';
  const projectParam = params.get('projectId');

  const [projectId, setProjectId] = useState<string | null>(null);
  const [opening, setOpening] = useState<'loading' | 'ready' | 'missing' | 'notHere'>('loading');
  const [editorKey, setEditorKey] = useState(0);
  const workspace = useRef<SerializedWorkspace | null>(null);
  const [level, setLevel] = useState<Level>('basic');
  const [costume, setCostume] = useState<string | null>(null);
  const [background, setBackground] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [picker, setPicker] = useState<PickerTab | null>(null);
  const [openList, setOpenList] = useState(false);
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  const project =
    useLiveQuery(async () => (db && projectId ? ((await getProject(db, projectId)) ?? null) : null), [db, projectId]) ??
    null;
  const allProjects = useLiveQuery(async () => (db ? listProjects(db) : []), [db]) ?? [];
  /** The Open list: SmoothY projects only (Python and web projects open in their editors). */
  const blocksProjects = allProjects.filter((p) => !p.editor);
  const outbox = useOutboxStates(db);
  const sentToday = submittedOn(allProjects, new Date());

  const runner = useRunner(PLAYGROUND, {
    read: () => workspace.current,
    onStep: (res: StepResult) => {
      if (res.event?.kind === 'sound') playSound(res.event.sound);
    },
  });
  const worldRef = useRef(runner.world);
  worldRef.current = runner.world;

  // ---- saving --------------------------------------------------------------------------------
  const autosaver = useMemo(
    () =>
      createAutosaver<{ db: UserDb; id: string; content: ProjectContent }>(async ({ db: d, id, content }) => {
        const thumbs = await makeThumbnails(worldRef.current, {
          costume: mediaUrl(content.costume),
          background: mediaUrl(content.background),
        });
        await saveContent(d, id, content, thumbs.local);
        setSaving(false);
      }),
    [],
  );
  // Online: the server's list into the device's copy (projects sent from elsewhere count for today's limit).
  useEffect(() => {
    if (db) refreshProjects({ db, userId: db.userId }).catch(() => undefined);
  }, [db]);

  useEffect(() => {
    const stop = flushOnHide(autosaver);
    return () => {
      stop();
      void autosaver.flush();
    };
  }, [autosaver]);

  const current = useRef<{ level: Level; costume: string | null; background: string | null }>({
    level,
    costume,
    background,
  });
  current.current = { level, costume, background };
  const scheduleSave = useCallback(
    (patch: Partial<ProjectContent> = {}) => {
      if (!db || !projectId) return;
      const content: ProjectContent = { ...current.current, workspace: workspace.current, ...patch };
      setSaving(true);
      autosaver.schedule({ db, id: projectId, content });
    },
    [db, projectId, autosaver],
  );

  // ---- opening ---------------------------------------------------------------------------------
  const show = useCallback(
    (p: LocalProject) => {
      const content = p.content ?? freshContent();
      workspace.current =
        (content.workspace as SerializedWorkspace | null) ?? (starterWorkspace() as SerializedWorkspace);
      setLevel(isLevel(content.level) ? content.level : 'basic');
      setCostume(content.costume);
      setBackground(content.background);
      setName(p.name);
      setProjectId(p.id);
      setEditorKey((k) => k + 1);
      setMessage(null);
      setOpening('ready');
      runner.reset();
      try {
        localStorage.setItem(lastKey(userId), p.id);
      } catch {
        /* private mode */
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [userId],
  );

  const defaultName = (list: LocalProject[]) =>
    tp('bar.defaultName', { n: list.filter((p) => p.kind === 'individual').length + 1 });

  const newProject = useCallback(async () => {
    if (!db) return;
    await autosaver.flush();
    const list = await listProjects(db);
    show(await createProject(db, { name: defaultName(list), content: freshContent() }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [db, autosaver, show]);

  useEffect(() => {
    if (!db || !userId) return;
    let cancelled = false;
    setOpening('loading');
    (async () => {
      await autosaver.flush();
      const list = await listProjects(db);
      if (projectParam) {
        const local = list.find(
          (p) => p.id === projectParam || (p.serverId !== null && String(p.serverId) === projectParam),
        );
        // A Python or web project opens in its own editor (My projects links it there), never as blocks.
        if (local?.editor) return null;
        if (local?.hasContent) return local;
        const serverId = local?.serverId ?? numberParam(projectParam);
        if (!serverId) return null;
        try {
          const call =
            local?.kind === 'course' || isCourse
              ? projectCalls.studentCourseProject
              : projectCalls.studentIndividualProject;
          const answer = await callApi(call, { params: { id: serverId } });
          const decoded = decodeProjectCode(answer.data.code);
          const content: ProjectContent = decoded
            ? {
                level: decoded.level,
                workspace: decoded.workspace,
                costume: decoded.costume,
                background: decoded.background,
              }
            : freshContent('expert');
          if (local) {
            await saveContent(db, local.id, content);
            return (await getProject(db, local.id)) ?? null;
          }
          const { applyServerProject } = await import('../projects');
          await applyServerProject(db, answer.data);
          await saveContent(db, `s-${serverId}`, content);
          return (await getProject(db, `s-${serverId}`)) ?? null;
        } catch {
          return 'notHere' as const;
        }
      }
      if (isCourse) {
        const local = await projectForLesson(db, lessonId!);
        if (local) return local;
        try {
          // The stone's templates from the course download first (offline too), else the server's.
          const brief = await loadCourseProjectBrief(db, lessonId!, 'blocks', isGraduation);
          if (typeof brief === 'string') return 'missing' as const;
          const template = brief.template as Template;
          const starter = template.starter
            ? (await import('./from-program')).fromProgram(template.starter as never)
            : starterWorkspace();
          const course: CourseLink = {
            courseId: brief.course_id,
            lessonId: brief.lesson_id,
            templateId: template.id,
            isGraduation: brief.is_graduation_project,
            brief: template,
          };
          return createProject(db, {
            name: template.title[lang].slice(0, 100),
            course,
            content: {
              level: template.toolbox,
              workspace: starter,
              costume: template.costume,
              background: template.background,
            },
          });
        } catch (error) {
          if (isNetworkError(error) || error instanceof ApiError) return 'missing' as const;
          throw error;
        }
      }
      // A program the playground kept before projects (localStorage) becomes a project of its own, once.
      let legacy: { level?: unknown; state?: unknown } | null = null;
      try {
        legacy = JSON.parse(localStorage.getItem(legacyKey(userId)) ?? 'null');
      } catch {
        legacy = null;
      }
      if (legacy?.state) {
        const created = await createProject(db, {
          name: defaultName(list),
          content: { ...freshContent(isLevel(legacy.level) ? legacy.level : 'basic'), workspace: legacy.state },
        });
        try {
          localStorage.removeItem(legacyKey(userId));
        } catch {
          /* ignore */
        }
        return created;
      }
      let last: string | null = null;
      try {
        last = localStorage.getItem(lastKey(userId));
      } catch {
        /* private mode */
      }
      const remembered = list.find((p) => p.id === last && p.kind === 'individual' && p.hasContent && !p.editor);
      if (remembered) return remembered;
      const newest = list.find((p) => p.kind === 'individual' && p.hasContent && !p.editor);
      if (newest) return newest;
      return createProject(db, { name: defaultName(list), content: freshContent() });
    })()
      .then((found) => {
        if (cancelled) return;
        if (found === 'missing' || found === null) setOpening(found === null ? 'notHere' : 'missing');
        else if (found === 'notHere') setOpening('notHere');
        else show(found);
      })
      .catch((error: unknown) => {
        console.error('playground: the project could not open', error);
        if (!cancelled) setOpening('notHere');
      });
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [db, userId, projectParam, isCourse, isGraduation, lessonId]);

  // ---- editing -------------------------------------------------------------------------------
  const onChange = useCallback(
    (state: SerializedWorkspace) => {
      workspace.current = state;
      scheduleSave();
    },
    [scheduleSave],
  );

  const changeLevel = (next: Level) => {
    setLevel(next);
    scheduleSave({ level: next });
  };
  const pick = (id: string | null) => {
    if (picker === 'background') {
      setBackground(id);
      scheduleSave({ background: id });
    } else {
      setCostume(id);
      scheduleSave({ costume: id });
    }
  };
  const addSound = (soundId: string) => {
    const id = `snd-${Date.now().toString(36)}`;
    workspace.current = withSoundBlock(workspace.current, soundId, id);
    setEditorKey((k) => k + 1);
    scheduleSave();
    playSound(soundId);
  };
  // Reads the row itself rather than the live query, which may lag just after a project was opened.
  const rename = async () => {
    if (!db || !projectId) return;
    const stored = await getProject(db, projectId);
    if (!stored) return;
    const trimmed = name.trim();
    if (!trimmed) {
      setName(stored.name);
      return;
    }
    if (trimmed !== stored.name) await renameProject(db, projectId, trimmed);
  };
  const remove = async () => {
    if (!db || !project || project.status !== 'draft') return;
    if (!window.confirm(tp('bar.deleteConfirm', { name: project.name }))) return;
    autosaver.cancel();
    await deleteDraft(db, project.id);
    const rest = (await listProjects(db)).filter((p) => p.kind === 'individual' && p.hasContent && !p.editor);
    if (rest[0]) show(rest[0]);
    else await newProject();
  };

  const submit = async () => {
    if (!db || !project || !session?.studentProfileId) return;
    setMessage(null);
    await rename();
    await autosaver.flush();
    const ws = workspace.current;
    const { program } = toProgram(ws);
    const thumbs = await makeThumbnails(runner.world, { costume: mediaUrl(costume), background: mediaUrl(background) });
    const code = encodeProjectCode({ level, workspace: ws, program, costume, background });
    try {
      await submitProject(db, project.id, {
        studentProfileId: session.studentProfileId,
        code,
        thumbUri: thumbs.server,
      });
      if (thumbs.local) await saveContent(db, project.id, { level, workspace: ws, costume, background }, thumbs.local);
      setMessage({ kind: 'ok', text: tp('bar.sent') });
    } catch (error) {
      setMessage({ kind: 'error', text: error instanceof ApiError ? error.message : String(error) });
    }
  };

  // ---- view ----------------------------------------------------------------------------------
  const state = project ? shownState(project, outbox) : 'draft';
  const brief = project?.course?.brief as Template | undefined;
  const canSubmit =
    !!project &&
    project.hasContent &&
    project.status !== 'approved' &&
    !(project.status === 'pending' && project.serverId === null);
  const resend = project && project.status !== 'draft';
  const left = projectsLeftToday(sentToday);

  return (
    <section className="page playground-page" aria-labelledby="playground-title" data-testid="playground-ide">
      <PageHeader id="playground-title" icon="blocks" title={t('playground.title')} lead={t('playground.lead')}>
        <label className="playground-level">
          <span>{t('playground.level')}</span>
          <select
            value={level}
            onChange={(e) => {
              if (isLevel(e.target.value)) changeLevel(e.target.value);
            }}
            data-testid="playground-level"
          >
            {LEVELS.map((l) => (
              <option key={l} value={l}>
                {t(`playground.levels.${l}`)}
              </option>
            ))}
          </select>
        </label>
      </PageHeader>

      {opening === 'loading' && <p role="status">{tp('bar.loading')}</p>}
      {opening === 'missing' && (
        <p role="alert" data-testid="project-missing">
          {tp('bar.briefMissing')}
        </p>
      )}
      {opening === 'notHere' && (
        <p role="alert" data-testid="project-not-here">
          {tp('bar.notHere')}
        </p>
      )}

      {opening === 'ready' && project && (
        <>
          <div className="project-bar" data-testid="project-bar">
            <label className="project-name">
              <span className="visually-hidden">{tp('bar.name')}</span>
              <input
                value={name}
                maxLength={100}
                aria-label={tp('bar.name')}
                data-testid="project-name"
                onChange={(e) => setName(e.target.value)}
                onBlur={() => void rename()}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    void rename();
                  }
                }}
              />
            </label>
            <StatusBadge state={state} />
            <span className="muted small" aria-live="polite" data-testid="project-saved">
              {saving ? tp('bar.saving') : tp('bar.saved')}
            </span>
            <div className="project-actions">
              <button type="button" className="button" onClick={() => void newProject()} data-testid="project-new">
                + {tp('bar.newProject')}
              </button>
              <button type="button" className="button" onClick={() => setOpenList(true)} data-testid="project-open">
                {tp('bar.open')}
              </button>
              <button type="button" className="button" onClick={() => setPicker('costume')} data-testid="project-media">
                <Icon name="palette" size={20} /> {tp('media.title')}
              </button>
              {project.status === 'draft' && project.serverId === null && (
                <button type="button" className="button" onClick={() => void remove()} data-testid="project-delete">
                  {tp('bar.delete')}
                </button>
              )}
              <button
                type="button"
                className="button button-primary button-large"
                onClick={() => void submit()}
                disabled={!canSubmit}
                data-testid="project-submit"
              >
                {resend ? tp('bar.resubmit') : tp('bar.submit')}
              </button>
            </div>
          </div>
          <StatusDetails project={project} state={state} />
          {project.status === 'draft' && (
            <p className="muted small" data-testid="project-left-today">
              {left > 0 ? tp('bar.leftToday', { n: left }) : tp('bar.noneLeftToday')}
            </p>
          )}
          {message && (
            <p
              role={message.kind === 'error' ? 'alert' : 'status'}
              className={message.kind === 'error' ? 'project-error' : 'project-ok'}
              data-testid="project-message"
            >
              {message.text}
            </p>
          )}
          {brief && (
            <aside className="project-brief" aria-labelledby="project-brief-title" data-testid="project-brief">
              <h2 id="project-brief-title">
                {project.course?.isGraduation ? tp('bar.graduation') : tp('bar.courseProject')}: {brief.title[lang]}
              </h2>
              <p>{brief.brief[lang]}</p>
              {brief.ideas.length > 0 && (
                <>
                  <h3>{tp('bar.ideas')}</h3>
                  <ul>
                    {brief.ideas.map((idea, i) => (
                      <li key={i}>{idea[lang]}</li>
                    ))}
                  </ul>
                </>
              )}
            </aside>
          )}
          <div className="playground-layout">
            <BlocksEditor
              key={editorKey}
              level={level}
              initial={workspace.current}
              onChange={onChange}
              highlightId={runner.highlight}
              className="playground-editor"
            />
            <div className="playground-side">
              <RunPanel
                runner={runner}
                testid="playground"
                costume={costume}
                background={background}
                extraStatus={
                  <span className="playground-stars">{t('playground.stars', { n: runner.world.collected })}</span>
                }
              />
              {picker && (
                <MediaPicker
                  tab={picker}
                  onTab={setPicker}
                  current={picker === 'background' ? background : costume}
                  onPick={pick}
                  onAddSound={addSound}
                  onClose={() => setPicker(null)}
                />
              )}
            </div>
          </div>
        </>
      )}

      {openList && (
        <div
          className="project-open-list"
          role="dialog"
          aria-modal="false"
          aria-labelledby="project-open-title"
          data-testid="project-open-list"
        >
          <div className="media-picker-head">
            <h2 id="project-open-title">{tp('bar.openTitle')}</h2>
            <button type="button" className="button" onClick={() => setOpenList(false)}>
              {tp('bar.close')}
            </button>
          </div>
          {blocksProjects.length === 0 && <p>{tp('bar.empty')}</p>}
          <ul className="project-cards">
            {blocksProjects.map((p) => (
              <li key={p.id}>
                <button
                  type="button"
                  className={`project-card${p.id === projectId ? ' is-current' : ''}`}
                  disabled={!p.hasContent}
                  onClick={() => {
                    setOpenList(false);
                    void autosaver.flush().then(() => show(p));
                  }}
                  data-testid="project-card"
                >
                  {p.thumb ? (
                    <img src={p.thumb} alt="" width={140} height={100} />
                  ) : (
                    <span className="project-card-blank">
                      <Icon name="puzzle" size={48} />
                    </span>
                  )}
                  <span className="project-card-name">{p.name}</span>
                  <StatusBadge state={shownState(p, outbox)} />
                </button>
              </li>
            ))}
          </ul>
          <LangLink to="/my-projects" className="button">
            {tp('list.title')}
          </LangLink>
        </div>
      )}
    </section>
  );
}
