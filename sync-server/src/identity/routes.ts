import { accounts } from '@codeyard/shared-schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { openSessionAnswer } from '../accounts/login-answer.js';
import { serve } from '../http/contract-routes.js';
import { requestLanguage } from '../http/language.js';
import {
  IdentityProviders,
  NON_SOCIAL_PROVIDERS,
  notConfigured,
  SCHOOL_PLATFORM_PROVIDER,
  SSO_PROVIDER,
} from './providers.js';
import { identityRejected, schoolPlatformAccount, singleSignOnAccount, socialAccount } from './service.js';
import { IdentityTokenRejected, type VerifiedIdentity } from './verifier.js';

export function redactSsoToken(url: string): string {
  return url.replace(/\/sso\/[^/?#]+/, '/sso/[redacted]');
}

/**
 * Sign-in with identity providers (spec 001 §7.1, §7.2): social sign-in (registers a parent when the
 * person is new), the third-party school platform (students and teachers who exist already) and single
 * sign-on. Every token is verified against the provider's published keys; each answers the login answer.
 */
export async function identityRoutes(
  app: FastifyInstance,
  options: { providers?: IdentityProviders } = {},
): Promise<void> {
  const providers = options.providers ?? new IdentityProviders(app.config.identityProviders);

  // GET /sso/{ssoToken} carries its token in the path: the access log shows the path without it.
  app.addHook('onRoute', (route) => {
    if (!route.url.includes('/sso/')) return;
    route.logSerializers = {
      ...route.logSerializers,
      req: ((req: FastifyRequest) => ({
        method: req.method,
        url: redactSsoToken(req.url),
        host: req.host,
        remoteAddress: req.ip,
      })) as unknown as (value: unknown) => string,
    };
  });

  async function verify(request: FastifyRequest, provider: string, token: string): Promise<VerifiedIdentity> {
    const verifier = providers.verifierFor(provider);
    try {
      return await verifier.verify(token);
    } catch (error) {
      if (!(error instanceof IdentityTokenRejected)) throw error;
      // The reason (expired, wrong audience, bad signature…) is logged, never the token.
      request.log.info({ provider, reason: error.reason }, 'identity token rejected');
      throw identityRejected();
    }
  }

  serve(app, accounts.socialLogin, async (request) => {
    const provider = request.params.loginType;
    if (NON_SOCIAL_PROVIDERS.includes(provider)) throw notConfigured(provider);
    const identity = await verify(request, provider, request.body.token);
    const user = await socialAccount(app.db, provider, identity, request.body.name, requestLanguage(request));
    return openSessionAnswer(app, user);
  });

  serve(app, accounts.b12Login, async (request) => {
    const identity = await verify(request, SCHOOL_PLATFORM_PROVIDER, request.body.token);
    return openSessionAnswer(app, await schoolPlatformAccount(app.db, SCHOOL_PLATFORM_PROVIDER, identity));
  });

  serve(app, accounts.sso, async (request) => {
    const identity = await verify(request, SSO_PROVIDER, request.params.ssoToken);
    return openSessionAnswer(app, await singleSignOnAccount(app.db, SSO_PROVIDER, identity));
  });
}
