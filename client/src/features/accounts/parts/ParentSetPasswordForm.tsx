import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { accounts } from '@codeyard/shared-schema';
import { useFormCall } from '../../../ui/use-form-call';
import { useSignIn, useStrayErrors } from './form-helpers';
import { PasswordFields } from './PasswordFields';
import { UsernameField } from './UsernameField';

const SHOWN = ['parent_username', 'password', 'password_confirmation'] as const;

/**
 * The parent's last step after the email link or the SMS code: a username and a password →
 * POST /parent-set-password/{verification}; the answer is a login answer, so the parent is signed in
 * and lands on manageMyKids.
 */
export function ParentSetPasswordForm({ verification }: { verification: string }) {
  const { t } = useTranslation('accounts');
  const form = useFormCall(accounts.parentSetPassword);
  const signIn = useSignIn();
  const [username, setUsername] = useState('');
  const [passwords, setPasswords] = useState({ password: '', password_confirmation: '' });
  useStrayErrors(form.errors, SHOWN);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const answer = await form.submit({
      params: { verification },
      body: { parent_username: username.trim(), ...passwords },
    });
    if (answer) signIn(answer, '/parent/manageMyKids');
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <UsernameField
        label={t('common.username')}
        name="parent_username"
        value={username}
        onChange={setUsername}
        formError={form.errorOf('parent_username')}
        autoFocus
      />
      <PasswordFields value={passwords} onChange={setPasswords} errorOf={form.errorOf} />
      <div className="account-actions">
        <button type="submit" className="button button-primary acc-button-big" disabled={form.busy}>
          {form.busy ? t('common.wait') : t('parent.finish')}
        </button>
      </div>
    </form>
  );
}
