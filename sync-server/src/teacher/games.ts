import type { Language } from '@codeyard/shared-schema';
import { and, eq, inArray } from 'drizzle-orm';
import type { GameRegistry } from '../curriculum/games.js';
import type { Database, Reader } from '../db/index.js';
import { gamePlays, stoneProgress, stones } from '../db/tables.js';
import { fieldError } from '../http/errors.js';
import { WHOLE_GAME_STAGE } from '../learning/submissions.js';
import { recordChange } from '../sync/change-log.js';
import { classroomStudentIds, ownClassroom, teacherOf, type Classroom } from './access.js';
import { progressRows, stateOf, studentsOf } from './challenges.js';
import {
  classroomLesson,
  existing,
  lessonData,
  NOTIFICATION_KINDS,
  notify,
  progressChange,
  result,
  targets,
  teacherName,
  type TeacherWriteResult,
} from './controls.js';
import { classroomCourseList, courseStones } from './progress.js';

/**
 * The teacher's view of game stones (issue 14): per student the completion, the best stars (stone_progress)
 * and the latest finished play with its time and moves (game_plays, the whole game's row that
 * POST /submit-game-lesson writes), and the reset of a game stone for chosen students, as a challenge's.
 */

/** The game types whose plays count moves (the others send none). */
const COUNTS_MOVES = (game: string | null) => game === 'memory' || (game?.startsWith('sudoku') ?? false);

type PlayRow = typeof gamePlays.$inferSelect;

async function latestPlays(db: Reader, studentIds: number[], stoneIds: number[]): Promise<Map<string, PlayRow>> {
  if (!studentIds.length || !stoneIds.length) return new Map();
  const rows = await db
    .select()
    .from(gamePlays)
    .where(
      and(
        inArray(gamePlays.studentProfileId, studentIds),
        inArray(
          gamePlays.stage,
          stoneIds.map((id) => WHOLE_GAME_STAGE(id)),
        ),
      ),
    );
  return new Map(rows.map((r) => [`${r.studentProfileId}:${r.stoneId}`, r]));
}

/** GET /teacher/get-classroom-games?classroom_id=. */
export async function classroomGames(
  db: Reader,
  games: Pick<GameRegistry, 'byStone'>,
  teacherUserId: number,
  classroomId: number,
  lang: Language,
) {
  const classroom = await ownClassroom(db, await teacherOf(db, teacherUserId), classroomId);
  const courseList = await classroomCourseList(db, [classroom.id], lang);
  const gameStones = (
    await courseStones(
      db,
      courseList.map((c) => c.id),
      lang,
    )
  ).filter((s) => s.kind === 'game');
  const students = await studentsOf(db, await classroomStudentIds(db, classroom.id));
  const ids = students.map((s) => s.student_profile_id);
  const stoneIds = gameStones.map((s) => s.id);
  const progress = await progressRows(db, ids, stoneIds);
  const plays = await latestPlays(db, ids, stoneIds);
  return {
    classroom: { id: classroom.id, name: classroom.name, student_count: students.length },
    students,
    courses: courseList.map((course) => ({
      id: course.id,
      title: course.title,
      games: gameStones
        .filter((s) => s.courseId === course.id)
        .map((stone) => {
          const game = games.byStone(stone.id)?.file.game ?? null;
          const states = students.map((st) => {
            const key = `${st.student_profile_id}:${stone.id}`;
            const play = plays.get(key);
            const finishedAt = play?.finishedAt ?? null;
            return {
              ...stateOf(st.student_profile_id, progress.get(key)),
              played_at: finishedAt,
              seconds:
                play && finishedAt ? Math.round((Date.parse(finishedAt) - Date.parse(play.startedAt)) / 1000) : null,
              moves: play && COUNTS_MOVES(game) ? play.moves : null,
            };
          });
          return {
            lesson_id: stone.id,
            position: stone.position,
            title: stone.title,
            game,
            completed_count: states.filter((s) => s.completed).length,
            students: states,
          };
        }),
    })),
  };
}

/** The stone, when it is a current game stone of one of the classroom's courses (else 422 on lesson_id). */
async function classroomGame(db: Reader, classroom: Classroom, lessonId: number) {
  const lesson = await classroomLesson(db, classroom, lessonId);
  const [{ kind }] = await db.select({ kind: stones.kind }).from(stones).where(eq(stones.id, lesson.id));
  if (kind !== 'game') throw fieldError('lesson_id', 'validation.notAGame');
  return lesson;
}

/**
 * POST /teacher/reset-student-game-by-lesson: the game stone's completion, stars, a teacher's finish and
 * the student's plays of it are cleared for the named students (or the whole classroom); a teacher's lock
 * stays, and so do points (task points are earned once). Nothing to reset: the student is left alone.
 */
export function resetGame(
  db: Database,
  teacherUserId: number,
  input: { classroom_id: number; lesson_id: number; student_profile_ids?: number[] },
  now = new Date(),
): Promise<TeacherWriteResult> {
  return db.write(async (tx) => {
    const teacher = await teacherOf(tx, teacherUserId);
    const classroom = await ownClassroom(tx, teacher, input.classroom_id);
    const lesson = await classroomGame(tx, classroom, input.lesson_id);
    const students = await targets(tx, classroom, input.student_profile_ids);
    const before = await existing(
      tx,
      students.map((s) => s.profileId),
      lesson.id,
    );
    const at = now.toISOString();
    const name = await teacherName(tx, teacher.id);
    const changed: number[] = [];
    for (const student of students) {
      await tx
        .delete(gamePlays)
        .where(and(eq(gamePlays.studentProfileId, student.profileId), eq(gamePlays.stoneId, lesson.id)));
      const row = before.get(student.profileId);
      if (!row || (!row.completedAt && !row.teacherFinished && row.bestScore === 0 && row.maxScore === 0)) continue;
      const updated = (
        await tx
          .update(stoneProgress)
          .set({ completedAt: null, teacherFinished: false, bestScore: 0, maxScore: 0, updatedAt: at })
          .where(and(eq(stoneProgress.studentProfileId, student.profileId), eq(stoneProgress.stoneId, lesson.id)))
          .returning()
      )[0]!;
      await recordChange(tx, student.userId, 'progress', lesson.id, progressChange(updated, lesson.courseId));
      await notify(tx, student, NOTIFICATION_KINDS.challengeReset, lessonData(lesson, student, classroom, name));
      changed.push(student.profileId);
    }
    return result('success.gameReset', { count: students.length }, classroom, lesson.id, students, changed);
  });
}
