import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Static } from 'typebox';
import type { teacher } from '@codeyard/shared-schema';
import { formatNumber, useLang } from '../../../ui/kit/format';
import { Icon } from '../../../ui/kit/icons';
import { LangLink } from '../../../ui/LangLink';
import { fullName, Ltr, When } from './time';

type Row = Static<typeof teacher.ClassroomStudentRow>;
type Header = Static<typeof teacher.ClassroomHeader>;

/**
 * A page of the classroom's students: progress, points, last activity and last arrival, and the way to
 * their lessons. Row headers name the student, so a screen reader says whose cell it is.
 */
export function StudentsTable({
  classroom,
  students,
  page,
  pages,
  selectable,
  selected,
  onSelect,
}: {
  classroom: Header;
  students: Row[];
  page: number;
  pages: number;
  selectable: boolean;
  selected: Set<number>;
  onSelect: (next: Set<number>) => void;
}) {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  const n = (value: number) => formatNumber(value, lang);
  const pageIds = students.map((s) => s.student_profile_id);
  const chosenOnPage = pageIds.filter((id) => selected.has(id)).length;
  const allChosen = pageIds.length > 0 && chosenOnPage === pageIds.length;

  const pageBox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (pageBox.current) pageBox.current.indeterminate = chosenOnPage > 0 && !allChosen;
  }, [chosenOnPage, allChosen]);

  const toggle = (id: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onSelect(next);
  };
  const togglePage = (on: boolean) => {
    const next = new Set(selected);
    for (const id of pageIds) {
      if (on) next.add(id);
      else next.delete(id);
    }
    onSelect(next);
  };

  return (
    <div className="table-scroll" role="region" aria-label={t('details.tableScroll')} tabIndex={0}>
      <table className="data-table teacher-table" data-testid="students-table">
        <caption className="sr-only">
          {t('details.tableCaption', { name: classroom.name, page: n(page), pages: n(pages) })}
        </caption>
        <thead>
          <tr>
            {selectable && (
              <td className="cell-select">
                <label className="check-target">
                  <input
                    ref={pageBox}
                    type="checkbox"
                    checked={allChosen}
                    onChange={(e) => togglePage(e.target.checked)}
                    data-testid="select-page"
                  />
                  <span className="sr-only">{t('details.selectPage')}</span>
                </label>
              </td>
            )}
            <th scope="col">{t('details.colStudent')}</th>
            <th scope="col">{t('details.colLessons')}</th>
            <th scope="col">{t('details.colPoints')}</th>
            <th scope="col">{t('details.colLastActivity')}</th>
            <th scope="col">{t('details.colArrived')}</th>
            <th scope="col">
              <span className="sr-only">{t('details.colAnswers')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {students.map((student) => {
            const name = fullName(student);
            const total = Math.max(student.lessons_total, 0);
            const share = total ? Math.round((student.lessons_completed / total) * 100) : 0;
            return (
              <tr
                key={student.student_profile_id}
                data-testid={`student-row-${student.student_profile_id}`}
                className={selected.has(student.student_profile_id) ? 'is-selected' : undefined}
              >
                {selectable && (
                  <td className="cell-select">
                    <label className="check-target">
                      <input
                        type="checkbox"
                        checked={selected.has(student.student_profile_id)}
                        onChange={(e) => toggle(student.student_profile_id, e.target.checked)}
                        data-testid={`select-student-${student.student_profile_id}`}
                      />
                      <span className="sr-only">{t('details.selectStudent', { name })}</span>
                    </label>
                  </td>
                )}
                <th scope="row" className="cell-student">
                  <bdi className="student-name">{name}</bdi>
                  <Ltr className="student-username">{student.username}</Ltr>
                  {student.status === 'disabled' && (
                    <span className="status-chip status-off">{t('details.disabled')}</span>
                  )}
                </th>
                <td className="cell-progress">
                  <span className="sr-only">
                    {t('details.completedLabel', { done: n(student.lessons_completed), total: n(total) })}
                  </span>
                  <span aria-hidden="true">
                    <span className="progress-text">
                      {t('details.completedOf', { done: n(student.lessons_completed), total: n(total) })}
                    </span>
                    <span className="progress-bar">
                      <span style={{ inlineSize: `${share}%` }} />
                    </span>
                  </span>
                </td>
                <td className="cell-points">
                  <span className="points-total">{t('details.pointsTotal', { n: n(student.points) })}</span>
                  <span className="muted">{t('details.pointsWeek', { n: n(student.weekly_points) })}</span>
                </td>
                <td>
                  <When iso={student.last_activity_at} />
                </td>
                <td>
                  <When iso={student.last_received_at} empty={t('time.neverArrived')} />
                </td>
                <td className="cell-action">
                  <LangLink
                    to={`/teacher/studentQuestions/${student.student_profile_id}?classroom=${classroom.id}`}
                    className="button button-small"
                    data-testid={`student-lessons-link-${student.student_profile_id}`}
                  >
                    {t('details.seeAnswers')}
                    <span className="sr-only">: {name}</span>
                    <Icon name="chevron" size={18} className="flip-forward" />
                  </LangLink>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
