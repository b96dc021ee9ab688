import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { createRun, runToEnd } from './interpreter.js';
import { MEDIA_LIBRARY } from './media-library.js';
import { countBlocks, ProgramSchema, type Program } from './program.js';
import { decodeProjectCode, encodeProjectCode, PROJECT_CODE_FORMAT } from './project-code.js';
import { TOOLBOXES, blocksOutsideToolbox } from './toolboxes.js';
import type { LevelDefinition } from './world.js';

const level: LevelDefinition = {
  width: 3,
  height: 1,
  walls: [],
  start: { x: 0, y: 0, dir: 'E' },
  stars: [],
  rules: {},
};
const program: Program = {
  scripts: [
    {
      id: 's',
      event: 'start',
      body: [
        { id: 'c', type: 'switch_costume', costume: 'animals/cat' },
        { id: 'p', type: 'play_sound', sound: 'effects/pop' },
        { id: 'm', type: 'move_forward' },
        { id: 'b', type: 'switch_background', background: 'backgrounds/sea' },
      ],
    },
  ],
};

describe('looks and sound blocks', () => {
  it('are valid program nodes that count as blocks', () => {
    expect(Value.Check(ProgramSchema, program)).toBe(true);
    expect(countBlocks(program)).toBe(4);
    expect(
      Value.Check(ProgramSchema, {
        scripts: [{ id: 's', event: 'start', body: [{ id: 'x', type: 'play_sound', sound: '' }] }],
      }),
    ).toBe(false);
    expect(
      Value.Check(ProgramSchema, { scripts: [{ id: 's', event: 'start', body: [{ id: 'x', type: 'play_sound' }] }] }),
    ).toBe(false);
  });

  it('each take one step and report an event the stage plays; costume and background stay on the world', () => {
    const run = createRun(program, level, { stepBudget: 100 });
    const events = [];
    for (let r = run.step(); !r.done; r = run.step()) events.push({ id: r.blockId, kind: r.event?.kind });
    expect(events).toEqual([
      { id: 's', kind: 'script_started' },
      { id: 'c', kind: 'costume' },
      { id: 'p', kind: 'sound' },
      { id: 'm', kind: 'moved' },
      { id: 'b', kind: 'background' },
    ]);
    const end = runToEnd(program, level, 100);
    expect(end.outcome).toBe('finished');
    expect(end.world).toMatchObject({ costume: 'animals/cat', background: 'backgrounds/sea', robot: { x: 1, y: 0 } });
    expect(end.trace.find((s) => s.blockId === 'p')?.event).toEqual({ kind: 'sound', sound: 'effects/pop' });
  });

  it('spend the step budget like any block', () => {
    const loop: Program = {
      scripts: [
        {
          id: 's',
          event: 'start',
          body: [
            {
              id: 'r',
              type: 'repeat',
              times: { id: 'n', type: 'number', value: 1000 },
              body: [{ id: 'p', type: 'play_sound', sound: 'notes/note-do' }],
            },
          ],
        },
      ],
    };
    expect(runToEnd(loop, level, 50).outcome).toBe('out_of_steps');
  });

  it('come with the advanced and expert toolboxes, not the basic and intermediate ones', () => {
    for (const b of ['play_sound', 'switch_costume', 'switch_background'] as const) {
      expect(TOOLBOXES.advanced).toContain(b);
      expect(TOOLBOXES.expert).toContain(b);
      expect(TOOLBOXES.intermediate).not.toContain(b);
    }
    expect(blocksOutsideToolbox(program, 'basic')).toEqual(['switch_costume', 'play_sound', 'switch_background']);
    expect(blocksOutsideToolbox(program, 'advanced')).toEqual([]);
  });

  it('the media library has several categories of our own files, with unique ids', () => {
    const ids = [...MEDIA_LIBRARY.images, ...MEDIA_LIBRARY.sounds].flatMap((c) => c.items.map((i) => i.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(MEDIA_LIBRARY.images.filter((c) => c.kind === 'background')).toHaveLength(1);
    expect(MEDIA_LIBRARY.images.length).toBeGreaterThanOrEqual(5);
    expect(MEDIA_LIBRARY.sounds.length).toBeGreaterThanOrEqual(3);
  });
});

describe('project code', () => {
  it('round-trips the editor state and program', () => {
    const code = encodeProjectCode({
      level: 'advanced',
      workspace: { blocks: { blocks: [] } },
      program,
      costume: 'animals/cat',
      background: null,
    });
    const back = decodeProjectCode(code);
    expect(back).toEqual({
      format: PROJECT_CODE_FORMAT,
      level: 'advanced',
      workspace: { blocks: { blocks: [] } },
      program,
      costume: 'animals/cat',
      background: null,
    });
  });

  it('answers null for anything else, never throwing', () => {
    expect(decodeProjectCode(null)).toBeNull();
    expect(decodeProjectCode('not json')).toBeNull();
    expect(decodeProjectCode('{"blocks":{}}')).toBeNull();
    expect(
      decodeProjectCode(
        JSON.stringify({ format: PROJECT_CODE_FORMAT, level: 'wizard', workspace: 3, program: 'x', costume: 5 }),
      ),
    ).toEqual({
      format: PROJECT_CODE_FORMAT,
      level: 'expert',
      workspace: null,
      program: null,
      costume: null,
      background: null,
    });
  });
});
