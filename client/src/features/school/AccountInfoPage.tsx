import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { school, type ResponseOf } from '@codeyard/shared-schema';
import { sessionStore } from '../../session/session-store';
import { useAlerts } from '../../ui/alerts';
import { SelectField, TextField } from '../../ui/forms';
import { useLang } from '../../ui/kit/format';
import { Icon } from '../../ui/kit/icons';
import { PageHeader, QueryView } from '../../ui/kit/states';
import { useApiQuery } from '../../ui/kit/use-api-query';
import { useFormCall } from '../../ui/use-form-call';
import './school.css';
import { ChangePasswordForm } from '../../ui/ChangePasswordForm';

type Info = ResponseOf<typeof school.getSchooladminInfo>['data'];

const FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone_number',
  'school_name',
  'school_email',
  'school_phone_number',
  'website',
  'city',
  'address',
  'preferred_language',
] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

function valuesOf(info: Info): Values {
  return {
    first_name: info.first_name,
    last_name: info.last_name,
    email: info.email ?? '',
    phone_number: info.phone ?? '',
    school_name: info.school.name,
    school_email: info.school.email ?? '',
    school_phone_number: info.school.phone ?? '',
    website: info.school.website ?? '',
    city: info.school.city ?? '',
    address: info.school.address ?? '',
    preferred_language: info.school.preferred_language,
  };
}

/** /school/account-info : the administrator's own details and their school's, editable, and a password change. */
export default function AccountInfoPage() {
  const { t } = useTranslation('school');
  const lang = useLang();
  const query = useApiQuery(school.getSchooladminInfo, { query: { lang } });
  return (
    <section className="page page-narrow" aria-labelledby="account-title">
      <PageHeader id="account-title" icon="shield" title={t('account.title')} lead={t('account.lead')} />
      <QueryView query={query}>{({ data }) => <InfoForm info={data} onSaved={query.reload} />}</QueryView>
      <ChangePasswordForm call={school.resetSchooladminPassword} />
    </section>
  );
}

function InfoForm({ info, onSaved }: { info: Info; onSaved: () => void }) {
  const { t } = useTranslation('school');
  const alerts = useAlerts();
  const form = useFormCall(school.editSchooladminInfo);
  const [initial] = useState(() => valuesOf(info));
  const [v, setV] = useState(initial);
  const set = (key: Field) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setV((old) => ({ ...old, [key]: e.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Only what changed is sent: every field is optional, what is not sent stays as it is.
    const body: Partial<Values> = {};
    for (const key of FIELDS) if (v[key].trim() !== initial[key]) body[key] = v[key].trim();
    if (Object.keys(body).length === 0) return alerts.show('success', t('account.nothingChanged'));
    const answer = await form.submit({ body: body as never });
    if (answer) {
      alerts.show('success', answer.data.message);
      const saved = answer.data.info;
      sessionStore.update({
        firstName: saved.first_name,
        lastName: saved.last_name,
        schoolName: saved.school.name,
        parentEmail: saved.email,
      });
      onSaved();
    }
  };

  const text = (key: Field, label: string, extra: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <TextField label={label} value={v[key]} onChange={set(key)} error={form.errorOf(key)} {...extra} />
  );

  return (
    <form className="card account-form" onSubmit={(e) => void submit(e)} noValidate>
      <h2 className="small-heading">{t('account.you')}</h2>
      <p className="muted">
        {t('teachers.username')}: <bdi className="ltr">{info.username}</bdi>
      </p>
      <div className="form-grid">
        {text('first_name', t('form.firstName'), { autoComplete: 'given-name' })}
        {text('last_name', t('form.lastName'), { autoComplete: 'family-name' })}
        {text('email', t('form.email'), { type: 'email', dir: 'ltr', autoComplete: 'email' })}
        {text('phone_number', t('form.phone'), { type: 'tel', dir: 'ltr', autoComplete: 'tel' })}
      </div>
      <h2 className="small-heading">{t('account.school')}</h2>
      <div className="form-grid">
        {text('school_name', t('account.schoolName'))}
        {text('school_email', t('form.email'), { type: 'email', dir: 'ltr' })}
        {text('school_phone_number', t('form.phone'), { type: 'tel', dir: 'ltr' })}
        {text('website', t('account.website'), { type: 'url', dir: 'ltr' })}
        {text('city', t('account.city'))}
        {text('address', t('account.address'))}
        <SelectField
          label={t('account.language')}
          value={v.preferred_language}
          onChange={set('preferred_language')}
          error={form.errorOf('preferred_language')}
        >
          <option value="en" lang="en">
            English
          </option>
          <option value="ar" lang="ar">
            العربية
          </option>
        </SelectField>
      </div>
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={form.busy} data-testid="account-save">
          <Icon name="check" size={20} />
          {form.busy ? t('busy') : t('account.save')}
        </button>
      </div>
    </form>
  );
}
