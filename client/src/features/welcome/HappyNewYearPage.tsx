import { useTranslation } from 'react-i18next';
import { SAVINGS_CAP_PERCENT } from '@codeyard/shared-schema';
import { LangLink } from '../../ui/LangLink';
import { formatAmount, formatNumber, useLang } from '../../ui/kit/format';
import { Icon } from '../../ui/kit/icons';
import { offerExample } from './offer-price';
import './welcome.css';
import { CheckList } from '../../ui/kit/CheckList';

/** /HappyNewYear : the new-year sale, its price worked out by the pricing module, and the way to the plans. */
export default function HappyNewYearPage() {
  const { t } = useTranslation('welcome');
  const lang = useLang();
  const example = offerExample('newYear');
  const money = (cents: number) => t('money', { amount: formatAmount(cents / 100, lang) });

  return (
    <article className="page welcome-page" aria-labelledby="new-year-title">
      <section className="hero welcome-hero">
        <div className="hero-text">
          <p className="badge">{t('newYear.badge')}</p>
          <h1 id="new-year-title">{t('newYear.title')}</h1>
          <p className="lead">{t('newYear.lead', { percent: formatNumber(example.percent, lang) })}</p>
          <div className="cta-row">
            <LangLink className="button button-primary button-large" to="/Pricing">
              {t('newYear.plans')}
              <Icon name="chevron" className="flip-forward" />
            </LangLink>
            <LangLink className="button button-large" to="/courses">
              {t('newYear.courses')}
            </LangLink>
          </div>
        </div>
        <FireworksPicture />
      </section>
      <section className="card welcome-band" aria-labelledby="new-year-how">
        <span className="audience-icon" aria-hidden="true">
          <Icon name="gift" size={30} />
        </span>
        <div>
          <h2 id="new-year-how">{t('newYear.howTitle')}</h2>
          <p>{t('newYear.example', { before: money(example.beforeCents), after: money(example.afterCents) })}</p>
          <CheckList
            items={[
              t('newYear.how.every'),
              t('newYear.how.cap', { cap: formatNumber(SAVINGS_CAP_PERCENT, lang) }),
              t('newYear.how.assisted'),
            ]}
          />
        </div>
      </section>
    </article>
  );
}

/** Three bursts over a little town at night. Decorative only. */
function FireworksPicture() {
  const burst = (cx: number, cy: number, colour: string) =>
    Array.from({ length: 8 }, (_, i) => {
      const angle = (i * Math.PI) / 4;
      return (
        <line
          key={i}
          x1={cx + Math.cos(angle) * 8}
          y1={cy + Math.sin(angle) * 8}
          x2={cx + Math.cos(angle) * 26}
          y2={cy + Math.sin(angle) * 26}
          stroke={colour}
          strokeWidth="5"
          strokeLinecap="round"
        />
      );
    });
  return (
    <svg className="hero-picture" viewBox="0 0 320 260" aria-hidden="true" focusable="false">
      <clipPath id="new-year-night">
        <rect x="10" y="10" width="300" height="240" rx="24" />
      </clipPath>
      <g clipPath="url(#new-year-night)">
        <rect x="10" y="10" width="300" height="240" fill="#2a4365" />
        {burst(90, 80, '#f6c43e')}
        {burst(200, 60, '#f687b3')}
        {burst(250, 130, '#9ae6b4')}
        <circle cx="60" cy="150" r="3" fill="#fefcbf" />
        <circle cx="150" cy="120" r="3" fill="#fefcbf" />
        <circle cx="290" cy="40" r="3" fill="#fefcbf" />
        <path
          d="M30 250v-60h40v-20h30v80zM110 250v-50h50v50zM170 250v-70h30l20-20 20 20v70zM250 250v-40h50v40z"
          fill="#1a202c"
        />
        <rect x="44" y="204" width="10" height="12" rx="2" fill="#f6e05e" />
        <rect x="128" y="214" width="10" height="12" rx="2" fill="#f6e05e" />
        <rect x="196" y="194" width="10" height="12" rx="2" fill="#f6e05e" />
        <rect x="266" y="222" width="10" height="12" rx="2" fill="#f6e05e" />
      </g>
    </svg>
  );
}
