import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { school } from '@codeyard/shared-schema';
import { formatNumber, useLang } from '../../ui/kit/format';
import { Icon } from '../../ui/kit/icons';
import { EmptyState, PageHeader, QueryView } from '../../ui/kit/states';
import { useApiQuery } from '../../ui/kit/use-api-query';
import { LangLink, useLangNavigate } from '../../ui/LangLink';
import { MoveClassroomForm, TeacherActions, teacherName } from './teacher-actions';
import { dayNames } from './days';
import './school.css';

/** /school/teachers/more/{id} : one teacher, their actions, their classrooms (each opens), and moving a classroom. */
export default function TeacherDetailsPage() {
  const { t } = useTranslation('school');
  const lang = useLang();
  const navigate = useLangNavigate();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const info = useApiQuery(
    school.getTeacherInfoBySchooladmin,
    { params: { id: valid ? id : 1 }, query: { lang } },
    valid,
  );
  const classrooms = useApiQuery(
    school.getTeacherClassroomsBySchooladmin,
    { params: { id: valid ? id : 1 }, query: { lang } },
    valid,
  );
  const days = dayNames(lang);
  const n = (v: number) => formatNumber(v, lang);
  const refresh = () => {
    info.reload();
    classrooms.reload();
  };

  return (
    <section className="page" aria-labelledby="teacher-title">
      <p>
        <LangLink className="school-back" to="/school">
          <Icon name="chevron" className="flip-back" size={20} />
          {t('details.back')}
        </LangLink>
      </p>
      <QueryView query={info}>
        {({ data: teacher }) => (
          <>
            <PageHeader
              id="teacher-title"
              icon="teacher"
              title={teacherName(teacher)}
              lead={t('details.lead', { school: teacher.school_name })}
            />
            <div className="card">
              <dl className="facts">
                <div className="facts-row">
                  <dt>{t('teachers.username')}</dt>
                  <dd>
                    <bdi className="ltr">{teacher.username}</bdi>
                  </dd>
                </div>
                <div className="facts-row">
                  <dt>{t('teachers.email')}</dt>
                  <dd>
                    {teacher.email ? (
                      <bdi className="ltr">{teacher.email}</bdi>
                    ) : (
                      <span className="muted">{t('teachers.noEmail')}</span>
                    )}
                  </dd>
                </div>
                <div className="facts-row">
                  <dt>{t('form.phone')}</dt>
                  <dd>
                    {teacher.phone ? (
                      <bdi className="ltr">{teacher.phone}</bdi>
                    ) : (
                      <span className="muted">{t('details.noPhone')}</span>
                    )}
                  </dd>
                </div>
                <div className="facts-row">
                  <dt>{t('teachers.status')}</dt>
                  <dd>
                    <span className={`status-chip ${teacher.status === 'active' ? 'status-ok' : 'status-off'}`}>
                      {teacher.status === 'active' ? t('teachers.active') : t('teachers.disabled')}
                    </span>
                  </dd>
                </div>
                <div className="facts-row">
                  <dt>{t('teachers.students')}</dt>
                  <dd>{n(teacher.student_count)}</dd>
                </div>
              </dl>
              <TeacherActions
                teacher={teacher}
                showDetailsLink={false}
                onChanged={refresh}
                onDeleted={() => navigate('/school')}
              />
            </div>
          </>
        )}
      </QueryView>

      <section className="report-section" aria-labelledby="teacher-classes-title">
        <h2 id="teacher-classes-title">{t('details.classrooms')}</h2>
        <QueryView query={classrooms}>
          {({ data }) =>
            data.length === 0 ? (
              <EmptyState icon="school" title={t('details.noClassrooms')} />
            ) : (
              <ul className="school-class-grid">
                {data.map((c) => (
                  <li key={c.id} className="card school-class-card">
                    <h3>
                      <bdi>{c.name}</bdi>
                    </h3>
                    <p className="muted">
                      {t('details.gradeSeats', {
                        grade: n(c.school_grade_id),
                        taken: n(c.student_count),
                        seats: n(c.number_of_seats),
                      })}
                    </p>
                    <p>
                      <span className={`status-chip ${c.status === 'active' ? 'status-ok' : 'status-off'}`}>
                        {t(`classroom.status.${c.status}`)}
                      </span>
                    </p>
                    {c.schedules.length > 0 && (
                      <p className="muted">
                        {c.schedules.map((s) => `${days[s.day] ?? s.day} ${s.start_time}–${s.end_time}`).join(' · ')}
                      </p>
                    )}
                    <ul className="link-list">
                      <li>
                        <LangLink to={`/class-details/${c.id}/${c.teacher_profile_id}`}>
                          {t('details.openClassroom')}
                          <span className="sr-only">: {c.name}</span>
                        </LangLink>
                      </li>
                      {c.courses.map((course) => (
                        <li key={course.id}>
                          <LangLink to={`/all-student-details/${c.teacher_profile_id}/${course.id}`}>
                            {t('details.courseStudents', { course: course.title })}
                          </LangLink>
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryView>
      </section>

      {valid && <MoveClassroomForm fromTeacherId={id} onDone={refresh} />}
    </section>
  );
}
