import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/client';
import PageNotFound from '../../app/PageNotFound';
import { ErrorState } from '../../ui/kit/states';
import { Icon } from '../../ui/kit/icons';

/**
 * Why a screen shows what the device kept: offline (the kept answer, said so), or a failure (with a way to
 * try again). 404 with nothing kept is the page-not-found screen.
 */
export function CachedNotice({
  error,
  hasData,
  onRetry,
}: {
  error: ApiError | undefined;
  hasData: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation('community');
  if (!error) return null;
  if (error.status === 0)
    return (
      <p className="community-offline" role="status">
        <Icon name="cloudOff" />
        {hasData ? t('offline.kept') : t('offline.nothing')}
      </p>
    );
  if ((error.status === 404 || error.status === 403) && !hasData) return <PageNotFound />;
  if (error.status === 404 || error.status === 403) return null;
  return <ErrorState error={error} onRetry={onRetry} />;
}
