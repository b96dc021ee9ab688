import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { roster } from '@codeyard/shared-schema';
import { ApiError, callApi } from '../../../api/client';
import { useSession } from '../../../session/use-session';
import { useAlerts } from '../../../ui/alerts';
import { formatNumber, useLang } from '../../../ui/kit/format';
import { Icon } from '../../../ui/kit/icons';
import { QueryView } from '../../../ui/kit/states';
import { useApiQuery } from '../../../ui/kit/use-api-query';

/** Seats students of the school who sit in no classroom (all or none, within the seats). */
export function AssignStudents({ classroomId, onAssigned }: { classroomId: number; onAssigned: () => void }) {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  const session = useSession();
  const alerts = useAlerts();
  const query = useApiQuery(
    roster.schoolUnassignedStudents,
    { params: { schoolId: session?.schoolId ?? 0 }, query: { lang } },
    Boolean(session?.schoolId),
  );
  const [chosen, setChosen] = useState<Set<number>>(() => new Set());
  const [busy, setBusy] = useState(false);

  const assign = async () => {
    setBusy(true);
    try {
      const answer = await callApi(roster.assignSchoolStudentToClassroom, {
        body: { classroom_id: classroomId, student_profile_ids: [...chosen] },
      });
      alerts.show('success', answer.data.message);
      setChosen(new Set());
      query.reload();
      onAssigned();
    } catch (error) {
      alerts.show('danger', error instanceof ApiError ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <QueryView query={query}>
      {({ data }) =>
        data.students.length === 0 ? (
          <p className="muted" data-testid="no-unassigned">
            {t('roster.noUnassigned')}
          </p>
        ) : (
          <div data-testid="unassigned-students">
            <ul className="check-list">
              {data.students.map((s) => (
                <li key={s.student_profile_id}>
                  <label className="check-target check-line">
                    <input
                      type="checkbox"
                      checked={chosen.has(s.student_profile_id)}
                      onChange={(e) => {
                        const next = new Set(chosen);
                        if (e.target.checked) next.add(s.student_profile_id);
                        else next.delete(s.student_profile_id);
                        setChosen(next);
                      }}
                    />
                    <span>
                      <bdi>{`${s.first_name} ${s.last_name}`.trim()}</bdi>{' '}
                      <bdi dir="ltr" className="ltr muted">
                        {s.username}
                      </bdi>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
            <button
              type="button"
              className="button button-primary"
              disabled={busy || chosen.size === 0}
              onClick={() => void assign()}
              data-testid="assign-submit"
            >
              <Icon name="check" size={20} />
              {t('roster.assign', { count: chosen.size, n: formatNumber(chosen.size, lang) })}
            </button>
          </div>
        )
      }
    </QueryView>
  );
}
