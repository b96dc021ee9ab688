import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import type { Static } from 'typebox';
import { teacher, type ResponseOf } from '@codeyard/shared-schema';
import PageNotFound from '../../app/PageNotFound';
import { formatNumber, useLang } from '../../ui/kit/format';
import { Icon } from '../../ui/kit/icons';
import { EmptyState, PageHeader, QueryView } from '../../ui/kit/states';
import { useApiQuery } from '../../ui/kit/use-api-query';
import { LangLink } from '../../ui/LangLink';
import { AnswerBody, MarkChip, markOf } from './parts/Answers';
import { arrivalDelay, durationText, formatDateTime, fullName, LATE_AFTER_MS, Ltr, rate, When } from './parts/time';
import '../../ui/teacher.css';

type Answer = ResponseOf<typeof teacher.teacherStudentLessonAssessment>['data'];
type Assessment = NonNullable<Answer['assessment']>;
type Question = Static<typeof teacher.AssessedQuestion>;
type SubmittedLesson = Static<typeof teacher.SubmittedLesson>;

const positiveId = (text: string | null | undefined): number | undefined => {
  if (!text || !/^\d+$/.test(text)) return undefined;
  const n = Number(text);
  return n >= 1 && Number.isSafeInteger(n) ? n : undefined;
};

/**
 * /teacher/studentQuestions/{studentId}/{lessonId}: one student's answers to one lesson beside the right
 * ones, with question and skill rates and when the work was done and when it arrived. Without a lesson
 * (or with one that is not known) the lessons the student has sent. ?classroom= says which classroom
 * the teacher came from: the back link, and the class that question rates compare with.
 */
export default function StudentQuestionsPage() {
  const { studentId: studentParam, lessonId: lessonParam } = useParams();
  const [search] = useSearchParams();
  const lang = useLang();
  const studentId = positiveId(studentParam);
  const lessonId = positiveId(lessonParam);
  const classroomId = positiveId(search.get('classroom'));

  const withLesson = useApiQuery(
    teacher.teacherStudentLessonAssessment,
    { params: { studentId: studentId ?? 0 }, query: { lesson_id: lessonId, classroom_id: classroomId, lang } },
    studentId !== undefined,
  );
  // An unknown lesson (404 while the student is known) falls back to the student's lessons.
  const lessonUnknown = lessonId !== undefined && withLesson.error?.status === 404;
  const lessonsOnly = useApiQuery(
    teacher.teacherStudentLessonAssessment,
    { params: { studentId: studentId ?? 0 }, query: { classroom_id: classroomId, lang } },
    studentId !== undefined && lessonUnknown,
  );

  if (studentId === undefined) return <PageNotFound />;
  const query = lessonUnknown ? lessonsOnly : withLesson;
  const notFoundNote = lessonUnknown || (lessonParam !== undefined && lessonId === undefined);

  return (
    <section className="page teacher-page" aria-labelledby="student-answers-title">
      <QueryView query={query}>
        {({ data }) =>
          data.assessment && lessonId !== undefined && !lessonUnknown ? (
            <LessonAnswers answer={data} assessment={data.assessment} classroomId={classroomId} />
          ) : (
            <SubmittedLessons answer={data} classroomId={classroomId} notFound={notFoundNote} />
          )
        }
      </QueryView>
    </section>
  );
}

function BackLinks({
  studentId,
  classroomId,
  showAll,
}: {
  studentId: number;
  classroomId: number | undefined;
  showAll: boolean;
}) {
  const { t } = useTranslation('teacher');
  const suffix = classroomId ? `?classroom=${classroomId}` : '';
  return (
    <nav className="back-row" aria-label={t('student.backToClass')}>
      {classroomId ? (
        <LangLink
          to={`/teacher/classrooms-details/${classroomId}`}
          className="back-link"
          data-testid="back-to-classroom"
        >
          <Icon name="chevron" className="flip-back" />
          {t('student.backToClass')}
        </LangLink>
      ) : (
        <LangLink to="/teacher/classrooms" className="back-link" data-testid="back-to-classroom">
          <Icon name="chevron" className="flip-back" />
          {t('details.back')}
        </LangLink>
      )}
      {showAll && (
        <LangLink
          to={`/teacher/studentQuestions/${studentId}${suffix}`}
          className="back-link"
          data-testid="all-student-lessons"
        >
          <Icon name="book" size={20} />
          {t('student.allLessons')}
        </LangLink>
      )}
    </nav>
  );
}

function StudentLine({ student }: { student: Answer['student'] }) {
  return (
    <span className="student-line">
      <Icon name="child" size={20} />
      <bdi className="student-name">{fullName(student)}</bdi>
      <Ltr className="student-username">{student.username}</Ltr>
    </span>
  );
}

// ---------------------------------------------------------------- the student's lessons

function SubmittedLessons({
  answer,
  classroomId,
  notFound,
}: {
  answer: Answer;
  classroomId: number | undefined;
  notFound: boolean;
}) {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  const n = (value: number) => formatNumber(value, lang);
  const { student, lessons } = answer;
  const name = fullName(student);
  const suffix = classroomId ? `?classroom=${classroomId}` : '';
  return (
    <>
      <BackLinks studentId={student.student_profile_id} classroomId={classroomId} showAll={false} />
      <PageHeader
        id="student-answers-title"
        icon="book"
        title={t('student.lessonsTitle', { name })}
        lead={<StudentLine student={student} />}
      />
      {notFound && (
        <p className="note note-info" role="status" data-testid="unknown-lesson-note">
          <Icon name="alert" size={20} />
          {t('student.unknownLesson')}
        </p>
      )}
      {lessons.length === 0 ? (
        <EmptyState icon="cloud" title={t('student.noLessonsTitle')}>
          <p>{t('student.noLessonsBody')}</p>
        </EmptyState>
      ) : (
        <>
          <p className="muted section-lead">{t('student.lessonsLead')}</p>
          <div className="table-scroll" role="region" aria-label={t('student.tableCaption', { name })} tabIndex={0}>
            <table className="data-table teacher-table" data-testid="student-lessons-table">
              <caption className="sr-only">{t('student.tableCaption', { name })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('student.colLesson')}</th>
                  <th scope="col">{t('student.colScore')}</th>
                  <th scope="col">{t('student.colAttempts')}</th>
                  <th scope="col">{t('student.colState')}</th>
                  <th scope="col">{t('student.colAnswered')}</th>
                  <th scope="col">{t('student.colArrived')}</th>
                </tr>
              </thead>
              <tbody>
                {lessons.map((lesson) => (
                  <tr key={lesson.lesson_id} data-testid={`submitted-lesson-${lesson.lesson_id}`}>
                    <th scope="row" className="cell-lesson">
                      <LangLink
                        to={`/teacher/studentQuestions/${student.student_profile_id}/${lesson.lesson_id}${suffix}`}
                        className="lesson-link"
                        data-testid={`open-lesson-${lesson.lesson_id}`}
                      >
                        <bdi className="lesson-title">{lesson.title}</bdi>
                        <span className="sr-only"> — {t('student.openLesson')}</span>
                      </LangLink>
                      <span className="muted lesson-course">
                        <bdi>{lesson.course_title}</bdi>
                        {lesson.kind !== 'lesson' && ` · ${t(`kinds.${lesson.kind}`, { defaultValue: lesson.kind })}`}
                      </span>
                    </th>
                    <td className="cell-score">
                      <span className="score-latest">
                        {t('student.score', { score: n(lesson.latest_score), max: n(lesson.max_score) })}
                      </span>
                      {lesson.attempts > 1 && (
                        <span className="muted score-best">{t('student.best', { n: n(lesson.best_score) })}</span>
                      )}
                    </td>
                    <td>
                      <Ltr>{n(lesson.attempts)}</Ltr>
                    </td>
                    <td>
                      <LessonState lesson={lesson} />
                    </td>
                    <td>
                      <When iso={lesson.last_answered_at} />
                    </td>
                    <td>
                      <When iso={lesson.last_received_at} />
                      <LateChip answeredAt={lesson.last_answered_at} receivedAt={lesson.last_received_at} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </>
  );
}

function LessonState({ lesson }: { lesson: SubmittedLesson }) {
  const { t } = useTranslation('teacher');
  return (
    <span className="state-chips">
      {lesson.teacher_finished ? (
        <span className="status-chip status-info">
          <Icon name="check" size={16} />
          {t('student.finishedByTeacher')}
        </span>
      ) : lesson.completed ? (
        <span className="status-chip status-ok">
          <Icon name="check" size={16} />
          {t('student.completed')}
        </span>
      ) : (
        <span className="status-chip status-off">{t('student.notCompleted')}</span>
      )}
      {lesson.teacher_locked && (
        <span className="status-chip status-off">
          <Icon name="lock" size={16} />
          {t('student.lockedByTeacher')}
        </span>
      )}
    </span>
  );
}

// ---------------------------------------------------------------- one lesson's answers

function LessonAnswers({
  answer,
  assessment,
  classroomId,
}: {
  answer: Answer;
  assessment: Assessment;
  classroomId: number | undefined;
}) {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  const n = (value: number) => formatNumber(value, lang);
  const { student } = answer;
  const { lesson } = assessment;
  const summary = answer.lessons.find((l) => l.lesson_id === lesson.id);
  const backTo = classroomId ?? assessment.compared_with_classroom_id;
  const maxScore = Math.max(assessment.max_score, 1);
  const answered = assessment.questions.filter((q) => q.student_answer !== null).length;

  return (
    <>
      <BackLinks studentId={student.student_profile_id} classroomId={backTo} showAll />
      <PageHeader
        id="student-answers-title"
        icon="book"
        title={lesson.title}
        lead={
          <>
            <StudentLine student={student} />
            <span className="muted">
              {' '}
              · <bdi>{lesson.course_title}</bdi>
              {lesson.kind !== 'lesson' && ` · ${t(`kinds.${lesson.kind}`, { defaultValue: lesson.kind })}`}
            </span>
          </>
        }
      />

      {!summary && answered === 0 && (
        <p className="note note-info" role="status" data-testid="not-sent-note">
          <Icon name="cloud" size={20} />
          {t('assessment.notSent')}
        </p>
      )}

      <div className="assessment-summary" data-testid="assessment-summary">
        <div className="summary-tile card">
          <h2 className="small-heading">{t('assessment.score')}</h2>
          <p className="summary-big" data-testid="lesson-score">
            {t('assessment.scoreValue', { score: n(assessment.score), max: n(assessment.max_score) })}
          </p>
          <meter
            className="score-meter"
            min={0}
            max={maxScore}
            value={Math.min(assessment.score, maxScore)}
            aria-hidden="true"
          />
        </div>
        <div className="summary-tile card">
          <h2 className="small-heading">{t('assessment.rightShare')}</h2>
          {assessment.question_score_rate === null ? (
            <p className="summary-big muted">{t('assessment.noAnswers')}</p>
          ) : (
            <p className="summary-big" data-testid="right-share">
              <Ltr>{rate(assessment.question_score_rate, lang)}</Ltr>
            </p>
          )}
          <p className="muted summary-hint">
            {t('assessment.rightShareHint', { answered: n(answered), total: n(assessment.questions.length) })}
          </p>
        </div>
        {summary && (
          <div className="summary-tile card summary-when">
            <h2 className="small-heading">{t('assessment.lessonWhen')}</h2>
            <ArrivalNote
              answeredAt={summary.last_answered_at}
              receivedAt={summary.last_received_at}
              testId="lesson-arrival"
            />
          </div>
        )}
      </div>

      {assessment.skills.length > 0 && (
        <section className="teacher-section" aria-labelledby="skills-title">
          <h2 id="skills-title">{t('assessment.skills')}</h2>
          <ul className="skill-list" data-testid="skill-rates">
            {assessment.skills.map((skill) => (
              <li key={skill.skill} className="skill-row">
                <span className="skill-name">{t(`skills.${skill.skill}`, { defaultValue: skill.skill })}</span>
                <span className="rate-bar" aria-hidden="true">
                  <span style={{ inlineSize: `${skill.rate ?? 0}%` }} />
                </span>
                <span className="skill-rate">
                  <strong>
                    <bdi>{skill.rate === null ? t('assessment.noAnswers') : rate(skill.rate, lang)}</bdi>
                  </strong>
                  {skill.answered > 0 && (
                    <bdi className="muted">
                      {t('assessment.skillLine', { correct: n(skill.correct), answered: n(skill.answered) })}
                    </bdi>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="teacher-section" aria-labelledby="questions-title">
        <h2 id="questions-title">{t('assessment.questionsTitle')}</h2>
        <p className="muted section-lead">{t('assessment.comparedPlain')}</p>
        {assessment.questions.length === 0 ? (
          <p className="muted">{t('assessment.emptyQuestions')}</p>
        ) : (
          <ol className="question-list">
            {assessment.questions.map((q, i) => (
              <QuestionCard key={q.question_id} question={q} index={i} />
            ))}
          </ol>
        )}
      </section>
    </>
  );
}

const typeKey = {
  choice: 'typeChoice',
  truefalse: 'typeTruefalse',
  fillin: 'typeFillin',
  ordering: 'typeOrdering',
  matching: 'typeMatching',
} as const;

function QuestionCard({ question: q, index }: { question: Question; index: number }) {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  const n = (value: number) => formatNumber(value, lang);
  const mark = markOf(q);
  const titleId = `question-${q.question_id}-title`;
  const skillName = t(`skills.${q.skill}`, { defaultValue: q.skill });
  return (
    <li
      className={`question-card card mark-${mark}`}
      data-testid={`question-${q.question_id}`}
      data-mark={mark}
      aria-labelledby={titleId}
    >
      <header className="question-head">
        <h3 id={titleId}>
          {t('assessment.questionN', { n: n(index + 1) })}
          <span className="question-meta">
            {' '}
            · {t(`assessment.${typeKey[q.type]}`)} · {t('assessment.points', { count: q.points, n: n(q.points) })}
          </span>
        </h3>
        <MarkChip mark={mark} answerRate={q.answer_rate} />
      </header>
      <p className="question-prompt">
        <bdi>{q.prompt}</bdi>
      </p>
      {q.type === 'choice' && q.options.length > 0 && (
        <p className="question-options">
          <span className="muted">{t('assessment.options')}: </span>
          {q.options.map((option, i) => (
            <span key={i} className="option-chip">
              <bdi>{option}</bdi>
            </span>
          ))}
        </p>
      )}
      <div className="answer-pair">
        <div className={`answer-box answer-student mark-${mark}`} data-testid="student-answer">
          <h4>{t('assessment.studentAnswer')}</h4>
          <AnswerBody question={q} side="student" />
        </div>
        <div className="answer-box answer-correct" data-testid="correct-answer">
          <h4>{t('assessment.correctAnswer')}</h4>
          <AnswerBody question={q} side="correct" />
        </div>
      </div>
      <dl className="question-stats">
        <div>
          <dt>{t('assessment.questionRate')}</dt>
          <dd data-testid="question-rate">
            {q.question_rate === null ? (
              <span className="muted">{t('assessment.questionRateNone')}</span>
            ) : (
              t('assessment.questionRateValue', {
                count: q.question_rate_answers,
                rate: rate(q.question_rate, lang),
                n: n(q.question_rate_answers),
              })
            )}
          </dd>
        </div>
        <div>
          <dt>{t('assessment.skillRateLabel')}</dt>
          <dd data-testid="skill-rate">
            {q.skill_rate === null
              ? t('assessment.skillRateNone', { skill: skillName })
              : t('assessment.skillRateValue', { skill: skillName, rate: rate(q.skill_rate, lang) })}
          </dd>
        </div>
        {q.answered_at && (
          <div className="stats-wide">
            <dt>{t('assessment.when')}</dt>
            <dd>
              <ArrivalNote answeredAt={q.answered_at} receivedAt={q.received_at} testId="arrival-note" compact />
            </dd>
          </div>
        )}
      </dl>
      {q.explanation && (
        <p className="question-why">
          <strong>{t('assessment.why')}:</strong> <bdi>{q.explanation}</bdi>
        </p>
      )}
    </li>
  );
}

/** "Answered at … on the device, arrived at …", and plainly when it arrived late (done off line). */
function ArrivalNote({
  answeredAt,
  receivedAt,
  testId,
  compact = false,
}: {
  answeredAt: string;
  receivedAt: string | null;
  testId: string;
  compact?: boolean;
}) {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  const delay = arrivalDelay(answeredAt, receivedAt);
  const late = delay !== null && delay > LATE_AFTER_MS;
  return (
    <span className={`arrival${late ? ' is-late' : ''}`} data-testid={testId} data-late={late}>
      <span className="arrival-times">
        <Icon name="clock" size={18} />
        <span>
          {receivedAt
            ? t('assessment.answeredArrived', {
                answered: formatDateTime(answeredAt, lang),
                arrived: formatDateTime(receivedAt, lang),
              })
            : t('assessment.answeredAt', { answered: formatDateTime(answeredAt, lang) })}
        </span>
      </span>
      {late && delay !== null && compact && <LateChip answeredAt={answeredAt} receivedAt={receivedAt} />}
      {late && delay !== null && !compact && (
        <span className="arrival-late">
          <Icon name="cloudOff" size={18} />
          {t('assessment.arrivedLate', { delay: durationText(delay, t, lang) })}
        </span>
      )}
    </span>
  );
}

/** "arrived 2 days later": work that waited on the device before it reached the server. */
function LateChip({ answeredAt, receivedAt }: { answeredAt: string | null; receivedAt: string | null }) {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  const delay = arrivalDelay(answeredAt, receivedAt);
  if (delay === null || delay <= LATE_AFTER_MS) return null;
  return (
    <span className="late-chip" data-testid="late-chip">
      <Icon name="cloudOff" size={16} />
      {t('student.lateBy', { delay: durationText(delay, t, lang) })}
    </span>
  );
}
