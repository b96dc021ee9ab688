import { blocks } from '@codeyard/shared-schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serve } from '../http/contract-routes.js';
import { studentOf } from '../learning/students.js';
import { challengeGoal, ideLevel, ideQuestions, teacherSolution } from './levels.js';

/** The SmoothY level calls (contract/blocks.ts): thin handlers over levels.ts and the registry built at start (app.levels). */
export async function blocksRoutes(app: FastifyInstance): Promise<void> {
  const { db, levels } = app;
  const me = (request: FastifyRequest) => studentOf(db, request.auth!.user);

  serve(app, blocks.ide, (request) => ({ data: ideLevel(db, levels, me(request), request.params.lessonId) }));
  serve(app, blocks.challengeGoal, (request) => ({ data: challengeGoal(db, levels, me(request), request.params.challengeId) }));
  serve(app, blocks.ideQuestions, (request) => ({ data: ideQuestions(db, levels, me(request), request.params.courseId) }));
  serve(app, blocks.teacherChallengeCodeSolution, (request) => ({ data: teacherSolution(db, levels, request.auth!.user.id, request.query.lesson_id) }));
}
