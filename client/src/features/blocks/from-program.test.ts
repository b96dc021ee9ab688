import * as Blockly from 'blockly/core';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Program } from '@codeyard/shared-schema/smoothy';
import { applyMessages, defineBlocks } from './blocks';
import { fromProgram } from './from-program';
import { en } from './locales';
import { toProgram, type SerializedBlock, type SerializedWorkspace } from './to-program';

/** Every program of the content (solutions and starters): what the /ide screens open as blocks. */
function contentPrograms(): { name: string; program: Program }[] {
  const root = resolve(__dirname, '../../../../sync-server/content/curriculum');
  const out: { name: string; program: Program }[] = [];
  for (const course of readdirSync(root).filter((d) => /^\d+-/.test(d))) {
    let files: string[] = [];
    try {
      files = readdirSync(join(root, course, 'levels')).filter((f) => f.endsWith('.json'));
    } catch {
      continue;
    }
    for (const file of files) {
      const level = JSON.parse(readFileSync(join(root, course, 'levels', file), 'utf8')) as {
        solution: Program;
        starter?: Program;
      };
      out.push({ name: `${course}/${file} solution`, program: level.solution });
      if (level.starter) out.push({ name: `${course}/${file} starter`, program: level.starter });
    }
  }
  return out;
}

describe('fromProgram', () => {
  beforeAll(() => {
    applyMessages(en.msg);
    defineBlocks();
  });

  it('turns a program with loops, branches, boxes, functions and key scripts into blocks that convert back to the same program', () => {
    const program: Program = {
      scripts: [
        {
          id: 'flag',
          event: 'start',
          body: [
            { id: 'set', type: 'set_var', name: 'count', value: { id: 'n0', type: 'number', value: 0 } },
            {
              id: 'rep',
              type: 'repeat',
              times: { id: 'n4', type: 'number', value: 4 },
              body: [
                {
                  id: 'if',
                  type: 'if',
                  cond: { id: 'not', type: 'not', operand: { id: 'wall', type: 'wall_ahead' } },
                  then: [{ id: 'mv', type: 'move_forward' }],
                  else: [{ id: 'tl', type: 'turn_left' }],
                },
                { id: 'chg', type: 'change_var', name: 'count', by: { id: 'n1', type: 'number', value: 1 } },
              ],
            },
            {
              id: 'until',
              type: 'repeat_until',
              cond: {
                id: 'cmp',
                type: 'compare',
                op: '>',
                left: { id: 'v', type: 'var', name: 'count' },
                right: {
                  id: 'ar',
                  type: 'arithmetic',
                  op: 'mod',
                  left: { id: 'n7', type: 'number', value: 7 },
                  right: { id: 'n3', type: 'number', value: 3 },
                },
              },
              body: [{ id: 'call', type: 'call_function', name: 'hop' }],
            },
          ],
        },
        { id: 'key', event: 'key', key: 'up', body: [{ id: 'col', type: 'collect' }] },
      ],
      functions: [
        {
          id: 'def',
          type: 'define_function',
          name: 'hop',
          body: [
            { id: 'pd', type: 'pen_down' },
            { id: 'tr', type: 'turn_right' },
          ],
        },
      ],
    };
    const state = fromProgram(program);
    expect(toProgram(state)).toEqual({ program, problems: [] });
    // Through real (headless) Blockly and back.
    const ws = new Blockly.Workspace();
    Blockly.serialization.workspaces.load(state, ws);
    expect(toProgram(Blockly.serialization.workspaces.save(ws) as SerializedWorkspace)).toEqual({
      program,
      problems: [],
    });
    ws.dispose();
  });

  it('opens every level program of the content as the same program (lists made with items included)', () => {
    const all = contentPrograms();
    expect(all.length).toBeGreaterThan(40);
    // The teacher solutions that make a list with items open as "list of" blocks, so a child can build them too.
    const withItems = all
      .filter((p) => JSON.stringify(p.program).match(/"type":"list_create","items":\[\{/) !== null)
      .map((p) => p.name);
    expect(withItems).toEqual(
      expect.arrayContaining([
        '5-smoothy-inventor/challenge-top-five-scores.json solution',
        '6-smoothy-master/challenge-list-of-moves.json solution',
        '6-smoothy-master/challenge-practice-exam.json solution',
      ]),
    );
    for (const { name, program } of all) {
      const state = fromProgram(program);
      if (withItems.includes(name)) expect(JSON.stringify(state)).toContain('"sy_list_with"');
      const ws = new Blockly.Workspace();
      Blockly.serialization.workspaces.load(state, ws);
      const back = toProgram(Blockly.serialization.workspaces.save(ws) as SerializedWorkspace);
      expect({ name, ...back }).toEqual({ name, program, problems: [] });
      ws.dispose();
    }
  });

  it('"list of" grows and shrinks with its + and − buttons, and converts to a list with those items', async () => {
    const ws = new Blockly.Workspace();
    const list = ws.newBlock('sy_list_with');
    const count = () => list.inputList.filter((i) => i.name.startsWith('ITEM')).length;
    expect(count()).toBe(3);
    const plus = list.getField('PLUS') as Blockly.FieldImage;
    const minus = list.getField('MINUS') as Blockly.FieldImage;
    expect(plus).toBeTruthy();
    (plus as unknown as { showEditor_(): void }).showEditor_(); // what a click (or Enter on the field) does
    expect(count()).toBe(4);
    for (let i = 0; i < 6; i++) (minus as unknown as { showEditor_(): void }).showEditor_();
    expect(count()).toBe(1); // never fewer than one hole: "empty list" is its own block
    (plus as unknown as { showEditor_(): void }).showEditor_();
    // One click is one undo step, and redo gives the hole back with its 0.
    await new Promise((r) => setTimeout(r, 0)); // Blockly fires (and records) events on the next tick
    ws.undo(false);
    expect(count()).toBe(1);
    ws.undo(true);
    expect(count()).toBe(2);
    const state = Blockly.serialization.blocks.save(list) as unknown as SerializedBlock;
    expect(state.extraState).toEqual({ itemCount: 2 });
    const set: SerializedBlock = {
      type: 'sy_set_var',
      id: 's',
      fields: { VAR: 'l' },
      inputs: { VALUE: { block: state } },
    };
    const conv = toProgram({ blocks: { blocks: [{ type: 'sy_when_flag', id: 'f', next: { block: set } }] } });
    expect(conv.problems).toEqual([]);
    expect(conv.program.scripts[0]!.body[0]).toMatchObject({
      type: 'set_var',
      value: {
        type: 'list_create',
        items: [
          { type: 'number', value: 0 },
          { type: 'number', value: 0 },
        ],
      },
    });
    ws.dispose();
  });
});
