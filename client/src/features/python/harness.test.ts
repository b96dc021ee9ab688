import { loadPyodide, type PyodideAPI } from 'pyodide';
import { beforeAll, describe, expect, it } from 'vitest';
import { RUNNER_PY, TURTLE_PY } from './harness';
import type { DrawCommand, PythonErrorInfo } from './protocol';

/** The worker's Python side, run in Node's Pyodide: the same files, no browser. */
let py: PyodideAPI;
let out = '';
const drawn: DrawCommand[] = [];

beforeAll(async () => {
  py = await loadPyodide();
  py.setStdout({
    batched: (s: string) => {
      out += `${s}\n`;
    },
  });
  py.registerJsModule('_codeyard', {
    draw: (json: string) => drawn.push(JSON.parse(json) as DrawCommand),
    ask: () => Promise.resolve(null),
  });
  py.FS.writeFile('/home/pyodide/turtle.py', TURTLE_PY);
  py.runPython(RUNNER_PY);
}, 60_000);

function run(code: string): PythonErrorInfo | null {
  out = '';
  drawn.length = 0;
  const result = py.globals.get('codeyard_run')(code) as
    { toJs: (o: object) => PythonErrorInfo; destroy: () => void } | undefined;
  if (!result) return null;
  const info = result.toJs({ dict_converter: Object.fromEntries });
  result.destroy();
  return info;
}

describe('the runner', () => {
  it('runs a program with fresh globals each time', () => {
    expect(run('x = 41\nprint(x + 1)')).toBeNull();
    expect(out).toBe('42\n');
    expect(run('print(x)')).toMatchObject({ type: 'NameError', line: 1 });
  });

  it('reports the line in the child program and a traceback without our own frames', () => {
    const e = run('def half(n):\n    return n / 0\n\nprint(half(4))');
    expect(e).toMatchObject({ type: 'ZeroDivisionError', message: 'division by zero', line: 2 });
    expect(e!.traceback).toContain('File "main.py", line 4, in <module>');
    expect(e!.traceback).toContain('return n / 0');
    expect(e!.traceback).not.toContain('codeyard_run');
    expect(e!.traceback).not.toContain('_pyodide');
  });

  it('reports syntax and indentation errors with their line', () => {
    expect(run('print("hi"\nx = 1')).toMatchObject({ type: 'SyntaxError', line: 1, message: "'(' was never closed" });
    expect(run('if True:\nprint(1)')).toMatchObject({ type: 'IndentationError', line: 2 });
  });

  it('treats exit() as a normal end', () => {
    expect(run('print("a")\nexit()\nprint("b")')).toBeNull();
    expect(out).toBe('a\n');
  });
});

describe('turtle', () => {
  it('draws lines, fills and moves the turtle through messages', () => {
    expect(
      run(
        'import turtle\nt = turtle.Turtle()\nt.speed(0)\nt.color("red", "yellow")\nt.begin_fill()\nfor i in range(4):\n    t.forward(50)\n    t.left(90)\nt.end_fill()\nprint(t.position(), t.heading())',
      ),
    ).toBeNull();
    expect(out).toBe('(0.0, 0.0) 0.0\n');
    const lines = drawn.filter((d) => d.op === 'line');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatchObject({ x1: 0, y1: 0, x2: 50, y2: 0, color: 'red' });
    expect(drawn.find((d) => d.op === 'fill')).toMatchObject({ color: 'yellow' });
    expect(drawn.some((d) => d.op === 'turtle')).toBe(true);
  });

  it('has module-level commands and starts again on every run', () => {
    expect(
      run(
        'from turtle import *\nspeed(0)\npenup()\ngoto(10, 20)\npendown()\ncircle(30)\nprint(round(xcor()), round(ycor()))',
      ),
    ).toBeNull();
    expect(out).toBe('10 20\n');
    expect(drawn.filter((d) => d.op === 'line').length).toBeGreaterThan(8);
    expect(run('import turtle\nprint(turtle.position())')).toBeNull();
    expect(out).toBe('(0.0, 0.0)\n');
  });
});
