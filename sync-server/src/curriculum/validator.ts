import type { TSchema } from 'typebox';
import { Compile, type Validator } from 'typebox/compile';

const compiled = new WeakMap<TSchema, Validator>();

/**
 * A content file's schema, compiled once per process: every server start reads and checks every
 * content file, and the compiled check is many times faster than interpreting the schema per file.
 */
export function validatorOf(schema: TSchema): Validator {
  let validator = compiled.get(schema);
  if (!validator) {
    validator = Compile(schema) as unknown as Validator;
    compiled.set(schema, validator);
  }
  return validator;
}
