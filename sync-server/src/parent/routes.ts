import { PAGE_SIZES, parent, translate } from '@codeyard/shared-schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountDeps } from '../accounts/routes.js';
import { Throttle } from '../accounts/throttle.js';
import { serve } from '../http/contract-routes.js';
import { requestLanguage } from '../http/language.js';
import { editParentProfile, parentProfile, resetParentPassword, updateParentProfile } from './account.js';
import { createChild, editChild, kids, linkChild, resetChildPassword, setChildEnabled } from './children.js';
import {
  availableChildren,
  cancelSubscriptions,
  checkStudentCourse,
  couponDiscount,
  coursesCanBePurchased,
  parentPlans,
  plansInfo,
  priceByCourse,
  purchases,
  subscriptionStatus,
} from './plans.js';
import { invitationsOf, inviteParent } from './invitations.js';
import { parentChildren } from './service.js';

/** The parent's calls (spec 001 §7.4): thin handlers over the services of this folder. */
export async function parentRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const throttle = new Throttle(db);
  const me = (request: FastifyRequest) => request.auth!.user.id;
  const lang = (request: FastifyRequest) => requestLanguage(request);
  const say = (request: FastifyRequest, key: string) => translate(lang(request), key);

  serve(app, parent.parentChildrenInfo, async (request) => ({
    data: await parentChildren(
      db,
      me(request),
      request.query.Child_number ?? PAGE_SIZES.parentChildren,
      request.query.page_number ?? 1,
    ),
  }));

  // ---------------------------------------------------------------- children (writes)
  serve(app, parent.createNewChild, async (request) => ({
    data: { message: say(request, 'parent.childCreated'), child: await createChild(db, me(request), request.body) },
  }));
  serve(app, parent.linkParentChild, async (request) => ({
    data: {
      message: say(request, 'parent.childLinked'),
      child: await linkChild(db, throttle, me(request), request.body, request.ip),
    },
  }));
  serve(app, parent.enableChild, async (request) => ({
    data: {
      message: say(request, 'parent.childEnabled'),
      child: await setChildEnabled(db, me(request), request.body.student_profile_id, true),
    },
  }));
  serve(app, parent.disableChild, async (request) => ({
    data: {
      message: say(request, 'parent.childDisabled'),
      child: await setChildEnabled(db, me(request), request.body.student_profile_id, false),
    },
  }));
  serve(app, parent.resetStudentPassword, async (request) => ({
    data: {
      message: say(request, 'parent.childPasswordReset'),
      child: await resetChildPassword(db, me(request), request.body.student_profile_id, request.body.password),
    },
  }));
  serve(app, parent.editKidInfo, async (request) => ({
    data: {
      message: say(request, 'parent.childSaved'),
      child: await editChild(db, me(request), request.params.kidId, request.body),
    },
  }));
  serve(app, parent.updateChildInfo, async (request) => {
    const { student_profile_id, ...fields } = request.body;
    return {
      data: {
        message: say(request, 'parent.childSaved'),
        child: await editChild(db, me(request), student_profile_id, fields),
      },
    };
  });

  // ---------------------------------------------------------------- children (reads)
  serve(app, parent.kidsInfo, async (request) => ({ data: { kids: await kids(db, me(request)) } }));
  serve(app, parent.availableChildren, async (request) => ({
    data: { children: await availableChildren(db, me(request), request.query.course_id) },
  }));

  // ---------------------------------------------------------------- the parent's own account
  serve(app, parent.parentProfile, async (request) => ({ data: await parentProfile(db, me(request)) }));
  serve(app, parent.editParentProfile, async (request) => ({
    data: {
      message: say(request, 'parent.profileSaved'),
      profile: await editParentProfile(db, me(request), request.body),
    },
  }));
  serve(app, parent.updateParentProfile, async (request) => ({
    data: {
      message: say(request, 'parent.signInAgain'),
      profile: await updateParentProfile(db, me(request), request.body),
    },
  }));
  serve(app, parent.resetParentPassword, async (request) => {
    await resetParentPassword(db, me(request), request.body.current_password, request.body.password);
    return { data: { message: say(request, 'parent.passwordChanged') } };
  });

  // ---------------------------------------------------------------- plans, prices and subscriptions
  serve(app, parent.plans, async () => ({ data: plansInfo() }));
  serve(app, parent.parentPlans, async (request) => ({
    data: { plans: await parentPlans(db, me(request), lang(request)) },
  }));
  serve(app, parent.parentSubscriptionStatus, async (request) => ({
    data: { children: await subscriptionStatus(db, me(request)) },
  }));
  serve(app, parent.purchasesHistory, async (request) => ({
    data: await purchases(db, me(request), request.query.page_number ?? 1, lang(request)),
  }));
  serve(app, parent.parentCouponsDiscount, async (request) => ({
    data: await couponDiscount(db, me(request), request.params.code, request.params.planId),
  }));
  serve(app, parent.priceByCourse, async (request) => ({
    data: await priceByCourse(db, me(request), {
      courseId: request.params.course_id,
      planId: request.params.plan_id,
      studentIds: request.query.student_ids ? request.query.student_ids.split(',').map(Number) : [],
      assisted: request.query.with_assisted_learning ?? false,
      couponCode: request.query.coupon_code,
    }),
  }));
  serve(app, parent.checkStudentCourse, async (request) => ({
    data: await checkStudentCourse(db, me(request), request.params.studentProfileId, request.params.courseId),
  }));
  serve(app, parent.coursesCanBePurchased, async (request) => ({
    data: {
      courses: await coursesCanBePurchased(db, me(request), request.params.studentProfileId, lang(request)),
    },
  }));
  serve(app, parent.cancelParentSubscription, async (request) => ({
    data: {
      message: say(request, 'parent.subscriptionCancelled'),
      ...(await cancelSubscriptions(db, me(request), request.body.student_ids, request.body.course_id)),
    },
  }));

  // ---------------------------------------------------------------- a child invites a parent (issue 15 item 5)
  const invitationDeps = accountDeps(app);
  serve(app, parent.parentInvitations, async (request) => ({
    data: await invitationsOf(db, me(request), invitationDeps.now()),
  }));
  serve(app, parent.inviteParent, async (request) => ({
    data: {
      message: say(request, 'success.invitationSent'),
      invitations: await inviteParent(invitationDeps, me(request), request.body, lang(request)),
    },
  }));
}
