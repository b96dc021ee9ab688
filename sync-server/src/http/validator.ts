import { convertUrlValues } from '@codeyard/shared-schema';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { Value } from 'typebox/value';

/**
 * The contract's schemas checked with TypeBox (as @fastify/type-provider-typebox's compiler does), except
 * that a path's or query's integers are read strictly (shared-schema convertUrlValues): `/…/1.9`, `0x1`,
 * `%201` or `01` is refused with 422 instead of naming record 1. Bodies are JSON and are not converted.
 */
export const contractValidatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const typeCheck = compiled(schema);
  return (value) => {
    const converted =
      httpPart === 'body'
        ? value
        : httpPart === 'params' || httpPart === 'querystring'
          ? convertUrlValues(schema, value)
          : Value.Convert(schema, value);
    if (typeCheck.Check(converted)) return { value: converted };
    return { error: typeCheck.Errors(converted) as unknown as FastifySchemaValidationError[] };
  };
};

/**
 * A schema is compiled once per process: the contract's schemas are shared objects, and every server a
 * process starts (each API test starts one) would otherwise compile all of them again.
 */
const compiledSchemas = new WeakMap<TSchema, ReturnType<typeof Compile>>();
function compiled(schema: TSchema): ReturnType<typeof Compile> {
  let typeCheck = compiledSchemas.get(schema);
  if (!typeCheck) {
    typeCheck = Compile(schema);
    compiledSchemas.set(schema, typeCheck);
  }
  return typeCheck;
}
