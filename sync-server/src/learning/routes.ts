import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { learning } from '@codeyard/shared-schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fieldError, HttpError } from '../http/errors.js';
import { serve } from '../http/contract-routes.js';
import { requestLanguage } from '../http/language.js';
import { markSeen, notificationList } from './awards.js';
import { chargeHint, notePoints } from './points.js';
import { ideVisit, savePicture, seenCourseModal, setEmoji, storylineWatched, UPLOADS_PREFIX, uploadsDir } from './profile.js';
import * as reads from './reads.js';
import { claimTaskPoints, completeStone, hintStone, submitLesson, submitReview } from './submissions.js';
import { readableStudent, studentOf } from './students.js';

/**
 * The student's learning calls (spec 001 §7.3): thin handlers over the services of this folder. The
 * queueable writes are synchronous: each runs inside the transaction that stores its Idempotency-Key answer.
 */
export async function learningRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const me = (request: FastifyRequest) => studentOf(db, request.auth!.user);
  /** A student profile id in a path must be the caller's own. */
  const own = (request: FastifyRequest, id: number) => readableStudent(db, request.auth!.user, id);
  const lang = requestLanguage;
  const now = () => new Date();

  // ---------------------------------------------------------------- reads
  serve(app, learning.courseDetails, (request) => ({ data: reads.courseDetails(db, me(request), request.params.courseNumber) }));
  serve(app, learning.courseLessons, (request) => ({ data: reads.courseDownload(db, app, own(request, request.params.id), request.params.course_id) }));
  serve(app, learning.lessonPreVideo, (request) => ({ data: reads.lessonForPlay(db, me(request), request.params.lessonId, request.params.courseId) }));
  serve(app, learning.programCourses, (request) => ({ data: reads.programCourses(db, me(request), request.query.level, lang(request)) }));
  serve(app, learning.coursesByLevelName, (request) => ({ data: reads.coursesByLevel(db, me(request), lang(request)) }));
  serve(app, learning.studentCourses, (request) => ({ data: reads.allCourses(db, own(request, request.params.id), lang(request)) }));
  serve(app, learning.studentProfileCourses, (request) => ({ data: reads.followedCourses(db, own(request, request.params.studentProfileId), lang(request)) }));
  serve(app, learning.studentCoursesCompletions, (request) => ({ data: reads.courseCompletions(db, me(request), lang(request)) }));
  serve(app, learning.studentOverview, (request) => ({ data: reads.overview(db, me(request), request.auth!.user, lang(request), now()) }));
  serve(app, learning.studentProfile, (request) => ({ data: reads.profile(db, me(request), request.auth!.user, lang(request), now()) }));
  serve(app, learning.studentBadges, (request) => ({ data: reads.badges(db, own(request, request.params.id), lang(request), now()) }));
  serve(app, learning.studentTrophies, (request) => ({ data: reads.trophies(db, own(request, request.params.id), lang(request)) }));
  serve(app, learning.studentsTopTen, (request) => ({ data: reads.leaderboard(db, me(request), now()) }));
  serve(app, learning.isStudentJunior, (request) => ({ data: reads.junior(me(request), now()) }));
  serve(app, learning.studentCollectionDetails, (request) => ({ data: reads.collection(db, me(request), lang(request), now()) }));
  serve(app, learning.getEmojis, (request) => ({ data: reads.emojis(db, me(request), now()) }));
  serve(app, learning.assessmentResult, (request) => ({ data: reads.assessment(db, me(request), request.query.lesson_id) }));
  serve(app, learning.reviewQuestions, (request) => ({ data: reads.reviewList(db, me(request), request.query) }));
  serve(app, learning.studentNotifications, (request) => ({ data: notificationList(db, request.auth!.user.id, lang(request)) }));

  // ---------------------------------------------------------------- queueable writes (synchronous)
  serve(app, learning.studentQuestionsSubmission, (request) => ({ data: submitLesson(db, me(request), request.body, now(), lang(request)) }));
  serve(app, learning.submitReviewQuestions, (request) => ({ data: submitReview(db, me(request), request.body, now(), lang(request)) }));
  serve(app, learning.submitGameLesson, (request) => ({ data: completeStone(db, me(request), request.body, 'game', now()) }));
  serve(app, learning.submitChallengeLesson, (request) => ({ data: completeStone(db, me(request), request.body, 'challenge', now()) }));
  serve(app, learning.calculateTaskPoints, (request) => ({ data: claimTaskPoints(db, me(request), request.body, now()) }));
  serve(app, learning.calculateHintsPoints, (request) => {
    const student = me(request);
    const stone = hintStone(db, request.body);
    const at = now();
    const charge = chargeHint(db, student.id, stone.id, request.body.hint_key, at);
    return { data: { ...charge, ...notePoints(db, student.userId, student.id, at) } };
  });
  serve(app, learning.changeHasSeenModal, (request) => ({ data: seenCourseModal(db, me(request), request.params.courseId) }));
  serve(app, learning.changeNotificationSeen, (request) => ({ data: markSeen(db, request.auth!.user.id, request.params.id, now()) }));
  serve(app, learning.userIdeVisit, (request) => ({ data: ideVisit(db, request.auth!.user, request.body) }));
  serve(app, learning.storylineVideoStatus, (request) => ({ data: storylineWatched(db, request.auth!.user, request.body.did_watch_storyline_video ?? true) }));
  serve(app, learning.setEmojiAsProfilePicture, (request) => ({ data: setEmoji(db, me(request), request.params.id, now()) }));

  // ---------------------------------------------------------------- the profile picture (online only)
  const dir = uploadsDir(app.config.databasePath);
  await app.register(fastifyMultipart, { limits: { fileSize: learning.PROFILE_IMAGE.maxBytes, files: 1, fields: 0, parts: 2 } });
  await app.register(fastifyStatic, { root: dir, prefix: UPLOADS_PREFIX, decorateReply: false, index: false });
  serve(app, learning.uploadImageProfile, async (request) => {
    const user = request.auth!.user;
    studentOf(db, user);
    if (!request.isMultipart()) throw fieldError(learning.PROFILE_IMAGE.field, 'learning.imageMissing');
    let bytes: Buffer;
    try {
      const file = await request.file();
      if (!file || file.fieldname !== learning.PROFILE_IMAGE.field) throw fieldError(learning.PROFILE_IMAGE.field, 'learning.imageMissing');
      bytes = await file.toBuffer();
    } catch (error) {
      if (error instanceof HttpError) throw error;
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, 'learning.imageTooLarge', { code: 'image_too_large' });
      if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw fieldError(learning.PROFILE_IMAGE.field, 'learning.imageMissing');
      throw error;
    }
    return { data: savePicture(db, user, dir, bytes) };
  });
}
