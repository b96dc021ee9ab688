import { describe, expect, it } from 'vitest';
import type { Block, Program } from './program.js';
import type { LevelDefinition } from './world.js';
import { runToEnd } from './interpreter.js';
import { checkGoal, judge } from './goals.js';

let n = 0;
const b = (type: 'move_forward' | 'turn_right' | 'collect' | 'pen_down'): Block => ({ id: `g${++n}`, type });
const start = (...body: Block[]): Program => ({ scripts: [{ id: 'flag', event: 'start', body }] });
const repeat = (times: number, body: Block[]): Block => ({
  id: `g${++n}`,
  type: 'repeat',
  times: { id: `g${++n}`, type: 'number', value: times },
  body,
});

const path: LevelDefinition = {
  width: 5,
  height: 1,
  walls: [],
  start: { x: 0, y: 0, dir: 'E' },
  stars: [
    { x: 1, y: 0 },
    { x: 2, y: 0 },
    { x: 3, y: 0 },
  ],
  goal: { x: 4, y: 0 },
  rules: { reach_goal: true, collect_all: true, max_blocks: 8 },
  thresholds: { three: 4, two: 6 },
};

describe('checkGoal and stars', () => {
  it('a short loop solution earns 3 stars', () => {
    const p = start(repeat(3, [b('move_forward'), b('collect')]), b('move_forward'));
    const r = judge(p, path, 100);
    expect(r).toMatchObject({ passed: true, reasons: [], stars: 3, blockCount: 4 });
  });
  it('a longer solution earns fewer stars; beyond max_blocks it fails', () => {
    const p5 = start(b('move_forward'), b('collect'), repeat(2, [b('move_forward'), b('collect')]), b('move_forward'));
    expect(judge(p5, path, 100)).toMatchObject({ passed: true, stars: 2, blockCount: 6 });
    const p7 = start(
      b('move_forward'),
      b('collect'),
      b('move_forward'),
      b('collect'),
      b('move_forward'),
      b('collect'),
      b('move_forward'),
    );
    expect(judge(p7, path, 100)).toMatchObject({ passed: true, stars: 1, blockCount: 7 });
    const p9 = start(
      b('move_forward'),
      b('collect'),
      b('collect'),
      b('move_forward'),
      b('collect'),
      b('move_forward'),
      b('collect'),
      b('move_forward'),
      b('collect'),
    );
    expect(judge(p9, path, 100)).toMatchObject({ passed: false, stars: 0, reasons: ['too_many_blocks'] });
  });
  it('lists every unmet rule', () => {
    const p = start(b('move_forward'));
    const s = runToEnd(p, path, 100);
    expect(checkGoal(path, s.world, p)).toEqual({
      passed: false,
      reasons: ['not_at_goal', 'stars_left'],
      stars: 0,
      blockCount: 1,
    });
  });
  it('a run that did not finish never passes', () => {
    const p = start(repeat(3, [b('move_forward'), b('collect')]), b('move_forward'), b('move_forward'));
    const r = judge(p, path, 100);
    expect(r.run.outcome).toBe('crashed');
    expect(r).toMatchObject({ passed: false, stars: 0, reasons: [] });
  });
  it('drawing a square matches the target whatever the order and direction', () => {
    const lvl: LevelDefinition = {
      width: 3,
      height: 3,
      walls: [],
      start: { x: 0, y: 0, dir: 'E' },
      stars: [],
      rules: {
        draw: [
          { from: { x: 0, y: 0 }, to: { x: 0, y: 2 } },
          { from: { x: 2, y: 2 }, to: { x: 0, y: 2 } },
          { from: { x: 2, y: 0 }, to: { x: 2, y: 2 } },
          { from: { x: 0, y: 0 }, to: { x: 2, y: 0 } },
        ],
      },
    };
    const square = start(b('pen_down'), repeat(4, [b('move_forward'), b('move_forward'), b('turn_right')]));
    expect(judge(square, lvl, 100)).toMatchObject({ passed: true, stars: 3 });
    const line = start(b('pen_down'), repeat(4, [b('move_forward'), b('move_forward')]));
    expect(judge(line, { ...lvl, width: 9 }, 100)).toMatchObject({ passed: false, reasons: ['drawing_differs'] });
    const threeSides = start(b('pen_down'), repeat(3, [b('move_forward'), b('move_forward'), b('turn_right')]));
    expect(judge(threeSides, lvl, 100).reasons).toEqual(['drawing_differs']);
  });
});
