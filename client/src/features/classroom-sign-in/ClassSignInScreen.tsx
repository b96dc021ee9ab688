import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { Static } from 'typebox';
import { pictureSignIn, translate } from '@codeyard/shared-schema';
import { ApiError, callApi } from '../../api/client';
import { signInWithAnswer } from '../../session/actions';
import { destinationAfterLogin } from '../../session/destinations';
import { formatNumber, useLang } from '../../ui/kit/format';
import { ErrorState, Loading } from '../../ui/kit/states';
import { useApiQuery } from '../../ui/kit/use-api-query';
import { LangLink, useLangNavigate } from '../../ui/LangLink';
import { gridKeyTarget } from './grid-keys';
import { Picture } from './pictures/pictures';
import './classroom-sign-in.css';

type ClassList = Static<typeof pictureSignIn.classPictureList.response>['data'];
type Child = ClassList['children'][number];

const COLUMNS = 3;
const AVATAR_COLOURS = ['#FDE68A', '#BBF7D0', '#BFDBFE', '#FBCFE8', '#DDD6FE', '#FED7AA'];

/**
 * /class/{code}: a young child signs in without typing (issue 13). First their name among the class's
 * (large cards: first name and last initial), then their own picture among nine; a wrong one says so
 * and lets them try again (the server limits the tries); the right one lands on Myworld.
 */
export default function ClassSignInScreen() {
  const { t } = useTranslation('classroom-sign-in');
  const lang = useLang();
  const code = (useParams().code ?? '').toUpperCase();
  const query = useApiQuery(pictureSignIn.classPictureList, { params: { code }, query: { lang } });
  const [child, setChild] = useState<Child | null>(null);

  if (query.error?.status === 404 || query.error?.status === 422) {
    return (
      <Frame title={t('class.title')}>
        <p className="class-lead" role="alert">
          {t('class.notFound')}
        </p>
        <p className="class-links">
          <LangLink to="/class">{t('class.otherCode')}</LangLink>
        </p>
      </Frame>
    );
  }
  if (query.error) return <ErrorState error={query.error} onRetry={query.reload} />;
  if (!query.data) return <Loading />;
  const list = query.data.data;

  if (child) return <PictureStep code={code} child={child} onBack={() => setChild(null)} />;
  return (
    <Frame title={t('class.title')} lead={t('class.intro')} sub={list.classroom_name}>
      <p className="class-count">
        {t('class.children', { count: list.children.length, n: formatNumber(list.children.length, lang) })}
      </p>
      <ul className="class-names">
        {list.children.map((c, i) => (
          <li key={c.student_profile_id}>
            <button type="button" className="class-name-card" onClick={() => setChild(c)}>
              <Avatar child={c} colour={AVATAR_COLOURS[i % AVATAR_COLOURS.length]!} />
              <span className="class-name" dir="auto">
                {c.first_name} {c.last_initial && `${c.last_initial}.`}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <p className="class-links">
        <LangLink to="/login">{t('class.password')}</LangLink>
      </p>
    </Frame>
  );
}

function Frame({
  title,
  lead,
  sub,
  children,
  headingRef,
}: {
  title: string;
  lead?: string;
  sub?: string;
  children: React.ReactNode;
  headingRef?: React.Ref<HTMLHeadingElement>;
}) {
  return (
    <section className="page class-sign-in" aria-labelledby="class-title">
      <div className="card class-card">
        {sub && (
          <p className="class-room" dir="auto">
            {sub}
          </p>
        )}
        <h1 id="class-title" ref={headingRef} tabIndex={-1}>
          {title}
        </h1>
        {lead && <p className="class-lead">{lead}</p>}
        {children}
      </div>
    </section>
  );
}

function Avatar({ child, colour }: { child: Child; colour: string }) {
  if (child.avatar) return <img className="class-avatar" src={child.avatar} alt="" />;
  return (
    <span className="class-avatar" style={{ background: colour }} aria-hidden="true">
      {[...child.first_name][0]}
    </span>
  );
}

function PictureStep({ code, child, onBack }: { code: string; child: Child; onBack: () => void }) {
  const { t } = useTranslation('classroom-sign-in');
  const lang = useLang();
  const navigate = useLangNavigate();
  const [focused, setFocused] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const heading = useRef<HTMLHeadingElement>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => heading.current?.focus(), []);

  async function choose(picture: string) {
    if (busy) return;
    setBusy(true);
    setError(undefined);
    try {
      const answer = await callApi(pictureSignIn.classPictureSignIn, {
        params: { code },
        query: { lang },
        body: { student_profile_id: child.student_profile_id, picture: picture as never },
      });
      const session = signInWithAnswer(answer);
      navigate(destinationAfterLogin(session), { replace: true });
    } catch (failure) {
      setBusy(false);
      if (failure instanceof ApiError) setError(failure.first('picture') ?? failure.message);
      else setError(translate(lang, 'errors.server'));
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const target = gridKeyTarget(event.key, index, child.pictures.length, COLUMNS, rtl);
    if (target === null) return;
    event.preventDefault();
    setFocused(target);
    buttons.current[target]?.focus();
  }

  return (
    <Frame title={t('picture.title', { name: child.first_name })} lead={t('picture.intro')} headingRef={heading}>
      <div className="class-pictures" role="group" aria-label={t('picture.group')} aria-busy={busy}>
        {child.pictures.map((picture, index) => (
          <button
            key={picture}
            ref={(el) => {
              buttons.current[index] = el;
            }}
            type="button"
            className="class-picture"
            tabIndex={index === focused ? 0 : -1}
            aria-label={t(`pictures.${picture}`)}
            onFocus={() => setFocused(index)}
            onKeyDown={(e) => onKeyDown(e, index)}
            onClick={() => void choose(picture)}
          >
            <Picture name={picture} size={88} />
          </button>
        ))}
      </div>
      <p className="class-status" role={error ? 'alert' : 'status'}>
        {error ?? (busy ? t('picture.checking') : '')}
      </p>
      <p className="class-links">
        <button type="button" className="button" onClick={onBack}>
          {t('picture.notMe')}
        </button>
      </p>
    </Frame>
  );
}
