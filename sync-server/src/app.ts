import helmet from 'helmet';
import fastifyJwt from '@fastify/jwt';
import { REQUEST_LIMITS } from '@codeyard/shared-schema';
import { registerAjvFormats } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SessionStore } from './auth/sessions.js';
import type { AppConfig } from './config.js';
import { loadCatalogue } from './curriculum/catalogue.js';
import { loadCurriculum } from './curriculum/loader.js';
import { loadStoneContents, type StoneContents } from './curriculum/stone-contents.js';
import { openDatabase, type Database } from './db/index.js';
import { installApiDocs } from './http/api-docs.js';
import { installClientFiles } from './http/client-files.js';
import { installErrorHandling } from './http/error-handler.js';
import { installResponseHeaders } from './http/headers.js';
import { installJsonBodies } from './http/json-body.js';
import { installPreviewPolicy } from './http/preview-policy.js';
import { contractSerializerCompiler } from './http/serializer.js';
import { contractValidatorCompiler } from './http/validator.js';
import { registerAreas } from './routes.js';
import { seedDemoData } from './seed/demo.js';

declare module 'fastify' {
  /** The stones' content read at start (curriculum/stone-contents.ts): levels, codeExercises, projectTemplates. */
  interface FastifyInstance extends StoneContents {
    config: AppConfig;
    db: Database;
    sessions: SessionStore;
  }
}

/** Builds the whole server; tests call it with a fresh database file and use inject. */
export async function buildApp(
  config: AppConfig,
  options: { logStream?: NodeJS.WritableStream } = {},
): Promise<FastifyInstance> {
  registerAjvFormats();
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(options.logStream && { stream: options.logStream }),
      // Tokens, cookies and answers never reach a log; bodies are not logged at all.
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["idempotency-key"]'],
        censor: '[redacted]',
      },
    },
    bodyLimit: REQUEST_LIMITS.maxBodyBytes,
    trustProxy: process.env.TRUST_PROXY === 'true',
    ajv: { customOptions: { allErrors: true } },
    // GET /sso/{ssoToken} carries a whole signed token (a JWT: about 1 kB) as one path segment.
    routerOptions: { maxParamLength: 4096 },
  });
  app.setValidatorCompiler(contractValidatorCompiler);
  app.setSerializerCompiler(contractSerializerCompiler);

  const db = await openDatabase(config);
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('sessions', new SessionStore(db, config.sessionDays));
  app.decorate('servedCalls', new Set<string>());
  app.decorate('queuedCalls', new Map());
  app.addHook('onClose', async () => db.close());

  // Content and demo data are written at start by one server at a time (several may share PostgreSQL).
  await db.alone(async () => {
    // The course catalogue is content, loaded (and updated) into every database at start; the demo
    // accounts only when asked.
    await loadCatalogue(db, config.curriculumDir);
    // The curriculum content files (a bad file stops the start with a message naming it).
    for (const report of await loadCurriculum(db, config.curriculumDir)) {
      if (report.outcome === 'loaded')
        app.log.info({ course: report.course, version: report.version }, 'curriculum content loaded');
    }
    // Levels, exercises and project templates; a stone is playable when it has what its player plays.
    for (const [name, registry] of Object.entries(await loadStoneContents(db, config.curriculumDir)))
      app.decorate(name, registry);
    if (config.seedDemoData) await seedDemoData(db);
  });

  // Built once: @fastify/helmet built helmet's middleware (and its policy strings) anew on every request.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        workerSrc: ["'self'", 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Cross-origin isolation (COOP same-origin, helmet's default, + COEP require-corp): the Python editor
    // needs SharedArrayBuffer to stop a running program (interrupt buffer) and for input(). Everything the
    // app loads is same-origin; see docs/decisions.md (Python editor).
    crossOriginEmbedderPolicy: { policy: 'require-corp' },
    // One framing policy, said twice: the app is framed by no one (CSP frame-ancestors 'none', and
    // X-Frame-Options DENY for browsers without CSP 2); only the web preview's host may be framed, by the app
    // itself (preview-policy.ts: frame-ancestors 'self' and SAMEORIGIN).
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
  installResponseHeaders(app);
  await app.register(fastifyJwt, {
    secret: config.jwtSecret,
    sign: { algorithm: 'HS256', expiresIn: `${config.sessionDays}d` },
    // A token without an expiry (or without the session it names) is refused, whoever signed it.
    verify: { algorithms: ['HS256'], requiredClaims: ['exp', 'sub', 'sid'] },
  });
  // Rate limits are counted in the database per route (accounts/throttle.ts), so servers count together.
  // Before every route: the OpenAPI document lists the contract calls registered after it.
  await installApiDocs(app);

  installErrorHandling(app);
  installJsonBodies(app);
  // The web editor's preview page: its own policy (inline scripts, no network), still sandboxed by the app.
  installPreviewPolicy(app);
  app.get('/health', async () => ({ status: 'ok' }));
  await registerAreas(app);

  // The built client: precompressed files, caching, and the app's HTML in the request's language.
  if (existsSync(join(config.clientDist, 'index.html'))) await installClientFiles(app, config.clientDist);
  return app;
}
