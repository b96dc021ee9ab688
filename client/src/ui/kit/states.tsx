import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/client';
import PageNotFound from '../../app/PageNotFound';
import { useAlerts } from '../alerts';
import { keepFocusNear } from '../keep-focus';
import { formatNumber, useLang } from './format';
import { Icon, type IconName } from './icons';
import type { ApiQuery } from './use-api-query';

/** A calm "we are fetching it" line, announced politely to screen readers. */
export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation('public');
  return (
    <div className="state state-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{label ?? t('kit.loading')}</span>
    </div>
  );
}

/** Nothing to show yet: a picture, a short title, what to do next. */
export function EmptyState({ icon, title, children }: { icon: IconName; title: string; children?: ReactNode }) {
  return (
    <div className="state state-empty card">
      <span className="state-icon" aria-hidden="true">
        <Icon name={icon} size={44} />
      </span>
      <h2>{title}</h2>
      {children}
    </div>
  );
}

/** A failure other than 403/404: the red alert (spec 001 §8.1) and, in place, a way to try again. */
export function ErrorState({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  const { t } = useTranslation('public');
  const alerts = useAlerts();
  useEffect(() => {
    alerts.show('danger', error.message);
  }, [alerts, error]);
  return (
    <div className="state state-error card">
      <span className="state-icon" aria-hidden="true">
        <Icon name={error.status === 0 ? 'cloudOff' : 'alert'} size={44} />
      </span>
      <h2>{error.status === 0 ? t('kit.offlineTitle') : t('kit.errorTitle')}</h2>
      <p>{error.message}</p>
      <button type="button" className="button button-primary" onClick={onRetry}>
        {t('kit.retry')}
      </button>
    </div>
  );
}

/**
 * The three states of a screen that reads from the API: loading, failed (403 and 404 show the
 * page-not-found screen), ready. While a newer request runs the last answer stays, marked busy.
 */
export function QueryView<T>({
  query,
  children,
  loadingLabel,
}: {
  query: ApiQuery<T>;
  children: (data: T) => ReactNode;
  loadingLabel?: string;
}) {
  const { data, error, loading, reload } = query;
  if (error && (error.status === 403 || error.status === 404)) return <PageNotFound />;
  if (error) return <ErrorState error={error} onRetry={reload} />;
  if (data === undefined) return <Loading label={loadingLabel} />;
  return (
    <div className={`query-result${loading ? ' is-refreshing' : ''}`} aria-busy={loading}>
      {children(data)}
    </div>
  );
}

/** Pages of a list: previous, "page 2 of 5", next. The arrows turn round in Arabic. */
export function Pager({
  page,
  perPage,
  total,
  onChange,
  label,
}: {
  page: number;
  perPage: number;
  total: number;
  onChange: (page: number) => void;
  label: string;
}) {
  const { t } = useTranslation('public');
  const lang = useLang();
  const pages = Math.max(1, Math.ceil(total / Math.max(1, perPage)));
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      <button
        type="button"
        className="button"
        disabled={page <= 1}
        onClick={(e) => {
          // Disabled on the first page: focus goes to "Next".
          const nav = e.currentTarget.parentElement;
          keepFocusNear(e.currentTarget, () => nav?.lastElementChild as HTMLElement | null);
          onChange(page - 1);
        }}
      >
        <Icon name="chevron" className="flip-back" />
        {t('kit.previous')}
      </button>
      <span className="pager-status" aria-live="polite">
        {t('kit.pageOf', { page: formatNumber(page, lang), pages: formatNumber(pages, lang) })}
      </span>
      <button
        type="button"
        className="button"
        disabled={page >= pages}
        onClick={(e) => {
          const nav = e.currentTarget.parentElement;
          keepFocusNear(e.currentTarget, () => nav?.firstElementChild as HTMLElement | null);
          onChange(page + 1);
        }}
      >
        {t('kit.next')}
        <Icon name="chevron" className="flip-forward" />
      </button>
    </nav>
  );
}

/** A screen's title block: a picture, the title and a line under it. */
export function PageHeader({
  id,
  icon,
  title,
  lead,
  children,
}: {
  id?: string;
  icon?: IconName;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="page-header">
      {icon && (
        <span className="page-header-icon" aria-hidden="true">
          <Icon name={icon} size={36} />
        </span>
      )}
      <div className="page-header-text">
        <h1 id={id}>{title}</h1>
        {lead && <p className="lead">{lead}</p>}
      </div>
      {children && <div className="page-header-actions">{children}</div>}
    </header>
  );
}
