import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { school } from '@codeyard/shared-schema';
import { formatNumber, formatRelative, useLang } from '../../ui/kit/format';
import { Icon } from '../../ui/kit/icons';
import { EmptyState, PageHeader, QueryView } from '../../ui/kit/states';
import { useApiQuery } from '../../ui/kit/use-api-query';
import { LangLink } from '../../ui/LangLink';
import { dayNames } from './days';
import { ClassroomExport, DateRangeForm, type Range } from './report';
import { StudentsProgressTable } from './StudentsProgressTable';
import './school.css';

/** /class-details/{id}/{teacherId} : one classroom of a teacher with its students' progress, and its file. */
export default function ClassDetailsPage() {
  const { t } = useTranslation('school');
  const lang = useLang();
  const params = useParams();
  const classroomId = Number(params.id);
  const teacherId = Number(params.teacherId);
  const valid = classroomId > 0 && teacherId > 0;
  const [range, setRange] = useState<Range>({});
  const query = useApiQuery(
    school.getClassroomDetailsBySchooladmin,
    { params: { teacherId: valid ? teacherId : 1, classroomId: valid ? classroomId : 1 }, query: { lang } },
    valid,
  );
  const n = (v: number) => formatNumber(v, lang);
  const days = dayNames(lang);

  return (
    <section className="page" aria-labelledby="class-title">
      <p>
        <LangLink className="school-back" to={`/school/teachers/more/${teacherId}`}>
          <Icon name="chevron" className="flip-back" size={20} />
          {t('classroom.back')}
        </LangLink>
      </p>
      <QueryView query={query}>
        {({ data: { classroom, students } }) => (
          <>
            <PageHeader id="class-title" icon="school" title={classroom.name} lead={t('classroom.lead')} />
            <div className="card">
              <dl className="facts">
                <div className="facts-row">
                  <dt>{t('classroom.grade')}</dt>
                  <dd>{n(classroom.school_grade_id)}</dd>
                </div>
                <div className="facts-row">
                  <dt>{t('classroom.seats')}</dt>
                  <dd>
                    {t('classroom.seatsValue', {
                      taken: n(classroom.student_count),
                      seats: n(classroom.number_of_seats),
                    })}
                  </dd>
                </div>
                <div className="facts-row">
                  <dt>{t('classroom.courses')}</dt>
                  <dd>
                    {classroom.courses.length === 0 ? (
                      <span className="muted">{t('classroom.noCourses')}</span>
                    ) : (
                      classroom.courses.map((course, i) => (
                        <span key={course.id}>
                          {i > 0 && ' · '}
                          <LangLink to={`/all-student-details/${classroom.teacher_profile_id}/${course.id}`}>
                            {course.title}
                          </LangLink>
                        </span>
                      ))
                    )}
                  </dd>
                </div>
                <div className="facts-row">
                  <dt>{t('classroom.schedule')}</dt>
                  <dd>
                    {classroom.schedules.length === 0 ? (
                      <span className="muted">{t('classroom.noSchedule')}</span>
                    ) : (
                      classroom.schedules
                        .map((s) => `${days[s.day] ?? s.day} ${s.start_time}–${s.end_time}`)
                        .join(' · ')
                    )}
                  </dd>
                </div>
                <div className="facts-row">
                  <dt>{t('teachers.status')}</dt>
                  <dd>{t(`classroom.status.${classroom.status}`)}</dd>
                </div>
              </dl>
            </div>
            <DateRangeForm value={range} onApply={setRange} />
            <div className="report-actions">
              <ClassroomExport
                teacherId={classroom.teacher_profile_id}
                classroomId={classroom.id}
                name={classroom.name}
                range={range}
              />
            </div>
            <section className="report-section" aria-labelledby="class-students-title">
              <h2 id="class-students-title">{t('classroom.students')}</h2>
              {students.length === 0 ? (
                <EmptyState icon="users" title={t('classroom.noStudents')} />
              ) : (
                <StudentsProgressTable
                  labelledBy="class-students-title"
                  rows={students.map((s) => ({
                    ...s,
                    lastActivity: s.last_activity_at ? formatRelative(s.last_activity_at, lang) : null,
                  }))}
                />
              )}
            </section>
          </>
        )}
      </QueryView>
    </section>
  );
}
