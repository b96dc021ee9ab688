import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { translate, type ResponseOf, type AnyCall } from '@codeyard/shared-schema';
import { ApiError, callApi, type CallInput } from '../../api/client';
import { currentLanguage } from '../../i18n/language';

export interface ApiQuery<T> {
  /** The last good answer; kept while a new page or search loads, so the screen does not flash. */
  data: T | undefined;
  error: ApiError | undefined;
  loading: boolean;
  reload: () => void;
}

/**
 * Reads one contract call for a screen: loads on mount and whenever the input changes, ignores answers
 * that arrive after a newer request, and keeps every failure as an ApiError (status 0 when offline).
 */
export function useApiQuery<D extends AnyCall>(
  descriptor: D,
  input: CallInput<D>,
  enabled = true,
): ApiQuery<ResponseOf<D>> {
  const [data, setData] = useState<ResponseOf<D>>();
  const [error, setError] = useState<ApiError>();
  const [loading, setLoading] = useState(enabled);
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);
  const key = JSON.stringify(input);

  useEffect(() => {
    if (!enabled) return;
    const request = ++latest.current;
    setLoading(true);
    setError(undefined);
    callApi(descriptor, JSON.parse(key) as CallInput<D>)
      .then((answer) => {
        if (request !== latest.current) return;
        // As a transition: a long list is rendered in slices, so a slow phone still answers a tap meanwhile.
        startTransition(() => {
          setData(answer);
          setLoading(false);
        });
      })
      .catch((failure: unknown) => {
        if (request !== latest.current) return;
        setError(
          failure instanceof ApiError ? failure : new ApiError(-1, translate(currentLanguage(), 'errors.server')),
        );
        setLoading(false);
      });
    return () => {
      // A newer request (or leaving the screen) makes this one stale: `latest` is a counter, read now on purpose.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      if (request === latest.current) latest.current++;
    };
  }, [descriptor, key, attempt, enabled]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  // Offline (status 0): try again by itself as soon as the connection comes back, as the message promises.
  useEffect(() => {
    if (error?.status !== 0) return;
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, [error, reload]);
  return { data, error, loading, reload };
}
