import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Static } from 'typebox';
import { reports, roster, type teacher } from '@codeyard/shared-schema';
import { useLang } from '../../../ui/kit/format';
import { Icon } from '../../../ui/kit/icons';
import { EmptyState, Loading, QueryView } from '../../../ui/kit/states';
import { useApiQuery } from '../../../ui/kit/use-api-query';
import { LangLink } from '../../../ui/LangLink';
import { useSession } from '../../../session/use-session';
import { ExportButton, StudentReportActions } from '../reports/ReportActions';
import { useReportCharts } from '../reports/use-report-charts';
import { fullName } from './time';
import '../reports/reports.css';

type Header = Static<typeof teacher.ClassroomHeader>;

/** uPlot comes with this chunk only: the classroom's page stays light until its reports are drawn. */
const ReportCharts = lazy(() => import('../reports/ReportCharts'));

const WHOLE_CLASS = 'all';

/**
 * The classroom's reports (issue 13): charts of points over time, lessons completed and skills, for the
 * whole classroom (its students added up) or one student, in one of its courses; the classroom's
 * spreadsheets; and, for one student, theirs and "send to the parent".
 */
export function ClassroomReports({ classroom }: { classroom: Header }) {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  const session = useSession();
  const students = useApiQuery(roster.studentsInfoByTeacher, { query: { classroom_id: classroom.id, lang } });
  const [courseId, setCourseId] = useState<number | undefined>(classroom.courses[0]?.id);
  const [who, setWho] = useState<string>(WHOLE_CLASS);

  const list = students.data?.data.students ?? [];
  const student = list.find((s) => String(s.student_profile_id) === who);
  const ids = student ? [student.student_profile_id] : list.map((s) => s.student_profile_id);
  const charts = useReportCharts(students.data ? ids : [], courseId);
  const teacherId = session?.userProfileId ?? 0;
  const classroomQuery = { classroom_id: classroom.id };

  return (
    <section
      className="teacher-section classroom-reports"
      aria-labelledby="reports-title"
      data-testid="classroom-reports"
    >
      <h2 id="reports-title">{t('reports.title')}</h2>
      <p className="muted section-lead">{t('reports.lead')}</p>

      <div className="report-files" data-testid="classroom-report-files">
        <h3 className="small-heading">{t('reports.classFiles')}</h3>
        <div className="export-row">
          <ExportButton
            call={reports.exportStudentsReportByTeacher}
            input={{ params: { classroomId: classroom.id } }}
            label={t('reports.files.students')}
            testId="export-classroom-report"
          />
          <ExportButton
            call={reports.exportClassroomStudentSubmissions}
            input={{ params: { teacherId }, query: classroomQuery }}
            label={t('reports.files.submissions')}
            testId="export-submissions"
          />
          <ExportButton
            call={reports.exportClassroomLessonSubmissions}
            input={{ params: { teacherId }, query: classroomQuery }}
            label={t('reports.files.lessonSubmissions')}
            testId="export-lesson-submissions"
          />
          <ExportButton
            call={reports.exportClassroomCourseSubmissions}
            input={{ params: { teacherId }, query: classroomQuery }}
            label={t('reports.files.courseSubmissions')}
            testId="export-course-submissions"
          />
          <ExportButton
            call={reports.exportClassroomAssessments}
            input={{ params: { teacherId }, query: classroomQuery }}
            label={t('reports.files.assessments')}
            testId="export-assessments"
          />
        </div>
      </div>

      <div className="report-pickers">
        {classroom.courses.length > 1 && (
          <div className="field">
            <label htmlFor="report-course">{t('reports.course')}</label>
            <select
              id="report-course"
              value={courseId}
              onChange={(e) => setCourseId(Number(e.target.value))}
              data-testid="report-course"
            >
              {classroom.courses.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.title}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="field">
          <label htmlFor="report-who">{t('reports.who')}</label>
          <select id="report-who" value={who} onChange={(e) => setWho(e.target.value)} data-testid="report-who">
            <option value={WHOLE_CLASS}>{t('reports.wholeClass')}</option>
            {list.map((s) => (
              <option key={s.student_profile_id} value={s.student_profile_id}>
                {fullName(s)}
              </option>
            ))}
          </select>
        </div>
        {student && (
          <LangLink
            className="button"
            to={`/teacher/classrooms-details/${classroom.id}/student-profile/${student.student_profile_id}`}
            data-testid="open-student-profile"
          >
            <Icon name="child" size={18} />
            {t('reports.openProfile', { name: fullName(student) })}
          </LangLink>
        )}
      </div>

      {classroom.courses.length === 0 ? (
        <EmptyState icon="book" title={t('reports.noCourseTitle')}>
          <p>{t('reports.noCourseBody')}</p>
        </EmptyState>
      ) : (
        <QueryView query={students}>
          {() => (
            <QueryView query={charts}>
              {(set) => (
                <Suspense fallback={<Loading label={t('reports.drawing')} />}>
                  <ReportCharts points={set.points} lessons={set.lessons} skills={set.skills} />
                </Suspense>
              )}
            </QueryView>
          )}
        </QueryView>
      )}

      {student && (
        <StudentReportActions
          classroomId={classroom.id}
          studentId={student.student_profile_id}
          courseId={courseId}
          studentName={fullName(student)}
        />
      )}
    </section>
  );
}
