import { blocks } from '@codeyard/shared-schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serve } from '../http/contract-routes.js';
import { studentOf } from '../learning/students.js';
import { challengeGoal, ideLevel, ideQuestions, teacherSolution } from './levels.js';

/** The SmoothY level calls (contract/blocks.ts): thin handlers over levels.ts and the registry built at start (app.levels). */
export async function blocksRoutes(app: FastifyInstance): Promise<void> {
  const { db, levels } = app;
  const me = (request: FastifyRequest) => studentOf(db, request.auth!.user);

  serve(app, blocks.ide, async (request) => ({
    data: await ideLevel(db, levels, await me(request), request.params.lessonId),
  }));
  serve(app, blocks.challengeGoal, async (request) => ({
    data: await challengeGoal(db, levels, await me(request), request.params.challengeId),
  }));
  serve(app, blocks.ideQuestions, async (request) => ({
    data: await ideQuestions(db, levels, await me(request), request.params.courseId),
  }));
  serve(app, blocks.teacherChallengeCodeSolution, async (request) => ({
    data: await teacherSolution(db, levels, request.auth!.user.id, request.query.lesson_id),
  }));
}
