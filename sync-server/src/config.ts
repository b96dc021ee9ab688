import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CaptchaPolicy } from './captcha/captcha.js';

export interface IdentityProviderConfig {
  /** The provider's issuer (iss claim). */
  issuer: string;
  /** Where its signing keys are published (JWKS). */
  jwksUrl: string;
  /** Our client id at the provider (aud claim). */
  audience: string;
}

export interface AppConfig {
  production: boolean;
  port: number;
  host: string;
  /** The SQLite file, when `databaseUrl` is not set (one school on one machine). */
  databasePath: string;
  /** postgres://… : PostgreSQL, for several servers behind a load balancer (a district or a country). */
  databaseUrl?: string;
  /** PostgreSQL only: the schema to use (each test file gets one of its own); the connection's default otherwise. */
  databaseSchema?: string;
  /** Folder of the built PWA; served from the same origin as the API. */
  clientDist: string;
  /** Folder of the curriculum content files (<n>-<slug>/course.json and lessons/), loaded at start. */
  curriculumDir: string;
  jwtSecret: string;
  sessionDays: number;
  seedDemoData: boolean;
  /** Public address of the app, used in links sent by mail. */
  publicUrl: string;
  mail: { transport: 'local' } | { transport: 'smtp'; url: string; from: string };
  sms: { transport: 'local' } | { transport: 'http'; url: string; token: string };
  captchaHmacKey: string;
  /**
   * Tests only, set in code and never from the environment: a lighter proof of work, so that a test server
   * on a busy machine checks captchas without spending seconds on each. Refused in production.
   */
  captchaPolicy?: CaptchaPolicy;
  /** Identity providers by login type (social sign-in), plus 'b12' for the school platform and 'sso'. */
  identityProviders: Record<string, IdentityProviderConfig>;
  logLevel: string;
  /**
   * DEV_OUTBOX_HTTP=true: GET /dev/outbox shows the local outbox (reset links, codes) over HTTP, to the
   * loopback address only, for development and browser tests. Off by default; refused in production. The
   * operator reads the outbox with `npm run outbox` instead.
   */
  devOutboxHttp: boolean;
}

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** A development secret kept beside the database so that sessions survive a restart. */
function developmentSecret(databasePath: string, name: string): string {
  if (databasePath === ':memory:') return randomBytes(32).toString('hex');
  const file = resolve(dirname(databasePath), `.${name}`);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Identity providers from IDP_<TYPE>_ISSUER, IDP_<TYPE>_JWKS_URL and IDP_<TYPE>_AUDIENCE. */
function identityProvidersFrom(env: NodeJS.ProcessEnv): Record<string, IdentityProviderConfig> {
  const providers: Record<string, IdentityProviderConfig> = {};
  for (const [key, issuer] of Object.entries(env)) {
    const match = /^IDP_([A-Z0-9_]+)_ISSUER$/.exec(key);
    if (!match || !issuer) continue;
    const name = match[1];
    const jwksUrl = env[`IDP_${name}_JWKS_URL`];
    const audience = env[`IDP_${name}_AUDIENCE`];
    if (jwksUrl && audience) providers[name.toLowerCase().replace(/_/g, '-')] = { issuer, jwksUrl, audience };
  }
  return providers;
}

/** Where the database is (DATABASE_URL, or the SQLite file of DATABASE_PATH): for the server and `npm run outbox`. */
export function databaseConfigFrom(env: NodeJS.ProcessEnv): { databasePath: string; databaseUrl?: string } {
  return {
    databasePath: resolve(env.DATABASE_PATH ?? resolve(repoRoot, 'data/app.db')),
    ...(env.DATABASE_URL && { databaseUrl: env.DATABASE_URL }),
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const production = env.NODE_ENV === 'production';
  const databasePath = overrides.databasePath ?? databaseConfigFrom(env).databasePath;
  const jwtSecret = env.JWT_SECRET ?? (production ? '' : developmentSecret(databasePath, 'jwt-secret'));
  if (production && jwtSecret.length < 32)
    throw new Error('JWT_SECRET must be set (32 characters or more) in production.');
  const captchaHmacKey = env.CAPTCHA_HMAC_KEY ?? (production ? '' : developmentSecret(databasePath, 'captcha-key'));
  if (production && !captchaHmacKey) throw new Error('CAPTCHA_HMAC_KEY must be set in production.');
  if (production && overrides.captchaPolicy) throw new Error('A lighter captcha is for tests, never production.');
  const devOutboxHttp = overrides.devOutboxHttp ?? env.DEV_OUTBOX_HTTP === 'true';
  if (production && devOutboxHttp) throw new Error('DEV_OUTBOX_HTTP is for development, never production.');
  const port = Number(env.PORT ?? 3000);
  return {
    production,
    port,
    host: env.HOST ?? '0.0.0.0',
    databasePath,
    ...(env.DATABASE_URL && { databaseUrl: env.DATABASE_URL }),
    clientDist: resolve(env.CLIENT_DIST ?? resolve(repoRoot, 'client/dist')),
    curriculumDir: resolve(env.CURRICULUM_DIR ?? resolve(repoRoot, 'sync-server/content/curriculum')),
    jwtSecret,
    sessionDays: Number(env.SESSION_DAYS ?? 30),
    seedDemoData: (env.SEED_DEMO_DATA ?? 'true') !== 'false',
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    mail:
      env.MAIL_TRANSPORT === 'smtp'
        ? { transport: 'smtp', url: env.SMTP_URL ?? '', from: env.MAIL_FROM ?? 'Codeyard <no-reply@localhost>' }
        : { transport: 'local' },
    sms:
      env.SMS_TRANSPORT === 'http'
        ? { transport: 'http', url: env.SMS_HTTP_URL ?? '', token: env.SMS_HTTP_TOKEN ?? '' }
        : { transport: 'local' },
    captchaHmacKey,
    identityProviders: identityProvidersFrom(env),
    logLevel: env.LOG_LEVEL ?? (production ? 'info' : 'warn'),
    ...overrides,
    devOutboxHttp,
  };
}
