import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { useOutboxEntry, type OutboxRef } from '../../../outbox';
import { useUserDb, type UserDb } from '../../../storage';
import { useAlerts } from '../../../ui/alerts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { formatNumber, useLang } from '../../../ui/kit/format';
import { Icon } from '../../../ui/kit/icons';

/**
 * Resetting one stone (a challenge, a game) for the ticked students of its table or for the whole class:
 * the ticks, the reset queued in the teacher's outbox (`queue` names the call; `ids` null = everyone), its
 * state (waiting, sent, refused) and a reload of the table once the server has taken it.
 */
export function useStoneReset(queue: (db: UserDb, ids: number[] | null) => Promise<OutboxRef>, reload: () => void) {
  const db = useUserDb();
  const alerts = useAlerts();
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const [queued, setQueued] = useState<OutboxRef>();
  // The reset's outbox entry while it is on the device: null once it has left (sent and accepted).
  const state = useOutboxEntry(queued);
  const entry = !queued || state === undefined ? undefined : state.state === 'sent' ? null : state;
  const waiting = !!queued && entry !== null;
  const wasWaiting = useRef(false);
  useEffect(() => {
    if (entry) wasWaiting.current = true;
    else if (entry === null && wasWaiting.current) {
      wasWaiting.current = false;
      reload();
    }
  }, [entry, reload]);

  const toggle = (id: number, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const reset = async (scope: 'selected' | 'all') => {
    if (!db) return;
    try {
      const added = await queue(db, scope === 'selected' ? [...selected] : null);
      wasWaiting.current = true;
      setQueued(added);
      setSelected(new Set());
    } catch (error) {
      alerts.show('danger', error instanceof ApiError ? error.message : String(error));
    }
  };

  const status = !queued
    ? null
    : entry?.state === 'needs-attention'
      ? { state: 'refused' as const, message: entry.error?.message ?? '' }
      : { state: waiting ? ('waiting' as const) : ('sent' as const), message: '' };
  return { ready: !!db, selected, toggle, reset, status };
}

export type StoneReset = ReturnType<typeof useStoneReset>;

/** A student row's tick box, named for the student. */
export function SelectStudentCell({
  reset,
  id,
  name,
  testId,
}: {
  reset: StoneReset;
  id: number;
  name: string;
  testId: string;
}) {
  const { t } = useTranslation('teacher');
  return (
    <td className="cell-select">
      <label className="check-target">
        <input
          type="checkbox"
          checked={reset.selected.has(id)}
          onChange={(e) => reset.toggle(id, e.target.checked)}
          data-testid={testId}
        />
        <span className="sr-only">{t('details.selectStudent', { name })}</span>
      </label>
    </td>
  );
}

/** Whether the student completed the stone (or the teacher marked it finished). */
export function DoneCell({
  student,
}: {
  student: { completed: boolean; teacher_finished: boolean; completed_at: string | null };
}) {
  const { t } = useTranslation('teacher');
  return (
    <td>
      <span className={`status-chip ${student.completed ? 'status-ok' : 'status-off'}`}>
        <Icon name={student.completed ? 'check' : 'clock'} size={16} />
        {student.completed
          ? student.teacher_finished && !student.completed_at
            ? t('challenges.finishedByTeacher')
            : t('challenges.done')
          : t('challenges.notDone')}
      </span>
    </td>
  );
}

/** The student's stars (0–3), or a dash when none were earned yet. */
export function StarsCell({ stars }: { stars: number | null }) {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  return (
    <td>
      {stars === null ? (
        <span className="muted">—</span>
      ) : (
        <span
          className="challenge-stars"
          aria-label={t('challenges.stars', { count: stars, n: formatNumber(stars, lang) })}
        >
          {[1, 2, 3].map((i) => (
            <Icon key={i} name="star" size={18} className={i <= stars ? 'star-on' : 'star-off'} />
          ))}
        </span>
      )}
    </td>
  );
}

/**
 * Under the table: how many are ticked, "reset for the ticked" and "reset for everyone" (each confirmed
 * first), and the queued reset's state. `testIds` keep each table's own names for its buttons.
 */
export function StoneResetControls({
  reset,
  total,
  confirmTitle,
  testIds,
}: {
  reset: StoneReset;
  total: number;
  confirmTitle: string;
  testIds: { selected: string; all: string; status: string; dialog: string };
}) {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  const n = (value: number) => formatNumber(value, lang);
  const [asking, setAsking] = useState<'selected' | 'all'>();
  const count = asking === 'all' ? total : reset.selected.size;
  const { status } = reset;
  return (
    <>
      <div className="challenge-reset-row">
        <p className="finish-count" aria-live="polite">
          {t('controls.selected', { count: reset.selected.size, n: n(reset.selected.size) })}
        </p>
        <button
          type="button"
          className="button"
          disabled={reset.selected.size === 0 || !reset.ready}
          onClick={() => setAsking('selected')}
          data-testid={testIds.selected}
        >
          {t('challenges.resetSelected')}
        </button>
        <button
          type="button"
          className="button"
          disabled={total === 0 || !reset.ready}
          onClick={() => setAsking('all')}
          data-testid={testIds.all}
        >
          {t('challenges.resetAll')}
        </button>
      </div>
      {status && (
        <p
          className={`card decision-status is-${status.state}`}
          role="status"
          data-testid={testIds.status}
          data-state={status.state}
        >
          <Icon
            name={status.state === 'refused' ? 'alert' : status.state === 'waiting' ? 'clock' : 'check'}
            size={20}
          />
          {status.state === 'refused'
            ? t('challenges.resetRefused', { message: status.message })
            : status.state === 'waiting'
              ? t('challenges.resetWaiting')
              : t('challenges.resetSent')}
        </p>
      )}
      <ConfirmDialog
        open={!!asking}
        title={confirmTitle}
        confirmLabel={t('challenges.reset')}
        cancelLabel={t('controls.cancel')}
        testId={testIds.dialog}
        onCancel={() => setAsking(undefined)}
        onConfirm={() => {
          const scope = asking;
          setAsking(undefined);
          if (scope) void reset.reset(scope);
        }}
      >
        <p>{asking === 'all' ? t('challenges.confirmAll') : t('challenges.confirmSome', { count, n: n(count) })}</p>
      </ConfirmDialog>
    </>
  );
}
