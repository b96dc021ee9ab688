import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Static } from 'typebox';
import { localiseIssues, reports, school, type Language } from '@codeyard/shared-schema';
import { ApiError } from '../../api/client';
import { useAlerts } from '../../ui/alerts';
import { formatDate, formatNumber, useLang } from '../../ui/kit/format';
import { Icon } from '../../ui/kit/icons';
import { EmptyState, QueryView } from '../../ui/kit/states';
import { useApiQuery } from '../../ui/kit/use-api-query';
import { LangLink } from '../../ui/LangLink';
import { downloadFile } from '../../api/download';
import './school.css';

/** A report's date range; both ends optional (no range: everything so far). */
export interface Range {
  from?: string;
  to?: string;
}

/** Today on this device, YYYY-MM-DD: the date inputs' upper bound. */
function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The report's date range (spec 000 §5): not after today, start before end, the end's error on `to`.
 * Checked here with the contract's own rule (so offline too, in the reader's language) before the report
 * is asked for; the server checks it again.
 */
export function DateRangeForm({ value, onApply }: { value: Range; onApply: (range: Range) => void }) {
  const { t } = useTranslation('school');
  const lang = useLang();
  const id = useId();
  const [from, setFrom] = useState(value.from ?? '');
  const [to, setTo] = useState(value.to ?? '');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const today = localToday();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const range: Range = { from: from || undefined, to: to || undefined };
    const found = localiseIssues(school.dateRangeIssues(range.from, range.to), lang);
    setErrors(found);
    if (Object.keys(found).length === 0) onApply(range);
  };
  const field = (name: 'from' | 'to', label: string, current: string, set: (v: string) => void) => {
    const error = errors[name]?.[0];
    return (
      <div className={`field${error ? ' field-invalid' : ''}`}>
        <label htmlFor={`${id}-${name}`}>{label}</label>
        <input
          id={`${id}-${name}`}
          type="date"
          name={name}
          value={current}
          max={today}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-${name}-error` : undefined}
          onChange={(e) => set(e.target.value)}
          data-testid={`range-${name}`}
        />
        {error && (
          <p id={`${id}-${name}-error`} className="field-error" role="alert" data-testid={`range-${name}-error`}>
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form className="card range-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="small-heading">
        {t('range.title')}
      </h2>
      <div className="range-row">
        {field('from', t('range.from'), from, setFrom)}
        {field('to', t('range.to'), to, setTo)}
        <div className="range-buttons">
          <button type="submit" className="button button-primary" data-testid="range-apply">
            {t('range.apply')}
          </button>
          {(value.from || value.to) && (
            <button
              type="button"
              className="button"
              onClick={() => {
                setFrom('');
                setTo('');
                setErrors({});
                onApply({});
              }}
            >
              {t('range.clear')}
            </button>
          )}
        </div>
      </div>
      <p className="muted range-now" aria-live="polite">
        {value.from || value.to
          ? t('range.showing', {
              from: value.from ? formatDate(value.from, lang) : t('range.start'),
              to: value.to ? formatDate(value.to, lang) : t('range.today'),
            })
          : t('range.all')}
      </p>
    </form>
  );
}

/** A button that downloads a report file; says why not in the red alert. */
export function ExportButton({
  label,
  download,
  primary,
  testId,
  hiddenLabel,
}: {
  label: string;
  /** Said to screen readers after the label (e.g. which classroom's file). */
  hiddenLabel?: string;
  download: () => Promise<unknown>;
  primary?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation('school');
  const alerts = useAlerts();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={`button${primary ? ' button-primary' : ''}`}
      disabled={busy}
      data-testid={testId}
      onClick={() => {
        setBusy(true);
        download()
          .catch((error: unknown) => {
            const message =
              error instanceof ApiError ? (Object.values(error.fieldErrors)[0]?.[0] ?? error.message) : String(error);
            alerts.show('danger', message);
          })
          .finally(() => setBusy(false));
      }}
    >
      <Icon name="book" size={20} />
      {busy ? t('export.busy') : label}
      {hiddenLabel && <span className="sr-only">: {hiddenLabel}</span>}
    </button>
  );
}

type Statistics = Static<typeof school.SchoolStatistics>;

const TILES = [
  ['teachers', 'teacher'],
  ['classrooms', 'school'],
  ['students', 'users'],
  ['active_students', 'child'],
  ['lessons_completed', 'check'],
  ['points', 'star'],
  ['projects_submitted', 'sparkle'],
  ['projects_approved', 'heart'],
] as const;

/** The school's numbers as tiles: big figure, short label. */
export function StatTiles({ stats, lang, testId }: { stats: Statistics; lang: Language; testId?: string }) {
  const { t } = useTranslation('school');
  return (
    <ul className="stat-grid" data-testid={testId}>
      {TILES.map(([key, icon]) => (
        <li key={key} className="card stat-tile" data-testid={`stat-${key}`}>
          <Icon name={icon} size={26} />
          <span className="stat-value">{formatNumber(stats[key], lang)}</span>
          <span className="stat-label">{t(`stats.${key}`)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The ten students with the most points (of one school, or of all the administrator's schools). */
export function TopStudents({ schoolId }: { schoolId?: number }) {
  const { t } = useTranslation('school');
  const lang = useLang();
  const query = useApiQuery(school.getTopStudentsBySchooladmin, { query: { school_id: schoolId, lang } });
  return (
    <section className="report-section" aria-labelledby="top-title">
      <h2 id="top-title">{t('top.title')}</h2>
      <QueryView query={query}>
        {({ data }) =>
          data.length === 0 ? (
            <p className="muted">{t('top.empty')}</p>
          ) : (
            <ol className="card top-list" data-testid="top-students">
              {data.map((s) => (
                <li key={s.student_profile_id}>
                  <span className="top-rank">{formatNumber(s.rank, lang)}</span>
                  <span className="top-name">
                    <bdi>{`${s.first_name} ${s.last_name}`.trim() || s.username}</bdi>
                  </span>
                  <span className="top-points">
                    {t('top.points', { count: s.points, n: formatNumber(s.points, lang) })}
                  </span>
                </li>
              ))}
            </ol>
          )
        }
      </QueryView>
    </section>
  );
}

/**
 * One school's report over a date range: its numbers, classroom by classroom (each classroom's students as a
 * file), its top students, and the whole report as a spreadsheet. `linkClassrooms` opens a classroom's page
 * (the school administrator's own screens).
 */
export function SchoolReport({
  schoolId,
  linkClassrooms,
  range,
}: {
  schoolId?: number;
  linkClassrooms?: boolean;
  range: Range;
}) {
  const { t } = useTranslation('school');
  const lang = useLang();
  const n = (v: number) => formatNumber(v, lang);
  const query = useApiQuery(school.getSchoolStatisticReport, {
    query: { school_id: schoolId, from: range.from, to: range.to, lang },
  });
  return (
    <>
      <div className="report-actions">
        <ExportButton
          primary
          label={t('export.school')}
          testId="export-school-report"
          download={() =>
            downloadFile(
              reports.generalSchoolReport,
              { query: { school_id: schoolId, from: range.from, to: range.to, lang } },
              'school-report.xlsx',
            )
          }
        />
      </div>
      <QueryView query={query}>
        {({ data }) => (
          <>
            <section className="report-section" aria-labelledby="stats-title">
              <h2 id="stats-title">{t('stats.title')}</h2>
              <StatTiles stats={data.totals} lang={lang} testId="report-stats" />
            </section>
            <section className="report-section" aria-labelledby="by-class-title">
              <h2 id="by-class-title">{t('report.byClassroom')}</h2>
              {data.classrooms.length === 0 ? (
                <EmptyState icon="school" title={t('report.noClassrooms')} />
              ) : (
                <div className="table-scroll card" role="region" aria-labelledby="by-class-title" tabIndex={0}>
                  <table className="data-table" data-testid="report-classrooms">
                    <thead>
                      <tr>
                        <th scope="col">{t('report.classroom')}</th>
                        <th scope="col">{t('report.teacher')}</th>
                        <th scope="col" className="num">
                          {t('stats.students')}
                        </th>
                        <th scope="col" className="num">
                          {t('stats.active_students')}
                        </th>
                        <th scope="col" className="num">
                          {t('stats.lessons_completed')}
                        </th>
                        <th scope="col" className="num">
                          {t('stats.points')}
                        </th>
                        <th scope="col" className="num">
                          {t('stats.projects_submitted')}
                        </th>
                        <th scope="col">{t('report.file')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.classrooms.map((c) => (
                        <tr key={c.classroom_id}>
                          <th scope="row">
                            {linkClassrooms ? (
                              <LangLink to={`/class-details/${c.classroom_id}/${c.teacher_profile_id}`}>
                                <bdi>{c.classroom_name}</bdi>
                              </LangLink>
                            ) : (
                              <bdi>{c.classroom_name}</bdi>
                            )}
                          </th>
                          <td>
                            <bdi>{c.teacher_name}</bdi>
                          </td>
                          <td className="num">{n(c.students)}</td>
                          <td className="num">{n(c.active_students)}</td>
                          <td className="num">{n(c.lessons_completed)}</td>
                          <td className="num">{n(c.points)}</td>
                          <td className="num">{n(c.projects_submitted)}</td>
                          <td>
                            <ClassroomExport
                              teacherId={c.teacher_profile_id}
                              classroomId={c.classroom_id}
                              name={c.classroom_name}
                              range={range}
                            />
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </section>
          </>
        )}
      </QueryView>
      <TopStudents schoolId={schoolId} />
    </>
  );
}

/** A classroom's students over the range, as a spreadsheet (GET /export-students-report-by-schooladmin). */
export function ClassroomExport({
  teacherId,
  classroomId,
  name,
  range,
}: {
  teacherId: number;
  classroomId: number;
  name: string;
  range: Range;
}) {
  const { t } = useTranslation('school');
  const lang = useLang();
  return (
    <ExportButton
      label={t('export.classroom')}
      hiddenLabel={name}
      testId={`export-classroom-${classroomId}`}
      download={() =>
        downloadFile(
          reports.exportStudentsReportBySchooladmin,
          { params: { teacherId, classroomId }, query: { from: range.from, to: range.to, lang } },
          'students.xlsx',
        )
      }
    />
  );
}
