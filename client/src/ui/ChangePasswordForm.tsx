import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { roster, school } from '@codeyard/shared-schema';
import { useAlerts } from './alerts';
import { TextField } from './forms';
import { Icon } from './kit/icons';
import { useFormCall } from './use-form-call';

/** The calls that change one's own password with the current one (spec 001 §7.6 and §7.7); same body. */
type ChangePasswordCall = typeof roster.resetTeacherPassword | typeof school.resetSchooladminPassword;

const EMPTY = { current_password: '', password: '', password_confirmation: '' };

/** A signed-in adult changes their password: current, new and again; the server's messages beside the fields. */
export function ChangePasswordForm({ call }: { call: ChangePasswordCall }) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const form = useFormCall<typeof roster.resetTeacherPassword>(call);
  const [values, setValues] = useState(EMPTY);
  const set = (field: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setValues((old) => ({ ...old, [field]: e.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await form.submit({ body: values });
    if (answer) {
      alerts.show('success', answer.data.message);
      setValues(EMPTY);
    }
  };

  const field = (name: keyof typeof EMPTY, label: string, autoComplete: string) => (
    <TextField
      label={label}
      name={name}
      type="password"
      dir="ltr"
      autoComplete={autoComplete}
      value={values[name]}
      onChange={set(name)}
      error={form.errorOf(name)}
    />
  );

  return (
    <form
      className="card account-form"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby="password-title"
      data-testid="password-form"
    >
      <h2 id="password-title" className="small-heading">
        {t('changePassword.title')}
      </h2>
      <p className="muted">{t('changePassword.lead')}</p>
      <div className="form-grid">
        {field('current_password', t('changePassword.current'), 'current-password')}
        {field('password', t('changePassword.new'), 'new-password')}
        {field('password_confirmation', t('changePassword.again'), 'new-password')}
      </div>
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={form.busy} data-testid="password-save">
          <Icon name="lock" size={20} />
          {t('changePassword.submit')}
        </button>
      </div>
    </form>
  );
}
