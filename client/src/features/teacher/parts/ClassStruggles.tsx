import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { teacher, type ResponseOf } from '@codeyard/shared-schema';
import { callApi } from '../../../api/client';
import { formatNumber, useLang } from '../../../ui/kit/format';
import { Icon } from '../../../ui/kit/icons';
import { Loading } from '../../../ui/kit/states';
import { rate } from './time';

type Overview = ResponseOf<typeof teacher.teacherClassroomLessons>['data'];
type Assessment = NonNullable<ResponseOf<typeof teacher.teacherStudentLessonAssessment>['data']['assessment']>;

/** Below this share of right latest answers a lesson, or a question, counts as one the class struggles with. */
export const STRUGGLE_BELOW = 70;
const MAX_LESSONS = 40;
const IN_FLIGHT = 4;

interface LessonResult {
  lessonId: number;
  position: number;
  title: string;
  answers: number;
  right: number;
  rate: number;
  hard: { id: number; position: number; prompt: string; rate: number; answers: number }[];
}

/**
 * Kolibri's "difficult questions" for a classroom: the contract's question_rate is the share of right
 * latest answers of the classroom's students to a question, whichever of them is asked about, so one
 * lesson assessment per lesson that has answers gives the class's rates. Nothing is estimated: a lesson
 * shows only when its answers say so, with how many answers the share is made of.
 */
export function ClassStruggles({
  classroomId,
  anyStudentId,
  overview,
}: {
  classroomId: number;
  anyStudentId: number | undefined;
  overview: Overview;
}) {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  const n = (value: number) => formatNumber(value, lang);
  const lessons = overview.courses
    .flatMap((c) => c.lessons)
    .filter((l) => l.playable && l.submitted_count > 0)
    .slice(0, MAX_LESSONS);
  const key = `${classroomId}:${anyStudentId}:${lang}:${lessons.map((l) => `${l.lesson_id}.${l.submitted_count}`).join(',')}`;
  const [state, setState] = useState<{ key: string; results?: LessonResult[]; failed?: boolean }>({ key: '' });

  useEffect(() => {
    if (anyStudentId === undefined || lessons.length === 0) return;
    let stale = false;
    const queue = [...lessons];
    const results: LessonResult[] = [];
    const worker = async () => {
      for (let lesson = queue.shift(); lesson; lesson = queue.shift()) {
        const answer = await callApi(teacher.teacherStudentLessonAssessment, {
          params: { studentId: anyStudentId },
          query: { lesson_id: lesson.lesson_id, classroom_id: classroomId, lang },
        });
        const assessment = answer.data.assessment;
        if (assessment) results.push(summarise(lesson.lesson_id, lesson.position, lesson.title, assessment));
      }
    };
    Promise.all(Array.from({ length: Math.min(IN_FLIGHT, lessons.length) }, worker))
      .then(() => !stale && setState({ key, results }))
      .catch(() => !stale && setState({ key, failed: true }));
    return () => {
      stale = true;
    };
    // The key holds everything the lessons and the student stand for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const tried = overview.courses.flatMap((c) => c.lessons).filter((l) => l.submitted_count > l.completed_count);

  if (lessons.length === 0 || anyStudentId === undefined) {
    return (
      <p className="struggles-none" data-testid="class-struggles" data-state="none">
        {t('struggles.none')}
      </p>
    );
  }
  if (state.key !== key) return <Loading label={t('struggles.loading')} />;
  if (state.failed || !state.results)
    return (
      <p className="muted" data-testid="class-struggles" data-state="failed">
        {t('struggles.failed')}
      </p>
    );

  const weak = state.results
    .filter((r) => r.answers > 0 && r.rate < STRUGGLE_BELOW)
    .sort((a, b) => a.rate - b.rate || a.position - b.position);
  return (
    <div data-testid="class-struggles" data-state={weak.length ? 'weak' : 'fine'}>
      {weak.length === 0 && tried.length === 0 && (
        <p className="struggles-fine">
          <Icon name="check" size={22} />
          {t('struggles.allGood', { rate: rate(STRUGGLE_BELOW, lang) })}
        </p>
      )}
      {weak.length > 0 && (
        <ol className="struggle-list">
          {weak.map((lesson) => (
            <li key={lesson.lessonId} className="struggle-card card" data-testid={`struggle-lesson-${lesson.lessonId}`}>
              <div className="struggle-head">
                <h3>
                  <span className="struggle-position" aria-hidden="true">
                    {n(lesson.position)}
                  </span>
                  <bdi>{lesson.title}</bdi>
                </h3>
                <p className="struggle-rate">
                  <Icon name="alert" size={20} />
                  {t('struggles.lessonRate', {
                    count: lesson.answers,
                    rate: rate(lesson.rate, lang),
                    n: n(lesson.answers),
                  })}
                </p>
              </div>
              {lesson.hard.length > 0 && (
                <>
                  <h4 className="small-heading">{t('struggles.hardQuestions')}</h4>
                  <ul className="hard-questions">
                    {lesson.hard.map((q) => (
                      <li key={q.id}>
                        <span className="hard-prompt">
                          <bdi>{q.prompt}</bdi>
                        </span>
                        <span className="hard-rate">
                          {t('struggles.questionRate', { rate: rate(q.rate, lang), n: n(q.answers) })}
                        </span>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </li>
          ))}
        </ol>
      )}
      {tried.length > 0 && (
        <ul className="tried-list">
          {tried.map((l) => (
            <li key={l.lesson_id}>
              <bdi>{l.title}</bdi>:{' '}
              {t('struggles.triedNotDone', { sent: n(l.submitted_count), done: n(l.completed_count) })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function summarise(lessonId: number, position: number, title: string, assessment: Assessment): LessonResult {
  let answers = 0;
  let right = 0;
  for (const q of assessment.questions) {
    if (q.question_rate === null || q.question_rate_answers === 0) continue;
    answers += q.question_rate_answers;
    right += Math.round((q.question_rate * q.question_rate_answers) / 100);
  }
  const hard = assessment.questions
    .filter((q) => q.question_rate !== null && q.question_rate < STRUGGLE_BELOW)
    .map((q) => ({
      id: q.question_id,
      position: q.position,
      prompt: q.prompt,
      rate: q.question_rate!,
      answers: q.question_rate_answers,
    }))
    .sort((a, b) => a.rate - b.rate || a.position - b.position)
    .slice(0, 3);
  return {
    lessonId,
    position,
    title: assessment.lesson.title || title,
    answers,
    right,
    rate: answers ? Math.round((right / answers) * 100) : 0,
    hard,
  };
}
