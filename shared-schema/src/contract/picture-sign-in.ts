import { Type } from 'typebox';
import { ACCOUNT_PROTECTION } from '../rules/constants.js';
import { LoginAnswer } from './accounts.js';
import { Data, defineCall, Strict } from './define.js';
import { Id, Lang, Nullable } from './fields.js';

/**
 * Picture sign-in for young children (issue 13; beyond the spec, modelled on Code.org's picture
 * passwords): the teacher turns it on per classroom; the classroom gets a short sign-in code (its page is
 * /class/{code}) and every child of it a picture of our own set. A child opens the class's page, taps
 * their name, then their picture. docs/security.md says what protects it (the class code, the limits).
 */

/** Our own pictures (client/src/features/classroom-sign-in/pictures/): a child's picture_password is one of these keys. */
export const PICTURE_KEYS = [
  'sun',
  'cat',
  'fish',
  'tree',
  'star',
  'boat',
  'apple',
  'rocket',
  'flower',
  'ball',
  'moon',
  'house',
] as const;
export type PictureKey = (typeof PICTURE_KEYS)[number];

/** How many pictures a child chooses from (theirs among them). */
export const PICTURE_GRID_SIZE = 9;

/** Sign-in codes: letters only, none that a young child confuses (no I, O, B, S, Z: 1, 0, 8, 5, 2). */
export const SIGN_IN_CODE_ALPHABET = 'ACDEFGHJKLMNPQRTUVWXY';
export const SIGN_IN_CODE_LENGTH = 6;

/**
 * The limits of picture sign-in. The counters are the password login's (a wrong picture counts against
 * the account as a wrong password does, and a right one clears them), with fewer free tries: one picture
 * of nine is guessed far sooner than a password.
 */
export const PICTURE_PROTECTION = {
  ...ACCOUNT_PROTECTION,
  failuresPerAccountAndAddress: { ...ACCOUNT_PROTECTION.failuresPerAccountAndAddress, max: 3 },
  accountWait: {
    ...ACCOUNT_PROTECTION.accountWait,
    login: { ...ACCOUNT_PROTECTION.accountWait.login, freeFailures: 3 },
  },
} as const;

export const Picture = Type.Enum(PICTURE_KEYS, {
  errorMessages: { required: 'validation.choice', enum: 'validation.choice' },
});

/** A code as typed: letters, any case (the server compares in capitals). */
export const SignInCode = Type.String({
  minLength: 4,
  maxLength: 12,
  pattern: '^[A-Za-z]+$',
  errorMessages: { pattern: 'validation.invalid', minLength: 'validation.invalid', maxLength: 'validation.invalid' },
});

export const PictureStudent = Type.Object({
  student_profile_id: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  username: Type.String(),
  picture: Nullable(Type.String()),
});

export const PictureSignInState = Data(
  Type.Object({
    classroom_id: Type.Integer(),
    picture_sign_in: Type.Boolean(),
    /** Kept when turned off, so that the cards already printed stay right when it is turned on again. */
    sign_in_code: Nullable(Type.String()),
    students: Type.Array(PictureStudent),
  }),
);

const ClassroomParams = Strict({ id: Id });

export const teacherPictureSignIn = defineCall({
  method: 'GET',
  path: '/teacher/classrooms/{id}/picture-sign-in',
  access: ['teacher'],
  queueable: false,
  summary: "Picture sign-in of one of the teacher's own classrooms: on or off, its code, each student's picture.",
  params: ClassroomParams,
  query: Strict({ lang: Type.Optional(Lang) }),
  response: PictureSignInState,
});

export const teacherSetPictureSignIn = defineCall({
  method: 'POST',
  path: '/teacher/classrooms/{id}/picture-sign-in',
  access: ['teacher'],
  queueable: false,
  summary:
    "Turns picture sign-in on or off for one of the teacher's own classrooms. Turning it on gives the classroom a sign-in code " +
    '(once; it stays) and every student without a picture one of ours; turning it off keeps both.',
  params: ClassroomParams,
  body: Strict({ enabled: Type.Boolean() }),
  response: PictureSignInState,
});

export const teacherSetStudentPicture = defineCall({
  method: 'POST',
  path: '/teacher/classrooms/{id}/picture-sign-in/students/{studentId}',
  access: ['teacher'],
  queueable: false,
  summary:
    "Changes the picture of a student of one of the teacher's own classrooms: to `picture`, or (left out) to another picture chosen by the server.",
  params: Strict({ id: Id, studentId: Id }),
  body: Strict({ picture: Type.Optional(Picture) }),
  response: Data(PictureStudent),
});

export const classPictureList = defineCall({
  method: 'GET',
  path: '/picture-sign-in/{code}',
  access: 'public',
  queueable: false,
  summary:
    "A classroom's picture sign-in page: each child's first name and last initial (nothing else about them) and the pictures they choose " +
    'from (always the same nine for a child while their picture stays). 404 when no classroom with picture sign-in on has the code.',
  params: Strict({ code: SignInCode }),
  query: Strict({ lang: Type.Optional(Lang) }),
  response: Data(
    Type.Object({
      classroom_name: Type.String(),
      children: Type.Array(
        Type.Object({
          student_profile_id: Type.Integer(),
          first_name: Type.String(),
          last_initial: Type.String(),
          avatar: Nullable(Type.String()),
          pictures: Type.Array(Type.String()),
        }),
      ),
    }),
  ),
});

export const classPictureSignIn = defineCall({
  method: 'POST',
  path: '/picture-sign-in/{code}',
  access: 'public',
  queueable: false,
  summary:
    'A child of the classroom signs in with their picture: the answer of POST /login. A wrong picture answers 422 (field picture); ' +
    'tries are limited as password sign-in (PICTURE_PROTECTION).',
  params: Strict({ code: SignInCode }),
  query: Strict({ lang: Type.Optional(Lang) }),
  body: Strict({ student_profile_id: Id, picture: Picture }),
  response: LoginAnswer,
});
