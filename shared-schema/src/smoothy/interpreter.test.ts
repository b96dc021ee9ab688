import { describe, expect, it } from 'vitest';
import { Value as TbValue } from 'typebox/value';
import { ProgramSchema, countBlocks, programProblems, type Block, type Expr, type Program } from './program.js';
import { LevelDefinition, levelProblems, type LevelDefinition as Level } from './world.js';
import { createRun, runToEnd } from './interpreter.js';

let n = 0;
const id = () => `b${++n}`;
const fwd = (): Block => ({ id: id(), type: 'move_forward' });
const left = (): Block => ({ id: id(), type: 'turn_left' });
const right = (): Block => ({ id: id(), type: 'turn_right' });
const collect = (): Block => ({ id: id(), type: 'collect' });
const num = (value: number): Expr => ({ id: id(), type: 'number', value });
const v = (name: string): Expr => ({ id: id(), type: 'var', name });
const repeat = (times: number | Expr, body: Block[]): Block => ({
  id: id(),
  type: 'repeat',
  times: typeof times === 'number' ? num(times) : times,
  body,
});
const start = (...body: Block[]): Program => ({ scripts: [{ id: 'flag', event: 'start', body }] });

/** 5x5 open grid, Robo at (0,0) facing E. */
const open = (extra: Partial<Level> = {}): Level => ({
  width: 5,
  height: 5,
  walls: [],
  start: { x: 0, y: 0, dir: 'E' },
  stars: [],
  rules: { reach_goal: true },
  goal: { x: 4, y: 0 },
  ...extra,
});

describe('schemas', () => {
  it('accepts a well-formed program and rejects a malformed one', () => {
    const p = start(
      repeat(2, [fwd(), { id: id(), type: 'if', cond: { id: id(), type: 'wall_ahead' }, then: [left()] }]),
    );
    expect(TbValue.Check(ProgramSchema, p)).toBe(true);
    expect(
      TbValue.Check(ProgramSchema, {
        scripts: [{ id: 'f', event: 'start', body: [{ id: 'x', type: 'repeat', times: 4, body: [] }] }],
      }),
    ).toBe(false);
    expect(
      TbValue.Check(ProgramSchema, { scripts: [{ id: 'f', event: 'start', body: [{ id: 'x', type: 'fly' }] }] }),
    ).toBe(false);
    expect(TbValue.Check(LevelDefinition, open())).toBe(true);
    expect(levelProblems(open())).toEqual([]);
    expect(levelProblems(open({ walls: [{ x: 0, y: 0 }], goal: undefined }))).toEqual([
      'start is on a wall',
      'reach_goal needs a goal',
    ]);
  });
  it('finds duplicate ids and calls to undefined functions', () => {
    const p: Program = {
      scripts: [{ id: 'a', event: 'start', body: [{ id: 'a', type: 'call_function', name: 'zig' }] }],
    };
    expect(programProblems(p)).toEqual([
      { code: 'duplicate_id', id: 'a' },
      { code: 'unknown_function', name: 'zig', id: 'a' },
    ]);
  });
  it('counts blocks without event hats and number literals', () => {
    expect(countBlocks(start(repeat(4, [fwd(), right()])))).toBe(3);
  });
});

describe('each block', () => {
  it('moves forward, turns left and right, reporting the block that ran', () => {
    const m = fwd(),
      l = left(),
      r = right();
    const s = runToEnd(start(m, r, fwd(), l), open(), 100);
    expect(s.outcome).toBe('finished');
    expect(s.world.robot).toEqual({ x: 1, y: 1, dir: 'E' });
    expect(s.trace.map((t) => t.blockId)).toEqual(['flag', m.id, r.id, expect.any(String), l.id]);
    expect(s.trace[1].event).toEqual({ kind: 'moved', from: { x: 0, y: 0 }, to: { x: 1, y: 0 }, drew: false });
    expect(s.trace[2].event).toEqual({ kind: 'turned', from: 'E', to: 'S' });
  });
  it('runs only blocks under an event hat; no scripts means nothing runs', () => {
    expect(runToEnd({ scripts: [] }, open(), 100)).toMatchObject({ outcome: 'finished', steps: 0 });
  });
  it('crashes into a wall: Robo stays put and the rest does not run', () => {
    const bump = fwd();
    const s = runToEnd(start(fwd(), bump, fwd()), open({ walls: [{ x: 2, y: 0 }] }), 100);
    expect(s.outcome).toBe('crashed');
    expect(s.trace.at(-1)).toEqual({ blockId: bump.id, event: { kind: 'bumped', at: { x: 2, y: 0 } } });
    expect(s.world.robot).toMatchObject({ x: 1, y: 0 });
  });
  it('crashes at the grid edge', () => {
    expect(runToEnd(start(left(), fwd()), open(), 100).outcome).toBe('crashed');
  });
  it('collects only when standing on a star', () => {
    const lvl = open({ stars: [{ x: 1, y: 0 }] });
    const s = runToEnd(start(collect(), fwd(), collect(), collect()), lvl, 100);
    expect(s.trace.map((t) => t.event?.kind)).toEqual([
      'script_started',
      'nothing_to_collect',
      'moved',
      'collected',
      'nothing_to_collect',
    ]);
    expect(s.world.stars).toEqual([]);
    expect(s.world.collected).toBe(1);
  });
  it('draws with the pen down only', () => {
    const s = runToEnd(
      start(fwd(), { id: id(), type: 'pen_down' }, fwd(), { id: id(), type: 'pen_up' }, fwd()),
      open(),
      100,
    );
    expect(s.world.drawn).toEqual([{ from: { x: 1, y: 0 }, to: { x: 2, y: 0 } }]);
    expect(s.world.pen).toBe('up');
  });
  it('draws a square with repeat 4 { move, move, turn right }', () => {
    const s = runToEnd(start({ id: id(), type: 'pen_down' }, repeat(4, [fwd(), fwd(), right()])), open(), 100);
    expect(s.outcome).toBe('finished');
    expect(s.world.drawn).toHaveLength(8);
    expect(s.world.robot).toEqual({ x: 0, y: 0, dir: 'E' });
  });
});

describe('control', () => {
  it('repeat inside repeat', () => {
    const s = runToEnd(start(repeat(2, [repeat(2, [fwd()]), right()])), open({ width: 9, height: 9 }), 200);
    expect(s.world.robot).toEqual({ x: 2, y: 2, dir: 'W' });
  });
  it('repeat with 0 or a negative count does nothing', () => {
    expect(runToEnd(start(repeat(0, [fwd()]), repeat(-3, [fwd()])), open(), 100).world.robot.x).toBe(0);
  });
  it('if/else with sensing follows a corridor to the goal', () => {
    // Corridor: east along row 0 to (2,0), then south to (2,2).
    const walls = [
      { x: 3, y: 0 },
      { x: 0, y: 1 },
      { x: 1, y: 1 },
      { x: 3, y: 1 },
    ];
    const lvl = open({ walls, goal: { x: 2, y: 2 } });
    const p = start({
      id: 'loop',
      type: 'repeat_until',
      cond: { id: id(), type: 'at_goal' },
      body: [{ id: 'choice', type: 'if', cond: { id: id(), type: 'wall_ahead' }, then: [right()], else: [fwd()] }],
    });
    const s = runToEnd(p, lvl, 200);
    expect(s.outcome).toBe('finished');
    expect(s.world.robot).toMatchObject({ x: 2, y: 2 });
    expect(s.trace.filter((t) => t.blockId === 'choice').map((t) => (t.event as { taken: string }).taken)).toEqual([
      'else',
      'else',
      'then',
      'else',
      'else',
    ]);
  });
  it('if without else takes no branch when false; not/and/or/compare work', () => {
    const cond: Expr = {
      id: id(),
      type: 'logic',
      op: 'or',
      left: { id: id(), type: 'not', operand: { id: id(), type: 'on_star' } },
      right: { id: id(), type: 'compare', op: '>', left: num(1), right: v('nope') },
    };
    // or short-circuits: 'nope' is never read
    const s = runToEnd(
      start(
        { id: 'i', type: 'if', cond, then: [fwd()] },
        {
          id: 'j',
          type: 'if',
          cond: {
            id: id(),
            type: 'logic',
            op: 'and',
            left: { id: id(), type: 'compare', op: '=', left: num(2), right: num(3) },
            right: v('nope'),
          },
          then: [fwd()],
        },
      ),
      open(),
      100,
    );
    expect(s.outcome).toBe('finished');
    expect(s.world.robot.x).toBe(1);
    expect(s.trace.at(-1)?.event).toEqual({ kind: 'branch', taken: 'none' });
  });
  it('ends an endless repeat_until with out_of_steps, on the loop block', () => {
    const p = start({ id: 'forever', type: 'repeat_until', cond: { id: id(), type: 'at_goal' }, body: [] });
    const s = runToEnd(p, open(), 50);
    expect(s.outcome).toBe('out_of_steps');
    expect(s.steps).toBe(50);
    const run = createRun(p, open(), { stepBudget: 5 });
    let r = run.step();
    while (!r.done) r = run.step();
    expect(r).toMatchObject({ outcome: 'out_of_steps', blockId: 'forever', event: null, steps: 5 });
    expect(run.step()).toMatchObject({ done: true, outcome: 'out_of_steps', blockId: null });
  });
  it('a program needing exactly the budget finishes', () => {
    expect(runToEnd(start(fwd(), fwd()), open(), 3).outcome).toBe('finished');
    expect(runToEnd(start(fwd(), fwd()), open(), 2).outcome).toBe('out_of_steps');
  });
  it('bumps inside a loop stop the whole run', () => {
    const s = runToEnd(start(repeat(10, [fwd()]), right()), open(), 100);
    expect(s.outcome).toBe('crashed');
    expect(s.world.robot).toEqual({ x: 4, y: 0, dir: 'E' });
  });
});

describe('variables, functions, lists', () => {
  it('set, change and read variables; arithmetic including mod', () => {
    const s = runToEnd(
      start(
        { id: id(), type: 'set_var', name: 'n', value: num(1) },
        { id: id(), type: 'change_var', name: 'n', by: num(2) },
        {
          id: id(),
          type: 'set_var',
          name: 'm',
          value: { id: id(), type: 'arithmetic', op: 'mod', left: num(-7), right: num(3) },
        },
        {
          id: id(),
          type: 'set_var',
          name: 'q',
          value: {
            id: id(),
            type: 'arithmetic',
            op: '/',
            left: { id: id(), type: 'arithmetic', op: '*', left: v('n'), right: num(4) },
            right: num(2),
          },
        },
        repeat(v('n'), [fwd()]),
      ),
      open(),
      100,
    );
    expect(s.outcome).toBe('finished');
    const run = createRun(start(), open(), { stepBudget: 1 });
    expect(run.variables()).toEqual({});
    expect(s.world.robot.x).toBe(3);
    expect(s.trace.filter((t) => t.event?.kind === 'variable').map((t) => t.event)).toEqual([
      { kind: 'variable', name: 'n', value: 1 },
      { kind: 'variable', name: 'n', value: 3 },
      { kind: 'variable', name: 'm', value: 2 },
      { kind: 'variable', name: 'q', value: 6 },
    ]);
  });
  it('reports runtime errors as outcomes, never throws', () => {
    const unknown = runToEnd(start(fwd(), { id: 'r', type: 'repeat', times: v('x'), body: [] }), open(), 100);
    expect(unknown).toMatchObject({ outcome: 'error', error: { code: 'unknown_variable', detail: 'x' } });
    expect(unknown.world.robot.x).toBe(1);
    const div = runToEnd(
      start({
        id: 's',
        type: 'set_var',
        name: 'a',
        value: { id: 'd', type: 'arithmetic', op: '/', left: num(1), right: num(0) },
      }),
      open(),
      100,
    );
    expect(div.error).toEqual({ code: 'division_by_zero', blockId: 'd' });
    const notBool = runToEnd(start({ id: 'i', type: 'if', cond: num(1), then: [] }), open(), 100);
    expect(notBool.error?.code).toBe('not_a_boolean');
    const change = runToEnd(start({ id: 'c', type: 'change_var', name: 'z', by: num(1) }), open(), 100);
    expect(change.error?.code).toBe('unknown_variable');
    const bogus = runToEnd(
      { scripts: [{ id: 'f', event: 'start', body: [{ id: 'x', type: 'fly' } as unknown as Block] }] },
      open(),
      100,
    );
    expect(bogus.error).toMatchObject({ code: 'invalid_program', blockId: 'x' });
  });
  it('calls functions (and catches runaway recursion)', () => {
    const p: Program = {
      scripts: [
        {
          id: 'flag',
          event: 'start',
          body: [
            { id: 'c1', type: 'call_function', name: 'step2' },
            right(),
            { id: 'c2', type: 'call_function', name: 'step2' },
          ],
        },
      ],
      functions: [{ id: 'def', type: 'define_function', name: 'step2', body: [fwd(), fwd()] }],
    };
    const s = runToEnd(p, open(), 100);
    expect(s.world.robot).toEqual({ x: 2, y: 2, dir: 'S' });
    expect(countBlocks(p)).toBe(6);
    const rec: Program = {
      scripts: [{ id: 'flag', event: 'start', body: [{ id: 'c', type: 'call_function', name: 'me' }] }],
      functions: [
        { id: 'd', type: 'define_function', name: 'me', body: [{ id: 'cc', type: 'call_function', name: 'me' }] },
      ],
    };
    expect(runToEnd(rec, open(), 10_000).error?.code).toBe('too_deep');
    expect(
      runToEnd(
        { scripts: [{ id: 'flag', event: 'start', body: [{ id: 'c', type: 'call_function', name: 'nope' }] }] },
        open(),
        10,
      ).error?.code,
    ).toBe('unknown_function');
  });
  it('lists: create, add, item at, length', () => {
    const s = runToEnd(
      start(
        { id: id(), type: 'set_var', name: 'L', value: { id: id(), type: 'list_create', items: [num(1), num(2)] } },
        { id: id(), type: 'list_add', name: 'L', value: num(1) },
        { id: id(), type: 'set_var', name: 'len', value: { id: id(), type: 'list_length', name: 'L' } },
        repeat({ id: id(), type: 'list_item', name: 'L', index: num(2) }, [fwd()]),
      ),
      open(),
      100,
    );
    expect(s.outcome).toBe('finished');
    expect(s.world.robot.x).toBe(2);
    expect(s.trace.find((t) => t.event?.kind === 'variable' && t.event.name === 'len')?.event).toMatchObject({
      value: 3,
    });
    const oob = runToEnd(
      start(
        { id: id(), type: 'set_var', name: 'L', value: { id: id(), type: 'list_create', items: [] } },
        repeat({ id: 'it', type: 'list_item', name: 'L', index: num(1) }, []),
      ),
      open(),
      100,
    );
    expect(oob.error).toMatchObject({ code: 'index_out_of_range', blockId: 'it' });
  });
});

describe('events', () => {
  const keyed: Program = {
    scripts: [
      { id: 'k-up', event: 'key', key: 'up', body: [{ id: 'm', type: 'move_forward' }] },
      { id: 'k-right', event: 'key', key: 'right', body: [{ id: 'r', type: 'turn_right' }] },
      { id: 'flag', event: 'start', body: [{ id: 'm0', type: 'move_forward' }] },
    ],
  };
  it('runs start scripts first, then queued key presses', () => {
    const s = runToEnd(keyed, open(), 100, ['up', 'right', 'up', 'space']);
    expect(s.trace.map((t) => t.blockId)).toEqual(['flag', 'm0', 'k-up', 'm', 'k-right', 'r', 'k-up', 'm']);
    expect(s.world.robot).toEqual({ x: 2, y: 1, dir: 'S' });
  });
  it('press() restarts a finished run; crashed runs stay ended', () => {
    const run = createRun(keyed, open(), { stepBudget: 100 });
    while (!run.step().done);
    expect(run.outcome).toBe('finished');
    expect(run.press('space')).toBe(false);
    expect(run.press('up')).toBe(true);
    while (!run.step().done);
    expect(run.world().robot.x).toBe(2);
    const crash = createRun(keyed, open({ width: 1 }), { stepBudget: 100 });
    while (!crash.step().done);
    expect(crash.outcome).toBe('crashed');
    expect(crash.press('up')).toBe(false);
  });
});

describe('determinism', () => {
  it('two runs of the same program give the same steps', () => {
    const p = start(
      { id: id(), type: 'pen_down' },
      { id: id(), type: 'set_var', name: 'i', value: num(0) },
      {
        id: id(),
        type: 'repeat_until',
        cond: { id: id(), type: 'compare', op: '=', left: v('i'), right: num(12) },
        body: [
          { id: id(), type: 'if', cond: { id: id(), type: 'wall_ahead' }, then: [right()], else: [fwd(), collect()] },
          { id: id(), type: 'change_var', name: 'i', by: num(1) },
        ],
      },
    );
    const lvl = open({
      stars: [
        { x: 2, y: 0 },
        { x: 4, y: 3 },
      ],
      walls: [{ x: 4, y: 0 }],
    });
    const a = runToEnd(p, lvl, 1000),
      b = runToEnd(p, lvl, 1000);
    expect(a).toEqual(b);
    expect(a.trace.length).toBeGreaterThan(20);
    const run = createRun(p, lvl, { stepBudget: 1000 });
    const stepped = [];
    for (let r = run.step(); !r.done; r = run.step()) stepped.push({ blockId: r.blockId, event: r.event });
    expect(stepped).toEqual(a.trace);
  });
  it('world() is a snapshot, not a live reference', () => {
    const run = createRun(start(fwd()), open(), { stepBudget: 10 });
    const before = run.world();
    while (!run.step().done);
    expect(before.robot.x).toBe(0);
    expect(run.world().robot.x).toBe(1);
  });
});
