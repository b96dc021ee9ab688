import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Static } from 'typebox';
import { roster } from '@codeyard/shared-schema';
import { formatNumber, useLang } from '../../ui/kit/format';
import { Icon } from '../../ui/kit/icons';
import { EmptyState, PageHeader, Pager, QueryView } from '../../ui/kit/states';
import { useApiQuery } from '../../ui/kit/use-api-query';
import { usePageParam } from '../../ui/kit/use-page-param';
import { LangLink } from '../../ui/LangLink';
import { ClassroomForm, useGradeName } from './parts/ClassroomForm';
import { ClassroomManage } from './parts/ClassroomManage';
import '../../ui/teacher.css';
import './parts/roster.css';

type Classroom = Static<typeof roster.ClassroomInfo>;

/**
 * /teacher/classrooms : the teacher's own classrooms as cards (GET /search-classroom, 10 a page), where
 * the teacher creates, edits, archives, completes and deletes them and turns picture sign-in on or off.
 */
export default function ClassroomsPage() {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  const [page, setPage] = usePageParam();
  const query = useApiQuery(roster.searchClassroom, { query: { page_number: page, lang } });
  // undefined: no form; 'new': a new classroom; a classroom: editing it.
  const [form, setForm] = useState<'new' | Classroom>();
  const formSpot = useRef<HTMLDivElement>(null);
  const open = (next: 'new' | Classroom) => {
    setForm(next);
    requestAnimationFrame(() => formSpot.current?.scrollIntoView({ block: 'start' }));
  };

  return (
    <section className="page" aria-labelledby="classrooms-title">
      <PageHeader id="classrooms-title" icon="teacher" title={t('classrooms.title')} lead={t('classrooms.lead')}>
        <button
          type="button"
          className="button button-primary"
          onClick={() => open('new')}
          data-testid="new-classroom"
          aria-expanded={form === 'new'}
        >
          <Icon name="sparkle" size={20} />
          {t('roster.newClassroom')}
        </button>
        <LangLink to="/teacher/classroomList" className="button" data-testid="classroom-list-link">
          <Icon name="search" size={20} />
          {t('roster.listLink')}
        </LangLink>
      </PageHeader>
      <div ref={formSpot}>
        {form && (
          <ClassroomForm
            key={form === 'new' ? 'new' : form.id}
            classroom={form === 'new' ? undefined : form}
            onCancel={() => setForm(undefined)}
            onDone={() => {
              setForm(undefined);
              query.reload();
            }}
          />
        )}
      </div>
      <QueryView query={query}>
        {({ data }) =>
          data.classrooms.length === 0 ? (
            <EmptyState icon="school" title={t('classrooms.emptyTitle')}>
              <p>{t('roster.emptyBody')}</p>
            </EmptyState>
          ) : (
            <>
              <ul className="classroom-grid">
                {data.classrooms.map((classroom) => (
                  <li key={classroom.id}>
                    <ClassroomCard
                      classroom={classroom}
                      lang={lang}
                      onEdit={() => open(classroom)}
                      onChanged={query.reload}
                    />
                  </li>
                ))}
              </ul>
              <Pager
                page={page}
                perPage={data.pagination.per_page}
                total={data.pagination.total}
                onChange={setPage}
                label={t('roster.pager')}
              />
            </>
          )
        }
      </QueryView>
    </section>
  );
}

function ClassroomCard({
  classroom,
  lang,
  onEdit,
  onChanged,
}: {
  classroom: Classroom;
  lang: 'en' | 'ar';
  onEdit: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation('teacher');
  const gradeName = useGradeName();
  const n = (value: number) => formatNumber(value, lang);
  const titleId = `classroom-${classroom.id}`;
  const seats = Math.max(classroom.number_of_seats, 1);
  return (
    <article
      className={`card classroom-card${classroom.locked ? ' is-locked' : ''}${classroom.status !== 'active' ? ' is-closed' : ''}`}
      aria-labelledby={titleId}
      data-testid={`classroom-card-${classroom.id}`}
    >
      <header className="classroom-head">
        <div>
          <h2 id={titleId}>
            <bdi>{classroom.name}</bdi>
          </h2>
          <p className="muted">{gradeName(classroom.school_grade_id)}</p>
        </div>
        {classroom.status === 'active' ? (
          <span
            className={`status-chip ${classroom.locked ? 'status-off' : 'status-ok'}`}
            title={classroom.locked ? t('classrooms.lockedHint') : t('classrooms.openHint')}
          >
            <Icon name={classroom.locked ? 'lock' : 'unlock'} size={18} />
            {classroom.locked ? t('classrooms.locked') : t('classrooms.open')}
          </span>
        ) : (
          <span className="status-chip status-off" data-testid={`classroom-status-${classroom.id}`}>
            {t(`roster.status.${classroom.status}`)}
          </span>
        )}
      </header>

      <p className="classroom-students">
        <Icon name="users" size={22} />
        {t('classrooms.students', { count: classroom.student_count, n: n(classroom.student_count) })}
      </p>

      <div className="seats">
        <span className="sr-only">{t('classrooms.seatsLabel')}: </span>
        <span>{t('classrooms.seats', { taken: n(classroom.student_count), seats: n(classroom.number_of_seats) })}</span>
        <meter
          className="seat-meter"
          min={0}
          max={seats}
          value={Math.min(classroom.student_count, seats)}
          aria-hidden="true"
        />
      </div>

      <h3 className="small-heading">{t('classrooms.courses')}</h3>
      {classroom.courses.length === 0 ? (
        <p className="muted">{t('classrooms.noCourses')}</p>
      ) : (
        <ul className="chip-row">
          {classroom.courses.map((course) => (
            <li key={course.id} className="course-chip">
              {course.title}
            </li>
          ))}
        </ul>
      )}

      <LangLink
        to={`/teacher/classrooms-details/${classroom.id}`}
        className="button button-primary button-block classroom-open"
        data-testid={`classroom-link-${classroom.id}`}
      >
        {t('classrooms.openClassroom')}
        <span className="sr-only">: {classroom.name}</span>
        <Icon name="chevron" className="flip-forward" />
      </LangLink>
      <ClassroomManage classroom={classroom} onEdit={onEdit} onChanged={onChanged} />
    </article>
  );
}
