import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { school } from '@codeyard/shared-schema';
import { formatRelative, useLang } from '../../ui/kit/format';
import { Icon } from '../../ui/kit/icons';
import { EmptyState, PageHeader, QueryView } from '../../ui/kit/states';
import { useApiQuery } from '../../ui/kit/use-api-query';
import { LangLink } from '../../ui/LangLink';
import { StudentsProgressTable } from './StudentsProgressTable';
import { teacherName } from './teacher-actions';
import './school.css';

/**
 * /all-student-details/{teacherId}/{courseId} : every student a teacher teaches in one course, classroom by
 * classroom, with their progress (the teacher's classrooms that take the course, then each one's students).
 */
export default function CourseStudentsPage() {
  const { t } = useTranslation('school');
  const lang = useLang();
  const params = useParams();
  const teacherId = Number(params.teacherId);
  const courseId = Number(params.courseId);
  const valid = teacherId > 0 && courseId > 0;
  const info = useApiQuery(
    school.getTeacherInfoBySchooladmin,
    { params: { id: valid ? teacherId : 1 }, query: { lang } },
    valid,
  );
  const classrooms = useApiQuery(
    school.getTeacherClassroomsBySchooladmin,
    { params: { id: valid ? teacherId : 1 }, query: { lang } },
    valid,
  );

  return (
    <section className="page" aria-labelledby="course-students-title">
      <p>
        <LangLink className="school-back" to={`/school/teachers/more/${teacherId}`}>
          <Icon name="chevron" className="flip-back" size={20} />
          {t('classroom.back')}
        </LangLink>
      </p>
      <QueryView query={classrooms}>
        {({ data }) => {
          const taking = data.filter((c) => c.courses.some((course) => course.id === courseId));
          const course = taking[0]?.courses.find((c) => c.id === courseId);
          return (
            <>
              <PageHeader
                id="course-students-title"
                icon="book"
                title={course ? t('course.title', { course: course.title }) : t('course.titleNoCourse')}
                lead={info.data ? t('course.lead', { teacher: teacherName(info.data.data) }) : undefined}
              />
              {taking.length === 0 ? (
                <EmptyState icon="school" title={t('course.none')} />
              ) : (
                taking.map((c) => (
                  <section key={c.id} className="report-section" aria-labelledby={`course-class-${c.id}`}>
                    <h2 id={`course-class-${c.id}`}>
                      <LangLink to={`/class-details/${c.id}/${c.teacher_profile_id}`}>
                        <bdi>{c.name}</bdi>
                      </LangLink>
                    </h2>
                    <ClassroomStudents
                      teacherId={c.teacher_profile_id}
                      classroomId={c.id}
                      labelledBy={`course-class-${c.id}`}
                    />
                  </section>
                ))
              )}
            </>
          );
        }}
      </QueryView>
    </section>
  );
}

function ClassroomStudents({
  teacherId,
  classroomId,
  labelledBy,
}: {
  teacherId: number;
  classroomId: number;
  labelledBy: string;
}) {
  const { t } = useTranslation('school');
  const lang = useLang();
  const query = useApiQuery(school.getClassroomDetailsBySchooladmin, {
    params: { teacherId, classroomId },
    query: { lang },
  });
  return (
    <QueryView query={query}>
      {({ data }) =>
        data.students.length === 0 ? (
          <p className="muted">{t('classroom.noStudents')}</p>
        ) : (
          <StudentsProgressTable
            labelledBy={labelledBy}
            rows={data.students.map((s) => ({
              ...s,
              lastActivity: s.last_activity_at ? formatRelative(s.last_activity_at, lang) : null,
            }))}
          />
        )
      }
    </QueryView>
  );
}
