import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { roster } from '@codeyard/shared-schema';
import { formatNumber, useLang } from '../../ui/kit/format';
import { Icon } from '../../ui/kit/icons';
import { EmptyState, PageHeader, Pager, QueryView } from '../../ui/kit/states';
import { useApiQuery } from '../../ui/kit/use-api-query';
import { LangLink } from '../../ui/LangLink';
import { dayName, useGradeName } from './parts/ClassroomForm';
import { CommunityLockButton } from './parts/ClassroomControls';
import { Ltr } from './parts/time';
import '../../ui/teacher.css';
import './parts/roster.css';

/**
 * /teacher/classroomList (spec 000 §2): the teacher's classrooms as one plain table with a search by name
 * (GET /search-classroom, 10 a page). Beyond the cards of /teacher/classrooms it shows each classroom's
 * state (active, archived, completed), its weekly schedule and whether its community is locked, so a
 * teacher with many classes finds one by name and sees their week at a glance; the community is paused or
 * opened here as on /teacher/community.
 */
export default function ClassroomListPage() {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  const gradeName = useGradeName();
  const n = (value: number) => formatNumber(value, lang);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState({ name: '', page: 1 });
  const query = useApiQuery(roster.searchClassroom, {
    query: { classroom_name: search.name, page_number: search.page, lang },
  });

  return (
    <section className="page teacher-page" aria-labelledby="classroom-list-title">
      <nav className="back-row" aria-label={t('details.back')}>
        <LangLink to="/teacher/classrooms" className="back-link">
          <Icon name="chevron" className="flip-back" />
          {t('details.back')}
        </LangLink>
      </nav>
      <PageHeader id="classroom-list-title" icon="teacher" title={t('roster.listTitle')} lead={t('roster.listLead')} />
      <form
        role="search"
        className="roster-search"
        onSubmit={(e) => {
          e.preventDefault();
          setSearch({ name: typed.trim(), page: 1 });
        }}
      >
        <label htmlFor="classroom-search">{t('roster.searchLabel')}</label>
        <div className="roster-search-row">
          <input
            id="classroom-search"
            type="search"
            value={typed}
            maxLength={100}
            onChange={(e) => setTyped(e.target.value)}
            data-testid="classroom-search"
          />
          <button type="submit" className="button button-primary" data-testid="classroom-search-submit">
            <Icon name="search" size={20} />
            {t('roster.search')}
          </button>
        </div>
      </form>
      <QueryView query={query}>
        {({ data }) =>
          data.classrooms.length === 0 ? (
            <EmptyState icon="search" title={search.name ? t('roster.noMatch') : t('classrooms.emptyTitle')}>
              <p>{search.name ? t('roster.noMatchBody', { name: search.name }) : t('roster.emptyBody')}</p>
            </EmptyState>
          ) : (
            <>
              <p className="count-line" aria-live="polite">
                {t('roster.found', { count: data.pagination.total, n: n(data.pagination.total) })}
              </p>
              <div className="table-scroll" role="region" aria-label={t('roster.listTitle')} tabIndex={0}>
                <table className="data-table teacher-table" data-testid="classroom-list">
                  <caption className="sr-only">{t('roster.listTitle')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('roster.name')}</th>
                      <th scope="col">{t('roster.statusCol')}</th>
                      <th scope="col">{t('roster.grade')}</th>
                      <th scope="col">{t('details.students')}</th>
                      <th scope="col">{t('roster.schedule')}</th>
                      <th scope="col">{t('roster.courses')}</th>
                      <th scope="col">{t('roster.community')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.classrooms.map((c) => (
                      <tr key={c.id} data-testid={`classroom-row-${c.id}`}>
                        <th scope="row">
                          <LangLink to={`/teacher/classrooms-details/${c.id}`} className="text-link">
                            <bdi>{c.name}</bdi>
                          </LangLink>
                        </th>
                        <td>{t(`roster.status.${c.status}`)}</td>
                        <td>{gradeName(c.school_grade_id)}</td>
                        <td>{t('classrooms.seats', { taken: n(c.student_count), seats: n(c.number_of_seats) })}</td>
                        <td>
                          {c.schedules.length === 0 ? (
                            <span className="muted">{t('roster.noSchedule')}</span>
                          ) : (
                            <ul className="schedule-list">
                              {c.schedules.map((s) => (
                                <li key={s.day}>
                                  {dayName(s.day, lang, 'short')}{' '}
                                  <Ltr>
                                    {s.start_time}–{s.end_time}
                                  </Ltr>
                                </li>
                              ))}
                            </ul>
                          )}
                        </td>
                        <td>{c.courses.map((course) => course.title).join(lang === 'ar' ? '، ' : ', ')}</td>
                        <td>
                          <span className="community-cell">
                            {c.community_locked ? t('roster.communityLocked') : t('roster.communityOpen')}
                            <CommunityLockButton classroom={c} onDone={query.reload} />
                          </span>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <Pager
                page={search.page}
                perPage={data.pagination.per_page}
                total={data.pagination.total}
                onChange={(page) => setSearch({ ...search, page })}
                label={t('roster.pager')}
              />
            </>
          )
        }
      </QueryView>
    </section>
  );
}
