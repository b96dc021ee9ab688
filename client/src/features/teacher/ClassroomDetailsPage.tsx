import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { Static } from 'typebox';
import { teacher } from '@codeyard/shared-schema';
import PageNotFound from '../../app/PageNotFound';
import { formatNumber, useLang } from '../../ui/kit/format';
import { Icon } from '../../ui/kit/icons';
import { EmptyState, PageHeader, Pager, QueryView } from '../../ui/kit/states';
import { useApiQuery } from '../../ui/kit/use-api-query';
import { usePageParam } from '../../ui/kit/use-page-param';
import { LangLink } from '../../ui/LangLink';
import { ChallengesOverview } from './parts/ChallengesOverview';
import { GamesOverview } from './parts/GamesOverview';
import { ClassStruggles } from './parts/ClassStruggles';
import { ClassroomReports } from './parts/ClassroomReports';
import { FinishLessonForm, LockClassroomButton } from './parts/ClassroomControls';
import { LessonsOverview } from './parts/LessonsOverview';
import { StudentsTable } from './parts/StudentsTable';
import { StudentTools } from './parts/StudentTools';
import { Ltr } from './parts/time';
import '../../ui/teacher.css';

type Header = Static<typeof teacher.ClassroomHeader>;

const STUDENTS_PER_PAGE = 10;

/** /teacher/classrooms-details/{id}: the classroom, its students (10 a page), its lessons and where it struggles. */
export default function ClassroomDetailsPage() {
  const { id } = useParams();
  const classroomId = Number(id);
  if (!Number.isInteger(classroomId) || classroomId < 1) return <PageNotFound />;
  return <ClassroomDetails key={classroomId} classroomId={classroomId} />;
}

function ClassroomDetails({ classroomId }: { classroomId: number }) {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  const [page, setPage] = usePageParam();
  const details = useApiQuery(teacher.teacherClassroomDetails, {
    params: { id: classroomId },
    query: { student_number: STUDENTS_PER_PAGE, page_number: page, lang },
  });
  const lessons = useApiQuery(teacher.teacherClassroomLessons, { params: { id: classroomId }, query: { lang } });
  const [selected, setSelected] = useState<Set<number>>(() => new Set());

  // A page past the end (students moved away, an old link) goes back to the last page there is.
  const total = details.data?.data.pagination.total;
  useEffect(() => {
    if (total === undefined) return;
    const pages = Math.max(1, Math.ceil(total / STUDENTS_PER_PAGE));
    if (page > pages) setPage(pages);
  }, [total, page, setPage]);

  const reloadAll = () => {
    details.reload();
    lessons.reload();
  };

  return (
    <section className="page teacher-page" aria-labelledby="classroom-title">
      <nav className="back-row" aria-label={t('details.back')}>
        <LangLink to="/teacher/classrooms" className="back-link" data-testid="back-to-classrooms">
          <Icon name="chevron" className="flip-back" />
          {t('details.back')}
        </LangLink>
      </nav>
      <QueryView query={details}>
        {({ data }) => (
          <>
            <ClassroomHeading classroom={data.classroom} onChanged={reloadAll} />

            <section className="teacher-section" aria-labelledby="students-title">
              <div className="section-head">
                <h2 id="students-title">{t('details.studentsTitle')}</h2>
                <p className="count-line">
                  {t('details.studentsCount', {
                    count: data.pagination.total,
                    n: formatNumber(data.pagination.total, lang),
                  })}
                </p>
              </div>
              <StudentTools
                classroomId={data.classroom.id}
                courses={lessons.data?.data.courses ?? []}
                selected={selected}
                onSelected={setSelected}
                onChanged={reloadAll}
              />
              {data.classroom.allow_teacher_finish_lessons && data.pagination.total > 0 && (
                <FinishLessonForm
                  classroomId={data.classroom.id}
                  courses={lessons.data?.data.courses ?? []}
                  selected={selected}
                  onClear={() => setSelected(new Set())}
                  onDone={() => {
                    setSelected(new Set());
                    reloadAll();
                  }}
                />
              )}
              {data.pagination.total === 0 ? (
                <EmptyState icon="users" title={t('details.emptyTitle')}>
                  <p>{t('details.emptyBody')}</p>
                </EmptyState>
              ) : (
                <>
                  <StudentsTable
                    classroom={data.classroom}
                    students={data.students}
                    page={page}
                    pages={Math.max(1, Math.ceil(data.pagination.total / STUDENTS_PER_PAGE))}
                    selectable
                    selected={selected}
                    onSelect={setSelected}
                  />
                  <Pager
                    page={page}
                    perPage={STUDENTS_PER_PAGE}
                    total={data.pagination.total}
                    onChange={setPage}
                    label={t('details.pager')}
                  />
                </>
              )}
            </section>

            <ClassroomReports classroom={data.classroom} />
            <section className="teacher-section" aria-labelledby="struggles-title">
              <h2 id="struggles-title">{t('struggles.title')}</h2>
              <p className="muted section-lead">{t('struggles.lead')}</p>
              {lessons.data && (
                <ClassStruggles
                  classroomId={data.classroom.id}
                  anyStudentId={data.students[0]?.student_profile_id}
                  overview={lessons.data.data}
                />
              )}
            </section>
            <section className="teacher-section" aria-labelledby="lessons-title">
              <h2 id="lessons-title">{t('lessons.title')}</h2>
              <p className="muted section-lead">{t('lessons.lead')}</p>
              <QueryView query={lessons}>{(answer) => <LessonsOverview overview={answer} />}</QueryView>
            </section>
            <section className="teacher-section" aria-labelledby="challenges-title" data-testid="challenges-section">
              <h2 id="challenges-title">{t('challenges.title')}</h2>
              <p className="muted section-lead">{t('challenges.lead')}</p>
              <ChallengesOverview classroomId={data.classroom.id} />
            </section>
            <section className="teacher-section" aria-labelledby="games-title" data-testid="games-section">
              <h2 id="games-title">{t('games.title')}</h2>
              <p className="muted section-lead">{t('games.lead')}</p>
              <GamesOverview classroomId={data.classroom.id} />
            </section>
          </>
        )}
      </QueryView>
    </section>
  );
}

function ClassroomHeading({ classroom, onChanged }: { classroom: Header; onChanged: () => void }) {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  const n = (value: number) => formatNumber(value, lang);
  const seats = Math.max(classroom.number_of_seats, 1);
  return (
    <div data-testid="classroom-header">
      <PageHeader id="classroom-title" icon="teacher" title={classroom.name} lead={t('details.lead')}>
        <span
          className={`status-chip ${classroom.locked ? 'status-off' : 'status-ok'}`}
          data-testid="classroom-lock-state"
          title={classroom.locked ? t('classrooms.lockedHint') : t('classrooms.openHint')}
        >
          <Icon name={classroom.locked ? 'lock' : 'unlock'} size={18} />
          {classroom.locked ? t('classrooms.locked') : t('classrooms.open')}
        </span>
        {classroom.allow_teacher_lesson_locking && <LockClassroomButton classroom={classroom} onDone={onChanged} />}
      </PageHeader>
      <dl className="classroom-facts card" aria-label={t('details.facts')}>
        <div>
          <dt>{t('details.grade')}</dt>
          <dd>
            <Ltr>{n(classroom.school_grade_id)}</Ltr>
          </dd>
        </div>
        <div>
          <dt>{t('details.students')}</dt>
          <dd>
            <Ltr>{n(classroom.student_count)}</Ltr>
          </dd>
        </div>
        <div>
          <dt>{t('details.seats')}</dt>
          <dd>
            {t('details.seatsValue', { taken: n(classroom.student_count), seats: n(classroom.number_of_seats) })}
            <meter
              className="seat-meter"
              min={0}
              max={seats}
              value={Math.min(classroom.student_count, seats)}
              aria-hidden="true"
            />
          </dd>
        </div>
        <div>
          <dt>{t('details.lessons')}</dt>
          <dd>
            <Ltr>{n(classroom.lesson_count)}</Ltr>
          </dd>
        </div>
        <div className="facts-wide">
          <dt>{t('details.courses')}</dt>
          <dd>
            {classroom.courses.length === 0 ? (
              <span className="muted">{t('classrooms.noCourses')}</span>
            ) : (
              <ul className="chip-row">
                {classroom.courses.map((course) => (
                  <li key={course.id} className="course-chip">
                    {course.title}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>
    </div>
  );
}
