import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  BLANK_DRAWING,
  decodePaintCode,
  PAINT_HEIGHT,
  PAINT_WIDTH,
  paintHistory,
  type PaintAction,
} from '@codeyard/shared-schema';
import { ApiError } from '../../api/client';
import { useSession } from '../../session/use-session';
import { useUserDb } from '../../storage/use-user-db';
import type { UserDb } from '../../storage/user-db';
import { useLang } from '../../ui/kit/format';
import { PageHeader } from '../../ui/kit/states';
import { LangLink } from '../../ui/LangLink';
import { loadCourseProjectBrief } from '../learning';
import {
  projectForLesson,
  shownState,
  StatusBadge,
  CourseWorkBrief,
  CourseWorkSendCard,
  type SendNote,
  useOutboxStates,
  type LocalProject,
} from '../projects';
import { PaintBoard } from './PaintBoard';
import { DrawingView } from './PaintCanvas';
import { readActions } from './paint-tool';
import { paintProjectKey, parsePaintProjectParams, submitPaintProject, type PaintProjectParams } from './paint-project';
import { useLiveQuery } from 'dexie-react-hooks';
import '../../ui/projects.css';
import './paint.css';

type Brief = Awaited<ReturnType<typeof loadCourseProjectBrief>>;
type Template = {
  id: number;
  title: { en: string; ar: string };
  brief: { en: string; ar: string };
  ideas: { en: string; ar: string }[];
};

/** The drawing as an SVG picture (the project's thumbnail): the paper and its shapes, nothing of the tool. */
function thumbOf(svg: SVGSVGElement | null): string | null {
  if (!svg) return null;
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.removeAttribute('display');
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('width', String(PAINT_WIDTH / 2));
  copy.setAttribute('height', String(PAINT_HEIGHT / 2));
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(copy))}`;
}

/**
 * /paint-project?coursedId=&lessonId=&isCourseProject=1[&isGraduationProject=1] (our route, docs/decisions.md
 * "Paint course projects"): a computer-skills course's project stone, drawn freely in the paint tool with the
 * stone's brief beside it. The drawing is kept on the device as it grows; "Send to my teacher" sends it
 * through the outbox (POST /course-project-submission, offline too), which completes the stone.
 */
export default function PaintProjectPage() {
  const [search] = useSearchParams();
  const params = parsePaintProjectParams(search);
  const db = useUserDb();
  const { t } = useTranslation('paint-game');
  if (!params) return <ProjectUnavailable text={t('project.missing')} />;
  if (!db) return null;
  return <PaintProject key={params.lessonId} db={db} params={params} />;
}

/** A project that cannot be drawn here (no stone named, not downloaded, locked): said under the screen's title. */
function ProjectUnavailable({ text }: { text: string }) {
  const { t } = useTranslation('paint-game');
  return (
    <section className="page paint-page">
      <h1>{t('project.kind')}</h1>
      <p className="state card" role="alert" data-testid="paint-project-unavailable">
        {text}
      </p>
    </section>
  );
}

function PaintProject({ db, params }: { db: UserDb; params: PaintProjectParams }) {
  const { t } = useTranslation('paint-game');
  const lang = useLang();
  const session = useSession();
  const keepKey = paintProjectKey(params.lessonId);
  const [brief, setBrief] = useState<Brief | null>(null);
  const [actions, setActions] = useState<PaintAction[] | null>(null);
  const [name, setName] = useState('');
  const [said, setSaid] = useState('');
  const [note, setNote] = useState<SendNote | null>(null);
  const pictureRef = useRef<SVGSVGElement>(null);
  const project = useLiveQuery(() => projectForLesson(db, params.lessonId), [db, params.lessonId]) as
    LocalProject | undefined;
  const outbox = useOutboxStates(db);

  useEffect(() => {
    let live = true;
    void loadCourseProjectBrief(db, params.lessonId, 'paint', params.isGraduationProject).then((b) => {
      if (live) setBrief(b);
    });
    // The drawing kept here, else the one last sent from this device.
    void Promise.all([db.codeDrafts.get(keepKey), projectForLesson(db, params.lessonId)]).then(([row, sent]) => {
      if (!live) return;
      const kept = readActions(typeof row?.code === 'string' ? row.code : undefined);
      setActions(kept.length ? kept : (decodePaintCode(sent?.drawing) ?? []));
      if (sent) setName(sent.name);
    });
    return () => {
      live = false;
    };
  }, [db, keepKey, params.lessonId, params.isGraduationProject]);

  if (brief === null || actions === null) return null;
  if (typeof brief === 'string') {
    const text =
      brief === 'offline' ? t('project.offline') : brief === 'missing' ? t('project.missing') : t('project.locked');
    return <ProjectUnavailable text={text} />;
  }
  const template = brief.template as Template;
  const history = paintHistory(BLANK_DRAWING, actions);
  const drawing = history[history.length - 1]!;

  const act = (action: PaintAction) => {
    const next = [...actions, action];
    setActions(next);
    setNote(null);
    void db.codeDrafts.put({
      key: keepKey,
      code: JSON.stringify({ actions: next }),
      updatedAt: new Date().toISOString(),
    });
  };

  const send = async () => {
    if (!session?.studentProfileId) return;
    if (drawing.shapes.length === 0 && drawing.background === null) {
      setNote({ kind: 'error', text: t('project.empty') });
      return;
    }
    try {
      await submitPaintProject(db, {
        params,
        templateId: template.id,
        name,
        defaultName: template.title[lang] || t('project.defaultName'),
        actions,
        thumb: thumbOf(pictureRef.current),
        studentProfileId: session.studentProfileId,
      });
      setNote({ kind: 'ok', text: t('project.sent') });
    } catch (error) {
      setNote({ kind: 'error', text: error instanceof ApiError ? error.message : String(error) });
    }
  };

  const state = project && project.status !== 'draft' ? shownState(project, outbox) : null;

  return (
    <section
      className="page paint-page paint-project"
      aria-labelledby="paint-project-title"
      data-testid="paint-project"
    >
      <nav className="paint-project-nav">
        <LangLink className="button" to={`/Myworld?course=${params.courseId}`} data-testid="paint-project-back">
          {t('project.back')}
        </LangLink>
      </nav>
      <PageHeader
        id="paint-project-title"
        icon="palette"
        title={template.title[lang]}
        lead={params.isGraduationProject ? t('project.graduation') : t('project.kind')}
      >
        {state && project && <StatusBadge state={state} />}
      </PageHeader>
      <CourseWorkBrief
        id="paint-project"
        brief={template.brief}
        ideas={template.ideas}
        ideasTitle={t('project.ideas')}
        lang={lang}
      />

      <div className="paint-play">
        <PaintBoard
          drawing={drawing}
          onAct={act}
          canUndo={history.length > 1}
          canClear={drawing !== BLANK_DRAWING}
          onSay={setSaid}
        />
        <div className="paint-side">
          <CourseWorkSendCard
            id="paint-project"
            nameLabel={t('project.name')}
            sendLabel={t('project.send')}
            name={name}
            placeholder={template.title[lang]}
            onName={setName}
            onSend={() => void send()}
            note={note}
            project={project}
            state={state}
          />
          <p className="paint-saved">{t('project.kept')}</p>
          {/* The drawing alone, as the thumbnail is made from it. */}
          <svg ref={pictureRef} viewBox={`0 0 ${PAINT_WIDTH} ${PAINT_HEIGHT}`} display="none" aria-hidden="true">
            <DrawingView drawing={drawing} />
          </svg>
        </div>
      </div>
      <p className="sr-only" role="status" aria-live="polite">
        {said}
      </p>
    </section>
  );
}
