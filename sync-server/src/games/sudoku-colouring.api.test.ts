import { afterEach, describe, expect, it } from 'vitest';
import { startLearningTest, type LearningTest } from '../test-support/learning.js';

/**
 * POST /submit-game-lesson for the sudoku and colouring stones: the server checks the result against the
 * stored game — every grid must solve its puzzle (and earn its stars), every region must have its colour.
 */
const P4 = { size: 4, givens: '0002201010340001' };
const SOLVED = '3142241312344321';
const EMPTIES = 9;
const SUDOKU = { key: 'g1', game: 'sudoku-digits', puzzles: [P4] };
const GARDEN = {
  key: 'g1',
  game: 'colouring-numbers',
  pages: [
    {
      picture: 'garden',
      colours: {
        sky: 'lightblue',
        sun: 'yellow',
        cloud: 'grey',
        grass: 'green',
        trunk: 'brown',
        treetop: 'green',
        stem: 'green',
        leaf: 'lightgreen',
        petals: 'red',
        middle: 'yellow',
      },
    },
  ],
};
const RIGHT = ['lightblue', 'yellow', 'grey', 'green', 'brown', 'green', 'green', 'lightgreen', 'red', 'yellow'];

let l: LearningTest;
afterEach(async () => l?.close());

async function submit(extra: Record<string, unknown>) {
  const g1 = await l.stoneId(1, 'g1');
  return l.call('POST', '/submit-game-lesson', 'student1', {
    lesson_id: g1,
    course_id: await l.courseId(1),
    completed: true,
    answered_at: '2025-01-05T10:00:00Z',
    ...extra,
  });
}

describe('POST /submit-game-lesson for a sudoku stone', () => {
  it('refuses a grid that does not solve the stored puzzle, too few moves or too many stars', async () => {
    l = await startLearningTest({ games: { g1: SUDOKU } });
    const missing = await submit({ stars: 3, moves: EMPTIES });
    expect(missing.status).toBe(422);
    expect(missing.json.errors.grids).toBeDefined();
    // A full grid that breaks a rule (the last row repeats a 1), and a valid grid that changes a given.
    for (const grid of ['3142241312344312', '3241142321344312']) {
      const wrong = await submit({ stars: 3, moves: EMPTIES, grids: [grid] });
      expect(wrong.status).toBe(422);
      expect(wrong.json.errors.grids).toBeDefined();
    }
    const few = await submit({ stars: 1, moves: EMPTIES - 1, grids: [SOLVED] });
    expect(few.status).toBe(422);
    expect(few.json.errors.moves).toBeDefined();
    const greedy = await submit({ stars: 3, moves: EMPTIES + 6, grids: [SOLVED] });
    expect(greedy.status).toBe(422);
    expect(greedy.json.errors.stars).toBeDefined();
    expect((await l.call('GET', `/games?lesson_id=${await l.stoneId(1, 'g1')}`, 'student1')).json.data.completed).toBe(
      false,
    );

    const done = await submit({ stars: 3, moves: EMPTIES + 1, grids: [SOLVED], seconds: 70 });
    expect(done.status).toBe(200);
    expect(done.json.data.points_awarded).toBeGreaterThan(0);
    const game = (await l.call('GET', `/games?lesson_id=${await l.stoneId(1, 'g1')}`, 'student1')).json.data;
    expect(game).toMatchObject({ game: 'sudoku-digits', completed: true, best_stars: 3 });
    // Played again: no new points, the best stars kept.
    const again = await submit({ stars: 2, moves: EMPTIES + 3, grids: [SOLVED] });
    expect(again.status).toBe(200);
    expect(again.json.data.points_awarded).toBe(0);
  });

  it('answers an Arabic message for a grid that is not a solution', async () => {
    l = await startLearningTest({ games: { g1: SUDOKU } });
    const g1 = await l.stoneId(1, 'g1');
    const wrong = await l.call('POST', '/submit-game-lesson?lang=ar', 'student1', {
      lesson_id: g1,
      course_id: await l.courseId(1),
      completed: true,
      stars: 1,
      moves: 20,
      grids: ['3142241312344312'],
      answered_at: '2025-01-05T10:00:00Z',
    });
    expect(wrong.status).toBe(422);
    expect(JSON.stringify(wrong.json.errors.grids)).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('POST /submit-game-lesson for a colouring stone', () => {
  it("completes only when every region has its number's colour, without stars", async () => {
    l = await startLearningTest({ games: { g1: GARDEN } });
    expect((await submit({ stars: 0 })).json.errors.colours).toBeDefined();
    const white = await submit({ stars: 0, colours: [RIGHT.slice(1)] });
    expect(white.status).toBe(422);
    expect(white.json.errors.colours).toBeDefined();
    const wrong = await submit({ stars: 0, colours: [['red', ...RIGHT.slice(1)]] });
    expect(wrong.status).toBe(422);
    expect(wrong.json.errors.colours).toBeDefined();
    const starred = await submit({ stars: 2, colours: [RIGHT] });
    expect(starred.status).toBe(422);
    expect(starred.json.errors.stars).toBeDefined();
    const done = await submit({ stars: 0, colours: [RIGHT] });
    expect(done.status).toBe(200);
    expect((await l.call('GET', `/games?lesson_id=${await l.stoneId(1, 'g1')}`, 'student1')).json.data.completed).toBe(
      true,
    );
  });
});
