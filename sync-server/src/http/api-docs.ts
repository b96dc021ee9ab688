import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { API_PREFIX, callsByArea, ErrorBody, type CallDescriptor } from '@codeyard/shared-schema';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { createRequire } from 'node:module';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '../sync/idempotency.js';

/** The browsable API reference; its OpenAPI document is at `${API_DOCS_PATH}/json` (and `/yaml`). */
export const API_DOCS_PATH = `${API_PREFIX}/docs`;

/** The security scheme of every call that needs a signed-in caller (auth/authenticate.ts). */
const BEARER = 'bearer';

/**
 * The area of each contract call, its tag in the document. Only the catalogue's areas are documented:
 * a call outside every area (the sync tests' test-only calls, which join allCalls in their own process)
 * is served there but never listed.
 */
const areaOfCall = new Map<CallDescriptor, string>(
  Object.entries(callsByArea).flatMap(([area, calls]) => calls.map((call) => [call, area] as const)),
);

const { version } = createRequire(import.meta.url)('../../package.json') as { version: string };

function accessNote(call: CallDescriptor): string {
  const notes = [call.access === 'public' ? 'Public: no token.' : `Who may call: ${call.access.join(', ')}.`];
  if (call.queueable && call.method !== 'GET')
    notes.push(
      `Exactly once: with an \`${IDEMPOTENCY_HEADER}\` header, a repeat of the call gets the first answer and changes nothing.`,
    );
  if (call.captcha) notes.push('Carries the answer of a human check (`captcha`, from GET /captcha/challenge).');
  return notes.join('\n\n');
}

/**
 * What the document says of one route, from its contract descriptor. It only adds to a copy of the
 * route's schema: Fastify validated and serialised with the route's own schema before (the document
 * is built lazily on its first request), and the descriptor's schemas are not touched.
 */
function documentedSchema(call: CallDescriptor, area: string, schema: FastifySchema): FastifySchema {
  const exactlyOnce = call.queueable && call.method !== 'GET';
  return {
    ...schema,
    tags: [area],
    description: accessNote(call),
    ...(call.access !== 'public' && { security: [{ [BEARER]: [] }] }),
    ...(exactlyOnce && {
      headers: {
        type: 'object',
        properties: { [IDEMPOTENCY_HEADER]: { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN.source } },
      },
    }),
    response: {
      200: { ...call.response, description: 'The answer.' },
      '4XX': { ...ErrorBody, description: 'Refused (spec 001 §8): a message, field errors for a 422, a code.' },
    },
  };
}

/**
 * Registers the OpenAPI document of the contract calls and its browsable page (Swagger UI, whose files
 * are served from this server: the page needs no network beyond it). Register before any route: the
 * document lists the routes added after it. Routes that are not contract calls (health, the client's
 * files, the docs themselves) are not part of the API and are left out.
 */
export async function installApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Codeyard API',
        version,
        description:
          'Every call of the contract (shared-schema), generated from its descriptors. Answers are wrapped in `data` (spec 001 §7); failures are `{ message, errors?, code? }` in the language of the request (spec 001 §8).',
      },
      servers: [{ url: API_PREFIX }],
      tags: Object.keys(callsByArea).map((name) => ({ name })),
      components: {
        securitySchemes: {
          [BEARER]: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The token from POST /login: a signed token naming a live server-side session.',
          },
        },
      },
    },
    transform: ({ schema, url, route }) => {
      const call = route.config?.descriptor;
      const area = call && areaOfCall.get(call);
      if (!call || !area) return { schema: { ...schema, hide: true }, url };
      return { schema: documentedSchema(call, area, schema ?? {}), url };
    },
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: API_DOCS_PATH,
    theme: { title: 'Codeyard API' },
    // Without the top bar: it carries the plugin's logo and a box to load any other document.
    uiConfig: { layout: 'BaseLayout', docExpansion: 'none', deepLinking: true },
  });
}
