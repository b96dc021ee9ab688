import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { parent } from '@codeyard/shared-schema';
import { useAlerts } from '../../ui/alerts';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { TextField } from '../../ui/forms';
import { Icon } from '../../ui/kit/icons';
import { useFormCall } from '../../ui/use-form-call';

/** The parent's actions on their children (spec 001 §7.4): add, link, enable, disable, new password. */

type Field = React.ChangeEvent<HTMLInputElement>;

function useFields<T extends Record<string, string>>(initial: T) {
  const [v, setV] = useState(initial);
  const set = (key: keyof T) => (e: Field) => setV((old) => ({ ...old, [key]: e.target.value }));
  return { v, set };
}

/** POST /create-new-child: a child account of this parent, on the free trial. */
export function AddChildForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation('parent');
  const form = useFormCall(parent.createNewChild);
  const alerts = useAlerts();
  const { v, set } = useFields({
    first_name: '',
    last_name: '',
    username: '',
    year_of_birth: '',
    password: '',
    password_confirmation: '',
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await form.submit({
      body: {
        first_name: v.first_name.trim(),
        last_name: v.last_name.trim(),
        username: v.username.trim(),
        year_of_birth: Number(v.year_of_birth),
        password: v.password,
        password_confirmation: v.password_confirmation,
      },
    });
    if (answer) {
      alerts.show('success', answer.data.message);
      onDone();
    }
  };
  return (
    <form className="card kid-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="add-child-title">
      <h2 id="add-child-title">{t('actions.addTitle')}</h2>
      <div className="kid-form-grid">
        <TextField
          label={t('actions.firstName')}
          value={v.first_name}
          onChange={set('first_name')}
          error={form.errorOf('first_name')}
          autoComplete="off"
          required
        />
        <TextField
          label={t('actions.lastName')}
          value={v.last_name}
          onChange={set('last_name')}
          error={form.errorOf('last_name')}
          autoComplete="off"
          required
        />
        <TextField
          label={t('actions.username')}
          dir="ltr"
          value={v.username}
          onChange={set('username')}
          error={form.errorOf('username')}
          autoComplete="off"
          required
        />
        <TextField
          label={t('actions.yearOfBirth')}
          type="number"
          inputMode="numeric"
          dir="ltr"
          value={v.year_of_birth}
          onChange={set('year_of_birth')}
          error={form.errorOf('year_of_birth')}
          required
        />
        <TextField
          label={t('actions.password')}
          type="password"
          dir="ltr"
          value={v.password}
          onChange={set('password')}
          error={form.errorOf('password')}
          autoComplete="new-password"
          required
        />
        <TextField
          label={t('actions.passwordConfirmation')}
          type="password"
          dir="ltr"
          value={v.password_confirmation}
          onChange={set('password_confirmation')}
          error={form.errorOf('password_confirmation')}
          autoComplete="new-password"
          required
        />
      </div>
      <div className="kid-form-actions">
        <button type="submit" className="button button-primary" disabled={form.busy}>
          <Icon name="check" size={20} />
          {form.busy ? t('actions.busy') : t('actions.addSubmit')}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t('actions.cancel')}
        </button>
      </div>
    </form>
  );
}

/** POST /link-parent-child: by the child's username and password, or by the child's email. */
export function LinkChildForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation('parent');
  const form = useFormCall(parent.linkParentChild);
  const alerts = useAlerts();
  const [byEmail, setByEmail] = useState(false);
  const { v, set } = useFields({ username: '', password: '', email: '' });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = byEmail ? { email: v.email.trim() } : { username: v.username.trim(), password: v.password };
    const answer = await form.submit({ body });
    if (answer) {
      alerts.show('success', answer.data.message);
      onDone();
    }
  };
  return (
    <form className="card kid-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="link-child-title">
      <h2 id="link-child-title">{t('actions.linkTitle')}</h2>
      <fieldset className="kid-form-choice">
        <legend>{t('actions.linkHow')}</legend>
        <label>
          <input type="radio" name="link-by" checked={!byEmail} onChange={() => setByEmail(false)} />
          {t('actions.byUsername')}
        </label>
        <label>
          <input type="radio" name="link-by" checked={byEmail} onChange={() => setByEmail(true)} />
          {t('actions.byEmail')}
        </label>
      </fieldset>
      <div className="kid-form-grid">
        {byEmail ? (
          <TextField
            label={t('actions.childEmail')}
            type="email"
            dir="ltr"
            value={v.email}
            onChange={set('email')}
            error={form.errorOf('email')}
            hint={t('actions.byEmailHint')}
            autoComplete="off"
            required
          />
        ) : (
          <>
            <TextField
              label={t('actions.username')}
              dir="ltr"
              value={v.username}
              onChange={set('username')}
              error={form.errorOf('username')}
              autoComplete="off"
              required
            />
            <TextField
              label={t('actions.childPassword')}
              type="password"
              dir="ltr"
              value={v.password}
              onChange={set('password')}
              error={form.errorOf('password')}
              autoComplete="off"
              required
            />
          </>
        )}
      </div>
      <div className="kid-form-actions">
        <button type="submit" className="button button-primary" disabled={form.busy}>
          <Icon name="check" size={20} />
          {form.busy ? t('actions.busy') : t('actions.linkSubmit')}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t('actions.cancel')}
        </button>
      </div>
    </form>
  );
}

/** Enable or disable (asks first: the child is signed out everywhere), and a new password for one child. */
export function KidManage({
  child,
  name,
  onChanged,
}: {
  child: { student_profile_id: number; status: 'active' | 'disabled' };
  name: string;
  onChanged: () => void;
}) {
  const { t } = useTranslation('parent');
  const alerts = useAlerts();
  const disable = useFormCall(parent.disableChild);
  const enable = useFormCall(parent.enableChild);
  const reset = useFormCall(parent.resetStudentPassword);
  const [asking, setAsking] = useState(false);
  const [resetting, setResetting] = useState(false);
  const { v, set } = useFields({ password: '', password_confirmation: '' });
  const target = { student_profile_id: child.student_profile_id };

  const setEnabled = async (enabled: boolean) => {
    setAsking(false);
    const answer = await (enabled ? enable : disable).submit({ body: target });
    if (answer) {
      alerts.show('success', answer.data.message);
      onChanged();
    }
  };
  const submitPassword = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await reset.submit({
      body: { ...target, password: v.password, password_confirmation: v.password_confirmation },
    });
    if (answer) {
      alerts.show('success', answer.data.message);
      setResetting(false);
    }
  };

  return (
    <div className="kid-manage">
      <div className="kid-form-actions">
        {child.status === 'active' ? (
          <button type="button" className="button" onClick={() => setAsking(true)} disabled={disable.busy}>
            {t('actions.disable')}
            <span className="sr-only"> {name}</span>
          </button>
        ) : (
          <button type="button" className="button" onClick={() => void setEnabled(true)} disabled={enable.busy}>
            {t('actions.enable')}
            <span className="sr-only"> {name}</span>
          </button>
        )}
        <button
          type="button"
          className="button"
          aria-expanded={resetting}
          onClick={() => setResetting((open) => !open)}
        >
          {t('actions.newPassword')}
          <span className="sr-only"> {name}</span>
        </button>
      </div>
      {resetting && (
        <form
          className="kid-password"
          onSubmit={(e) => void submitPassword(e)}
          noValidate
          aria-label={t('actions.newPasswordFor', { name })}
        >
          <TextField
            label={t('actions.password')}
            type="password"
            dir="ltr"
            value={v.password}
            onChange={set('password')}
            error={reset.errorOf('password')}
            autoComplete="new-password"
            required
          />
          <TextField
            label={t('actions.passwordConfirmation')}
            type="password"
            dir="ltr"
            value={v.password_confirmation}
            onChange={set('password_confirmation')}
            error={reset.errorOf('password_confirmation')}
            autoComplete="new-password"
            required
          />
          <button type="submit" className="button button-primary" disabled={reset.busy}>
            {t('actions.savePassword')}
          </button>
        </form>
      )}
      <ConfirmDialog
        open={asking}
        title={t('actions.disableTitle', { name })}
        confirmLabel={t('actions.disableConfirm')}
        cancelLabel={t('actions.cancel')}
        onConfirm={() => void setEnabled(false)}
        onCancel={() => setAsking(false)}
      >
        <p>{t('actions.disableBody', { name })}</p>
      </ConfirmDialog>
    </div>
  );
}
