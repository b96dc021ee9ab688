import { translate, type Language } from '@codeyard/shared-schema';
import type { MailTransport, SmsTransport } from '../messaging/transports.js';

/**
 * The mails and SMS of the account area, in the recipient's language (locales `mail.*`). Links point at
 * the PWA's own routes: /register/create/{token}, /new-password/{token} and /register/parent?invitation={token}.
 */
export class AccountMessages {
  private readonly publicUrl: string;

  constructor(
    private readonly mail: MailTransport,
    private readonly sms: SmsTransport,
    publicUrl: string,
  ) {
    this.publicUrl = publicUrl.replace(/\/+$/, '');
  }

  verificationLinkFor(token: string, lang: Language): string {
    return `${this.publicUrl}/register/create/${token}?lang=${lang}`;
  }

  resetLinkFor(token: string, lang: Language): string {
    return `${this.publicUrl}/new-password/${token}?lang=${lang}`;
  }

  sendVerificationLink(to: string, lang: Language, name: string, token: string): Promise<void> {
    return this.mail.send({
      to,
      subject: translate(lang, 'mail.verifySubject'),
      text: translate(lang, 'mail.verifyBody', { name, link: this.verificationLinkFor(token, lang) }),
    });
  }

  sendVerificationCode(to: string, lang: Language, code: string): Promise<void> {
    return this.sms.send({ to, text: translate(lang, 'mail.verifyCode', { code }) });
  }

  sendResetLink(to: string, lang: Language, name: string, token: string): Promise<void> {
    return this.mail.send({
      to,
      subject: translate(lang, 'mail.resetSubject'),
      text: translate(lang, 'mail.resetBody', { name, link: this.resetLinkFor(token, lang) }),
    });
  }

  sendResetCode(to: string, lang: Language, code: string): Promise<void> {
    return this.sms.send({ to, text: translate(lang, 'mail.resetCode', { code }) });
  }

  invitationLinkFor(token: string, lang: Language): string {
    return `${this.publicUrl}/register/parent?invitation=${token}&lang=${lang}`;
  }

  /** A child's invitation to a parent: the sign-up link, by mail or by SMS. */
  sendParentInvitation(channel: 'email' | 'phone', to: string, lang: Language, child: string, token: string) {
    const link = this.invitationLinkFor(token, lang);
    if (channel === 'phone') return this.sms.send({ to, text: translate(lang, 'mail.inviteSms', { child, link }) });
    return this.mail.send({
      to,
      subject: translate(lang, 'mail.inviteSubject', { child }),
      text: translate(lang, 'mail.inviteBody', { child, link }),
    });
  }

  sendSchoolWelcome(to: string, lang: Language, school: string, username: string): Promise<void> {
    return this.mail.send({
      to,
      subject: translate(lang, 'mail.welcomeSchoolSubject', { school }),
      text: translate(lang, 'mail.welcomeSchoolBody', { username }),
    });
  }
}
