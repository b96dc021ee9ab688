import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { normalisePhone, parent, type BodyOf, type ResponseOf } from '@codeyard/shared-schema';
import { useAlerts } from '../../../ui/alerts';
import { TextField } from '../../../ui/forms';
import { formatNumber, useLang } from '../../../ui/kit/format';
import { Icon } from '../../../ui/kit/icons';
import { useApiQuery } from '../../../ui/kit/use-api-query';
import { useFormCall } from '../../../ui/use-form-call';

type Channel = 'email' | 'phone';
type Invitations = ResponseOf<typeof parent.parentInvitations>['data'];

/**
 * The paywall's "invite my parent" (issue 15 item 5): a home learner without a parent sends a sign-up
 * link by email or SMS. Shown only when the server says the child may invite (so not offline, not to a
 * school student, not once a parent is linked); the invitations already sent stay listed.
 */
export function InviteParent() {
  const query = useApiQuery(parent.parentInvitations, {});
  const [latest, setLatest] = useState<Invitations>();
  const state = latest ?? query.data?.data;
  if (!state?.can_invite) return null;
  return <InviteParentBody state={state} onSent={setLatest} />;
}

function InviteParentBody({ state, onSent }: { state: Invitations; onSent: (next: Invitations) => void }) {
  const { t } = useTranslation('learning');
  const lang = useLang();
  const alerts = useAlerts();
  const form = useFormCall(parent.inviteParent);
  const [open, setOpen] = useState(false);
  const [channel, setChannel] = useState<Channel>('email');
  const [address, setAddress] = useState('');

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const body: BodyOf<typeof parent.inviteParent> =
      channel === 'email' ? { email: address.trim() } : { phone: normalisePhone(address.trim()) };
    const answer = await form.submit({ body });
    if (!answer) return;
    alerts.show('success', answer.data.message);
    setAddress('');
    onSent(answer.data.invitations);
  }

  const field = channel === 'email' ? 'email' : 'phone';
  const left = state.left_today;
  return (
    <div className="invite-parent" data-testid="invite-parent">
      {state.sent.length > 0 && (
        <ul className="invite-sent" aria-label={t('invite.sentList')}>
          {state.sent.map((sent) => (
            <li key={`${sent.channel}:${sent.to}`}>
              <Icon name={sent.channel === 'email' ? 'mail' : 'check'} />
              <span>
                {t('invite.sentTo')} <bdi dir="ltr">{sent.to}</bdi>
              </span>
            </li>
          ))}
        </ul>
      )}
      {left === 0 ? (
        <p className="invite-note">{t('invite.noneLeft')}</p>
      ) : !open ? (
        <button type="button" className="button button-large" onClick={() => setOpen(true)}>
          <Icon name="mail" /> {t('invite.open')}
        </button>
      ) : (
        <form className="invite-form" onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="invite-title">
          <h3 id="invite-title">{t('invite.title')}</h3>
          <fieldset className="invite-channels">
            <legend>{t('invite.how')}</legend>
            {(['email', 'phone'] as const).map((c) => (
              <label key={c} className={`invite-channel${channel === c ? ' invite-channel-active' : ''}`}>
                <input
                  type="radio"
                  name="invite-channel"
                  value={c}
                  checked={channel === c}
                  onChange={() => {
                    setChannel(c);
                    form.setErrors({});
                  }}
                />
                {c === 'email' ? t('invite.byEmail') : t('invite.byPhone')}
              </label>
            ))}
          </fieldset>
          <TextField
            key={channel}
            label={channel === 'email' ? t('invite.email') : t('invite.phone')}
            name={field}
            type={channel === 'email' ? 'email' : 'tel'}
            inputMode={channel === 'email' ? 'email' : 'tel'}
            dir="ltr"
            autoFocus
            required
            value={address}
            onChange={(e) => setAddress(e.target.value)}
            error={form.errorOf(field)}
            hint={channel === 'phone' ? t('invite.phoneHint') : undefined}
          />
          <p className="invite-note">{t('invite.left', { count: left, n: formatNumber(left, lang) })}</p>
          <div className="invite-actions">
            <button type="submit" className="button button-primary button-large" disabled={form.busy}>
              {form.busy ? t('invite.sending') : t('invite.send')}
            </button>
            <button type="button" className="button button-large" onClick={() => setOpen(false)}>
              {t('invite.close')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
