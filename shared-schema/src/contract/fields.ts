import { Type, type TSchema } from 'typebox';
import { Strict } from './define.js';
import { ACCOUNT_LIMITS, AGES, ID_MAX } from '../rules/constants.js';
import {
  COUNTRY_CODE_PATTERN,
  ENGLISH_NAME_PATTERN,
  PASSWORD_PATTERN,
  PHONE_PATTERN,
  USERNAME_PATTERN,
} from '../rules/accounts.js';

/** Field schemas reused across calls, each with the spec's message for each way it can fail. */
export const Username = Type.String({
  minLength: ACCOUNT_LIMITS.kidUsernameMin,
  maxLength: ACCOUNT_LIMITS.usernameMax,
  pattern: USERNAME_PATTERN,
  errorMessages: { pattern: 'validation.username', minLength: 'validation.usernameMin' },
});
export const Password = Type.String({
  minLength: ACCOUNT_LIMITS.kidPasswordMin,
  maxLength: ACCOUNT_LIMITS.passwordMax,
  pattern: PASSWORD_PATTERN,
  errorMessages: { pattern: 'validation.passwordSpaces', minLength: 'validation.passwordMin' },
});
/** A password typed at login: only presence is checked, so that old passwords still work. */
export const AnyPassword = Type.String({
  minLength: 1,
  maxLength: ACCOUNT_LIMITS.passwordMax,
  errorMessages: { minLength: 'validation.required' },
});
export const Email = Type.String({
  format: 'email',
  maxLength: 254,
  errorMessages: { required: 'validation.emailRequired', format: 'validation.email' },
});
export const Phone = Type.String({ pattern: PHONE_PATTERN, errorMessages: { pattern: 'validation.phone' } });
export const EnglishName = Type.String({
  minLength: ACCOUNT_LIMITS.kidNameMin,
  maxLength: ACCOUNT_LIMITS.nameMax,
  pattern: ENGLISH_NAME_PATTERN,
  errorMessages: { pattern: 'validation.englishName', minLength: 'validation.nameMin' },
});
export const FreeText = (max: number = ACCOUNT_LIMITS.nameMax, min = 1) =>
  Type.String({ minLength: min, maxLength: max });
export const CountryCode = Type.String({
  pattern: COUNTRY_CODE_PATTERN,
  errorMessages: { pattern: 'validation.country', required: 'validation.country' },
});
export const YearOfBirth = Type.Integer({
  minimum: 1900,
  maximum: 2100,
  errorMessages: { required: 'validation.yearOfBirth' },
});
export const Age = Type.Integer({
  minimum: AGES.registerMin,
  maximum: 99,
  errorMessages: { minimum: 'validation.tooYoung', required: 'validation.yearOfBirth' },
});
/** A record's id, in a body, a path or a query (there written canonically: URL_INTEGER_PATTERN). */
export const Id = Type.Integer({ minimum: 1, maximum: ID_MAX });
export const Lang = Type.Union([Type.Literal('en'), Type.Literal('ar')]);
export const Captcha = Type.String({
  minLength: 1,
  maxLength: 4096,
  errorMessages: { required: 'validation.captcha', minLength: 'validation.captcha' },
});
export const SubscriptionFree = Type.Literal('free');
export const SafeQuestionId = Type.Integer({ minimum: 1, errorMessages: { required: 'validation.safeQuestion' } });
export const SafeAnswer = Type.String({ minLength: 1, maxLength: ACCOUNT_LIMITS.safeAnswerMax });
/** A one-time code sent by SMS. */
export const OneTimeCode = Type.String({ pattern: '^[0-9]{6}$', errorMessages: { pattern: 'validation.invalid' } });
/** A random token from a link. */
export const LinkToken = Type.String({ minLength: 16, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' });

/** Small building blocks of request and answer schemas, shared by every area. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** A 1-based page number. */
export const Page = Type.Integer({ minimum: 1, maximum: ID_MAX, default: 1 });
/** A timestamp the server writes (ISO 8601). */
export const Time = Type.String();
/** The query of a call that takes nothing but the language. */
export const LangQuery = Strict({ lang: Type.Optional(Lang) });
export const StudentAccess = ['student'] as const;

/** The position of a page in a paged list. */
export const Pagination = Type.Object({ page_number: Type.Integer(), per_page: Type.Integer(), total: Type.Integer() });
