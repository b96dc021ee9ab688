import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADDRESSES, addressStars, checkAddress, type AddressKind } from '@codeyard/shared-schema';
import { formatNumber, useLang } from '../../ui/kit/format';
import { Icon } from '../../ui/kit/icons';
import { GameEnd, GameTop, useGameSound } from '../games';
import './typing.css';

/**
 * /address (a web address) and /address2 (an email address): the child copies each address shown, exactly;
 * a wrong one says from which letter to look again. Practice (no stone names these routes): stars by the
 * checks that were wrong, nothing saved.
 */
export default function WebAddressPage() {
  return <AddressGame kind="web" />;
}

export function EmailAddressPage() {
  return <AddressGame kind="email" />;
}

function AddressGame({ kind }: { kind: AddressKind }) {
  const { t } = useTranslation('typing-game');
  const lang = useLang();
  const sound = useGameSound();
  const list = ADDRESSES[kind];
  const [index, setIndex] = useState(0);
  const [typed, setTyped] = useState('');
  const [wrongChecks, setWrongChecks] = useState(0);
  const [verdict, setVerdict] = useState<{ right: boolean; firstWrong: number | null } | null>(null);
  const [done, setDone] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const target = list[index]!;
  const n = (x: number) => formatNumber(x, lang);

  const check = (event: FormEvent) => {
    event.preventDefault();
    const result = checkAddress(target, typed);
    setVerdict(result);
    if (result.right) sound.beep('pair');
    else {
      sound.beep('miss');
      setWrongChecks((w) => w + 1);
      inputRef.current?.focus();
    }
  };
  const next = () => {
    if (index + 1 >= list.length) {
      sound.beep('win');
      setDone(true);
      return;
    }
    setIndex(index + 1);
    setTyped('');
    setVerdict(null);
    requestAnimationFrame(() => inputRef.current?.focus());
  };
  const again = () => {
    setIndex(0);
    setTyped('');
    setVerdict(null);
    setWrongChecks(0);
    setDone(false);
    requestAnimationFrame(() => inputRef.current?.focus());
  };

  const heading = kind === 'web' ? t('address.web') : t('address.email');
  return (
    <section className="page game-page address-page" aria-labelledby="address-title" data-testid="address-game">
      <GameTop courseId={null} kind={`${heading} — ${t('practice')}`} sound={sound} />
      <h1 id="address-title" className="game-title">
        {heading}
      </h1>
      {done ? (
        <GameEnd
          testId="address"
          stars={addressStars(wrongChecks)}
          heading={t('address.done')}
          summary={
            wrongChecks === 0 ? t('address.perfect') : t('address.result', { count: wrongChecks, n: n(wrongChecks) })
          }
          outcome={{}}
          problem=""
          onAgain={again}
          nextHref={null}
          courseId={null}
        >
          <p>{t('practiceNote')}</p>
        </GameEnd>
      ) : (
        <>
          <p className="game-how">{kind === 'web' ? t('address.howWeb') : t('address.howEmail')}</p>
          <p className="game-keys">{kind === 'web' ? t('address.partsWeb') : t('address.partsEmail')}</p>
          <div className="game-status card">
            <strong>{t('address.item', { n: n(index + 1), total: n(list.length) })}</strong>
          </div>
          <div className="address-shown card">
            <AddressPicture kind={kind} />
            <code className="address-target" dir="ltr" lang="en" data-testid="address-target">
              {target}
            </code>
          </div>
          <form className="address-form" onSubmit={check}>
            <label htmlFor="address-input">{t('address.typeIt')}</label>
            <input
              id="address-input"
              ref={inputRef}
              className="address-input"
              dir="ltr"
              lang="en"
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              value={typed}
              onChange={(e) => {
                setTyped(e.target.value);
                if (verdict && !verdict.right) setVerdict(null);
              }}
              readOnly={verdict?.right === true}
              aria-describedby="address-verdict"
              data-testid="address-input"
            />
            {verdict?.right ? (
              <button
                type="button"
                className="button button-primary button-large"
                onClick={next}
                data-testid="address-next"
              >
                {t('address.next')}
                <Icon name="chevron" className="flip-forward" />
              </button>
            ) : (
              <button type="submit" className="button button-primary button-large" data-testid="address-check">
                {t('address.check')}
              </button>
            )}
          </form>
          <p id="address-verdict" role="status" className="address-verdict" data-testid="address-verdict">
            {verdict?.right
              ? t('address.right')
              : verdict
                ? t('address.wrongAt', { n: n((verdict.firstWrong ?? 0) + 1) })
                : ''}
          </p>
          {verdict && !verdict.right && (
            <p className="address-compare" dir="ltr" lang="en" aria-hidden="true">
              <span className="typing-done">{target.slice(0, verdict.firstWrong ?? 0)}</span>
              <span className="typing-now">{target.slice(verdict.firstWrong ?? 0)}</span>
            </p>
          )}
        </>
      )}
    </section>
  );
}

/** A browser's address bar, or an envelope: what the address is for. */
function AddressPicture({ kind }: { kind: AddressKind }) {
  return kind === 'web' ? (
    <svg viewBox="0 0 64 48" width="64" height="48" aria-hidden="true" focusable="false">
      <rect x="3" y="3" width="58" height="42" rx="5" fill="#ffffff" stroke="#2b2d42" strokeWidth="3" />
      <path d="M3 16h58" stroke="#2b2d42" strokeWidth="3" />
      <circle cx="10" cy="9.5" r="2.5" fill="#ef476f" />
      <circle cx="18" cy="9.5" r="2.5" fill="#ffd166" />
      <rect x="12" y="22" width="40" height="8" rx="4" fill="#8ecae6" />
    </svg>
  ) : (
    <svg viewBox="0 0 64 48" width="64" height="48" aria-hidden="true" focusable="false">
      <rect x="3" y="6" width="58" height="38" rx="4" fill="#ffd166" stroke="#2b2d42" strokeWidth="3" />
      <path d="M3 8l29 20L61 8" fill="none" stroke="#2b2d42" strokeWidth="3" strokeLinejoin="round" />
    </svg>
  );
}
