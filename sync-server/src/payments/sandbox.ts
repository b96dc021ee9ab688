import { PAYMENT_PIN, sandboxOutcome, translate } from '@codeyard/shared-schema';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { MailTransport, SmsTransport } from '../messaging/index.js';
import type { CardOutcome, ChargeRequest, PaymentProvider, PinContact, PinOutcome } from './provider.js';

/**
 * The sandbox provider: real for development and tests, no money moves. The test cards of
 * SANDBOX_CARDS approve, decline or ask for a pin; any other number is declined. Pins and payer ids are
 * derived from the payment's reference with a server secret (HMAC), so the sandbox keeps no state of its
 * own and several servers on one database agree. A pin goes through the SMS outbox (or the mail outbox
 * when the parent has no phone), as a real bank's or operator's would.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';
  readonly testMode = true;

  constructor(
    private readonly secret: string,
    private readonly sms: SmsTransport,
    private readonly mail: MailTransport,
  ) {}

  private derive(purpose: string, reference: string): Buffer {
    return createHmac('sha256', this.secret).update(`${purpose}:${reference}`).digest();
  }

  /** The pin of a payment (six digits). */
  pinOf(reference: string): string {
    return String(this.derive('pin', reference).readUInt32BE(0) % 10 ** PAYMENT_PIN.length).padStart(
      PAYMENT_PIN.length,
      '0',
    );
  }

  /** The payer id the approval page gives back with an approved checkout. */
  payerIdOf(reference: string): string {
    return `SBXPAYER${this.derive('payer', reference).toString('hex').slice(0, 12).toUpperCase()}`;
  }

  private async sendPin(reference: string, contact: PinContact): Promise<void> {
    const text = translate(contact.language, 'payments.pinSms', { pin: this.pinOf(reference) });
    if (contact.phone) await this.sms.send({ to: contact.phone, text });
    else if (contact.email)
      await this.mail.send({ to: contact.email, subject: translate(contact.language, 'payments.pinSent'), text });
  }

  async chargeCard(request: ChargeRequest, card: { number: string }, contact: PinContact): Promise<CardOutcome> {
    const outcome = sandboxOutcome(card.number);
    if (outcome === 'pin') {
      if (!contact.phone && !contact.email) return { outcome: 'declined' };
      await this.sendPin(request.reference, contact);
    }
    return { outcome };
  }

  async createCheckout(request: ChargeRequest, returnUrl: string): Promise<{ approvalUrl: string }> {
    const query = new URLSearchParams({ token: request.reference, return_url: returnUrl });
    return { approvalUrl: `/api/sandbox/checkout?${query.toString()}` };
  }

  async executeCheckout(reference: string, payerId: string): Promise<'approved' | 'declined'> {
    return safeEqual(payerId, this.payerIdOf(reference)) ? 'approved' : 'declined';
  }

  async startMobile(request: ChargeRequest, _operatorId: number, contact: PinContact): Promise<void> {
    await this.sendPin(request.reference, contact);
  }

  async confirmPin(reference: string, pin: string): Promise<PinOutcome> {
    return safeEqual(pin, this.pinOf(reference)) ? 'approved' : 'wrong';
  }
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
