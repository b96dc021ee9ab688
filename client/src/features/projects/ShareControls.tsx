import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { useOutboxEntry } from '../../outbox';
import type { UserDb } from '../../storage/user-db';
import { shareProject, sharedCodeHref, type LocalProject } from './store';

/**
 * Sharing an approved project (issue 11), on /my-projects: nobody outside sees it until the child chooses
 * "Share with a link"; the change goes through the outbox (offline too), and the link (a random token the
 * server makes) shows once it has arrived. "Stop sharing" makes the link dead. A project the teacher shared
 * in the class showcase says so, and the child may stop that too.
 */
export function ShareControls({ db, project }: { db: UserDb; project: LocalProject }) {
  const { t } = useTranslation('projects');
  const entry = useOutboxEntry(project.shareRef);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  if (project.status !== 'approved' || project.serverId === null) return null;
  const waiting = entry !== undefined && entry.state !== 'sent' ? entry.state : null;
  const token = waiting ? null : (project.shareToken ?? null);
  const href = token ? sharedCodeHref(token, project.kind) : null;
  const url = href ? `${window.location.origin}${href}` : null;

  const toggle = async (shared: boolean) => {
    setError(null);
    setCopied(false);
    try {
      await shareProject(db, project.id, shared);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    }
  };
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <div
      className="project-share"
      data-testid="project-share"
      data-shared={token ? 'yes' : waiting ? 'waiting' : 'no'}
      role="group"
      aria-label={t('share.title')}
    >
      {waiting === 'pending' && (
        <p className="muted small" role="status" data-testid="project-share-waiting">
          {project.shareWanted ? t('share.waitingShare') : t('share.waitingUnshare')}
        </p>
      )}
      {waiting === 'needs-attention' && (
        <p className="field-error" role="alert">
          {t('share.attention')}
        </p>
      )}
      {!waiting && !token && <p className="muted small">{t('share.notShared')}</p>}
      {url && href && (
        <>
          <p className="small" data-testid="project-share-state">
            {project.sharedBy === 'teacher' ? t('share.sharedByTeacher') : t('share.shared')}
          </p>
          <p className="small project-share-link">
            <a href={href} target="_blank" rel="noopener noreferrer" data-testid="project-share-link" dir="ltr">
              {url}
            </a>
          </p>
        </>
      )}
      <div className="my-project-actions">
        {!waiting && !token && (
          <button type="button" className="button" onClick={() => void toggle(true)} data-testid="project-share-on">
            {t('share.share')}
          </button>
        )}
        {url && (
          <button type="button" className="button" onClick={() => void copy()} data-testid="project-share-copy">
            {t('share.copy')}
          </button>
        )}
        {(token || (waiting === 'pending' && project.shareWanted)) && (
          <button type="button" className="button" onClick={() => void toggle(false)} data-testid="project-share-off">
            {t('share.unshare')}
          </button>
        )}
      </div>
      {copied && (
        <p className="muted small" role="status">
          {t('share.copied')}
        </p>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
