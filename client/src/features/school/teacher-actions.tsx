import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { school, roster } from '@codeyard/shared-schema';
import { ApiError, callApi } from '../../api/client';
import { useAlerts } from '../../ui/alerts';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { SelectField, TextField } from '../../ui/forms';
import { Icon } from '../../ui/kit/icons';
import { QueryView } from '../../ui/kit/states';
import { useApiQuery } from '../../ui/kit/use-api-query';
import { useFormCall } from '../../ui/use-form-call';
import { LangLink } from '../../ui/LangLink';
import { useLang } from '../../ui/kit/format';

/** The few facts of a teacher every action needs. */
export interface TeacherRef {
  teacher_profile_id: number;
  username: string;
  first_name: string;
  last_name: string;
  status: 'active' | 'disabled';
  student_count: number;
}

export const teacherName = (t: { first_name: string; last_name: string; username: string }) =>
  `${t.first_name} ${t.last_name}`.trim() || t.username;

const PASSWORD_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A new password to hand to a teacher: 10 letters and digits, none easy to misread (no l, 1, O, 0). */
export function newPassword(length = 10): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  let out = '';
  for (const byte of bytes) out += PASSWORD_ALPHABET[byte % PASSWORD_ALPHABET.length];
  // At least one digit and one letter, whatever the draw gave.
  return /\d/.test(out) && /[a-z]/i.test(out) ? out : newPassword(length);
}

/** Adds a teacher to the administrator's school (POST /school/add-school-teacher). */
export function AddTeacherForm({
  schoolId,
  onDone,
  onCancel,
}: {
  schoolId: number;
  onDone: (username: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('school');
  const form = useFormCall(school.addSchoolTeacher);
  const alerts = useAlerts();
  const [v, setV] = useState({
    first_name: '',
    last_name: '',
    parent_email: '',
    teacher_phone_number: '',
    username: '',
    password: '',
    password_confirmation: '',
  });
  const set = (key: keyof typeof v) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setV((old) => ({ ...old, [key]: e.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await form.submit({
      body: {
        first_name: v.first_name.trim(),
        last_name: v.last_name.trim(),
        parent_email: v.parent_email.trim(),
        teacher_phone_number: v.teacher_phone_number.trim() || undefined,
        username: v.username.trim(),
        password: v.password,
        password_confirmation: v.password_confirmation,
        school_id: schoolId,
      },
    });
    if (answer) {
      alerts.show('success', answer.data.message);
      onDone(v.username.trim());
    }
  };

  return (
    <form className="card teacher-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="add-teacher-title">
      <h2 id="add-teacher-title">{t('add.title')}</h2>
      <div className="form-grid">
        <TextField
          label={t('form.firstName')}
          value={v.first_name}
          onChange={set('first_name')}
          error={form.errorOf('first_name')}
          autoComplete="off"
          required
        />
        <TextField
          label={t('form.lastName')}
          value={v.last_name}
          onChange={set('last_name')}
          error={form.errorOf('last_name')}
          autoComplete="off"
          required
        />
        <TextField
          label={t('form.email')}
          type="email"
          dir="ltr"
          value={v.parent_email}
          onChange={set('parent_email')}
          error={form.errorOf('parent_email')}
          autoComplete="off"
          required
        />
        <TextField
          label={t('form.phone')}
          type="tel"
          dir="ltr"
          value={v.teacher_phone_number}
          onChange={set('teacher_phone_number')}
          error={form.errorOf('teacher_phone_number')}
          hint={t('form.optional')}
          autoComplete="off"
        />
        <TextField
          label={t('form.username')}
          dir="ltr"
          value={v.username}
          onChange={set('username')}
          error={form.errorOf('username')}
          autoComplete="off"
          required
        />
        <TextField
          label={t('form.password')}
          type="password"
          dir="ltr"
          value={v.password}
          onChange={set('password')}
          error={form.errorOf('password')}
          autoComplete="new-password"
          required
        />
        <TextField
          label={t('form.passwordConfirmation')}
          type="password"
          dir="ltr"
          value={v.password_confirmation}
          onChange={set('password_confirmation')}
          error={form.errorOf('password_confirmation')}
          autoComplete="new-password"
          required
        />
      </div>
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={form.busy} data-testid="add-teacher-submit">
          <Icon name="check" size={20} />
          {form.busy ? t('busy') : t('add.submit')}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}

/** Edits a teacher's name, email, phone and username (POST /school/edit-school-teacher-account). */
function EditTeacherForm({
  teacherId,
  onDone,
  onCancel,
}: {
  teacherId: number;
  onDone: () => void;
  onCancel: () => void;
}) {
  const lang = useLang();
  const query = useApiQuery(school.getTeacherInfoBySchooladmin, { params: { id: teacherId }, query: { lang } });
  return (
    <QueryView query={query}>
      {({ data }) => (
        <EditTeacherFields
          teacher={{
            first_name: data.first_name,
            last_name: data.last_name,
            parent_email: data.email ?? '',
            teacher_phone_number: data.phone ?? '',
            username: data.username,
          }}
          teacherId={teacherId}
          onDone={onDone}
          onCancel={onCancel}
        />
      )}
    </QueryView>
  );
}

function EditTeacherFields({
  teacher,
  teacherId,
  onDone,
  onCancel,
}: {
  teacher: {
    first_name: string;
    last_name: string;
    parent_email: string;
    teacher_phone_number: string;
    username: string;
  };
  teacherId: number;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('school');
  const id = useId();
  const alerts = useAlerts();
  const form = useFormCall(school.editSchoolTeacherAccount);
  const [v, setV] = useState(teacher);
  const set = (key: keyof typeof v) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setV((old) => ({ ...old, [key]: e.target.value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await form.submit({
      body: {
        teacher_profile_id: teacherId,
        first_name: v.first_name.trim(),
        last_name: v.last_name.trim(),
        parent_email: v.parent_email.trim(),
        teacher_phone_number: v.teacher_phone_number.trim() || null,
        username: v.username.trim(),
      },
    });
    if (answer) {
      alerts.show('success', answer.data.message);
      onDone();
    }
  };
  return (
    <form className="teacher-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('edit.title', { name: teacherName(teacher) })}</h3>
      <div className="form-grid">
        <TextField
          label={t('form.firstName')}
          value={v.first_name}
          onChange={set('first_name')}
          error={form.errorOf('first_name')}
        />
        <TextField
          label={t('form.lastName')}
          value={v.last_name}
          onChange={set('last_name')}
          error={form.errorOf('last_name')}
        />
        <TextField
          label={t('form.email')}
          type="email"
          dir="ltr"
          value={v.parent_email}
          onChange={set('parent_email')}
          error={form.errorOf('parent_email')}
        />
        <TextField
          label={t('form.phone')}
          type="tel"
          dir="ltr"
          value={v.teacher_phone_number}
          onChange={set('teacher_phone_number')}
          error={form.errorOf('teacher_phone_number')}
          hint={t('form.optional')}
        />
        <TextField
          label={t('form.username')}
          dir="ltr"
          value={v.username}
          onChange={set('username')}
          error={form.errorOf('username')}
        />
      </div>
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={form.busy}>
          <Icon name="check" size={20} />
          {form.busy ? t('busy') : t('edit.submit')}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}

type Asking = 'disable' | 'enable' | 'reset' | 'delete' | null;

/**
 * Every action on one teacher (spec 001 §7.7): edit, enable, disable (their sessions end at once), reset the
 * password (a new one, shown once), delete (only without students; the server's 409 says why not).
 */
export function TeacherActions({
  teacher,
  onChanged,
  onDeleted,
  showDetailsLink = true,
}: {
  teacher: TeacherRef;
  onChanged: () => void;
  onDeleted: () => void;
  showDetailsLink?: boolean;
}) {
  const { t } = useTranslation('school');
  const lang = useLang();
  const alerts = useAlerts();
  const [asking, setAsking] = useState<Asking>(null);
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [shownPassword, setShownPassword] = useState<string | null>(null);
  const name = teacherName(teacher);
  const active = teacher.status === 'active';

  const run = async (write: () => Promise<{ data: { message: string } }>, after: () => void) => {
    setBusy(true);
    try {
      const answer = await write();
      alerts.show('success', answer.data.message);
      after();
    } catch (error) {
      alerts.show('danger', error instanceof ApiError ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  const confirm = () => {
    const kind = asking;
    setAsking(null);
    const target = { body: { teacher_profile_id: teacher.teacher_profile_id } };
    if (kind === 'disable') void run(() => callApi(school.disableSchoolTeacherAccount, target), onChanged);
    if (kind === 'enable') void run(() => callApi(school.enableSchoolTeacherAccount, target), onChanged);
    if (kind === 'delete')
      void run(
        () =>
          callApi(school.deleteTeacherWithoutStudents, { params: { id: teacher.teacher_profile_id }, query: { lang } }),
        onDeleted,
      );
    if (kind === 'reset') {
      const password = newPassword();
      void run(
        () =>
          callApi(school.resetSchoolTeacherPassword, {
            body: { teacher_profile_id: teacher.teacher_profile_id, password, password_confirmation: password },
          }),
        () => setShownPassword(password),
      );
    }
  };

  const dialog: Record<Exclude<Asking, null>, { title: string; body: string; confirm: string }> = {
    disable: {
      title: t('actions.disableTitle', { name }),
      body: t('actions.disableBody'),
      confirm: t('actions.disable'),
    },
    enable: { title: t('actions.enableTitle', { name }), body: t('actions.enableBody'), confirm: t('actions.enable') },
    reset: { title: t('actions.resetTitle', { name }), body: t('actions.resetBody'), confirm: t('actions.reset') },
    delete: { title: t('actions.deleteTitle', { name }), body: t('actions.deleteBody'), confirm: t('actions.delete') },
  };

  return (
    <div className="teacher-actions" data-testid={`teacher-actions-${teacher.username}`}>
      <div className="action-row">
        {showDetailsLink && (
          <LangLink className="button" to={`/school/teachers/more/${teacher.teacher_profile_id}`}>
            <Icon name="teacher" size={20} />
            {t('actions.details')}
          </LangLink>
        )}
        <button type="button" className="button" aria-expanded={editing} onClick={() => setEditing((e) => !e)}>
          <Icon name="book" size={20} />
          {t('actions.edit')}
        </button>
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => setAsking(active ? 'disable' : 'enable')}
          data-testid={active ? 'teacher-disable' : 'teacher-enable'}
        >
          <Icon name={active ? 'lock' : 'unlock'} size={20} />
          {active ? t('actions.disable') : t('actions.enable')}
        </button>
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => setAsking('reset')}
          data-testid="teacher-reset"
        >
          <Icon name="shield" size={20} />
          {t('actions.reset')}
        </button>
        <button
          type="button"
          className="button button-danger"
          disabled={busy}
          onClick={() => setAsking('delete')}
          data-testid="teacher-delete"
        >
          <Icon name="alert" size={20} />
          {t('actions.delete')}
        </button>
      </div>
      {teacher.student_count > 0 && <p className="muted small">{t('actions.deleteHint')}</p>}
      {shownPassword && (
        <div className="card new-password" role="status" data-testid="new-password">
          <p>{t('actions.newPassword', { name })}</p>
          <p className="password-once">
            <bdi dir="ltr">{shownPassword}</bdi>
          </p>
          <p className="muted small">{t('actions.newPasswordOnce')}</p>
          <button type="button" className="button" onClick={() => setShownPassword(null)}>
            {t('actions.newPasswordDone')}
          </button>
        </div>
      )}
      {editing && (
        <EditTeacherForm
          teacherId={teacher.teacher_profile_id}
          onCancel={() => setEditing(false)}
          onDone={() => {
            setEditing(false);
            onChanged();
          }}
        />
      )}
      <ConfirmDialog
        open={asking !== null}
        title={asking ? dialog[asking].title : ''}
        confirmLabel={asking ? dialog[asking].confirm : ''}
        cancelLabel={t('cancel')}
        testId="teacher-dialog"
        onCancel={() => setAsking(null)}
        onConfirm={confirm}
      >
        <p>{asking ? dialog[asking].body : ''}</p>
      </ConfirmDialog>
    </div>
  );
}

/**
 * Moves a classroom, with its students and schedule, to another teacher of the same school
 * (POST /change-classroom-teacher/{classRoomId}/{teacher_id}). With `fromTeacherId` the classroom is one of
 * that teacher's; without, the administrator picks the teacher first.
 */
export function MoveClassroomForm({
  fromTeacherId,
  schoolId,
  onDone,
}: {
  fromTeacherId?: number;
  schoolId?: number;
  onDone: () => void;
}) {
  const { t } = useTranslation('school');
  const lang = useLang();
  const id = useId();
  const alerts = useAlerts();
  const teachers = useApiQuery(school.getTeachersBySchooladmin, { query: { school_id: schoolId, lang } });
  const [from, setFrom] = useState(fromTeacherId ? String(fromTeacherId) : '');
  const [classroomId, setClassroomId] = useState('');
  const [to, setTo] = useState('');
  const [problem, setProblem] = useState<{ field: string; text: string }>();
  const [busy, setBusy] = useState(false);
  const classrooms = useApiQuery(
    school.getTeacherClassroomsBySchooladmin,
    { params: { id: Number(from) || 1 }, query: { lang } },
    Boolean(from),
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!classroomId) return setProblem({ field: 'classroom', text: t('move.needClassroom') });
    if (!to) return setProblem({ field: 'to', text: t('move.needTeacher') });
    setProblem(undefined);
    setBusy(true);
    try {
      const answer = await callApi(roster.changeClassroomTeacher, {
        params: { classRoomId: Number(classroomId), teacher_id: Number(to) },
      });
      alerts.show('success', answer.data.message);
      setClassroomId('');
      setTo('');
      onDone();
    } catch (error) {
      alerts.show('danger', error instanceof ApiError ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="card move-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('move.title')}</h2>
      <p className="muted">{t('move.lead')}</p>
      <QueryView query={teachers}>
        {({ data: list }) => {
          const fromTeacher = list.find((x) => String(x.teacher_profile_id) === from);
          const others = list.filter(
            (x) => String(x.teacher_profile_id) !== from && (!fromTeacher || x.school_id === fromTeacher.school_id),
          );
          return (
            <div className="form-grid">
              {!fromTeacherId && (
                <SelectField
                  label={t('move.from')}
                  value={from}
                  onChange={(e) => {
                    setFrom(e.target.value);
                    setClassroomId('');
                    setTo('');
                  }}
                  data-testid="move-from"
                >
                  <option value="">{t('move.chooseTeacher')}</option>
                  {list.map((x) => (
                    <option key={x.teacher_profile_id} value={x.teacher_profile_id}>
                      {teacherName(x)}
                    </option>
                  ))}
                </SelectField>
              )}
              <SelectField
                label={t('move.classroom')}
                value={classroomId}
                onChange={(e) => setClassroomId(e.target.value)}
                error={problem?.field === 'classroom' ? problem.text : undefined}
                disabled={!from}
                data-testid="move-classroom"
              >
                <option value="">{t('move.chooseClassroom')}</option>
                {(from ? (classrooms.data?.data ?? []) : []).map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label={t('move.to')}
                value={to}
                onChange={(e) => setTo(e.target.value)}
                error={problem?.field === 'to' ? problem.text : undefined}
                disabled={!from}
                data-testid="move-to"
              >
                <option value="">{t('move.chooseTeacher')}</option>
                {others.map((x) => (
                  <option key={x.teacher_profile_id} value={x.teacher_profile_id}>
                    {teacherName(x)}
                  </option>
                ))}
              </SelectField>
              <div className="form-actions">
                <button type="submit" className="button button-primary" disabled={busy} data-testid="move-submit">
                  <Icon name="chevron" size={20} className="flip-forward" />
                  {busy ? t('busy') : t('move.submit')}
                </button>
              </div>
            </div>
          );
        }}
      </QueryView>
    </form>
  );
}
