import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { roster } from '@codeyard/shared-schema';
import { ApiError } from '../../../api/client';
import { useAlerts } from '../../../ui/alerts';
import { formatNumber, useLang } from '../../../ui/kit/format';
import { Icon } from '../../../ui/kit/icons';
import { CardsOffer, CredentialsTable } from './CardsOffer';
import { IMPORT_ACCEPT, importClassList, type ImportAnswer } from './import-call';

type Step =
  { kind: 'choose' } | { kind: 'preview'; file: File; answer: ImportAnswer } | { kind: 'done'; answer: ImportAnswer };

/**
 * Imports a class list (.xlsx or .csv, at most 5 MB, one name a row): the server first answers what it
 * would create (preview=true, nothing written), the teacher confirms, and the new usernames and first
 * passwords are shown once, with the way to print them as sign-in cards. Every problem the server finds
 * (duplicates, names already in the class, the seat limit, a file too big) is listed as it says it.
 */
export function ImportStudents({ classroomId, onImported }: { classroomId: number; onImported: () => void }) {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  const alerts = useAlerts();
  const ids = useId();
  const input = useRef<HTMLInputElement>(null);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  const send = async (file: File, preview: boolean) => {
    setBusy(true);
    setProblems([]);
    try {
      const answer = await importClassList(classroomId, file, preview);
      if (preview) setStep({ kind: 'preview', file, answer });
      else {
        alerts.show('success', answer.data.message);
        setStep({ kind: 'done', answer });
        onImported();
      }
    } catch (error) {
      if (error instanceof ApiError) {
        const listed = error.fieldErrors[roster.IMPORT_FILE.field] ?? Object.values(error.fieldErrors).flat();
        setProblems(listed.length > 0 ? listed : [error.message]);
      } else setProblems([String(error)]);
      setStep({ kind: 'choose' });
      if (input.current) input.current.value = '';
    } finally {
      setBusy(false);
    }
  };

  const students = step.kind === 'choose' ? [] : step.answer.data.students;
  const count = students.length;
  return (
    <div className="import-students" data-testid="import-students">
      <div className={`field${problems.length ? ' field-invalid' : ''}`}>
        <label htmlFor={`${ids}-file`}>{t('roster.importFile')}</label>
        <input
          ref={input}
          id={`${ids}-file`}
          type="file"
          accept={IMPORT_ACCEPT}
          disabled={busy}
          aria-describedby={problems.length ? `${ids}-problems` : `${ids}-hint`}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void send(file, true);
          }}
          data-testid="import-file"
        />
        <p id={`${ids}-hint`} className="field-hint">
          {t('roster.importHint')}
        </p>
        {problems.length > 0 && (
          <ul id={`${ids}-problems`} className="field-error import-problems" role="alert" data-testid="import-problems">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        )}
      </div>

      {busy && <p aria-live="polite">{t('controls.busy')}</p>}

      {step.kind === 'preview' && (
        <div className="roster-result" data-testid="import-preview">
          <h4>{t('roster.previewTitle', { count, n: formatNumber(count, lang) })}</h4>
          <div className="table-scroll" role="region" aria-label={t('roster.previewTable')} tabIndex={0}>
            <table className="data-table teacher-table">
              <caption className="sr-only">{t('roster.previewTable')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('roster.row')}</th>
                  <th scope="col">{t('roster.studentName')}</th>
                  <th scope="col">{t('roster.username')}</th>
                </tr>
              </thead>
              <tbody>
                {students.map((s) => (
                  <tr key={s.row}>
                    <td>{formatNumber(s.row, lang)}</td>
                    <th scope="row">
                      <bdi>{`${s.first_name} ${s.last_name}`.trim()}</bdi>
                    </th>
                    <td>
                      <bdi dir="ltr" className="ltr">
                        {s.username}
                      </bdi>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="form-actions">
            <button
              type="button"
              className="button"
              onClick={() => {
                setStep({ kind: 'choose' });
                if (input.current) input.current.value = '';
              }}
            >
              {t('roster.cancel')}
            </button>
            <button
              type="button"
              className="button button-primary"
              disabled={busy}
              onClick={() => void send(step.file, false)}
              data-testid="import-confirm"
            >
              <Icon name="check" size={20} />
              {t('roster.importConfirm', { count, n: formatNumber(count, lang) })}
            </button>
          </div>
        </div>
      )}

      {step.kind === 'done' && (
        <div className="roster-result" data-testid="import-done">
          <h4>{t('roster.importedTitle', { count, n: formatNumber(count, lang) })}</h4>
          <p className="muted">{t('roster.passwordsOnce')}</p>
          <CardsOffer
            classroomId={classroomId}
            credentials={students.map((s) => ({
              first_name: s.first_name,
              last_name: s.last_name,
              username: s.username,
              ...(s.password ? { password: s.password } : {}),
            }))}
          />
          <CredentialsTable
            caption={t('roster.importedTitle', { count, n: formatNumber(count, lang) })}
            credentials={students.map((s) => ({ ...s, password: s.password ?? undefined }))}
          />
        </div>
      )}
    </div>
  );
}
