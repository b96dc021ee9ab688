import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { school } from '@codeyard/shared-schema';
import { formatNumber, formatRelative, useLang } from '../../ui/kit/format';
import { Icon } from '../../ui/kit/icons';
import { EmptyState, PageHeader, QueryView } from '../../ui/kit/states';
import { useApiQuery } from '../../ui/kit/use-api-query';
import { LangLink } from '../../ui/LangLink';
import './school.css';

/** /student-details/{id} : one student of the school: their facts, classrooms (with teacher) and courses' progress. */
export default function StudentDetailsPage() {
  const { t } = useTranslation('school');
  const lang = useLang();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const input = { query: { student_profile_id: valid ? id : 1, lang } };
  const classes = useApiQuery(school.getSchoolStudentsClassroomDetails, input, valid);
  const courses = useApiQuery(school.getSchoolStudentCourses, input, valid);
  const n = (v: number) => formatNumber(v, lang);

  return (
    <section className="page" aria-labelledby="student-title">
      <p>
        <LangLink className="school-back" to="/students">
          <Icon name="chevron" className="flip-back" size={20} />
          {t('student.back')}
        </LangLink>
      </p>
      <QueryView query={classes}>
        {({ data: { student, classrooms } }) => (
          <>
            <PageHeader
              id="student-title"
              icon="child"
              title={`${student.first_name} ${student.last_name}`.trim() || student.username}
              lead={t('student.lead')}
            />
            <div className="card">
              <dl className="facts">
                <div className="facts-row">
                  <dt>{t('teachers.username')}</dt>
                  <dd>
                    <bdi className="ltr">{student.username}</bdi>
                  </dd>
                </div>
                <div className="facts-row">
                  <dt>{t('students.grade')}</dt>
                  <dd>{student.grade === null ? '—' : n(student.grade)}</dd>
                </div>
                <div className="facts-row">
                  <dt>{t('students.points')}</dt>
                  <dd>{n(student.points)}</dd>
                </div>
                <div className="facts-row">
                  <dt>{t('teachers.status')}</dt>
                  <dd>{student.status === 'active' ? t('teachers.active') : t('teachers.disabled')}</dd>
                </div>
                <div className="facts-row">
                  <dt>{t('students.lastActivity')}</dt>
                  <dd>
                    {student.last_activity_at ? formatRelative(student.last_activity_at, lang) : t('students.never')}
                  </dd>
                </div>
              </dl>
            </div>
            <section className="report-section" aria-labelledby="student-classes-title">
              <h2 id="student-classes-title">{t('student.classrooms')}</h2>
              {classrooms.length === 0 ? (
                <EmptyState icon="school" title={t('students.noClassroom')} />
              ) : (
                <ul className="school-class-grid">
                  {classrooms.map(({ classroom, teacher_name, lessons_completed, lessons_total }) => (
                    <li key={classroom.id} className="card school-class-card">
                      <h3>
                        <LangLink to={`/class-details/${classroom.id}/${classroom.teacher_profile_id}`}>
                          <bdi>{classroom.name}</bdi>
                        </LangLink>
                      </h3>
                      <p className="muted">
                        {t('student.teacher')}:{' '}
                        <LangLink to={`/school/teachers/more/${classroom.teacher_profile_id}`}>
                          <bdi>{teacher_name}</bdi>
                        </LangLink>
                      </p>
                      <p className="progress-line">
                        <meter
                          min={0}
                          max={1}
                          value={lessons_total > 0 ? lessons_completed / lessons_total : 0}
                          aria-hidden="true"
                        />
                        {t('students.lessonsOf', { done: n(lessons_completed), total: n(lessons_total) })}
                      </p>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </QueryView>
      <section className="report-section" aria-labelledby="student-courses-title">
        <h2 id="student-courses-title">{t('student.courses')}</h2>
        <QueryView query={courses}>
          {({ data }) =>
            data.courses.length === 0 ? (
              <p className="muted">{t('student.noCourses')}</p>
            ) : (
              <div className="table-scroll card" role="region" aria-labelledby="student-courses-title" tabIndex={0}>
                <table className="data-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('student.course')}</th>
                      <th scope="col">{t('students.lessons')}</th>
                      <th scope="col" className="num">
                        {t('students.points')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.courses.map((c) => (
                      <tr key={c.id}>
                        <th scope="row">{c.title}</th>
                        <td>
                          <span className="progress-line">
                            <meter
                              min={0}
                              max={1}
                              value={c.lessons_total > 0 ? c.lessons_completed / c.lessons_total : 0}
                              aria-hidden="true"
                            />
                            {t('students.lessonsOf', { done: n(c.lessons_completed), total: n(c.lessons_total) })}
                          </span>
                        </td>
                        <td className="num">{n(c.points)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )
          }
        </QueryView>
      </section>
    </section>
  );
}
