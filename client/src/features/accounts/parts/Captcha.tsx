import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API_PREFIX, accounts } from '@codeyard/shared-schema';
import { currentLanguage } from '../../../i18n/language';

/**
 * The self-hosted human check: the ALTCHA widget (package `altcha`, a web component), solving the
 * server's proof-of-work challenge from GET /api/captcha/challenge. The child ticks "I am a person";
 * the widget works for a moment and hands us a payload, sent as the form's `captcha` field.
 * The widget is loaded only when a screen with a captcha shows it (its own chunk).
 */

let loading: Promise<void> | null = null;
function loadWidget(): Promise<void> {
  loading ??= (async () => {
    await import('altcha');
    await import('altcha/i18n/ar');
  })();
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

type Strings = Record<
  'label' | 'loading' | 'verifying' | 'verified' | 'error' | 'expired' | 'verificationRequired' | 'waitAlert',
  string
>;

function setStrings(lang: string, strings: Strings): void {
  const registry = globalThis.$altcha?.i18n;
  if (!registry) return;
  registry.set(lang, { ...(registry.get(lang) ?? {}), ...strings });
}

/**
 * One captcha: `onChange` gets the payload once verified, '' when it is reset or expires.
 * A solved payload is good for one request: give a new `resetKey` after each answer from the server.
 */
export function Captcha({
  onChange,
  error,
  resetKey = 0,
}: {
  onChange: (payload: string) => void;
  error?: string;
  resetKey?: number;
}) {
  const { t, i18n } = useTranslation('accounts');
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  /** Once ticked, an earlier "please confirm" no longer applies. */
  const [solved, setSolved] = useState(false);
  const lang = i18n.language === 'ar' ? 'ar' : currentLanguage();
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    let alive = true;
    loadWidget().then(
      () => alive && setState('ready'),
      () => alive && setState('failed'),
    );
    return () => {
      alive = false;
    };
  }, []);

  useEffect(() => {
    const container = host.current;
    if (state !== 'ready' || !container) return;
    const strings: Strings = {
      label: t('captcha.label'),
      loading: t('captcha.loading'),
      verifying: t('captcha.verifying'),
      verified: t('captcha.verified'),
      error: t('captcha.error'),
      expired: t('captcha.expired'),
      verificationRequired: t('captcha.verificationRequired'),
      waitAlert: t('captcha.waitAlert'),
    };
    setStrings(lang, strings);
    const widget = document.createElement('altcha-widget');
    widget.setAttribute('challenge', `${API_PREFIX}${accounts.captchaChallenge.path}`);
    widget.setAttribute('language', lang);
    widget.setAttribute('type', 'checkbox');
    widget.setAttribute('name', 'captcha');
    widget.setAttribute('configuration', JSON.stringify({ hideFooter: true, hideLogo: true, auto: 'off' }));
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state?: string; payload?: string }>).detail ?? {};
      const payload = detail.state === 'verified' && detail.payload ? detail.payload : '';
      setSolved(payload !== '');
      changed.current(payload);
    };
    widget.addEventListener('statechange', onState);
    container.replaceChildren(widget);
    setSolved(false);
    changed.current('');
    return () => {
      widget.removeEventListener('statechange', onState);
      widget.remove();
    };
    // A new widget for a new language, and after each use (resetKey).
  }, [state, lang, resetKey, t]);

  const shownError = solved ? undefined : error;
  return (
    <div className={`acc-captcha${shownError ? ' acc-captcha-invalid' : ''}`}>
      {state === 'loading' && <p className="muted">{t('captcha.loading')}</p>}
      {state === 'failed' && (
        <p className="field-error" role="alert">
          {t('captcha.failedToLoad')}
        </p>
      )}
      <div ref={host} className="acc-captcha-host" />
      {shownError && (
        <p className="field-error" role="alert">
          {shownError}
        </p>
      )}
    </div>
  );
}

/** The captcha's value and the key that renews it, for a form that posts `captcha`. */
export function useCaptcha() {
  const [value, setValue] = useState('');
  const [resetKey, setResetKey] = useState(0);
  const renew = useCallback(() => setResetKey((k) => k + 1), []);
  return { value, setValue, resetKey, renew };
}
