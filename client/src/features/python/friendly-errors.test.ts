import { describe, expect, it } from 'vitest';
import { explainError, FRIENDLY_KEYS } from './friendly-errors';
import { ar, en } from './python-locales';
import type { PythonErrorInfo } from './protocol';

const err = (type: string, message: string, line: number | null = 3): PythonErrorInfo => ({
  type,
  message,
  line,
  traceback: `${type}: ${message}`,
});

describe('explainError: beginner errors, as Python 3.14 words them', () => {
  it.each([
    [err('SyntaxError', "'(' was never closed"), 'syntaxNeverClosed', { char: '(' }],
    [err('SyntaxError', "expected ':'"), 'syntaxColon', {}],
    [err('SyntaxError', 'unterminated string literal (detected at line 1)'), 'syntaxString', {}],
    [err('SyntaxError', "invalid syntax. Maybe you meant '==' or ':=' instead of '='?"), 'syntaxAssign', {}],
    [err('SyntaxError', 'invalid syntax. Perhaps you forgot a comma?'), 'syntaxComma', {}],
    [err('SyntaxError', "unmatched ')'"), 'syntaxUnmatched', { char: ')' }],
    [err('SyntaxError', 'invalid syntax'), 'syntax', {}],
    [err('IndentationError', "expected an indented block after 'if' statement on line 1"), 'indentExpected', {}],
    [err('IndentationError', 'unexpected indent'), 'indentUnexpected', {}],
    [err('IndentationError', 'unindent does not match any outer indentation level'), 'indentMismatch', {}],
    [
      err('NameError', "name 'nme' is not defined. Did you mean: 'name'?"),
      'nameSuggest',
      { name: 'nme', suggestion: 'name' },
    ],
    [err('NameError', "name 'hello' is not defined"), 'name', { name: 'hello' }],
    [err('TypeError', 'can only concatenate str (not "int") to str'), 'typeConcat', { other: 'int' }],
    [
      err('TypeError', "unsupported operand type(s) for +: 'int' and 'str'"),
      'typeOperand',
      { op: '+', left: 'int', right: 'str' },
    ],
    [err('TypeError', "'>' not supported between instances of 'str' and 'int'"), 'typeCompare', {}],
    [
      err('TypeError', 'greet() takes 1 positional argument but 2 were given'),
      'typeArgs',
      { fn: 'greet', want: 1, got: 2 },
    ],
    [
      err('TypeError', "greet() missing 1 required positional argument: 'name'"),
      'typeMissing',
      { fn: 'greet', names: "'name'" },
    ],
    [err('TypeError', "'int' object is not callable"), 'typeNotCallable', { what: 'int' }],
    [err('TypeError', 'something else entirely'), 'type', {}],
    [err('ZeroDivisionError', 'division by zero'), 'zeroDivision', {}],
    [err('IndexError', 'list index out of range'), 'indexRange', {}],
    [err('KeyError', "'colour'"), 'key', { key: 'colour' }],
    [err('ValueError', "invalid literal for int() with base 10: 'ten'"), 'valueInt', { text: 'ten' }],
    [err('ValueError', "invalid literal for int() with base 10: ''"), 'valueInt', { text: '' }],
    [err('ValueError', "could not convert string to float: 'x'"), 'valueFloat', { text: 'x' }],
    [err('ValueError', 'math domain error'), 'value', {}],
    [err('ModuleNotFoundError', "No module named 'numpy'"), 'module', { name: 'numpy' }],
    [err('RecursionError', 'maximum recursion depth exceeded'), 'recursion', {}],
    [err('MemoryError', ''), 'other', { type: 'MemoryError' }],
  ])('%o → %s', (error, key, vars) => {
    expect(explainError(error)).toEqual({ key, vars });
  });

  it('has an English and an Arabic message for every key, using exactly the values it is given', () => {
    const placeholders = (s: string) => [...s.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
    for (const key of FRIENDLY_KEYS) {
      const e = (en.errors as Record<string, string>)[key];
      const a = (ar.errors as Record<string, string>)[key];
      expect(e, `en ${key}`).toBeTruthy();
      expect(a, `ar ${key}`).toBeTruthy();
      expect(a).not.toBe(e);
      expect(new Set(placeholders(a!)), key).toEqual(new Set(placeholders(e!)));
    }
    expect(Object.keys(en.errors).sort()).toEqual([...FRIENDLY_KEYS].sort());
  });
});
