import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../ui/kit/icons';
import { LangLink } from '../../ui/LangLink';
import { AccountPage } from './parts/AccountPage';

/** /register: who is joining — a kid, a parent or a school. */
export default function RegisterChoiceScreen() {
  const { t } = useTranslation('accounts');
  const choices: { to: string; picture: IconName; title: string; body: string }[] = [
    { to: '/register/child', picture: 'child', title: t('choice.childTitle'), body: t('choice.childBody') },
    { to: '/register/parent', picture: 'parent', title: t('choice.parentTitle'), body: t('choice.parentBody') },
    { to: '/register/school', picture: 'school', title: t('choice.schoolTitle'), body: t('choice.schoolBody') },
  ];
  return (
    <AccountPage title={t('choice.title')} picture="rocket" intro={t('choice.intro')} wide>
      <ul className="acc-choice-list">
        {choices.map((c) => (
          <li key={c.to}>
            <LangLink to={c.to} className="acc-choice-card">
              <span className="acc-choice-picture">
                <Icon name={c.picture} size={48} />
              </span>
              <span className="acc-choice-title">{c.title}</span>
              <span className="acc-choice-body">{c.body}</span>
            </LangLink>
          </li>
        ))}
      </ul>
      <p className="account-links">
        {t('choice.haveAccount')} <LangLink to="/login">{t('common.signIn')}</LangLink>
      </p>
    </AccountPage>
  );
}
