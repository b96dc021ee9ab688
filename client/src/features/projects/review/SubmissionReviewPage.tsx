import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  ACCOUNT_LIMITS,
  decodeOfficeDocument,
  decodeOfficeSlides,
  drawingOfPaintCode,
  PAINT_HEIGHT,
  PAINT_WIDTH,
  POINTS,
  PROJECT_TYPES,
  projects,
  type ResponseOf,
} from '@codeyard/shared-schema';
import { ApiError } from '../../../api/client';
import PageNotFound from '../../../app/PageNotFound';
import { useOutboxEntry, type OutboxEntryState } from '../../../outbox';
import { useUserDb, type UserDb } from '../../../storage';
import { formatNumber, useLang } from '../../../ui/kit/format';
import { Icon } from '../../../ui/kit/icons';
import { PageHeader, QueryView } from '../../../ui/kit/states';
import { useApiQuery } from '../../../ui/kit/use-api-query';
import { LangLink } from '../../../ui/LangLink';
import { ProgramViewer, projectBlocks } from '../../blocks';
import { WebRunner } from '../../web';
import { PythonProgram } from '../../python';
import { DrawingView } from '../../paint-game';
import { ReportView, SlidesView } from '../../office-games';
import { formatDateTime, fullName, Ltr, When } from '../../teacher';
import { projectKind } from '../kind';
import {
  dismissDecision,
  forgetShare,
  queueDecision,
  queueTeacherShare,
  recordId,
  shareRecordId,
  type DecisionRecord,
  type ShareRecord,
} from './decision';
import { isOverdue } from './model';
import '../../../ui/teacher.css';
import '../../../ui/review.css';
import '../../../ui/projects.css';

type Details = ResponseOf<typeof projects.teacherSubmissionDetails>['data'];
/** Shown as text below the runners (Python shows in its own read-only editor with Run). */
const TEXT_PARTS = ['html_code', 'css_code', 'js_code'] as const;

/**
 * /teacher/submissions/{submissionId}/{submissionType}: one project of a student of the teacher's
 * classrooms. The blocks are shown read-only and run on the stage; the other code parts as text; the
 * student's earlier review comments; and the decision (approve with 100-500 points and a comment, or
 * send back with a comment), queued in the teacher's outbox so a bad connection loses nothing.
 */
export default function SubmissionReviewPage() {
  const { submissionId, submissionType } = useParams();
  const id = Number(submissionId);
  if (!Number.isInteger(id) || id < 1 || !(PROJECT_TYPES as readonly string[]).includes(submissionType ?? ''))
    return <PageNotFound />;
  return <SubmissionReview key={id} id={id} />;
}

function SubmissionReview({ id }: { id: number }) {
  const { t } = useTranslation('projects');
  const details = useApiQuery(projects.teacherSubmissionDetails, { params: { id } });
  return (
    <section className="page teacher-page review-page" aria-labelledby="review-title" data-testid="submission-review">
      <nav className="back-row" aria-label={t('review.back')}>
        <LangLink to="/teacher/code-assessment" className="back-link" data-testid="back-to-assessment">
          <Icon name="chevron" className="flip-back" />
          {t('review.back')}
        </LangLink>
      </nav>
      <QueryView query={details}>{({ data }) => <Review project={data} reload={details.reload} />}</QueryView>
    </section>
  );
}

function Review({ project, reload }: { project: Details; reload: () => void }) {
  const { t } = useTranslation('projects');
  const lang = useLang();
  const name = fullName(project.student);
  const drawing = project.editor === 'paint' ? drawingOfPaintCode(project.code) : null;
  // A report or a presentation (Office Skills' projects) is read as a page or as slides.
  const report = project.editor === 'document' ? decodeOfficeDocument(project.code) : null;
  const slides = project.editor === 'slides' ? decodeOfficeSlides(project.code) : null;
  const blocks = drawing || report || slides ? null : projectBlocks(project.code);
  const parts = TEXT_PARTS.filter((p) => project[p]);
  return (
    <>
      <PageHeader
        id="review-title"
        icon={drawing ? 'palette' : report ? 'text' : slides ? 'picture' : 'blocks'}
        title={project.project_name}
        lead={
          <>
            {t('review.by', { student: name })} <Ltr className="muted">{project.student.username}</Ltr>
          </>
        }
      />
      <dl className="review-facts card" data-testid="review-facts">
        <div>
          <dt>{t('review.state')}</dt>
          <dd>
            <span className={`status-chip state-${project.status}`} data-testid="review-state">
              {t(`assessment.states.${project.status === 'draft' ? 'pending' : project.status}`)}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t('assessment.type')}</dt>
          <dd>
            {t(`assessment.types.${projectKind(project.type, project.editor)}`)} ·{' '}
            {t('review.version', { n: formatNumber(project.version, lang) })}
          </dd>
        </div>
        <div>
          <dt>{t('review.sent')}</dt>
          <dd>
            <When iso={project.submitted_at} exact />
          </dd>
        </div>
        {project.resubmitted_at && (
          <div>
            <dt>{t('review.resent')}</dt>
            <dd>
              <When iso={project.resubmitted_at} exact />
            </dd>
          </div>
        )}
        {project.status === 'pending' && (
          <div className={isOverdue(project) ? 'is-overdue' : undefined}>
            <dt>{t('review.due')}</dt>
            <dd>
              <When iso={project.review_due_at} exact />
              {isOverdue(project) && <span className="status-chip status-late">{t('assessment.overdue')}</span>}
            </dd>
          </div>
        )}
      </dl>

      <h2 className="section-title">
        {drawing
          ? t('review.drawing')
          : report
            ? t('review.document')
            : slides
              ? t('review.slides')
              : t('review.program')}
      </h2>
      {report ? (
        <ReportView doc={report} label={project.project_name} />
      ) : slides ? (
        <SlidesView deck={slides} label={project.project_name} />
      ) : drawing ? (
        <svg
          className="review-drawing card"
          viewBox={`0 0 ${PAINT_WIDTH} ${PAINT_HEIGHT}`}
          role="img"
          aria-label={project.project_name}
          data-testid="review-drawing"
          data-shapes={drawing.shapes.length}
        >
          <DrawingView drawing={drawing} />
        </svg>
      ) : blocks ? (
        <ProgramViewer
          key={`${project.id}:${project.version}`}
          workspace={blocks.workspace}
          toolbox={blocks.level}
          testid="review"
        />
      ) : (
        !project.python_code &&
        !project.html_code &&
        !project.css_code &&
        !project.js_code && (
          <p className="muted" data-testid="review-no-blocks">
            {t('review.noBlocks')}
          </p>
        )
      )}

      {(project.html_code || project.css_code || project.js_code) && (
        <WebRunner
          key={`${project.id}:${project.version}`}
          html={project.html_code}
          css={project.css_code}
          js={project.js_code}
          testid="review-web"
        />
      )}
      {project.python_code && (
        <PythonProgram
          key={`${project.id}:${project.version}`}
          code={project.python_code}
          testid="review-python"
          heading={false}
        />
      )}

      {parts.length > 0 && (
        <section aria-labelledby="other-parts">
          <h2 id="other-parts" className="section-title">
            {t('review.otherParts')}
          </h2>
          {parts.map((part) => (
            <details key={part} className="code-part card" open>
              <summary>{t(`shared.parts.${part}`)}</summary>
              <pre dir="ltr" className="code-text" data-testid={`part-${part}`}>
                {project[part]}
              </pre>
            </details>
          ))}
        </section>
      )}

      <div className="review-columns">
        <DecisionPanel project={project} reload={reload} />
        <SharePanel project={project} reload={reload} />
        <History studentProfileId={project.student.student_profile_id} />
      </div>
    </>
  );
}

/** The student's earlier review comments (GET /get-school-student-comments/{id}). */
function History({ studentProfileId }: { studentProfileId: number }) {
  const { t } = useTranslation('projects');
  const lang = useLang();
  const comments = useApiQuery(projects.teacherStudentComments, { params: { id: studentProfileId } });
  return (
    <section className="card review-history" aria-labelledby="history-title" data-testid="review-history">
      <h2 id="history-title">{t('review.history')}</h2>
      <QueryView query={comments}>
        {({ data }) =>
          data.comments.length === 0 ? (
            <p className="muted">{t('review.noHistory')}</p>
          ) : (
            <ol className="history-list">
              {data.comments.map((c) => (
                <li key={`${c.project_id}:${c.version}:${c.reviewed_at}`}>
                  <p className="history-head">
                    <span className={`status-chip state-${c.status}`}>
                      {t(`assessment.states.${c.status === 'draft' ? 'pending' : c.status}`)}
                    </span>
                    {/* Only the project's name is isolated (FSI…PDI): a Latin name must not turn the Arabic sentence around it left to right. */}
                    <span>
                      {t('review.historyItem', {
                        project: `\u2068${c.project_name}\u2069`,
                        version: formatNumber(c.version, lang),
                      })}
                    </span>
                    {c.points !== null && (
                      <span className="muted">{t('review.historyPoints', { n: formatNumber(c.points, lang) })}</span>
                    )}
                  </p>
                  <blockquote>
                    <bdi>{c.comment}</bdi>
                  </blockquote>
                  <p className="muted small">
                    <time dateTime={c.reviewed_at}>{formatDateTime(c.reviewed_at, lang)}</time>
                    {c.reviewed_by ? ` · ${c.reviewed_by}` : ''}
                  </p>
                </li>
              ))}
            </ol>
          )
        }
      </QueryView>
    </section>
  );
}

/**
 * An approved project's public page (issue 11): not shared until the student or a teacher chooses; the
 * teacher shares it in the class showcase (a random link) or stops sharing it, through the outbox.
 */
function SharePanel({ project, reload }: { project: Details; reload: () => void }) {
  const { t } = useTranslation('projects');
  const db = useUserDb();
  const record = useLiveQuery(
    async () =>
      db ? (((await db.submissions.get(shareRecordId(project.id)))?.data as ShareRecord | undefined) ?? null) : null,
    [db, project.id],
  );
  const outbox = useOutboxEntry(record?.ref);
  const [error, setError] = useState<string | null>(null);
  // Once the change has left the outbox (accepted), forget it and read the project again: it shows its link.
  useEffect(() => {
    if (db && record && outbox?.state === 'sent') void forgetShare(db, project.id).then(reload);
  }, [db, record, outbox, project.id, reload]);
  if (!db || project.status !== 'approved' || record === undefined) return null;
  const waiting = record && outbox && outbox.state !== 'sent' ? outbox : null;
  const href = !waiting && project.share_token ? `/guest/sharedCode/${project.share_token}/${project.type}` : null;
  const toggle = async (shared: boolean) => {
    setError(null);
    try {
      await queueTeacherShare(db, { submissionId: project.id, shared, projectName: project.project_name });
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    }
  };
  return (
    <section
      className="card project-share"
      aria-labelledby="share-title"
      data-testid="review-share"
      data-shared={href ? 'yes' : waiting ? 'waiting' : 'no'}
    >
      <h2 id="share-title">{t('share.title')}</h2>
      {waiting?.state === 'pending' && (
        <p className="muted" role="status">
          {record?.shared ? t('share.waitingShare') : t('share.waitingUnshare')}
        </p>
      )}
      {waiting?.state === 'needs-attention' && (
        <p className="field-error" role="alert">
          {waiting.error?.message ?? t('share.attention')}
        </p>
      )}
      {!waiting && !href && <p className="muted">{t('share.teacherNotShared')}</p>}
      {href && (
        <>
          <p>{t('share.teacherShared')}</p>
          <p className="project-share-link">
            <a href={href} target="_blank" rel="noopener noreferrer" dir="ltr" data-testid="review-share-link">
              {`${window.location.origin}${href}`}
            </a>
          </p>
        </>
      )}
      {!waiting && (
        <button
          type="button"
          className="button"
          onClick={() => void toggle(!href)}
          data-testid={href ? 'review-share-off' : 'review-share-on'}
        >
          {href ? t('share.teacherUnshare') : t('share.teacherShare')}
        </button>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

function DecisionPanel({ project, reload }: { project: Details; reload: () => void }) {
  const { t } = useTranslation('projects');
  const db = useUserDb();
  const record = useLiveQuery(
    async () =>
      db
        ? (((await db.submissions.get(recordId(project.id, project.version)))?.data as DecisionRecord | undefined) ??
          null)
        : null,
    [db, project.id, project.version],
  );
  const outbox = useOutboxEntry(record?.ref);
  // The decision's entry while it is on the device (null once sent); undefined while read.
  const entry = record === undefined || outbox === undefined ? undefined : outbox.state === 'sent' ? null : outbox;

  // Once the entry has left the outbox (accepted), read the project again: it shows its new state. Also when
  // it left before this screen saw it queued (sent while the screen loaded a copy still pending), once.
  const wasQueued = useRef(false);
  const reloadedPending = useRef(false);
  useEffect(() => {
    if (entry) wasQueued.current = true;
    else if (entry === null && record && wasQueued.current) {
      wasQueued.current = false;
      reload();
    } else if (entry === null && record && project.status === 'pending' && !reloadedPending.current) {
      reloadedPending.current = true;
      reload();
    }
  }, [entry, record, reload, project.status]);

  if (!db || record === undefined || entry === undefined) return null;
  if (record)
    return <DecisionStatus db={db} project={project} record={record} entry={entry ?? undefined} reload={reload} />;
  if (project.status !== 'pending')
    return (
      <p className="card muted" data-testid="decision-closed">
        {t('review.decided')}
      </p>
    );
  return <DecisionForm db={db} project={project} />;
}

function DecisionStatus({
  db,
  project,
  record,
  entry,
  reload,
}: {
  db: UserDb;
  project: Details;
  record: DecisionRecord;
  entry: OutboxEntryState | undefined;
  reload: () => void;
}) {
  const { t } = useTranslation('projects');
  const lang = useLang();
  const dismiss = async () => {
    await dismissDecision(db, record);
    reload();
  };
  const summary = record.approve
    ? `${t('review.approve')} · ${t('assessment.points', { n: formatNumber(record.points ?? 0, lang) })}`
    : t('review.disapprove');
  if (entry?.state === 'needs-attention') {
    const code = entry.error?.code;
    return (
      <section
        className="card decision-status is-refused"
        role="alert"
        data-testid="decision-status"
        data-state={code ?? 'refused'}
      >
        <h2>{t('review.decide')}</h2>
        <p>
          <strong>{summary}</strong>
        </p>
        {code === 'resubmitted' ? (
          <>
            <p>{t('review.resubmitted', { student: fullName(project.student) })}</p>
            <button
              type="button"
              className="button button-primary"
              onClick={() => void dismiss()}
              data-testid="load-new-version"
            >
              {t('review.loadNew')}
            </button>
          </>
        ) : (
          <>
            <p>
              {code === 'already_reviewed'
                ? t('review.alreadyReviewed')
                : t('review.refused', { message: entry.error?.message ?? '' })}
            </p>
            <button type="button" className="button" onClick={() => void dismiss()} data-testid="dismiss-decision">
              {t('review.dismiss')}
            </button>
          </>
        )}
      </section>
    );
  }
  const waiting = !!entry;
  return (
    <section
      className={`card decision-status ${waiting ? 'is-waiting' : 'is-sent'}`}
      role="status"
      data-testid="decision-status"
      data-state={waiting ? 'waiting' : 'sent'}
    >
      <h2>{t('review.decide')}</h2>
      <p>
        <strong>{summary}</strong>
      </p>
      <blockquote>
        <bdi>{record.comment}</bdi>
      </blockquote>
      <p className="decision-note">
        <Icon name={waiting ? 'clock' : 'check'} size={20} />
        {waiting ? t('review.waiting') : t('review.delivered')}
      </p>
    </section>
  );
}

function DecisionForm({ db, project }: { db: UserDb; project: Details }) {
  const { t } = useTranslation('projects');
  const lang = useLang();
  const ids = useId();
  const [approve, setApprove] = useState(true);
  const [points, setPoints] = useState('');
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  /** A field's message goes once the teacher changes it (it comes back on the next try if still wrong). */
  const clear = (field: string) =>
    setErrors((prev) => {
      if (!prev[field]) return prev;
      const { [field]: _gone, ...rest } = prev;
      return rest;
    });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const typed = points.trim() === '' ? undefined : Number(points);
      await queueDecision(db, {
        submissionId: project.id,
        version: project.version,
        approve,
        comment,
        projectName: project.project_name,
        ...(approve && typed !== undefined ? { points: typed } : {}),
      });
      setErrors({});
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        setErrors(error.fieldErrors);
        window.setTimeout(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
      } else setErrors({ comment: [error instanceof Error ? error.message : String(error)] });
    } finally {
      setBusy(false);
    }
  };

  const pointsError = errors.points?.[0];
  const commentError = errors.comment?.[0];
  const n = Number(points);
  return (
    <form
      ref={form}
      className="card decision-form"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby={`${ids}-title`}
      data-testid="decision-form"
    >
      <h2 id={`${ids}-title`}>{t('review.decide')}</h2>
      <fieldset className="decision-choice">
        <legend className="sr-only">{t('review.decide')}</legend>
        <label className={`choice-card${approve ? ' is-chosen' : ''}`}>
          <input
            type="radio"
            name={`${ids}-decision`}
            checked={approve}
            onChange={() => setApprove(true)}
            data-testid="decision-approve"
          />
          <Icon name="check" size={22} /> {t('review.approve')}
        </label>
        <label className={`choice-card${!approve ? ' is-chosen' : ''}`}>
          <input
            type="radio"
            name={`${ids}-decision`}
            checked={!approve}
            onChange={() => setApprove(false)}
            data-testid="decision-disapprove"
          />
          <Icon name="wave" size={22} /> {t('review.disapprove')}
        </label>
      </fieldset>

      {approve && (
        <div className={`field${pointsError ? ' field-invalid' : ''}`}>
          <label htmlFor={`${ids}-points`}>{t('review.points')}</label>
          <div className="points-row">
            <input
              id={`${ids}-points`}
              type="number"
              inputMode="numeric"
              min={POINTS.projectMin}
              max={POINTS.projectMax}
              step={10}
              value={points}
              onChange={(e) => {
                setPoints(e.target.value);
                clear('points');
              }}
              dir="ltr"
              aria-invalid={Boolean(pointsError)}
              aria-describedby={`${ids}-points-${pointsError ? 'error' : 'hint'}`}
              data-testid="decision-points"
            />
            <input
              type="range"
              min={POINTS.projectMin}
              max={POINTS.projectMax}
              step={50}
              aria-label={t('review.points')}
              tabIndex={-1}
              value={Number.isFinite(n) && n >= POINTS.projectMin ? Math.min(n, POINTS.projectMax) : POINTS.projectMin}
              onChange={(e) => {
                setPoints(e.target.value);
                clear('points');
              }}
              data-testid="decision-points-slider"
            />
          </div>
          {pointsError ? (
            <p id={`${ids}-points-error`} className="field-error" role="alert">
              {pointsError}
            </p>
          ) : (
            <p id={`${ids}-points-hint`} className="field-hint">
              {t('review.pointsHint')}
            </p>
          )}
        </div>
      )}

      <div className={`field${commentError ? ' field-invalid' : ''}`}>
        <label htmlFor={`${ids}-comment`}>{t('review.comment')}</label>
        <textarea
          id={`${ids}-comment`}
          rows={4}
          value={comment}
          onChange={(e) => {
            setComment(e.target.value);
            clear('comment');
          }}
          maxLength={ACCOUNT_LIMITS.messageMax}
          aria-invalid={Boolean(commentError)}
          aria-describedby={`${ids}-comment-${commentError ? 'error' : 'hint'}`}
          data-testid="decision-comment"
        />
        {commentError ? (
          <p id={`${ids}-comment-error`} className="field-error" role="alert">
            {commentError}
          </p>
        ) : (
          <p id={`${ids}-comment-hint`} className="field-hint">
            {t('review.commentHint')}
          </p>
        )}
      </div>

      <button
        type="submit"
        className={`button button-large ${approve ? 'button-primary' : 'button-warn'}`}
        disabled={busy}
        data-testid="decision-submit"
      >
        {busy
          ? t('review.sending')
          : approve
            ? points.trim() && Number.isFinite(n)
              ? t('review.sendApprove', { n: formatNumber(n, lang) })
              : t('review.sendApproveNoPoints')
            : t('review.sendDisapprove')}
      </button>
    </form>
  );
}
