import { useTranslation } from 'react-i18next';
import { AGES, TRIAL } from '@codeyard/shared-schema';
import { LangLink } from '../../ui/LangLink';
import { formatNumber, useLang } from '../../ui/kit/format';
import { Icon, type IconName } from '../../ui/kit/icons';
import { PageHeader } from '../../ui/kit/states';
import './welcome.css';
import { CheckList } from '../../ui/kit/CheckList';

type Path = 'school' | 'home' | 'parent' | 'teacher';

/** Who is starting, the sign of their path, and where its first step leads. */
const PATHS: { key: Path; icon: IconName; to: string; steps: readonly string[] }[] = [
  { key: 'school', icon: 'school', to: '/login', steps: ['card', 'signIn', 'map', 'offline'] },
  { key: 'home', icon: 'child', to: '/register/child', steps: ['join', 'free', 'parent'] },
  { key: 'parent', icon: 'parent', to: '/register/parent', steps: ['join', 'children', 'plan'] },
  { key: 'teacher', icon: 'teacher', to: '/schoolBusiness', steps: ['school', 'classes', 'review'] },
];

/** /startLearning : the first steps, for each person who starts (a child at school or at home, a parent, a teacher). */
export default function StartLearningPage() {
  const { t } = useTranslation('welcome');
  const lang = useLang();
  const n = (value: number) => formatNumber(value, lang);
  const free = t('start.freeLessons', { count: TRIAL.freeLessons, n: n(TRIAL.freeLessons) });

  return (
    <article className="page welcome-page" aria-labelledby="start-title">
      <PageHeader
        id="start-title"
        icon="sparkle"
        title={t('start.title')}
        lead={t('start.lead', { min: n(AGES.platformMin), max: n(AGES.platformMax) })}
      />
      <ol className="welcome-paths">
        {PATHS.map((path) => (
          <li key={path.key} className="card welcome-path">
            <h2>
              <span className="audience-icon" aria-hidden="true">
                <Icon name={path.icon} size={30} />
              </span>
              {t(`start.paths.${path.key}.title`)}
            </h2>
            <ol className="welcome-steps">
              {path.steps.map((step) => (
                <li key={step}>{t(`start.paths.${path.key}.steps.${step}`, { free, min: n(AGES.registerMin) })}</li>
              ))}
            </ol>
            <LangLink className="button button-primary" to={path.to}>
              {t(`start.paths.${path.key}.go`)}
              <Icon name="chevron" className="flip-forward" />
            </LangLink>
          </li>
        ))}
      </ol>
      <section className="card welcome-band" aria-labelledby="start-which">
        <span className="audience-icon" aria-hidden="true">
          <Icon name="book" size={30} />
        </span>
        <div>
          <h2 id="start-which">{t('start.whichTitle')}</h2>
          <CheckList items={['young', 'middle', 'older'].map((age) => t(`start.which.${age}`))} />
          <LangLink className="button" to="/courses">
            {t('start.seeCourses')}
          </LangLink>
        </div>
      </section>
    </article>
  );
}
