import { Type } from 'typebox';
import { USER_TYPES } from '../rules/constants.js';
import { Data, DataMessage, defineCall, Strict, type FieldIssues } from './define.js';
import {
  Age,
  AnyPassword,
  Captcha,
  CountryCode,
  Email,
  EnglishName,
  FreeText,
  Id,
  Lang,
  LinkToken,
  OneTimeCode,
  Password,
  Phone,
  SafeAnswer,
  SafeQuestionId,
  SubscriptionFree,
  Username,
  YearOfBirth,
} from './fields.js';
import { ageFromYearOfBirth, isOldEnoughToRegister } from '../rules/accounts.js';
import { AGES } from '../rules/constants.js';

/** The profile object of the login answer (spec 000 §3). */
export const LoginProfile = Type.Object({
  id: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  school_id: Type.Union([Type.Integer(), Type.Null()]),
});

/** One item of the login answer: `{ data: [ LoginItem ] }` (spec 000 §3, 001 §3). */
export const LoginItem = Type.Object({
  api_token: Type.String(),
  username: Type.String(),
  img_uri: Type.Union([Type.String(), Type.Null()]),
  parent_email: Type.Union([Type.String(), Type.Null()]),
  id: Type.Integer(),
  has_visited_ide: Type.Boolean(),
  did_watch_storyline_video: Type.Boolean(),
  user_type: Type.Enum(USER_TYPES),
  is_school_student: Type.Boolean(),
  multiple_schools: Type.Boolean(),
  is_third_party_school: Type.Boolean(),
  student_profile: Type.Optional(LoginProfile),
  parent_profile: Type.Optional(LoginProfile),
  schooladmin_profile: Type.Optional(LoginProfile),
  teacher_profile: Type.Optional(LoginProfile),
  school_name: Type.Optional(Type.String()),
  /** Language the user chose last (POST /change-language). */
  language: Type.Union([Type.Literal('en'), Type.Literal('ar')]),
  /** Set when a parent is signed in as their child (POST /login-as-student): the way back. */
  acting_parent_profile_id: Type.Optional(Type.Integer()),
});
export const LoginAnswer = Data(Type.Array(LoginItem));

function passwordsMatch(
  password: string,
  confirmation: string | undefined,
  field = 'password_confirmation',
): FieldIssues {
  return confirmation !== undefined && password !== confirmation
    ? { [field]: [{ key: 'validation.passwordsIdentical' }] }
    : {};
}

// ---------------------------------------------------------------- registration (§7.1)

export const register = defineCall({
  method: 'POST',
  path: '/register',
  access: 'public',
  queueable: false,
  summary: 'A student registers with a parent email and a year of birth.',
  body: Strict({
    username: Username,
    parent_email: Email,
    year_of_birth: YearOfBirth,
    email: Type.Optional(Email),
    password: Password,
    subscription_type: Type.Optional(SubscriptionFree),
  }),
  response: LoginAnswer,
  check: ({ body }): FieldIssues =>
    isOldEnoughToRegister(ageFromYearOfBirth(body.year_of_birth))
      ? {}
      : { year_of_birth: [{ key: 'validation.tooYoung', vars: { min: AGES.registerMin, count: AGES.registerMin } }] },
});

/** Child self-registration (spec 001 §7.1 does not show its path; see docs/decisions.md). */
export const registerChild = defineCall({
  method: 'POST',
  path: '/register-child',
  access: 'public',
  queueable: false,
  summary: 'A child registers through the wizard: username, birthday, password and a safe question.',
  body: Strict({
    username: Username,
    age: Age,
    full_name: EnglishName,
    password: Password,
    password_confirmation: Type.Optional(Type.String()),
    question_id: SafeQuestionId,
    answer: SafeAnswer,
  }),
  response: Data(Type.Object({ username: Type.String(), message: Type.String() })),
  check: ({ body }) => passwordsMatch(body.password, body.password_confirmation),
});

export const parentRegister = defineCall({
  method: 'POST',
  path: '/parent_register',
  access: 'public',
  queueable: false,
  summary: 'A parent registers with their first child in one form; the parent confirms by email or phone.',
  body: Strict({
    parent_username: Username,
    student_username: Username,
    first_name: EnglishName,
    last_name: EnglishName,
    country: CountryCode,
    parent_email: Type.Optional(Email),
    parent_password: Password,
    student_password: Password,
    phone: Type.Optional(Phone),
    subscription_type: Type.Optional(SubscriptionFree),
    source: Type.Optional(FreeText(60)),
  }),
  response: Data(
    Type.Object({ message: Type.String(), channel: Type.Union([Type.Literal('email'), Type.Literal('phone')]) }),
  ),
  check: ({ body }): FieldIssues =>
    body.parent_email || body.phone ? {} : { parent_email: [{ key: 'validation.emailOrPhone' }] },
});

/** Step one of the parent flow: an email or a phone number; a link or a code is sent. */
export const registerParentStart = defineCall({
  method: 'POST',
  path: '/register_Parent',
  access: 'public',
  queueable: false,
  summary: 'A parent starts registration with an email (a link is sent) or a phone (a code is sent).',
  body: Strict({
    first_name: EnglishName,
    last_name: EnglishName,
    country: CountryCode,
    parent_email: Type.Optional(Email),
    phone: Type.Optional(Phone),
    subscription_type: Type.Optional(SubscriptionFree),
    /** The token of a child's invitation (/register/parent?invitation=…): the child is linked when the parent finishes. */
    invitation: Type.Optional(LinkToken),
  }),
  response: Data(
    Type.Object({ message: Type.String(), channel: Type.Union([Type.Literal('email'), Type.Literal('phone')]) }),
  ),
  check: ({ body }): FieldIssues =>
    body.parent_email || body.phone ? {} : { parent_email: [{ key: 'validation.emailOrPhone' }] },
});

/** Step two: the link's token, or the SMS code together with the phone (query). Answers the set-password token. */
export const parentVerify = defineCall({
  method: 'GET',
  path: '/parent/verify/{verification}',
  access: 'public',
  queueable: false,
  summary: 'Confirms a parent by the email link token, or by the SMS code with ?phone=.',
  params: Strict({ verification: Type.String({ minLength: 6, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' }) }),
  query: Strict({ phone: Type.Optional(Phone), lang: Type.Optional(Lang) }),
  response: Data(
    Type.Object({
      verification: Type.String(),
      message: Type.String(),
      email: Type.Union([Type.String(), Type.Null()]),
      phone: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
});

/** Step three: the parent chooses a username and password; answers the login answer (ends at manageMyKids). */
export const parentSetPassword = defineCall({
  method: 'POST',
  path: '/parent-set-password/{verification}',
  access: 'public',
  queueable: false,
  summary: 'A confirmed parent sets a username and password and is signed in.',
  params: Strict({ verification: LinkToken }),
  body: Strict({ parent_username: Username, password: Password, password_confirmation: Type.String() }),
  response: LoginAnswer,
  check: ({ body }) => passwordsMatch(body.password, body.password_confirmation),
});

export const resendVerify = defineCall({
  method: 'GET',
  path: '/resend-verify/{email}',
  access: 'public',
  queueable: false,
  summary: 'Sends the parent confirmation link again.',
  params: Strict({ email: Email }),
  response: DataMessage,
});

export const resendVerifyPhone = defineCall({
  method: 'GET',
  path: '/resend-verify-phone/{phone}',
  access: 'public',
  queueable: false,
  summary: 'Sends the parent confirmation code again.',
  params: Strict({ phone: Phone }),
  response: DataMessage,
});

export const schoolAdminRegister = defineCall({
  method: 'POST',
  path: '/school/schooladmin-register',
  access: 'public',
  queueable: false,
  summary: 'A school signs up with its administrator account.',
  body: Strict({
    name: FreeText(120, 2),
    abbreviation: Type.Optional(FreeText(20)),
    website: Type.Optional(Type.String({ maxLength: 200 })),
    phone_number: Phone,
    parent_email: Email,
    address: FreeText(300, 3),
    country: CountryCode,
    city: EnglishName,
    email: Email,
    username: Username,
    first_name: EnglishName,
    last_name: EnglishName,
    password: Password,
    password_confirmation: Type.Optional(Type.String()),
    schooladmin_phone_number: Phone,
    preferred_language: Type.Optional(Lang),
    subscription_type: Type.Optional(SubscriptionFree),
  }),
  response: Data(Type.Object({ message: Type.String(), school_id: Type.Integer() })),
  check: ({ body }) => passwordsMatch(body.password, body.password_confirmation),
});

export const checkUsername = defineCall({
  method: 'POST',
  path: '/check-username',
  access: 'public',
  queueable: false,
  summary: 'Is this username free?',
  body: Strict({ username: Username }),
  response: Data(Type.Object({ available: Type.Boolean(), message: Type.String() })),
});

/**
 * A guest's account look-ups (a parent or school registering): behind the captcha and a tight per-address
 * limit, and never about a child: a child's own email answers `registered: false`.
 */
export const checkRegisteredEmail = defineCall({
  method: 'GET',
  path: '/check-registered-email',
  access: 'public',
  queueable: false,
  captcha: true,
  summary: 'Is this email registered already by an adult (parent, teacher, school)? Never says so of a child.',
  query: Strict({ email: Email, captcha: Captcha, lang: Type.Optional(Lang) }),
  response: Data(Type.Object({ registered: Type.Boolean() })),
});

export const checkRegisteredPhone = defineCall({
  method: 'GET',
  path: '/check-registered-phone',
  access: 'public',
  queueable: false,
  captcha: true,
  summary: 'Is this phone registered already by an adult? Never says so of a child.',
  query: Strict({ phone: Phone, captcha: Captcha, lang: Type.Optional(Lang) }),
  response: Data(Type.Object({ registered: Type.Boolean() })),
});

export const generateStudentUsername = defineCall({
  method: 'GET',
  path: '/generate-student-username',
  access: 'public',
  queueable: false,
  summary: 'Suggests a free username from a name.',
  query: Strict({ name: FreeText(60), lang: Type.Optional(Lang) }),
  response: Data(Type.Object({ username: Type.String() })),
});

export const safeQuestions = defineCall({
  method: 'GET',
  path: '/safe-questions',
  access: 'public',
  queueable: false,
  summary: 'The safe questions a child may choose, in the request language.',
  query: Strict({ lang: Type.Optional(Lang) }),
  response: Data(Type.Array(Type.Object({ id: Type.Integer(), question: Type.String() }))),
});

// ---------------------------------------------------------------- login and session (§7.1, §7.2)

export const login = defineCall({
  method: 'POST',
  path: '/login',
  access: 'public',
  queueable: false,
  summary: 'Sign in with a username, an email or a mobile number, and a password.',
  body: Strict({
    login_email: Type.String({ minLength: 1, maxLength: 254, errorMessages: { minLength: 'validation.required' } }),
    password: AnyPassword,
  }),
  response: LoginAnswer,
});

export const logout = defineCall({
  method: 'POST',
  path: '/logout',
  access: USER_TYPES,
  queueable: false,
  summary: 'Ends this session on the server.',
  response: DataMessage,
});

export const loginAsStudent = defineCall({
  method: 'POST',
  path: '/login-as-student',
  access: ['parent'],
  queueable: false,
  summary: 'A parent signs in as one of their own children.',
  body: Strict({ student_profile_id: Id }),
  response: LoginAnswer,
});

export const loginBackAsParent = defineCall({
  method: 'POST',
  path: '/login-back-as-parent',
  access: ['student'],
  queueable: false,
  summary: 'A parent signed in as their child goes back to the parent account.',
  body: Strict({ parent_profile_id: Id }),
  response: LoginAnswer,
});

export const changeLanguage = defineCall({
  method: 'POST',
  path: '/change-language',
  access: USER_TYPES,
  queueable: true,
  summary: 'Saves the interface language of the signed-in user.',
  body: Strict({ lang: Lang }),
  response: DataMessage,
});

export const sso = defineCall({
  method: 'GET',
  path: '/sso/{ssoToken}',
  access: 'public',
  queueable: false,
  summary: 'Single sign-on with a token of the school platform.',
  params: Strict({ ssoToken: Type.String({ minLength: 10, maxLength: 4096 }) }),
  response: LoginAnswer,
});

export const socialLogin = defineCall({
  method: 'POST',
  path: '/login-register-social/{loginType}',
  access: 'public',
  queueable: false,
  summary: 'Sign in (or register a parent) with an identity provider token.',
  params: Strict({ loginType: Type.String({ pattern: '^[a-z0-9-]{2,30}$' }) }),
  body: Strict({
    token: Type.String({ minLength: 10, maxLength: 8192 }),
    email: Type.Optional(Email),
    name: Type.Optional(FreeText(100)),
    id: Type.Optional(FreeText(200)),
  }),
  response: LoginAnswer,
});

export const b12Login = defineCall({
  method: 'POST',
  path: '/b12-login',
  access: 'public',
  queueable: false,
  summary: 'Third-party school platform sign-in by token exchange (students and teachers).',
  body: Strict({ token: Type.String({ minLength: 10, maxLength: 8192 }) }),
  response: LoginAnswer,
});

// ---------------------------------------------------------------- recovery (§7.1)

export const passwordEmail = defineCall({
  method: 'POST',
  path: '/password/email',
  access: 'public',
  queueable: false,
  captcha: true,
  summary: 'Sends a password reset link to the account email (a child: to the parent email).',
  body: Strict({
    username: Type.String({ minLength: 1, maxLength: 254, errorMessages: { minLength: 'validation.required' } }),
    type: Type.Optional(Type.Union([Type.Literal('email'), Type.Literal('username')])),
    captcha: Captcha,
  }),
  response: DataMessage,
});

export const passwordReset = defineCall({
  method: 'POST',
  path: '/password/reset',
  access: 'public',
  queueable: false,
  captcha: true,
  summary: 'Sets a new password with a reset token; every session of the account ends.',
  body: Strict({ password: Password, token: LinkToken, password_confirmation: Type.String(), captcha: Captcha }),
  response: DataMessage,
  check: ({ body }) => passwordsMatch(body.password, body.password_confirmation),
});

export const checkSecurityAnswer = defineCall({
  method: 'POST',
  path: '/check-security-answer',
  access: 'public',
  queueable: false,
  summary:
    'A child answers their safe question and gets a reset token; after a few wrong answers the server asks for the captcha (422, code captcha_required).',
  body: Strict({
    username: Type.String({ minLength: 1, maxLength: 254 }),
    question_id: SafeQuestionId,
    answer: SafeAnswer,
    /** Needed only once the server asked for it (code captcha_required). */
    captcha: Type.Optional(Captcha),
  }),
  response: Data(Type.Object({ token: Type.String() })),
});

export const resetPasswordPhone = defineCall({
  method: 'POST',
  path: '/reset-password-phone',
  access: 'public',
  queueable: false,
  captcha: true,
  summary: 'Sends a password reset code to the account phone.',
  body: Strict({ phone: Phone, captcha: Captcha }),
  response: DataMessage,
});

export const verifyResetPasswordPhone = defineCall({
  method: 'GET',
  path: '/verify-reset-password-phone/{number}/{code}',
  access: 'public',
  queueable: false,
  summary: 'Checks a phone reset code and answers a reset token.',
  params: Strict({ number: Phone, code: OneTimeCode }),
  response: Data(Type.Object({ token: Type.String() })),
});

export const resendRecoverPasswordPhone = defineCall({
  method: 'GET',
  path: '/resend-recover-password-phone/{phone}',
  access: 'public',
  queueable: false,
  captcha: true,
  summary: 'Sends the phone reset code again.',
  params: Strict({ phone: Phone }),
  query: Strict({ captcha: Captcha, lang: Type.Optional(Lang) }),
  response: DataMessage,
});

/** Our own addition: a proof-of-work challenge for the human-verification forms (self-hosted). */
export const captchaChallenge = defineCall({
  method: 'GET',
  path: '/captcha/challenge',
  access: 'public',
  queueable: false,
  summary: 'A proof-of-work challenge for the forms that carry a captcha.',
  response: Type.Record(Type.String(), Type.Unknown()),
});
