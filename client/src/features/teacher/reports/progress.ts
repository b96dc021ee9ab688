import type { Static } from 'typebox';
import type { teacher } from '@codeyard/shared-schema';

type Row = Pick<Static<typeof teacher.ClassroomStudentRow>, 'lessons_completed' | 'lessons_total' | 'last_activity_at'>;

/** A student with lessons left and nothing done for this long is stuck. */
const STUCK_AFTER_MS = 7 * 24 * 3600 * 1000;

/** Lessons left and no work for a week, or never any: the teacher should look at them (/teacher/progress-assessment). */
export function isStuck(student: Row, now: number): boolean {
  if (student.lessons_total > 0 && student.lessons_completed >= student.lessons_total) return false;
  if (!student.last_activity_at) return true;
  return now - new Date(student.last_activity_at).getTime() >= STUCK_AFTER_MS;
}
