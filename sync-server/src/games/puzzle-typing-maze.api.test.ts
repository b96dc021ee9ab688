import { isSolved, moveGap, shufflePuzzle, type PuzzleMove } from '@codeyard/shared-schema';
import { afterEach, describe, expect, it } from 'vitest';
import { startLearningTest, type LearningTest } from '../test-support/learning.js';

/**
 * POST /submit-game-lesson for the sliding puzzle, the maze and typing (the fixture's game stone g1 played
 * as each): a result its moves cannot produce is refused with the field at fault, a possible one completes
 * the stone once with its stars.
 */
let l: LearningTest;
afterEach(async () => l?.close());

/** The fewest moves solving a 3 × 3 board (breadth first). */
function solve(board: number[]): string {
  const seen = new Map<string, string>([[board.join(','), '']]);
  let frontier = [board];
  while (frontier.length) {
    const next: number[][] = [];
    for (const b of frontier) {
      const path = seen.get(b.join(','))!;
      if (isSolved(b)) return path;
      for (const m of ['U', 'D', 'L', 'R'] as PuzzleMove[]) {
        const after = moveGap(b, 3, m);
        if (after && !seen.has(after.join(','))) {
          seen.set(after.join(','), path + m);
          next.push(after);
        }
      }
    }
    frontier = next;
  }
  throw new Error('unsolvable');
}

async function submit(username: string, extra: Record<string, unknown>) {
  return l.call('POST', '/submit-game-lesson', username, {
    lesson_id: await l.stoneId(1, 'g1'),
    course_id: await l.courseId(1),
    completed: true,
    answered_at: '2025-01-05T10:00:00Z',
    ...extra,
  });
}

const g1Of = async (username: string) =>
  (await l.call('GET', '/coursedetails/1', username)).json.data.stones.find((s: { key: string }) => s.key === 'g1');

describe('POST /submit-game-lesson for a sliding puzzle', () => {
  it('replays the seed and the moves: moves that do not solve it, or more stars than they earn, are refused', async () => {
    l = await startLearningTest({ games: { g1: { key: 'g1', game: 'puzzle', picture: 'desktop', size: 3 } } });
    const path = solve(shufflePuzzle(3, 77));
    const none = await submit('student1', { stars: 1 });
    expect(none.status).toBe(422);
    expect(none.json.errors.seed).toBeDefined();
    const short = await submit('student1', { stars: 1, seed: 77, path: path.slice(0, -1) });
    expect(short.status).toBe(422);
    expect(short.json.errors.path).toBeDefined();
    const otherSeed = await submit('student1', { stars: 1, seed: 78, path });
    expect(otherSeed.status).toBe(422);
    const long = await submit('student1', { stars: 3, seed: 77, path: path + 'UD'.repeat(80) });
    expect(long.status).toBe(422);
    expect(long.json.errors.stars).toBeDefined();
    expect((await g1Of('student1')).completed_at).toBeNull();

    const done = await submit('student1', { stars: 3, seed: 77, path, moves: path.length });
    expect(done.status).toBe(200);
    const replay = await submit('student1', { stars: 3, seed: 77, path, moves: path.length });
    expect(replay.json.data.points_awarded).toBe(0);
    expect(await g1Of('student1')).toMatchObject({ best_score: 3, max_score: 3 });
    expect((await g1Of('student1')).completed_at).not.toBeNull();
  });
});

describe('POST /submit-game-lesson for a maze', () => {
  it('replays the path on every maze: through a wall or short of the goal is refused', async () => {
    const maze = { rows: ['S.#', '#.#', '#.G'] };
    l = await startLearningTest({ games: { g1: { key: 'g1', game: 'maze', mode: 'keys', mazes: [maze, maze] } } });
    const wall = await submit('student1', { stars: 1, path: 'RDDR|DRDR' });
    expect(wall.status).toBe(422);
    expect(wall.json.errors.path).toBeDefined();
    const oneMaze = await submit('student1', { stars: 1, path: 'RDDR' });
    expect(oneMaze.status).toBe(422);
    const stars = await submit('student1', { stars: 3, path: 'RDDR|RLRLRLRDDR' });
    expect(stars.status).toBe(422);
    expect(stars.json.errors.stars).toBeDefined();
    const done = await submit('student1', { stars: 3, path: 'RDDR|RDDR' });
    expect(done.status).toBe(200);
    expect(await g1Of('student1')).toMatchObject({ best_score: 3, max_score: 3 });
  });
});

describe('POST /submit-game-lesson for a typing game', () => {
  it('needs a score above 10 within the minute, from as many keys, and the stars it earns', async () => {
    const items = { en: ['a', 's', 'd', 'f'], ar: ['ش', 'س', 'ي', 'ب'] };
    l = await startLearningTest({ games: { g1: { key: 'g1', game: 'typing', items } } });
    const low = await submit('student1', { stars: 0, score: 10, moves: 10, seconds: 30 });
    expect(low.status).toBe(422);
    expect(low.json.errors.score).toBeDefined();
    const long = await submit('student1', { stars: 1, score: 20, moves: 20, seconds: 61 });
    expect(long.json.errors.seconds).toBeDefined();
    const keys = await submit('student1', { stars: 1, score: 20, moves: 19, seconds: 30 });
    expect(keys.json.errors.moves).toBeDefined();
    const stars = await submit('student1', { stars: 3, score: 20, moves: 40, seconds: 30 });
    expect(stars.json.errors.stars).toBeDefined();
    // Arabic messages for the child's language.
    const ar = await l.call('POST', '/submit-game-lesson?lang=ar', 'student1', {
      lesson_id: await l.stoneId(1, 'g1'),
      course_id: await l.courseId(1),
      completed: true,
      answered_at: '2025-01-05T10:00:00Z',
      stars: 0,
      score: 3,
      moves: 3,
      seconds: 10,
    });
    expect(ar.status).toBe(422);
    const done = await submit('student1', { stars: 3, score: 20, moves: 21, seconds: 30 });
    expect(done.status).toBe(200);
    expect(await g1Of('student1')).toMatchObject({ best_score: 3, max_score: 3 });
  });
});
