/**
 * Blockly workspace (as Blockly.serialization.workspaces.save gives it, plain JSON) → SmoothY program
 * (shared-schema smoothy/program.ts). Pure: no Blockly import, so it runs anywhere and is unit-tested.
 *
 * - Only blocks joined under an event hat ("when (flag) is clicked", "when <key> is pressed") run, and the
 *   "to do <name>" hats define functions; every other loose block is left out, as the course teaches.
 * - Each node keeps its Blockly block id, so the interpreter's current block can be highlighted.
 * - Scripts run in the order they appear on the workspace, top to bottom (then left to right).
 * - Disabled blocks are left out. An empty hole (e.g. "repeat ( ) times" without a number, "if" without
 *   a condition) becomes a `problems` entry with the block id; the node gets a placeholder number 0 so
 *   the tree stays well formed, and the editor should not run a program that has problems.
 */
import type { Block, Expr, FunctionDef, Program, Script } from '@codeyard/shared-schema/smoothy';

export interface SerializedBlock {
  type: string;
  id?: string;
  x?: number;
  y?: number;
  enabled?: boolean;
  disabledReasons?: string[];
  fields?: Record<string, unknown>;
  /** A block's own state (Blockly's saveExtraState): "list of" keeps { itemCount } here. */
  extraState?: unknown;
  inputs?: Record<string, { block?: SerializedBlock; shadow?: SerializedBlock }>;
  next?: { block?: SerializedBlock; shadow?: SerializedBlock };
}

export interface SerializedWorkspace {
  blocks?: { languageVersion?: number; blocks?: SerializedBlock[] };
  variables?: { name: string; id: string; type?: string }[];
}

export type ConversionProblem =
  | { code: 'missing_input'; id: string; input: string }
  | { code: 'missing_name'; id: string }
  | { code: 'unknown_block'; id: string; type: string };

export interface Conversion {
  program: Program;
  problems: ConversionProblem[];
}

const ARITH = { ADD: '+', SUB: '-', MUL: '*', DIV: '/', MOD: 'mod' } as const;
const COMPARE = { LT: '<', EQ: '=', GT: '>' } as const;
const LOGIC = { AND: 'and', OR: 'or' } as const;

function pick<T extends Record<string, string>>(table: T, key: unknown, fallback: keyof T): T[keyof T] {
  return (typeof key === 'string' && key in table ? table[key as keyof T] : table[fallback]) as T[keyof T];
}

const isDisabled = (b: SerializedBlock) => b.enabled === false || (b.disabledReasons?.length ?? 0) > 0;

export function toProgram(state: SerializedWorkspace | null | undefined): Conversion {
  const problems: ConversionProblem[] = [];
  const varNames = new Map((state?.variables ?? []).map((v) => [v.id, v.name] as const));
  let seq = 0;
  const idOf = (b: SerializedBlock) => b.id ?? `anon-${++seq}`;

  const varName = (b: SerializedBlock): string => {
    const f = b.fields?.VAR as { id?: string; name?: string } | string | undefined;
    const name = typeof f === 'string' ? f : ((f?.id !== undefined ? varNames.get(f.id) : undefined) ?? f?.name);
    if (!name) {
      problems.push({ code: 'missing_name', id: idOf(b) });
      return '?';
    }
    return name.slice(0, 50);
  };
  const textName = (b: SerializedBlock): string => {
    const n = typeof b.fields?.NAME === 'string' ? b.fields.NAME.trim() : '';
    if (!n) {
      problems.push({ code: 'missing_name', id: idOf(b) });
      return '?';
    }
    return n.slice(0, 50);
  };

  /** A media library id chosen in a dropdown (looks and sound blocks). */
  const mediaName = (b: SerializedBlock, field: string): string => {
    const v = typeof b.fields?.[field] === 'string' ? (b.fields[field] as string).trim() : '';
    if (!v) {
      problems.push({ code: 'missing_name', id: idOf(b) });
      return '?';
    }
    return v.slice(0, 100);
  };

  const input = (b: SerializedBlock, name: string): Expr => {
    const child = b.inputs?.[name]?.block ?? b.inputs?.[name]?.shadow;
    if (!child) {
      problems.push({ code: 'missing_input', id: idOf(b), input: name });
      return { id: `${idOf(b)}:${name}`, type: 'number', value: 0 };
    }
    return expr(child);
  };

  function expr(b: SerializedBlock): Expr {
    const id = idOf(b);
    switch (b.type) {
      case 'sy_number': {
        const v = Number(b.fields?.NUM);
        return { id, type: 'number', value: Number.isFinite(v) ? v : 0 };
      }
      case 'sy_get_var':
        return { id, type: 'var', name: varName(b) };
      case 'sy_arithmetic':
        return {
          id,
          type: 'arithmetic',
          op: pick(ARITH, b.fields?.OP, 'ADD'),
          left: input(b, 'A'),
          right: input(b, 'B'),
        };
      case 'sy_compare':
        return {
          id,
          type: 'compare',
          op: pick(COMPARE, b.fields?.OP, 'EQ'),
          left: input(b, 'A'),
          right: input(b, 'B'),
        };
      case 'sy_and_or':
        return { id, type: 'logic', op: pick(LOGIC, b.fields?.OP, 'AND'), left: input(b, 'A'), right: input(b, 'B') };
      case 'sy_not':
        return { id, type: 'not', operand: input(b, 'X') };
      case 'sy_wall_ahead':
        return { id, type: 'wall_ahead' };
      case 'sy_on_star':
        return { id, type: 'on_star' };
      case 'sy_at_goal':
        return { id, type: 'at_goal' };
      case 'sy_list_empty':
        return { id, type: 'list_create', items: [] };
      case 'sy_list_with': {
        // Its holes are ITEM0…ITEM<itemCount-1> (extraState); an empty hole is a problem like any other.
        const n = Number((b.extraState as { itemCount?: unknown } | undefined)?.itemCount);
        const count =
          Number.isInteger(n) && n > 0 ? n : Object.keys(b.inputs ?? {}).filter((k) => /^ITEM\d+$/.test(k)).length;
        return { id, type: 'list_create', items: Array.from({ length: count }, (_, i) => input(b, `ITEM${i}`)) };
      }
      case 'sy_list_item':
        return { id, type: 'list_item', name: varName(b), index: input(b, 'INDEX') };
      case 'sy_list_length':
        return { id, type: 'list_length', name: varName(b) };
      default:
        problems.push({ code: 'unknown_block', id, type: b.type });
        return { id, type: 'number', value: 0 };
    }
  }

  /** One statement block, or null when it does not run (disabled, or not a statement we know). */
  function statement(b: SerializedBlock): Block | null {
    const id = idOf(b);
    switch (b.type) {
      case 'sy_move_forward':
        return { id, type: 'move_forward' };
      case 'sy_turn_left':
        return { id, type: 'turn_left' };
      case 'sy_turn_right':
        return { id, type: 'turn_right' };
      case 'sy_collect':
        return { id, type: 'collect' };
      case 'sy_pen_down':
        return { id, type: 'pen_down' };
      case 'sy_pen_up':
        return { id, type: 'pen_up' };
      case 'sy_repeat':
        return { id, type: 'repeat', times: input(b, 'TIMES'), body: chain(b.inputs?.DO?.block) };
      case 'sy_repeat_until':
        return { id, type: 'repeat_until', cond: input(b, 'COND'), body: chain(b.inputs?.DO?.block) };
      case 'sy_if':
        return { id, type: 'if', cond: input(b, 'COND'), then: chain(b.inputs?.DO?.block) };
      case 'sy_if_else':
        return {
          id,
          type: 'if',
          cond: input(b, 'COND'),
          then: chain(b.inputs?.DO?.block),
          else: chain(b.inputs?.ELSE?.block),
        };
      case 'sy_set_var':
        return { id, type: 'set_var', name: varName(b), value: input(b, 'VALUE') };
      case 'sy_change_var':
        return { id, type: 'change_var', name: varName(b), by: input(b, 'BY') };
      case 'sy_call':
        return { id, type: 'call_function', name: textName(b) };
      case 'sy_list_add':
        return { id, type: 'list_add', name: varName(b), value: input(b, 'VALUE') };
      case 'sy_play_sound':
        return { id, type: 'play_sound', sound: mediaName(b, 'SOUND') };
      case 'sy_switch_costume':
        return { id, type: 'switch_costume', costume: mediaName(b, 'COSTUME') };
      case 'sy_switch_background':
        return { id, type: 'switch_background', background: mediaName(b, 'BACKGROUND') };
      default:
        problems.push({ code: 'unknown_block', id, type: b.type });
        return null;
    }
  }

  /** A stack of statements joined by `next`, from `first` down. */
  function chain(first: SerializedBlock | undefined): Block[] {
    const out: Block[] = [];
    for (let b = first; b; b = b.next?.block) {
      if (isDisabled(b)) continue;
      const s = statement(b);
      if (s) out.push(s);
    }
    return out;
  }

  const tops = [...(state?.blocks?.blocks ?? [])]
    .filter((b) => !isDisabled(b))
    .sort((a, b) => (a.y ?? 0) - (b.y ?? 0) || (a.x ?? 0) - (b.x ?? 0));
  const scripts: Script[] = [];
  const functions: FunctionDef[] = [];
  for (const top of tops) {
    const body = () => chain(top.next?.block);
    if (top.type === 'sy_when_flag') scripts.push({ id: idOf(top), event: 'start', body: body() });
    else if (top.type === 'sy_when_key') {
      const key = typeof top.fields?.KEY === 'string' && top.fields.KEY ? top.fields.KEY : 'space';
      scripts.push({ id: idOf(top), event: 'key', key, body: body() });
    } else if (top.type === 'sy_define') {
      functions.push({
        id: idOf(top),
        type: 'define_function',
        name: textName(top),
        body: chain(top.inputs?.DO?.block),
      });
    }
    // Any other top block is loose: it does not run.
  }
  const program: Program = functions.length > 0 ? { scripts, functions } : { scripts };
  return { program, problems };
}
