/**
 * The toolboxes: which blocks a SmoothY level offers, by level of the course (the catalogue's
 * basic / intermediate / advanced / expert). Each toolbox holds the one before it. Names are the
 * program tree's node types (program.ts), plus the two hat blocks: 'when_flag_clicked' (a start
 * script) and 'when_key_pressed' (a key script); 'define_function' is the "define" hat.
 * Number literals ('number') are in every toolbox: they are the shadow blocks inside repeat, set...
 */
import { Type } from 'typebox';
import { walkProgram, type BlockType, type ExprType, type Program } from './program.js';

export const TOOLBOX_LEVELS = ['basic', 'intermediate', 'advanced', 'expert'] as const;
export const ToolboxLevel = Type.Union(TOOLBOX_LEVELS.map((l) => Type.Literal(l)));
export type ToolboxLevel = (typeof TOOLBOX_LEVELS)[number];

export type ToolboxBlock = BlockType | ExprType | 'define_function' | 'when_flag_clicked' | 'when_key_pressed';

const BASIC: readonly ToolboxBlock[] = [
  'when_flag_clicked',
  'move_forward',
  'turn_left',
  'turn_right',
  'repeat',
  'collect',
  'pen_down',
  'pen_up',
  'number',
];
const INTERMEDIATE: readonly ToolboxBlock[] = [
  ...BASIC,
  'if',
  'repeat_until',
  'wall_ahead',
  'on_star',
  'at_goal',
  'logic',
  'not',
];
const ADVANCED: readonly ToolboxBlock[] = [
  ...INTERMEDIATE,
  'set_var',
  'change_var',
  'var',
  'define_function',
  'call_function',
  'arithmetic',
  'compare',
  // Looks and sound: Robo's costume, the stage's background and sounds from the media library (projects).
  'play_sound',
  'switch_costume',
  'switch_background',
];
const EXPERT: readonly ToolboxBlock[] = [
  ...ADVANCED,
  'when_key_pressed',
  'list_create',
  'list_item',
  'list_length',
  'list_add',
];

/** The block types each toolbox level offers. */
export const TOOLBOXES: Readonly<Record<ToolboxLevel, readonly ToolboxBlock[]>> = {
  basic: BASIC,
  intermediate: INTERMEDIATE,
  advanced: ADVANCED,
  expert: EXPERT,
};

/** Every block type a program uses (hats included), in first-use order. */
export function blockTypesUsed(program: Program): ToolboxBlock[] {
  const used = new Set<ToolboxBlock>();
  walkProgram(program, (node) => {
    if (node.event === 'start') used.add('when_flag_clicked');
    else if (node.event === 'key') used.add('when_key_pressed');
    else if (node.type) used.add(node.type as ToolboxBlock);
  });
  return [...used];
}

/** The block types a program uses that the toolbox of `level` does not offer (empty when it fits). */
export function blocksOutsideToolbox(program: Program, level: ToolboxLevel): ToolboxBlock[] {
  const allowed = new Set(TOOLBOXES[level]);
  return blockTypesUsed(program).filter((t) => !allowed.has(t));
}
