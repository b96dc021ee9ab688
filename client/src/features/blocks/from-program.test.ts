import * as Blockly from 'blockly/core';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Program } from '@codeyard/shared-schema/smoothy';
import { applyMessages, defineBlocks } from './blocks';
import { fromProgram } from './from-program';
import { en } from './locales';
import { toProgram, type SerializedWorkspace } from './to-program';

/** Every program of the content (solutions and starters): what the /ide screens open as blocks. */
function contentPrograms(): { name: string; program: Program }[] {
  const root = resolve(__dirname, '../../../../sync-server/content/curriculum');
  const out: { name: string; program: Program }[] = [];
  for (const course of readdirSync(root).filter((d) => /^\d+-/.test(d))) {
    let files: string[] = [];
    try { files = readdirSync(join(root, course, 'levels')).filter((f) => f.endsWith('.json')); } catch { continue; }
    for (const file of files) {
      const level = JSON.parse(readFileSync(join(root, course, 'levels', file), 'utf8')) as { solution: Program; starter?: Program };
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
        { id: 'flag', event: 'start', body: [
          { id: 'set', type: 'set_var', name: 'count', value: { id: 'n0', type: 'number', value: 0 } },
          { id: 'rep', type: 'repeat', times: { id: 'n4', type: 'number', value: 4 }, body: [
            { id: 'if', type: 'if', cond: { id: 'not', type: 'not', operand: { id: 'wall', type: 'wall_ahead' } }, then: [{ id: 'mv', type: 'move_forward' }], else: [{ id: 'tl', type: 'turn_left' }] },
            { id: 'chg', type: 'change_var', name: 'count', by: { id: 'n1', type: 'number', value: 1 } },
          ] },
          { id: 'until', type: 'repeat_until', cond: { id: 'cmp', type: 'compare', op: '>', left: { id: 'v', type: 'var', name: 'count' }, right: { id: 'ar', type: 'arithmetic', op: 'mod', left: { id: 'n7', type: 'number', value: 7 }, right: { id: 'n3', type: 'number', value: 3 } } }, body: [{ id: 'call', type: 'call_function', name: 'hop' }] },
        ] },
        { id: 'key', event: 'key', key: 'up', body: [{ id: 'col', type: 'collect' }] },
      ],
      functions: [{ id: 'def', type: 'define_function', name: 'hop', body: [{ id: 'pd', type: 'pen_down' }, { id: 'tr', type: 'turn_right' }] }],
    };
    const state = fromProgram(program);
    expect(toProgram(state)).toEqual({ program, problems: [] });
    // Through real (headless) Blockly and back.
    const ws = new Blockly.Workspace();
    Blockly.serialization.workspaces.load(state, ws);
    expect(toProgram(Blockly.serialization.workspaces.save(ws) as SerializedWorkspace)).toEqual({ program, problems: [] });
    ws.dispose();
  });

  it('opens every level program of the content as the same program', () => {
    // A list made with items has no block of its own (children start from "empty list" and add to it):
    // only a teacher's solution may hold one, and a starter never does.
    const withListItems = (p: Program) => JSON.stringify(p).match(/"type":"list_create","items":\[\{/) !== null
      || JSON.stringify(p).match(/"items":\[\{[^\]]*\],"type":"list_create"/) !== null;
    const all = contentPrograms();
    expect(all.filter((p) => p.name.endsWith('starter')).every((p) => !withListItems(p.program))).toBe(true);
    const openable = all.filter((p) => !withListItems(p.program));
    expect(openable.length).toBeGreaterThan(40);
    for (const { name, program } of openable) {
      const ws = new Blockly.Workspace();
      Blockly.serialization.workspaces.load(fromProgram(program), ws);
      const back = toProgram(Blockly.serialization.workspaces.save(ws) as SerializedWorkspace);
      expect({ name, ...back }).toEqual({ name, program, problems: [] });
      ws.dispose();
    }
  });
});
