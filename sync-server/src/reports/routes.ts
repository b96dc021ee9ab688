import { reports, translate, type Language } from '@codeyard/shared-schema';
import { asc, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { schools } from '../db/tables.js';
import { serve } from '../http/contract-routes.js';
import { requestLanguage } from '../http/language.js';
import { administeredClassroom, administeredTeacher, schoolsInScope } from '../school/access.js';
import { teacherName } from '../teacher/controls.js';
import { classroomStudent, ownTeacherClassroom, parentOf, studentCourse, teacherClassroom } from './access.js';
import { classroomCourseIds, lessonOfCourses, studentChart, studentName } from './data.js';
import {
  classroomAssessmentsSheets,
  classroomCourseSubmissionsSheets,
  classroomLessonSubmissionsSheets,
  classroomRangeSheets,
  classroomStudentsSheets,
  classroomSubmissionsSheets,
  generalReportSheets,
  schoolRows,
  schoolsSheet,
  studentDetailsSheets,
  studentOverviewSheets,
  studentProjectsSheets,
  studentSkillsSheets,
} from './files.js';
import { fileName, sendFile, workbookBuffer, XLSX_TYPE, type AnySheet } from './sheet.js';

/**
 * Reports as spreadsheets and chart data (spec 001 §7.6 and §7.7 "(file)" calls): the teacher's,
 * checked against their own classrooms and students (teacher/access.ts), and the school
 * administrator's, against their schools (school/access.ts). Thin handlers over ./files.ts.
 */
export async function reportRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const me = (request: FastifyRequest) => request.auth!.user.id;
  const file = async (reply: FastifyReply, name: (string | number)[], sheets: AnySheet[], lang: Language) =>
    sendFile(reply, fileName(name), await workbookBuffer(sheets, lang));

  /** Mails a student's report to their parent, in the parent's language, the file attached. */
  const share = async (
    request: FastifyRequest,
    teacherProfileId: number,
    studentProfileId: number,
    parentEmail: string,
    report: string,
    sheets: (lang: Language) => Promise<AnySheet[]>,
  ) => {
    const parent = await parentOf(db, studentProfileId, parentEmail);
    const lang = parent.language;
    const student = await studentName(db, studentProfileId);
    const vars = {
      report: translate(lang, `reports.names.${report}`),
      student: student.name,
      teacher: await teacherName(db, teacherProfileId),
    };
    await app.mail.send({
      to: parent.to,
      subject: translate(lang, 'reports.mail.subject', vars),
      text: translate(lang, 'reports.mail.body', vars),
      attachments: [
        {
          filename: fileName([report, student.username]),
          contentType: XLSX_TYPE,
          content: await workbookBuffer(await sheets(lang), lang),
        },
      ],
    });
    return { data: { message: translate(requestLanguage(request), 'reports.shared') } };
  };

  // ---------------------------------------------------------------- the teacher's files (§7.6)
  serve(app, reports.exportStudentsReportByTeacher, async (request, reply) => {
    const { classroom } = await teacherClassroom(db, me(request), request.params.classroomId);
    return file(
      reply,
      ['students', classroom.name],
      await classroomStudentsSheets(db, classroom),
      requestLanguage(request),
    );
  });

  serve(app, reports.exportStudentDetailsExcel, async (request, reply) => {
    const { classroom_id, student_profile_id } = request.params;
    const { classroom } = await classroomStudent(db, me(request), classroom_id, student_profile_id);
    const lang = requestLanguage(request);
    const who = await studentName(db, student_profile_id);
    return file(
      reply,
      ['details', who.username],
      await studentDetailsSheets(db, classroom, student_profile_id, lang),
      lang,
    );
  });
  serve(app, reports.shareStudentDetailsExcel, async (request) => {
    const { classroom_id, student_profile_id } = request.params;
    const { teacher, classroom } = await classroomStudent(db, me(request), classroom_id, student_profile_id);
    return share(request, teacher.id, student_profile_id, request.query.parent_email, 'studentDetails', (lang) =>
      studentDetailsSheets(db, classroom, student_profile_id, lang),
    );
  });

  serve(app, reports.exportStudentSkillsExcel, async (request, reply) => {
    const { classroom_id, student_profile_id } = request.params;
    const { classroom } = await classroomStudent(db, me(request), classroom_id, student_profile_id);
    const who = await studentName(db, student_profile_id);
    return file(
      reply,
      ['skills', who.username],
      await studentSkillsSheets(db, classroom, student_profile_id),
      requestLanguage(request),
    );
  });

  serve(app, reports.generateStudentProjectsReport, async (request, reply) => {
    const { profileId, courseId } = request.params;
    await studentCourse(db, me(request), profileId, courseId);
    const lang = requestLanguage(request);
    const who = await studentName(db, profileId);
    return file(reply, ['projects', who.username], await studentProjectsSheets(db, profileId, courseId, lang), lang);
  });
  serve(app, reports.shareStudentProjectsReport, async (request) => {
    const { profileId, courseId } = request.params;
    const { teacher } = await studentCourse(db, me(request), profileId, courseId);
    return share(request, teacher.id, profileId, request.query.parent_email, 'projects', (lang) =>
      studentProjectsSheets(db, profileId, courseId, lang),
    );
  });

  serve(app, reports.generateStudentOverviewReport, async (request, reply) => {
    const { profileId, courseId } = request.params;
    await studentCourse(db, me(request), profileId, courseId);
    const lang = requestLanguage(request);
    const who = await studentName(db, profileId);
    return file(reply, ['overview', who.username], await studentOverviewSheets(db, profileId, courseId, lang), lang);
  });
  serve(app, reports.shareStudentOverviewReport, async (request) => {
    const { profileId, courseId } = request.params;
    const { teacher } = await studentCourse(db, me(request), profileId, courseId);
    return share(request, teacher.id, profileId, request.query.parent_email, 'overview', (lang) =>
      studentOverviewSheets(db, profileId, courseId, lang),
    );
  });

  serve(app, reports.getStudentReports, async (request) => {
    const { profileId, courseId, type } = request.params;
    await studentCourse(db, me(request), profileId, courseId);
    return { data: await studentChart(db, profileId, courseId, type) };
  });

  // The three submission lists of one of the teacher's classrooms: the same check, each its own sheets.
  for (const [call, name, sheets] of [
    [reports.exportClassroomStudentSubmissions, 'submissions', classroomSubmissionsSheets],
    [reports.exportClassroomLessonSubmissions, 'lesson-submissions', classroomLessonSubmissionsSheets],
    [reports.exportClassroomCourseSubmissions, 'course-submissions', classroomCourseSubmissionsSheets],
  ] as const) {
    serve(app, call, async (request, reply) => {
      const { classroom } = await ownTeacherClassroom(
        db,
        me(request),
        request.params.teacherId,
        request.query.classroom_id,
      );
      const lang = requestLanguage(request);
      return file(reply, [name, classroom.name], await sheets(db, classroom, lang), lang);
    });
  }
  serve(app, reports.exportClassroomAssessments, async (request, reply) => {
    const { classroom } = await ownTeacherClassroom(
      db,
      me(request),
      request.params.teacherId,
      request.query.classroom_id,
    );
    const lang = requestLanguage(request);
    const lessonId = request.query.lesson_id;
    if (lessonId !== undefined) await lessonOfCourses(db, lessonId, await classroomCourseIds(db, [classroom.id]));
    return file(
      reply,
      ['assessments', classroom.name],
      await classroomAssessmentsSheets(db, classroom, lessonId, lang),
      lang,
    );
  });

  // ---------------------------------------------------------------- the school administrator's files (§7.7)
  serve(app, reports.exportStudentsReportBySchooladmin, async (request, reply) => {
    const { teacher } = await administeredTeacher(db, me(request), request.params.teacherId);
    const classroom = await administeredClassroom(db, teacher, request.params.classroomId);
    const { from, to } = request.query;
    return file(
      reply,
      ['students', classroom.name, from ?? '', to ?? ''],
      await classroomRangeSheets(db, classroom, { from, to }),
      requestLanguage(request),
    );
  });

  const schoolsOf = async (request: FastifyRequest, schoolId?: number) => {
    const { schoolIds } = await schoolsInScope(db, me(request), schoolId);
    return db
      .select({ id: schools.id, name: schools.name })
      .from(schools)
      .where(inArray(schools.id, schoolIds))
      .orderBy(asc(schools.name));
  };

  serve(app, reports.generalSchoolReport, async (request, reply) => {
    const { school_id, from, to } = request.query;
    const list = await schoolsOf(request, school_id);
    const name = school_id !== undefined ? list[0]!.name : 'all-schools';
    return file(
      reply,
      ['school-report', name, from ?? '', to ?? ''],
      await generalReportSheets(db, list, { from, to }),
      requestLanguage(request),
    );
  });
  serve(app, reports.generalSchoolReportAll, async (request, reply) => {
    const { from, to } = request.query;
    const rows = await schoolRows(db, await schoolsOf(request), { from, to });
    return file(
      reply,
      ['all-schools', from ?? '', to ?? ''],
      schoolsSheet(rows, { from, to }),
      requestLanguage(request),
    );
  });
  serve(app, reports.generalSchoolReportView, async (request) => {
    const { school_id, from, to } = request.query;
    return {
      data: {
        from: from ?? null,
        to: to ?? null,
        schools: await schoolRows(db, await schoolsOf(request, school_id), { from, to }),
      },
    };
  });
}
