import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accounts, hasIssues, localiseIssues, validate } from '@codeyard/shared-schema';
import { ApiError, callApi } from '../../../api/client';
import { currentLanguage } from '../../../i18n/language';
import { TextField } from '../../../ui/forms';
import { Icon } from '../../../ui/kit/icons';

export type UsernameStatus =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'invalid'; message: string }
  | { state: 'free'; message: string }
  | { state: 'taken'; message: string }
  /** Offline or the server did not answer: nothing is said; the server checks again on submit. */
  | { state: 'unknown' };

const DEBOUNCE_MS = 450;

/**
 * Checks a username as it is typed: first the contract's own rule (letters, digits, - _ .), then, after
 * a short pause, POST /check-username. Answers what to show under the field.
 */
export function useUsernameCheck(username: string): UsernameStatus {
  const { t } = useTranslation('accounts');
  const [status, setStatus] = useState<UsernameStatus>({ state: 'idle' });

  useEffect(() => {
    const value = username.trim();
    if (!value) {
      setStatus({ state: 'idle' });
      return;
    }
    const issues = validate(accounts.checkUsername.body!, { username: value });
    if (hasIssues(issues)) {
      const message = localiseIssues(issues, currentLanguage()).username?.[0];
      // Too short is not an error yet while the child is still typing: say it only once they pause.
      const timer = window.setTimeout(
        () => setStatus(message ? { state: 'invalid', message } : { state: 'idle' }),
        DEBOUNCE_MS,
      );
      return () => window.clearTimeout(timer);
    }
    let alive = true;
    setStatus({ state: 'checking' });
    const timer = window.setTimeout(() => {
      callApi(accounts.checkUsername, { body: { username: value } })
        .then(({ data }) => {
          if (!alive) return;
          setStatus(
            data.available
              ? { state: 'free', message: t('common.usernameFree') }
              : { state: 'taken', message: data.message || t('shared:validation.usernameTaken') },
          );
        })
        .catch((error: unknown) => {
          if (!alive) return;
          const message = error instanceof ApiError ? error.first('username') : undefined;
          setStatus(message ? { state: 'taken', message } : { state: 'unknown' });
        });
    }, DEBOUNCE_MS);
    return () => {
      alive = false;
      window.clearTimeout(timer);
    };
  }, [username, t]);

  return status;
}

/**
 * A username box that checks as the person types: the contract's rule at once, POST /check-username
 * after a pause. Usernames stay left-to-right in Arabic too.
 */
export function UsernameField({
  label,
  value,
  onChange,
  formError,
  name = 'username',
  autoFocus,
  onStatus,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  formError?: string;
  name?: string;
  autoFocus?: boolean;
  onStatus?: (status: UsernameStatus) => void;
}) {
  const { t } = useTranslation('accounts');
  const status = useUsernameCheck(value);
  useEffect(() => onStatus?.(status), [status, onStatus]);
  const error = formError ?? (status.state === 'invalid' || status.state === 'taken' ? status.message : undefined);
  const hint =
    status.state === 'checking' ? (
      <span>{t('common.usernameChecking')}</span>
    ) : status.state === 'free' ? (
      <span className="acc-hint-ok">
        <Icon name="check" size={16} /> {status.message}
      </span>
    ) : (
      <span>{t('common.usernameHint')}</span>
    );
  return (
    <TextField
      label={label}
      name={name}
      className="ltr"
      dir="ltr"
      autoComplete="username"
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      required
      autoFocus={autoFocus}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      hint={hint}
    />
  );
}
