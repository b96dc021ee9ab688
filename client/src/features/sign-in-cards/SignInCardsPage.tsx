import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { pictureSignIn, teacher, type Language } from '@codeyard/shared-schema';
import { ApiError, callApi } from '../../api/client';
import { useSession } from '../../session/use-session';
import { useAlerts } from '../../ui/alerts';
import { formatNumber, useLang } from '../../ui/kit/format';
import { PageHeader, QueryView } from '../../ui/kit/states';
import { useApiQuery } from '../../ui/kit/use-api-query';
import { LangLink } from '../../ui/LangLink';
import { Picture } from '../classroom-sign-in';
import {
  cardsOf,
  credentialsFrom,
  keepCardCredentials,
  keptCardCredentials,
  pagesOf,
  type CardCredential,
} from './credentials';
import './sign-in-cards.css';

/**
 * /teacher/classrooms-details/{id}/cards: one card per student to print (issue 13), with the school, the
 * class, the child's name, username and first password (when the page was given them: router state or
 * this tab's session storage, see credentials.ts) and, for a picture class, the class code, its address
 * and the child's picture. The browser prints it (A4, 8 cards a page, dashed cut lines): it shapes Arabic
 * correctly and works offline. The teacher also turns picture sign-in on or off here.
 */
export default function SignInCardsPage() {
  const { t, i18n } = useTranslation('sign-in-cards');
  const lang = useLang();
  const classroomId = Number(useParams().id);
  const session = useSession();
  const location = useLocation();
  const [given] = useState<CardCredential[] | undefined>(() => {
    const fromState = credentialsFrom(location.state);
    if (fromState) keepCardCredentials(classroomId, fromState);
    return fromState ?? keptCardCredentials(classroomId);
  });
  const [cardLang, setCardLang] = useState<Language>(lang);
  const summary = useApiQuery(
    teacher.teacherClassroomsSummary,
    { params: { schoolId: session?.schoolId ?? 0 }, query: { classroom_number: 50, lang } },
    Boolean(session?.schoolId),
  );
  const state = useApiQuery(pictureSignIn.teacherPictureSignIn, { params: { id: classroomId } });

  return (
    <section className="page sign-in-cards-page" aria-labelledby="cards-title">
      <div className="cards-screen-only">
        <PageHeader id="cards-title" icon="teacher" title={t('title')} lead={t('lead')} />
        <p>
          <LangLink to={`/teacher/classrooms-details/${classroomId}`}>{t('back')}</LangLink>
        </p>
      </div>
      <QueryView query={state}>
        {({ data: classState }) => (
          <QueryView query={summary}>
            {({ data: school }) => {
              const classroom = school.classrooms.find((c) => c.id === classroomId);
              const cards = cardsOf(classState.students, given);
              return (
                <>
                  <Controls
                    classroomId={classroomId}
                    pictureOn={classState.picture_sign_in}
                    cardLang={cardLang}
                    setCardLang={setCardLang}
                    count={cards.length}
                    hasPasswords={cards.some((c) => c.password)}
                    onChanged={state.reload}
                  />
                  <Cards
                    lang={cardLang}
                    school={school.school.name}
                    classroom={classroom?.name ?? ''}
                    code={classState.picture_sign_in ? classState.sign_in_code : null}
                    cards={cards}
                    t={i18n.getFixedT(cardLang, 'sign-in-cards')}
                    pictureName={i18n.getFixedT(cardLang, 'classroom-sign-in')}
                  />
                </>
              );
            }}
          </QueryView>
        )}
      </QueryView>
    </section>
  );
}

function Controls({
  classroomId,
  pictureOn,
  cardLang,
  setCardLang,
  count,
  hasPasswords,
  onChanged,
}: {
  classroomId: number;
  pictureOn: boolean;
  cardLang: Language;
  setCardLang: (lang: Language) => void;
  count: number;
  hasPasswords: boolean;
  onChanged: () => void;
}) {
  const { t } = useTranslation('sign-in-cards');
  const lang = useLang();
  const alerts = useAlerts();
  const [busy, setBusy] = useState(false);

  async function toggle() {
    setBusy(true);
    try {
      await callApi(pictureSignIn.teacherSetPictureSignIn, {
        params: { id: classroomId },
        body: { enabled: !pictureOn },
      });
      onChanged();
    } catch (failure) {
      alerts.show('danger', failure instanceof ApiError ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="cards-screen-only cards-controls card">
      <p className="cards-count">{t('count', { count, n: formatNumber(count, lang) })}</p>
      {count > 0 && !hasPasswords && <p className="cards-note">{t('noPasswords')}</p>}
      <div className="cards-control-row">
        <label htmlFor="cards-language">{t('language')}</label>
        <select id="cards-language" value={cardLang} onChange={(e) => setCardLang(e.target.value as Language)}>
          <option value="en" lang="en">
            English
          </option>
          <option value="ar" lang="ar">
            العربية
          </option>
        </select>
      </div>
      <div className="cards-control-row">
        <span className="cards-control-label">{t('pictures.label')}</span>
        <span>{pictureOn ? t('pictures.on') : t('pictures.off')}</span>
        <button type="button" className="button" disabled={busy} onClick={() => void toggle()}>
          {pictureOn ? t('pictures.turnOff') : t('pictures.turnOn')}
        </button>
      </div>
      <button type="button" className="button button-primary cards-print" onClick={() => window.print()}>
        {t('print')}
      </button>
    </div>
  );
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

function Cards({
  lang,
  school,
  classroom,
  code,
  cards,
  t,
  pictureName,
}: {
  lang: Language;
  school: string;
  classroom: string;
  code: string | null;
  cards: CardCredential[];
  t: Translate;
  pictureName: Translate;
}) {
  // Without the scheme: shorter to copy from a card, and a browser adds it.
  const address = code ? `${window.location.host}/class/${code}` : null;
  return (
    <div className="cards-print-area" lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'}>
      {pagesOf(cards).map((page, p) => (
        <div className="cards-sheet" key={p}>
          {page.map((card) => (
            <article className="signin-card" key={card.username}>
              <div className="signin-card-text">
                <p className="signin-card-school">
                  <span>{t('card.school')}:</span> <bdi>{school}</bdi>
                </p>
                <p className="signin-card-class">
                  <span>{t('card.class')}:</span> <bdi>{classroom}</bdi>
                </p>
                <h2 className="signin-card-name">
                  <bdi>
                    {card.first_name} {card.last_name}
                  </bdi>
                </h2>
                <dl className="signin-card-secrets">
                  <dt>{t('card.username')}</dt>
                  <dd dir="ltr">{card.username}</dd>
                  <dt>{t('card.password')}</dt>
                  {card.password ? (
                    <dd dir="ltr">{card.password}</dd>
                  ) : (
                    <dd className="signin-card-blank">{t('card.passwordBlank')}</dd>
                  )}
                  {code && (
                    <>
                      <dt>{t('card.code')}</dt>
                      <dd dir="ltr" className="signin-card-code">
                        {code}
                      </dd>
                      <dt>{t('card.address')}</dt>
                      <dd dir="ltr" className="signin-card-address">
                        {address}
                      </dd>
                    </>
                  )}
                </dl>
              </div>
              {code && card.picture && (
                <div className="signin-card-picture">
                  <Picture name={card.picture} size={72} />
                  <span>{t('card.picture', { name: pictureName(`pictures.${card.picture}`) })}</span>
                </div>
              )}
            </article>
          ))}
        </div>
      ))}
    </div>
  );
}
