import fastifyMultipart from '@fastify/multipart';
import { API_PREFIX, learning, PHOTO_API_PREFIX } from '@codeyard/shared-schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authenticate } from '../auth/authenticate.js';
import { fieldError, HttpError } from '../http/errors.js';
import { serve } from '../http/contract-routes.js';
import { requestLanguage } from '../http/language.js';
import { markSeen, notificationList } from './awards.js';
import { curriculumOverview } from './curriculum-overview.js';
import { chargeHint, notePoints } from './points.js';
import { ideVisit, savePicture, seenCourseModal, setEmoji, storylineWatched, uploadsDir } from './profile.js';
import { photoFor } from './photos.js';
import * as reads from './reads.js';
import { claimTaskPoints, completeStone, hintStone, submitLesson, submitReview } from './submissions.js';
import { readableStudent, studentOf } from './students.js';

/**
 * The student's learning calls (spec 001 §7.3): thin handlers over the services of this folder. The
 * queueable writes run inside the unit of work that stores their Idempotency-Key answer (http/contract-routes.ts).
 */
export async function learningRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const me = async (request: FastifyRequest) => studentOf(db, request.auth!.user);
  /** A student profile id in a path must be the caller's own. */
  const own = async (request: FastifyRequest, id: number) => readableStudent(db, request.auth!.user, id);
  const lang = requestLanguage;
  const now = () => new Date();

  // ---------------------------------------------------------------- reads
  serve(app, learning.courseDetails, async (request) => ({
    data: await reads.courseDetails(db, await me(request), request.params.courseNumber),
  }));
  serve(app, learning.courseLessons, async (request) => ({
    data: await reads.courseDownload(db, app, await own(request, request.params.id), request.params.course_id),
  }));
  serve(app, learning.lessonPreVideo, async (request) => ({
    data: await reads.lessonForPlay(db, await me(request), request.params.lessonId, request.params.courseId),
  }));
  serve(app, learning.programCourses, async (request) => ({
    data: await reads.programCourses(db, await me(request), request.query.level, lang(request)),
  }));
  serve(app, learning.curriculumOverview, async (request) => ({
    data: await curriculumOverview(db, lang(request)),
  }));
  serve(app, learning.coursesByLevelName, async (request) => ({
    data: await reads.coursesByLevel(db, await me(request), lang(request)),
  }));
  serve(app, learning.studentCourses, async (request) => ({
    data: await reads.allCourses(db, await own(request, request.params.id), lang(request)),
  }));
  serve(app, learning.studentProfileCourses, async (request) => ({
    data: await reads.followedCourses(db, await own(request, request.params.studentProfileId), lang(request)),
  }));
  serve(app, learning.studentCoursesCompletions, async (request) => ({
    data: await reads.courseCompletions(db, await me(request), lang(request)),
  }));
  serve(app, learning.studentOverview, async (request) => ({
    data: await reads.overview(db, await me(request), request.auth!.user, lang(request), now()),
  }));
  serve(app, learning.studentProfile, async (request) => ({
    data: await reads.profile(db, await me(request), request.auth!.user, lang(request), now()),
  }));
  serve(app, learning.studentBadges, async (request) => ({
    data: await reads.badges(db, await own(request, request.params.id), lang(request), now()),
  }));
  serve(app, learning.studentTrophies, async (request) => ({
    data: await reads.trophies(db, await own(request, request.params.id), lang(request)),
  }));
  serve(app, learning.studentsTopTen, async (request) => ({
    data: await reads.leaderboard(db, await me(request), now()),
  }));
  serve(app, learning.isStudentJunior, async (request) => ({ data: reads.junior(await me(request), now()) }));
  serve(app, learning.studentCollectionDetails, async (request) => ({
    data: await reads.collection(db, await me(request), lang(request), now()),
  }));
  serve(app, learning.getEmojis, async (request) => ({ data: await reads.emojis(db, await me(request), now()) }));
  serve(app, learning.assessmentResult, async (request) => ({
    data: await reads.assessment(db, await me(request), request.query.lesson_id),
  }));
  serve(app, learning.reviewQuestions, async (request) => ({
    data: await reads.reviewList(db, await me(request), request.query),
  }));
  serve(app, learning.studentNotifications, async (request) => ({
    data: await notificationList(db, request.auth!.user.id, lang(request)),
  }));

  // ---------------------------------------------------------------- queueable writes (each inside its call's unit of work)
  serve(app, learning.studentQuestionsSubmission, async (request) => {
    const student = await me(request);
    return { data: await db.write((tx) => submitLesson(tx, student, request.body, now(), lang(request))) };
  });
  serve(app, learning.submitReviewQuestions, async (request) => {
    const student = await me(request);
    return { data: await db.write((tx) => submitReview(tx, student, request.body, now(), lang(request))) };
  });
  serve(app, learning.submitGameLesson, async (request) => {
    const student = await me(request);
    const game = app.games.byStone(request.body.lesson_id)?.file;
    return { data: await db.write((tx) => completeStone(tx, student, request.body, 'game', now(), game)) };
  });
  serve(app, learning.submitChallengeLesson, async (request) => {
    const student = await me(request);
    const game = app.games.byStone(request.body.lesson_id)?.file;
    return { data: await db.write((tx) => completeStone(tx, student, request.body, 'challenge', now(), game)) };
  });
  serve(app, learning.calculateTaskPoints, async (request) => {
    const student = await me(request);
    return { data: await db.write((tx) => claimTaskPoints(tx, student, request.body, now())) };
  });
  serve(app, learning.calculateHintsPoints, async (request) => {
    const student = await me(request);
    const stone = await hintStone(db, request.body);
    const at = now();
    return {
      data: await db.write(async (tx) => ({
        ...(await chargeHint(tx, student.id, stone.id, request.body.hint_key, at)),
        ...(await notePoints(tx, student.userId, student.id, at)),
      })),
    };
  });
  serve(app, learning.changeHasSeenModal, async (request) => {
    const student = await me(request);
    return { data: await db.write((tx) => seenCourseModal(tx, student, request.params.courseId)) };
  });
  serve(app, learning.changeNotificationSeen, async (request) => ({
    data: await db.write((tx) => markSeen(tx, request.auth!.user.id, request.params.id, now())),
  }));
  serve(app, learning.userIdeVisit, async (request) => ({
    data: await db.write((tx) => ideVisit(tx, request.auth!.user, request.body)),
  }));
  serve(app, learning.storylineVideoStatus, async (request) => ({
    data: await db.write((tx) =>
      storylineWatched(tx, request.auth!.user, request.body.did_watch_storyline_video ?? true),
    ),
  }));
  serve(app, learning.setEmojiAsProfilePicture, async (request) => {
    const student = await me(request);
    return { data: await db.write((tx) => setEmoji(tx, student, request.params.id, now())) };
  });

  // ---------------------------------------------------------------- the profile picture (online only)
  const dir = uploadsDir(app.config.databasePath);
  await app.register(fastifyMultipart, {
    limits: { fileSize: learning.PROFILE_IMAGE.maxBytes, files: 1, fields: 0, parts: 2 },
  });
  // A child's photo: for those who may see the child, with their token, never kept by a cache (issue 11).
  app.get<{ Params: { name: string } }>(`${API_PREFIX}${PHOTO_API_PREFIX}:name`, async (request, reply) => {
    const session = await authenticate(request, ['student', 'parent', 'teacher']);
    const photo = await photoFor(db, session.user, dir, request.params.name, now());
    return reply
      .header('cache-control', 'no-store, private')
      .header('content-type', photo.type)
      .header('content-disposition', 'inline')
      .send(photo.bytes);
  });
  serve(app, learning.uploadImageProfile, async (request) => {
    const user = request.auth!.user;
    await studentOf(db, user);
    if (!request.isMultipart()) throw fieldError(learning.PROFILE_IMAGE.field, 'learning.imageMissing');
    let bytes: Buffer;
    try {
      const file = await request.file();
      if (!file || file.fieldname !== learning.PROFILE_IMAGE.field)
        throw fieldError(learning.PROFILE_IMAGE.field, 'learning.imageMissing');
      bytes = await file.toBuffer();
    } catch (error) {
      if (error instanceof HttpError) throw error;
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE')
        throw new HttpError(413, 'learning.imageTooLarge', { code: 'image_too_large' });
      if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
        throw fieldError(learning.PROFILE_IMAGE.field, 'learning.imageMissing');
      // Anything else here is a body that is not a readable multipart upload (truncated, no or a wrong
      // boundary, a broken part): the sender's mistake, answered as one, never a 500.
      request.log.info({ err: error }, 'unreadable upload');
      throw fieldError(learning.PROFILE_IMAGE.field, 'learning.imageUnreadable');
    }
    return { data: await savePicture(db, user, dir, bytes) };
  });
}
