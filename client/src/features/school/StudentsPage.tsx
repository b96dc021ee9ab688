import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { school } from '@codeyard/shared-schema';
import { formatNumber, formatRelative, useLang } from '../../ui/kit/format';
import { Icon } from '../../ui/kit/icons';
import { EmptyState, PageHeader, Pager, QueryView } from '../../ui/kit/states';
import { useApiQuery } from '../../ui/kit/use-api-query';
import { usePageParam } from '../../ui/kit/use-page-param';
import { LangLink } from '../../ui/LangLink';
import './school.css';

const DEBOUNCE_MS = 350;

/** /students : the school's students, a page at a time, found by name or username and filtered by course. */
export default function StudentsPage() {
  const { t } = useTranslation('school');
  const lang = useLang();
  const [page, setPage] = usePageParam();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [courseId, setCourseId] = useState('');
  const courses = useApiQuery(school.getSchoolStudentCourse, { query: { lang } });
  const query = useApiQuery(school.getSchoolStudentsDetails, {
    query: { search: search || undefined, course_id: courseId ? Number(courseId) : undefined, page, lang },
  });
  const n = (v: number) => formatNumber(v, lang);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      const next = text.trim();
      if (next !== search) {
        setSearch(next);
        if (page !== 1) setPage(1);
      }
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
    // Only typing starts the wait; the page and search it reads are the latest at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);

  return (
    <section className="page" aria-labelledby="students-title">
      <PageHeader id="students-title" icon="users" title={t('students.title')} lead={t('students.lead')} />
      <div className="filter-row">
        <form
          className="search-box"
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            setSearch(text.trim());
            setPage(1);
          }}
        >
          <label htmlFor="student-search" className="sr-only">
            {t('students.searchLabel')}
          </label>
          <Icon name="search" size={24} className="search-icon" />
          <input
            id="student-search"
            type="search"
            value={text}
            maxLength={100}
            placeholder={t('students.searchPlaceholder')}
            autoComplete="off"
            onChange={(e) => setText(e.target.value)}
          />
        </form>
        <div className="field course-filter">
          <label htmlFor="student-course">{t('students.course')}</label>
          <select
            id="student-course"
            value={courseId}
            onChange={(e) => {
              setCourseId(e.target.value);
              setPage(1);
            }}
          >
            <option value="">{t('students.allCourses')}</option>
            {(courses.data?.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {t('students.courseOption', { course: c.title, n: n(c.student_count) })}
              </option>
            ))}
          </select>
        </div>
      </div>
      <QueryView query={query}>
        {({ data }) =>
          data.students.length === 0 ? (
            search ? (
              <EmptyState icon="search" title={t('students.noResults', { search })} />
            ) : (
              <EmptyState icon="users" title={t('students.emptyTitle')}>
                <p>{t('students.emptyBody')}</p>
              </EmptyState>
            )
          ) : (
            <>
              <p className="count-line" role="status">
                {t('students.total', { count: data.pagination.total, n: n(data.pagination.total) })}
              </p>
              <div className="table-scroll card" role="region" aria-labelledby="students-title" tabIndex={0}>
                <table className="data-table" data-testid="school-students">
                  <thead>
                    <tr>
                      <th scope="col">{t('students.name')}</th>
                      <th scope="col">{t('teachers.username')}</th>
                      <th scope="col" className="num">
                        {t('students.grade')}
                      </th>
                      <th scope="col">{t('students.classrooms')}</th>
                      <th scope="col" className="num">
                        {t('students.points')}
                      </th>
                      <th scope="col">{t('students.lastActivity')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.students.map((s) => (
                      <tr key={s.student_profile_id}>
                        <th scope="row">
                          <LangLink to={`/student-details/${s.student_profile_id}`}>
                            <bdi>{`${s.first_name} ${s.last_name}`.trim() || s.username}</bdi>
                          </LangLink>
                        </th>
                        <td>
                          <bdi className="ltr">{s.username}</bdi>
                        </td>
                        <td className="num">{s.grade === null ? '—' : n(s.grade)}</td>
                        <td>
                          {s.classrooms.length === 0 ? (
                            <span className="muted">{t('students.noClassroom')}</span>
                          ) : (
                            s.classrooms.map((c, i) => (
                              <span key={c.id}>
                                {i > 0 && ', '}
                                <LangLink to={`/class-details/${c.id}/${c.teacher_profile_id}`}>
                                  <bdi>{c.name}</bdi>
                                </LangLink>
                              </span>
                            ))
                          )}
                        </td>
                        <td className="num">{n(s.points)}</td>
                        <td>
                          {s.last_activity_at ? (
                            formatRelative(s.last_activity_at, lang)
                          ) : (
                            <span className="muted">{t('students.never')}</span>
                          )}
                        </td>
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
                label={t('students.pagerLabel')}
              />
            </>
          )
        }
      </QueryView>
    </section>
  );
}
