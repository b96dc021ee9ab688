/**
 * Toolboxes by level (Blockly's JSON toolbox format), built from the shared list of what each level
 * offers (shared-schema smoothy/toolboxes.ts: TOOLBOXES, which the server also checks programs against):
 * basic: flag, move, turn, collect, pen, repeat N; intermediate: + if / if-else, repeat until, sensing,
 * and/or/not; advanced: + variables ("boxes"), functions ("My blocks"), arithmetic, compare;
 * expert: + key events, lists (empty, "list of" with items, add, item, length). Pure data: no Blockly import.
 * The variables category is dynamic ('SY_VARIABLES', filled by blockly-setup): a "Make a box" button
 * and set / change / get for the boxes the child made.
 */
import { TOOLBOXES, TOOLBOX_LEVELS, type ToolboxBlock } from '@codeyard/shared-schema/smoothy';
import type { CategoryNames } from './blocks';

export const LEVELS = TOOLBOX_LEVELS;
export type Level = (typeof LEVELS)[number];

export function isLevel(x: unknown): x is Level {
  return typeof x === 'string' && (LEVELS as readonly string[]).includes(x);
}

/** Our Blockly block type → the program-tree type the shared toolbox lists name. */
export const TREE_TYPE: Record<string, ToolboxBlock> = {
  sy_when_flag: 'when_flag_clicked',
  sy_when_key: 'when_key_pressed',
  sy_move_forward: 'move_forward',
  sy_turn_left: 'turn_left',
  sy_turn_right: 'turn_right',
  sy_collect: 'collect',
  sy_pen_down: 'pen_down',
  sy_pen_up: 'pen_up',
  sy_repeat: 'repeat',
  sy_repeat_until: 'repeat_until',
  sy_if: 'if',
  sy_if_else: 'if',
  sy_wall_ahead: 'wall_ahead',
  sy_on_star: 'on_star',
  sy_at_goal: 'at_goal',
  sy_compare: 'compare',
  sy_and_or: 'logic',
  sy_not: 'not',
  sy_number: 'number',
  sy_arithmetic: 'arithmetic',
  sy_set_var: 'set_var',
  sy_change_var: 'change_var',
  sy_get_var: 'var',
  sy_define: 'define_function',
  sy_call: 'call_function',
  sy_list_empty: 'list_create',
  sy_list_with: 'list_create',
  sy_list_add: 'list_add',
  sy_list_item: 'list_item',
  sy_list_length: 'list_length',
  sy_switch_costume: 'switch_costume',
  sy_switch_background: 'switch_background',
  sy_play_sound: 'play_sound',
};

type Item = Record<string, unknown>;
const number = (n: number) => ({ shadow: { type: 'sy_number', fields: { NUM: n } } });

/** Every category with its blocks in toolbox order (extra: the block's toolbox JSON beyond its type). */
const CATALOGUE: { key: keyof CategoryNames; style: string; blocks: [string, Item?][] }[] = [
  { key: 'events', style: 'events', blocks: [['sy_when_flag'], ['sy_when_key']] },
  {
    key: 'motion',
    style: 'motion',
    blocks: [['sy_move_forward'], ['sy_turn_left'], ['sy_turn_right'], ['sy_collect'], ['sy_pen_down'], ['sy_pen_up']],
  },
  { key: 'loops', style: 'loops', blocks: [['sy_repeat', { inputs: { TIMES: number(4) } }], ['sy_repeat_until']] },
  {
    key: 'logic',
    style: 'logic',
    blocks: [
      ['sy_if'],
      ['sy_if_else'],
      ['sy_wall_ahead'],
      ['sy_on_star'],
      ['sy_at_goal'],
      ['sy_compare', { inputs: { A: number(0), B: number(0) } }],
      ['sy_and_or'],
      ['sy_not'],
    ],
  },
  { key: 'variables', style: 'variables', blocks: [] }, // dynamic, see below
  { key: 'functions', style: 'functions', blocks: [['sy_define'], ['sy_call']] },
  {
    key: 'maths',
    style: 'maths',
    blocks: [['sy_number'], ['sy_arithmetic', { inputs: { A: number(1), B: number(1) } }]],
  },
  {
    key: 'lists',
    style: 'variables',
    blocks: [
      ['sy_list_empty'],
      [
        'sy_list_with',
        { extraState: { itemCount: 3 }, inputs: { ITEM0: number(1), ITEM1: number(2), ITEM2: number(3) } },
      ],
      ['sy_list_add', { inputs: { VALUE: number(1) } }],
      ['sy_list_item', { inputs: { INDEX: number(1) } }],
      ['sy_list_length'],
    ],
  },
  { key: 'looks', style: 'looks', blocks: [['sy_switch_costume'], ['sy_switch_background'], ['sy_play_sound']] },
];

export interface ToolboxDef {
  kind: 'categoryToolbox';
  contents: Item[];
}

export function toolboxFor(level: Level, names: CategoryNames): ToolboxDef {
  const allowed = new Set<string>(TOOLBOXES[level]);
  const contents: Item[] = [];
  for (const c of CATALOGUE) {
    if (c.key === 'variables') {
      if (allowed.has('set_var'))
        contents.push({
          kind: 'category',
          name: names.variables,
          categorystyle: 'variables_category',
          custom: 'SY_VARIABLES',
        });
      continue;
    }
    // Numbers are in every toolbox as the shadows inside repeat etc.; the Numbers category comes with arithmetic.
    const blocks = c.blocks.filter(
      ([type]) => allowed.has(TREE_TYPE[type]!) && !(type === 'sy_number' && !allowed.has('arithmetic')),
    );
    if (blocks.length > 0) {
      contents.push({
        kind: 'category',
        name: names[c.key],
        categorystyle: `${c.style}_category`,
        contents: blocks.map(([type, extra]) => ({ kind: 'block', type, ...extra })),
      });
    }
  }
  return { kind: 'categoryToolbox', contents };
}

/** A new program: one "when (flag) is clicked" block, ready for the first blocks. */
export function starterWorkspace(): object {
  return { blocks: { languageVersion: 0, blocks: [{ type: 'sy_when_flag', id: 'start', x: 40, y: 40 }] } };
}
