import { publicForms, translate, type CallDescriptor } from '@codeyard/shared-schema';
import type { FastifyInstance } from 'fastify';
import { serve, type ContractHandler } from '../http/contract-routes.js';
import { requestLanguage } from '../http/language.js';
import { storeSubmission, subscribeNewsletter } from './service.js';

/**
 * Per address and per form: a guest may send a form 10 times a minute. Forms are anonymous, so the
 * address is the only key; 10 leaves room for a school's shared address and stops a flood.
 */
export const FORM_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

/** Serves one form in a context of its own, so that each form has its own rate-limit counter. */
async function serveLimited<D extends CallDescriptor<any, any, any, any>>(app: FastifyInstance, descriptor: D, handler: ContractHandler<D>) {
  await app.register(async (scope) => {
    scope.addHook('onRequest', scope.rateLimit(FORM_RATE_LIMIT));
    serve(scope, descriptor, handler);
  });
}

/** The public forms of spec 001 §7.1: contact, demo requests, landing forms and the newsletter. */
export async function formRoutes(app: FastifyInstance): Promise<void> {
  await serveLimited(app, publicForms.contact, (request) => {
    storeSubmission(app.db, 'contact', request.body.email, request.body);
    return { data: { message: translate(requestLanguage(request), 'success.contactSent') } };
  });

  await serveLimited(app, publicForms.schoolBookDemo, (request) => {
    storeSubmission(app.db, 'school-demo', request.body.school_email, request.body);
    return { data: { message: translate(requestLanguage(request), 'success.demoSent') } };
  });

  await serveLimited(app, publicForms.landingInfo, (request) => {
    storeSubmission(app.db, 'landing-info', request.body.email, request.body);
    return { data: { message: translate(request.body.lang ?? requestLanguage(request), 'success.contactSent') } };
  });

  await serveLimited(app, publicForms.landingDemo, (request) => {
    storeSubmission(app.db, 'landing-demo', request.body.email, request.body);
    return { data: { message: translate(requestLanguage(request), 'success.demoSent') } };
  });

  await serveLimited(app, publicForms.newsletter, (request) => {
    // Subscribing twice answers the same: nobody learns whether an address is on the list.
    subscribeNewsletter(app.db, request.body.email);
    return { data: { message: translate(requestLanguage(request), 'success.newsletter') } };
  });
}
