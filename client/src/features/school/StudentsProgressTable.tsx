import { useTranslation } from 'react-i18next';
import { formatNumber, useLang } from '../../ui/kit/format';
import { LangLink } from '../../ui/LangLink';

interface Row {
  student_profile_id: number;
  username: string;
  first_name: string;
  last_name: string;
  status: 'active' | 'disabled';
  points: number;
  lessons_completed: number;
  lessons_total: number;
  lastActivity: string | null;
}

/** Students with their lessons and points; each name opens the student's page. */
export function StudentsProgressTable({ rows, labelledBy }: { rows: Row[]; labelledBy: string }) {
  const { t } = useTranslation('school');
  const lang = useLang();
  const n = (v: number) => formatNumber(v, lang);
  return (
    <div className="table-scroll card" role="region" aria-labelledby={labelledBy} tabIndex={0}>
      <table className="data-table" data-testid="students-progress">
        <thead>
          <tr>
            <th scope="col">{t('students.name')}</th>
            <th scope="col">{t('teachers.username')}</th>
            <th scope="col">{t('students.lessons')}</th>
            <th scope="col" className="num">
              {t('students.points')}
            </th>
            <th scope="col">{t('students.lastActivity')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((s) => {
            const share = s.lessons_total > 0 ? s.lessons_completed / s.lessons_total : 0;
            return (
              <tr key={s.student_profile_id}>
                <th scope="row">
                  <LangLink to={`/student-details/${s.student_profile_id}`}>
                    <bdi>{`${s.first_name} ${s.last_name}`.trim() || s.username}</bdi>
                  </LangLink>
                  {s.status === 'disabled' && <span className="status-chip status-off">{t('teachers.disabled')}</span>}
                </th>
                <td>
                  <bdi className="ltr">{s.username}</bdi>
                </td>
                <td>
                  <span className="progress-line">
                    <meter min={0} max={1} value={share} aria-hidden="true" />
                    {t('students.lessonsOf', { done: n(s.lessons_completed), total: n(s.lessons_total) })}
                  </span>
                </td>
                <td className="num">{n(s.points)}</td>
                <td>{s.lastActivity ?? <span className="muted">{t('students.never')}</span>}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
