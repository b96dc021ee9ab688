import { TOOLBOXES } from '@codeyard/shared-schema/smoothy';
import { describe, expect, it } from 'vitest';
import { withSoundBlock } from './PlaygroundIdePage';
import { toProgram, type SerializedWorkspace } from './to-program';
import { TREE_TYPE, toolboxFor } from './toolboxes';
import { en } from './locales';

const ws = (blocks: SerializedWorkspace['blocks']): SerializedWorkspace => ({ blocks });

describe('the looks and sound blocks in the editor', () => {
  it('become play_sound / switch_costume / switch_background nodes with their library ids', () => {
    const { program, problems } = toProgram(
      ws({
        blocks: [
          {
            type: 'sy_when_flag',
            id: 'h',
            next: {
              block: {
                type: 'sy_switch_costume',
                id: 'c',
                fields: { COSTUME: 'animals/frog' },
                next: {
                  block: {
                    type: 'sy_switch_background',
                    id: 'b',
                    fields: { BACKGROUND: 'backgrounds/snow' },
                    next: {
                      block: {
                        type: 'sy_play_sound',
                        id: 'p',
                        fields: { SOUND: 'music/bell' },
                      },
                    },
                  },
                },
              },
            },
          },
        ],
      }),
    );
    expect(problems).toEqual([]);
    expect(program.scripts[0]!.body).toEqual([
      { id: 'c', type: 'switch_costume', costume: 'animals/frog' },
      { id: 'b', type: 'switch_background', background: 'backgrounds/snow' },
      { id: 'p', type: 'play_sound', sound: 'music/bell' },
    ]);
  });

  it('report a missing choice as a problem', () => {
    const { problems } = toProgram(
      ws({
        blocks: [{ type: 'sy_when_flag', id: 'h', next: { block: { type: 'sy_play_sound', id: 'p', fields: {} } } }],
      }),
    );
    expect(problems).toEqual([{ code: 'missing_name', id: 'p' }]);
  });

  it('sit in a "Looks & sound" category from the advanced toolbox on', () => {
    for (const type of ['sy_play_sound', 'sy_switch_costume', 'sy_switch_background'])
      expect(TOOLBOXES.advanced).toContain(TREE_TYPE[type]);
    const names = (level: 'basic' | 'advanced') => toolboxFor(level, en.category).contents.map((c) => c.name);
    expect(names('advanced')).toContain('Looks & sound');
    expect(names('basic')).not.toContain('Looks & sound');
  });

  it('a sound chosen in the library is added at the end of the first start script', () => {
    const start: SerializedWorkspace = ws({
      blocks: [{ type: 'sy_when_flag', id: 'h', next: { block: { type: 'sy_move_forward', id: 'm' } } }],
    });
    const next = withSoundBlock(start, 'effects/boing', 'snd1');
    expect(toProgram(next).program.scripts[0]!.body.map((b) => b.type)).toEqual(['move_forward', 'play_sound']);
    expect(start.blocks!.blocks![0]!.next!.block!.next).toBeUndefined();
    const empty = withSoundBlock({ blocks: { blocks: [] } }, 'notes/note-mi', 'snd2');
    expect(toProgram(empty).program.scripts[0]!.body).toEqual([
      { id: 'snd2', type: 'play_sound', sound: 'notes/note-mi' },
    ]);
  });
});
