import type { Language } from '@codeyard/shared-schema';
import type { Reader } from '../db/index.js';
import { teacherOf } from './access.js';
import { lessonOf, lessonQuestions, solutionView } from './assessment.js';

/**
 * GET /teacher/get-course-lesson-question-solution/{lessonId}: any lesson of the catalogue, not only
 * those of the teacher's classrooms' courses — teachers prepare a course before it is assigned, and the
 * solutions are the same for every school. Unknown and retired stones answer 404.
 */
export async function lessonQuestionSolution(db: Reader, teacherUserId: number, lessonId: number, lang: Language) {
  await teacherOf(db, teacherUserId);
  const lesson = await lessonOf(db, lessonId, lang);
  return { lesson, questions: (await lessonQuestions(db, lessonId)).map((q) => solutionView(q, lang)) };
}
