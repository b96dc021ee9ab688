import { pictureSignIn, PICTURE_PROTECTION } from '@codeyard/shared-schema';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { openSessionAnswer } from '../accounts/login-answer.js';
import { THROTTLE_POLICY } from '../accounts/policy.js';
import { Throttle } from '../accounts/throttle.js';
import { serve } from '../http/contract-routes.js';
import {
  checkPicture,
  classPictureList,
  pictureSignInState,
  setPictureSignIn,
  setStudentPicture,
  type PictureTries,
} from './service.js';

/**
 * Picture sign-in (issue 13): the teacher's switch and pictures, the class's page, the child's sign-in.
 * The class page and the sign-in count against the address's sign-in ceiling as POST /login does, and
 * a picture try against the account's failures with the password login's counters (PICTURE_PROTECTION:
 * fewer free tries).
 */
export async function pictureSignInRoutes(app: FastifyInstance): Promise<void> {
  const me = (request: { auth?: { user: { id: number } } }) => request.auth!.user.id;
  // The policy's type is ACCOUNT_PROTECTION's own (literal numbers); the picture policy has its shape.
  const throttle = new Throttle(app.db, PICTURE_PROTECTION as unknown as typeof THROTTLE_POLICY);
  const triesFrom = (request: FastifyRequest): PictureTries => ({
    assertMayTry: (account) => throttle.assertMayTry('login', account, request.ip),
    startTry: (account) => throttle.startTry('login', account),
    failed: (account) => throttle.failed('login', account, request.ip),
    succeeded: (account) => throttle.succeeded('login', account, request.ip),
  });
  // The request log keeps the route pattern, never a class's code.
  app.addHook('onRoute', (route: RouteOptions) => {
    route.logSerializers = {
      ...route.logSerializers,
      req: (request: FastifyRequest) => ({ method: request.method, url: route.url, remoteAddress: request.ip }),
    };
  });
  app.addHook('onRequest', async (request) => {
    const descriptor = request.routeOptions.config.descriptor;
    if (descriptor === pictureSignIn.classPictureList || descriptor === pictureSignIn.classPictureSignIn)
      await throttle.address('sign-in', request.ip);
  });

  serve(app, pictureSignIn.teacherPictureSignIn, async (request) => ({
    data: await pictureSignInState(app.db, me(request), request.params.id),
  }));

  serve(app, pictureSignIn.teacherSetPictureSignIn, async (request) => ({
    data: await setPictureSignIn(app.db, me(request), request.params.id, request.body.enabled),
  }));

  serve(app, pictureSignIn.teacherSetStudentPicture, async (request) => ({
    data: await setStudentPicture(
      app.db,
      me(request),
      request.params.id,
      request.params.studentId,
      request.body.picture,
    ),
  }));

  serve(app, pictureSignIn.classPictureList, async (request) => ({
    data: await classPictureList(app.db, app.config.jwtSecret, request.params.code),
  }));

  serve(app, pictureSignIn.classPictureSignIn, async (request) =>
    openSessionAnswer(
      app,
      await checkPicture(
        app.db,
        triesFrom(request),
        request.params.code,
        request.body.student_profile_id,
        request.body.picture,
      ),
    ),
  );
}
