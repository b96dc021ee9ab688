import { publicForms, translate, type AnyCall } from '@codeyard/shared-schema';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { WindowCounter } from '../accounts/throttle.js';
import { serve, type ContractHandler } from '../http/contract-routes.js';
import { tooManyRequests } from '../http/errors.js';
import { requestLanguage } from '../http/language.js';
import { storeSubmission, subscribeNewsletter } from './service.js';

/**
 * Per address and per form: a guest may send a form 10 times a minute. Forms are anonymous, so the
 * address is the only key; 10 leaves room for a school's shared address and stops a flood.
 */
export const FORM_RATE_LIMIT = { max: 10, windowMs: 60_000 } as const;

/**
 * Serves one form in a context of its own, with its own counter (in the database, shared by every
 * server): over the limit → 429, before the body is even read. An IPv6 address counts by its /64.
 */
async function serveLimited<D extends AnyCall>(app: FastifyInstance, descriptor: D, handler: ContractHandler<D>) {
  const counter = new WindowCounter(app.db, `form ${descriptor.path}`, FORM_RATE_LIMIT.max, FORM_RATE_LIMIT.windowMs);
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request) => {
      if ((await counter.hit(normalizeIP(request.ip))) > counter.max) throw tooManyRequests();
    });
    serve(scope, descriptor, handler);
  });
}

/** The public forms of spec 001 §7.1: contact, demo requests, landing forms and the newsletter. */
export async function publicFormRoutes(app: FastifyInstance): Promise<void> {
  await serveLimited(app, publicForms.contact, async (request) => {
    await storeSubmission(app.db, 'contact', request.body.email, request.body);
    return { data: { message: translate(requestLanguage(request), 'success.contactSent') } };
  });

  await serveLimited(app, publicForms.schoolBookDemo, async (request) => {
    await storeSubmission(app.db, 'school-demo', request.body.school_email, request.body);
    return { data: { message: translate(requestLanguage(request), 'success.demoSent') } };
  });

  await serveLimited(app, publicForms.landingInfo, async (request) => {
    await storeSubmission(app.db, 'landing-info', request.body.email, request.body);
    return { data: { message: translate(request.body.lang ?? requestLanguage(request), 'success.contactSent') } };
  });

  await serveLimited(app, publicForms.landingDemo, async (request) => {
    await storeSubmission(app.db, 'landing-demo', request.body.email, request.body);
    return { data: { message: translate(requestLanguage(request), 'success.demoSent') } };
  });

  await serveLimited(app, publicForms.newsletter, async (request) => {
    // Subscribing twice answers the same: nobody learns whether an address is on the list.
    await subscribeNewsletter(app.db, request.body.email);
    return { data: { message: translate(requestLanguage(request), 'success.newsletter') } };
  });
}
