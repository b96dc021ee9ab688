import { codeExercises } from '@codeyard/shared-schema';
import type { FastifyInstance } from 'fastify';
import { serve } from '../http/contract-routes.js';
import { studentOf } from '../learning/students.js';
import { studentExercise, teacherExerciseSolution } from './service.js';

/** The Python and Web exercise calls (contract/code-exercises.ts): thin handlers over service.ts and the registry built at start (app.codeExercises). */
export async function codeExerciseRoutes(app: FastifyInstance): Promise<void> {
  const { db, codeExercises: registry } = app;
  serve(app, codeExercises.codeExercise, async (request) => ({
    data: await studentExercise(db, registry, await studentOf(db, request.auth!.user), request.params.lessonId),
  }));
  serve(app, codeExercises.teacherCodeExerciseSolution, async (request) => ({
    data: await teacherExerciseSolution(db, registry, request.auth!.user.id, request.query.lesson_id),
  }));
}
