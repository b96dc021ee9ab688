import { useTranslation } from 'react-i18next';
import type { Static } from 'typebox';
import { teacher } from '@codeyard/shared-schema';
import { formatNumber, useLang } from '../../ui/kit/format';
import { Icon } from '../../ui/kit/icons';
import { EmptyState, PageHeader, Pager, QueryView } from '../../ui/kit/states';
import { useApiQuery } from '../../ui/kit/use-api-query';
import { usePageParam } from '../../ui/kit/use-page-param';
import { LangLink } from '../../ui/LangLink';
import { useSession } from '../../session/use-session';
import { fullName, Ltr, rate, When } from './parts/time';
import { isStuck } from './reports/progress';
import '../../ui/teacher.css';
import './reports/reports.css';

type Card = Static<typeof teacher.ClassroomCard>;

const CLASSROOMS_PER_PAGE = 6;
/** The students of a classroom read for "who is stuck" (the details call's largest page). */
const STUDENTS_READ = 50;
/**
 * /teacher/progress-assessment (spec 000 §2): the progress of the teacher's classrooms, 6 a page —
 * lessons completed out of all, points, work sent, the last activity — and who is stuck in each.
 */
export default function ProgressAssessmentPage() {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  const session = useSession();
  const [page, setPage] = usePageParam();
  const summary = useApiQuery(
    teacher.teacherClassroomsSummary,
    {
      params: { schoolId: session?.schoolId ?? 0 },
      query: { classroom_number: CLASSROOMS_PER_PAGE, page_number: page, lang },
    },
    Boolean(session?.schoolId),
  );
  return (
    <section className="page teacher-page" aria-labelledby="progress-title">
      <PageHeader id="progress-title" icon="level" title={t('progress.title')} lead={t('progress.lead')} />
      <QueryView query={summary}>
        {({ data }) =>
          data.classrooms.length === 0 ? (
            <EmptyState icon="users" title={t('classrooms.emptyTitle')}>
              <p>{t('classrooms.emptyBody')}</p>
            </EmptyState>
          ) : (
            <>
              <ul className="progress-cards plain-list" data-testid="progress-cards">
                {data.classrooms.map((c) => (
                  <li key={c.id}>
                    <ClassroomProgress card={c} />
                  </li>
                ))}
              </ul>
              <Pager
                page={page}
                perPage={CLASSROOMS_PER_PAGE}
                total={data.pagination.total}
                onChange={setPage}
                label={t('progress.pager')}
              />
            </>
          )
        }
      </QueryView>
    </section>
  );
}

function ClassroomProgress({ card }: { card: Card }) {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  const n = (value: number) => formatNumber(value, lang);
  const details = useApiQuery(teacher.teacherClassroomDetails, {
    params: { id: card.id },
    query: { student_number: STUDENTS_READ, lang },
  });
  const students = details.data?.data.students ?? [];
  const points = students.reduce((sum, s) => sum + s.points, 0);
  const weekly = students.reduce((sum, s) => sum + s.weekly_points, 0);
  const now = Date.now();
  const stuck = students.filter((s) => isStuck(s, now));
  const possible = card.student_count * card.lesson_count;
  const headingId = `progress-${card.id}`;

  return (
    <article className="card progress-card" aria-labelledby={headingId} data-testid={`progress-card-${card.id}`}>
      <h2 id={headingId}>
        <LangLink to={`/teacher/classrooms-details/${card.id}`}>{card.name}</LangLink>
      </h2>
      <meter
        className="progress-meter"
        min={0}
        max={100}
        value={card.completion_rate}
        aria-label={t('progress.completion', { rate: rate(card.completion_rate, lang) })}
      />
      <dl className="progress-numbers">
        <div>
          <dt>{t('progress.lessonsDone')}</dt>
          <dd>
            {t('progress.ofAll', { done: n(card.completed_count), all: n(possible) })}{' '}
            <span className="muted">({rate(card.completion_rate, lang)})</span>
          </dd>
        </div>
        <div>
          <dt>{t('progress.points')}</dt>
          <dd data-testid="progress-points">
            <Ltr>{details.data ? n(points) : '…'}</Ltr>
          </dd>
        </div>
        <div>
          <dt>{t('progress.weeklyPoints')}</dt>
          <dd>
            <Ltr>{details.data ? n(weekly) : '…'}</Ltr>
          </dd>
        </div>
        <div>
          <dt>{t('progress.submissions')}</dt>
          <dd>
            <Ltr>{n(card.submission_count)}</Ltr>
          </dd>
        </div>
        <div>
          <dt>{t('progress.lastActivity')}</dt>
          <dd>
            <When iso={card.last_activity_at} />
          </dd>
        </div>
      </dl>
      <h3 className="small-heading">{t('progress.stuckTitle', { count: stuck.length, n: n(stuck.length) })}</h3>
      <QueryView query={details}>
        {() =>
          card.student_count === 0 ? (
            <p className="muted">{t('details.emptyTitle')}</p>
          ) : stuck.length === 0 ? (
            <p className="status-chip status-ok">
              <Icon name="check" size={18} />
              {t('progress.nobodyStuck')}
            </p>
          ) : (
            <ul className="plain-list stuck-list" data-testid={`stuck-${card.id}`}>
              {stuck.map((s) => (
                <li key={s.student_profile_id}>
                  <LangLink to={`/teacher/classrooms-details/${card.id}/student-profile/${s.student_profile_id}`}>
                    {fullName(s)}
                  </LangLink>
                  <span className="muted">
                    {t('progress.studentLine', { done: n(s.lessons_completed), total: n(s.lessons_total) })}
                  </span>
                  <span className="muted">
                    {t('progress.lastWork')} <When iso={s.last_activity_at} />
                  </span>
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </article>
  );
}
