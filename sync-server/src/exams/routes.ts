import { exams, translate, type Language } from '@codeyard/shared-schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.js';
import { serve } from '../http/contract-routes.js';
import { requestLanguage } from '../http/language.js';
import { studentOf } from '../learning/students.js';
import { letterFileName, letterPdf } from './letter.js';
import {
  examIdsOf,
  examInfo,
  examList,
  finishSitting,
  letterOf,
  letterUrl,
  registerForExams,
  scheduleUrl,
  startSitting,
} from './service.js';

/** The certification programme's calls (contract/exams.ts): thin handlers over service.ts. */
export async function examRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const me = (request: FastifyRequest) => studentOf(db, request.auth!.user);
  const now = () => new Date();
  const publicUrl = app.config.publicUrl;
  const contents = { levels: app.levels, codeExercises: app.codeExercises };

  serve(app, exams.studentExams, async (request) => ({ data: await examList(db, contents, await me(request), now()) }));
  serve(app, exams.studentExamInfo, async (request) => ({
    data: await examInfo(db, await me(request), publicUrl),
  }));
  serve(app, exams.submitExam, async (request) => {
    const student = await me(request);
    const chosen = examIdsOf(request.query.exam_id);
    const made = await db.write((tx) =>
      registerForExams(tx, contents, student, chosen, request.body, now(), publicUrl),
    );
    // The confirmation goes to the parent in the exam's language, through the mail transport (local outbox
    // in development), once the registration is written.
    const language: Language = request.body.language;
    const name = [request.body.first_name, request.body.middle_name, request.body.last_name].filter(Boolean).join(' ');
    await app.mail.send({
      to: made.parentEmail,
      subject: translate(language, 'exams.mailSubject', { name }),
      text: translate(language, 'exams.mailBody', {
        name,
        exams: made.registrations
          .map((r) =>
            translate(language, 'exams.mailLine', {
              exam: r.exam_title[language],
              id: r.eligibility_id,
              until: r.window_ends_at.slice(0, 10),
            }),
          )
          .join('\n'),
        link: scheduleUrl(publicUrl),
      })
        .concat('\n\n')
        .concat(
          translate(language, 'exams.mailLetter', {
            link: letterUrl(publicUrl, made.registrations[0]!.eligibility_id),
          }),
        ),
    });
    return {
      data: {
        message: translate(requestLanguage(request), 'exams.registered'),
        registrations: made.registrations,
      },
    };
  });
  serve(app, exams.examLetter, async (request, reply: FastifyReply) => {
    const face = await letterOf(db, request.auth!.user, request.params.eligibilityId);
    const bytes = await letterPdf(
      { ...face, scheduleUrl: scheduleUrl(publicUrl), issuedAt: now().toISOString() },
      requestLanguage(request),
    );
    void reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${letterFileName(request.params.eligibilityId)}"`)
      .header('cache-control', 'no-store, private');
    return bytes as never;
  });
  serve(app, exams.startExam, async (request) => {
    const student = await me(request);
    return { data: await db.write((tx) => startSitting(tx, contents, student, request.params.examId, now())) };
  });
  serve(app, exams.finishExam, async (request) => {
    const student = await me(request);
    const done = await db.write((tx) =>
      finishSitting(tx, contents, student, request.params.attemptId, request.body, now()),
    );
    if (done.late) throw new HttpError(409, 'exams.timeOver', { code: 'exam_time_over' });
    return { data: done.result };
  });
}
