import { games } from '@codeyard/shared-schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serve } from '../http/contract-routes.js';
import { studentOf } from '../learning/students.js';
import { connectMatch, gameOfLesson, memoryAll, memoryCard, memoryMatch, startGameStage } from './service.js';

/** The games' calls (contract/games.ts): thin handlers over service.ts and the game registry built at start (app.games). */
export async function gameRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const me = (request: FastifyRequest) => studentOf(db, request.auth!.user);
  const now = () => new Date();

  serve(app, games.gameOfLesson, async (request) => ({
    data: await gameOfLesson(db, app.games, await me(request), request.query.lesson_id),
  }));
  serve(app, games.startStage, async (request) => {
    const student = await me(request);
    return { data: await db.write((tx) => startGameStage(tx, app.games, student, request.params.stage, now())) };
  });
  serve(app, games.memoryAll, async (request) => ({
    data: await memoryAll(db, app.games, await me(request), request.params.stage),
  }));
  serve(app, games.memoryCard, async (request) => ({
    data: await memoryCard(db, app.games, await me(request), request.params.stage, request.params.index),
  }));
  serve(app, games.connectMatch, async (request) => ({
    data: await connectMatch(db, app.games, await me(request), request.params.stageId, request.body),
  }));
  serve(app, games.memoryMatch, async (request) => {
    const student = await me(request);
    return {
      data: await db.write((tx) =>
        memoryMatch(tx, app.games, student, request.params.stage, request.body.values, now()),
      ),
    };
  });
}
