import { useTranslation } from 'react-i18next';
import {
  ASSISTED_LEARNING_CENTS,
  centsToDollars,
  COURSE_PRICES_CENTS,
  DISCOUNT_PERCENT,
  dollarsToCents,
  learning,
  SAVINGS_CAP_PERCENT,
  siblingPriceCents,
  TRIAL,
} from '@codeyard/shared-schema';
import { LangLink } from '../../ui/LangLink';
import { BuyPanel } from '../parent';
import { formatAmount, formatNumber, formatPercent, useLang } from '../../ui/kit/format';
import { Icon } from '../../ui/kit/icons';
import { PageHeader } from '../../ui/kit/states';
import { useApiQuery } from '../../ui/kit/use-api-query';

/**
 * /Pricing : per-course prices (spec 001 §9.4), the assisted-learning add-on, the discounts and the free
 * trial, all from the one pricing module (shared-schema/src/pricing) that the checkout and the server use. The prices never wait for the network; the course names beside them come from the
 * catalogue when it answers.
 */
export default function PricingPage() {
  const { t } = useTranslation('public');
  const lang = useLang();
  const catalogue = useApiQuery(learning.curriculumOverview, { query: { lang } });
  const money = (cents: number) => t('money', { amount: formatAmount(centsToDollars(cents), lang) });
  const percent = (whole: number) => formatPercent(whole / 100, lang);
  const lessons = t('freeLessons', { count: TRIAL.freeLessons, n: formatNumber(TRIAL.freeLessons, lang) });

  const coursesAt = (priceCents: number) => {
    if (catalogue.data) {
      const titles = catalogue.data.data
        .filter((c) => dollarsToCents(c.price) === priceCents)
        .sort((a, b) => a.number - b.number)
        .map((c) => c.title);
      if (titles.length > 0)
        return (
          <ul className="tier-courses">
            {titles.map((title) => (
              <li key={title}>{title}</li>
            ))}
          </ul>
        );
    }
    if (catalogue.loading) return <span className="muted">{t('pricing.coursesLoading')}</span>;
    return <LangLink to="/courses">{t('pricing.coursesUnknown')}</LangLink>;
  };

  return (
    <section className="page" aria-labelledby="pricing-title">
      <PageHeader id="pricing-title" icon="star" title={t('pricing.title')} lead={t('pricing.lead')} />

      <div className="card trial-card">
        <span className="audience-icon" aria-hidden="true">
          <Icon name="gift" size={30} />
        </span>
        <div>
          <h2>{t('pricing.trialTitle')}</h2>
          <p>{t('pricing.trialBody', { lessons })}</p>
        </div>
        <LangLink className="button button-primary button-large" to="/register">
          {t('pricing.trialCta')}
        </LangLink>
      </div>

      <h2 id="price-table-title">{t('pricing.tableTitle')}</h2>
      <div className="table-scroll" role="region" aria-labelledby="price-table-title" tabIndex={0}>
        <table className="data-table price-table">
          <caption>{t('pricing.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('pricing.colCourses')}</th>
              <th scope="col" className="num">
                {t('pricing.colOne')}
              </th>
              <th scope="col" className="num">
                {t('pricing.colSeveral')}
              </th>
            </tr>
          </thead>
          <tbody>
            {COURSE_PRICES_CENTS.map((price) => (
              <tr key={price}>
                <td>{coursesAt(price)}</td>
                <td className="num">
                  <strong className="price">{money(price)}</strong>
                </td>
                <td className="num">
                  <strong className="price">{money(siblingPriceCents(price))}</strong>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <BuyPanel courses={catalogue.data?.data ?? []} />

      <div className="pricing-extras">
        <section className="card" aria-labelledby="addon-title">
          <h2 id="addon-title">
            <Icon name="teacher" size={28} />
            {t('pricing.addonTitle')}
          </h2>
          <p>{t('pricing.addonBody')}</p>
          <p className="price-line">
            <strong className="price">{t('pricing.addonPrice', { price: money(ASSISTED_LEARNING_CENTS) })}</strong>
          </p>
          <p className="muted">{t('pricing.addonNote')}</p>
        </section>

        <section className="card" aria-labelledby="discounts-title">
          <h2 id="discounts-title">
            <Icon name="heart" size={28} />
            {t('pricing.discountsTitle')}
          </h2>
          <dl className="discounts">
            <div>
              <dt>
                <span className="discount-chip">{percent(DISCOUNT_PERCENT.siblings)}</span>
                {t('pricing.siblings')}
              </dt>
              <dd>{t('pricing.siblingsBody', { percent: percent(DISCOUNT_PERCENT.siblings) })}</dd>
            </div>
            <div>
              <dt>
                <span className="discount-chip">{percent(DISCOUNT_PERCENT.multipleCourses)}</span>
                {t('pricing.multiple')}
              </dt>
              <dd>{t('pricing.multipleBody', { percent: percent(DISCOUNT_PERCENT.multipleCourses) })}</dd>
            </div>
            <div>
              <dt>
                <span className="discount-chip">{percent(DISCOUNT_PERCENT.coupon)}</span>
                {t('pricing.coupon')}
              </dt>
              <dd>{t('pricing.couponBody', { percent: percent(DISCOUNT_PERCENT.coupon) })}</dd>
            </div>
          </dl>
          <p className="muted">{t('pricing.discountNote', { cap: percent(SAVINGS_CAP_PERCENT) })}</p>
        </section>

        <section className="card" aria-labelledby="schools-title">
          <h2 id="schools-title">
            <Icon name="school" size={28} />
            {t('pricing.schoolsTitle')}
          </h2>
          <p>{t('pricing.schoolsBody')}</p>
          <LangLink className="button" to="/start-early">
            {t('pricing.schoolsCta')}
          </LangLink>
        </section>
      </div>
    </section>
  );
}
