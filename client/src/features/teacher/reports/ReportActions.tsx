import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { reports, type AnyCall } from '@codeyard/shared-schema';
import { ApiError, type CallInput } from '../../../api/client';
import { useAlerts } from '../../../ui/alerts';
import { TextField } from '../../../ui/forms';
import { Icon } from '../../../ui/kit/icons';
import { useFormCall } from '../../../ui/use-form-call';
import { downloadFile } from '../../../api/download';

/** One "(file)" report call as a button: the browser saves the .xlsx under the server's name. */
export function ExportButton<D extends AnyCall>({
  call,
  input,
  label,
  testId,
}: {
  call: D;
  input: CallInput<D>;
  label: string;
  testId: string;
}) {
  const { t } = useTranslation('teacher');
  const alerts = useAlerts();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const name = await downloadFile(call, input);
      alerts.show('success', t('reports.downloaded', { name }));
    } catch (error) {
      alerts.show('danger', error instanceof ApiError ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="button export-button"
      onClick={() => void run()}
      disabled={busy}
      data-testid={testId}
    >
      <Icon name="level" size={18} />
      {busy ? t('reports.preparing') : label}
    </button>
  );
}

/**
 * A student's reports: the four spreadsheets of §7.6 that concern one student, and the three that can be
 * mailed to the parent (`/share?parent_email=`). The teacher types the parent's email; the server sends the
 * file only when it is the student's own parent's, and its answer (sent, or why not) shows here.
 */
export function StudentReportActions({
  classroomId,
  studentId,
  courseId,
  studentName,
}: {
  classroomId: number;
  studentId: number;
  courseId: number | undefined;
  studentName: string;
}) {
  const { t } = useTranslation('teacher');
  const pair = { classroom_id: classroomId, student_profile_id: studentId };
  const course = courseId === undefined ? undefined : { profileId: studentId, courseId };
  return (
    <div className="report-actions" data-testid="student-report-actions">
      <h3 className="small-heading">{t('reports.studentFiles', { name: studentName })}</h3>
      <div className="export-row">
        <ExportButton
          call={reports.exportStudentDetailsExcel}
          input={{ params: pair }}
          label={t('reports.files.studentDetails')}
          testId="export-student-details"
        />
        <ExportButton
          call={reports.exportStudentSkillsExcel}
          input={{ params: pair }}
          label={t('reports.files.studentSkills')}
          testId="export-student-skills"
        />
        {course && (
          <>
            <ExportButton
              call={reports.generateStudentOverviewReport}
              input={{ params: course }}
              label={t('reports.files.overview')}
              testId="export-student-overview"
            />
            <ExportButton
              call={reports.generateStudentProjectsReport}
              input={{ params: course }}
              label={t('reports.files.projects')}
              testId="export-student-projects"
            />
          </>
        )}
      </div>
      <ShareForm classroomId={classroomId} studentId={studentId} courseId={courseId} />
    </div>
  );
}

type ShareKind = 'details' | 'overview' | 'projects';

function ShareForm({
  classroomId,
  studentId,
  courseId,
}: {
  classroomId: number;
  studentId: number;
  courseId: number | undefined;
}) {
  const { t } = useTranslation('teacher');
  const alerts = useAlerts();
  const [email, setEmail] = useState('');
  const [kind, setKind] = useState<ShareKind>('details');
  const details = useFormCall(reports.shareStudentDetailsExcel);
  const overview = useFormCall(reports.shareStudentOverviewReport);
  const projects = useFormCall(reports.shareStudentProjectsReport);
  const chosen = kind === 'details' ? details : kind === 'overview' ? overview : projects;
  const [answer, setAnswer] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAnswer(undefined);
    const query = { parent_email: email.trim() };
    const done =
      kind === 'details'
        ? await details.submit({ params: { classroom_id: classroomId, student_profile_id: studentId }, query })
        : courseId === undefined
          ? undefined
          : await (kind === 'overview' ? overview : projects).submit({
              params: { profileId: studentId, courseId },
              query,
            });
    if (done) {
      setAnswer(done.data.message);
      alerts.show('success', done.data.message);
    }
  };

  const kinds: ShareKind[] = courseId === undefined ? ['details'] : ['details', 'overview', 'projects'];
  return (
    <form className="share-form" onSubmit={(e) => void submit(e)} noValidate data-testid="share-form">
      <fieldset>
        <legend>{t('reports.shareTitle')}</legend>
        <p className="muted">{t('reports.shareLead')}</p>
        <div className="share-fields">
          <TextField
            label={t('reports.parentEmail')}
            type="email"
            dir="ltr"
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={chosen.errorOf('parent_email')}
            data-testid="share-email"
          />
          <div className="field">
            <label htmlFor={`share-kind-${studentId}`}>{t('reports.shareWhich')}</label>
            <select
              id={`share-kind-${studentId}`}
              value={kind}
              onChange={(e) => setKind(e.target.value as ShareKind)}
              data-testid="share-kind"
            >
              {kinds.map((k) => (
                <option key={k} value={k}>
                  {t(`reports.share.${k}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <button type="submit" className="button button-primary" disabled={chosen.busy} data-testid="share-submit">
          <Icon name="mail" size={18} />
          {t('reports.shareSend')}
        </button>
        {answer && (
          <p className="status-chip status-ok share-answer" role="status" data-testid="share-answer">
            <Icon name="check" size={18} />
            {answer}
          </p>
        )}
      </fieldset>
    </form>
  );
}
