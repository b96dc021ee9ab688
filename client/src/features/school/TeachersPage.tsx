import { useTranslation } from 'react-i18next';
import { school } from '@codeyard/shared-schema';
import PageNotFound from '../../app/PageNotFound';
import { useSession } from '../../session/use-session';
import { formatNumber, useLang } from '../../ui/kit/format';
import { EmptyState, PageHeader, Pager, QueryView } from '../../ui/kit/states';
import { useApiQuery } from '../../ui/kit/use-api-query';
import { usePageParam } from '../../ui/kit/use-page-param';

/** /school : the teachers of the administrator's school, a page at a time (GET /school/get-school-teacher-info/{schoolId}). */
export default function TeachersPage() {
  const { t } = useTranslation('school');
  const lang = useLang();
  const session = useSession();
  const schoolId = session?.schoolId ?? null;
  const [page, setPage] = usePageParam();
  const query = useApiQuery(
    school.schoolTeacherInfo,
    { params: { schoolId: schoolId ?? 0 }, query: { page, lang } },
    schoolId !== null,
  );
  const n = (value: number) => formatNumber(value, lang);

  if (schoolId === null) return <PageNotFound />;
  const schoolName = query.data?.data.school.name ?? session?.schoolName ?? null;

  return (
    <section className="page" aria-labelledby="teachers-title">
      <PageHeader
        id="teachers-title"
        icon="school"
        title={t('teachers.title')}
        lead={schoolName ? t('teachers.lead', { school: schoolName }) : t('teachers.leadNoSchool')}
      />
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
                <table className="data-table">
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
                    </tr>
                  </thead>
                  <tbody>
                    {data.teachers.map((teacher) => (
                      <tr key={teacher.teacher_profile_id}>
                        <th scope="row" className="cell-name">
                          {`${teacher.first_name} ${teacher.last_name}`.trim() || teacher.username}
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
                          <span className={`status-chip ${teacher.status === 'active' ? 'status-ok' : 'status-off'}`}>
                            {teacher.status === 'active' ? t('teachers.active') : t('teachers.disabled')}
                          </span>
                        </td>
                        <td className="num">{n(teacher.classroom_count)}</td>
                        <td className="num">{n(teacher.student_count)}</td>
                      </tr>
                    ))}
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
    </section>
  );
}
