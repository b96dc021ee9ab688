/**
 * The SmoothY interpreter: a generator-based stepper over the program tree (program.ts) acting on
 * the grid world (world.ts). Deterministic and timer-free: the caller drives it with step() at
 * whatever speed it likes (the client animates; tests and the server use runToEnd).
 *
 * One step = one block running: a statement block (its effect happens), one check of a loop
 * (`repeat` counts one step per round, `repeat_until` one per condition check, so even an empty
 * endless loop spends the budget), one `if` decision, one call, or an event hat starting its script.
 * Expressions are evaluated inside the step of the block that uses them.
 *
 * How a run ends (outcome):
 *   'finished'     every queued script ran to the end.
 *   'crashed'      move_forward into a wall or the grid's edge: Robo does not move, and the run
 *                  STOPS there (the step reports event 'bumped'); the rest of the program does not run.
 *   'out_of_steps' the next block would exceed stepBudget (endless loops end here); the reported
 *                  blockId is the block that would have run, and it did not run.
 *   'error'        a runtime error (unknown variable/function, division by zero, wrong value type,
 *                  list index out of range, too deep recursion, a malformed tree); `error` says which.
 * Nothing throws out of step(): even unexpected failures become outcome 'error' (code 'internal').
 *
 * Key events: press(key) queues the scripts for that key; they run after the current ones. A run
 * that 'finished' starts running again when a pressed key has scripts; other outcomes are final.
 */
import type { Block, Expr, FunctionDef, Program, Script } from './program.js';
import {
  ahead,
  cloneWorld,
  initialWorld,
  turn,
  type Cell,
  type Direction,
  type LevelDefinition,
  type Pose,
  type World,
} from './world.js';

export type Scalar = number | boolean;
export type Value = Scalar | Scalar[];

export type Outcome = 'running' | 'finished' | 'crashed' | 'out_of_steps' | 'error';

export type RunErrorCode =
  | 'unknown_variable'
  | 'unknown_function'
  | 'division_by_zero'
  | 'not_a_number'
  | 'not_a_boolean'
  | 'not_a_list'
  | 'index_out_of_range'
  | 'too_deep'
  | 'invalid_program'
  | 'internal';

export interface RunError {
  code: RunErrorCode;
  blockId: string | null;
  detail?: string;
}

export type StepEvent =
  | { kind: 'script_started'; event: 'start' | 'key'; key?: string }
  | { kind: 'moved'; from: Cell; to: Cell; drew: boolean }
  | { kind: 'bumped'; at: { x: number; y: number } }
  | { kind: 'turned'; from: Direction; to: Direction }
  | { kind: 'collected'; at: Cell; left: number }
  | { kind: 'nothing_to_collect'; at: Cell }
  | { kind: 'pen'; down: boolean }
  | { kind: 'loop'; round: number; continues: boolean }
  | { kind: 'branch'; taken: 'then' | 'else' | 'none' }
  | { kind: 'variable'; name: string; value: Value }
  | { kind: 'called'; name: string }
  /** Looks and sound (media library ids): the stage plays the sound / draws the costume or background. */
  | { kind: 'sound'; sound: string }
  | { kind: 'costume'; costume: string }
  | { kind: 'background'; background: string };

export interface StepResult {
  /** The block that ran in this step (highlight it), or null when nothing ran. */
  blockId: string | null;
  event: StepEvent | null;
  /** Robo after this step (cheap; call run.world() for the full snapshot). */
  robot: Pose;
  /** Steps spent so far. */
  steps: number;
  done: boolean;
  outcome: Outcome;
  error?: RunError;
}

export interface RunOptions {
  /** Most steps the run may take; a program that needs more ends with 'out_of_steps'. */
  stepBudget: number;
  /** Key presses queued after the start scripts (for the server/tests checking key-driven challenges). */
  keys?: string[];
  /** Deepest allowed function call nesting (default 100). */
  maxCallDepth?: number;
}

export interface Run {
  step(): StepResult;
  /** Queues the scripts for a key; returns false when no script listens for it or the run has ended for good. */
  press(key: string): boolean;
  /** A snapshot of the world now. */
  world(): World;
  /** Variables now (copies). */
  variables(): Record<string, Value>;
  readonly outcome: Outcome;
  readonly steps: number;
}

class Failure {
  constructor(readonly error: RunError) {}
}

type Yielded = { phase: 'before'; blockId: string } | { phase: 'after'; blockId: string; event: StepEvent };
type Gen = Generator<Yielded, void, void>;

const fail = (code: RunErrorCode, blockId: string | null, detail?: string): never => {
  throw new Failure({ code, blockId, ...(detail ? { detail } : {}) });
};

const copyValue = (v: Value): Value => (Array.isArray(v) ? [...v] : v);

export function createRun(program: Program, level: LevelDefinition, options: RunOptions): Run {
  const world = initialWorld(level);
  const wallSet = new Set(world.walls.map((c) => `${c.x},${c.y}`));
  const blocked = (c: { x: number; y: number }) =>
    c.x < 0 || c.y < 0 || c.x >= world.width || c.y >= world.height || wallSet.has(`${c.x},${c.y}`);
  const vars = new Map<string, Value>();
  const functions = new Map<string, FunctionDef>();
  for (const f of program.functions ?? []) if (!functions.has(f.name)) functions.set(f.name, f as FunctionDef);
  const maxDepth = options.maxCallDepth ?? 100;
  const budget = Math.max(0, Math.floor(options.stepBudget));

  const queue: Script[] = program.scripts.filter((s) => s.event === 'start');
  for (const key of options.keys ?? [])
    queue.push(...program.scripts.filter((s) => s.event === 'key' && s.key === key));

  let outcome: Outcome = 'running';
  let steps = 0;
  let gen: Gen | null = null;
  let depth = 0;
  let lastError: RunError | undefined;

  const starIndex = (c: Cell) => world.stars.findIndex((s) => s.x === c.x && s.y === c.y);

  // ---- expressions -------------------------------------------------------------------------
  const num = (e: Expr): number => {
    const v = evaluate(e);
    if (typeof v !== 'number' || !Number.isFinite(v)) fail('not_a_number', e.id);
    return v as number;
  };
  const bool = (e: Expr): boolean => {
    const v = evaluate(e);
    if (typeof v !== 'boolean') fail('not_a_boolean', e.id);
    return v as boolean;
  };
  const readVar = (name: string, id: string): Value => {
    const v = vars.get(name);
    if (v === undefined) fail('unknown_variable', id, name);
    return v as Value;
  };
  const list = (name: string, id: string): Scalar[] => {
    const v = readVar(name, id);
    if (!Array.isArray(v)) fail('not_a_list', id, name);
    return v as Scalar[];
  };
  function evaluate(e: Expr): Value {
    switch (e.type) {
      case 'number':
        return e.value;
      case 'var':
        return copyValue(readVar(e.name, e.id));
      case 'arithmetic': {
        const opId = e.id;
        const a = num(e.left),
          b = num(e.right);
        switch (e.op) {
          case '+':
            return a + b;
          case '-':
            return a - b;
          case '*':
            return a * b;
          case '/':
            if (b === 0) fail('division_by_zero', e.id);
            return a / b;
          case 'mod':
            if (b === 0) fail('division_by_zero', e.id);
            return ((a % b) + b) % b;
          default:
            return fail('invalid_program', opId, 'unknown operator');
        }
      }
      case 'compare': {
        if (e.op === '=') {
          const a = evaluate(e.left),
            b = evaluate(e.right);
          return JSON.stringify(a) === JSON.stringify(b);
        }
        const a = num(e.left),
          b = num(e.right);
        return e.op === '<' ? a < b : a > b;
      }
      case 'logic': {
        // Short-circuits like Blockly's JavaScript: the right side is not evaluated when not needed.
        const a = bool(e.left);
        if (e.op === 'and') return a ? bool(e.right) : false;
        return a ? true : bool(e.right);
      }
      case 'not':
        return !bool(e.operand);
      case 'wall_ahead':
        return blocked(ahead(world.robot));
      case 'on_star':
        return starIndex(world.robot) >= 0;
      case 'at_goal':
        return !!world.goal && world.goal.x === world.robot.x && world.goal.y === world.robot.y;
      case 'list_create':
        return e.items.map((item) => {
          const v = evaluate(item);
          if (Array.isArray(v)) fail('not_a_number', item.id, 'lists cannot hold lists');
          return v as Scalar;
        });
      case 'list_item': {
        const l = list(e.name, e.id);
        const i = num(e.index);
        if (!Number.isInteger(i) || i < 1 || i > l.length) fail('index_out_of_range', e.id, `${i} of ${l.length}`);
        return l[i - 1];
      }
      case 'list_length':
        return list(e.name, e.id).length;
      default:
        return fail(
          'invalid_program',
          (e as { id?: string }).id ?? null,
          `unknown expression ${(e as { type?: string }).type}`,
        );
    }
  }

  // ---- statements --------------------------------------------------------------------------
  function* runBlocks(blocks: Block[]): Gen {
    for (const b of blocks) yield* runBlock(b);
  }

  function* runBlock(b: Block): Gen {
    const id = b.id;
    yield { phase: 'before', blockId: id };
    switch (b.type) {
      case 'move_forward': {
        const from = { x: world.robot.x, y: world.robot.y };
        const to = ahead(world.robot);
        if (blocked(to)) {
          outcome = 'crashed';
          yield { phase: 'after', blockId: id, event: { kind: 'bumped', at: to } };
          return;
        }
        world.robot.x = to.x;
        world.robot.y = to.y;
        const drew = world.pen === 'down';
        if (drew) world.drawn.push({ from, to: { ...to } });
        yield { phase: 'after', blockId: id, event: { kind: 'moved', from, to: { ...to }, drew } };
        return;
      }
      case 'turn_left':
      case 'turn_right': {
        const from = world.robot.dir;
        world.robot.dir = turn(from, b.type === 'turn_left' ? 'left' : 'right');
        yield { phase: 'after', blockId: id, event: { kind: 'turned', from, to: world.robot.dir } };
        return;
      }
      case 'collect': {
        const at = { x: world.robot.x, y: world.robot.y };
        const i = starIndex(at);
        if (i < 0) {
          yield { phase: 'after', blockId: id, event: { kind: 'nothing_to_collect', at } };
          return;
        }
        world.stars.splice(i, 1);
        world.collected++;
        yield { phase: 'after', blockId: id, event: { kind: 'collected', at, left: world.stars.length } };
        return;
      }
      case 'pen_down':
      case 'pen_up':
        world.pen = b.type === 'pen_down' ? 'down' : 'up';
        yield { phase: 'after', blockId: id, event: { kind: 'pen', down: world.pen === 'down' } };
        return;
      case 'repeat': {
        const times = Math.max(0, Math.floor(num(b.times)));
        for (let round = 1; ; round++) {
          const continues = round <= times;
          yield { phase: 'after', blockId: id, event: { kind: 'loop', round, continues } };
          if (!continues) return;
          yield* runBlocks(b.body);
          if (outcome !== 'running') return;
          yield { phase: 'before', blockId: id };
        }
      }
      case 'repeat_until': {
        for (let round = 1; ; round++) {
          const continues = !bool(b.cond);
          yield { phase: 'after', blockId: id, event: { kind: 'loop', round, continues } };
          if (!continues) return;
          yield* runBlocks(b.body);
          if (outcome !== 'running') return;
          yield { phase: 'before', blockId: id };
        }
      }
      case 'if': {
        const c = bool(b.cond);
        const taken = c ? 'then' : b.else ? 'else' : 'none';
        yield { phase: 'after', blockId: id, event: { kind: 'branch', taken } };
        if (c) yield* runBlocks(b.then);
        else if (b.else) yield* runBlocks(b.else);
        return;
      }
      case 'set_var':
      case 'change_var': {
        let value: Value;
        if (b.type === 'set_var') value = copyValue(evaluate(b.value));
        else {
          const old = readVar(b.name, id);
          if (typeof old !== 'number') fail('not_a_number', id, b.name);
          value = (old as number) + num(b.by);
        }
        vars.set(b.name, value);
        yield { phase: 'after', blockId: id, event: { kind: 'variable', name: b.name, value: copyValue(value) } };
        return;
      }
      case 'list_add': {
        const l = list(b.name, id);
        const v = evaluate(b.value);
        if (Array.isArray(v)) fail('not_a_number', b.value.id, 'lists cannot hold lists');
        l.push(v as Scalar);
        yield { phase: 'after', blockId: id, event: { kind: 'variable', name: b.name, value: [...l] } };
        return;
      }
      case 'play_sound':
        yield { phase: 'after', blockId: id, event: { kind: 'sound', sound: b.sound } };
        return;
      case 'switch_costume':
        world.costume = b.costume;
        yield { phase: 'after', blockId: id, event: { kind: 'costume', costume: b.costume } };
        return;
      case 'switch_background':
        world.background = b.background;
        yield { phase: 'after', blockId: id, event: { kind: 'background', background: b.background } };
        return;
      case 'call_function': {
        const f = functions.get(b.name);
        if (!f) return fail('unknown_function', id, b.name);
        if (depth >= maxDepth) return fail('too_deep', id, b.name);
        yield { phase: 'after', blockId: id, event: { kind: 'called', name: b.name } };
        depth++;
        try {
          yield* runBlocks(f.body);
        } finally {
          depth--;
        }
        return;
      }
      default:
        return fail(
          'invalid_program',
          (b as { id?: string }).id ?? null,
          `unknown block ${(b as { type?: string }).type}`,
        );
    }
  }

  function* main(): Gen {
    while (queue.length > 0) {
      const s = queue.shift() as Script;
      yield { phase: 'before', blockId: s.id };
      yield {
        phase: 'after',
        blockId: s.id,
        event: { kind: 'script_started', event: s.event, ...(s.event === 'key' ? { key: s.key } : {}) },
      };
      yield* runBlocks(s.body);
      if (outcome !== 'running') return;
    }
  }

  const result = (blockId: string | null, event: StepEvent | null): StepResult => ({
    blockId,
    event,
    robot: { ...world.robot },
    steps,
    done: outcome !== 'running',
    outcome,
    ...(lastError ? { error: lastError } : {}),
  });

  function step(): StepResult {
    if (outcome !== 'running') return result(null, null);
    let blockId: string | null = null;
    try {
      if (!gen) gen = main();
      const before = gen.next();
      if (before.done) {
        gen = null;
        outcome = 'finished';
        return result(null, null);
      }
      blockId = before.value.blockId;
      if (steps >= budget) {
        outcome = 'out_of_steps';
        gen = null;
        return result(blockId, null);
      }
      const after = gen.next();
      if (after.done || after.value.phase !== 'after') {
        // Cannot happen with a well-formed generator; keep the run honest rather than throwing.
        return fail('internal', blockId, 'step protocol');
      }
      steps++;
      if (outcome !== 'running') gen = null; // crashed: the run stops here
      return result(blockId, after.value.event);
    } catch (e) {
      gen = null;
      outcome = 'error';
      lastError =
        e instanceof Failure
          ? e.error
          : { code: 'internal', blockId, detail: e instanceof Error ? e.message : String(e) };
      return result(lastError.blockId ?? blockId, null);
    }
  }

  return {
    step,
    press(key: string): boolean {
      if (outcome !== 'running' && outcome !== 'finished') return false;
      const scripts = program.scripts.filter((s) => s.event === 'key' && s.key === key);
      if (scripts.length === 0) return false;
      queue.push(...scripts);
      if (outcome === 'finished') outcome = 'running';
      return true;
    },
    world: () => cloneWorld(world),
    variables: () => Object.fromEntries([...vars].map(([k, v]) => [k, copyValue(v)])),
    get outcome() {
      return outcome;
    },
    get steps() {
      return steps;
    },
  };
}

export interface RunSummary {
  outcome: Exclude<Outcome, 'running'>;
  error?: RunError;
  steps: number;
  world: World;
  /** Every step that ran, in order (for tests, replays and determinism checks). */
  trace: { blockId: string | null; event: StepEvent | null }[];
}

/** Runs to the end (start scripts, then `keys`); never throws. */
export function runToEnd(program: Program, level: LevelDefinition, stepBudget: number, keys?: string[]): RunSummary {
  const run = createRun(program, level, { stepBudget, ...(keys ? { keys } : {}) });
  const trace: RunSummary['trace'] = [];
  let r = run.step();
  while (!r.done) {
    trace.push({ blockId: r.blockId, event: r.event });
    r = run.step();
  }
  if (r.event) trace.push({ blockId: r.blockId, event: r.event });
  return {
    outcome: r.outcome as RunSummary['outcome'],
    ...(r.error ? { error: r.error } : {}),
    steps: r.steps,
    world: run.world(),
    trace,
  };
}
