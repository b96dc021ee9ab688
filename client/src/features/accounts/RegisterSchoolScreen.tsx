import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMINGS, accounts, normalisePhone, type BodyOf } from '@codeyard/shared-schema';
import { currentLanguage } from '../../i18n/language';
import { useAlerts } from '../../ui/alerts';
import { SelectField, TextAreaField, TextField } from '../../ui/forms';
import { LangLink, useLangNavigate } from '../../ui/LangLink';
import { useFormCall } from '../../ui/use-form-call';
import { AccountPage, Notice } from './parts/AccountPage';
import { CountrySelect } from './parts/CountrySelect';
import { everyFieldError, useStrayErrors, withoutEmpty } from './parts/form-helpers';
import { PasswordFields } from './parts/PasswordFields';
import { Says } from './parts/Says';
import { UsernameField } from './parts/UsernameField';

type Body = BodyOf<typeof accounts.schoolAdminRegister>;
type Values = Record<Exclude<keyof Body, 'subscription_type' | 'preferred_language'>, string> & {
  preferred_language: 'en' | 'ar';
};

const SHOWN: (keyof Body)[] = [
  'name',
  'abbreviation',
  'website',
  'phone_number',
  'parent_email',
  'address',
  'country',
  'city',
  'email',
  'username',
  'first_name',
  'last_name',
  'password',
  'password_confirmation',
  'schooladmin_phone_number',
  'preferred_language',
  'subscription_type',
];

/**
 * /register/school: the single school sign-up form (every field of POST /school/schooladmin-register),
 * in two groups: the school, then the administrator's own account. Then /login after 70 seconds.
 */
export default function RegisterSchoolScreen() {
  const { t } = useTranslation('accounts');
  const alerts = useAlerts();
  const form = useFormCall(accounts.schoolAdminRegister);
  const [done, setDone] = useState<string | null>(null);
  const [v, setValues] = useState<Values>({
    name: '',
    abbreviation: '',
    website: '',
    phone_number: '',
    parent_email: '',
    address: '',
    country: '',
    city: '',
    email: '',
    username: '',
    first_name: '',
    last_name: '',
    password: '',
    password_confirmation: '',
    schooladmin_phone_number: '',
    preferred_language: currentLanguage(),
  });
  const set = (patch: Partial<Values>) => setValues((old) => ({ ...old, ...patch }));
  useStrayErrors(form.errors, SHOWN);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const body = withoutEmpty<Body>(
      {
        ...v,
        name: v.name.trim(),
        abbreviation: v.abbreviation.trim(),
        website: v.website.trim(),
        phone_number: normalisePhone(v.phone_number.trim()),
        parent_email: v.parent_email.trim(),
        address: v.address.trim(),
        city: v.city.trim(),
        email: v.email.trim(),
        username: v.username.trim(),
        first_name: v.first_name.trim(),
        last_name: v.last_name.trim(),
        schooladmin_phone_number: normalisePhone(v.schooladmin_phone_number.trim()),
        subscription_type: 'free',
      },
      ['abbreviation', 'website'],
    );
    const focusFirstError = () =>
      window.setTimeout(() => document.querySelector<HTMLElement>('.account-page [aria-invalid="true"]')?.focus(), 0);
    const mistakes = everyFieldError(accounts.schoolAdminRegister, body);
    if (Object.keys(mistakes).length > 0) {
      form.setErrors(mistakes);
      focusFirstError();
      return;
    }
    const answer = await form.submit({ body });
    if (!answer) {
      // Errors sit beside their fields; bring the first one into view.
      focusFirstError();
      return;
    }
    alerts.show('success', answer.data.message);
    setDone(body.username);
  }

  if (done) return <SchoolDone username={done} />;

  const text = (field: keyof Values, label: string, extra: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <TextField
      label={label}
      name={field}
      required={label.endsWith('*')}
      value={v[field]}
      onChange={(e) => set({ [field]: e.target.value } as Partial<Values>)}
      error={form.errorOf(field)}
      {...extra}
    />
  );

  return (
    <AccountPage title={t('school.title')} picture="school" intro={t('school.intro')} wide>
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="acc-school-form">
        <fieldset className="acc-form-group">
          <legend>{t('school.schoolGroup')}</legend>
          <div className="acc-form-grid">
            {text('name', t('school.name'), { autoComplete: 'organization', autoFocus: true })}
            {text('abbreviation', t('school.abbreviation'))}
            {text('parent_email', t('school.schoolEmail'), { type: 'email', autoComplete: 'off' })}
            {text('phone_number', t('school.schoolPhone'), { type: 'tel', inputMode: 'tel', autoComplete: 'off' })}
            {text('website', t('school.website'), {
              type: 'url',
              className: 'ltr',
              dir: 'ltr',
              inputMode: 'url',
              autoComplete: 'url',
            })}
            <CountrySelect
              label={t('school.country')}
              value={v.country}
              onChange={(country) => set({ country })}
              error={form.errorOf('country')}
            />
            {text('city', t('school.city'), { autoComplete: 'address-level2' })}
            <SelectField
              label={t('school.preferredLanguage')}
              name="preferred_language"
              value={v.preferred_language}
              onChange={(e) => set({ preferred_language: e.target.value as 'en' | 'ar' })}
              error={form.errorOf('preferred_language')}
            >
              <option value="en">{t('languages.en')}</option>
              <option value="ar">{t('languages.ar')}</option>
            </SelectField>
          </div>
          <TextAreaField
            label={t('school.address')}
            name="address"
            required
            rows={2}
            autoComplete="street-address"
            value={v.address}
            onChange={(e) => set({ address: e.target.value })}
            error={form.errorOf('address')}
          />
        </fieldset>
        <fieldset className="acc-form-group">
          <legend>{t('school.accountGroup')}</legend>
          <p className="muted">{t('school.accountHint')}</p>
          <div className="acc-form-grid">
            {text('first_name', t('school.firstName'), { autoComplete: 'given-name' })}
            {text('last_name', t('school.lastName'), { autoComplete: 'family-name' })}
            {text('email', t('school.adminEmail'), { type: 'email', autoComplete: 'email' })}
            {text('schooladmin_phone_number', t('school.adminPhone'), {
              type: 'tel',
              inputMode: 'tel',
              autoComplete: 'tel',
            })}
          </div>
          <UsernameField
            label={t('school.username')}
            value={v.username}
            onChange={(username) => set({ username })}
            formError={form.errorOf('username')}
          />
          <div className="acc-form-grid">
            <PasswordFields
              value={v}
              onChange={(p) => set(p)}
              errorOf={form.errorOf}
              labels={{ password: t('school.password'), confirmation: t('school.passwordConfirmation') }}
            />
          </div>
        </fieldset>
        <div className="account-actions">
          <button type="submit" className="button button-primary acc-button-big" disabled={form.busy}>
            {form.busy ? t('common.wait') : t('school.submit')}
          </button>
        </div>
      </form>
      <p className="account-links">
        {t('choice.haveAccount')} <LangLink to="/login">{t('common.signIn')}</LangLink>
      </p>
    </AccountPage>
  );
}

/** The school is signed up: a countdown to /login (70 seconds, spec 000 §2) and a way to go now. */
function SchoolDone({ username }: { username: string }) {
  const { t } = useTranslation('accounts');
  const navigate = useLangNavigate();
  const total = Math.round(TIMINGS.redirectAfterSchoolSignUpMs / 1000);
  const [left, setLeft] = useState(total);

  useEffect(() => {
    const started = Date.now();
    const timer = window.setInterval(() => {
      const remaining = Math.max(0, total - Math.floor((Date.now() - started) / 1000));
      setLeft(remaining);
    }, 500);
    const leave = window.setTimeout(() => navigate('/login', { replace: true }), TIMINGS.redirectAfterSchoolSignUpMs);
    return () => {
      window.clearInterval(timer);
      window.clearTimeout(leave);
    };
    // Once, when the school is signed up.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <AccountPage title={t('school.doneTitle')} picture="party">
      <Notice kind="success">
        <Says k="school.doneBody" values={{ username }} />
      </Notice>
      <p className="acc-countdown" role="timer">
        {t('school.countdown', { count: left })}
      </p>
      <div className="account-actions">
        <LangLink className="button button-primary acc-button-big" to="/login" replace autoFocus>
          {t('school.goNow')}
        </LangLink>
      </div>
    </AccountPage>
  );
}
