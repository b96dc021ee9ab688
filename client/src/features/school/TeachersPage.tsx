import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { school } from '@codeyard/shared-schema';
import PageNotFound from '../../app/PageNotFound';
import { useSession } from '../../session/use-session';
import { formatNumber, useLang } from '../../ui/kit/format';
import { Icon } from '../../ui/kit/icons';
import { EmptyState, PageHeader, Pager, QueryView } from '../../ui/kit/states';
import { useApiQuery } from '../../ui/kit/use-api-query';
import { usePageParam } from '../../ui/kit/use-page-param';
import { LangLink } from '../../ui/LangLink';
import { StatTiles } from './report';
import { AddTeacherForm, MoveClassroomForm, TeacherActions, teacherName } from './teacher-actions';
import './school.css';

/**
 * /school : the school's numbers, then its teachers a page at a time (GET /school/get-school-teacher-info/{schoolId})
 * with every action on a teacher (spec 001 §7.7) behind each row's "Manage" button, adding a teacher, and
 * moving a classroom to another teacher.
 */
export default function TeachersPage() {
  const { t } = useTranslation('school');
  const lang = useLang();
  const session = useSession();
  const schoolId = session?.schoolId ?? null;
  const [page, setPage] = usePageParam();
  const [adding, setAdding] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const query = useApiQuery(
    school.schoolTeacherInfo,
    { params: { schoolId: schoolId ?? 0 }, query: { page, lang } },
    schoolId !== null,
  );
  const stats = useApiQuery(
    school.generateStatisticReportBySchooladmin,
    { query: { school_id: schoolId ?? undefined, lang } },
    schoolId !== null,
  );
  const n = (value: number) => formatNumber(value, lang);
  const refresh = () => {
    query.reload();
    stats.reload();
  };

  if (schoolId === null) return <PageNotFound />;
  const schoolName = query.data?.data.school.name ?? session?.schoolName ?? null;

  return (
    <section className="page" aria-labelledby="teachers-title">
      <PageHeader
        id="teachers-title"
        icon="school"
        title={t('teachers.title')}
        lead={schoolName ? t('teachers.lead', { school: schoolName }) : t('teachers.leadNoSchool')}
      >
        <button
          type="button"
          className="button button-primary"
          aria-expanded={adding}
          onClick={() => setAdding((a) => !a)}
          data-testid="add-teacher"
        >
          <Icon name="teacher" size={22} />
          {t('add.open')}
        </button>
      </PageHeader>

      <section className="report-section" aria-labelledby="school-stats-title">
        <h2 id="school-stats-title" className="sr-only">
          {t('stats.title')}
        </h2>
        <QueryView query={stats}>
          {({ data }) => <StatTiles stats={data} lang={lang} testId="school-stats" />}
        </QueryView>
      </section>

      {adding && (
        <AddTeacherForm
          schoolId={schoolId}
          onCancel={() => setAdding(false)}
          onDone={() => {
            setAdding(false);
            refresh();
          }}
        />
      )}

      <QueryView query={query}>
        {({ data }) =>
          data.teachers.length === 0 && page === 1 ? (
            <EmptyState icon="teacher" title={t('teachers.emptyTitle')}>
              <p>{t('teachers.emptyBody')}</p>
            </EmptyState>
          ) : (
            <>
              <p className="count-line">
                {t('teachers.total', { count: data.pagination.total, n: n(data.pagination.total) })}
              </p>
              <div className="table-scroll card" role="region" aria-labelledby="teachers-caption" tabIndex={0}>
                <table className="data-table teachers-table">
                  <caption id="teachers-caption" className="sr-only">
                    {t('teachers.caption', { school: data.school.name })}
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('teachers.name')}</th>
                      <th scope="col">{t('teachers.username')}</th>
                      <th scope="col">{t('teachers.email')}</th>
                      <th scope="col">{t('teachers.status')}</th>
                      <th scope="col" className="num">
                        {t('teachers.classrooms')}
                      </th>
                      <th scope="col" className="num">
                        {t('teachers.students')}
                      </th>
                      <th scope="col">{t('teachers.actions')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.teachers.map((teacher) => {
                      const expanded = open === teacher.teacher_profile_id;
                      const panelId = `teacher-panel-${teacher.teacher_profile_id}`;
                      return (
                        <Fragment key={teacher.teacher_profile_id}>
                          <tr data-testid={`teacher-row-${teacher.username}`}>
                            <th scope="row" className="cell-name">
                              <LangLink to={`/school/teachers/more/${teacher.teacher_profile_id}`}>
                                {teacherName(teacher)}
                              </LangLink>
                            </th>
                            <td>
                              <bdi className="ltr">{teacher.username}</bdi>
                            </td>
                            <td>
                              {teacher.email ? (
                                <bdi className="ltr">{teacher.email}</bdi>
                              ) : (
                                <span className="muted">{t('teachers.noEmail')}</span>
                              )}
                            </td>
                            <td>
                              <span
                                className={`status-chip ${teacher.status === 'active' ? 'status-ok' : 'status-off'}`}
                                data-testid="teacher-status"
                              >
                                {teacher.status === 'active' ? t('teachers.active') : t('teachers.disabled')}
                              </span>
                            </td>
                            <td className="num">{n(teacher.classroom_count)}</td>
                            <td className="num">{n(teacher.student_count)}</td>
                            <td>
                              <button
                                type="button"
                                className="button"
                                aria-expanded={expanded}
                                aria-controls={expanded ? panelId : undefined}
                                onClick={() => setOpen(expanded ? null : teacher.teacher_profile_id)}
                                data-testid="teacher-manage"
                              >
                                {t('teachers.manage')}
                                <span className="sr-only">: {teacherName(teacher)}</span>
                              </button>
                            </td>
                          </tr>
                          {expanded && (
                            <tr className="panel-row" id={panelId}>
                              <td colSpan={7}>
                                <TeacherActions
                                  teacher={teacher}
                                  onChanged={refresh}
                                  onDeleted={() => {
                                    setOpen(null);
                                    refresh();
                                  }}
                                />
                              </td>
                            </tr>
                          )}
                        </Fragment>
                      );
                    })}
                  </tbody>
                </table>
              </div>
              <Pager
                page={page}
                perPage={data.pagination.per_page}
                total={data.pagination.total}
                onChange={setPage}
                label={t('teachers.pagerLabel')}
              />
            </>
          )
        }
      </QueryView>

      <MoveClassroomForm schoolId={schoolId} onDone={refresh} />
    </section>
  );
}
