import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { roster } from '@codeyard/shared-schema';
import { ApiError, callApi } from '../../../api/client';
import { useSession } from '../../../session/use-session';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useAlerts } from '../../../ui/alerts';
import { formatNumber, useLang } from '../../../ui/kit/format';
import { useApiQuery } from '../../../ui/kit/use-api-query';

/**
 * The students ticked in the table (on any page): take them out of the classroom, or move them to another
 * active classroom of the teacher's (their work goes with them). Each after a question.
 */
export function ChosenStudentsActions({
  classroomId,
  selected,
  onDone,
}: {
  classroomId: number;
  selected: Set<number>;
  onDone: () => void;
}) {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  const session = useSession();
  const alerts = useAlerts();
  const moveId = useId();
  const filters = useApiQuery(
    roster.schoolSearchFilters,
    { params: { schoolId: session?.schoolId ?? 0 }, query: { lang } },
    Boolean(session?.schoolId),
  );
  const others = (filters.data?.data.classrooms ?? []).filter((c) => c.id !== classroomId && c.status === 'active');
  const [target, setTarget] = useState('');
  const [asking, setAsking] = useState<'remove' | 'move'>();
  const [busy, setBusy] = useState(false);
  const count = selected.size;
  const n = formatNumber(count, lang);
  const targetName = others.find((c) => String(c.id) === target)?.name ?? '';

  const run = async (action: 'remove' | 'move') => {
    setBusy(true);
    try {
      const ids = [...selected];
      const answer =
        action === 'remove'
          ? await callApi(roster.removeStudentFromSchoolClassroom, {
              body: { classroom_id: classroomId, student_profile_ids: ids },
            })
          : await callApi(roster.changeStudentsClassroom, {
              body: { old_classroom_id: classroomId, new_classroom_id: Number(target), students: ids },
            });
      alerts.show('success', answer.data.message);
      setTarget('');
      onDone();
    } catch (error) {
      alerts.show('danger', error instanceof ApiError ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="chosen-actions" data-testid="chosen-actions">
      <p className="finish-count" aria-live="polite">
        {t('controls.selected', { count, n })}
      </p>
      <button
        type="button"
        className="button roster-danger"
        disabled={busy || count === 0}
        onClick={() => setAsking('remove')}
        data-testid="remove-students"
      >
        {t('roster.removeFromClass')}
      </button>
      <div className="inline-field">
        <label htmlFor={moveId}>{t('roster.moveTo')}</label>
        <select id={moveId} value={target} onChange={(e) => setTarget(e.target.value)} data-testid="move-target">
          <option value="">{t('roster.chooseClassroom')}</option>
          {others.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="button"
          disabled={busy || count === 0 || !target}
          onClick={() => setAsking('move')}
          data-testid="move-students"
        >
          {t('roster.move')}
        </button>
      </div>
      <ConfirmDialog
        open={asking !== undefined}
        title={
          asking === 'move'
            ? t('roster.moveTitle', { count, n, name: targetName })
            : t('roster.removeTitle', { count, n })
        }
        confirmLabel={asking === 'move' ? t('roster.move') : t('roster.removeFromClass')}
        cancelLabel={t('roster.cancel')}
        testId="chosen-dialog"
        onCancel={() => setAsking(undefined)}
        onConfirm={() => {
          const action = asking;
          setAsking(undefined);
          if (action) void run(action);
        }}
      >
        <p>{asking === 'move' ? t('roster.moveBody') : t('roster.removeBody')}</p>
      </ConfirmDialog>
    </div>
  );
}
