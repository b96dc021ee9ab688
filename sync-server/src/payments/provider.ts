/**
 * The one seam between Codeyard and a payment provider (architecture: outside services behind small
 * interfaces). The service (service.ts) prices the order, keeps the payment row and the subscriptions;
 * a provider only moves money. The sandbox (sandbox.ts) is the implementation for development and
 * tests; the shape of a production adapter is in docs/decisions.md ("Payments").
 *
 * A provider never receives anything it could charge twice by mistake: every call carries the payment's
 * idempotency key, which a real provider keeps (Stripe's Idempotency-Key, PayPal's PayPal-Request-Id).
 */

export interface CardDetails {
  name: string;
  /** Only ever held in memory for the one call: never stored, never logged. */
  number: string;
  cvv: string;
  expiryMonth: number;
  expiryYear: number;
}

export interface ChargeRequest {
  /** Our payment's provider reference, made before the call (the provider's idempotency key too). */
  reference: string;
  amountCents: number;
  currency: string;
  description: string;
}

/** Where a one-time pin goes: the parent's phone (or mail when they have none), or the phone paying. */
export interface PinContact {
  phone: string | null;
  email: string | null;
  language: 'en' | 'ar';
}

export type CardOutcome =
  | { outcome: 'approved' }
  | { outcome: 'declined' }
  /** The card's bank asks for a one-time pin (3-D Secure in real life): sent to the contact. */
  | { outcome: 'pin' };

export type PinOutcome = 'approved' | 'wrong';

export interface PaymentProvider {
  readonly name: string;
  /** True for the sandbox: the pay screen lists its test cards. */
  readonly testMode: boolean;
  chargeCard(request: ChargeRequest, card: CardDetails, contact: PinContact): Promise<CardOutcome>;
  /** A PayPal-style checkout: the parent approves (or cancels) at approvalUrl, then comes back to returnUrl. */
  createCheckout(request: ChargeRequest, returnUrl: string): Promise<{ approvalUrl: string }>;
  /** Captures an approved checkout; the payer id is the one the provider gave on the way back. */
  executeCheckout(reference: string, payerId: string): Promise<'approved' | 'declined'>;
  /** Mobile payment: the operator sends a one-time pin to the phone. */
  startMobile(request: ChargeRequest, operatorId: number, contact: PinContact): Promise<void>;
  /** The pin of a card or mobile payment waiting for one. */
  confirmPin(reference: string, pin: string): Promise<PinOutcome>;
}
