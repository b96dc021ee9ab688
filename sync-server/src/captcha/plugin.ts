import { accounts } from '@codeyard/shared-schema';
import type { FastifyInstance, FastifyRequest, RouteOptions, preHandlerHookHandler } from 'fastify';
import { serve } from '../http/contract-routes.js';
import { fieldError } from '../http/errors.js';
import { CaptchaService } from './captcha.js';

declare module 'fastify' {
  interface FastifyInstance {
    captcha: CaptchaService;
  }
}

/** The field that carries the widget's answer: in the body, or in the query of a GET. */
function captchaAnswer(request: FastifyRequest): unknown {
  const body = request.body as Record<string, unknown> | undefined;
  const query = request.query as Record<string, unknown> | undefined;
  return (body && typeof body === 'object' ? body.captcha : undefined) ?? query?.captcha;
}

/**
 * Installs the human check on the root instance, before any area registers its routes: every contract
 * call whose descriptor says `captcha: true` gets a preHandler that runs after the schema, the access
 * rule and the cross-field check (a typing mistake does not spend the child's solved challenge), and
 * answers 422 on the field captcha when the solution is missing, wrong, expired or used before.
 * Also serves GET /captcha/challenge.
 */
export function installCaptcha(
  app: FastifyInstance,
  service = new CaptchaService(app.db, app.config.captchaHmacKey, app.config.captchaPolicy),
): void {
  app.decorate('captcha', service);
  const check: preHandlerHookHandler = async function (request) {
    if (!(await service.verify(captchaAnswer(request)))) throw fieldError('captcha', 'validation.captcha');
  };
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.config?.descriptor?.captcha) return;
    const existing =
      route.preHandler === undefined ? [] : Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler];
    route.preHandler = [...existing, check];
  });
  serve(app, accounts.captchaChallenge, async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    return (await service.challenge()) as unknown as Record<string, unknown>;
  });
}
