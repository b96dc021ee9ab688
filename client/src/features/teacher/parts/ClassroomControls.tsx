import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Static } from 'typebox';
import { roster, teacher, type ResponseOf } from '@codeyard/shared-schema';
import { ApiError, callApi } from '../../../api/client';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useAlerts } from '../../../ui/alerts';
import { formatNumber, useLang } from '../../../ui/kit/format';
import { Icon } from '../../../ui/kit/icons';

type Header = Static<typeof teacher.ClassroomHeader>;
type Course = ResponseOf<typeof teacher.teacherClassroomLessons>['data']['courses'][number];

/** Runs one teacher write, says what it changed (the server's words) or why not, and then refreshes. */
function useTeacherWrite() {
  const alerts = useAlerts();
  const [busy, setBusy] = useState(false);
  const run = async (write: () => Promise<{ data: { message: string } }>, onDone: () => void) => {
    setBusy(true);
    try {
      const answer = await write();
      alerts.show('success', answer.data.message);
      onDone();
    } catch (error) {
      alerts.show('danger', error instanceof ApiError ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

/** Lock or unlock the whole classroom (school flag allow_teacher_lesson_locking), after a question. */
export function LockClassroomButton({ classroom, onDone }: { classroom: Header; onDone: () => void }) {
  const { t } = useTranslation('teacher');
  const [asking, setAsking] = useState(false);
  const { busy, run } = useTeacherWrite();
  const locking = !classroom.locked;
  return (
    <>
      <button
        type="button"
        className="button"
        onClick={() => setAsking(true)}
        disabled={busy}
        data-testid="lock-classroom"
      >
        <Icon name={locking ? 'lock' : 'unlock'} size={20} />
        {busy ? t('controls.busy') : locking ? t('controls.lock') : t('controls.unlock')}
      </button>
      <ConfirmDialog
        open={asking}
        title={
          locking
            ? t('controls.lockTitle', { name: classroom.name })
            : t('controls.unlockTitle', { name: classroom.name })
        }
        confirmLabel={locking ? t('controls.lock') : t('controls.unlock')}
        cancelLabel={t('controls.cancel')}
        testId="lock-classroom-dialog"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          void run(
            () =>
              callApi(teacher.teacherUpdateClassroomLockedStatus, {
                body: { classroom_id: classroom.id, locked_status: locking },
              }),
            onDone,
          );
        }}
      >
        <p>{locking ? t('controls.lockBody') : t('controls.unlockBody')}</p>
      </ConfirmDialog>
    </>
  );
}

/**
 * Pauses or opens the community of one classroom (GET /teacher/lock-unlock-community/{classRoomId} with
 * locked set, so a second click never toggles it back), after a question; /teacher/community and the
 * classroom list both show it.
 */
export function CommunityLockButton({
  classroom,
  onDone,
}: {
  classroom: { id: number; name: string; community_locked: boolean };
  onDone: () => void;
}) {
  const { t } = useTranslation('teacher');
  const [asking, setAsking] = useState(false);
  const { busy, run } = useTeacherWrite();
  const locking = !classroom.community_locked;
  const name = classroom.name;
  return (
    <>
      <button
        type="button"
        className="button button-small"
        onClick={() => setAsking(true)}
        disabled={busy}
        data-testid={`community-lock-${classroom.id}`}
      >
        <Icon name={locking ? 'lock' : 'unlock'} size={18} />
        {busy ? t('community.busy') : locking ? t('community.lock') : t('community.unlock')}
        <span className="sr-only"> {t('community.forClassroom', { name })}</span>
      </button>
      <ConfirmDialog
        open={asking}
        title={locking ? t('community.lockTitle', { name }) : t('community.unlockTitle', { name })}
        confirmLabel={locking ? t('community.yesLock') : t('community.yesUnlock')}
        cancelLabel={t('community.cancel')}
        testId="community-lock-dialog"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          void run(
            () =>
              callApi(roster.lockUnlockCommunity, {
                params: { classRoomId: classroom.id },
                query: { locked: locking },
              }),
            onDone,
          );
        }}
      >
        <p>{locking ? t('community.lockBody') : t('community.unlockBody')}</p>
      </ConfirmDialog>
    </>
  );
}

/**
 * Finish a lesson for the students ticked in the table (school flag allow_teacher_finish_lessons): the
 * ticks may span pages; the lesson comes from the classroom's playable lessons.
 */
export function FinishLessonForm({
  classroomId,
  courses,
  selected,
  onClear,
  onDone,
}: {
  classroomId: number;
  courses: Course[];
  selected: Set<number>;
  onClear: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  const fieldId = useId();
  const errorId = useId();
  const [lessonId, setLessonId] = useState('');
  const [problem, setProblem] = useState<string>();
  const [asking, setAsking] = useState(false);
  const { busy, run } = useTeacherWrite();
  const count = selected.size;
  const lesson = courses.flatMap((c) => c.lessons).find((l) => String(l.lesson_id) === lessonId);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (count === 0) return setProblem(t('controls.needStudents'));
    if (!lesson) return setProblem(t('controls.needLesson'));
    setProblem(undefined);
    setAsking(true);
  };

  return (
    <form
      className="finish-form card"
      onSubmit={submit}
      noValidate
      data-testid="finish-lesson-form"
      aria-labelledby={`${fieldId}-title`}
    >
      <div className="finish-form-text">
        <h3 id={`${fieldId}-title`}>{t('controls.finishTitle')}</h3>
        <p className="muted">{t('controls.finishLead')}</p>
      </div>
      <div className="finish-form-row">
        <div className="field">
          <label htmlFor={fieldId}>{t('controls.lessonField')}</label>
          <select
            id={fieldId}
            value={lessonId}
            onChange={(e) => setLessonId(e.target.value)}
            aria-describedby={problem ? errorId : undefined}
            data-testid="finish-lesson-select"
          >
            <option value="">{t('controls.chooseLesson')}</option>
            {courses.map((course) => (
              <optgroup key={course.id} label={course.title}>
                {course.lessons
                  .filter((l) => l.playable)
                  .map((l) => (
                    <option
                      key={l.lesson_id}
                      value={l.lesson_id}
                    >{`${formatNumber(l.position, lang)}. ${l.title}`}</option>
                  ))}
              </optgroup>
            ))}
          </select>
        </div>
        <p className="finish-count" aria-live="polite" data-testid="finish-selected-count">
          {t('controls.selected', { count, n: formatNumber(count, lang) })}
        </p>
        <div className="finish-buttons">
          {count > 0 && (
            <button type="button" className="button" onClick={onClear}>
              {t('controls.clearSelection')}
            </button>
          )}
          <button type="submit" className="button button-primary" disabled={busy} data-testid="finish-lesson-submit">
            <Icon name="check" size={20} />
            {busy ? t('controls.busy') : t('controls.finish')}
          </button>
        </div>
      </div>
      {problem && (
        <p className="field-error" id={errorId} role="alert">
          {problem}
        </p>
      )}
      <ConfirmDialog
        open={asking}
        title={t('controls.confirmFinishTitle', { lesson: lesson?.title ?? '' })}
        confirmLabel={t('controls.finish')}
        cancelLabel={t('controls.cancel')}
        testId="finish-lesson-dialog"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          if (!lesson) return;
          void run(
            () =>
              callApi(teacher.teacherFinishStudentLesson, {
                body: { classroom_id: classroomId, lesson_id: lesson.lesson_id, student_profile_ids: [...selected] },
              }),
            () => {
              setLessonId('');
              onDone();
            },
          );
        }}
      >
        <p>{t('controls.confirmFinishBody', { count, n: formatNumber(count, lang) })}</p>
      </ConfirmDialog>
    </form>
  );
}
