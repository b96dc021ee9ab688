import type { PythonErrorInfo } from './protocol';

/**
 * A beginner's explanation of a Python error: the key of a message in python-locales.ts (under
 * `errors.`) and the values it needs. The raw traceback is always shown beside it (collapsed).
 */
export interface FriendlyError {
  key: string;
  vars: Record<string, string | number>;
}

const quoted = (s: string) => /^'(.*)'$/.exec(s)?.[1] ?? /^"(.*)"$/.exec(s)?.[1] ?? s;

export function explainError(error: PythonErrorInfo): FriendlyError {
  const { type, message } = error;
  const m = message.trim();
  switch (type) {
    case 'IndentationError':
    case 'TabError': {
      if (/expected an indented block/.test(m)) return { key: 'indentExpected', vars: {} };
      if (/unexpected indent/.test(m)) return { key: 'indentUnexpected', vars: {} };
      if (/unindent does not match/.test(m)) return { key: 'indentMismatch', vars: {} };
      return { key: 'indent', vars: {} };
    }
    case 'SyntaxError': {
      const never = /'(.)' was never closed/.exec(m);
      if (never) return { key: 'syntaxNeverClosed', vars: { char: never[1]! } };
      if (/unterminated (triple-quoted )?string literal/.test(m)) return { key: 'syntaxString', vars: {} };
      if (/expected ':'/.test(m)) return { key: 'syntaxColon', vars: {} };
      if (/unmatched '(.)'/.test(m)) return { key: 'syntaxUnmatched', vars: { char: /unmatched '(.)'/.exec(m)![1]! } };
      if (/invalid syntax\. Maybe you meant '==' or ':='/.test(m) || /cannot assign to/.test(m))
        return { key: 'syntaxAssign', vars: {} };
      if (/Perhaps you forgot a comma/.test(m)) return { key: 'syntaxComma', vars: {} };
      return { key: 'syntax', vars: {} };
    }
    case 'NameError': {
      const name = /name '([^']+)' is not defined/.exec(m)?.[1];
      const suggestion = /Did you mean: '([^']+)'\?/.exec(m)?.[1];
      if (name && suggestion) return { key: 'nameSuggest', vars: { name, suggestion } };
      if (name) return { key: 'name', vars: { name } };
      return { key: 'nameGeneric', vars: {} };
    }
    case 'TypeError': {
      const concat = /can only concatenate str \(not "([^"]+)"\) to str/.exec(m);
      if (concat) return { key: 'typeConcat', vars: { other: concat[1]! } };
      const operand = /unsupported operand type\(s\) for ([^:]+): '([^']+)' and '([^']+)'/.exec(m);
      if (operand)
        return { key: 'typeOperand', vars: { op: operand[1]!.trim(), left: operand[2]!, right: operand[3]! } };
      if (/'(str|int|float)' object is not callable/.test(m))
        return { key: 'typeNotCallable', vars: { what: /'([^']+)' object/.exec(m)![1]! } };
      const args = /(\w+)\(\) takes (\d+) positional arguments? but (\d+) (were|was) given/.exec(m);
      if (args) return { key: 'typeArgs', vars: { fn: args[1]!, want: Number(args[2]), got: Number(args[3]) } };
      const missing = /(\w+)\(\) missing \d+ required positional arguments?: (.+)$/.exec(m);
      if (missing) return { key: 'typeMissing', vars: { fn: missing[1]!, names: missing[2]! } };
      if (
        /'(<|>|<=|>=)' not supported between instances of 'str' and 'int'|'(<|>|<=|>=)' not supported between instances of 'int' and 'str'/.test(
          m,
        )
      )
        return { key: 'typeCompare', vars: {} };
      return { key: 'type', vars: {} };
    }
    case 'ZeroDivisionError':
      return { key: 'zeroDivision', vars: {} };
    case 'IndexError':
      return /out of range/.test(m) ? { key: 'indexRange', vars: {} } : { key: 'index', vars: {} };
    case 'KeyError':
      return { key: 'key', vars: { key: quoted(m) } };
    case 'ValueError': {
      const lit = /invalid literal for int\(\) with base 10: (.+)$/.exec(m);
      if (lit) return { key: 'valueInt', vars: { text: quoted(lit[1]!) } };
      const flt = /could not convert string to float: (.+)$/.exec(m);
      if (flt) return { key: 'valueFloat', vars: { text: quoted(flt[1]!) } };
      return { key: 'value', vars: {} };
    }
    case 'AttributeError': {
      const attr = /'([^']+)' object has no attribute '([^']+)'/.exec(m);
      if (attr) return { key: 'attribute', vars: { what: attr[1]!, name: attr[2]! } };
      return { key: 'other', vars: { type } };
    }
    case 'RecursionError':
      return { key: 'recursion', vars: {} };
    case 'EOFError':
    case 'OSError':
      return { key: 'noInput', vars: {} };
    case 'ModuleNotFoundError': {
      const name = /No module named '([^']+)'/.exec(m)?.[1] ?? '';
      return { key: 'module', vars: { name } };
    }
    default:
      return { key: 'other', vars: { type } };
  }
}

/** Every key explainError can answer: the locale test checks each has an English and an Arabic message. */
export const FRIENDLY_KEYS = [
  'indentExpected',
  'indentUnexpected',
  'indentMismatch',
  'indent',
  'syntaxNeverClosed',
  'syntaxString',
  'syntaxColon',
  'syntaxUnmatched',
  'syntaxAssign',
  'syntaxComma',
  'syntax',
  'nameSuggest',
  'name',
  'nameGeneric',
  'typeConcat',
  'typeOperand',
  'typeNotCallable',
  'typeArgs',
  'typeMissing',
  'typeCompare',
  'type',
  'zeroDivision',
  'indexRange',
  'index',
  'key',
  'valueInt',
  'valueFloat',
  'value',
  'attribute',
  'recursion',
  'noInput',
  'module',
  'other',
] as const;
