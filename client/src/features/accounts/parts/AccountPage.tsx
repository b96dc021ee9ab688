import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../../ui/kit/icons';
import '../accounts.css';

/** The frame of every account screen: a card with a friendly picture and a title. */
export function AccountPage({
  title,
  picture,
  intro,
  children,
  wide,
}: {
  title: string;
  picture?: IconName;
  intro?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <section className={`page ${wide ? 'account-wide' : 'page-narrow'} account-page`} aria-labelledby="account-title">
      <div className="card account-card">
        {picture && (
          <div className="account-picture">
            <Icon name={picture} size={56} />
          </div>
        )}
        <h1 id="account-title">{title}</h1>
        {intro && <p className="account-intro">{intro}</p>}
        {children}
      </div>
    </section>
  );
}

/** A quiet line of text while something loads or is checked. */
export function Waiting({ text }: { text: string }) {
  return (
    <p className="account-waiting" role="status">
      <span className="acc-spinner" aria-hidden="true" /> {text}
    </p>
  );
}

/** A green or red box inside a card (the page's own message, besides the alerts). */
export function Notice({ kind, children }: { kind: 'success' | 'danger' | 'info'; children: ReactNode }) {
  return (
    <div className={`acc-notice acc-notice-${kind}`} role={kind === 'danger' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
