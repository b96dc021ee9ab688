import { useTranslation } from 'react-i18next';
import { kindsPlayableBy, type ResponseOf } from '@codeyard/shared-schema';
import type { teacher } from '@codeyard/shared-schema';
import { formatNumber, useLang } from '../../../ui/kit/format';
import { Icon } from '../../../ui/kit/icons';
import { EmptyState } from '../../../ui/kit/states';
import { LangLink } from '../../../ui/LangLink';

/** Stones played from a SmoothY level: the teacher opens the level's solution. */
const LEVEL_KINDS: readonly string[] = kindsPlayableBy('levels');

type Overview = ResponseOf<typeof teacher.teacherClassroomLessons>;
type Lesson = Overview['data']['courses'][number]['lessons'][number];

/**
 * The classroom's lessons in map order as progress bubbles (after Code.org's sections): each bubble fills
 * with the share of the classroom's students who completed the lesson; the number and the words say it too.
 */
export function LessonsOverview({ overview }: { overview: Overview }) {
  const { t } = useTranslation('teacher');
  const { classroom, courses } = overview.data;
  const lessonCount = courses.reduce((sum, c) => sum + c.lessons.length, 0);
  if (lessonCount === 0) {
    return (
      <EmptyState icon="book" title={t('lessons.emptyTitle')}>
        <p>{t('lessons.emptyBody')}</p>
      </EmptyState>
    );
  }
  return (
    <div className="lessons-overview" data-testid="lessons-overview">
      <BubbleKey />
      {courses.map((course) => (
        <section key={course.id} className="course-bubbles card" aria-labelledby={`course-bubbles-${course.id}`}>
          <h3 id={`course-bubbles-${course.id}`}>{course.title}</h3>
          <ol className="bubble-list">
            {course.lessons.map((lesson) => (
              <LessonBubble key={lesson.lesson_id} lesson={lesson} students={classroom.student_count} />
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

function LessonBubble({ lesson, students }: { lesson: Lesson; students: number }) {
  const { t } = useTranslation('teacher');
  const { t: tc } = useTranslation('blocks');
  const lang = useLang();
  const n = (value: number) => formatNumber(value, lang);
  const share = students ? lesson.completed_count / students : 0;
  const level = !lesson.playable
    ? 'soon'
    : lesson.completed_count === 0
      ? 'none'
      : lesson.completed_count >= students
        ? 'all'
        : 'some';
  return (
    <li
      className={`bubble-item bubble-${level}`}
      data-testid={`lesson-bubble-${lesson.lesson_id}`}
      data-completed={lesson.completed_count}
    >
      <span
        className="bubble"
        style={{ '--fill': `${Math.round(share * 360)}deg` } as React.CSSProperties}
        aria-hidden="true"
      >
        <span className="bubble-number">{n(lesson.position)}</span>
      </span>
      <div className="bubble-text">
        <p className="bubble-title">
          <bdi>{lesson.title}</bdi>
          {lesson.kind !== 'lesson' && (
            <span className="kind-chip">{t(`kinds.${lesson.kind}`, { defaultValue: lesson.kind })}</span>
          )}
        </p>
        {lesson.playable ? (
          <p className="bubble-counts">
            <strong>{t('lessons.completed', { done: n(lesson.completed_count), total: n(students) })}</strong>
            {lesson.submitted_count > 0 && (
              <span>{t('lessons.sent', { count: lesson.submitted_count, n: n(lesson.submitted_count) })}</span>
            )}
            {lesson.teacher_finished_count > 0 && (
              <span>
                {t('lessons.finished', { count: lesson.teacher_finished_count, n: n(lesson.teacher_finished_count) })}
              </span>
            )}
            {lesson.teacher_locked_count > 0 && (
              <span className="bubble-locked">
                <Icon name="lock" size={16} />
                {t('lessons.locked', { count: lesson.teacher_locked_count, n: n(lesson.teacher_locked_count) })}
              </span>
            )}
          </p>
        ) : (
          <p className="bubble-counts muted">{t('lessons.notPlayable')}</p>
        )}
        {lesson.playable && lesson.kind === 'lesson' && (
          <LangLink
            to={`/teacher/question/${lesson.lesson_id}`}
            className="bubble-solution"
            data-testid={`questions-link-${lesson.lesson_id}`}
          >
            {t('lessons.questionsLink')}
            <span className="sr-only">: {lesson.title}</span>
          </LangLink>
        )}
        {lesson.playable && LEVEL_KINDS.includes(lesson.kind) && (
          <LangLink
            to={`/teacher/teacher-ide?lessonId=${lesson.lesson_id}${lesson.kind === 'code' ? '&kind=code' : ''}`}
            className="bubble-solution"
            data-testid={`solution-link-${lesson.lesson_id}`}
          >
            {tc('ide.solutionLink')}
            <span className="sr-only">: {lesson.title}</span>
          </LangLink>
        )}
      </div>
    </li>
  );
}

function BubbleKey() {
  const { t } = useTranslation('teacher');
  return (
    <p className="bubble-key">
      <span className="bubble-key-title">{t('lessons.legend')}:</span>
      <span>
        <span className="bubble bubble-mini" style={{ '--fill': '0deg' } as React.CSSProperties} aria-hidden="true" />
        {t('lessons.legendNone')}
      </span>
      <span>
        <span className="bubble bubble-mini" style={{ '--fill': '180deg' } as React.CSSProperties} aria-hidden="true" />
        {t('lessons.legendSome')}
      </span>
      <span>
        <span
          className="bubble bubble-mini bubble-full"
          style={{ '--fill': '360deg' } as React.CSSProperties}
          aria-hidden="true"
        />
        {t('lessons.legendAll')}
      </span>
    </p>
  );
}
