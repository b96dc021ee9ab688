import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { teacher, teachingResources } from '@codeyard/shared-schema';
import PageNotFound from '../../app/PageNotFound';
import { formatNumber, useLang } from '../../ui/kit/format';
import { Icon } from '../../ui/kit/icons';
import { EmptyState, PageHeader, QueryView } from '../../ui/kit/states';
import { useApiQuery } from '../../ui/kit/use-api-query';
import { LangLink } from '../../ui/LangLink';
import '../../ui/teacher.css';
import './reports/reports.css';

/**
 * /teacher/question/{lessonId}: what a teacher prepares a lesson with — its plan (objectives, the stones
 * that follow it, the minutes), its introduction (the "video" the children watch first) and its questions
 * with their right answers (the lesson's part of the course's question bank).
 */
export default function LessonQuestionsPage() {
  const { lessonId } = useParams();
  const id = Number(lessonId);
  if (!Number.isInteger(id) || id < 1) return <PageNotFound />;
  return <LessonQuestions key={id} lessonId={id} />;
}

function LessonQuestions({ lessonId }: { lessonId: number }) {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  const n = (value: number) => formatNumber(value, lang);
  const solution = useApiQuery(teacher.teacherLessonQuestionSolution, { params: { lessonId }, query: { lang } });
  const courseId = solution.data?.data.lesson.course_id;
  const plans = useApiQuery(
    teachingResources.teacherLessonPlans,
    { params: { courseId: courseId ?? 1 }, query: { lang } },
    courseId !== undefined,
  );
  const videos = useApiQuery(teachingResources.teacherCourseLessonVideos, { query: { lesson_id: lessonId, lang } });
  const plan = plans.data?.data.plans.find((p) => p.lesson_id === lessonId);
  const intro = videos.data?.data[0];

  return (
    <section className="page teacher-page" aria-labelledby="lesson-questions-title">
      <nav className="back-row" aria-label={t('questions.back')}>
        <LangLink to="/teacher/classrooms" className="back-link">
          <Icon name="chevron" className="flip-back" />
          {t('questions.back')}
        </LangLink>
      </nav>
      <QueryView query={solution}>
        {({ data }) => (
          <>
            <PageHeader
              id="lesson-questions-title"
              icon="book"
              title={data.lesson.title}
              lead={t('questions.lead', { course: data.lesson.course_title })}
            />
            <div className="profile-grid">
              <section className="card" aria-labelledby="plan-title" data-testid="lesson-plan">
                <h2 id="plan-title">{t('questions.planTitle')}</h2>
                {plan ? (
                  <>
                    {plan.objectives.description && <p>{plan.objectives.description}</p>}
                    <p className="muted">
                      {t('questions.planLine', {
                        minutes: n(plan.estimated_minutes),
                        questions: n(plan.objectives.question_count),
                      })}
                    </p>
                    {plan.objectives.skills.length > 0 && (
                      <ul className="chip-row" aria-label={t('questions.skills')}>
                        {plan.objectives.skills.map((s) => (
                          <li key={s} className="course-chip">
                            {s}
                          </li>
                        ))}
                      </ul>
                    )}
                    <h3 className="small-heading">{t('questions.activities')}</h3>
                    <ol className="intro-steps">
                      {plan.activities.map((a) => (
                        <li key={a.stone_id}>
                          {a.title}{' '}
                          <span className="muted">
                            ({t(`kinds.${a.kind}`, { defaultValue: a.kind })},{' '}
                            {t('questions.minutes', { count: a.minutes, n: n(a.minutes) })})
                          </span>
                        </li>
                      ))}
                    </ol>
                  </>
                ) : (
                  <p className="muted">{plans.loading ? '…' : t('questions.noPlan')}</p>
                )}
              </section>
              <section className="card" aria-labelledby="intro-title" data-testid="lesson-intro-steps">
                <h2 id="intro-title">{t('questions.introTitle')}</h2>
                {intro ? (
                  <>
                    <ol className="intro-steps">
                      {intro.steps.map((step, i) => (
                        <li key={i}>{step.text}</li>
                      ))}
                    </ol>
                    <p className="muted">{t('questions.introWhere')}</p>
                  </>
                ) : (
                  <p className="muted">{videos.loading ? '…' : t('questions.noIntro')}</p>
                )}
              </section>
            </div>

            <section className="teacher-section" aria-labelledby="questions-title">
              <h2 id="questions-title">
                {t('questions.title', { count: data.questions.length, n: n(data.questions.length) })}
              </h2>
              {data.questions.length === 0 ? (
                <EmptyState icon="book" title={t('questions.none')} />
              ) : (
                <ol className="question-list" data-testid="lesson-questions">
                  {data.questions.map((q) => (
                    <li key={q.question_id} className="card lq-question">
                      <h3>
                        {t('questions.number', { n: n(q.position) })} · <bdi>{q.prompt}</bdi>
                      </h3>
                      <p className="muted">
                        {t('questions.meta', { skill: q.skill, points: n(q.points) })} ·{' '}
                        {t(`questions.types.${q.type}`)}
                      </p>
                      {q.options.length > 0 && (
                        <ul className="lq-options">
                          {q.options.map((o, i) => (
                            <li key={i}>
                              <bdi>{o}</bdi>
                            </li>
                          ))}
                        </ul>
                      )}
                      <p>
                        {t('questions.answer')} <bdi className="right-answer">{q.correct_answer.text}</bdi>
                      </p>
                      {q.explanation && <p className="muted">{q.explanation}</p>}
                    </li>
                  ))}
                </ol>
              )}
            </section>
          </>
        )}
      </QueryView>
    </section>
  );
}
