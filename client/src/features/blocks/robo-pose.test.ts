import { describe, expect, it } from 'vitest';
import type { StepEvent } from '@codeyard/shared-schema/smoothy';
import { celebrates, nextAngle, roboPose } from './robo-pose';

const moved: StepEvent = { kind: 'moved', from: { x: 0, y: 0 }, to: { x: 1, y: 0 }, drew: false };
const turned: StepEvent = { kind: 'turned', from: 'E', to: 'S' };
const bumped: StepEvent = { kind: 'bumped', at: { x: 2, y: 0 } };
const looped: StepEvent = { kind: 'loop', round: 1, continues: true };

describe('roboPose', () => {
  it('walks while a run moves Robo and turns while it turns', () => {
    expect(roboPose('running', moved)).toBe('walking');
    expect(roboPose('paused', moved)).toBe('walking');
    expect(roboPose('running', turned)).toBe('turning');
  });

  it('stands idle before a run, between moves that only count, and after a run that ends elsewhere', () => {
    expect(roboPose('ready', null)).toBe('idle');
    expect(roboPose('running', looped)).toBe('idle');
    expect(roboPose('done', moved)).toBe('idle');
    expect(roboPose('outOfSteps', looped)).toBe('idle');
    expect(roboPose('error', null)).toBe('idle');
  });

  it('is happy at the goal and when the level is solved without one', () => {
    expect(roboPose('goal', moved)).toBe('happy');
    expect(roboPose('done', moved, true)).toBe('happy');
  });

  it('is crashed after bumping into a wall or the edge, even when the level would count as solved', () => {
    expect(roboPose('crashed', bumped)).toBe('crashed');
    expect(roboPose('running', bumped)).toBe('crashed');
    expect(roboPose('crashed', bumped, true)).toBe('crashed');
  });
});

describe('celebrates', () => {
  it('only at the goal or when solved', () => {
    expect(celebrates('goal')).toBe(true);
    expect(celebrates('done', true)).toBe(true);
    expect(celebrates('done')).toBe(false);
    expect(celebrates('crashed')).toBe(false);
    expect(celebrates('running')).toBe(false);
  });
});

describe('nextAngle', () => {
  it('turns the short way round from the angle shown', () => {
    expect(nextAngle(0, 'E')).toBe(0);
    expect(nextAngle(0, 'S')).toBe(90);
    expect(nextAngle(0, 'N')).toBe(-90);
    expect(nextAngle(-90, 'W')).toBe(-180); // N to W: a quarter turn left, not three quarters right
    expect(nextAngle(-180, 'S')).toBe(-270);
    expect(nextAngle(-270, 'E')).toBe(-360);
    expect(nextAngle(270, 'E')).toBe(360);
  });
});
