import { useState, type FormEvent } from 'react';
import { AccountNameField } from './AccountNameField';
import { useTranslation } from 'react-i18next';
import { API_PREFIX, accounts, identifierKind, normalisePhone } from '@codeyard/shared-schema';
import { useAlerts } from '../../../ui/alerts';
import { useFormCall } from '../../../ui/use-form-call';
import { useSignIn, useStrayErrors } from './form-helpers';
import { PasswordField } from './PasswordFields';

const SHOWN = ['login_email', 'password'] as const;

/** Ends a session the server opened for someone this screen does not let in (best effort). */
function revoke(token: string): void {
  void fetch(`${API_PREFIX}${accounts.logout.path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
  }).catch(() => undefined);
}

/**
 * One box for a username, an email or a mobile number, and a password → POST /login. The session is
 * kept and the person goes to where they belong. The exam sign-in lets students only in.
 */
export function SignInForm({
  studentsOnly,
  destination,
  loginLabel,
  submitLabel,
}: {
  studentsOnly?: boolean;
  destination?: string;
  loginLabel: string;
  submitLabel: string;
}) {
  const { t } = useTranslation('accounts');
  const alerts = useAlerts();
  const form = useFormCall(accounts.login);
  const signIn = useSignIn();
  const [loginEmail, setLoginEmail] = useState('');
  const [password, setPassword] = useState('');
  useStrayErrors(form.errors, SHOWN);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const typed = loginEmail.trim();
    const login_email = identifierKind(typed) === 'phone' ? normalisePhone(typed) : typed;
    const answer = await form.submit({ body: { login_email, password } });
    if (!answer) return;
    const item = answer.data[0];
    if (studentsOnly && item?.user_type !== 'student') {
      if (item) revoke(item.api_token);
      alerts.show('danger', t('examLogin.studentsOnly'));
      return;
    }
    signIn(answer, destination);
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <AccountNameField
        label={loginLabel}
        name="login_email"
        autoFocus
        value={loginEmail}
        onChange={(e) => setLoginEmail(e.target.value)}
        error={form.errorOf('login_email')}
      />
      <PasswordField
        label={t('common.password')}
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={form.errorOf('password')}
      />
      <div className="account-actions">
        <button type="submit" className="button button-primary acc-button-big" disabled={form.busy}>
          {form.busy ? t('common.wait') : submitLabel}
        </button>
      </div>
    </form>
  );
}
