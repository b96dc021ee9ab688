import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveQuery } from 'dexie-react-hooks';
import { removeEntry, retryEntry } from './queue';
import { openUserDb, type OutboxEntry, type UserDb } from '../storage/user-db';
import { useLang } from '../ui/kit/format';
import { Icon } from '../ui/kit/icons';
import { formatSyncTime } from './SyncStatus';

/** "POST /change-language" → "POST_change_language", the key of a call's name in the 'sync' namespace. */
export function callLabelKey(call: string): string {
  return `calls.${call
    .replace(/\{[^}]*\}/g, '')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/_+$/, '')}`;
}

function AttentionItem({ entry, db }: { entry: OutboxEntry; db: UserDb }) {
  const { t } = useTranslation('sync');
  const lang = useLang();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const headingId = useId();
  const removeButton = useRef<HTMLButtonElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (confirming) keepButton.current?.focus();
  }, [confirming]);

  const what = entry.what
    ? t(entry.what.key, { ...entry.what.vars, defaultValue: t('attention.generic') })
    : t(callLabelKey(entry.call), { defaultValue: t('attention.generic') });
  const fieldErrors = Object.values(entry.error?.fieldErrors ?? {}).flat();

  const act = async (action: () => Promise<void>) => {
    setBusy(true);
    setFailed(false);
    try {
      await action();
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };

  return (
    <li className="attention-item" aria-labelledby={headingId} data-testid="sync-attention-item">
      <h3 id={headingId}>{what}</h3>
      <p className="muted">{t('attention.madeAt', { time: formatSyncTime(entry.createdAt, lang) })}</p>
      <p className="attention-reason">
        {t('attention.reason')} {entry.error?.message}
      </p>
      {fieldErrors.length > 0 && (
        <ul className="attention-fields">
          {fieldErrors.map((text, i) => (
            <li key={i}>{text}</li>
          ))}
        </ul>
      )}
      {failed && (
        <p className="field-error" role="alert">
          {t('attention.failed')}
        </p>
      )}
      {!confirming ? (
        <div className="attention-actions">
          <button
            type="button"
            className="button button-primary"
            disabled={busy}
            onClick={() => void act(() => retryEntry(db, entry.seq!))}
          >
            {t('attention.tryAgain')}
          </button>
          <button
            ref={removeButton}
            type="button"
            className="button button-danger"
            disabled={busy}
            onClick={() => setConfirming(true)}
          >
            {t('attention.remove')}
          </button>
        </div>
      ) : (
        <div className="attention-confirm" role="group" aria-label={t('attention.removeConfirm')}>
          <p>{t('attention.removeConfirm')}</p>
          <div className="attention-actions">
            <button
              ref={keepButton}
              type="button"
              className="button button-primary"
              onClick={() => {
                setConfirming(false);
                setTimeout(() => removeButton.current?.focus());
              }}
            >
              {t('attention.removeNo')}
            </button>
            <button
              type="button"
              className="button button-danger"
              disabled={busy}
              onClick={() => void act(() => removeEntry(db, entry.seq!))}
            >
              {t('attention.removeYes')}
            </button>
          </div>
        </div>
      )}
    </li>
  );
}

/**
 * The needs-attention list: every change the server refused for good, with what it was, the reason in the
 * user's language, and "Try again" / "Remove" (remove asks first). A modal <dialog>: Escape closes it.
 */
export default function NeedsAttentionPanel({ userId, onClose }: { userId: number; onClose: () => void }) {
  const { t } = useTranslation('sync');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const db = openUserDb(userId);
  const entries = useLiveQuery(() => db.outbox.where('state').equals('needs-attention').sortBy('seq'), [db]);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
  }, []);

  return (
    <dialog
      ref={ref}
      className="sync-dialog"
      aria-labelledby={titleId}
      data-testid="sync-attention-panel"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId}>{t('attention.title')}</h2>
      <p>{t('attention.intro')}</p>
      {entries && entries.length === 0 && (
        <p className="state-success">
          <Icon name="check" size={22} /> {t('attention.empty')}
        </p>
      )}
      <ul className="attention-list">
        {entries?.map((entry) => (
          <AttentionItem key={entry.seq} entry={entry} db={db} />
        ))}
      </ul>
      <div className="dialog-actions">
        <button type="button" className="button" onClick={onClose} autoFocus>
          {t('attention.close')}
        </button>
      </div>
    </dialog>
  );
}
