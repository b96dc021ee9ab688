import { accounts, translate, type CallDescriptor, type Language } from '@codeyard/shared-schema';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { serve } from '../http/contract-routes.js';
import { requestLanguage } from '../http/language.js';
import { AccountMessages } from './account-messages.js';
import type { AccountDeps } from './deps.js';
import { isAdultContactRegistered, isUsernameTaken, suggestUsername } from './directory.js';
import { openSessionAnswer } from './login-answer.js';
import { LoginService } from './login.js';
import { OneTimeTokens } from './one-time-tokens.js';
import { SAFE_QUESTION_IDS } from './policy.js';
import { RecoveryService } from './recovery.js';
import { RegistrationService } from './registration.js';
import { Throttle, type AddressBucket } from './throttle.js';

/** Which per-address ceiling each call counts against (policy.ts). */
const ADDRESS_BUCKETS = new Map<CallDescriptor, AddressBucket>([
  // Sign-in counts failures (login.ts); this ceiling only stops floods, far above a school's morning.
  [accounts.login, 'sign-in'],
  [accounts.passwordEmail, 'sensitive'],
  [accounts.passwordReset, 'sensitive'],
  [accounts.checkSecurityAnswer, 'sensitive'],
  [accounts.resetPasswordPhone, 'sensitive'],
  [accounts.verifyResetPasswordPhone, 'sensitive'],
  [accounts.resendRecoverPasswordPhone, 'sensitive'],
  [accounts.parentVerify, 'sensitive'],
  [accounts.parentSetPassword, 'sensitive'],
  [accounts.resendVerify, 'sensitive'],
  [accounts.resendVerifyPhone, 'sensitive'],
  [accounts.register, 'lookup'],
  [accounts.registerChild, 'lookup'],
  [accounts.registerParentStart, 'lookup'],
  [accounts.parentRegister, 'lookup'],
  [accounts.schoolAdminRegister, 'lookup'],
  [accounts.checkUsername, 'lookup'],
  [accounts.checkRegisteredEmail, 'probe'],
  [accounts.checkRegisteredPhone, 'probe'],
  [accounts.generateStudentUsername, 'lookup'],
]);

/**
 * The request as logged for account calls: the route pattern instead of the URL, because paths and
 * queries here carry tokens, codes, captcha answers, emails and phone numbers.
 */
function maskedRequestLog(pattern: string) {
  return (request: FastifyRequest) => ({
    method: request.method,
    url: pattern,
    host: request.host,
    remoteAddress: request.ip,
  });
}

export function safeQuestionList(lang: Language): { id: number; question: string }[] {
  return SAFE_QUESTION_IDS.map((id) => ({ id, question: translate(lang, `safeQuestions.${id}`) }));
}

/** Builds the account services from the server's parts (the Throttle counts in the database, with every server). */
export function accountDeps(app: FastifyInstance): AccountDeps {
  return {
    db: app.db,
    sessions: app.sessions,
    tokens: new OneTimeTokens(app.db),
    messages: new AccountMessages(app.mail, app.sms, app.config.publicUrl),
    throttle: new Throttle(app.db),
    captcha: app.captcha,
    now: () => new Date(),
    onDeliveryError: (channel, error) =>
      app.log.warn({ channel, code: (error as { code?: unknown } | undefined)?.code }, 'message delivery failed'),
  };
}

/**
 * Registration, sign-in, sessions and recovery: the calls of shared-schema's contract/accounts.ts, except
 * the identity-provider sign-ins (social, b12, sso) that identity/routes.ts serves.
 */
export async function accountsArea(app: FastifyInstance): Promise<void> {
  const deps = accountDeps(app);
  const registration = new RegistrationService(deps);
  const login = new LoginService(deps);
  const recovery = new RecoveryService(deps);

  app.addHook('onRoute', (route: RouteOptions) => {
    route.logSerializers = { ...route.logSerializers, req: maskedRequestLog(route.url) };
  });
  app.addHook('onRequest', async (request) => {
    const bucket = ADDRESS_BUCKETS.get(request.routeOptions.config.descriptor as CallDescriptor);
    if (bucket) await deps.throttle.address(bucket, request.ip);
  });

  const lang = (request: FastifyRequest) => requestLanguage(request);
  const say = (request: FastifyRequest, key: string) => translate(lang(request), key);

  // ------------------------------------------------------------ registration
  serve(app, accounts.register, async (request) =>
    openSessionAnswer(app, await registration.registerStudent(request.body, lang(request))),
  );

  serve(app, accounts.registerChild, async (request) => {
    const user = await registration.registerChild(request.body, lang(request));
    return { data: { username: user.username, message: say(request, 'success.registered') } };
  });

  serve(app, accounts.registerParentStart, async (request) => {
    const channel = await registration.startParent(request.body, lang(request));
    return { data: { message: say(request, 'success.verificationSent'), channel } };
  });

  serve(app, accounts.parentRegister, async (request) => {
    const channel = await registration.registerParentWithChild(request.body, lang(request));
    return { data: { message: say(request, 'success.verificationSent'), channel } };
  });

  serve(app, accounts.parentVerify, async (request) => {
    const verified = await registration.verifyParent(request.params.verification, request.query.phone);
    return { data: { ...verified, message: say(request, 'success.verified') } };
  });

  serve(app, accounts.parentSetPassword, async (request) =>
    openSessionAnswer(app, await registration.setParentPassword(request.params.verification, request.body)),
  );

  serve(app, accounts.resendVerify, async (request) => {
    await registration.resendLink(request.params.email);
    return { data: { message: say(request, 'success.verificationSent') } };
  });

  serve(app, accounts.resendVerifyPhone, async (request) => {
    await registration.resendCode(request.params.phone);
    return { data: { message: say(request, 'success.verificationSent') } };
  });

  serve(app, accounts.schoolAdminRegister, async (request) => {
    const { schoolId } = await registration.registerSchool(request.body, lang(request));
    return { data: { message: say(request, 'success.schoolRegistered'), school_id: schoolId } };
  });

  serve(app, accounts.checkUsername, async (request) => {
    const available = !(await isUsernameTaken(app.db, request.body.username));
    return {
      data: { available, message: say(request, available ? 'success.usernameAvailable' : 'validation.usernameTaken') },
    };
  });

  serve(app, accounts.checkRegisteredEmail, async (request) => ({
    data: { registered: await isAdultContactRegistered(app.db, { email: request.query.email }) },
  }));
  serve(app, accounts.checkRegisteredPhone, async (request) => ({
    data: { registered: await isAdultContactRegistered(app.db, { phone: request.query.phone }) },
  }));
  serve(app, accounts.generateStudentUsername, async (request) => ({
    data: { username: await suggestUsername(app.db, request.query.name) },
  }));
  serve(app, accounts.safeQuestions, async (request) => ({ data: safeQuestionList(lang(request)) }));

  // ------------------------------------------------------------ sign-in and sessions
  serve(app, accounts.login, async (request) =>
    openSessionAnswer(app, await login.checkCredentials(request.body.login_email, request.body.password, request.ip)),
  );

  serve(app, accounts.logout, async (request) => {
    await login.logout(request.auth!);
    return { data: { message: say(request, 'success.loggedOut') } };
  });

  serve(app, accounts.loginAsStudent, async (request) => {
    const parent = request.auth!;
    const { child, parentProfileId } = await login.childToActAs(parent, request.body.student_profile_id);
    return openSessionAnswer(app, child, {
      actingParentSessionId: parent.sessionId,
      actingParentProfileId: parentProfileId,
    });
  });

  serve(app, accounts.loginBackAsParent, async (request) =>
    openSessionAnswer(app, await login.parentToReturnTo(request.auth!, request.body.parent_profile_id)),
  );

  serve(app, accounts.changeLanguage, async (request) => {
    await login.changeLanguage(request.auth!.user.id, request.body.lang);
    return { data: { message: translate(request.body.lang, 'success.languageChanged') } };
  });

  // ------------------------------------------------------------ recovery
  serve(app, accounts.passwordEmail, async (request) => {
    await recovery.requestLink(request.body.username, request.body.type);
    return { data: { message: say(request, 'success.recoverySent') } };
  });

  serve(app, accounts.passwordReset, async (request) => {
    await recovery.resetPassword(request.body.token, request.body.password);
    return { data: { message: say(request, 'success.passwordChanged') } };
  });

  serve(app, accounts.checkSecurityAnswer, async (request) => ({
    data: {
      token: await recovery.checkSafeAnswer(
        request.body.username,
        request.body.question_id,
        request.body.answer,
        request.ip,
        request.body.captcha,
      ),
    },
  }));

  serve(app, accounts.resetPasswordPhone, async (request) => {
    await recovery.requestCode(request.body.phone);
    return { data: { message: say(request, 'success.recoverySent') } };
  });

  serve(app, accounts.verifyResetPasswordPhone, async (request) => ({
    data: { token: await recovery.verifyCode(request.params.number, request.params.code) },
  }));

  serve(app, accounts.resendRecoverPasswordPhone, async (request) => {
    await recovery.requestCode(request.params.phone);
    return { data: { message: say(request, 'success.recoverySent') } };
  });
}
