import fastifyMultipart from '@fastify/multipart';
import { API_PREFIX, roster, translate, type Language } from '@codeyard/shared-schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serve } from '../http/contract-routes.js';
import { HttpError } from '../http/errors.js';
import { requestLanguage } from '../http/language.js';
import {
  addClassroom,
  changeClassroomTeacher,
  completeClassroom,
  editClassroom,
  removeClassroom,
  updateSchedule,
  type Said,
} from './classrooms.js';
import {
  addStudent,
  assignStudents,
  editStudent,
  generateUsername,
  moveStudents,
  removeStudents,
  resetStudentPassword,
  studentProfile,
  studentProfileByCourse,
  studentsOfTeacher,
  unassignedStudents,
} from './students.js';
import { importClassList } from './import.js';
import { searchClassrooms, schoolSetup, searchFilters, topStudents } from './school-reads.js';
import { changeTeacherPassword, editTeacherAccount, teacherAccount } from '../teacher/account.js';
import { finishLesson, type TeacherWriteResult } from '../teacher/controls.js';
import {
  deleteLessonSubmissions,
  lockedStatus,
  lockUnlockCommunity,
  logoutStudents,
  resetLessons,
} from '../teacher/powers.js';

const { IMPORT_FILE } = roster;

/**
 * The teacher's roster (spec 001 §7.6): classrooms and the school students in them, as a teacher
 * manages them. Thin handlers over the services of this folder.
 */
export async function rosterRoutes(app: FastifyInstance): Promise<void> {
  const me = (request: { auth?: { user: { id: number } } }) => request.auth!.user.id;
  const say = (lang: Language, said: Said<unknown>) => translate(lang, said.messageKey, said.vars);
  const classroomAnswer = (lang: Language, said: Said<Awaited<ReturnType<typeof addClassroom>>['value']>) => ({
    data: { message: say(lang, said), classroom: said.value },
  });
  const studentAnswer = (lang: Language, said: Said<Awaited<ReturnType<typeof addStudent>>['value']>) => ({
    data: { message: say(lang, said), student: said.value },
  });
  const valueAnswer = <T extends object>(lang: Language, said: Said<T>) => ({
    data: { message: say(lang, said), ...said.value },
  });

  // ---------------------------------------------------------------- classrooms
  serve(app, roster.addSchoolClassroom, async (request) => {
    const lang = requestLanguage(request);
    return classroomAnswer(lang, await addClassroom(app.db, me(request), request.body, lang));
  });
  serve(app, roster.editSchoolClassroom, async (request) => {
    const lang = requestLanguage(request);
    return classroomAnswer(lang, await editClassroom(app.db, me(request), request.body, lang));
  });
  serve(app, roster.removeSchoolClassroom, async (request) =>
    valueAnswer(requestLanguage(request), await removeClassroom(app.db, me(request), request.body.classroom_id)),
  );
  serve(app, roster.updateSchoolClassroomSchedule, async (request) => {
    const lang = requestLanguage(request);
    const { classroom_id, schedules } = request.body;
    return classroomAnswer(lang, await updateSchedule(app.db, me(request), classroom_id, schedules, lang));
  });
  serve(app, roster.setClassroomSchedules, async (request) => {
    const lang = requestLanguage(request);
    return classroomAnswer(
      lang,
      await updateSchedule(app.db, me(request), request.params.id, request.body.schedules, lang),
    );
  });
  serve(app, roster.completeClassroom, async (request) => {
    const lang = requestLanguage(request);
    return classroomAnswer(lang, await completeClassroom(app.db, me(request), request.params.classroomId, lang));
  });

  // ---------------------------------------------------------------- students
  serve(app, roster.addSchoolStudentToClassroom, async (request) =>
    studentAnswer(requestLanguage(request), await addStudent(app.db, me(request), request.body)),
  );
  serve(app, roster.assignSchoolStudentToClassroom, async (request) =>
    valueAnswer(requestLanguage(request), await assignStudents(app.db, me(request), request.body)),
  );
  serve(app, roster.schoolUnassignedStudents, async (request) => ({
    data: await unassignedStudents(app.db, me(request), request.params.schoolId),
  }));
  serve(app, roster.removeStudentFromSchoolClassroom, async (request) =>
    valueAnswer(requestLanguage(request), await removeStudents(app.db, me(request), request.body)),
  );
  serve(app, roster.changeStudentsClassroom, async (request) =>
    valueAnswer(requestLanguage(request), await moveStudents(app.db, me(request), request.body)),
  );
  serve(app, roster.resetSchoolStudentPassword, async (request) =>
    studentAnswer(requestLanguage(request), await resetStudentPassword(app.db, me(request), request.body)),
  );
  serve(app, roster.updateStudentName, async (request) => {
    const { student_profile_id, ...names } = request.body;
    return studentAnswer(requestLanguage(request), await editStudent(app.db, me(request), student_profile_id, names));
  });
  serve(app, roster.changeStudentName, async (request) =>
    studentAnswer(requestLanguage(request), await editStudent(app.db, me(request), request.params.id, request.body)),
  );
  serve(app, roster.updateStudentUsername, async (request) =>
    studentAnswer(
      requestLanguage(request),
      await editStudent(app.db, me(request), request.params.student, request.body, request.params.classroom),
    ),
  );
  serve(app, roster.editStudentInfo, async (request) => {
    const { student_profile_id, ...changes } = request.body;
    return studentAnswer(requestLanguage(request), await editStudent(app.db, me(request), student_profile_id, changes));
  });
  serve(app, roster.generateStudentUsername, async (request) => ({
    data: await generateUsername(app.db, me(request), request.query.name),
  }));
  serve(app, roster.studentsInfoByTeacher, async (request) => ({
    data: await studentsOfTeacher(app.db, me(request), request.query.classroom_id),
  }));
  serve(app, roster.schoolStudentProfile, async (request) => ({
    data: await studentProfile(app.db, me(request), request.query.student_profile_id, requestLanguage(request)),
  }));
  serve(app, roster.schoolStudentProfileByCourse, async (request) => ({
    data: await studentProfileByCourse(
      app.db,
      me(request),
      request.query.student_profile_id,
      request.query.course_id,
      requestLanguage(request),
    ),
  }));

  // ---------------------------------------------------------------- lesson powers (teacher/powers.ts)
  const written = (lang: Language, { messageKey, vars, ...rest }: TeacherWriteResult) => ({
    data: { message: translate(lang, messageKey, vars), ...rest },
  });
  const told = <T extends { messageKey: string }>(lang: Language, { messageKey, ...rest }: T) => ({
    data: { message: translate(lang, messageKey), ...(rest as Omit<T, 'messageKey'>) },
  });
  serve(app, roster.deleteStudentQuestionSubmissionsByLesson, async (request) =>
    written(requestLanguage(request), await deleteLessonSubmissions(app.db, me(request), request.body)),
  );
  serve(app, roster.resetLessonsForStudentsClassroom, async (request) =>
    written(requestLanguage(request), await resetLessons(app.db, me(request), request.body)),
  );
  serve(app, roster.finishLessonForClassroom, async (request) =>
    written(
      requestLanguage(request),
      await finishLesson(app.db, me(request), {
        classroom_id: request.params.classRoomId,
        lesson_id: request.params.lessonId,
      }),
    ),
  );
  serve(app, roster.classroomLockedStatus, async (request) => ({
    data: await lockedStatus(app.db, me(request), request.params.id),
  }));
  serve(app, roster.logoutStudents, async (request) =>
    told(requestLanguage(request), await logoutStudents(app.db, me(request), request.params.classRoomId)),
  );
  serve(app, roster.lockUnlockCommunity, async (request) =>
    told(
      requestLanguage(request),
      await lockUnlockCommunity(app.db, me(request), request.params.classRoomId, request.query.locked),
    ),
  );

  // ---------------------------------------------------------------- the school, search and the teacher's account
  serve(app, roster.schoolSetupInformation, async (request) => ({
    data: await schoolSetup(app.db, me(request), request.params.schoolId, requestLanguage(request)),
  }));
  serve(app, roster.schoolSearchFilters, async (request) => ({
    data: await searchFilters(app.db, me(request), request.params.schoolId, requestLanguage(request)),
  }));
  serve(app, roster.searchClassroom, async (request) => ({
    data: await searchClassrooms(
      app.db,
      me(request),
      request.query.classroom_name,
      request.query.page_number ?? 1,
      requestLanguage(request),
    ),
  }));
  serve(app, roster.topStudentsWithClassroom, async (request) => ({
    data: await topStudents(app.db, me(request), request.params.classRoomId),
  }));
  serve(app, roster.teacherInfo, async (request) => ({ data: await teacherAccount(app.db, me(request)) }));
  serve(app, roster.editTeacherInfo, async (request) => ({
    data: {
      message: translate(requestLanguage(request), 'success.teacherSaved'),
      teacher: await editTeacherAccount(app.db, me(request), request.body),
    },
  }));
  serve(app, roster.resetTeacherPassword, async (request) => {
    await changeTeacherPassword(app.db, me(request), request.auth!.sessionId, request.body);
    return { data: { message: translate(requestLanguage(request), 'success.teacherPasswordChanged') } };
  });
  // Spec 001 §8.1: the client reads this call's field errors at data.data.errors (whichever check refused).
  const passwordRoute = API_PREFIX + roster.resetTeacherPassword.path;
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.routeOptions.url !== passwordRoute || reply.statusCode !== 422 || typeof payload !== 'string')
      return payload;
    const body = JSON.parse(payload) as { errors?: unknown };
    return JSON.stringify({ ...body, data: { errors: body.errors ?? {} } });
  });
  serve(app, roster.changeClassroomTeacher, async (request) => {
    const lang = requestLanguage(request);
    const said = await changeClassroomTeacher(
      app.db,
      request.auth!.user,
      request.params.classRoomId,
      request.params.teacher_id,
      lang,
    );
    return { data: { message: say(lang, said), classroom: said.value } };
  });

  // ---------------------------------------------------------------- importing a class list (online only)
  await app.register(fastifyMultipart, { limits: { fileSize: IMPORT_FILE.maxBytes, files: 1, fields: 0, parts: 2 } });
  serve(app, roster.importExcelByTeacher, async (request) =>
    valueAnswer(
      requestLanguage(request),
      await importClassList(
        app.db,
        me(request),
        request.params.id,
        await uploadedFile(request),
        request.query.preview ?? false,
      ),
    ),
  );
}

const fileError = (key: string, status = 422) =>
  new HttpError(status, key, { issues: { [IMPORT_FILE.field]: [{ key }] } });

/** The one uploaded file's bytes; whatever else comes is the sender's mistake, answered as one (never a 500). */
async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw fileError('validation.importFileMissing');
  try {
    const file = await request.file();
    if (!file || file.fieldname !== IMPORT_FILE.field) throw fileError('validation.importFileMissing');
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileError('validation.importTooLarge', 413);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw fileError('validation.importFileMissing');
    request.log.info({ err: error }, 'unreadable upload');
    throw fileError('validation.importUnreadable');
  }
}
