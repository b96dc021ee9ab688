import type { Language } from '@codeyard/shared-schema';
import type { Db } from '../db/client.js';
import { teacherOf } from './access.js';
import { lessonOf, lessonQuestions, solutionView } from './assessment.js';

/**
 * GET /teacher/get-course-lesson-question-solution/{lessonId}: any lesson of the catalogue, not only
 * those of the teacher's classrooms' courses — teachers prepare a course before it is assigned, and the
 * solutions are the same for every school. Unknown and retired stones answer 404.
 */
export function lessonQuestionSolution(db: Db, teacherUserId: number, lessonId: number, lang: Language) {
  teacherOf(db, teacherUserId);
  const lesson = lessonOf(db, lessonId, lang);
  return { lesson, questions: lessonQuestions(db, lessonId).map((q) => solutionView(q, lang)) };
}
