import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Static } from 'typebox';
import { roster } from '@codeyard/shared-schema';
import { useAlerts } from '../../ui/alerts';
import { TextField } from '../../ui/forms';
import { useLang } from '../../ui/kit/format';
import { PageHeader, QueryView } from '../../ui/kit/states';
import { useApiQuery } from '../../ui/kit/use-api-query';
import { useFormCall } from '../../ui/use-form-call';
import { sessionStore } from '../../session/session-store';
import '../../ui/teacher.css';
import './reports/reports.css';
import { ChangePasswordForm } from '../../ui/ChangePasswordForm';

type Account = Static<typeof roster.TeacherAccount>;

/**
 * /teacher/account-info: the teacher's own account (GET /teacher/get-teacher-info), editable
 * (POST /edit-teacher-info: names, email, phone, work email), and the password changed with the current
 * one (POST /reset-teacher-password). Errors are the contract's, beside their fields, in the user's language.
 */
export default function AccountInfoPage() {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  const account = useApiQuery(roster.teacherInfo, { query: { lang } });
  return (
    <section className="page page-narrow teacher-page" aria-labelledby="account-title">
      <PageHeader id="account-title" icon="shield" title={t('account.title')} lead={t('account.lead')} />
      <QueryView query={account}>
        {({ data }) => (
          <div className="account-forms">
            <AccountForm key={JSON.stringify(data)} account={data} onSaved={account.reload} />
            <ChangePasswordForm call={roster.resetTeacherPassword} />
          </div>
        )}
      </QueryView>
    </section>
  );
}

function AccountForm({ account, onSaved }: { account: Account; onSaved: () => void }) {
  const { t } = useTranslation('teacher');
  const alerts = useAlerts();
  const call = useFormCall(roster.editTeacherInfo);
  const [form, setForm] = useState({
    first_name: account.first_name,
    last_name: account.last_name,
    email: account.email ?? '',
    phone: account.phone ?? '',
    b12_email: account.b12_email ?? '',
  });
  const set = (field: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm((f) => ({ ...f, [field]: e.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Only what changed is sent: a field left empty that was empty stays unset.
    const before = {
      first_name: account.first_name,
      last_name: account.last_name,
      email: account.email ?? '',
      phone: account.phone ?? '',
      b12_email: account.b12_email ?? '',
    };
    const body = Object.fromEntries(
      (Object.keys(form) as (keyof typeof form)[])
        .filter((k) => form[k].trim() !== before[k])
        .map((k) => [k, form[k].trim()]),
    );
    if (Object.keys(body).length === 0) {
      alerts.show('success', t('account.nothingChanged'));
      return;
    }
    const done = await call.submit({ body });
    if (done) {
      alerts.show('success', done.data.message);
      // The header greets the teacher by the session's name: it follows the new one at once.
      const { first_name, last_name } = done.data.teacher;
      sessionStore.update({ firstName: first_name, lastName: last_name, teacherName: `${first_name} ${last_name}` });
      onSaved();
    }
  };

  return (
    <form className="card" onSubmit={(e) => void submit(e)} noValidate data-testid="account-form">
      <h2>{t('account.details')}</h2>
      <p className="muted">
        {t('account.usernameLine')} <bdi className="ltr">{account.username}</bdi> · {account.school.name}
      </p>
      <TextField
        label={t('account.firstName')}
        name="first_name"
        value={form.first_name}
        onChange={set('first_name')}
        error={call.errorOf('first_name')}
        autoComplete="given-name"
      />
      <TextField
        label={t('account.lastName')}
        name="last_name"
        value={form.last_name}
        onChange={set('last_name')}
        error={call.errorOf('last_name')}
        autoComplete="family-name"
      />
      <TextField
        label={t('account.email')}
        name="email"
        type="email"
        dir="ltr"
        value={form.email}
        onChange={set('email')}
        error={call.errorOf('email')}
        autoComplete="email"
      />
      <TextField
        label={t('account.phone')}
        name="phone"
        type="tel"
        dir="ltr"
        value={form.phone}
        onChange={set('phone')}
        error={call.errorOf('phone')}
        hint={t('account.phoneHint')}
        autoComplete="tel"
      />
      <TextField
        label={t('account.workEmail')}
        name="b12_email"
        type="email"
        dir="ltr"
        value={form.b12_email}
        onChange={set('b12_email')}
        error={call.errorOf('b12_email')}
      />
      <button type="submit" className="button button-primary" disabled={call.busy} data-testid="account-save">
        {t('account.save')}
      </button>
    </form>
  );
}
