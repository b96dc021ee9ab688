import { PAGE_SIZES, teacher, translate } from '@codeyard/shared-schema';
import type { FastifyInstance } from 'fastify';
import { serve } from '../http/contract-routes.js';
import { requestLanguage } from '../http/language.js';
import { studentLessonAssessment } from './assessment.js';
import { teacherClassrooms } from './classroom-list.js';
import { classroomChallengeByLesson, classroomChallenges, codeSolution, resetChallenge } from './challenges.js';
import { classroomCompletedLessons, classroomDetails, classroomLessons, classroomsSummary } from './classrooms.js';
import { finishLesson, updateLockedStatus, type TeacherWriteResult } from './controls.js';
import { lessonQuestionSolution } from './solutions.js';
import { classroomGames, resetGame } from './games.js';

/**
 * The teacher's calls (spec 001 §7.6): what arrived from their classrooms, and the lesson powers whose
 * changes reach the students' devices.
 */
export async function teacherRoutes(app: FastifyInstance): Promise<void> {
  const me = (request: { auth?: { user: { id: number } } }) => request.auth!.user.id;

  serve(app, teacher.teacherClassroomList, async (request) => ({
    data: await teacherClassrooms(app.db, me(request), requestLanguage(request)),
  }));

  serve(app, teacher.teacherClassroomsSummary, async (request) => ({
    data: await classroomsSummary(
      app.db,
      me(request),
      request.params.schoolId,
      request.query.classroom_number ?? PAGE_SIZES.classroomsSummary,
      request.query.page_number ?? 1,
      requestLanguage(request),
    ),
  }));

  serve(app, teacher.teacherClassroomDetails, async (request) => ({
    data: await classroomDetails(
      app.db,
      me(request),
      request.params.id,
      request.query.student_number ?? PAGE_SIZES.classroomStudents,
      request.query.page_number ?? 1,
      requestLanguage(request),
    ),
  }));

  serve(app, teacher.teacherStudentLessonAssessment, async (request) => ({
    data: await studentLessonAssessment(app.db, me(request), request.params.studentId, {
      lessonId: request.query.lesson_id,
      classroomId: request.query.classroom_id,
      lang: requestLanguage(request),
    }),
  }));

  serve(app, teacher.teacherClassroomLessons, async (request) => ({
    data: await classroomLessons(app.db, me(request), request.params.id, requestLanguage(request)),
  }));

  serve(app, teacher.teacherClassroomCompletedLessons, async (request) => ({
    data: await classroomCompletedLessons(app.db, me(request), request.query.classroom_id, requestLanguage(request)),
  }));

  // SmoothY challenge and code stones (issue 4)
  serve(app, teacher.teacherClassroomLessonsChallenges, async (request) => ({
    data: await classroomChallenges(
      app.db,
      app.levels,
      me(request),
      request.query.classroom_id,
      requestLanguage(request),
    ),
  }));
  serve(app, teacher.teacherClassroomChallengesByLesson, async (request) => ({
    data: await classroomChallengeByLesson(
      app.db,
      app.levels,
      me(request),
      request.params.id,
      request.query.classroom_id,
      requestLanguage(request),
    ),
  }));
  serve(app, teacher.teacherLessonCodeSolution, async (request) => ({
    data: await codeSolution(app.db, app.levels, me(request), request.query.lesson_id),
  }));

  serve(app, teacher.teacherLessonQuestionSolution, async (request) => ({
    data: await lessonQuestionSolution(app.db, me(request), request.params.lessonId, requestLanguage(request)),
  }));

  // Queueable writes: each a unit of work, joined by serve() to the one that stores its Idempotency-Key answer.
  const answer = (lang: ReturnType<typeof requestLanguage>, { messageKey, vars, ...rest }: TeacherWriteResult) => ({
    data: { message: translate(lang, messageKey, vars), ...rest },
  });

  serve(app, teacher.teacherFinishStudentLesson, async (request) =>
    answer(requestLanguage(request), await finishLesson(app.db, me(request), request.body)),
  );

  serve(app, teacher.teacherUpdateClassroomLockedStatus, async (request) =>
    answer(requestLanguage(request), await updateLockedStatus(app.db, me(request), request.body)),
  );

  serve(app, teacher.teacherResetChallengeSubmissions, async (request) =>
    answer(requestLanguage(request), await resetChallenge(app.db, me(request), request.body)),
  );

  serve(app, teacher.teacherClassroomGames, async (request) => ({
    data: await classroomGames(app.db, app.games, me(request), request.query.classroom_id, requestLanguage(request)),
  }));
  serve(app, teacher.teacherResetGame, async (request) =>
    answer(requestLanguage(request), await resetGame(app.db, app.games, me(request), request.body)),
  );
}
