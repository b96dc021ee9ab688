import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { roster } from '@codeyard/shared-schema';
import { ApiError, callApi } from '../../../api/client';
import { useAlerts } from '../../../ui/alerts';
import { TextField } from '../../../ui/forms';
import { Icon } from '../../../ui/kit/icons';
import { useFormCall } from '../../../ui/use-form-call';
import { CardsOffer, CredentialsTable, type GivenCredential } from './CardsOffer';

const EMPTY = { first_name: '', last_name: '', username: '', password: '', password_confirmation: '' };

/**
 * Adds one new student to the classroom (POST /teacher/add-school-student-to-classroom): names, a
 * username (or one the server suggests from the name) and the password twice. Then it shows the
 * sign-in and offers the card.
 */
export function AddStudentForm({ classroomId, onAdded }: { classroomId: number; onAdded: () => void }) {
  const { t } = useTranslation('teacher');
  const alerts = useAlerts();
  const [form, setForm] = useState(EMPTY);
  const [added, setAdded] = useState<GivenCredential>();
  const call = useFormCall(roster.addSchoolStudentToClassroom);
  const set = (field: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm({ ...form, [field]: e.target.value });

  const suggest = async () => {
    const name = `${form.first_name} ${form.last_name}`.trim();
    if (!name) return call.setErrors({ first_name: [t('roster.nameFirst')] });
    try {
      const answer = await callApi(roster.generateStudentUsername, { query: { name } });
      setForm((f) => ({ ...f, username: answer.data.username }));
    } catch (error) {
      alerts.show('danger', error instanceof ApiError ? error.message : String(error));
    }
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const answer = await call.submit({
      body: {
        classroom_id: classroomId,
        first_name: form.first_name.trim(),
        ...(form.last_name.trim() ? { last_name: form.last_name.trim() } : {}),
        username: form.username.trim(),
        password: form.password,
        password_confirmation: form.password_confirmation,
      },
    });
    if (!answer) return;
    alerts.show('success', answer.data.message);
    const s = answer.data.student;
    setAdded({ first_name: s.first_name, last_name: s.last_name, username: s.username, password: form.password });
    setForm(EMPTY);
    onAdded();
  };

  return (
    <>
      <form className="roster-form-grid" onSubmit={(e) => void submit(e)} noValidate data-testid="add-student-form">
        <TextField
          label={t('roster.firstName')}
          value={form.first_name}
          onChange={set('first_name')}
          error={call.errorOf('first_name')}
          autoComplete="off"
        />
        <TextField
          label={t('roster.lastName')}
          value={form.last_name}
          onChange={set('last_name')}
          error={call.errorOf('last_name')}
          autoComplete="off"
        />
        <div className="field-with-action">
          <TextField
            label={t('roster.username')}
            value={form.username}
            onChange={set('username')}
            error={call.errorOf('username')}
            autoComplete="off"
            dir="ltr"
          />
          <button type="button" className="button" onClick={() => void suggest()} data-testid="suggest-username">
            <Icon name="sparkle" size={20} />
            {t('roster.suggestUsername')}
          </button>
        </div>
        <TextField
          label={t('roster.password')}
          type="password"
          value={form.password}
          onChange={set('password')}
          error={call.errorOf('password')}
          autoComplete="new-password"
        />
        <TextField
          label={t('roster.passwordAgain')}
          type="password"
          value={form.password_confirmation}
          onChange={set('password_confirmation')}
          error={call.errorOf('password_confirmation')}
          autoComplete="new-password"
        />
        {call.errorOf('classroom_id') && (
          <p className="field-error" role="alert">
            {call.errorOf('classroom_id')}
          </p>
        )}
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={call.busy} data-testid="add-student-submit">
            <Icon name="check" size={20} />
            {call.busy ? t('controls.busy') : t('roster.addStudent')}
          </button>
        </div>
      </form>
      {added && (
        <div className="roster-result" data-testid="added-student">
          <CredentialsTable credentials={[added]} caption={t('roster.addedCaption')} />
          <CardsOffer classroomId={classroomId} credentials={[added]} />
        </div>
      )}
    </>
  );
}
