import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Static } from 'typebox';
import { roster } from '@codeyard/shared-schema';
import { ApiError, callApi } from '../../../api/client';
import { useAlerts } from '../../../ui/alerts';
import { SelectField, TextField } from '../../../ui/forms';
import { useLang } from '../../../ui/kit/format';
import { Icon } from '../../../ui/kit/icons';
import { QueryView } from '../../../ui/kit/states';
import { useApiQuery } from '../../../ui/kit/use-api-query';
import { useFormCall } from '../../../ui/use-form-call';
import { CardsOffer, CredentialsTable, type GivenCredential } from './CardsOffer';

type Student = Static<typeof roster.RosterStudent>;

/**
 * One student of the classroom, chosen from the whole class list: rename them, change their username
 * (or take one the server suggests), give them a new password (their sessions end; the card is offered).
 */
export function StudentEditor({
  classroomId,
  preselect,
  onChanged,
}: {
  classroomId: number;
  preselect?: number;
  onChanged: () => void;
}) {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  const list = useApiQuery(roster.studentsInfoByTeacher, { query: { classroom_id: classroomId, lang } });
  const [chosen, setChosen] = useState<number | undefined>(preselect);
  return (
    <QueryView query={list}>
      {({ data }) => {
        const student = data.students.find((s) => s.student_profile_id === chosen);
        return (
          <div className="student-editor" data-testid="student-editor">
            <SelectField
              label={t('roster.whichStudent')}
              value={chosen ?? ''}
              onChange={(e) => setChosen(e.target.value ? Number(e.target.value) : undefined)}
              data-testid="edit-student-select"
            >
              <option value="">{t('roster.chooseStudent')}</option>
              {data.students.map((s) => (
                <option key={s.student_profile_id} value={s.student_profile_id}>
                  {`${s.first_name} ${s.last_name} (${s.username})`}
                </option>
              ))}
            </SelectField>
            {student && (
              <StudentForms
                key={student.student_profile_id}
                classroomId={classroomId}
                student={student}
                onChanged={() => {
                  list.reload();
                  onChanged();
                }}
              />
            )}
          </div>
        );
      }}
    </QueryView>
  );
}

function StudentForms({
  classroomId,
  student,
  onChanged,
}: {
  classroomId: number;
  student: Student;
  onChanged: () => void;
}) {
  const { t } = useTranslation('teacher');
  const alerts = useAlerts();
  const [names, setNames] = useState({ first_name: student.first_name, last_name: student.last_name });
  const [username, setUsername] = useState(student.username);
  const [passwords, setPasswords] = useState({ password: '', password_confirmation: '' });
  const [given, setGiven] = useState<GivenCredential>();
  const rename = useFormCall(roster.updateStudentName);
  const rename2 = useFormCall(roster.updateStudentUsername);
  const reset = useFormCall(roster.resetSchoolStudentPassword);
  const id = student.student_profile_id;

  const done = (message: string) => {
    alerts.show('success', message);
    onChanged();
  };

  return (
    <div className="student-forms">
      <form
        className="mini-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void rename
            .submit({
              body: {
                student_profile_id: id,
                first_name: names.first_name.trim(),
                ...(names.last_name.trim() ? { last_name: names.last_name.trim() } : {}),
              },
            })
            .then((a) => a && done(a.data.message));
        }}
      >
        <h4>{t('roster.rename')}</h4>
        <TextField
          label={t('roster.firstName')}
          value={names.first_name}
          onChange={(e) => setNames({ ...names, first_name: e.target.value })}
          error={rename.errorOf('first_name')}
        />
        <TextField
          label={t('roster.lastName')}
          value={names.last_name}
          onChange={(e) => setNames({ ...names, last_name: e.target.value })}
          error={rename.errorOf('last_name')}
        />
        <button type="submit" className="button button-primary" disabled={rename.busy}>
          {t('roster.saveName')}
        </button>
      </form>

      <form
        className="mini-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void rename2
            .submit({ params: { classroom: classroomId, student: id }, body: { username: username.trim() } })
            .then((a) => a && done(a.data.message));
        }}
      >
        <h4>{t('roster.changeUsername')}</h4>
        <TextField
          label={t('roster.username')}
          value={username}
          dir="ltr"
          onChange={(e) => setUsername(e.target.value)}
          error={rename2.errorOf('username')}
          data-testid="edit-username"
        />
        <div className="button-row">
          <button
            type="button"
            className="button"
            onClick={() => {
              callApi(roster.generateStudentUsername, {
                query: { name: `${student.first_name} ${student.last_name}`.trim() },
              })
                .then((a) => setUsername(a.data.username))
                .catch((error: unknown) =>
                  alerts.show('danger', error instanceof ApiError ? error.message : String(error)),
                );
            }}
          >
            <Icon name="sparkle" size={20} />
            {t('roster.suggestUsername')}
          </button>
          <button type="submit" className="button button-primary" disabled={rename2.busy}>
            {t('roster.saveUsername')}
          </button>
        </div>
      </form>

      <form
        className="mini-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void reset.submit({ body: { student_profile_id: id, ...passwords } }).then((a) => {
            if (!a) return;
            setGiven({
              first_name: a.data.student.first_name,
              last_name: a.data.student.last_name,
              username: a.data.student.username,
              password: passwords.password,
            });
            setPasswords({ password: '', password_confirmation: '' });
            done(a.data.message);
          });
        }}
      >
        <h4>{t('roster.resetPassword')}</h4>
        <TextField
          label={t('roster.newPassword')}
          type="password"
          autoComplete="new-password"
          value={passwords.password}
          onChange={(e) => setPasswords({ ...passwords, password: e.target.value })}
          error={reset.errorOf('password')}
        />
        <TextField
          label={t('roster.passwordAgain')}
          type="password"
          autoComplete="new-password"
          value={passwords.password_confirmation}
          onChange={(e) => setPasswords({ ...passwords, password_confirmation: e.target.value })}
          error={reset.errorOf('password_confirmation')}
        />
        <button
          type="submit"
          className="button button-primary"
          disabled={reset.busy}
          data-testid="reset-password-submit"
        >
          {t('roster.setPassword')}
        </button>
        {given && (
          <div className="roster-result" data-testid="password-given">
            <CredentialsTable credentials={[given]} caption={t('roster.resetPassword')} />
            <CardsOffer classroomId={classroomId} credentials={[given]} />
          </div>
        )}
      </form>
    </div>
  );
}
