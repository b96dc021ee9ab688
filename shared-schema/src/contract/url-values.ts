import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { parseUrlInteger } from '../rules/constants.js';

interface SchemaNode {
  type?: unknown;
  anyOf?: SchemaNode[];
  items?: SchemaNode;
  properties?: Record<string, SchemaNode>;
}

const takesInteger = (schema: SchemaNode | undefined): boolean =>
  schema !== undefined &&
  (schema.type === 'integer' || (Array.isArray(schema.anyOf) && schema.anyOf.some(takesInteger)));

/** One value of a path or query: a canonical decimal becomes its number, any other spelling of a number stays the raw text (refused). */
function strictValue(schema: SchemaNode | undefined, raw: unknown, converted: unknown): unknown {
  if (Array.isArray(raw) && Array.isArray(converted) && schema?.type === 'array')
    return raw.map((item, i) => strictValue(schema.items, item, converted[i]));
  if (typeof raw !== 'string' || !takesInteger(schema)) return converted;
  const value = parseUrlInteger(raw);
  if (value !== undefined) return value;
  // Read loosely (`1.9`, `0x1`, ` 1`, `1e0`, `true`, ``), it would be a number: keep the text, which no integer schema takes.
  return typeof converted === 'number' ? raw : converted;
}

/**
 * The path parameters or the query of a request, converted for their contract schema: as TypeBox converts
 * text to its schema's types, except that an integer is read only from its canonical decimal spelling
 * (URL_INTEGER_PATTERN), so that `/guest-shared-code/1.9` or `?lesson_id=0x1` is refused rather than read as 1.
 * The one place a URL's integers are read: the server's validator compiler calls it for params and querystring.
 */
export function convertUrlValues(schema: TSchema, value: unknown): unknown {
  const properties = (schema as SchemaNode).properties;
  if (!properties || typeof value !== 'object' || value === null) return Value.Convert(schema, value);
  // Value.Convert converts in place: keep the raw texts (arrays copied) to judge their spelling.
  const raw = Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, Array.isArray(item) ? [...(item as unknown[])] : item]),
  );
  const converted = Value.Convert(schema, value);
  if (typeof converted !== 'object' || converted === null) return converted;
  const out = converted as Record<string, unknown>;
  for (const [key, property] of Object.entries(properties)) {
    if (Object.hasOwn(raw, key)) out[key] = strictValue(property, raw[key], out[key]);
  }
  return out;
}
