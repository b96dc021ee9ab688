import type { TSchema } from 'typebox';
import { Settings } from 'typebox/system';
import { Value } from 'typebox/value';
import type { FieldIssue, FieldIssues } from '../contract/define.js';
import type { Language } from '../rules/constants.js';
import { translate } from '../locales/index.js';

// TypeBox stops at 8 errors by default: a long form (school sign-up) must show every mistake at once.
Settings.Set({ maxErrors: 100 });

/**
 * A TypeBox (or ajv) validation error, the shape both sides see: TypeBox on the client, the server's
 * TypeBox validator compiler in Fastify.
 */
export interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

/** Per-property overrides: `errorMessages: { pattern: 'validation.username' }` on a property schema. */
type WithMessages = TSchema & { errorMessages?: Record<string, string>; properties?: Record<string, TSchema> };

const defaultKeys: Record<string, string> = {
  required: 'validation.required',
  minLength: 'validation.minLength',
  maxLength: 'validation.maxLength',
  minimum: 'validation.minimum',
  maximum: 'validation.maximum',
  pattern: 'validation.invalid',
  format: 'validation.invalid',
  additionalProperties: 'validation.unknownField',
};

function propertySchema(root: WithMessages, field: string): WithMessages | undefined {
  return root.properties?.[field] as WithMessages | undefined;
}

function issueFor(root: WithMessages, field: string, keyword: string, params: Record<string, unknown>): FieldIssue {
  const property = propertySchema(root, field);
  const key =
    property?.errorMessages?.[keyword] ??
    (keyword === 'format' && params.format === 'email' ? 'validation.email' : defaultKeys[keyword]) ??
    'validation.invalid';
  const vars: Record<string, string | number> = {};
  // The limit is also the count its message's plural form is chosen by ("1 character", "6 characters").
  if (typeof params.limit === 'number') vars.limit = vars.count = params.limit;
  if (property && typeof (property as { minimum?: number }).minimum === 'number')
    vars.min = (property as { minimum: number }).minimum;
  if (property && typeof (property as { maximum?: number }).maximum === 'number')
    vars.max = (property as { maximum: number }).maximum;
  return { key, vars };
}

/** Turns schema errors into field issues: one list per top-level field, the first issue first. */
export function schemaIssues(schema: TSchema, errors: Iterable<SchemaError>): FieldIssues {
  const root = schema as WithMessages;
  const issues: FieldIssues = {};
  const add = (field: string, issue: FieldIssue) => {
    const list = (issues[field] ??= []);
    if (!list.some((i) => i.key === issue.key)) list.push(issue);
  };
  for (const error of errors) {
    if (error.keyword === 'required') {
      const missing = (error.params.requiredProperties as string[] | undefined) ?? [
        error.params.missingProperty as string,
      ];
      for (const field of missing) add(field, issueFor(root, field, 'required', {}));
    } else if (error.keyword === 'additionalProperties') {
      const extra = (error.params.additionalProperties as string[] | undefined) ?? [
        error.params.additionalProperty as string,
      ];
      for (const field of extra) add(field, { key: defaultKeys.additionalProperties });
    } else if (error.keyword === 'boolean') {
      continue; // the additionalProperties error already names the field
    } else {
      const field = error.instancePath.split('/')[1] ?? '';
      // Union, anyOf and the like report at their own level; take the most useful keyword only.
      add(field || '_', issueFor(root, field, error.keyword, error.params));
    }
  }
  return issues;
}

/** Validates a value against a schema and returns issues (empty when valid). */
export function validate(schema: TSchema, value: unknown): FieldIssues {
  if (Value.Check(schema, value)) return {};
  return schemaIssues(schema, Value.Errors(schema, value) as Iterable<SchemaError>);
}

export function mergeIssues(...all: FieldIssues[]): FieldIssues {
  const out: FieldIssues = {};
  for (const issues of all) for (const [field, list] of Object.entries(issues)) (out[field] ??= []).push(...list);
  return out;
}

export function hasIssues(issues: FieldIssues): boolean {
  return Object.keys(issues).length > 0;
}

/** The wire shape of spec 001 §8: `errors: { field: [text] }` in the request's language. */
export function localiseIssues(issues: FieldIssues, lang: Language): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [field, list] of Object.entries(issues)) out[field] = list.map((i) => translate(lang, i.key, i.vars));
  return out;
}
