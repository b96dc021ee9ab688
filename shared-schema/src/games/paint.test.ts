import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import {
  PAINT_CHALLENGES,
  PAINT_GAMES,
  PaintActions,
  paintGameOfNumber,
  paintGoals,
  paintResultProblem,
  paintStars,
  replayPaint,
  type Drawing,
  type PaintAction,
  type PaintGame,
} from './paint.js';

const draw = (s: Extract<PaintAction, { a: 'draw' }>['s']): PaintAction => ({ a: 'draw', s });
const met = (game: PaintGame, actions: PaintAction[]) =>
  Object.fromEntries(paintGoals(game, replayPaint(PAINT_CHALLENGES[game].start, actions)).map((g) => [g.id, g.met]));

const wall = draw({ t: 'rect', c: 'brown', x: 100, y: 140, w: 200, h: 120 });
const roof = draw({ t: 'triangle', c: 'red', x: 90, y: 60, w: 220, h: 80 });
const door = draw({ t: 'rect', c: 'black', x: 180, y: 200, w: 40, h: 60 });
const house = [wall, roof, door];

const border: PaintAction[] = [
  draw({ t: 'line', c: 'red', a: [20, 20], b: [380, 20] }),
  draw({ t: 'line', c: 'red', a: [20, 280], b: [380, 280] }),
  draw({ t: 'line', c: 'red', a: [20, 20], b: [20, 280] }),
  draw({ t: 'line', c: 'red', a: [380, 20], b: [380, 280] }),
];
const greeting = draw({ t: 'text', c: 'blue', x: 200, y: 150, s: 'Hi Mum' });

const sun = draw({ t: 'ellipse', c: 'yellow', x: 20, y: 20, w: 80, h: 80 });
const grass = draw({ t: 'rect', c: 'green', x: 0, y: 250, w: 400, h: 50 });
const trunk = draw({ t: 'rect', c: 'brown', x: 280, y: 160, w: 30, h: 100 });
const leaves = draw({ t: 'ellipse', c: 'lightgreen', x: 240, y: 80, w: 110, h: 100 });

describe('the paint challenges', () => {
  it('are numbered 1 to 4 and show a target that meets every goal', () => {
    expect(PAINT_GAMES.map((g) => PAINT_CHALLENGES[g].n)).toEqual([1, 2, 3, 4]);
    expect(paintGameOfNumber(3)).toBe('paint-card');
    expect(paintGameOfNumber(5)).toBeNull();
    for (const game of PAINT_GAMES) {
      const goals = paintGoals(game, PAINT_CHALLENGES[game].target);
      expect(goals.filter((g) => !g.met)).toEqual([]);
      expect(paintGoals(game, PAINT_CHALLENGES[game].start).every((g) => g.met)).toBe(false);
    }
  });
});

describe('the house', () => {
  it('ticks the wall, the roof on it and the door at its bottom', () => {
    expect(met('paint-house', [])).toEqual({ wall: false, roof: false, door: false });
    expect(met('paint-house', [wall])).toEqual({ wall: true, roof: false, door: false });
    expect(met('paint-house', house)).toEqual({ wall: true, roof: true, door: true });
  });

  it('does not take a small rectangle for a wall, a roof floating above it, or a door in the air', () => {
    expect(met('paint-house', [draw({ t: 'rect', c: 'red', x: 10, y: 10, w: 40, h: 40 })]).wall).toBe(false);
    const high = draw({ t: 'triangle', c: 'red', x: 90, y: 0, w: 220, h: 60 });
    expect(met('paint-house', [wall, high]).roof).toBe(false);
    const window = draw({ t: 'rect', c: 'blue', x: 130, y: 160, w: 40, h: 40 });
    expect(met('paint-house', [wall, window]).door).toBe(false);
  });

  it('forgets an undone shape and starts again after clear', () => {
    expect(met('paint-house', [...house, { a: 'undo' }]).door).toBe(false);
    expect(met('paint-house', [...house, { a: 'clear' }]).wall).toBe(false);
    expect(met('paint-house', [...house, { a: 'erase', x: 200, y: 240 }]).door).toBe(false);
  });
});

describe('fill and erase', () => {
  const fills: PaintAction[] = [
    { a: 'fill', x: 85, y: 105, c: 'red' },
    { a: 'fill', x: 210, y: 110, c: 'blue' },
    { a: 'fill', x: 330, y: 140, c: 'yellow' },
  ];
  it('ticks each given shape poured its colour and the scribble erased', () => {
    expect(met('paint-fill-erase', fills)).toEqual({ ball: true, box: true, hat: true, scribble: false });
    expect(met('paint-fill-erase', [...fills, { a: 'erase', x: 80, y: 200 }]).scribble).toBe(true);
  });

  it('does not tick a wrong colour, nor a shape erased instead of the scribble', () => {
    expect(met('paint-fill-erase', [{ a: 'fill', x: 85, y: 105, c: 'blue' }]).ball).toBe(false);
    // Outside the ball the bucket colours the paper, not the ball.
    const outside = replayPaint(PAINT_CHALLENGES['paint-fill-erase'].start, [{ a: 'fill', x: 150, y: 20, c: 'red' }]);
    expect(outside.background).toBe('red');
    expect(met('paint-fill-erase', [...fills, { a: 'erase', x: 85, y: 105 }]).ball).toBe(false);
  });
});

describe('the greeting card', () => {
  it('ticks each side of the border and words written inside', () => {
    expect(met('paint-card', border)).toEqual({ top: true, bottom: true, left: true, right: true, greeting: false });
    expect(met('paint-card', [...border, greeting]).greeting).toBe(true);
  });

  it('does not take a short line, a line in the middle, one letter or words outside the border', () => {
    expect(met('paint-card', [draw({ t: 'line', c: 'red', a: [20, 20], b: [120, 20] })]).top).toBe(false);
    expect(met('paint-card', [draw({ t: 'line', c: 'red', a: [20, 150], b: [380, 150] })]).top).toBe(false);
    expect(met('paint-card', [draw({ t: 'text', c: 'red', x: 200, y: 150, s: 'A ' })]).greeting).toBe(false);
    expect(met('paint-card', [draw({ t: 'text', c: 'red', x: 200, y: 30, s: 'Hello' })]).greeting).toBe(false);
  });
});

describe('the sunny day', () => {
  it('ticks a sun, grass, a trunk and leaves on it', () => {
    expect(met('paint-scene', [sun, grass, trunk, leaves])).toEqual({
      sun: true,
      grass: true,
      trunk: true,
      leaves: true,
    });
  });

  it('takes a colour from the fill bucket as well as from the outline', () => {
    const greyGrass = draw({ t: 'rect', c: 'black', x: 0, y: 250, w: 400, h: 50 });
    expect(met('paint-scene', [greyGrass]).grass).toBe(false);
    expect(met('paint-scene', [greyGrass, { a: 'fill', x: 200, y: 280, c: 'green' }]).grass).toBe(true);
  });

  it('does not take a blue sun, a sun in the grass or leaves beside the trunk', () => {
    expect(met('paint-scene', [draw({ t: 'ellipse', c: 'blue', x: 20, y: 20, w: 80, h: 80 })]).sun).toBe(false);
    expect(met('paint-scene', [draw({ t: 'ellipse', c: 'yellow', x: 20, y: 200, w: 80, h: 80 })]).sun).toBe(false);
    const aside = draw({ t: 'ellipse', c: 'green', x: 20, y: 80, w: 100, h: 100 });
    expect(met('paint-scene', [trunk, aside]).leaves).toBe(false);
  });
});

describe('the stars and the server check', () => {
  it('gives 3 stars within par, 2 within twice par, 1 beyond and none until every goal is met', () => {
    expect(paintStars('paint-house', house)).toBe(3);
    const fiddly = [...house, { a: 'undo' }, door, { a: 'undo' }, door] as PaintAction[];
    expect(fiddly.length).toBe(7);
    expect(paintStars('paint-house', fiddly)).toBe(2);
    const many = [...Array(11).fill(wall), roof, door] as PaintAction[];
    expect(paintStars('paint-house', many)).toBe(1);
    expect(paintStars('paint-house', [wall, roof])).toBe(0);
  });

  it('accepts a result its actions earn and refuses one they cannot produce', () => {
    expect(paintResultProblem('paint-house', { paint: house, stars: 3 })).toBeNull();
    expect(paintResultProblem('paint-house', { paint: [wall, roof], stars: 3 })).toBe('paint');
    expect(paintResultProblem('paint-house', { stars: 3 })).toBe('paint');
    const undone = [...house, { a: 'undo' }, door, { a: 'undo' }, door] as PaintAction[];
    expect(paintResultProblem('paint-house', { paint: undone, stars: 3 })).toBe('stars');
    expect(paintResultProblem('paint-house', { paint: undone, stars: 2 })).toBeNull();
    expect(paintResultProblem('paint-card', { paint: house, stars: 3 })).toBe('paint');
  });

  it('checks the actions themselves: a shape off the canvas or a colour not in the box is not an action', () => {
    expect(Value.Check(PaintActions, house)).toBe(true);
    expect(Value.Check(PaintActions, [draw({ t: 'rect', c: 'brown', x: 100, y: 140, w: 200, h: 900 })])).toBe(false);
    expect(Value.Check(PaintActions, [{ a: 'fill', x: 1, y: 1, c: 'gold' }])).toBe(false);
    expect(
      Value.Check(PaintActions, [{ a: 'draw', s: { t: 'rect', c: 'red', x: 1, y: 1, w: 5, h: 5, id: 'ball' } }]),
    ).toBe(false);
    expect(Value.Check(PaintActions, [])).toBe(false);
  });

  it('never changes the start it replays over', () => {
    const start: Drawing = PAINT_CHALLENGES['paint-fill-erase'].start;
    const before = JSON.stringify(start);
    replayPaint(start, [{ a: 'fill', x: 85, y: 105, c: 'red' }, { a: 'erase', x: 80, y: 200 }, { a: 'clear' }]);
    expect(JSON.stringify(start)).toBe(before);
  });
});
