import * as Blockly from 'blockly/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { ProgramSchema, TOOLBOXES, programProblems } from '@codeyard/shared-schema/smoothy';
import { BLOCK_TYPES, applyMessages, blockDefinitions, defineBlocks } from './blocks';
import { ar, en } from './locales';
import { toProgram, type SerializedBlock, type SerializedWorkspace } from './to-program';
import { LEVELS, TREE_TYPE, toolboxFor } from './toolboxes';

const n = (id: string, value: number): SerializedBlock => ({ type: 'sy_number', id, fields: { NUM: value } });
const chain = (...blocks: SerializedBlock[]): SerializedBlock => {
  for (let i = blocks.length - 2; i >= 0; i--) blocks[i]!.next = { block: blocks[i + 1]! };
  return blocks[0]!;
};

describe('toProgram (serialized JSON)', () => {
  it('maps a flag script with repeat, if/else, sensing and keeps block ids; loose blocks do not run', () => {
    const state: SerializedWorkspace = {
      blocks: {
        languageVersion: 0,
        blocks: [
          { type: 'sy_move_forward', id: 'loose', x: 0, y: 0 },
          {
            type: 'sy_when_flag',
            id: 'flag',
            x: 0,
            y: 100,
            next: {
              block: chain(
                {
                  type: 'sy_repeat',
                  id: 'rep',
                  inputs: {
                    TIMES: { shadow: n('four', 4) },
                    DO: { block: chain({ type: 'sy_move_forward', id: 'mv' }, { type: 'sy_turn_right', id: 'tr' }) },
                  },
                },
                {
                  type: 'sy_if_else',
                  id: 'if',
                  inputs: {
                    COND: {
                      block: {
                        type: 'sy_not',
                        id: 'not',
                        inputs: { X: { block: { type: 'sy_wall_ahead', id: 'wall' } } },
                      },
                    },
                    DO: { block: { type: 'sy_move_forward', id: 'mv2' } },
                    ELSE: { block: { type: 'sy_turn_left', id: 'tl' } },
                  },
                },
                { type: 'sy_collect', id: 'col' },
              ),
            },
          },
        ],
      },
    };
    const { program, problems } = toProgram(state);
    expect(problems).toEqual([]);
    expect(program).toEqual({
      scripts: [
        {
          id: 'flag',
          event: 'start',
          body: [
            {
              id: 'rep',
              type: 'repeat',
              times: { id: 'four', type: 'number', value: 4 },
              body: [
                { id: 'mv', type: 'move_forward' },
                { id: 'tr', type: 'turn_right' },
              ],
            },
            {
              id: 'if',
              type: 'if',
              cond: { id: 'not', type: 'not', operand: { id: 'wall', type: 'wall_ahead' } },
              then: [{ id: 'mv2', type: 'move_forward' }],
              else: [{ id: 'tl', type: 'turn_left' }],
            },
            { id: 'col', type: 'collect' },
          ],
        },
      ],
    });
    expect(Value.Check(ProgramSchema, program)).toBe(true);
  });

  it('maps variables by id, functions, key scripts, arithmetic/compare/logic and lists', () => {
    const state: SerializedWorkspace = {
      variables: [
        { name: 'score', id: 'v1' },
        { name: 'bag', id: 'v2' },
      ],
      blocks: {
        blocks: [
          {
            type: 'sy_define',
            id: 'def',
            y: 300,
            fields: { NAME: ' hop ' },
            inputs: {
              DO: { block: chain({ type: 'sy_move_forward', id: 'h1' }, { type: 'sy_move_forward', id: 'h2' }) },
            },
          },
          {
            type: 'sy_when_key',
            id: 'key',
            y: 200,
            fields: { KEY: 'up' },
            next: { block: { type: 'sy_call', id: 'call', fields: { NAME: 'hop' } } },
          },
          {
            type: 'sy_when_flag',
            id: 'flag',
            y: 10,
            next: {
              block: chain(
                {
                  type: 'sy_set_var',
                  id: 'set',
                  fields: { VAR: { id: 'v1' } },
                  inputs: { VALUE: { shadow: n('z', 0) } },
                },
                {
                  type: 'sy_set_var',
                  id: 'setl',
                  fields: { VAR: { id: 'v2' } },
                  inputs: { VALUE: { block: { type: 'sy_list_empty', id: 'le' } } },
                },
                {
                  type: 'sy_list_add',
                  id: 'la',
                  fields: { VAR: { id: 'v2' } },
                  inputs: { VALUE: { shadow: n('one', 1) } },
                },
                {
                  type: 'sy_repeat_until',
                  id: 'ru',
                  inputs: {
                    COND: {
                      block: {
                        type: 'sy_and_or',
                        id: 'or',
                        fields: { OP: 'OR' },
                        inputs: {
                          A: {
                            block: {
                              type: 'sy_compare',
                              id: 'cmp',
                              fields: { OP: 'GT' },
                              inputs: {
                                A: { block: { type: 'sy_get_var', id: 'get', fields: { VAR: { id: 'v1' } } } },
                                B: { shadow: n('ten', 10) },
                              },
                            },
                          },
                          B: { block: { type: 'sy_at_goal', id: 'goal' } },
                        },
                      },
                    },
                    DO: {
                      block: {
                        type: 'sy_change_var',
                        id: 'chg',
                        fields: { VAR: { id: 'v1' } },
                        inputs: {
                          BY: {
                            block: {
                              type: 'sy_arithmetic',
                              id: 'ar',
                              fields: { OP: 'MOD' },
                              inputs: {
                                A: { block: { type: 'sy_list_length', id: 'len', fields: { VAR: { id: 'v2' } } } },
                                B: { shadow: n('two', 2) },
                              },
                            },
                          },
                        },
                      },
                    },
                  },
                },
              ),
            },
          },
        ],
      },
    };
    const { program, problems } = toProgram(state);
    expect(problems).toEqual([]);
    expect(program.scripts.map((s) => s.id)).toEqual(['flag', 'key']); // top to bottom
    expect(program.scripts[1]).toEqual({
      id: 'key',
      event: 'key',
      key: 'up',
      body: [{ id: 'call', type: 'call_function', name: 'hop' }],
    });
    expect(program.functions).toEqual([
      {
        id: 'def',
        type: 'define_function',
        name: 'hop',
        body: [
          { id: 'h1', type: 'move_forward' },
          { id: 'h2', type: 'move_forward' },
        ],
      },
    ]);
    const body = program.scripts[0]!.body;
    expect(body[0]).toEqual({
      id: 'set',
      type: 'set_var',
      name: 'score',
      value: { id: 'z', type: 'number', value: 0 },
    });
    expect(body[1]).toEqual({
      id: 'setl',
      type: 'set_var',
      name: 'bag',
      value: { id: 'le', type: 'list_create', items: [] },
    });
    expect(body[3]).toMatchObject({
      type: 'repeat_until',
      cond: {
        type: 'logic',
        op: 'or',
        left: { type: 'compare', op: '>', left: { type: 'var', name: 'score' }, right: { value: 10 } },
        right: { type: 'at_goal' },
      },
      body: [
        {
          type: 'change_var',
          name: 'score',
          by: { type: 'arithmetic', op: 'mod', left: { type: 'list_length', name: 'bag' } },
        },
      ],
    });
    expect(Value.Check(ProgramSchema, program)).toBe(true);
    expect(programProblems(program)).toEqual([]);
  });

  it('reports empty holes and skips disabled blocks', () => {
    const { program, problems } = toProgram({
      blocks: {
        blocks: [
          {
            type: 'sy_when_flag',
            id: 'f',
            next: {
              block: chain(
                { type: 'sy_repeat', id: 'r' },
                { type: 'sy_move_forward', id: 'off', enabled: false },
                { type: 'sy_if', id: 'i' },
              ),
            },
          },
        ],
      },
    });
    expect(problems).toEqual([
      { code: 'missing_input', id: 'r', input: 'TIMES' },
      { code: 'missing_input', id: 'i', input: 'COND' },
    ]);
    expect(program.scripts[0]!.body.map((b) => b.id)).toEqual(['r', 'i']);
    expect(Value.Check(ProgramSchema, program)).toBe(true);
  });

  it('gives an empty program for an empty or missing workspace', () => {
    expect(toProgram(undefined)).toEqual({ program: { scripts: [] }, problems: [] });
    expect(toProgram({})).toEqual({ program: { scripts: [] }, problems: [] });
  });
});

describe('blocks in headless Blockly', () => {
  beforeAll(() => {
    applyMessages(en.msg);
    defineBlocks();
  });

  it('every toolbox block exists, and a workspace round-trips through Blockly into the same program', () => {
    const defined = new Set(blockDefinitions().map((d) => (d as { type: string }).type));
    for (const level of LEVELS) {
      const walk = (items: Record<string, unknown>[]): void =>
        items.forEach((i) => {
          if (i.kind === 'block') expect(defined.has(i.type as string)).toBe(true);
          if (Array.isArray(i.contents)) walk(i.contents as Record<string, unknown>[]);
        });
      walk(toolboxFor(level, en.category).contents);
    }
    const ws = new Blockly.Workspace();
    const state: SerializedWorkspace = {
      variables: [{ name: 'score', id: 'v1' }],
      blocks: {
        languageVersion: 0,
        blocks: [
          {
            type: 'sy_when_flag',
            id: 'flag',
            x: 10,
            y: 10,
            next: {
              block: chain(
                {
                  type: 'sy_set_var',
                  id: 'set',
                  fields: { VAR: { id: 'v1' } },
                  inputs: { VALUE: { shadow: n('z', 3) } },
                },
                {
                  type: 'sy_repeat',
                  id: 'rep',
                  inputs: {
                    TIMES: { block: { type: 'sy_get_var', id: 'get', fields: { VAR: { id: 'v1' } } } },
                    DO: { block: { type: 'sy_move_forward', id: 'mv' } },
                  },
                },
                { type: 'sy_pen_down', id: 'pd' },
              ),
            },
          },
          { type: 'sy_when_key', id: 'k', x: 10, y: 300, fields: { KEY: 'space' } },
        ],
      },
    };
    Blockly.serialization.workspaces.load(state, ws);
    const saved = Blockly.serialization.workspaces.save(ws) as SerializedWorkspace;
    expect(toProgram(saved)).toEqual(toProgram(state));
    expect(toProgram(saved).program.scripts[0]!.body.map((b) => b.type)).toEqual(['set_var', 'repeat', 'pen_down']);
    ws.dispose();
  });

  it('labels come from our locales (English and Arabic)', () => {
    const ws = new Blockly.Workspace();
    applyMessages(ar.msg);
    const b = ws.newBlock('sy_repeat');
    expect(b.inputList.flatMap((i) => i.fieldRow.map((f) => f.getText())).join(' ')).toContain('كرّر');
    const key = ws.newBlock('sy_when_key');
    expect(key.getField('KEY')!.getText()).toBe(ar.msg.KEY_SPACE);
    applyMessages(en.msg);
    expect(ws.newBlock('sy_move_forward').toString()).toContain('move forward');
    ws.dispose();
  });
});

describe('converted programs run in the SmoothY interpreter', () => {
  it('a flag script drives Robo; the loose block does not run; the trace names our block ids', async () => {
    const { runToEnd } = await import('@codeyard/shared-schema/smoothy');
    const { program } = toProgram({
      blocks: {
        blocks: [
          { type: 'sy_move_forward', id: 'loose', y: 0 },
          {
            type: 'sy_when_flag',
            id: 'flag',
            y: 50,
            next: {
              block: chain(
                {
                  type: 'sy_repeat',
                  id: 'rep',
                  inputs: { TIMES: { shadow: n('two', 2) }, DO: { block: { type: 'sy_move_forward', id: 'mv' } } },
                },
                { type: 'sy_collect', id: 'col' },
              ),
            },
          },
        ],
      },
    });
    const level = {
      width: 4,
      height: 1,
      walls: [],
      start: { x: 0, y: 0, dir: 'E' as const },
      stars: [{ x: 2, y: 0 }],
      goal: { x: 2, y: 0 },
      rules: { reach_goal: true },
    };
    const result = runToEnd(program, level, 1000);
    expect(result.outcome).toBe('finished');
    expect(result.world.robot).toMatchObject({ x: 2, y: 0 });
    expect(result.world.collected).toBe(1);
    const ids = new Set(result.trace.map((s) => s.blockId));
    expect(ids.has('mv') && ids.has('col')).toBe(true);
    expect(ids.has('loose')).toBe(false);
  });
});

describe('toolboxes by level', () => {
  const types = (level: (typeof LEVELS)[number]) => JSON.stringify(toolboxFor(level, en.category));
  it('follow the shared TOOLBOXES: every offered tree type has a block, and nothing more is offered', () => {
    for (const level of LEVELS) {
      const offered = new Set<string>();
      const walk = (items: Record<string, unknown>[]): void =>
        items.forEach((i) => {
          if (i.kind === 'block') offered.add(TREE_TYPE[i.type as string]!);
          if (i.custom === 'SY_VARIABLES') ['set_var', 'change_var', 'var'].forEach((t) => offered.add(t));
          if (Array.isArray(i.contents)) walk(i.contents as Record<string, unknown>[]);
        });
      walk(toolboxFor(level, en.category).contents);
      offered.add('number'); // the shadows inside repeat, compare…
      expect([...offered].sort()).toEqual([...TOOLBOXES[level]].sort());
    }
    for (const type of BLOCK_TYPES) expect(TREE_TYPE[type]).toBeDefined();
    expect(types('basic')).not.toContain('sy_if');
    expect(types('intermediate')).toContain('sy_if_else');
    expect(types('expert')).toContain('sy_when_key');
  });
});
