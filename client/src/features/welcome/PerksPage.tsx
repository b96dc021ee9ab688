import { useTranslation } from 'react-i18next';
import { LangLink } from '../../ui/LangLink';
import { formatAmount, formatNumber, useLang } from '../../ui/kit/format';
import { Icon } from '../../ui/kit/icons';
import { PageHeader } from '../../ui/kit/states';
import { offerExample } from './offer-price';
import './welcome.css';
import { CheckList } from '../../ui/kit/CheckList';

/** /Perks : the perks programme: scholarships for families (the perks price) and training for teachers. */
export default function PerksPage() {
  const { t } = useTranslation('welcome');
  const lang = useLang();
  const example = offerExample('perks');
  const money = (cents: number) => t('money', { amount: formatAmount(cents / 100, lang) });

  return (
    <article className="page welcome-page" aria-labelledby="perks-title">
      <PageHeader id="perks-title" icon="heart" title={t('perks.title')} lead={t('perks.lead')} />
      <div className="welcome-columns">
        <section className="card welcome-offer" aria-labelledby="perks-scholarship">
          <h2 id="perks-scholarship">
            <Icon name="gift" size={28} />
            {t('perks.scholarshipTitle')}
          </h2>
          <p className="welcome-percent">{t('perks.percent', { percent: formatNumber(example.percent, lang) })}</p>
          <p>
            {t('perks.example', {
              before: money(example.beforeCents),
              after: money(example.afterCents),
            })}
          </p>
          <CheckList items={['who', 'how', 'keep'].map((key) => t(`perks.scholarship.${key}`))} />
          <LangLink className="button button-primary" to="/contact?reason=billing">
            <Icon name="mail" />
            {t('perks.apply')}
          </LangLink>
        </section>
        <section className="card welcome-offer" aria-labelledby="perks-training">
          <h2 id="perks-training">
            <Icon name="teacher" size={28} />
            {t('perks.trainingTitle')}
          </h2>
          <p>{t('perks.trainingLead')}</p>
          <CheckList items={['start', 'classes', 'review'].map((key) => t(`perks.training.${key}`))} />
          <LangLink className="button" to="/contact?reason=school">
            <Icon name="mail" />
            {t('perks.askTraining')}
          </LangLink>
        </section>
      </div>
    </article>
  );
}
