import { Type } from 'typebox';
import { EXAM_AWARDS } from '../exams/rules.js';
import { ACCOUNT_LIMITS } from '../rules/constants.js';
import { Data, defineCall, Strict } from './define.js';
import { Id, Lang, LangQuery } from './fields.js';
import { PdfFile } from './payments.js';

/**
 * Certificates (spec 001 §7.10, GET /certificates?type=student and /generate-student-certificate of §7.3;
 * issue 16 item 2).
 *
 * - A student's certificate is for a course they have completed (every playable stone done: the map's
 *   `completed`). The student makes their own (GET /generate-student-certificate/{courseId}, with the name to
 *   print), or a teacher makes it for chosen students of their own classrooms (POST /certificates/students/…).
 * - A teacher's certificate is the teacher's own, for a course taught in one of their classrooms.
 * - One certificate a holder and course: making it again returns it (with the new name, when one is given).
 * - The file (GET /certificates/{id}) is a one-page PDF in the asked language; the holder, their parent or a
 *   teacher of their classroom may fetch it, anyone else gets 403 (unknown ids too, so ids cannot be probed).
 * - Each certificate has a verification code; GET /certificates/verify/{code} (ours, public) answers only the
 *   name, the course and the date, for the page /certificates/verify/{code} a parent or school opens.
 * - Passing every exam of a track gives that specialisation's certificate, all three the master certificate
 *   (type specialisation / master, no course; issued by the server once, when the exam is passed).
 */

export const CERTIFICATE_TYPES = ['student', 'teacher'] as const;
/** The verification code: 10 letters and digits without look-alikes (no 0/O, 1/I/L), shown as XXXXX-XXXXX. */
export const CERTIFICATE_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CERTIFICATE_CODE_PATTERN = '^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$';

const CertificateType = Type.Enum(CERTIFICATE_TYPES);
const PrintedName = Type.String({
  minLength: 1,
  maxLength: ACCOUNT_LIMITS.nameMax,
  pattern: '\\S',
  errorMessages: { minLength: 'validation.required', pattern: 'validation.required' },
});
const Code = Type.String({ pattern: CERTIFICATE_CODE_PATTERN, errorMessages: { pattern: 'certificates.codeInvalid' } });

/** A certificate's kind: a course's (student, teacher), or a certification award (specialisation, master). */
const CertificateKind = Type.Enum(['student', 'teacher', 'specialisation', 'master'] as const);

export const Certificate = Type.Object({
  id: Type.Integer(),
  type: CertificateKind,
  code: Type.String(),
  /** Null for a specialisation or the master certificate, which are for exams, not a course. */
  course_id: Type.Union([Type.Integer(), Type.Null()]),
  course_number: Type.Union([Type.Integer(), Type.Null()]),
  /** In the request's language: the course's title, or the award's (e.g. Web Specialisation). */
  course_title: Type.String(),
  /** The certification award: smoothy, web or python (a specialisation) or master; null for a course's. */
  award: Type.Union([Type.Enum(EXAM_AWARDS), Type.Null()]),
  first_name: Type.String(),
  last_name: Type.String(),
  student_profile_id: Type.Union([Type.Integer(), Type.Null()]),
  teacher_profile_id: Type.Union([Type.Integer(), Type.Null()]),
  issued_at: Type.String(),
});

/** A completed course without its certificate yet. */
export const ReadyCourse = Type.Object({
  course_id: Type.Integer(),
  number: Type.Integer(),
  title: Type.String(),
  completed_at: Type.String(),
});

const StudentAccess = ['student'] as const;
const TeacherAccess = ['teacher'] as const;

export const certificatesList = defineCall({
  method: 'GET',
  path: '/certificates',
  access: ['student', 'teacher'],
  queueable: false,
  summary:
    "The caller's certificates: a student's own (type=student) with the completed courses still without one; a teacher's own (type=teacher), or those of the students of their classrooms (type=student).",
  query: Strict({ type: CertificateType, lang: Type.Optional(Lang) }),
  response: Data(Type.Object({ certificates: Type.Array(Certificate), ready_courses: Type.Array(ReadyCourse) })),
});

export const generateStudentCertificate = defineCall({
  method: 'GET',
  path: '/generate-student-certificate/{courseId}',
  access: StudentAccess,
  queueable: false,
  summary:
    "Makes (or returns) the student's own certificate of a course they completed, with the name to print (the profile's name when not given); 409 course_not_completed otherwise.",
  params: Strict({ courseId: Id }),
  query: Strict({
    first_name: Type.Optional(PrintedName),
    last_name: Type.Optional(PrintedName),
    lang: Type.Optional(Lang),
  }),
  response: Data(Type.Object({ message: Type.String(), certificate: Certificate })),
});

export const certificateFile = defineCall({
  method: 'GET',
  path: '/certificates/{id}',
  access: ['student', 'teacher', 'parent'],
  queueable: false,
  summary:
    "A certificate as a one-page PDF in the asked language: the holder's, their parent's or a teacher's of their classroom (type=teacher: a teacher's own).",
  params: Strict({ id: Id }),
  query: Strict({ type: Type.Optional(CertificateType), lang: Type.Optional(Lang) }),
  response: PdfFile,
});

export const createStudentCertificate = defineCall({
  method: 'POST',
  path: '/certificates/students/{student_profile_id}',
  access: TeacherAccess,
  queueable: false,
  summary:
    "A teacher makes (or returns) the certificate of a course a student of their own classroom completed; 403 for another teacher's student, 409 course_not_completed.",
  params: Strict({ student_profile_id: Id }),
  query: LangQuery,
  body: Strict({ type: Type.Literal('student'), course_id: Id }),
  response: Data(Type.Object({ message: Type.String(), certificate: Certificate })),
});

export const studentCertificatesForTeacher = defineCall({
  method: 'GET',
  path: '/certificates/teachers/students',
  access: TeacherAccess,
  queueable: false,
  summary:
    "A student of the teacher's own classrooms: their certificates and the completed courses still without one (403 for any other student).",
  query: Strict({ student_profile_id: Id, lang: Type.Optional(Lang) }),
  response: Data(
    Type.Object({
      student: Type.Object({ id: Type.Integer(), first_name: Type.String(), last_name: Type.String() }),
      certificates: Type.Array(Certificate),
      ready_courses: Type.Array(ReadyCourse),
    }),
  ),
});

export const createTeacherCertificate = defineCall({
  method: 'POST',
  path: '/certificates/teachers/{teacher_id}',
  access: TeacherAccess,
  queueable: false,
  summary:
    "The teacher's own certificate for a course taught in one of their classrooms (teacher_id is the caller's teacher profile; 403 for another).",
  params: Strict({ teacher_id: Id }),
  query: LangQuery,
  body: Strict({ course_id: Id }),
  response: Data(Type.Object({ message: Type.String(), certificate: Certificate })),
});

export const teacherCertificates = defineCall({
  method: 'GET',
  path: '/certificates/teachers',
  access: TeacherAccess,
  queueable: false,
  summary: "The teacher's own certificates, and the courses of their classrooms they may make one for.",
  query: LangQuery,
  response: Data(
    Type.Object({
      certificates: Type.Array(Certificate),
      courses: Type.Array(Type.Object({ course_id: Type.Integer(), number: Type.Integer(), title: Type.String() })),
    }),
  ),
});

/** Ours: the public check of a certificate's code (the verification page). Only the name, course and date. */
export const verifyCertificate = defineCall({
  method: 'GET',
  path: '/certificates/verify/{code}',
  access: 'public',
  queueable: false,
  summary:
    'Ours, public: whether a verification code belongs to a certificate, with only its name, course and date (404 otherwise).',
  params: Strict({ code: Code }),
  query: LangQuery,
  response: Data(
    Type.Object({
      type: CertificateKind,
      name: Type.String(),
      course_title: Type.String(),
      issued_at: Type.String(),
    }),
  ),
});
