import { describe, expect, it } from 'vitest';
import { goalLines } from './goal';

describe('goalLines', () => {
  it('names each rule, the block limit and the star thresholds in order', () => {
    expect(
      goalLines({ rules: { reach_goal: true, collect_all: true, max_blocks: 8 }, thresholds: { three: 4, two: 6 } }),
    ).toEqual([
      { key: 'reach' },
      { key: 'collect' },
      { key: 'maxBlocks', n: 8 },
      { key: 'three', n: 4 },
      { key: 'two', n: 6 },
    ]);
  });
  it('a drawing level without thresholds: any solution earns 3 stars', () => {
    expect(goalLines({ rules: { draw: [{ from: { x: 0, y: 0 }, to: { x: 1, y: 0 } }] }, thresholds: null })).toEqual([
      { key: 'draw' },
      { key: 'anyThree' },
    ]);
  });
  it('leaves out the 2-star line when it says nothing more than the 3-star one', () => {
    expect(goalLines({ rules: { reach_goal: true }, thresholds: { three: 5, two: 5 } })).toEqual([
      { key: 'reach' },
      { key: 'three', n: 5 },
    ]);
  });
});
