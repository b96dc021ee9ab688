import { certificates as contract, translate } from '@codeyard/shared-schema';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { WindowCounter } from '../accounts/throttle.js';
import { studentProfiles } from '../db/tables.js';
import { forbidden, notFound, tooManyRequests } from '../http/errors.js';
import { serve } from '../http/contract-routes.js';
import { requestLanguage } from '../http/language.js';
import { studentOf } from '../learning/students.js';
import { classroomsHoldingStudent, teacherOf } from '../teacher/access.js';
import { certificateFileName, certificatePdf } from './pdf.js';
import {
  certificateByCode,
  certificateTitle,
  certificateView,
  classroomCertificates,
  issueStudentCertificate,
  issueTeacherCertificate,
  readableCertificate,
  studentCertificates,
  taughtCourses,
  teacherOwnCertificates,
} from './service.js';

/** A guest may check 30 codes a minute from one address: enough for a school's office, too few to guess. */
/** A student of one of the calling teacher's classrooms (403 for anyone else's). */
async function studentOfTeacher(db: Parameters<typeof teacherOf>[0], userId: number, studentProfileId: number) {
  const teacher = await teacherOf(db, userId);
  await classroomsHoldingStudent(db, teacher, studentProfileId);
  const [student] = await db.select().from(studentProfiles).where(eq(studentProfiles.id, studentProfileId)).limit(1);
  if (!student) throw forbidden();
  return student;
}

export const VERIFY_RATE_LIMIT = { max: 30, windowMs: 60_000 } as const;

/** The certificate calls (spec 001 §7.10 and two of §7.3): thin handlers over service.ts and pdf.ts. */
export async function certificateRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const lang = requestLanguage;
  const user = (request: FastifyRequest) => request.auth!.user;
  const verifyUrl = (code: string) => `${app.config.publicUrl.replace(/\/$/, '')}/certificates/verify/${code}`;

  serve(app, contract.certificatesList, async (request) => {
    const caller = user(request);
    if (caller.userType === 'student') {
      if (request.query.type !== 'student') return { data: { certificates: [], ready_courses: [] } };
      return { data: await studentCertificates(db, await studentOf(db, caller), lang(request)) };
    }
    const teacher = await teacherOf(db, caller.id);
    if (request.query.type === 'teacher') {
      return { data: { certificates: await teacherOwnCertificates(db, teacher, lang(request)), ready_courses: [] } };
    }
    return { data: { certificates: await classroomCertificates(db, teacher, lang(request)), ready_courses: [] } };
  });

  serve(app, contract.generateStudentCertificate, async (request) => {
    const student = await studentOf(db, user(request));
    const { row, course } = await issueStudentCertificate(db, {
      student,
      courseId: request.params.courseId,
      firstName: request.query.first_name,
      lastName: request.query.last_name,
      issuedBy: user(request).id,
    });
    return {
      data: {
        message: translate(lang(request), 'certificates.made'),
        certificate: certificateView(row, course, lang(request)),
      },
    };
  });

  serve(app, contract.certificateFile, async (request, reply: FastifyReply) => {
    const { row, course } = await readableCertificate(db, user(request), request.params.id);
    if (request.query.type && request.query.type !== (row.kind === 'teacher' ? 'teacher' : 'student'))
      throw forbidden();
    const language = lang(request);
    const bytes = await certificatePdf(
      {
        type: row.kind,
        name: `${row.firstName} ${row.lastName}`.trim(),
        courseTitle: certificateTitle(row, course, language),
        issuedAt: row.issuedAt,
        code: row.code,
        verifyUrl: verifyUrl(row.code),
      },
      language,
    );
    void reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${certificateFileName(row.code)}"`)
      .header('cache-control', 'no-store, private');
    return bytes as never;
  });

  serve(app, contract.createStudentCertificate, async (request) => {
    const student = await studentOfTeacher(db, user(request).id, request.params.student_profile_id);
    const { row, course } = await issueStudentCertificate(db, {
      student,
      courseId: request.body.course_id,
      issuedBy: user(request).id,
    });
    return {
      data: {
        message: translate(lang(request), 'certificates.made'),
        certificate: certificateView(row, course, lang(request)),
      },
    };
  });

  serve(app, contract.studentCertificatesForTeacher, async (request) => {
    const student = await studentOfTeacher(db, user(request).id, request.query.student_profile_id);
    return {
      data: {
        student: { id: student.id, first_name: student.firstName, last_name: student.lastName },
        ...(await studentCertificates(db, student, lang(request))),
      },
    };
  });

  serve(app, contract.createTeacherCertificate, async (request) => {
    const teacher = await teacherOf(db, user(request).id);
    if (teacher.id !== request.params.teacher_id) throw forbidden();
    const { row, course } = await issueTeacherCertificate(db, {
      teacher,
      courseId: request.body.course_id,
      issuedBy: user(request).id,
    });
    return {
      data: {
        message: translate(lang(request), 'certificates.made'),
        certificate: certificateView(row, course, lang(request)),
      },
    };
  });

  serve(app, contract.teacherCertificates, async (request) => {
    const teacher = await teacherOf(db, user(request).id);
    const certificates = await teacherOwnCertificates(db, teacher, lang(request));
    const courses = (await taughtCourses(db, teacher)).map((c) => ({
      course_id: c.id,
      number: c.number,
      title: lang(request) === 'ar' ? c.titleAr : c.titleEn,
    }));
    return { data: { certificates, courses } };
  });

  const verifyCounter = new WindowCounter(db, 'certificate verify', VERIFY_RATE_LIMIT.max, VERIFY_RATE_LIMIT.windowMs);
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request) => {
      if ((await verifyCounter.hit(normalizeIP(request.ip))) > verifyCounter.max) throw tooManyRequests();
    });
    serve(scope, contract.verifyCertificate, async (request) => {
      const found = await certificateByCode(db, request.params.code);
      if (!found) throw notFound();
      return {
        data: {
          type: found.row.kind,
          name: `${found.row.firstName} ${found.row.lastName}`.trim(),
          course_title: certificateTitle(found.row, found.course, lang(request)),
          issued_at: found.row.issuedAt,
        },
      };
    });
  });
}
