import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { roster, type ResponseOf, type teacher } from '@codeyard/shared-schema';
import { ApiError } from '../../../api/client';
import { queueChange, useOutboxEntry, type OutboxRef } from '../../../outbox';
import { useUserDb } from '../../../storage';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useAlerts } from '../../../ui/alerts';
import { formatNumber, useLang } from '../../../ui/kit/format';
import { Icon } from '../../../ui/kit/icons';

type Course = ResponseOf<typeof teacher.teacherClassroomLessons>['data']['courses'][number];
type Action = 'reset' | 'deleteAnswers';
interface Queued {
  ref: OutboxRef;
  text: string;
}

/**
 * Starts a lesson afresh (POST /teacher/reset-lessons-for-students-classroom) or deletes the answers sent
 * for it (POST /teacher/delete-student-question-submissions-by-lesson), for the ticked students or the
 * whole class. Both go through the teacher's outbox, so they are kept on the device when the network is
 * away and sent once; each shows whether it is waiting, sent, or refused (with the server's reason).
 */
export function LessonResets({
  classroomId,
  courses,
  selected,
  onQueued,
}: {
  classroomId: number;
  courses: Course[];
  selected: Set<number>;
  onQueued: () => void;
}) {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  const db = useUserDb();
  const alerts = useAlerts();
  const ids = useId();
  const [lessonId, setLessonId] = useState('');
  const [scope, setScope] = useState<'chosen' | 'all'>('all');
  const [asking, setAsking] = useState<Action>();
  const [problem, setProblem] = useState<string>();
  const [queued, setQueued] = useState<Queued[]>([]);
  const lesson = courses.flatMap((c) => c.lessons).find((l) => String(l.lesson_id) === lessonId);
  const count = selected.size;
  const n = formatNumber(count, lang);

  const ask = (action: Action) => {
    if (!lesson) return setProblem(t('controls.needLesson'));
    if (scope === 'chosen' && count === 0) return setProblem(t('controls.needStudents'));
    setProblem(undefined);
    setAsking(action);
  };

  const queue = async (action: Action) => {
    if (!db || !lesson) return;
    const students = scope === 'chosen' ? { student_profile_ids: [...selected] } : {};
    const vars = { lesson: lesson.title };
    try {
      const ref =
        action === 'reset'
          ? await queueChange(
              db,
              roster.resetLessonsForStudentsClassroom,
              { body: { classroom_id: classroomId, lesson_id: lesson.lesson_id, ...students } },
              { what: { key: 'teacher:roster.outboxResetLesson', vars } },
            )
          : await queueChange(
              db,
              roster.deleteStudentQuestionSubmissionsByLesson,
              { body: { classroom_id: classroomId, lesson_id: lesson.lesson_id, ...students } },
              { what: { key: 'teacher:roster.outboxDeleteAnswers', vars } },
            );
      const who = scope === 'chosen' ? t('roster.forChosen', { count, n }) : t('roster.forAll');
      const text =
        t(action === 'reset' ? 'roster.outboxResetLesson' : 'roster.outboxDeleteAnswers', vars) + ' · ' + who;
      setQueued((list) => [{ ref, text }, ...list].slice(0, 5));
      onQueued();
    } catch (error) {
      alerts.show('danger', error instanceof ApiError ? error.message : String(error));
    }
  };

  return (
    <div className="lesson-resets" data-testid="lesson-resets">
      <div className="finish-form-row">
        <div className="field">
          <label htmlFor={`${ids}-lesson`}>{t('controls.lessonField')}</label>
          <select
            id={`${ids}-lesson`}
            value={lessonId}
            onChange={(e) => setLessonId(e.target.value)}
            aria-describedby={problem ? `${ids}-problem` : undefined}
            data-testid="reset-lesson-select"
          >
            <option value="">{t('controls.chooseLesson')}</option>
            {courses.map((course) => (
              <optgroup key={course.id} label={course.title}>
                {course.lessons
                  .filter((l) => l.playable)
                  .map((l) => (
                    <option key={l.lesson_id} value={l.lesson_id}>
                      {`${formatNumber(l.position, lang)}. ${l.title}`}
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
        </div>
        <fieldset className="scope-choice">
          <legend>{t('roster.forWhom')}</legend>
          <label className="check-target check-line">
            <input type="radio" name={`${ids}-scope`} checked={scope === 'all'} onChange={() => setScope('all')} />
            <span>{t('roster.forAll')}</span>
          </label>
          <label className="check-target check-line">
            <input
              type="radio"
              name={`${ids}-scope`}
              checked={scope === 'chosen'}
              onChange={() => setScope('chosen')}
              data-testid="scope-chosen"
            />
            <span>{t('roster.forChosen', { count, n })}</span>
          </label>
        </fieldset>
      </div>
      <div className="button-row">
        <button type="button" className="button" disabled={!db} onClick={() => ask('reset')} data-testid="reset-lesson">
          {t('roster.resetLesson')}
        </button>
        <button
          type="button"
          className="button roster-danger"
          disabled={!db}
          onClick={() => ask('deleteAnswers')}
          data-testid="delete-answers"
        >
          {t('roster.deleteAnswers')}
        </button>
      </div>
      {problem && (
        <p className="field-error" id={`${ids}-problem`} role="alert">
          {problem}
        </p>
      )}
      {queued.length > 0 && (
        <ul className="queued-list" aria-label={t('roster.queuedTitle')}>
          {queued.map((q) => (
            <QueuedLine key={q.ref} item={q} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={asking !== undefined}
        title={
          asking === 'deleteAnswers'
            ? t('roster.deleteAnswersTitle', { lesson: lesson?.title ?? '' })
            : t('roster.resetLessonTitle', { lesson: lesson?.title ?? '' })
        }
        confirmLabel={asking === 'deleteAnswers' ? t('roster.deleteAnswers') : t('roster.resetLesson')}
        cancelLabel={t('roster.cancel')}
        testId="lesson-reset-dialog"
        onCancel={() => setAsking(undefined)}
        onConfirm={() => {
          const action = asking;
          setAsking(undefined);
          if (action) void queue(action);
        }}
      >
        <p>
          {asking === 'deleteAnswers' ? t('roster.deleteAnswersBody') : t('roster.resetLessonBody')}{' '}
          {scope === 'chosen' ? t('roster.forChosen', { count, n }) : t('roster.forAll')}
        </p>
      </ConfirmDialog>
    </div>
  );
}

/** One queued change and where it is: waiting on this device, sent, or refused (why). */
function QueuedLine({ item }: { item: Queued }) {
  const { t } = useTranslation('teacher');
  const state = useOutboxEntry(item.ref);
  const kind = !state
    ? 'waiting'
    : state.state === 'sent'
      ? 'sent'
      : state.state === 'needs-attention'
        ? 'refused'
        : 'waiting';
  return (
    <li
      className={`card decision-status is-${kind === 'refused' ? 'refused' : kind}`}
      data-state={kind}
      data-testid="queued-line"
    >
      <Icon name={kind === 'sent' ? 'check' : kind === 'refused' ? 'alert' : 'clock'} size={20} />
      <span>
        {item.text}:{' '}
        {kind === 'sent'
          ? t('roster.sent')
          : kind === 'refused'
            ? t('roster.refused', { message: state?.error?.message ?? '' })
            : t('roster.waiting')}
      </span>
    </li>
  );
}
