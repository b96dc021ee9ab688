import { useTranslation } from 'react-i18next';
import type { Static } from 'typebox';
import { teacher } from '@codeyard/shared-schema';
import { formatNumber, useLang } from '../../ui/kit/format';
import { Icon } from '../../ui/kit/icons';
import { EmptyState, PageHeader, QueryView } from '../../ui/kit/states';
import { useApiQuery } from '../../ui/kit/use-api-query';
import { LangLink } from '../../ui/LangLink';
import '../../ui/teacher.css';

type Classroom = Static<typeof teacher.ClassroomSummary>;

/** /teacher/classrooms : the teacher's own classrooms as cards (GET /teacher/get-classroom-list). */
export default function ClassroomsPage() {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  const query = useApiQuery(teacher.teacherClassroomList, { query: { lang } });

  return (
    <section className="page" aria-labelledby="classrooms-title">
      <PageHeader id="classrooms-title" icon="teacher" title={t('classrooms.title')} lead={t('classrooms.lead')} />
      <QueryView query={query}>
        {({ data }) =>
          data.length === 0 ? (
            <EmptyState icon="school" title={t('classrooms.emptyTitle')}>
              <p>{t('classrooms.emptyBody')}</p>
            </EmptyState>
          ) : (
            <ul className="classroom-grid">
              {data.map((classroom) => (
                <li key={classroom.id}>
                  <ClassroomCard classroom={classroom} lang={lang} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </section>
  );
}

function ClassroomCard({ classroom, lang }: { classroom: Classroom; lang: 'en' | 'ar' }) {
  const { t } = useTranslation('teacher');
  const n = (value: number) => formatNumber(value, lang);
  const titleId = `classroom-${classroom.id}`;
  const seats = Math.max(classroom.number_of_seats, 1);
  return (
    <article
      className={`card classroom-card${classroom.locked ? ' is-locked' : ''}`}
      aria-labelledby={titleId}
      data-testid={`classroom-card-${classroom.id}`}
    >
      <header className="classroom-head">
        <div>
          <h2 id={titleId}>
            <bdi>{classroom.name}</bdi>
          </h2>
          <p className="muted">{t('classrooms.grade', { n: n(classroom.school_grade_id) })}</p>
        </div>
        <span
          className={`status-chip ${classroom.locked ? 'status-off' : 'status-ok'}`}
          title={classroom.locked ? t('classrooms.lockedHint') : t('classrooms.openHint')}
        >
          <Icon name={classroom.locked ? 'lock' : 'unlock'} size={18} />
          {classroom.locked ? t('classrooms.locked') : t('classrooms.open')}
        </span>
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
    </article>
  );
}
