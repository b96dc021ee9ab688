import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { LevelFile } from './level.js';
import type { Program } from './program.js';
import { TOOLBOXES, TOOLBOX_LEVELS, blockTypesUsed, blocksOutsideToolbox } from './toolboxes.js';

const program: Program = {
  scripts: [
    {
      id: 's',
      event: 'start',
      body: [
        {
          id: 'r',
          type: 'repeat',
          times: { id: 'n', type: 'number', value: 2 },
          body: [{ id: 'f', type: 'move_forward' }],
        },
      ],
    },
    {
      id: 'k',
      event: 'key',
      key: 'up',
      body: [
        {
          id: 'i',
          type: 'if',
          cond: { id: 'w', type: 'wall_ahead' },
          then: [{ id: 'c', type: 'call_function', name: 'hop' }],
        },
      ],
    },
  ],
  functions: [{ id: 'd', type: 'define_function', name: 'hop', body: [{ id: 'l', type: 'turn_left' }] }],
};

describe('SmoothY toolboxes', () => {
  it('each level offers everything the level before it offers', () => {
    for (let i = 1; i < TOOLBOX_LEVELS.length; i++) {
      const before = TOOLBOXES[TOOLBOX_LEVELS[i - 1]],
        now = TOOLBOXES[TOOLBOX_LEVELS[i]];
      expect(before.every((b) => now.includes(b))).toBe(true);
      expect(now.length).toBeGreaterThan(before.length);
    }
    expect(TOOLBOXES.basic).toEqual(
      expect.arrayContaining(['move_forward', 'turn_left', 'turn_right', 'repeat', 'collect', 'pen_down', 'pen_up']),
    );
    expect(TOOLBOXES.basic).not.toContain('if');
    expect(TOOLBOXES.intermediate).not.toContain('set_var');
    expect(TOOLBOXES.advanced).not.toContain('when_key_pressed');
    expect(TOOLBOXES.advanced).not.toContain('list_create');
  });

  it('names the blocks a program uses that its toolbox lacks, hats included', () => {
    expect(blockTypesUsed(program)).toEqual([
      'when_flag_clicked',
      'repeat',
      'number',
      'move_forward',
      'when_key_pressed',
      'if',
      'wall_ahead',
      'call_function',
      'define_function',
      'turn_left',
    ]);
    expect(blocksOutsideToolbox(program, 'basic')).toEqual([
      'when_key_pressed',
      'if',
      'wall_ahead',
      'call_function',
      'define_function',
    ]);
    expect(blocksOutsideToolbox(program, 'advanced')).toEqual(['when_key_pressed']);
    expect(blocksOutsideToolbox(program, 'expert')).toEqual([]);
  });

  it('LevelFile accepts a level with its solution and rejects an unknown toolbox', () => {
    const file = {
      key: 'challenge-x',
      title: { en: 'X', ar: 'س' },
      instructions: { en: 'Go.', ar: 'انطلق.' },
      toolbox: 'basic',
      level: {
        width: 3,
        height: 1,
        walls: [],
        start: { x: 0, y: 0, dir: 'E' },
        stars: [],
        goal: { x: 2, y: 0 },
        rules: { reach_goal: true },
      },
      hint: { en: 'Two steps.', ar: 'خطوتان.' },
      solution: {
        scripts: [
          {
            id: 's',
            event: 'start',
            body: [
              { id: 'f', type: 'move_forward' },
              { id: 'g', type: 'move_forward' },
            ],
          },
        ],
      },
    };
    expect(Value.Check(LevelFile, file)).toBe(true);
    expect(Value.Check(LevelFile, { ...file, toolbox: 'wizard' })).toBe(false);
    expect(
      Value.Check(LevelFile, {
        ...file,
        solution: { scripts: [{ id: 's', event: 'start', body: [{ id: 'f', type: 'fly' }] }] },
      }),
    ).toBe(false);
  });
});
