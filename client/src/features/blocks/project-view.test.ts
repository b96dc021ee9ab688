import { describe, expect, it } from 'vitest';
import { encodeProjectCode, type Program } from '@codeyard/shared-schema/smoothy';
import { projectBlocks } from './project-view';
import { toProgram, type SerializedWorkspace } from './to-program';

const program: Program = {
  scripts: [
    {
      id: 'flag',
      event: 'start',
      body: [
        { id: 'mv', type: 'move_forward' },
        { id: 'tl', type: 'turn_left' },
      ],
    },
  ],
};
const workspace: SerializedWorkspace = {
  blocks: {
    languageVersion: 0,
    blocks: [
      {
        type: 'sy_when_flag',
        id: 'flag',
        x: 10,
        y: 10,
        next: { block: { type: 'sy_move_forward', id: 'mv', next: { block: { type: 'sy_turn_left', id: 'tl' } } } },
      },
    ],
  },
};

describe('projectBlocks', () => {
  it("reads the editor's project format: its workspace, level and media", () => {
    const code = encodeProjectCode({ level: 'basic', workspace, program, costume: 'animals/cat', background: null });
    expect(projectBlocks(code)).toEqual({ workspace, level: 'basic', costume: 'animals/cat', background: null });
  });

  it('opens the program as blocks when the project format has no workspace', () => {
    const code = encodeProjectCode({ level: 'advanced', workspace: null, program, costume: null, background: null });
    const read = projectBlocks(code)!;
    expect(read.level).toBe('advanced');
    expect(toProgram(read.workspace).program).toEqual(program);
  });

  it('reads a bare Blockly workspace or a bare program with every block (expert)', () => {
    expect(projectBlocks(JSON.stringify(workspace))).toEqual({
      workspace,
      level: 'expert',
      costume: null,
      background: null,
    });
    expect(toProgram(projectBlocks(JSON.stringify(program))!.workspace).program).toEqual(program);
  });

  it('answers null for no code, text that is not JSON, and JSON of another kind', () => {
    expect(projectBlocks(null)).toBeNull();
    expect(projectBlocks('')).toBeNull();
    expect(projectBlocks('print("hi")')).toBeNull();
    expect(projectBlocks('{"blocks":["move","turn"]}')).toBeNull();
    expect(projectBlocks('[1,2]')).toBeNull();
  });
});
