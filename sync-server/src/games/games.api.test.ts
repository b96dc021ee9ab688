import { afterEach, describe, expect, it } from 'vitest';
import { startLearningTest, type LearningTest } from '../test-support/learning.js';

/** The fixture's game stone g1 (course 1) as a memory game: a stage turned one by one, then one shown all at once. */
const pair = (picture: string, en: string) => ({ picture, word: { en, ar: `${en} (ar)` } });
const G1 = {
  key: 'g1',
  game: 'memory',
  stages: [
    { reveal: 'one', pairs: [pair('mouse', 'Mouse'), pair('keyboard', 'Keyboard')] },
    { reveal: 'all', pairs: [pair('monitor', 'Screen'), pair('printer', 'Printer'), pair('speaker', 'Speaker')] },
  ],
};
const PAIRS = 5;

let l: LearningTest;
afterEach(async () => l?.close());
const start = async () => (l = await startLearningTest({ games: { g1: G1 } }));

type Card = { index: number; pair: number; face: string; picture: string; matched: boolean };

/** The two cards of each pair of the caller's play, read card by card. */
async function pairsOf(username: string, stage: number, cards: number): Promise<number[][]> {
  const byPair = new Map<number, number[]>();
  for (let i = 0; i < cards; i++) {
    const card = (await l.call('GET', `/games/memory/stage/${stage}/${i}`, username)).json.data as Card;
    byPair.set(card.pair, [...(byPair.get(card.pair) ?? []), i]);
  }
  return [...byPair.values()];
}

describe('the memory stage calls', () => {
  it("lists a game stone's stages, deals a stage, turns its cards and judges matches", async () => {
    await start();
    const g1 = await l.stoneId(1, 'g1');
    const game = await l.call('GET', `/games?lesson_id=${g1}`, 'student1');
    expect(game.status).toBe(200);
    expect(game.json.data).toMatchObject({
      lesson_id: g1,
      key: 'g1',
      game: 'memory',
      completed: false,
      best_stars: 0,
      stages: [
        { stage: g1 * 100 + 1, number: 1, reveal: 'one', pairs: 2, cards: 4 },
        { stage: g1 * 100 + 2, number: 2, reveal: 'all', pairs: 3, cards: 6 },
      ],
    });
    const stage = g1 * 100 + 1;
    const started = await l.call('POST', `/games/stage/${stage}/start`, 'student1');
    expect(started.status).toBe(200);
    expect(started.json.data).toMatchObject({ lesson_id: g1, stage, number: 1, cards: 4 });

    const [[a, b], [c, d]] = (await pairsOf('student1', stage, 4)) as [[number, number], [number, number]];
    const card = (await l.call('GET', `/games/memory/stage/${stage}/${a}`, 'student1')).json.data;
    expect(card).toMatchObject({ index: a, matched: false });
    expect(['mouse', 'keyboard']).toContain(card.picture);
    // A stage turned one by one never shows all its cards at once; an index it has not is refused.
    expect((await l.call('GET', `/games/memory/stage/${stage}/all`, 'student1')).status).toBe(422);
    expect((await l.call('GET', `/games/memory/stage/${stage}/4`, 'student1')).status).toBe(422);

    const miss = await l.call('POST', `/games/memory/stage/${stage}/match`, 'student1', { values: [a, c] });
    expect(miss.json.data).toMatchObject({ match: false, moves: 1, matched: [], pairs_left: 2, finished: false });
    const hit = await l.call('POST', `/games/memory/stage/${stage}/match`, 'student1', { values: [a, b] });
    expect(hit.json.data).toMatchObject({ match: true, moves: 2, pairs_left: 1, finished: false, stars: null });
    // The same match again (a replay) and the same card twice count no move.
    const again = await l.call('POST', `/games/memory/stage/${stage}/match`, 'student1', { values: [a, b] });
    expect(again.status).toBe(422);
    expect(again.json.errors.values).toBeDefined();
    expect((await l.call('POST', `/games/memory/stage/${stage}/match`, 'student1', { values: [c, c] })).status).toBe(
      422,
    );
    const last = await l.call('POST', `/games/memory/stage/${stage}/match`, 'student1', { values: [c, d] });
    expect(last.json.data).toMatchObject({ match: true, moves: 3, pairs_left: 0, finished: true });
    expect([1, 2, 3]).toContain(last.json.data.stars);
  });

  it('shows every card of an "all" stage at once', async () => {
    await start();
    const stage = (await l.stoneId(1, 'g1')) * 100 + 2;
    await l.call('POST', `/games/stage/${stage}/start`, 'student1');
    const all = await l.call('GET', `/games/memory/stage/${stage}/all`, 'student1');
    expect(all.status).toBe(200);
    expect(all.json.data).toHaveLength(6);
    expect(new Set((all.json.data as Card[]).map((c) => c.pair))).toEqual(new Set([0, 1, 2]));
  });

  it("keeps each student's play their own, and refuses a stage that is not a game's", async () => {
    await start();
    const g1 = await l.stoneId(1, 'g1');
    const stage = g1 * 100 + 1;
    await l.call('POST', `/games/stage/${stage}/start`, 'student1');
    // Another student has not started student1's stage: their calls about it find no play of theirs.
    const peek = await l.call('GET', `/games/memory/stage/${stage}/0`, 'student2');
    expect(peek.status).toBe(409);
    expect(peek.json.code).toBe('game_not_started');
    const steal = await l.call('POST', `/games/memory/stage/${stage}/match`, 'student2', { values: [0, 1] });
    expect(steal.json.code).toBe('game_not_started');
    await l.call('POST', `/games/stage/${stage}/start`, 'student2');
    await l.call('POST', `/games/memory/stage/${stage}/match`, 'student2', { values: [0, 1] });
    const mine = await l.call('POST', `/games/memory/stage/${stage}/match`, 'student1', { values: [0, 1] });
    expect(mine.json.data.moves).toBe(1);

    const l1 = await l.stoneId(1, 'l1');
    expect((await l.call('POST', `/games/stage/${l1 * 100 + 1}/start`, 'student1')).status).toBe(404);
    expect((await l.call('POST', `/games/stage/${g1 * 100 + 3}/start`, 'student1')).status).toBe(404);
    expect((await l.call('GET', `/games?lesson_id=${l1}`, 'student1')).status).toBe(404);
    expect((await l.call('POST', `/games/stage/${stage}/start`, 'parent1')).status).toBe(403);
  });
});

describe('POST /submit-game-lesson for a memory stone', () => {
  const body = async (extra: Record<string, unknown>) => ({
    lesson_id: await l.stoneId(1, 'g1'),
    course_id: await l.courseId(1),
    completed: true,
    answered_at: '2025-01-05T10:00:00Z',
    ...extra,
  });

  it('refuses a result its moves cannot produce: fewer moves than pairs, more stars than earned, none sent', async () => {
    await start();
    const none = await l.call('POST', '/submit-game-lesson', 'student1', await body({ stars: 1 }));
    expect(none.status).toBe(422);
    expect(none.json.errors.moves).toBeDefined();
    const tooFew = await l.call(
      'POST',
      '/submit-game-lesson',
      'student1',
      await body({ stars: 3, moves: PAIRS - 1, seconds: 20 }),
    );
    expect(tooFew.status).toBe(422);
    expect(tooFew.json.errors.moves).toBeDefined();
    const tooMany = await l.call(
      'POST',
      '/submit-game-lesson',
      'student1',
      await body({ stars: 3, moves: 3 * PAIRS, seconds: 20 }),
    );
    expect(tooMany.status).toBe(422);
    expect(tooMany.json.errors.stars).toBeDefined();
    const map = (await l.call('GET', '/coursedetails/1', 'student1')).json.data;
    expect(map.stones.find((s: { key: string }) => s.key === 'g1')).toMatchObject({
      completed_at: null,
      button: 'locked',
    });
  });

  it('completes the stone with a possible result, once: a replay answers the same, the best stars are kept', async () => {
    await start();
    const headers = { 'idempotency-key': 'game-g1-0001' };
    const first = await l.call(
      'POST',
      '/submit-game-lesson',
      'student1',
      await body({ stars: 2, moves: PAIRS + 3, seconds: 60 }),
      headers,
    );
    expect(first.status).toBe(200);
    expect(first.json.data.points_awarded).toBeGreaterThan(0);
    const replay = await l.call(
      'POST',
      '/submit-game-lesson',
      'student1',
      await body({ stars: 2, moves: PAIRS + 3, seconds: 60 }),
      headers,
    );
    expect(replay.json).toEqual(first.json);
    const better = await l.call(
      'POST',
      '/submit-game-lesson',
      'student1',
      await body({ stars: 3, moves: PAIRS, seconds: 30 }),
    );
    expect(better.status).toBe(200);
    expect(better.json.data.points_awarded).toBe(0);
    const worse = await l.call(
      'POST',
      '/submit-game-lesson',
      'student1',
      await body({ stars: 0, moves: 40, seconds: 900 }),
    );
    expect(worse.status).toBe(200);
    const g1 = (await l.call('GET', `/games?lesson_id=${await l.stoneId(1, 'g1')}`, 'student1')).json.data;
    expect(g1).toMatchObject({ completed: true, best_stars: 3 });
    const profile = (await l.call('GET', '/studentprofile', 'student1')).json.data;
    expect(profile.points).toBe(first.json.data.points_awarded);
  });
});

describe('the drag-and-drop calls', () => {
  const item = (n: number) => ({
    keyword: { en: `Question ${n}`, ar: `سؤال ${n}` },
    picture: 'mouse',
    word: { en: `Card ${n}`, ar: `بطاقة ${n}` },
  });
  const CONNECT = {
    key: 'g1',
    game: 'connect',
    levels: [{ task: { en: 'Drop', ar: 'أفلت' }, items: [item(1), item(2), item(3)] }],
  };

  it('POST /games/connect/stage/{stageId}/match says whether a card answers a question; the stone completes without stars', async () => {
    l = await startLearningTest({ games: { g1: CONNECT } });
    const g1 = await l.stoneId(1, 'g1');
    const level = g1 * 100 + 1;
    const game = (await l.call('GET', `/games?lesson_id=${g1}`, 'student1')).json.data;
    expect(game).toMatchObject({ game: 'connect', stages: [{ stage: level, number: 1, questions: 3, cards: 3 }] });
    const right = await l.call('POST', `/games/connect/stage/${level}/match`, 'student1', {
      keyword_id: 2,
      card_id: 2,
    });
    expect(right.json.data).toEqual({ keyword_id: 2, card_id: 2, correct: true });
    const wrong = await l.call('POST', `/games/connect/stage/${level}/match`, 'student1', {
      keyword_id: 2,
      card_id: 3,
    });
    expect(wrong.json.data.correct).toBe(false);
    const beyond = await l.call('POST', `/games/connect/stage/${level}/match`, 'student1', {
      keyword_id: 4,
      card_id: 1,
    });
    expect(beyond.status).toBe(422);
    expect(beyond.json.errors.keyword_id).toBeDefined();
    expect(
      (await l.call('POST', `/games/connect/stage/${g1 * 100 + 2}/match`, 'student1', { keyword_id: 1, card_id: 1 }))
        .status,
    ).toBe(404);
    // A memory call about a drag-and-drop level finds no memory stage.
    expect((await l.call('POST', `/games/stage/${level}/start`, 'student1')).status).toBe(404);

    const courseId = await l.courseId(1);
    const starred = await l.call('POST', '/submit-game-lesson', 'student1', {
      lesson_id: g1,
      course_id: courseId,
      completed: true,
      stars: 3,
      answered_at: '2025-01-05T10:00:00Z',
    });
    expect(starred.status).toBe(422);
    expect(starred.json.errors.stars).toBeDefined();
    const done = await l.call('POST', '/submit-game-lesson', 'student1', {
      lesson_id: g1,
      course_id: courseId,
      completed: true,
      stars: 0,
      answered_at: '2025-01-05T10:00:00Z',
    });
    expect(done.status).toBe(200);
    expect((await l.call('GET', `/games?lesson_id=${g1}`, 'student1')).json.data.completed).toBe(true);
  });
});
