import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { normalisePhone, publicForms } from '@codeyard/shared-schema';
import { useAlerts } from '../../ui/alerts';
import { TextField } from '../../ui/forms';
import { LangLink } from '../../ui/LangLink';
import { useFormCall } from '../../ui/use-form-call';
import { Icon } from '../../ui/kit/icons';
import { PageHeader } from '../../ui/kit/states';
import { useFocusFirstError } from '../../ui/kit/use-focus-first-error';

/**
 * /start-early : a school asks for a demo (POST /school-book-demo).
 * /start-early/:email/:name/:school/:phone : the landing link of a campaign, prefilled from the address;
 * the person checks the details and sends them (POST /landingDemo).
 */
export default function StartEarlyPage() {
  const params = useParams();
  const prefilled = params.email !== undefined;
  const { t } = useTranslation('public');
  const [sent, setSent] = useState<string | null>(null);
  const sentRef = useRef<HTMLDivElement>(null);

  const onSent = (message: string) => {
    setSent(message);
    requestAnimationFrame(() => sentRef.current?.focus());
  };

  return (
    <section className="page demo-page" aria-labelledby="demo-title">
      <PageHeader
        id="demo-title"
        icon="school"
        title={prefilled ? t('demo.landingTitle') : t('demo.title')}
        lead={prefilled ? t('demo.landingLead') : t('demo.lead')}
      />
      <div className="demo-layout">
        {sent ? (
          <div className="card state state-success" ref={sentRef} tabIndex={-1} role="status">
            <span className="state-icon" aria-hidden="true">
              <Icon name="check" size={44} />
            </span>
            <h2>{t('demo.sentTitle')}</h2>
            <p>{sent}</p>
            <LangLink className="button button-primary" to="/">
              {t('demo.home')}
            </LangLink>
          </div>
        ) : prefilled ? (
          <LandingDemoForm
            initial={{
              email: params.email ?? '',
              name: params.name ?? '',
              school: params.school ?? '',
              phone: params.phone ?? '',
            }}
            onSent={onSent}
          />
        ) : (
          <BookDemoForm onSent={onSent} />
        )}
        <aside className="card demo-steps" aria-labelledby="demo-steps-title">
          <h2 id="demo-steps-title">{t('demo.stepsTitle')}</h2>
          <ol className="steps">
            {(['contact', 'show', 'try'] as const).map((key) => (
              <li key={key}>{t(`demo.steps.${key}`)}</li>
            ))}
          </ol>
        </aside>
      </div>
    </section>
  );
}

/** The example number stays left-to-right inside Arabic text. */
function PhoneHint() {
  const { t } = useTranslation('public');
  return (
    <>
      {t('demo.phoneHint')} <bdi dir="ltr">+201001234567</bdi>
    </>
  );
}

function BookDemoForm({ onSent }: { onSent: (message: string) => void }) {
  const { t } = useTranslation('public');
  const alerts = useAlerts();
  const form = useFormCall(publicForms.schoolBookDemo);
  const [values, setValues] = useState({ organisation_name: '', school_email: '', phone: '' });
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, form.errors);
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const answer = await form.submit({
      body: {
        organisation_name: values.organisation_name.trim(),
        school_email: values.school_email.trim(),
        phone: normalisePhone(values.phone.trim()),
      },
    });
    if (!answer) return;
    alerts.show('success', answer.data.message);
    onSent(answer.data.message);
  }

  return (
    <form ref={formRef} className="card form-card" onSubmit={(e) => void onSubmit(e)} noValidate>
      <TextField
        label={t('demo.organisation')}
        name="organisation_name"
        autoComplete="organization"
        value={values.organisation_name}
        onChange={set('organisation_name')}
        error={form.errorOf('organisation_name')}
      />
      <TextField
        label={t('demo.schoolEmail')}
        name="school_email"
        type="email"
        autoComplete="email"
        value={values.school_email}
        onChange={set('school_email')}
        error={form.errorOf('school_email')}
      />
      <TextField
        label={t('demo.phone')}
        name="phone"
        type="tel"
        autoComplete="tel"
        hint={<PhoneHint />}
        value={values.phone}
        onChange={set('phone')}
        error={form.errorOf('phone')}
      />
      <button type="submit" className="button button-primary button-large button-block" disabled={form.busy}>
        {form.busy ? t('demo.sending') : t('demo.submit')}
      </button>
    </form>
  );
}

function LandingDemoForm({
  initial,
  onSent,
}: {
  initial: { email: string; name: string; school: string; phone: string };
  onSent: (message: string) => void;
}) {
  const { t } = useTranslation('public');
  const alerts = useAlerts();
  const form = useFormCall(publicForms.landingDemo);
  const [values, setValues] = useState(initial);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, form.errors);
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const answer = await form.submit({
      body: {
        name: values.name.trim(),
        email: values.email.trim(),
        school: values.school.trim(),
        phone: normalisePhone(values.phone.trim()),
      },
    });
    if (!answer) return;
    alerts.show('success', answer.data.message);
    onSent(answer.data.message);
  }

  return (
    <form ref={formRef} className="card form-card" onSubmit={(e) => void onSubmit(e)} noValidate>
      <TextField
        label={t('demo.name')}
        name="name"
        autoComplete="name"
        value={values.name}
        onChange={set('name')}
        error={form.errorOf('name')}
      />
      <TextField
        label={t('demo.email')}
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={set('email')}
        error={form.errorOf('email')}
      />
      <TextField
        label={t('demo.school')}
        name="school"
        autoComplete="organization"
        value={values.school}
        onChange={set('school')}
        error={form.errorOf('school')}
      />
      <TextField
        label={t('demo.phone')}
        name="phone"
        type="tel"
        autoComplete="tel"
        hint={<PhoneHint />}
        value={values.phone}
        onChange={set('phone')}
        error={form.errorOf('phone')}
      />
      <button type="submit" className="button button-primary button-large button-block" disabled={form.busy}>
        {form.busy ? t('demo.sending') : t('demo.submit')}
      </button>
    </form>
  );
}
