import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Static } from 'typebox';
import { admin, type Language } from '@codeyard/shared-schema';
import { formatNumber, locale, useLang } from '../../ui/kit/format';
import { Icon } from '../../ui/kit/icons';
import { EmptyState, PageHeader, QueryView } from '../../ui/kit/states';
import { useApiQuery } from '../../ui/kit/use-api-query';
import { LangLink } from '../../ui/LangLink';

type School = Static<typeof admin.SchoolSummary>;
const DEBOUNCE_MS = 350;

/** A two-letter country code as a name in the reader's language ("EG" → "Egypt" / "مصر"); other values as given. */
function countryName(country: string, lang: Language): string {
  if (!/^[A-Za-z]{2}$/.test(country)) return country;
  try {
    return new Intl.DisplayNames([locale(lang)], { type: 'region' }).of(country.toUpperCase()) ?? country;
  } catch {
    return country;
  }
}

/**
 * /admin : a multi-school administrator searches their schools (GET /school/schools?search=), as they type, and
 * opens one school's report or the all-schools report.
 */
export default function SchoolSearchPage() {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');

  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(text.trim()), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  const query = useApiQuery(admin.schoolSearch, { query: { search: search || undefined, lang } });

  return (
    <section className="page" aria-labelledby="schools-title">
      <PageHeader id="schools-title" icon="school" title={t('schools.title')} lead={t('schools.lead')}>
        <LangLink to="/admin/report" className="button button-primary" data-testid="all-schools-report">
          {t('report.allTitle')}
          <Icon name="chevron" className="flip-forward" />
        </LangLink>
      </PageHeader>
      <form
        className="search-box"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setSearch(text.trim());
        }}
      >
        <label htmlFor="school-search" className="sr-only">
          {t('schools.searchLabel')}
        </label>
        <Icon name="search" size={24} className="search-icon" />
        <input
          id="school-search"
          type="search"
          value={text}
          maxLength={100}
          placeholder={t('schools.searchPlaceholder')}
          autoComplete="off"
          onChange={(e) => setText(e.target.value)}
        />
        {text && (
          <button
            type="button"
            className="button"
            onClick={() => {
              setText('');
              setSearch('');
            }}
          >
            {t('schools.clear')}
          </button>
        )}
      </form>
      <QueryView query={query}>
        {({ data }) =>
          data.length === 0 ? (
            search ? (
              <EmptyState icon="search" title={t('schools.noResultsTitle', { search })}>
                <p>{t('schools.noResultsBody')}</p>
              </EmptyState>
            ) : (
              <EmptyState icon="school" title={t('schools.emptyTitle')}>
                <p>{t('schools.emptyBody')}</p>
              </EmptyState>
            )
          ) : (
            <>
              <p className="count-line" role="status">
                {t('schools.found', { count: data.length, n: formatNumber(data.length, lang) })}
              </p>
              <ul className="school-grid">
                {data.map((school) => (
                  <li key={school.id}>
                    <SchoolCard school={school} lang={lang} />
                  </li>
                ))}
              </ul>
            </>
          )
        }
      </QueryView>
    </section>
  );
}

function SchoolCard({ school, lang }: { school: School; lang: Language }) {
  const { t } = useTranslation('admin');
  const n = (value: number) => formatNumber(value, lang);
  const place = [school.city, school.country ? countryName(school.country, lang) : null]
    .filter(Boolean)
    .join(lang === 'ar' ? '، ' : ', ');
  return (
    <article className="card school-card" aria-labelledby={`school-${school.id}`}>
      <span className="audience-icon" aria-hidden="true">
        <Icon name="school" size={30} />
      </span>
      <h2 id={`school-${school.id}`}>{school.name}</h2>
      <p className="muted">{place || t('schools.noPlace')}</p>
      <ul className="school-facts">
        <li>
          <Icon name="teacher" size={22} />
          {t('schools.teachers', { count: school.teacher_count, n: n(school.teacher_count) })}
        </li>
        <li>
          <Icon name="users" size={22} />
          {t('schools.students', { count: school.student_count, n: n(school.student_count) })}
        </li>
      </ul>
      <LangLink
        to={`/admin/report/${school.id}`}
        className="button button-block school-report-link"
        data-testid={`school-report-${school.id}`}
      >
        {t('report.open')}
        <span className="sr-only">: {school.name}</span>
        <Icon name="chevron" className="flip-forward" />
      </LangLink>
    </article>
  );
}
