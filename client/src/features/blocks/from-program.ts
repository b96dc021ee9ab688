/**
 * SmoothY program (shared-schema smoothy/program.ts) → Blockly workspace JSON (Blockly.serialization
 * format), the inverse of to-program.ts: a level's starter program opens as blocks. Pure: no Blockly import.
 * Block ids are kept (so toProgram gives the same tree back); number literals in number holes become the
 * shadows a child types into; scripts and "to do" blocks are laid out top to bottom. A node this editor
 * has no block for is left out (with the blocks joined under it kept).
 */
import type { Block, Expr, Program } from '@codeyard/shared-schema/smoothy';
import type { SerializedBlock, SerializedWorkspace } from './to-program';

const ARITH = { '+': 'ADD', '-': 'SUB', '*': 'MUL', '/': 'DIV', mod: 'MOD' } as const;
const COMPARE = { '<': 'LT', '=': 'EQ', '>': 'GT' } as const;
const LOGIC = { and: 'AND', or: 'OR' } as const;

export function fromProgram(program: Program): SerializedWorkspace {
  const variables = new Map<string, string>();
  const varField = (name: string) => {
    if (!variables.has(name)) variables.set(name, `var-${variables.size + 1}-${name}`);
    return { VAR: { id: variables.get(name)! } };
  };

  /** A value hole: a number literal as a shadow (typed in), anything else as a block. */
  const hole = (e: Expr): { block?: SerializedBlock; shadow?: SerializedBlock } => {
    const b = expr(e);
    return e.type === 'number' ? { shadow: b } : { block: b };
  };

  function expr(e: Expr): SerializedBlock {
    switch (e.type) {
      case 'number':
        return { type: 'sy_number', id: e.id, fields: { NUM: e.value } };
      case 'var':
        return { type: 'sy_get_var', id: e.id, fields: varField(e.name) };
      case 'arithmetic':
        return {
          type: 'sy_arithmetic',
          id: e.id,
          fields: { OP: ARITH[e.op] },
          inputs: { A: hole(e.left), B: hole(e.right) },
        };
      case 'compare':
        return {
          type: 'sy_compare',
          id: e.id,
          fields: { OP: COMPARE[e.op] },
          inputs: { A: hole(e.left), B: hole(e.right) },
        };
      case 'logic':
        return {
          type: 'sy_and_or',
          id: e.id,
          fields: { OP: LOGIC[e.op] },
          inputs: { A: hole(e.left), B: hole(e.right) },
        };
      case 'not':
        return { type: 'sy_not', id: e.id, inputs: { X: hole(e.operand) } };
      case 'wall_ahead':
        return { type: 'sy_wall_ahead', id: e.id };
      case 'on_star':
        return { type: 'sy_on_star', id: e.id };
      case 'at_goal':
        return { type: 'sy_at_goal', id: e.id };
      case 'list_create':
        if (e.items.length === 0) return { type: 'sy_list_empty', id: e.id };
        return {
          type: 'sy_list_with',
          id: e.id,
          extraState: { itemCount: e.items.length },
          inputs: Object.fromEntries(e.items.map((item, i) => [`ITEM${i}`, hole(item)])),
        };
      case 'list_item':
        return { type: 'sy_list_item', id: e.id, fields: varField(e.name), inputs: { INDEX: hole(e.index) } };
      case 'list_length':
        return { type: 'sy_list_length', id: e.id, fields: varField(e.name) };
    }
  }

  function statement(b: Block): SerializedBlock | null {
    switch (b.type) {
      case 'move_forward':
        return { type: 'sy_move_forward', id: b.id };
      case 'turn_left':
        return { type: 'sy_turn_left', id: b.id };
      case 'turn_right':
        return { type: 'sy_turn_right', id: b.id };
      case 'collect':
        return { type: 'sy_collect', id: b.id };
      case 'pen_down':
        return { type: 'sy_pen_down', id: b.id };
      case 'pen_up':
        return { type: 'sy_pen_up', id: b.id };
      case 'repeat':
        return withBody({ type: 'sy_repeat', id: b.id, inputs: { TIMES: hole(b.times) } }, 'DO', b.body);
      case 'repeat_until':
        return withBody({ type: 'sy_repeat_until', id: b.id, inputs: { COND: hole(b.cond) } }, 'DO', b.body);
      case 'if': {
        const block = withBody(
          { type: b.else ? 'sy_if_else' : 'sy_if', id: b.id, inputs: { COND: hole(b.cond) } },
          'DO',
          b.then,
        );
        return b.else ? withBody(block, 'ELSE', b.else) : block;
      }
      case 'set_var':
        return { type: 'sy_set_var', id: b.id, fields: varField(b.name), inputs: { VALUE: hole(b.value) } };
      case 'change_var':
        return { type: 'sy_change_var', id: b.id, fields: varField(b.name), inputs: { BY: hole(b.by) } };
      case 'call_function':
        return { type: 'sy_call', id: b.id, fields: { NAME: b.name } };
      case 'list_add':
        return { type: 'sy_list_add', id: b.id, fields: varField(b.name), inputs: { VALUE: hole(b.value) } };
      default:
        return null;
    }
  }

  function withBody(block: SerializedBlock, input: string, body: Block[]): SerializedBlock {
    const first = chain(body);
    return first ? { ...block, inputs: { ...block.inputs, [input]: { block: first } } } : block;
  }

  /** Statements joined by `next`: the first one (or undefined for an empty body). */
  function chain(body: Block[]): SerializedBlock | undefined {
    const blocks = body.map(statement).filter((b): b is SerializedBlock => b !== null);
    for (let i = blocks.length - 2; i >= 0; i--) blocks[i] = { ...blocks[i]!, next: { block: blocks[i + 1]! } };
    return blocks[0];
  }

  const tops: SerializedBlock[] = [];
  let y = 40;
  const place = (b: SerializedBlock, height: number) => {
    tops.push({ ...b, x: 40, y });
    y += 80 + height * 56;
  };
  const size = (body: Block[]): number =>
    body.reduce((n, b) => {
      const inner =
        b.type === 'repeat' || b.type === 'repeat_until'
          ? size(b.body) + 1
          : b.type === 'if'
            ? size(b.then) + size(b.else ?? []) + 2
            : 0;
      return n + 1 + inner;
    }, 0);
  for (const s of program.scripts) {
    const first = chain(s.body);
    const hat: SerializedBlock =
      s.event === 'start'
        ? { type: 'sy_when_flag', id: s.id }
        : { type: 'sy_when_key', id: s.id, fields: { KEY: s.key } };
    place(first ? { ...hat, next: { block: first } } : hat, size(s.body));
  }
  for (const f of program.functions ?? []) {
    place(withBody({ type: 'sy_define', id: f.id, fields: { NAME: f.name } }, 'DO', f.body), size(f.body) + 1);
  }
  const state: SerializedWorkspace = { blocks: { languageVersion: 0, blocks: tops } };
  if (variables.size > 0) state.variables = [...variables].map(([name, id]) => ({ name, id }));
  return state;
}
