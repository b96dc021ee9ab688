import { Type } from 'typebox';
import { ACCOUNT_LIMITS } from '../rules/constants.js';
import { DataMessage, defineCall, Strict } from './define.js';
import { Email, FreeText, Lang, Phone } from './fields.js';

export const CONTACT_REASONS = ['question', 'support', 'billing', 'school', 'feedback', 'other'] as const;

export const contact = defineCall({
  method: 'POST',
  path: '/contact',
  access: 'public',
  queueable: false,
  summary: 'The contact form.',
  body: Strict({
    name: FreeText(100, 2),
    email: Email,
    reason: Type.Enum(CONTACT_REASONS, { errorMessages: { required: 'validation.reason', enum: 'validation.reason' } }),
    message: FreeText(ACCOUNT_LIMITS.messageMax, 5),
  }),
  response: DataMessage,
});

export const schoolBookDemo = defineCall({
  method: 'POST',
  path: '/school-book-demo',
  access: 'public',
  queueable: false,
  summary: 'A school asks for a demo.',
  body: Strict({ organisation_name: FreeText(120, 2), school_email: Email, phone: Phone }),
  response: DataMessage,
});

export const landingInfo = defineCall({
  method: 'POST',
  path: '/landingInfo',
  access: 'public',
  queueable: false,
  summary: 'A landing page asks for more information.',
  body: Strict({
    name: FreeText(100, 2),
    email: Email,
    phone: Type.Optional(Phone),
    message: Type.Optional(FreeText(ACCOUNT_LIMITS.messageMax)),
    lang: Type.Optional(Lang),
  }),
  response: DataMessage,
});

export const landingDemo = defineCall({
  method: 'POST',
  path: '/landingDemo',
  access: 'public',
  queueable: false,
  summary: 'The demo-request landing (/start-early) form.',
  body: Strict({ name: FreeText(100, 2), email: Email, phone: Phone, school: FreeText(120, 2) }),
  response: DataMessage,
});

export const newsletter = defineCall({
  method: 'POST',
  path: '/newsletter',
  access: 'public',
  queueable: false,
  summary: 'Subscribe to the newsletter.',
  body: Strict({ email: Email }),
  response: DataMessage,
});
