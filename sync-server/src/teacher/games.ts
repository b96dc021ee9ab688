import type { Language } from '@codeyard/shared-schema';
import { and, eq, inArray } from 'drizzle-orm';
import type { GameRegistry } from '../curriculum/games.js';
import type { Database, Reader } from '../db/index.js';
import { gamePlays, stones } from '../db/tables.js';
import { fieldError } from '../http/errors.js';
import { WHOLE_GAME_STAGE } from '../learning/submissions.js';
import { classroomStudentIds, ownClassroom, teacherOf, type Classroom } from './access.js';
import { progressRows, resetStone, stateOf, studentsOf } from './challenges.js';
import { classroomLesson, type TeacherWriteResult } from './controls.js';
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
  ).filter((s) => isGameStone(games, s.id, s.kind));
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

/** A game stone, or a stone a game plays (a paint challenge: a challenge stone with a game file). */
function isGameStone(games: Pick<GameRegistry, 'byStone'>, stoneId: number, kind: string): boolean {
  return kind === 'game' || games.byStone(stoneId) !== undefined;
}

/** The stone, when it is a current game stone of one of the classroom's courses (else 422 on lesson_id). */
function classroomGameOf(games: Pick<GameRegistry, 'byStone'>) {
  return async (db: Reader, classroom: Classroom, lessonId: number) => {
    const lesson = await classroomLesson(db, classroom, lessonId);
    const [{ kind }] = await db.select({ kind: stones.kind }).from(stones).where(eq(stones.id, lesson.id));
    if (!isGameStone(games, lesson.id, kind)) throw fieldError('lesson_id', 'validation.notAGame');
    return lesson;
  };
}

/**
 * POST /teacher/reset-student-game-by-lesson: a game stone reset like a challenge (resetStone), and the
 * student's plays of it cleared too.
 */
export function resetGame(
  db: Database,
  games: Pick<GameRegistry, 'byStone'>,
  teacherUserId: number,
  input: { classroom_id: number; lesson_id: number; student_profile_ids?: number[] },
  now = new Date(),
): Promise<TeacherWriteResult> {
  return resetStone(db, teacherUserId, input, now, {
    stoneOf: classroomGameOf(games),
    done: 'success.gameReset',
    clearAlso: async (tx, studentProfileId, stoneId) => {
      await tx
        .delete(gamePlays)
        .where(and(eq(gamePlays.studentProfileId, studentProfileId), eq(gamePlays.stoneId, stoneId)));
    },
  });
}
