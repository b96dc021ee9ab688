import {
  API_PREFIX, callKey, hasIssues, routePattern, type BodyOf, type CallDescriptor, type ParamsOf, type QueryOf, type ResponseOf,
} from '@codeyard/shared-schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticate } from '../auth/authenticate.js';
import { badRequest } from './errors.js';

export interface ContractRequest<D> extends FastifyRequest {
  params: ParamsOf<D>;
  query: QueryOf<D>;
  body: BodyOf<D>;
}

export type ContractHandler<D> = (request: ContractRequest<D>, reply: FastifyReply) => Promise<ResponseOf<D>> | ResponseOf<D>;

declare module 'fastify' {
  interface FastifyInstance {
    /** "METHOD /path" of every contract call this server serves (npm run api:coverage reads it). */
    servedCalls: Set<string>;
  }
  interface FastifyContextConfig {
    descriptor?: CallDescriptor;
  }
}

/**
 * Registers one contract call: its path under the API prefix, its schemas (validated and serialised by
 * Fastify), its access rule, and its cross-field check. Handlers stay thin: they call a domain service.
 */
export function serve<D extends CallDescriptor<any, any, any, any>>(app: FastifyInstance, descriptor: D, handler: ContractHandler<D>): void {
  const key = callKey(descriptor);
  if (app.servedCalls.has(key)) throw new Error(`${key} is served twice`);
  app.servedCalls.add(key);
  app.route({
    method: descriptor.method,
    url: API_PREFIX + routePattern(descriptor.path),
    schema: {
      summary: descriptor.summary,
      ...(descriptor.params && { params: descriptor.params }),
      ...(descriptor.query && { querystring: descriptor.query }),
      ...(descriptor.body && { body: descriptor.body }),
      response: { 200: descriptor.response },
    },
    config: { descriptor },
    preHandler: async (request) => {
      if (descriptor.access !== 'public') await authenticate(request, descriptor.access);
      if (descriptor.check) {
        const issues = descriptor.check({ params: request.params as never, query: request.query as never, body: request.body as never });
        if (hasIssues(issues)) throw badRequest(issues);
      }
    },
    handler: (request, reply) => handler(request as ContractRequest<D>, reply),
  });
}
