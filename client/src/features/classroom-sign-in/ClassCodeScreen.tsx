import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LangLink, useLangNavigate } from '../../ui/LangLink';
import './classroom-sign-in.css';

const CODE = /^[A-Za-z]{4,12}$/;

/** /class: the class code (from the login page's "Sign in with my class's pictures"), then the class's page. */
export default function ClassCodeScreen() {
  const { t } = useTranslation('classroom-sign-in');
  const navigate = useLangNavigate();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const typed = code.trim();
    if (!CODE.test(typed)) return setError(t('code.invalid'));
    navigate(`/class/${encodeURIComponent(typed.toUpperCase())}`);
  }

  return (
    <section className="page page-narrow class-sign-in" aria-labelledby="class-code-title">
      <div className="card class-card">
        <h1 id="class-code-title">{t('code.title')}</h1>
        <p className="class-lead">{t('code.intro')}</p>
        <form onSubmit={onSubmit} noValidate>
          <div className="field">
            <label htmlFor="class-code">{t('code.label')}</label>
            <input
              id="class-code"
              name="code"
              className="class-code-input"
              dir="ltr"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              autoFocus
              value={code}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'class-code-error' : 'class-code-hint'}
              onChange={(e) => {
                setCode(e.target.value);
                setError(undefined);
              }}
            />
            {error ? (
              <p id="class-code-error" className="field-error" role="alert">
                {error}
              </p>
            ) : (
              <p id="class-code-hint" className="field-hint">
                {t('code.hint')}
              </p>
            )}
          </div>
          <button type="submit" className="button button-primary class-big-button">
            {t('code.submit')}
          </button>
        </form>
        <p className="class-links">
          <LangLink to="/login">{t('class.password')}</LangLink>
        </p>
      </div>
    </section>
  );
}
