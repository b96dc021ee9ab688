import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { admin } from '@codeyard/shared-schema';
import PageNotFound from '../../app/PageNotFound';
import { useLang } from '../../ui/kit/format';
import { Icon } from '../../ui/kit/icons';
import { PageHeader } from '../../ui/kit/states';
import { useApiQuery } from '../../ui/kit/use-api-query';
import { LangLink } from '../../ui/LangLink';
import { DateRangeForm, SchoolReport, type Range } from '../school';

/** /admin/report/{schoolId} : one of the multi-school administrator's schools, its report over a date range. */
export default function SchoolReportPage() {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const schoolId = Number(useParams().schoolId);
  const valid = Number.isInteger(schoolId) && schoolId > 0;
  const [range, setRange] = useState<Range>({});
  const schools = useApiQuery(admin.schoolSearch, { query: { lang } });
  if (!valid) return <PageNotFound />;
  const name = schools.data?.data.find((s) => s.id === schoolId)?.name;
  if (schools.data && !name) return <PageNotFound />;
  return (
    <section className="page" aria-labelledby="school-report-title">
      <p>
        <LangLink className="school-back" to="/admin">
          <Icon name="chevron" className="flip-back" size={20} />
          {t('report.back')}
        </LangLink>
      </p>
      <PageHeader
        id="school-report-title"
        icon="school"
        title={name ? t('report.schoolTitle', { school: name }) : t('report.schoolTitleNoName')}
        lead={t('report.schoolLead')}
      />
      <DateRangeForm value={range} onApply={setRange} />
      <SchoolReport schoolId={schoolId} range={range} />
    </section>
  );
}
