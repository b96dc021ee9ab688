import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { teacher, type ResponseOf } from '@codeyard/shared-schema';
import { queueChange } from '../../../outbox';
import { formatNumber, useLang } from '../../../ui/kit/format';
import { Icon } from '../../../ui/kit/icons';
import { EmptyState, QueryView } from '../../../ui/kit/states';
import { useApiQuery } from '../../../ui/kit/use-api-query';
import { LangLink } from '../../../ui/LangLink';
import { fullName } from './time';
import { DoneCell, SelectStudentCell, StarsCell, StoneResetControls, useStoneReset } from './StoneReset';

type Overview = ResponseOf<typeof teacher.teacherClassroomLessonsChallenges>['data'];
type Challenge = Overview['courses'][number]['challenges'][number];
type ByLesson = ResponseOf<typeof teacher.teacherClassroomChallengesByLesson>['data'];

/**
 * The classroom's SmoothY challenge and code stones (GET /teacher/get-classroom-lessons-challenges) with how
 * many students completed each; opening one shows each student's completion and stars
 * (GET /teacher/get-classroom-challanges-by-lesson/{id}) and lets the teacher reset it for the ticked
 * students or the whole class — queued in the teacher's outbox (waiting, then sent) — and open its solution.
 */
export function ChallengesOverview({ classroomId }: { classroomId: number }) {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  const overview = useApiQuery(teacher.teacherClassroomLessonsChallenges, {
    query: { classroom_id: classroomId, lang },
  });
  const [open, setOpen] = useState<number>();
  return (
    <QueryView query={overview}>
      {({ data }) => {
        const all = data.courses.flatMap((c) => c.challenges);
        if (all.length === 0) {
          return (
            <EmptyState icon="star" title={t('challenges.emptyTitle')}>
              <p>{t('challenges.emptyBody')}</p>
            </EmptyState>
          );
        }
        return (
          <div className="challenges-overview" data-testid="challenges-overview">
            {data.courses
              .filter((c) => c.challenges.length > 0)
              .map((course) => (
                <section
                  key={course.id}
                  className="card course-challenges"
                  aria-labelledby={`course-challenges-${course.id}`}
                >
                  <h3 id={`course-challenges-${course.id}`}>{course.title}</h3>
                  <ul className="challenge-list">
                    {course.challenges.map((c) => (
                      <ChallengeItem
                        key={c.lesson_id}
                        challenge={c}
                        students={data.classroom.student_count}
                        open={open === c.lesson_id}
                        onToggle={() => setOpen(open === c.lesson_id ? undefined : c.lesson_id)}
                      >
                        {open === c.lesson_id && (
                          <ChallengeDetails
                            classroomId={classroomId}
                            lessonId={c.lesson_id}
                            onChanged={overview.reload}
                          />
                        )}
                      </ChallengeItem>
                    ))}
                  </ul>
                </section>
              ))}
          </div>
        );
      }}
    </QueryView>
  );
}

function ChallengeItem({
  challenge: c,
  students,
  open,
  onToggle,
  children,
}: {
  challenge: Challenge;
  students: number;
  open: boolean;
  onToggle: () => void;
  children: React.ReactNode;
}) {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  const n = (value: number) => formatNumber(value, lang);
  return (
    <li
      className={`challenge-item${open ? ' is-open' : ''}`}
      data-testid={`challenge-${c.lesson_id}`}
      data-completed={c.completed_count}
    >
      <button
        type="button"
        className="challenge-toggle"
        aria-expanded={open}
        onClick={onToggle}
        data-testid={`open-challenge-${c.lesson_id}`}
      >
        <span className="bubble-number challenge-position" aria-hidden="true">
          {n(c.position)}
        </span>
        <span className="challenge-name">
          <bdi>{c.title}</bdi>
          <span className="kind-chip">{t(`kinds.${c.kind}`, { defaultValue: c.kind })}</span>
        </span>
        <strong className="challenge-count">
          {t('lessons.completed', { done: n(c.completed_count), total: n(students) })}
        </strong>
        <Icon name="chevron" size={18} className={open ? 'chevron-open' : undefined} />
      </button>
      {children}
    </li>
  );
}

function ChallengeDetails({
  classroomId,
  lessonId,
  onChanged,
}: {
  classroomId: number;
  lessonId: number;
  onChanged: () => void;
}) {
  const lang = useLang();
  const query = useApiQuery(teacher.teacherClassroomChallengesByLesson, {
    params: { id: lessonId },
    query: { classroom_id: classroomId, lang },
  });
  const reload = () => {
    query.reload();
    onChanged();
  };
  return (
    <div className="challenge-details" data-testid="challenge-details">
      <QueryView query={query}>{({ data }) => <ChallengeStudents data={data} reload={reload} />}</QueryView>
    </div>
  );
}

function ChallengeStudents({ data, reload }: { data: ByLesson; reload: () => void }) {
  const { t } = useTranslation('teacher');
  const { t: tc } = useTranslation('blocks');
  const lang = useLang();
  const n = (value: number) => formatNumber(value, lang);
  const reset = useStoneReset(
    (db, ids) =>
      queueChange(
        db,
        teacher.teacherResetChallengeSubmissions,
        {
          body: {
            classroom_id: data.classroom_id,
            lesson_id: data.lesson.id,
            ...(ids ? { student_profile_ids: ids } : {}),
          },
        },
        { what: { key: 'teacher:outbox.resetChallenge', vars: { lesson: data.lesson.title } } },
      ),
    reload,
  );

  return (
    <>
      <div className="challenge-actions">
        <p className="muted">
          {t('challenges.detailsLead', { done: n(data.completed_count), total: n(data.students.length) })}
        </p>
        {data.lesson.has_solution && (
          <LangLink
            to={`/teacher/teacher-ide?lessonId=${data.lesson.id}${data.lesson.kind === 'code' ? '&kind=code' : ''}`}
            className="button"
            data-testid={`challenge-solution-${data.lesson.id}`}
          >
            <Icon name="blocks" size={20} />
            {tc('ide.solutionLink')}
            <span className="sr-only">: {data.lesson.title}</span>
          </LangLink>
        )}
      </div>
      {data.students.length === 0 ? (
        <p className="muted">{t('details.emptyBody')}</p>
      ) : (
        <div
          className="table-scroll"
          role="region"
          aria-label={t('challenges.tableCaption', { lesson: data.lesson.title })}
          tabIndex={0}
        >
          <table className="data-table teacher-table" data-testid="challenge-students">
            <caption className="sr-only">{t('challenges.tableCaption', { lesson: data.lesson.title })}</caption>
            <thead>
              <tr>
                <td className="cell-select" />
                <th scope="col">{t('challenges.colStudent')}</th>
                <th scope="col">{t('challenges.colDone')}</th>
                <th scope="col">{t('challenges.colStars')}</th>
              </tr>
            </thead>
            <tbody>
              {data.students.map((s) => {
                const name = fullName(s);
                return (
                  <tr
                    key={s.student_profile_id}
                    data-testid={`challenge-student-${s.student_profile_id}`}
                    data-completed={s.completed}
                    className={reset.selected.has(s.student_profile_id) ? 'is-selected' : undefined}
                  >
                    <SelectStudentCell
                      reset={reset}
                      id={s.student_profile_id}
                      name={name}
                      testId={`challenge-select-${s.student_profile_id}`}
                    />
                    <th scope="row">
                      <bdi>{name}</bdi>
                    </th>
                    <DoneCell student={s} />
                    <StarsCell stars={s.stars} />
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <StoneResetControls
        reset={reset}
        total={data.students.length}
        confirmTitle={t('challenges.confirmTitle', { lesson: data.lesson.title })}
        testIds={{
          selected: 'reset-selected',
          all: 'reset-all',
          status: 'reset-status',
          dialog: 'reset-challenge-dialog',
        }}
      />
    </>
  );
}
