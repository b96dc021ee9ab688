import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { reports, roster } from '@codeyard/shared-schema';
import PageNotFound from '../../app/PageNotFound';
import { formatNumber, useLang } from '../../ui/kit/format';
import { Icon } from '../../ui/kit/icons';
import { EmptyState, Loading, PageHeader, QueryView } from '../../ui/kit/states';
import { useApiQuery } from '../../ui/kit/use-api-query';
import { LangLink } from '../../ui/LangLink';
import { topSkills } from './reports/chart-data';
import { StudentReportActions } from './reports/ReportActions';
import { reportType, useReportCharts } from './reports/use-report-charts';
import { fullName, Ltr } from './parts/time';
import '../../ui/teacher.css';
import './reports/reports.css';

const ReportCharts = lazy(() => import('./reports/ReportCharts'));

/** /teacher/classrooms-details/{id}/student-profile/{studentId}: one student's progress, points, lessons, skills and reports. */
export default function StudentProfilePage() {
  const { id, studentId } = useParams();
  const classroomId = Number(id);
  const student = Number(studentId);
  if (![classroomId, student].every((n) => Number.isInteger(n) && n > 0)) return <PageNotFound />;
  return <StudentProfile key={`${classroomId}-${student}`} classroomId={classroomId} studentId={student} />;
}

function StudentProfile({ classroomId, studentId }: { classroomId: number; studentId: number }) {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  const n = (value: number) => formatNumber(value, lang);
  const profile = useApiQuery(roster.schoolStudentProfile, { query: { student_profile_id: studentId, lang } });
  const [chosenCourse, setChosenCourse] = useState<number>();
  const courseId = chosenCourse ?? profile.data?.data.courses[0]?.id;

  return (
    <section className="page teacher-page" aria-labelledby="profile-title">
      <nav className="back-row" aria-label={t('profile.back')}>
        <LangLink
          to={`/teacher/classrooms-details/${classroomId}`}
          className="back-link"
          data-testid="back-to-classroom"
        >
          <Icon name="chevron" className="flip-back" />
          {t('profile.back')}
        </LangLink>
      </nav>
      <QueryView query={profile}>
        {({ data }) => (
          <>
            <PageHeader id="profile-title" icon="child" title={fullName(data.student)} lead={t('profile.lead')}>
              <LangLink className="button" to={`/teacher/studentQuestions/${studentId}`} data-testid="profile-answers">
                <Icon name="book" size={18} />
                {t('profile.answers')}
              </LangLink>
            </PageHeader>
            <div className="profile-grid" data-testid="student-profile">
              <div className="card">
                <h2>{t('profile.points')}</h2>
                <p className="big-number" data-testid="profile-points">
                  <Ltr>{n(data.points)}</Ltr>
                </p>
              </div>
              <div className="card">
                <h2>{t('profile.account')}</h2>
                <dl className="facts">
                  <div className="facts-row">
                    <dt>{t('profile.username')}</dt>
                    <dd>
                      <bdi className="ltr">{data.student.username}</bdi>
                    </dd>
                  </div>
                  <div className="facts-row">
                    <dt>{t('profile.classrooms')}</dt>
                    <dd>{data.classrooms.map((c) => c.name).join(lang === 'ar' ? '، ' : ', ')}</dd>
                  </div>
                </dl>
              </div>
              <div className="card">
                <h2>{t('profile.progress')}</h2>
                {data.courses.length === 0 ? (
                  <p className="muted">{t('reports.noCourseTitle')}</p>
                ) : (
                  <ul className="plain-list">
                    {data.courses.map((c) => (
                      <li key={c.id}>
                        <span>{c.title}</span>{' '}
                        <span className="muted">
                          {t('profile.lessonsOf', { done: n(c.lessons_completed), total: n(c.lessons_total) })}
                        </span>
                        <meter
                          className="progress-meter"
                          min={0}
                          max={Math.max(1, c.lessons_total)}
                          value={c.lessons_completed}
                          aria-label={t('profile.lessonsOf', {
                            done: n(c.lessons_completed),
                            total: n(c.lessons_total),
                          })}
                        />
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </div>

            {data.courses.length > 0 && courseId !== undefined && (
              <>
                {data.courses.length > 1 && (
                  <div className="report-pickers">
                    <div className="field">
                      <label htmlFor="profile-course">{t('reports.course')}</label>
                      <select
                        id="profile-course"
                        value={courseId}
                        onChange={(e) => setChosenCourse(Number(e.target.value))}
                      >
                        {data.courses.map((c) => (
                          <option key={c.id} value={c.id}>
                            {c.title}
                          </option>
                        ))}
                      </select>
                    </div>
                  </div>
                )}
                <CourseOfStudent studentId={studentId} courseId={courseId} />
              </>
            )}
            <StudentReportActions
              classroomId={classroomId}
              studentId={studentId}
              courseId={courseId}
              studentName={fullName(data.student)}
            />
          </>
        )}
      </QueryView>
    </section>
  );
}

/** The student's lessons, top skills and charts in one course. */
function CourseOfStudent({ studentId, courseId }: { studentId: number; courseId: number }) {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  const n = (value: number) => formatNumber(value, lang);
  const lessons = useApiQuery(roster.schoolStudentProfileByCourse, {
    query: { student_profile_id: studentId, course_id: courseId, lang },
  });
  const charts = useReportCharts([studentId], courseId);
  const skills = useApiQuery(reports.getStudentReports, {
    params: { profileId: studentId, courseId, type: reportType('skills') },
    query: { lang },
  });
  const top = topSkills(skills.data?.data.skills ?? [], 5);
  return (
    <>
      <section className="teacher-section" aria-labelledby="top-skills-title">
        <h2 id="top-skills-title">{t('profile.topSkills')}</h2>
        {skills.data && top.length === 0 ? (
          <p className="muted">{t('profile.noSkills')}</p>
        ) : (
          <ol className="plain-list" data-testid="top-skills">
            {top.map((s) => (
              <li key={s.skill}>
                <strong>{s.skill}</strong>{' '}
                <span className="muted">
                  {t('profile.skillLine', { rate: n(s.rate ?? 0), answered: n(s.answered) })}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section className="teacher-section" aria-labelledby="charts-title">
        <h2 id="charts-title">{t('reports.chartsTitle')}</h2>
        <QueryView query={charts}>
          {(set) => (
            <Suspense fallback={<Loading label={t('reports.drawing')} />}>
              <ReportCharts points={set.points} lessons={set.lessons} skills={set.skills} />
            </Suspense>
          )}
        </QueryView>
      </section>
      <section className="teacher-section" aria-labelledby="lessons-list-title">
        <h2 id="lessons-list-title">{t('profile.lessons')}</h2>
        <QueryView query={lessons}>
          {({ data }) =>
            data.lessons.length === 0 ? (
              <EmptyState icon="book" title={t('profile.noLessons')} />
            ) : (
              <div className="table-scroll" role="region" aria-label={t('profile.lessons')} tabIndex={0}>
                <table className="data-table teacher-table" data-testid="profile-lessons">
                  <thead>
                    <tr>
                      <th scope="col">{t('profile.lesson')}</th>
                      <th scope="col">{t('profile.kind')}</th>
                      <th scope="col">{t('profile.state')}</th>
                      <th scope="col">{t('profile.bestScore')}</th>
                      <th scope="col">{t('profile.questions')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.lessons.map((l) => (
                      <tr key={l.lesson_id}>
                        <th scope="row">{l.title}</th>
                        <td>{t(`kinds.${l.kind}`, { defaultValue: l.kind })}</td>
                        <td>
                          {l.completed
                            ? l.teacher_finished
                              ? t('profile.finishedByTeacher')
                              : t('profile.completed')
                            : l.teacher_locked
                              ? t('profile.locked')
                              : t('profile.notYet')}
                        </td>
                        <td>
                          <Ltr>{l.max_score > 0 ? `${n(l.best_score)} / ${n(l.max_score)}` : '—'}</Ltr>
                        </td>
                        <td>
                          <LangLink to={`/teacher/question/${l.lesson_id}`} className="button button-small">
                            {t('profile.openQuestions')}
                            <span className="sr-only">: {l.title}</span>
                          </LangLink>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )
          }
        </QueryView>
      </section>
    </>
  );
}
