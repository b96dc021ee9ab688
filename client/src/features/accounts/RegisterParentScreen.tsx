import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { accounts, normalisePhone, type BodyOf } from '@codeyard/shared-schema';
import { useAlerts } from '../../ui/alerts';
import { TextField } from '../../ui/forms';
import { LangLink, useLangNavigate } from '../../ui/LangLink';
import { useFormCall } from '../../ui/use-form-call';
import { AccountPage, Notice } from './parts/AccountPage';
import { CountrySelect } from './parts/CountrySelect';
import { useStrayErrors } from './parts/form-helpers';
import { Icon } from '../../ui/kit/icons';

type Channel = 'email' | 'phone';
const SHOWN = ['first_name', 'last_name', 'country', 'parent_email', 'phone'] as const;

/**
 * /register/parent: first and last name, country, and an email or a mobile number → POST /register_Parent.
 * An email gets a link (/register/parent/{email}); a phone gets a 6-digit code (/register/parent/phone/{phone}).
 * From a child's invitation (?invitation=…) the token goes along: the child is linked when the parent finishes.
 */
export default function RegisterParentScreen() {
  const { t } = useTranslation('accounts');
  const navigate = useLangNavigate();
  const alerts = useAlerts();
  const form = useFormCall(accounts.registerParentStart);
  const invitation = useSearchParams()[0].get('invitation') ?? undefined;
  const [channel, setChannel] = useState<Channel>('email');
  const [values, setValues] = useState({ first_name: '', last_name: '', country: '', parent_email: '', phone: '' });
  const set = (patch: Partial<typeof values>) => setValues((v) => ({ ...v, ...patch }));
  useStrayErrors(form.errors, SHOWN);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const body: BodyOf<typeof accounts.registerParentStart> = {
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      country: values.country,
      subscription_type: 'free',
      ...(invitation && { invitation }),
      ...(channel === 'email'
        ? { parent_email: values.parent_email.trim() }
        : { phone: normalisePhone(values.phone.trim()) }),
    };
    const answer = await form.submit({ body });
    if (!answer) return;
    alerts.show('success', answer.data.message);
    if (answer.data.channel === 'phone' && body.phone)
      navigate(`/register/parent/phone/${encodeURIComponent(body.phone)}`);
    else navigate(`/register/parent/${encodeURIComponent(body.parent_email ?? '')}`);
  }

  // The contract's "email or phone" message is given on parent_email: show it under the box in use.
  const contactError =
    channel === 'email' ? form.errorOf('parent_email') : (form.errorOf('phone') ?? form.errorOf('parent_email'));

  return (
    <AccountPage title={t('parent.title')} picture="parent" intro={t('parent.intro')}>
      {invitation && <Notice kind="info">{t('parent.invited')}</Notice>}
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <TextField
          label={t('common.firstName')}
          name="first_name"
          autoComplete="given-name"
          required
          autoFocus
          value={values.first_name}
          onChange={(e) => set({ first_name: e.target.value })}
          error={form.errorOf('first_name')}
        />
        <TextField
          label={t('common.lastName')}
          name="last_name"
          autoComplete="family-name"
          required
          value={values.last_name}
          onChange={(e) => set({ last_name: e.target.value })}
          error={form.errorOf('last_name')}
        />
        <CountrySelect
          label={t('common.country')}
          value={values.country}
          onChange={(country) => set({ country })}
          error={form.errorOf('country')}
        />
        <fieldset className="acc-segmented">
          <legend>{t('parent.contactBy')}</legend>
          {(['email', 'phone'] as const).map((c) => (
            <label key={c} className={`acc-segment${channel === c ? ' acc-segment-active' : ''}`}>
              <input type="radio" name="channel" value={c} checked={channel === c} onChange={() => setChannel(c)} />
              <Icon name={c === 'email' ? 'mail' : 'phone'} size={20} />{' '}
              {c === 'email' ? t('parent.byEmail') : t('parent.byPhone')}
            </label>
          ))}
        </fieldset>
        {channel === 'email' ? (
          <TextField
            label={t('common.email')}
            name="parent_email"
            type="email"
            autoComplete="email"
            required
            value={values.parent_email}
            onChange={(e) => set({ parent_email: e.target.value })}
            error={contactError}
          />
        ) : (
          <TextField
            label={t('common.phone')}
            name="phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            required
            value={values.phone}
            onChange={(e) => set({ phone: e.target.value })}
            error={contactError}
            hint={t('common.phoneHint')}
          />
        )}
        <div className="account-actions">
          <button type="submit" className="button button-primary acc-button-big" disabled={form.busy}>
            {form.busy ? t('common.wait') : t('parent.submit')}
          </button>
        </div>
      </form>
      <p className="account-links">
        {t('choice.haveAccount')} <LangLink to="/login">{t('common.signIn')}</LangLink>
      </p>
    </AccountPage>
  );
}
