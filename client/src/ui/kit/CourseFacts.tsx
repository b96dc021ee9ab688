import { useTranslation } from 'react-i18next';
import type { Static } from 'typebox';
import type { learning } from '@codeyard/shared-schema';
import { formatNumber, useLang } from './format';
import { Icon } from './icons';

export type Course = Static<typeof learning.CourseSummary>;

/** Level, ages and lesson count of a course, as three short facts with pictures. */
export function CourseFacts({ course }: { course: Course }) {
  const { t } = useTranslation('public');
  const lang = useLang();
  return (
    <ul className="course-facts">
      <li>
        <Icon name="level" size={20} />
        <span>{t(`levels.${course.level}`)}</span>
      </li>
      <li>
        <Icon name="age" size={20} />
        <span>
          {t('courses.ages', { min: formatNumber(course.min_age, lang), max: formatNumber(course.max_age, lang) })}
        </span>
      </li>
      <li>
        <Icon name="book" size={20} />
        <span>{t('courses.lessons', { count: course.lesson_count, n: formatNumber(course.lesson_count, lang) })}</span>
      </li>
    </ul>
  );
}
