import fastifyMultipart from '@fastify/multipart';
import { school, translate } from '@codeyard/shared-schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serve } from '../http/contract-routes.js';
import { requestLanguage } from '../http/language.js';
import {
  classroomDetails,
  schooladminInfo,
  schoolCourses,
  schoolStatisticReport,
  schoolStatistics,
  schoolStudentClassrooms,
  schoolStudentCourses,
  schoolStudents,
  schoolTeacherList,
  teacherClassrooms,
  teacherInfo,
  topStudents,
} from './reads.js';
import { administeredSchool, schoolsInScope } from './access.js';
import { schoolTeachers } from './service.js';
import {
  addTeacher,
  deleteTeacherWithoutStudents,
  editSchooladminInfo,
  editTeacher,
  resetSchooladminPassword,
  resetTeacherPassword,
  setTeacherEnabled,
} from './teachers.js';

/** Form fields are read as text: an edit form sends at most these few short fields. */
const FORM_LIMITS = { fields: 20, fieldSize: 1_000, files: 0, parts: 20 };

/** The school administrator's calls (spec 001 §7.7): thin handlers over the services of this folder. */
export async function schoolRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const me = (request: FastifyRequest) => request.auth!.user.id;
  const say = (request: FastifyRequest, key: string) => translate(requestLanguage(request), key);

  // POST /edit-schooladmin-info is sent as form data (spec 001 §7.7): urlencoded or multipart fields, or JSON.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  await app.register(fastifyMultipart, { attachFieldsToBody: 'keyValues', limits: FORM_LIMITS });

  serve(app, school.schoolTeacherInfo, async (request) => ({
    data: await schoolTeachers(db, me(request), request.params.schoolId, request.query.page ?? 1),
  }));

  // ---------------------------------------------------------------- teachers (writes)
  serve(app, school.addSchoolTeacher, async (request) => ({
    data: { message: say(request, 'school.teacherAdded'), ...(await addTeacher(db, me(request), request.body)) },
  }));
  serve(app, school.resetSchoolTeacherPassword, async (request) => ({
    data: {
      message: say(request, 'school.teacherPasswordReset'),
      ...(await resetTeacherPassword(db, me(request), request.body.teacher_profile_id, request.body.password)),
    },
  }));
  serve(app, school.disableSchoolTeacherAccount, async (request) => ({
    data: {
      message: say(request, 'school.teacherDisabled'),
      ...(await setTeacherEnabled(db, me(request), request.body.teacher_profile_id, false)),
    },
  }));
  serve(app, school.enableSchoolTeacherAccount, async (request) => ({
    data: {
      message: say(request, 'school.teacherEnabled'),
      ...(await setTeacherEnabled(db, me(request), request.body.teacher_profile_id, true)),
    },
  }));
  serve(app, school.editSchoolTeacherAccount, async (request) => ({
    data: { message: say(request, 'school.teacherEdited'), ...(await editTeacher(db, me(request), request.body)) },
  }));
  serve(app, school.deleteTeacherWithoutStudents, async (request) => {
    await deleteTeacherWithoutStudents(db, me(request), request.params.id);
    return { data: { message: say(request, 'school.teacherDeleted') } };
  });

  // ---------------------------------------------------------------- the administrator's own account
  serve(app, school.getSchooladminInfo, async (request) => ({ data: await schooladminInfo(db, me(request)) }));
  serve(app, school.editSchooladminInfo, async (request) => {
    await editSchooladminInfo(db, me(request), request.body);
    return { data: { message: say(request, 'school.infoSaved'), info: await schooladminInfo(db, me(request)) } };
  });
  serve(app, school.resetSchooladminPassword, async (request) => {
    const { current_password, password } = request.body;
    await resetSchooladminPassword(db, me(request), request.auth!.sessionId, current_password, password);
    return { data: { message: say(request, 'school.passwordChanged') } };
  });

  // ---------------------------------------------------------------- teachers and classrooms (reads)
  serve(app, school.getTeacherInfoBySchooladmin, async (request) => ({
    data: await teacherInfo(db, me(request), request.params.id),
  }));
  serve(app, school.searchTeacher, async (request) => ({
    data: await schoolTeacherList(db, me(request), request.query.school_id, request.query.teacher_name),
  }));
  serve(app, school.getTeachersBySchooladmin, async (request) => ({
    data: await schoolTeacherList(db, me(request), request.query.school_id),
  }));
  serve(app, school.getTeacherClassroomsBySchooladmin, async (request) => ({
    data: await teacherClassrooms(db, me(request), request.params.id, requestLanguage(request)),
  }));
  serve(app, school.getClassroomDetailsBySchooladmin, async (request) => ({
    data: await classroomDetails(
      db,
      me(request),
      request.params.teacherId,
      request.params.classroomId,
      requestLanguage(request),
    ),
  }));

  // ---------------------------------------------------------------- students
  serve(app, school.getSchoolStudentsDetails, async (request) => ({
    data: await schoolStudents(db, me(request), request.query),
  }));
  serve(app, school.getSchoolStudentCourse, async (request) => ({
    data: await schoolCourses(db, me(request), request.query.school_id, requestLanguage(request)),
  }));
  serve(app, school.getSchoolStudentCourses, async (request) => ({
    data: await schoolStudentCourses(db, me(request), request.query.student_profile_id, requestLanguage(request)),
  }));
  serve(app, school.getSchoolStudentsClassroomDetails, async (request) => ({
    data: await schoolStudentClassrooms(db, me(request), request.query.student_profile_id, requestLanguage(request)),
  }));

  // ---------------------------------------------------------------- top students and statistics
  serve(app, school.schoolTop, async (request) => {
    const one = await administeredSchool(db, me(request), request.params.schoolId);
    return { data: await topStudents(db, [one.id]) };
  });
  serve(app, school.getTopStudentsBySchooladmin, async (request) => {
    const { schoolIds } = await schoolsInScope(db, me(request), request.query.school_id);
    return { data: await topStudents(db, schoolIds) };
  });
  serve(app, school.generateStatisticReportBySchooladmin, async (request) => ({
    data: await schoolStatistics(db, me(request), request.query),
  }));
  serve(app, school.getSchoolStatisticReport, async (request) => ({
    data: await schoolStatisticReport(db, me(request), request.query),
  }));
}
