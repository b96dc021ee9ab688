import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { APPROVAL_STATUS_IDS, projects, teacher, type ResponseOf } from '@codeyard/shared-schema';
import { formatNumber, useLang } from '../../../ui/kit/format';
import { Icon } from '../../../ui/kit/icons';
import { EmptyState, PageHeader, Pager, QueryView } from '../../../ui/kit/states';
import { useApiQuery } from '../../../ui/kit/use-api-query';
import { LangLink } from '../../../ui/LangLink';
import { fullName, Ltr, When } from '../../teacher';
import { EDITOR_ICON, projectKind } from '../kind';
import { isOverdue, STATES, type ReviewState } from './model';
import '../../../ui/teacher.css';
import '../../../ui/review.css';

type Row = ResponseOf<typeof projects.teacherSubmissions>['data']['submissions'][number];

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * /teacher/code-assessment: the projects of the students of the teacher's classrooms, waiting for review
 * (oldest first) or reviewed, filtered by classroom, course and state (?classroom=&course=&state=&page=).
 * Each row opens the review screen.
 */
export default function CodeAssessmentPage() {
  const { t } = useTranslation('projects');
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const classroomId = positive(params.get('classroom'));
  const courseId = positive(params.get('course'));
  const state: ReviewState = (STATES as readonly string[]).includes(params.get('state') ?? '')
    ? (params.get('state') as ReviewState)
    : 'pending';
  const page = positive(params.get('page')) ?? 1;

  const classrooms = useApiQuery(teacher.teacherClassroomList, { query: { lang } });
  const list = useApiQuery(projects.teacherSubmissions, {
    query: {
      approval_status_id: APPROVAL_STATUS_IDS[state],
      page_number: page,
      ...(classroomId ? { classroom_id: classroomId } : {}),
      ...(courseId ? { course_id: courseId } : {}),
    },
  });

  const set = (key: string, value: string | undefined) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (value) next.set(key, value);
      else next.delete(key);
      if (key !== 'page') next.delete('page');
      return next;
    });

  const classroomList = classrooms.data?.data ?? [];
  const courseList = [
    ...new Map(
      classroomList
        .filter((c) => !classroomId || c.id === classroomId)
        .flatMap((c) => c.courses)
        .map((c) => [c.id, c] as const),
    ).values(),
  ];

  return (
    <section className="page teacher-page" aria-labelledby="assessment-title" data-testid="code-assessment">
      <PageHeader id="assessment-title" icon="blocks" title={t('assessment.title')} lead={t('assessment.lead')} />

      <form
        className="card assessment-filters"
        role="search"
        aria-label={t('assessment.filters')}
        onSubmit={(e) => e.preventDefault()}
      >
        <div className="field">
          <label htmlFor="filter-classroom">{t('assessment.classroom')}</label>
          <select
            id="filter-classroom"
            value={classroomId ?? ''}
            onChange={(e) => set('classroom', e.target.value || undefined)}
            data-testid="filter-classroom"
          >
            <option value="">{t('assessment.allClassrooms')}</option>
            {classroomList.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="filter-course">{t('assessment.course')}</label>
          <select
            id="filter-course"
            value={courseId ?? ''}
            onChange={(e) => set('course', e.target.value || undefined)}
            data-testid="filter-course"
          >
            <option value="">{t('assessment.allCourses')}</option>
            {courseList.map((c) => (
              <option key={c.id} value={c.id}>
                {c.title}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="state-filter">
          <legend>{t('assessment.state')}</legend>
          <div className="chip-row" role="radiogroup">
            {STATES.map((s) => (
              <label key={s} className={`chip${s === state ? ' chip-active' : ''}`}>
                <input
                  type="radio"
                  name="state"
                  value={s}
                  checked={s === state}
                  onChange={() => set('state', s === 'pending' ? undefined : s)}
                  className="sr-only"
                  data-testid={`filter-state-${s}`}
                />
                {t(`assessment.states.${s}`)}
              </label>
            ))}
          </div>
        </fieldset>
      </form>

      <QueryView query={list}>
        {({ data }) =>
          data.submissions.length === 0 ? (
            <EmptyState icon="check" title={t('assessment.emptyTitle')}>
              <p>
                {state === 'pending' && !classroomId && !courseId
                  ? t('assessment.emptyPending')
                  : t('assessment.emptyOther')}
              </p>
            </EmptyState>
          ) : (
            <>
              <div className="table-scroll">
                <table className="teacher-table assessment-table" data-testid="submissions-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('assessment.student')}</th>
                      <th scope="col">{t('assessment.project')}</th>
                      <th scope="col">{t('assessment.sent')}</th>
                      <th scope="col">{state === 'pending' ? t('assessment.due') : t('assessment.reviewed')}</th>
                      <th scope="col">{t('assessment.state')}</th>
                      <th scope="col">
                        <span className="sr-only">{t('assessment.open')}</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.submissions.map((row) => (
                      <SubmissionRow key={row.id} row={row} lang={lang} />
                    ))}
                  </tbody>
                </table>
              </div>
              <Pager
                page={data.pagination.page_number}
                perPage={data.pagination.records_per_page}
                total={data.pagination.total}
                onChange={(p) => set('page', String(p))}
                label={t('assessment.pages')}
              />
            </>
          )
        }
      </QueryView>
    </section>
  );
}

function SubmissionRow({ row, lang }: { row: Row; lang: 'en' | 'ar' }) {
  const { t } = useTranslation('projects');
  const name = fullName(row.student);
  const overdue = isOverdue(row);
  return (
    <tr data-testid={`submission-row-${row.id}`} className={overdue ? 'is-overdue' : undefined}>
      <th scope="row" className="cell-student">
        <bdi className="student-name">{name}</bdi>
        <Ltr className="student-username">{row.student.username}</Ltr>
      </th>
      <td>
        <bdi className="project-name">{row.project_name}</bdi>
        <span className="muted project-type">
          <Icon name={EDITOR_ICON[row.editor]} size={18} />
          {t(`assessment.types.${projectKind(row.type, row.editor)}`)}
        </span>
      </td>
      <td>
        <When iso={row.submitted_at} />
        {row.resubmitted_at && (
          <span className="muted resent">
            {t('assessment.resent')} <When iso={row.resubmitted_at} />
          </span>
        )}
      </td>
      <td>
        {row.status === 'pending' ? (
          <span className={overdue ? 'due is-overdue' : 'due'} data-testid={`due-${row.id}`}>
            <When iso={row.review_due_at} exact={false} />
            {overdue && (
              <span className="status-chip status-late">
                <Icon name="alert" size={16} />
                {t('assessment.overdue')}
              </span>
            )}
          </span>
        ) : (
          <When iso={row.reviewed_at} />
        )}
      </td>
      <td>
        <span className={`status-chip state-${row.status}`}>
          {t(`assessment.states.${row.status === 'draft' ? 'pending' : row.status}`)}
        </span>
        {row.status === 'approved' && row.points !== null && (
          <span className="muted state-points">{t('assessment.points', { n: formatNumber(row.points, lang) })}</span>
        )}
      </td>
      <td className="cell-action">
        <LangLink
          to={`/teacher/submissions/${row.id}/${row.type}`}
          className="button button-small button-primary"
          data-testid={`open-submission-${row.id}`}
        >
          {t('assessment.open')}
          <span className="sr-only">: {t('assessment.openProject', { project: row.project_name, student: name })}</span>
          <Icon name="chevron" size={18} className="flip-forward" />
        </LangLink>
      </td>
    </tr>
  );
}
