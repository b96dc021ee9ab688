import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/use-session';
import { PageHeader } from '../../ui/kit/states';
import { DateRangeForm, SchoolReport, type Range } from './report';
import './school.css';

/** /reports : the school's statistics over a date range, classroom by classroom, its top students, the files. */
export default function ReportsPage() {
  const { t } = useTranslation('school');
  const session = useSession();
  const [range, setRange] = useState<Range>({});
  return (
    <section className="page" aria-labelledby="reports-title">
      <PageHeader
        id="reports-title"
        icon="book"
        title={t('report.title')}
        lead={session?.schoolName ? t('report.lead', { school: session.schoolName }) : t('report.leadNoSchool')}
      />
      <DateRangeForm value={range} onApply={setRange} />
      <SchoolReport range={range} linkClassrooms />
    </section>
  );
}
