import { Type } from 'typebox';
import { AGES, PAGE_SIZES, PARENT_INVITATIONS } from '../rules/constants.js';
import { Data, DataMessage, defineCall, Strict, type FieldIssues } from './define.js';
import {
  AnyPassword,
  CountryCode,
  Email,
  EnglishName,
  Id,
  Lang,
  LangQuery,
  Nullable,
  Page,
  Pagination,
  Password,
  Phone,
  Username,
  YearOfBirth,
} from './fields.js';

/** The parent's screens (spec 001 §7.4, spec 000 §2 parent pages). */

export const ChildInfo = Type.Object({
  student_profile_id: Type.Integer(),
  username: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  status: Type.Union([Type.Literal('active'), Type.Literal('disabled')]),
  is_school_student: Type.Boolean(),
  points: Type.Integer(),
  last_activity_at: Type.Union([Type.String(), Type.Null()]),
});

export const parentChildrenInfo = defineCall({
  method: 'GET',
  path: '/get-parent-children-info',
  access: ['parent'],
  queueable: false,
  summary: "The parent's children, a page at a time.",
  query: Strict({
    Child_number: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: PAGE_SIZES.parentChildren })),
    page_number: Type.Optional(Page),
    lang: Type.Optional(Lang),
  }),
  response: Data(Type.Object({ children: Type.Array(ChildInfo), pagination: Pagination })),
});

// ---------------------------------------------------------------- the parent's children (writes)

const ParentAccess = ['parent'] as const;

/** The one answer of a write on a child: a message and the child as the children list shows it. */
const ChildAnswer = Data(Type.Object({ message: Type.String(), child: ChildInfo }));
const ChildTarget = Strict({ student_profile_id: Id });

const passwordsMatch = (password: string | undefined, confirmation: string | undefined): FieldIssues =>
  password !== undefined && confirmation !== undefined && password !== confirmation
    ? { password_confirmation: [{ key: 'validation.passwordsIdentical' }] }
    : {};

/** Spec 000 §5: the child must be at least 8 to register (the year of birth decides, in UTC). */
export function childAgeIssues(yearOfBirth: number | undefined, now: Date = new Date()): FieldIssues {
  if (yearOfBirth === undefined) return {};
  return now.getUTCFullYear() - yearOfBirth < AGES.registerMin
    ? { year_of_birth: [{ key: 'validation.tooYoung', vars: { min: AGES.registerMin, count: AGES.registerMin } }] }
    : {};
}

export const createNewChild = defineCall({
  method: 'POST',
  path: '/create-new-child',
  access: ParentAccess,
  queueable: false,
  summary:
    'Creates a child account linked to the parent (the add-kid form: names and username at least 3, password at least 6).',
  body: Strict({
    first_name: EnglishName,
    last_name: EnglishName,
    username: Username,
    password: Password,
    password_confirmation: Type.Optional(Type.String()),
    year_of_birth: YearOfBirth,
  }),
  response: ChildAnswer,
  check: ({ body }) => ({
    ...passwordsMatch(body.password, body.password_confirmation),
    ...childAgeIssues(body.year_of_birth),
  }),
});

export const linkParentChild = defineCall({
  method: 'POST',
  path: '/link-parent-child',
  access: ParentAccess,
  queueable: false,
  summary:
    "Links an existing child: by username and password, or by the child's email when the child named this parent's email. A child who already has a parent cannot be linked again.",
  body: Strict({
    username: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    password: Type.Optional(AnyPassword),
    email: Type.Optional(Email),
  }),
  response: ChildAnswer,
  check: ({ body }) => {
    if (body.email !== undefined && body.username === undefined) return {};
    const issues: FieldIssues = {};
    if (body.username === undefined) issues.username = [{ key: 'validation.required' }];
    if (body.password === undefined) issues.password = [{ key: 'validation.required' }];
    return issues;
  },
});

export const enableChild = defineCall({
  method: 'POST',
  path: '/enable-child',
  access: ParentAccess,
  queueable: false,
  summary: "Enables one of the parent's children.",
  body: ChildTarget,
  response: ChildAnswer,
});

export const disableChild = defineCall({
  method: 'POST',
  path: '/disable-child',
  access: ParentAccess,
  queueable: false,
  summary: "Disables one of the parent's children: every session of the child ends at once.",
  body: ChildTarget,
  response: ChildAnswer,
});

export const resetStudentPassword = defineCall({
  method: 'POST',
  path: '/reset-student-password',
  access: ParentAccess,
  queueable: false,
  summary: "Gives one of the parent's children a new password (the child's sessions end).",
  body: Strict({ student_profile_id: Id, password: Password, password_confirmation: Type.Optional(Type.String()) }),
  response: ChildAnswer,
  check: ({ body }) => passwordsMatch(body.password, body.password_confirmation),
});

const KidFields = {
  first_name: Type.Optional(EnglishName),
  last_name: Type.Optional(EnglishName),
  username: Type.Optional(Username),
  year_of_birth: Type.Optional(YearOfBirth),
};

export const editKidInfo = defineCall({
  method: 'POST',
  path: '/edit-kid-info/{kidId}',
  access: ParentAccess,
  queueable: false,
  summary: "Edits one of the parent's children (kidId: the child's student profile id).",
  params: Strict({ kidId: Id }),
  body: Strict(KidFields),
  response: ChildAnswer,
  check: ({ body }) => childAgeIssues(body.year_of_birth),
});

export const updateChildInfo = defineCall({
  method: 'POST',
  path: '/update-child-info',
  access: ParentAccess,
  queueable: false,
  summary: 'The same edit as /edit-kid-info, with the child named in the body.',
  body: Strict({ student_profile_id: Id, ...KidFields }),
  response: ChildAnswer,
  check: ({ body }) => childAgeIssues(body.year_of_birth),
});

// ---------------------------------------------------------------- the parent's children (reads)

export const KidInfo = Type.Object({
  student_profile_id: Type.Integer(),
  username: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  year_of_birth: Nullable(Type.Integer()),
  status: Type.Union([Type.Literal('active'), Type.Literal('disabled')]),
  is_school_student: Type.Boolean(),
  is_trial: Type.Boolean(),
});

export const kidsInfo = defineCall({
  method: 'GET',
  path: '/get-kids-info',
  access: ParentAccess,
  queueable: false,
  summary: 'Every child of the parent, for the forms (not paged).',
  query: LangQuery,
  response: Data(Type.Object({ kids: Type.Array(KidInfo) })),
});

export const availableChildren = defineCall({
  method: 'GET',
  path: '/get-available-children/',
  access: ParentAccess,
  queueable: false,
  summary:
    "The parent's enabled children who can still be bought a course (with course_id: those who do not have that course now).",
  query: Strict({ course_id: Type.Optional(Id), lang: Type.Optional(Lang) }),
  response: Data(Type.Object({ children: Type.Array(KidInfo) })),
});

// ---------------------------------------------------------------- the parent's own account

export const ParentProfile = Type.Object({
  parent_profile_id: Type.Integer(),
  username: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  country: Nullable(Type.String()),
});

export const parentProfile = defineCall({
  method: 'GET',
  path: '/get-parent-profile',
  access: ParentAccess,
  queueable: false,
  summary: "The parent's own profile.",
  query: LangQuery,
  response: Data(ParentProfile),
});

export const editParentProfile = defineCall({
  method: 'POST',
  path: '/edit-parent-profile',
  access: ParentAccess,
  queueable: false,
  summary: "Edits the parent's names and country (the session stays).",
  body: Strict({
    first_name: Type.Optional(EnglishName),
    last_name: Type.Optional(EnglishName),
    country: Type.Optional(CountryCode),
  }),
  response: Data(Type.Object({ message: Type.String(), profile: ParentProfile })),
});

export const updateParentProfile = defineCall({
  method: 'POST',
  path: '/update-parent-profile',
  access: ParentAccess,
  queueable: false,
  summary:
    'Changes how the parent signs in (username, email, phone), proved by the current password; every session ends, so the device goes to Login after 2 seconds.',
  body: Strict({
    current_password: AnyPassword,
    username: Type.Optional(Username),
    email: Type.Optional(Email),
    phone: Type.Optional(Nullable(Phone)),
  }),
  response: Data(Type.Object({ message: Type.String(), profile: ParentProfile })),
});

export const resetParentPassword = defineCall({
  method: 'POST',
  path: '/reset-parent-password',
  access: ParentAccess,
  queueable: false,
  summary: 'The parent changes their own password (proved by the current one); every session ends.',
  body: Strict({
    current_password: AnyPassword,
    password: Password,
    password_confirmation: Type.Optional(Type.String()),
  }),
  response: DataMessage,
  check: ({ body }) => passwordsMatch(body.password, body.password_confirmation),
});

// ---------------------------------------------------------------- plans, prices and subscriptions

export const PlanInfo = Type.Object({ id: Type.Integer(), key: Type.String(), months: Type.Integer() });

export const plans = defineCall({
  method: 'GET',
  path: '/get-plans',
  access: ParentAccess,
  queueable: false,
  summary: 'The plans and the price rules (spec 001 §9.4), in cents, from the shared pricing module.',
  query: LangQuery,
  response: Data(
    Type.Object({
      plans: Type.Array(PlanInfo),
      course_prices_cents: Type.Array(Type.Integer()),
      assisted_learning_cents: Type.Integer(),
      discounts: Type.Record(Type.String(), Type.Integer()),
      savings_cap_percent: Type.Integer(),
    }),
  ),
});

export const SubscriptionStatus = Type.Union([
  Type.Literal('active'),
  Type.Literal('cancelled'),
  Type.Literal('expired'),
]);

export const PlanRow = Type.Object({
  subscription_id: Type.Integer(),
  student_profile_id: Type.Integer(),
  username: Type.String(),
  course_id: Type.Integer(),
  course_title: Type.String(),
  plan_id: Type.Integer(),
  status: SubscriptionStatus,
  assisted_learning: Type.Boolean(),
  purchased_at: Type.String(),
  expires_at: Type.String(),
});

export const parentPlans = defineCall({
  method: 'GET',
  path: '/get-parent-plans',
  access: ParentAccess,
  queueable: false,
  summary: "The courses the parent's children have now (active, or cancelled and still open until expiry).",
  query: LangQuery,
  response: Data(Type.Object({ plans: Type.Array(PlanRow) })),
});

export const ChildSubscriptionStatus = Type.Object({
  student_profile_id: Type.Integer(),
  username: Type.String(),
  /** active: a course bought and renewing; cancelled: open until expiry, not renewing; trial; school; expired. */
  status: Type.Union([
    Type.Literal('active'),
    Type.Literal('cancelled'),
    Type.Literal('expired'),
    Type.Literal('trial'),
    Type.Literal('school'),
  ]),
  course_ids: Type.Array(Type.Integer()),
  expires_at: Nullable(Type.String()),
});

export const parentSubscriptionStatus = defineCall({
  method: 'GET',
  path: '/get-parent-subscription-status',
  access: ParentAccess,
  queueable: false,
  summary: "Each child's subscription status.",
  query: LangQuery,
  response: Data(Type.Object({ children: Type.Array(ChildSubscriptionStatus) })),
});

export const PurchaseRow = Type.Object({
  subscription_id: Type.Integer(),
  student_profile_id: Type.Integer(),
  username: Type.String(),
  course_id: Type.Integer(),
  course_title: Type.String(),
  plan_id: Type.Integer(),
  amount_cents: Type.Integer(),
  discount_cents: Type.Integer(),
  coupon_code: Nullable(Type.String()),
  assisted_learning: Type.Boolean(),
  payment_method: Nullable(Type.String()),
  status: SubscriptionStatus,
  purchased_at: Type.String(),
  expires_at: Type.String(),
});

export const purchasesHistory = defineCall({
  method: 'GET',
  path: '/purchases-history',
  access: ParentAccess,
  queueable: false,
  summary: "The parent's purchases, newest first, a page at a time.",
  query: Strict({ page_number: Type.Optional(Page), lang: Type.Optional(Lang) }),
  response: Data(Type.Object({ purchases: Type.Array(PurchaseRow), pagination: Pagination })),
});

/** A coupon code as typed: letters, digits and dashes (compared whatever the case). */
export const CouponCode = Type.String({
  minLength: 3,
  maxLength: 40,
  pattern: '^[A-Za-z0-9-]+$',
  errorMessages: {
    pattern: 'parent.couponInvalid',
    minLength: 'parent.couponInvalid',
    maxLength: 'parent.couponInvalid',
  },
});

export const parentCouponsDiscount = defineCall({
  method: 'GET',
  path: '/get-parent-coupons-discount/{code}/{planId}',
  access: ParentAccess,
  queueable: false,
  summary: 'Whether a coupon code is valid for this parent and plan, and its percent (subscription fees only).',
  params: Strict({ code: CouponCode, planId: Id }),
  query: LangQuery,
  response: Data(Type.Object({ code: Type.String(), percent: Type.Integer(), plan_id: Type.Integer() })),
});

export const QuoteLineInfo = Type.Object({
  kind: Type.Union([Type.Literal('course'), Type.Literal('assisted')]),
  student_profile_id: Nullable(Type.Integer()),
  course_id: Type.Integer(),
  base_cents: Type.Integer(),
  discount_cents: Type.Integer(),
  amount_cents: Type.Integer(),
});

export const PriceQuote = Type.Object({
  course_id: Type.Integer(),
  plan_id: Type.Integer(),
  months: Type.Integer(),
  /** One child, one month, before any discount. */
  price_cents: Type.Integer(),
  discounts: Type.Array(Type.Object({ key: Type.String(), percent: Type.Integer() })),
  percent: Type.Integer(),
  capped: Type.Boolean(),
  lines: Type.Array(QuoteLineInfo),
  subtotal_cents: Type.Integer(),
  discount_cents: Type.Integer(),
  total_cents: Type.Integer(),
});

/** Ids in a query, written `1,2,3`. */
export const IdList = Type.String({
  pattern: '^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,19}$',
  errorMessages: { pattern: 'validation.invalid' },
});

export const priceByCourse = defineCall({
  method: 'GET',
  path: '/get-price-by-course/{course_id}/{plan_id}',
  access: ParentAccess,
  queueable: false,
  summary:
    "The price of a course and plan, computed on the server by the shared pricing module: for the chosen children (student_ids, the parent's own), or for one child when none is named; with assisted learning and a coupon when given.",
  params: Strict({ course_id: Id, plan_id: Id }),
  query: Strict({
    student_ids: Type.Optional(IdList),
    with_assisted_learning: Type.Optional(Type.Boolean()),
    coupon_code: Type.Optional(CouponCode),
    lang: Type.Optional(Lang),
  }),
  response: Data(PriceQuote),
});

export const checkStudentCourse = defineCall({
  method: 'GET',
  path: '/check-student-course/{studentProfileId}/{courseId}',
  access: ParentAccess,
  queueable: false,
  summary: "Whether one of the parent's children has a course now (bought, not expired).",
  params: Strict({ studentProfileId: Id, courseId: Id }),
  query: LangQuery,
  response: Data(
    Type.Object({
      student_profile_id: Type.Integer(),
      course_id: Type.Integer(),
      purchased: Type.Boolean(),
      status: Nullable(SubscriptionStatus),
      expires_at: Nullable(Type.String()),
    }),
  ),
});

export const PurchasableCourse = Type.Object({
  course_id: Type.Integer(),
  number: Type.Integer(),
  title: Type.String(),
  price_cents: Type.Integer(),
});

export const coursesCanBePurchased = defineCall({
  method: 'GET',
  path: '/courses-can-be-purchased/{studentProfileId}',
  access: ParentAccess,
  queueable: false,
  summary: "The courses one of the parent's children does not have now, with their monthly price.",
  params: Strict({ studentProfileId: Id }),
  query: LangQuery,
  response: Data(Type.Object({ courses: Type.Array(PurchasableCourse) })),
});

export const cancelParentSubscription = defineCall({
  method: 'POST',
  path: '/cancel-parent-subscription',
  access: ParentAccess,
  queueable: false,
  summary:
    'Stops the renewal of the chosen children’s subscriptions (all their courses, or one with course_id); each child keeps the course until it expires.',
  body: Strict({ student_ids: Type.Array(Id, { minItems: 1, maxItems: 50 }), course_id: Type.Optional(Id) }),
  response: Data(Type.Object({ message: Type.String(), cancelled: Type.Integer() })),
});

// ---------------------------------------------------------------- a child invites a parent (issue 15 item 5)

export const SentInvitation = Type.Object({
  channel: Type.Union([Type.Literal('email'), Type.Literal('phone')]),
  /** The address the child typed (their own data: shown only to them). */
  to: Type.String(),
  sent_at: Type.String(),
  accepted: Type.Boolean(),
});

export const ParentInvitations = Type.Object({
  /** A home learner without a linked parent may invite one; a school student or a linked child may not. */
  can_invite: Type.Boolean(),
  has_parent: Type.Boolean(),
  left_today: Type.Integer({ minimum: 0, maximum: PARENT_INVITATIONS.perChildPerDay }),
  per_day: Type.Integer(),
  sent: Type.Array(SentInvitation),
});

export const parentInvitations = defineCall({
  method: 'GET',
  path: '/parent-invitations',
  access: ['student'],
  queueable: false,
  summary:
    "Our addition: whether the child may invite a parent, how many messages are left today, and the child's invitations.",
  response: Data(ParentInvitations),
});

export const inviteParent = defineCall({
  method: 'POST',
  path: '/invite-parent',
  access: ['student'],
  queueable: false,
  summary:
    'Our addition (spec 000 §5): a child without a parent sends a sign-up link to a parent by email or SMS; the same parent only once, a few messages a day.',
  body: Strict({ email: Type.Optional(Email), phone: Type.Optional(Phone) }),
  response: Data(Type.Object({ message: Type.String(), invitations: ParentInvitations })),
  check: ({ body }): FieldIssues => {
    if (body.email !== undefined && body.phone !== undefined) return { phone: [{ key: 'validation.emailOrPhone' }] };
    return body.email || body.phone ? {} : { email: [{ key: 'validation.emailOrPhone' }] };
  },
});
