import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CONTACT_REASONS, publicForms } from '@codeyard/shared-schema';
import { useAlerts } from '../../ui/alerts';
import { SelectField, TextAreaField, TextField } from '../../ui/forms';
import { LangLink } from '../../ui/LangLink';
import { useFormCall } from '../../ui/use-form-call';
import { Icon } from '../../ui/kit/icons';
import { PageHeader } from '../../ui/kit/states';
import { useFocusFirstError } from '../../ui/kit/use-focus-first-error';

type Reason = (typeof CONTACT_REASONS)[number];
const EMPTY = { name: '', email: '', reason: '' as Reason | '', message: '' };

/**
 * /contact : name, email, a reason (one must be selected) and a message; a green alert on success. A page
 * that sends here for one reason names it (?reason=school), and the choice starts there.
 */
export default function ContactPage() {
  const { t } = useTranslation('public');
  const alerts = useAlerts();
  const form = useFormCall(publicForms.contact);
  const [params] = useSearchParams();
  const [values, setValues] = useState(() => ({
    ...EMPTY,
    reason: CONTACT_REASONS.find((reason) => reason === params.get('reason')) ?? EMPTY.reason,
  }));
  const [sent, setSent] = useState<string | null>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, form.errors);
  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const answer = await form.submit({
      body: { ...values, name: values.name.trim(), email: values.email.trim(), reason: values.reason as Reason },
    });
    if (!answer) return;
    alerts.show('success', answer.data.message);
    setSent(answer.data.message);
    setValues(EMPTY);
    requestAnimationFrame(() => sentRef.current?.focus());
  }

  return (
    <section className="page page-narrow" aria-labelledby="contact-title">
      <PageHeader id="contact-title" icon="mail" title={t('contact.title')} lead={t('contact.lead')} />
      {sent ? (
        <div className="card state state-success" ref={sentRef} tabIndex={-1} role="status">
          <span className="state-icon" aria-hidden="true">
            <Icon name="check" size={44} />
          </span>
          <h2>{t('contact.sentTitle')}</h2>
          <p>{sent}</p>
          <div className="cta-row cta-center">
            <button type="button" className="button button-primary" onClick={() => setSent(null)}>
              {t('contact.again')}
            </button>
            <LangLink className="button" to="/">
              {t('contact.home')}
            </LangLink>
          </div>
        </div>
      ) : (
        <form ref={formRef} className="card form-card" onSubmit={(e) => void onSubmit(e)} noValidate>
          <TextField
            label={t('contact.name')}
            name="name"
            autoComplete="name"
            value={values.name}
            onChange={set('name')}
            error={form.errorOf('name')}
          />
          <TextField
            label={t('contact.email')}
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={set('email')}
            error={form.errorOf('email')}
          />
          <SelectField
            label={t('contact.reason')}
            name="reason"
            value={values.reason}
            onChange={set('reason')}
            error={form.errorOf('reason')}
          >
            <option value="">{t('contact.reasonPlaceholder')}</option>
            {CONTACT_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {t(`contact.reasons.${reason}`)}
              </option>
            ))}
          </SelectField>
          <TextAreaField
            label={t('contact.message')}
            name="message"
            rows={6}
            value={values.message}
            onChange={set('message')}
            error={form.errorOf('message')}
          />
          <button type="submit" className="button button-primary button-large button-block" disabled={form.busy}>
            {form.busy ? t('contact.sending') : t('contact.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
