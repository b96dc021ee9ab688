/**
 * SmoothY blocks, the way children (6-15) see them. Loaded only with Blockly (never in the entry chunk).
 *
 * Children's-language choices:
 * - Names are verbs a child says aloud: "move forward", "turn left ↺", "collect the star" (with a star), "repeat 4
 *   times", "repeat until", "if … else". Sensing reads as a question: "wall ahead?", "on a star?",
 *   "at the goal?". Variables are "boxes" ("set score to 0", "change score by 1"); functions are
 *   "My blocks": "to do <my moves>" defines, "do <my moves>" calls (no arguments, no return value).
 *   Events are "Start": "when (flag) is clicked", "when the ↑ key is pressed".
 * - Arabic labels are written, not machine-translated, and the workspace is right-to-left in Arabic.
 * - Colours: one per category, each dark enough for the white bold label (contrast >= 4.5:1):
 *   motion blue #2563b8, loops orange #b35c00, logic (decisions and sensing) green #1e7d4a,
 *   numbers purple #6b46c1, variables/lists teal #0f766e, functions pink #be185d, events brown-gold #8a5a00.
 * - Big blocks: the Zelos (Scratch-like) renderer, bold 16px labels, and a large start scale (BlocksEditor).
 * - Left out on purpose: text/strings, colours, random numbers, "while" (repeat until covers it), "for"
 *   loops with a counter, function arguments and return values, else-if chains (nest an if in else),
 *   parallel scripts. Lists stay small: empty list, "list of (1) (2) (3)" (items added and removed with
 *   big − / + buttons on the block, not Blockly's gear-and-mini-workspace mutator), add, item N (1-based), length.
 * - Every level's toolbox has "when (flag) is clicked": blocks not joined under an event block do not run.
 * - A function's name is typed (a text field) in both "to do" and "do"; a typo is reported by the
 *   interpreter as an unknown function.
 *
 * Block types are `sy_<name>`; to-program.ts maps them to the SmoothY AST (shared-schema smoothy/program.ts).
 */
import * as Blockly from 'blockly/core';
import { MEDIA_LIBRARY } from '@codeyard/shared-schema/smoothy';
import type { en } from './locales';

export type BlockMessages = typeof en.msg;
export type CategoryNames = typeof en.category;

export const CATEGORY_COLOURS = {
  motion: '#2563b8',
  loops: '#b35c00',
  logic: '#1e7d4a',
  maths: '#6b46c1',
  variables: '#0f766e',
  functions: '#be185d',
  events: '#8a5a00',
  looks: '#4338ca',
} as const;

const KEYS = ['space', 'up', 'down', 'left', 'right'] as const;

const stmt = { previousStatement: null, nextStatement: null } as const;

/** Our own pictures inside block labels (no emoji font on many school Chromebooks): 20 px on the block's colour. */
const labelPicture = (paths: string, alt: string) => ({
  type: 'field_image',
  src:
    'data:image/svg+xml,' +
    encodeURIComponent(
      `<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" viewBox="0 0 24 24">${paths}</svg>`,
    ),
  width: 20,
  height: 20,
  alt,
});
const FLAG =
  '<path d="M5 22V3" stroke="#fff" stroke-width="2.4" stroke-linecap="round"/><path d="M6 3.5h13l-2.5 4.5L19 12.5H6z" fill="#48bb78" stroke="#fff" stroke-width="1.6" stroke-linejoin="round"/>';
const STAR =
  '<path d="M12 2.5l2.9 6 6.6.8-4.9 4.5 1.3 6.5L12 17l-5.9 3.3 1.3-6.5-4.9-4.5 6.6-.8z" fill="#f6c343" stroke="#fff" stroke-width="1.4" stroke-linejoin="round"/>';
const PENCIL =
  '<path d="M4 20l1-4.5L16 4.5l3.5 3.5-11 11z" fill="#fbd38d" stroke="#fff" stroke-width="1.6" stroke-linejoin="round"/><path d="M4 20l1-4.5 3.5 3.5z" fill="#2d3748"/>';
const SPEAKER =
  '<path d="M3.5 9h4l5-4.5v15l-5-4.5h-4z" fill="#fff"/><path d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12" stroke="#fff" stroke-width="2" fill="none" stroke-linecap="round"/>';
const num = (name: string) => ({ type: 'input_value', name, check: 'Number' });
const bool = (name: string) => ({ type: 'input_value', name, check: 'Boolean' });
const body = (name: string) => ({ type: 'input_statement', name });
const variable = { type: 'field_variable', name: 'VAR', variable: '%{BKY_SY_DEFAULT_VAR}' };
const list = { type: 'field_variable', name: 'VAR', variable: '%{BKY_SY_DEFAULT_LIST}' };

/** Media library ids offered by the looks and sound blocks' dropdowns (labels: SY_MEDIA_<ID>, in the child's language). */
export const costumeIds = () =>
  MEDIA_LIBRARY.images.filter((c) => c.kind !== 'background').flatMap((c) => c.items.map((i) => i.id));
export const backgroundIds = () =>
  MEDIA_LIBRARY.images.filter((c) => c.kind === 'background').flatMap((c) => c.items.map((i) => i.id));
export const soundIds = () => MEDIA_LIBRARY.sounds.flatMap((c) => c.items.map((i) => i.id));
export const mediaMsgKey = (id: string) => `SY_MEDIA_${id.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
const mediaField = (name: string, ids: string[]) => ({
  type: 'field_dropdown',
  name,
  options: ids.map((id) => [`%{BKY_${mediaMsgKey(id)}}`, id]),
});

/** The media names in Blockly.Msg (the dropdowns' labels), in the child's language. */
export function applyMediaNames(lang: 'en' | 'ar'): void {
  for (const c of [...MEDIA_LIBRARY.images, ...MEDIA_LIBRARY.sounds])
    for (const i of c.items) Blockly.Msg[mediaMsgKey(i.id)] = i.name[lang];
}

export const LIST_WITH_MUTATOR = 'sy_list_with_items';
/** How many holes "list of" has: it opens with 3, and keeps 1 to LIST_WITH_MAX (big enough for the levels). */
export const LIST_WITH_DEFAULT = 3;
export const LIST_WITH_MAX = 20;

const roundButton = (sign: 'minus' | 'plus') =>
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="28" height="28" viewBox="0 0 28 28"><circle cx="14" cy="14" r="13" fill="#ffffff"/>' +
      '<path d="M7 14h14' +
      (sign === 'plus' ? 'M14 7v14' : '') +
      '" stroke="#0f766e" stroke-width="4" stroke-linecap="round"/></svg>',
  );

type ListWithBlock = Blockly.Block & {
  itemCount_: number;
  updateShape_(): void;
  fillHoles_(): void;
  setItemCount_(n: number): void;
};

/**
 * The "list of" block's shape: ITEM0…ITEM<n-1> value holes, then the − / + buttons. Saved as
 * extraState { itemCount } (Blockly's JSON serialization), so a program keeps its holes.
 */
const listWithMixin = {
  itemCount_: LIST_WITH_DEFAULT,
  saveExtraState(this: ListWithBlock) {
    return { itemCount: this.itemCount_ };
  },
  loadExtraState(this: ListWithBlock, state: { itemCount?: unknown }) {
    const n = Number(state?.itemCount);
    this.itemCount_ = Number.isInteger(n) ? Math.min(LIST_WITH_MAX, Math.max(1, n)) : LIST_WITH_DEFAULT;
    this.updateShape_();
    this.fillHoles_(); // on undo / redo; when a program is loaded, its own items replace these
  },
  /** A 0 in every empty hole, to type over (never an empty hole the child must fill first). */
  fillHoles_(this: ListWithBlock) {
    for (let i = 0; i < this.itemCount_; i++) {
      const c = this.getInput(`ITEM${i}`)?.connection;
      if (c && !c.targetBlock()) c.setShadowState({ type: 'sy_number', fields: { NUM: 0 } });
    }
  },
  updateShape_(this: ListWithBlock) {
    if (this.getInput('BUTTONS')) this.removeInput('BUTTONS');
    for (let i = 0; this.getInput(`ITEM${i}`) || i < this.itemCount_; i++) {
      if (i < this.itemCount_) {
        if (!this.getInput(`ITEM${i}`)) this.appendValueInput(`ITEM${i}`);
      } else {
        // A child's block in a removed hole is unplugged (it stays on the workspace), not deleted.
        const target = this.getInput(`ITEM${i}`)!.connection?.targetBlock();
        if (target && !target.isShadow()) target.unplug(false);
        this.removeInput(`ITEM${i}`);
      }
    }
    const buttons = this.appendDummyInput('BUTTONS');
    const click = (delta: number) => () => this.setItemCount_(this.itemCount_ + delta);
    if (!this.isInFlyout && !this.workspace.options.readOnly) {
      buttons.appendField(
        new Blockly.FieldImage(roundButton('minus'), 28, 28, Blockly.Msg['SY_LIST_REMOVE_ITEM'] ?? '-', click(-1)),
        'MINUS',
      );
      buttons.appendField(
        new Blockly.FieldImage(roundButton('plus'), 28, 28, Blockly.Msg['SY_LIST_ADD_ITEM'] ?? '+', click(1)),
        'PLUS',
      );
    }
  },
  /** − / +: one undo step (the new hole gets a 0 to type over). */
  setItemCount_(this: ListWithBlock, n: number) {
    const count = Math.min(LIST_WITH_MAX, Math.max(1, n));
    if (count === this.itemCount_) return;
    const events = Blockly.Events;
    const group = events.getGroup();
    if (!group) events.setGroup(true);
    try {
      const oldState = JSON.stringify(this.saveExtraState!());
      this.itemCount_ = count;
      this.updateShape_();
      // The shape change first, then the new hole's 0: so that redo makes the hole before filling it.
      events.fire(
        new (events.get(events.BLOCK_CHANGE))(this, 'mutation', null, oldState, JSON.stringify(this.saveExtraState!())),
      );
      this.fillHoles_();
      if (this.rendered) (this as unknown as Blockly.BlockSvg).render();
    } finally {
      if (!group) events.setGroup(false);
    }
  },
};

/** The JSON definitions (Blockly's JSON block format); labels are Blockly.Msg references (SY_*). */
export function blockDefinitions(): object[] {
  return [
    // motion
    { type: 'sy_move_forward', message0: '%{BKY_SY_MOVE_FORWARD}', ...stmt, style: 'motion_blocks' },
    { type: 'sy_turn_left', message0: '%{BKY_SY_TURN_LEFT}', ...stmt, style: 'motion_blocks' },
    { type: 'sy_turn_right', message0: '%{BKY_SY_TURN_RIGHT}', ...stmt, style: 'motion_blocks' },
    {
      type: 'sy_collect',
      message0: '%{BKY_SY_COLLECT_STAR}',
      args0: [labelPicture(STAR, '*')],
      ...stmt,
      style: 'motion_blocks',
    },
    {
      type: 'sy_pen_down',
      message0: '%{BKY_SY_PEN_DOWN}',
      args0: [labelPicture(PENCIL, '')],
      ...stmt,
      style: 'motion_blocks',
    },
    { type: 'sy_pen_up', message0: '%{BKY_SY_PEN_UP}', ...stmt, style: 'motion_blocks' },
    // loops
    {
      type: 'sy_repeat',
      message0: '%{BKY_SY_REPEAT}',
      args0: [num('TIMES')],
      message1: '%1',
      args1: [body('DO')],
      ...stmt,
      style: 'loop_blocks',
    },
    {
      type: 'sy_repeat_until',
      message0: '%{BKY_SY_REPEAT_UNTIL}',
      args0: [bool('COND')],
      message1: '%1',
      args1: [body('DO')],
      ...stmt,
      style: 'loop_blocks',
    },
    // logic and sensing
    {
      type: 'sy_if',
      message0: '%{BKY_SY_IF}',
      args0: [bool('COND')],
      message1: '%1',
      args1: [body('DO')],
      ...stmt,
      style: 'logic_blocks',
    },
    {
      type: 'sy_if_else',
      message0: '%{BKY_SY_IF}',
      args0: [bool('COND')],
      message1: '%1',
      args1: [body('DO')],
      message2: '%{BKY_SY_ELSE}',
      message3: '%1',
      args3: [body('ELSE')],
      ...stmt,
      style: 'logic_blocks',
    },
    { type: 'sy_wall_ahead', message0: '%{BKY_SY_WALL_AHEAD}', output: 'Boolean', style: 'logic_blocks' },
    { type: 'sy_on_star', message0: '%{BKY_SY_ON_STAR}', output: 'Boolean', style: 'logic_blocks' },
    { type: 'sy_at_goal', message0: '%{BKY_SY_AT_GOAL}', output: 'Boolean', style: 'logic_blocks' },
    {
      type: 'sy_compare',
      message0: '%1 %2 %3',
      inputsInline: true,
      output: 'Boolean',
      style: 'logic_blocks',
      args0: [
        num('A'),
        {
          type: 'field_dropdown',
          name: 'OP',
          options: [
            ['<', 'LT'],
            ['=', 'EQ'],
            ['>', 'GT'],
          ],
        },
        num('B'),
      ],
    },
    {
      type: 'sy_and_or',
      message0: '%1 %2 %3',
      inputsInline: true,
      output: 'Boolean',
      style: 'logic_blocks',
      args0: [
        bool('A'),
        {
          type: 'field_dropdown',
          name: 'OP',
          options: [
            ['%{BKY_SY_AND}', 'AND'],
            ['%{BKY_SY_OR}', 'OR'],
          ],
        },
        bool('B'),
      ],
    },
    { type: 'sy_not', message0: '%{BKY_SY_NOT}', args0: [bool('X')], output: 'Boolean', style: 'logic_blocks' },
    // numbers
    {
      type: 'sy_number',
      message0: '%1',
      args0: [{ type: 'field_number', name: 'NUM', value: 0 }],
      output: 'Number',
      style: 'math_blocks',
    },
    {
      type: 'sy_arithmetic',
      message0: '%1 %2 %3',
      inputsInline: true,
      output: 'Number',
      style: 'math_blocks',
      args0: [
        num('A'),
        {
          type: 'field_dropdown',
          name: 'OP',
          options: [
            ['%{BKY_SY_ARITH_ADD}', 'ADD'],
            ['%{BKY_SY_ARITH_SUB}', 'SUB'],
            ['%{BKY_SY_ARITH_MUL}', 'MUL'],
            ['%{BKY_SY_ARITH_DIV}', 'DIV'],
            ['%{BKY_SY_ARITH_MOD}', 'MOD'],
          ],
        },
        num('B'),
      ],
    },
    // variables ("boxes") and lists
    {
      type: 'sy_set_var',
      message0: '%{BKY_SY_SET_VAR}',
      args0: [variable, { type: 'input_value', name: 'VALUE' }],
      ...stmt,
      style: 'variable_blocks',
    },
    {
      type: 'sy_change_var',
      message0: '%{BKY_SY_CHANGE_VAR}',
      args0: [variable, num('BY')],
      ...stmt,
      style: 'variable_blocks',
    },
    { type: 'sy_get_var', message0: '%1', args0: [variable], output: null, style: 'variable_blocks' },
    { type: 'sy_list_empty', message0: '%{BKY_SY_LIST_EMPTY}', output: 'Array', style: 'variable_blocks' },
    // "list of (1) (2) (3) [−] [+]": the items are holes; − and + (big round buttons) remove and add one.
    {
      type: 'sy_list_with',
      message0: '%{BKY_SY_LIST_WITH}',
      inputsInline: true,
      output: 'Array',
      style: 'variable_blocks',
      mutator: LIST_WITH_MUTATOR,
    },
    {
      type: 'sy_list_add',
      message0: '%{BKY_SY_LIST_ADD}',
      args0: [{ type: 'input_value', name: 'VALUE' }, list],
      inputsInline: true,
      ...stmt,
      style: 'variable_blocks',
    },
    {
      type: 'sy_list_item',
      message0: '%{BKY_SY_LIST_ITEM}',
      args0: [num('INDEX'), list],
      inputsInline: true,
      output: null,
      style: 'variable_blocks',
    },
    {
      type: 'sy_list_length',
      message0: '%{BKY_SY_LIST_LENGTH}',
      args0: [list],
      output: 'Number',
      style: 'variable_blocks',
    },
    // functions (no arguments)
    {
      type: 'sy_define',
      message0: '%{BKY_SY_DEFINE}',
      args0: [{ type: 'field_input', name: 'NAME', text: '%{BKY_SY_DEFAULT_FUNCTION}' }],
      message1: '%1',
      args1: [body('DO')],
      style: 'procedure_blocks',
    },
    {
      type: 'sy_call',
      message0: '%{BKY_SY_CALL}',
      args0: [{ type: 'field_input', name: 'NAME', text: '%{BKY_SY_DEFAULT_FUNCTION}' }],
      ...stmt,
      style: 'procedure_blocks',
    },
    // looks and sound (the media library: costumes for Robo, backgrounds for the stage, sounds)
    {
      type: 'sy_switch_costume',
      message0: '%{BKY_SY_SWITCH_COSTUME}',
      args0: [mediaField('COSTUME', costumeIds())],
      ...stmt,
      style: 'looks_blocks',
    },
    {
      type: 'sy_switch_background',
      message0: '%{BKY_SY_SWITCH_BACKGROUND}',
      args0: [mediaField('BACKGROUND', backgroundIds())],
      ...stmt,
      style: 'looks_blocks',
    },
    {
      type: 'sy_play_sound',
      message0: '%{BKY_SY_PLAY_SOUND}',
      args0: [mediaField('SOUND', soundIds()), labelPicture(SPEAKER, '')],
      ...stmt,
      style: 'looks_blocks',
    },
    // events
    {
      type: 'sy_when_flag',
      message0: '%{BKY_SY_WHEN_FLAG}',
      args0: [labelPicture(FLAG, 'flag')],
      nextStatement: null,
      style: 'event_blocks',
    },
    {
      type: 'sy_when_key',
      message0: '%{BKY_SY_WHEN_KEY}',
      nextStatement: null,
      style: 'event_blocks',
      args0: [
        { type: 'field_dropdown', name: 'KEY', options: KEYS.map((k) => [`%{BKY_SY_KEY_${k.toUpperCase()}}`, k]) },
      ],
    },
  ];
}

export const BLOCK_TYPES = blockDefinitions().map((d) => (d as { type: string }).type);

/** Copies our labels into Blockly.Msg as SY_<KEY> (call before creating blocks; again when the language changes). */
export function applyMessages(msg: BlockMessages): void {
  for (const [k, v] of Object.entries(msg)) Blockly.Msg[`SY_${k}`] = v;
}

let defined = false;
/** Registers the sy_* blocks once (labels are resolved from Blockly.Msg when each block is created). */
export function defineBlocks(): void {
  if (defined) return;
  if (!Blockly.Extensions.isRegistered(LIST_WITH_MUTATOR)) {
    // No mini-workspace (no block list): the − / + buttons change the shape instead.
    Blockly.Extensions.registerMutator(LIST_WITH_MUTATOR, listWithMixin, function (this: ListWithBlock) {
      this.updateShape_();
    });
  }
  Blockly.common.defineBlocksWithJsonArray(blockDefinitions());
  defined = true;
}

let theme: Blockly.Theme | null = null;
/** Our theme: a colour per category, bold large labels, hats on event and "to do" blocks. */
export function codeyardTheme(): Blockly.Theme {
  if (theme) return theme;
  const style = (c: string) => ({ colourPrimary: c });
  theme = Blockly.Theme.defineTheme('codeyard', {
    name: 'codeyard',
    base: Blockly.Themes.Classic,
    blockStyles: {
      motion_blocks: style(CATEGORY_COLOURS.motion),
      loop_blocks: style(CATEGORY_COLOURS.loops),
      logic_blocks: style(CATEGORY_COLOURS.logic),
      math_blocks: style(CATEGORY_COLOURS.maths),
      variable_blocks: style(CATEGORY_COLOURS.variables),
      procedure_blocks: style(CATEGORY_COLOURS.functions),
      event_blocks: { ...style(CATEGORY_COLOURS.events), hat: 'cap' },
      looks_blocks: style(CATEGORY_COLOURS.looks),
    },
    categoryStyles: Object.fromEntries(
      Object.entries(CATEGORY_COLOURS).map(([k, c]) => [`${k}_category`, { colour: c }]),
    ),
    componentStyles: {},
    fontStyle: { family: "'Noto Sans', 'Noto Sans Arabic', sans-serif", weight: 'bold', size: 16 },
    startHats: true,
  });
  return theme;
}
