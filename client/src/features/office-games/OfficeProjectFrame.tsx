import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { encodeOfficeProject, type OfficeProjectDocument, type OfficeProjectSlides } from '@codeyard/shared-schema';
import { ApiError } from '../../api/client';
import { useSession } from '../../session/use-session';
import { useUserDb } from '../../storage/use-user-db';
import type { UserDb } from '../../storage/user-db';
import { useLang } from '../../ui/kit/format';
import type { IconName } from '../../ui/kit/icons';
import { PageHeader } from '../../ui/kit/states';
import { LangLink } from '../../ui/LangLink';
import { loadCourseProjectBrief } from '../learning';
import {
  courseWorkKey,
  parseCourseProjectParams,
  projectForLesson,
  shownState,
  CourseWorkBrief,
  CourseWorkSendCard,
  type SendNote,
  StatusBadge,
  submitCourseWork,
  useOutboxStates,
  type CourseProjectParams,
  type LocalProject,
} from '../projects';
import '../../ui/projects.css';
import './office.css';

type Work = OfficeProjectDocument | OfficeProjectSlides;
type Template = {
  id: number;
  title: { en: string; ar: string };
  brief: { en: string; ar: string };
  ideas: { en: string; ar: string }[];
};

export interface OfficeProjectTool<W extends Work> {
  editor: 'document' | 'slides';
  icon: IconName;
  blank: () => W;
  /** The work from its code (the device's copy, or the project last sent); null when it is not such work. */
  decode: (code: string | null | undefined) => W | null;
  hasContent: (work: W) => boolean;
}

/**
 * An Office Skills course project's screen (/document-project, /slides-project; our routes, docs/decisions.md
 * "Office course projects"): the stone's brief and ideas above, the tool's editor, and beside it the project's
 * name and "Send to my teacher". The work is kept on the device at every change (a reload comes back to it,
 * offline too); sending queues POST /course-project-submission through the outbox with the work in `code`,
 * which completes the stone.
 */
export function OfficeProjectFrame<W extends Work>({
  tool,
  children,
  side,
}: {
  tool: OfficeProjectTool<W>;
  children: (work: W, keep: (next: W) => void) => ReactNode;
  side?: (work: W) => ReactNode;
}) {
  const [search] = useSearchParams();
  const params = parseCourseProjectParams(search);
  const db = useUserDb();
  const { t } = useTranslation('office-games');
  if (!params) return <ProjectUnavailable editor={tool.editor} text={t('project.missing')} />;
  if (!db) return null;
  return (
    <OfficeProject key={params.lessonId} db={db} params={params} tool={tool} side={side}>
      {children}
    </OfficeProject>
  );
}

/** A project that cannot be opened here (no stone named, not downloaded, locked): said under the screen's title. */
function ProjectUnavailable({ editor, text }: { editor: 'document' | 'slides'; text: string }) {
  const { t } = useTranslation('office-games');
  return (
    <section className="page office-page">
      <h1>{t(`project.${editor}`)}</h1>
      <p className="state card" role="alert" data-testid="office-project-unavailable">
        {text}
      </p>
    </section>
  );
}

type Brief = Awaited<ReturnType<typeof loadCourseProjectBrief>>;

function OfficeProject<W extends Work>({
  db,
  params,
  tool,
  children,
  side,
}: {
  db: UserDb;
  params: CourseProjectParams;
  tool: OfficeProjectTool<W>;
  children: (work: W, keep: (next: W) => void) => ReactNode;
  side?: (work: W) => ReactNode;
}) {
  const { t } = useTranslation('office-games');
  const lang = useLang();
  const session = useSession();
  const { editor } = tool;
  const keepKey = courseWorkKey(editor, params.lessonId);
  const [brief, setBrief] = useState<Brief | null>(null);
  const [work, setWork] = useState<W | null>(null);
  const [name, setName] = useState('');
  const [note, setNote] = useState<SendNote | null>(null);
  const project = useLiveQuery(() => projectForLesson(db, params.lessonId), [db, params.lessonId]) as
    LocalProject | undefined;
  const outbox = useOutboxStates(db);
  const Editor = editor === 'document' ? 'Document' : 'Slides';

  useEffect(() => {
    let live = true;
    void loadCourseProjectBrief(db, params.lessonId, editor, params.isGraduationProject).then((b) => {
      if (live) setBrief(b);
    });
    // The work kept here, else the one last sent from this device, else a blank one.
    void Promise.all([db.codeDrafts.get(keepKey), projectForLesson(db, params.lessonId)]).then(([row, sent]) => {
      if (!live) return;
      const kept = tool.decode(typeof row?.code === 'string' ? row.code : undefined);
      setWork(kept ?? tool.decode(sent?.drawing) ?? tool.blank());
      if (sent) setName(sent.name);
    });
    return () => {
      live = false;
    };
    // The tool is the page's own constant.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [db, keepKey, params.lessonId, params.isGraduationProject, editor]);

  if (brief === null || work === null) return null;
  if (typeof brief === 'string') {
    const text =
      brief === 'offline' ? t('project.offline') : brief === 'missing' ? t('project.missing') : t('project.locked');
    return <ProjectUnavailable editor={editor} text={text} />;
  }
  const template = brief.template as Template;

  const keep = (next: W) => {
    setWork(next);
    setNote(null);
    void db.codeDrafts.put({ key: keepKey, code: encodeOfficeProject(next), updatedAt: new Date().toISOString() });
  };

  const send = async () => {
    if (!session?.studentProfileId) return;
    if (!tool.hasContent(work)) {
      setNote({ kind: 'error', text: t(`project.empty${Editor}`) });
      return;
    }
    try {
      await submitCourseWork(db, {
        params,
        editor,
        templateId: template.id,
        name,
        defaultName: template.title[lang] || t(`project.default${Editor}`),
        code: encodeOfficeProject(work),
        thumb: null,
        studentProfileId: session.studentProfileId,
      });
      setNote({ kind: 'ok', text: t(`project.sent${Editor}`) });
    } catch (error) {
      setNote({ kind: 'error', text: error instanceof ApiError ? error.message : String(error) });
    }
  };

  const state = project && project.status !== 'draft' ? shownState(project, outbox) : null;

  return (
    <section
      className="page office-page office-project"
      aria-labelledby="office-project-title"
      data-testid={`${editor}-project`}
    >
      <nav className="office-project-nav" aria-label={t('project.back')}>
        <LangLink className="button" to={`/Myworld?course=${params.courseId}`} data-testid="office-project-back">
          {t('project.back')}
        </LangLink>
      </nav>
      <PageHeader
        id="office-project-title"
        icon={tool.icon}
        title={template.title[lang]}
        lead={params.isGraduationProject ? t('project.graduation') : t(`project.${editor}`)}
      >
        {state && project && <StatusBadge state={state} />}
      </PageHeader>
      <CourseWorkBrief
        id="office-project"
        brief={template.brief}
        ideas={template.ideas}
        ideasTitle={t('project.ideas')}
        lang={lang}
      />

      <div className="office-layout">
        {children(work, keep)}
        <div className="office-side">
          <CourseWorkSendCard
            id="office-project"
            nameLabel={t(`project.name${Editor}`)}
            sendLabel={t('project.send')}
            name={name}
            placeholder={template.title[lang]}
            onName={setName}
            onSend={() => void send()}
            note={note}
            project={project}
            state={state}
          />
          {side?.(work)}
          <p className="office-project-kept">{t(`project.kept${Editor}`)}</p>
        </div>
      </div>
    </section>
  );
}
