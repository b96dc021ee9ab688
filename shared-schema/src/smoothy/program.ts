/**
 * SmoothY: the block language of the SmoothY courses, as a tree (AST) that the interpreter runs.
 * Pure TypeScript (no DOM, no Blockly): the client runs it in the browser, the server can use it to
 * check a challenge's goal. Whoever maps Blockly to this tree: one Blockly block = one node here,
 * and `id` is the Blockly block id (the interpreter reports it so the editor can highlight it).
 *
 * A Program is
 *   - `scripts`: event scripts, each an event hat block with the blocks joined under it (`body`).
 *     `event: 'start'` = "when the green flag is clicked"; `event: 'key'` (+ `key`, e.g. 'up',
 *     'space') = "when <key> is pressed". Blocks not joined under a hat are simply left out of the
 *     tree: they do not run. Start scripts run one after the other in array order (not in
 *     parallel, so runs are deterministic); a key press queues that key's scripts, which run after
 *     whatever is running.
 *   - `functions` (optional): "define <name>" hat blocks with their bodies; `call_function`
 *     runs one (no arguments, no return value; recursion allowed up to a depth limit).
 *
 * Statement blocks (Block): move_forward, turn_left, turn_right, collect (only picks up a star
 * when Robo stands on one; elsewhere nothing happens), pen_down, pen_up, repeat {times, body},
 * repeat_until {cond, body} (checks cond before each round), if {cond, then, else?},
 * set_var {name, value}, change_var {name, by}, call_function {name}, list_add {name, value}
 * (appends to the list held in variable `name`), and the looks and sound blocks of the media library
 * (media-library.ts): play_sound {sound}, switch_costume {costume}, switch_background {background}, each
 * naming a library item id ("<category>/<name>"); the interpreter reports them as step events for the
 * stage to play and draw (an unknown id is kept as it is: the stage shows Robo / plays nothing).
 *
 * Expression blocks (Expr): number {value}, var {name}, arithmetic {op: + - * / mod, left, right}
 * (mod is floored: the result has the sign of the divisor, like Python and Scratch),
 * compare {op: < = >, left, right}, logic {op: and | or, left, right}, not {operand},
 * sensing wall_ahead / on_star / at_goal, list_create {items}, list_item {name, index} (1-based),
 * list_length {name}.
 *
 * Values are numbers, booleans, or lists of numbers/booleans. Variables are global (as in
 * Blockly/Scratch) and must be set before they are read or changed. Assignment copies lists.
 * Conditions must be booleans, counts and arithmetic need numbers: a wrong type, an unknown
 * variable or function, or a division by zero ends the run with outcome 'error' (see
 * interpreter.ts), never an exception.
 *
 * Block count (for "use at most N blocks" and star thresholds, see countBlocks): every node counts
 * except event hats and number literals (number literals are shadow blocks in Blockly: the number
 * typed into "repeat (4) times" is not a block the child placed). A "define" hat counts.
 *
 * Validate untrusted input with `Value.Check(ProgramSchema, x)` and then `programProblems(x)`.
 */
import { Type, type Static } from 'typebox';

const Id = Type.String({ minLength: 1, maxLength: 100 });
const Name = Type.String({ minLength: 1, maxLength: 50 });
/** A media library item id, "<category>/<name>" (media-library.ts). */
const MediaId = Type.String({ minLength: 1, maxLength: 100 });
const Body = Type.Array(Type.Ref('Block'));
const E = Type.Ref('Expr');

const defs = {
  Expr: Type.Union([
    Type.Object({ id: Id, type: Type.Literal('number'), value: Type.Number() }, { additionalProperties: false }),
    Type.Object({ id: Id, type: Type.Literal('var'), name: Name }, { additionalProperties: false }),
    Type.Object(
      {
        id: Id,
        type: Type.Literal('arithmetic'),
        op: Type.Union([
          Type.Literal('+'),
          Type.Literal('-'),
          Type.Literal('*'),
          Type.Literal('/'),
          Type.Literal('mod'),
        ]),
        left: E,
        right: E,
      },
      { additionalProperties: false },
    ),
    Type.Object(
      {
        id: Id,
        type: Type.Literal('compare'),
        op: Type.Union([Type.Literal('<'), Type.Literal('='), Type.Literal('>')]),
        left: E,
        right: E,
      },
      { additionalProperties: false },
    ),
    Type.Object(
      {
        id: Id,
        type: Type.Literal('logic'),
        op: Type.Union([Type.Literal('and'), Type.Literal('or')]),
        left: E,
        right: E,
      },
      { additionalProperties: false },
    ),
    Type.Object({ id: Id, type: Type.Literal('not'), operand: E }, { additionalProperties: false }),
    Type.Object({ id: Id, type: Type.Literal('wall_ahead') }, { additionalProperties: false }),
    Type.Object({ id: Id, type: Type.Literal('on_star') }, { additionalProperties: false }),
    Type.Object({ id: Id, type: Type.Literal('at_goal') }, { additionalProperties: false }),
    Type.Object({ id: Id, type: Type.Literal('list_create'), items: Type.Array(E) }, { additionalProperties: false }),
    Type.Object({ id: Id, type: Type.Literal('list_item'), name: Name, index: E }, { additionalProperties: false }),
    Type.Object({ id: Id, type: Type.Literal('list_length'), name: Name }, { additionalProperties: false }),
  ]),
  Block: Type.Union([
    Type.Object({ id: Id, type: Type.Literal('move_forward') }, { additionalProperties: false }),
    Type.Object({ id: Id, type: Type.Literal('turn_left') }, { additionalProperties: false }),
    Type.Object({ id: Id, type: Type.Literal('turn_right') }, { additionalProperties: false }),
    Type.Object({ id: Id, type: Type.Literal('collect') }, { additionalProperties: false }),
    Type.Object({ id: Id, type: Type.Literal('pen_down') }, { additionalProperties: false }),
    Type.Object({ id: Id, type: Type.Literal('pen_up') }, { additionalProperties: false }),
    Type.Object({ id: Id, type: Type.Literal('repeat'), times: E, body: Body }, { additionalProperties: false }),
    Type.Object({ id: Id, type: Type.Literal('repeat_until'), cond: E, body: Body }, { additionalProperties: false }),
    Type.Object(
      { id: Id, type: Type.Literal('if'), cond: E, then: Body, else: Type.Optional(Body) },
      { additionalProperties: false },
    ),
    Type.Object({ id: Id, type: Type.Literal('set_var'), name: Name, value: E }, { additionalProperties: false }),
    Type.Object({ id: Id, type: Type.Literal('change_var'), name: Name, by: E }, { additionalProperties: false }),
    Type.Object({ id: Id, type: Type.Literal('call_function'), name: Name }, { additionalProperties: false }),
    Type.Object({ id: Id, type: Type.Literal('list_add'), name: Name, value: E }, { additionalProperties: false }),
    Type.Object({ id: Id, type: Type.Literal('play_sound'), sound: MediaId }, { additionalProperties: false }),
    Type.Object({ id: Id, type: Type.Literal('switch_costume'), costume: MediaId }, { additionalProperties: false }),
    Type.Object(
      { id: Id, type: Type.Literal('switch_background'), background: MediaId },
      { additionalProperties: false },
    ),
  ]),
  Script: Type.Union([
    Type.Object({ id: Id, event: Type.Literal('start'), body: Body }, { additionalProperties: false }),
    Type.Object(
      { id: Id, event: Type.Literal('key'), key: Type.String({ minLength: 1, maxLength: 20 }), body: Body },
      { additionalProperties: false },
    ),
  ]),
  FunctionDef: Type.Object(
    { id: Id, type: Type.Literal('define_function'), name: Name, body: Body },
    { additionalProperties: false },
  ),
  Program: Type.Object(
    {
      scripts: Type.Array(Type.Ref('Script')),
      functions: Type.Optional(Type.Array(Type.Ref('FunctionDef'))),
    },
    { additionalProperties: false },
  ),
};

export const ExprSchema = Type.Cyclic(defs, 'Expr');
export const BlockSchema = Type.Cyclic(defs, 'Block');
export const ScriptSchema = Type.Cyclic(defs, 'Script');
export const ProgramSchema = Type.Cyclic(defs, 'Program');

export type Expr = Static<typeof ExprSchema>;
export type Block = Static<typeof BlockSchema>;
export type Script = Static<typeof ScriptSchema>;
export type FunctionDef = Static<typeof defs.FunctionDef> & { body: Block[] };
export type Program = Static<typeof ProgramSchema>;

export type BlockType = Block['type'];
export type ExprType = Expr['type'];

/** Visits every node (scripts' hats, function hats, blocks, expressions) in tree order. */
export function walkProgram(
  program: Program,
  visit: (node: { id: string; type?: string; event?: string }) => void,
): void {
  const expr = (e: Expr): void => {
    visit(e);
    switch (e.type) {
      case 'arithmetic':
      case 'compare':
      case 'logic':
        expr(e.left);
        expr(e.right);
        break;
      case 'not':
        expr(e.operand);
        break;
      case 'list_create':
        e.items.forEach(expr);
        break;
      case 'list_item':
        expr(e.index);
        break;
      default:
        break;
    }
  };
  const blocks = (bs: Block[]): void => {
    for (const b of bs) {
      visit(b);
      switch (b.type) {
        case 'repeat':
          expr(b.times);
          blocks(b.body);
          break;
        case 'repeat_until':
          expr(b.cond);
          blocks(b.body);
          break;
        case 'if':
          expr(b.cond);
          blocks(b.then);
          if (b.else) blocks(b.else);
          break;
        case 'set_var':
        case 'list_add':
          expr(b.value);
          break;
        case 'change_var':
          expr(b.by);
          break;
        default:
          break;
      }
    }
  };
  for (const s of program.scripts) {
    visit(s);
    blocks(s.body);
  }
  for (const f of program.functions ?? []) {
    visit(f);
    blocks(f.body);
  }
}

/** Blocks the child placed: all nodes except event hats and number literals (see the top comment). */
export function countBlocks(program: Program): number {
  let n = 0;
  walkProgram(program, (node) => {
    if (node.event === undefined && node.type !== 'number') n++;
  });
  return n;
}

export type ProgramProblem =
  | { code: 'duplicate_id'; id: string }
  | { code: 'duplicate_function'; name: string; id: string }
  | { code: 'unknown_function'; name: string; id: string };

/** Checks beyond the schema: unique block ids, unique function names, calls to defined functions. */
export function programProblems(program: Program): ProgramProblem[] {
  const problems: ProgramProblem[] = [];
  const ids = new Set<string>();
  walkProgram(program, (node) => {
    if (ids.has(node.id)) problems.push({ code: 'duplicate_id', id: node.id });
    ids.add(node.id);
  });
  const names = new Set<string>();
  for (const f of program.functions ?? []) {
    if (names.has(f.name)) problems.push({ code: 'duplicate_function', name: f.name, id: f.id });
    names.add(f.name);
  }
  walkProgram(program, (node) => {
    const b = node as Block;
    if (b.type === 'call_function' && !names.has(b.name))
      problems.push({ code: 'unknown_function', name: b.name, id: b.id });
  });
  return problems;
}
