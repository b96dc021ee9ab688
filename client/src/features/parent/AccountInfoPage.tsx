import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { parent } from '@codeyard/shared-schema';
import { useAlerts } from '../../ui/alerts';
import { TextField } from '../../ui/forms';
import { AccountInfo } from '../../ui/kit/AccountInfo';
import { useLang } from '../../ui/kit/format';
import { useApiQuery } from '../../ui/kit/use-api-query';
import { useFormCall } from '../../ui/use-form-call';
import './parent.css';

/** /parent/account-info : the parent's own account, from the session, and their names and country (editable). */
export default function AccountInfoPage() {
  return (
    <>
      <AccountInfo />
      <EditProfileForm />
    </>
  );
}

function EditProfileForm() {
  const { t } = useTranslation('parent');
  const lang = useLang();
  const alerts = useAlerts();
  const profile = useApiQuery(parent.parentProfile, { query: { lang } });
  const form = useFormCall(parent.editParentProfile);
  const [v, setV] = useState({ first_name: '', last_name: '', country: '' });
  const loaded = profile.data?.data;
  useEffect(() => {
    if (loaded) setV({ first_name: loaded.first_name, last_name: loaded.last_name, country: loaded.country ?? '' });
  }, [loaded]);
  const set = (key: keyof typeof v) => (e: { target: { value: string } }) =>
    setV((old) => ({ ...old, [key]: e.target.value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await form.submit({
      body: {
        first_name: v.first_name.trim(),
        last_name: v.last_name.trim(),
        ...(v.country.trim() && { country: v.country.trim().toUpperCase() }),
      },
    });
    if (answer) alerts.show('success', answer.data.message);
  };
  return (
    <section className="page">
      <form className="card kid-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="edit-info-title">
        <h2 id="edit-info-title">{t('pay.accountTitle')}</h2>
        <p>{t('pay.accountLead')}</p>
        <div className="kid-form-grid">
          <TextField
            label={t('pay.firstName')}
            value={v.first_name}
            onChange={set('first_name')}
            error={form.errorOf('first_name')}
            autoComplete="given-name"
          />
          <TextField
            label={t('pay.lastName')}
            value={v.last_name}
            onChange={set('last_name')}
            error={form.errorOf('last_name')}
            autoComplete="family-name"
          />
          <TextField
            label={t('pay.country')}
            value={v.country}
            onChange={set('country')}
            error={form.errorOf('country')}
            autoComplete="country"
            dir="ltr"
          />
        </div>
        <button type="submit" className="button button-primary" disabled={form.busy}>
          {t('pay.save')}
        </button>
      </form>
    </section>
  );
}
