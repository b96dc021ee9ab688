import type { FastifySerializerCompiler } from 'fastify';
import fastJsonStringify from 'fast-json-stringify';
import type { TSchema } from 'typebox';

type Serialize = (data: unknown) => string;
const serializers = new WeakMap<object, Serialize>();

/**
 * Fastify's serializer (fast-json-stringify, with the same options: no shared schemas are added), built
 * once per response schema and process instead of once per server: every server a process starts (each
 * API test starts one) would otherwise build the contract's hundreds of serializers again, most of a
 * test server's start.
 */
export const contractSerializerCompiler: FastifySerializerCompiler<TSchema> = ({ schema }) => {
  let serialize = serializers.get(schema);
  if (!serialize) {
    serialize = fastJsonStringify(schema as never) as Serialize;
    serializers.set(schema, serialize);
  }
  return serialize;
};
