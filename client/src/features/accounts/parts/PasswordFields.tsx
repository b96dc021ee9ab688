import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/kit/icons';

type PasswordFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: string;
  error?: string;
  hint?: ReactNode;
};

/** A password box with a Show / Hide button; the same markup as TextField, so it looks and reads the same. */
export function PasswordField({ label, error, hint, ...input }: PasswordFieldProps) {
  const { t } = useTranslation('accounts');
  const id = useId();
  const [visible, setVisible] = useState(false);
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <div className="acc-password-box">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          className="ltr"
          dir="ltr"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
          {...input}
        />
        <button
          type="button"
          className="acc-password-toggle"
          aria-controls={id}
          aria-pressed={visible}
          aria-label={visible ? t('common.hidePassword') : t('common.showPassword')}
          onClick={() => setVisible((v) => !v)}
        >
          <Icon name={visible ? 'eyeOff' : 'eye'} size={20} />
          <span>{visible ? t('common.hide') : t('common.show')}</span>
        </button>
      </div>
      {hint && !error && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export interface PasswordValues {
  password: string;
  password_confirmation: string;
}

/** A new password and its confirmation, each with its own error under it. */
export function PasswordFields({
  value,
  onChange,
  errorOf,
  labels,
}: {
  value: PasswordValues;
  onChange: (next: PasswordValues) => void;
  errorOf: (field: string) => string | undefined;
  labels?: { password?: string; confirmation?: string };
}) {
  const { t } = useTranslation('accounts');
  return (
    <>
      <PasswordField
        label={labels?.password ?? t('common.password')}
        name="password"
        autoComplete="new-password"
        required
        value={value.password}
        onChange={(e) => onChange({ ...value, password: e.target.value })}
        error={errorOf('password')}
        hint={t('common.passwordHint')}
      />
      <PasswordField
        label={labels?.confirmation ?? t('common.passwordConfirmation')}
        name="password_confirmation"
        autoComplete="new-password"
        required
        value={value.password_confirmation}
        onChange={(e) => onChange({ ...value, password_confirmation: e.target.value })}
        error={errorOf('password_confirmation')}
      />
    </>
  );
}
