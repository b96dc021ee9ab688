import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reports } from '@codeyard/shared-schema';
import { formatNumber, useLang } from '../../ui/kit/format';
import { Icon } from '../../ui/kit/icons';
import { EmptyState, PageHeader, QueryView } from '../../ui/kit/states';
import { useApiQuery } from '../../ui/kit/use-api-query';
import { LangLink } from '../../ui/LangLink';
import { downloadFile } from '../../api/download';
import { DateRangeForm, ExportButton, StatTiles, TopStudents, type Range } from '../school';

const COLUMNS = [
  'teachers',
  'classrooms',
  'students',
  'active_students',
  'lessons_completed',
  'points',
  'projects_submitted',
  'projects_approved',
] as const;

/** /admin/report : every school of the multi-school administrator side by side over a date range, and the file. */
export default function AllSchoolsReportPage() {
  const { t } = useTranslation('admin');
  const { t: ts } = useTranslation('school');
  const lang = useLang();
  const [range, setRange] = useState<Range>({});
  const query = useApiQuery(reports.generalSchoolReportView, { query: { from: range.from, to: range.to, lang } });
  const n = (v: number) => formatNumber(v, lang);

  return (
    <section className="page" aria-labelledby="all-report-title">
      <p>
        <LangLink className="school-back" to="/admin">
          <Icon name="chevron" className="flip-back" size={20} />
          {t('report.back')}
        </LangLink>
      </p>
      <PageHeader id="all-report-title" icon="school" title={t('report.allTitle')} lead={t('report.allLead')} />
      <DateRangeForm value={range} onApply={setRange} />
      <div className="report-actions">
        <ExportButton
          primary
          label={t('report.exportAll')}
          testId="export-all-schools"
          download={() =>
            downloadFile(
              reports.generalSchoolReportAll,
              { query: { from: range.from, to: range.to, lang } },
              'all-schools.xlsx',
            )
          }
        />
      </div>
      <QueryView query={query}>
        {({ data }) => {
          if (data.schools.length === 0) return <EmptyState icon="school" title={t('schools.emptyTitle')} />;
          const totals = Object.fromEntries(
            COLUMNS.map((key) => [key, data.schools.reduce((sum, s) => sum + s[key], 0)]),
          ) as Record<(typeof COLUMNS)[number], number>;
          return (
            <>
              <section className="report-section" aria-labelledby="all-stats-title">
                <h2 id="all-stats-title">{t('report.together')}</h2>
                <StatTiles stats={{ ...totals, from: data.from, to: data.to, school_ids: [] }} lang={lang} />
              </section>
              <section className="report-section" aria-labelledby="by-school-title">
                <h2 id="by-school-title">{t('report.bySchool')}</h2>
                <div className="table-scroll card" role="region" aria-labelledby="by-school-title" tabIndex={0}>
                  <table className="data-table" data-testid="all-schools-table">
                    <thead>
                      <tr>
                        <th scope="col">{t('report.school')}</th>
                        {COLUMNS.map((key) => (
                          <th key={key} scope="col" className="num">
                            {ts(`stats.${key}`)}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {data.schools.map((s) => (
                        <tr key={s.school_id}>
                          <th scope="row">
                            <LangLink to={`/admin/report/${s.school_id}`}>
                              <bdi>{s.school_name}</bdi>
                            </LangLink>
                          </th>
                          {COLUMNS.map((key) => (
                            <td key={key} className="num">
                              {n(s[key])}
                            </td>
                          ))}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </section>
            </>
          );
        }}
      </QueryView>
      <TopStudents />
    </section>
  );
}
