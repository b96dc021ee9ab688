import type { FastifyInstance } from 'fastify';
import { accountsArea } from './accounts/routes.js';
import { adminRoutes } from './admin/routes.js';
import { blocksRoutes } from './blocks/routes.js';
import { certificateRoutes } from './certificates/routes.js';
import { codeExerciseRoutes } from './code-exercises/routes.js';
import { communityRoutes } from './community/routes.js';
import { examRoutes } from './exams/routes.js';
import { gameRoutes } from './games/routes.js';
import { installCaptcha } from './captcha/plugin.js';
import { publicFormRoutes } from './public-forms/routes.js';
import { rosterRoutes } from './roster/routes.js';
import { identityRoutes } from './identity/routes.js';
import { learningRoutes } from './learning/routes.js';
import { mediaRoutes } from './media/routes.js';
import { installMessaging } from './messaging/index.js';
import { parentRoutes } from './parent/routes.js';
import { paymentRoutes } from './payments/routes.js';
import { pictureSignInRoutes } from './picture-sign-in/routes.js';
import { projectRoutes } from './projects/routes.js';
import { reportRoutes } from './reports/routes.js';
import { schoolRoutes } from './school/routes.js';
import { teacherRoutes } from './teacher/routes.js';
import { teachingResourceRoutes } from './teaching-resources/routes.js';
import { syncRoutes } from './sync/routes.js';

/**
 * The API by area. Each area is a plugin in its own folder that serves its contract calls with
 * `serve(app, descriptor, handler)`; add a line here when an area is added.
 */
export async function registerAreas(app: FastifyInstance): Promise<void> {
  void app;
  // Shared by every area, installed first: app.mail / app.sms, and the captcha check of `captcha: true` calls.
  installMessaging(app);
  installCaptcha(app);
  await app.register(accountsArea);
  await app.register(learningRoutes);
  await app.register(publicFormRoutes);
  await app.register(identityRoutes);
  await app.register(teacherRoutes);
  await app.register(rosterRoutes);
  await app.register(teachingResourceRoutes);
  await app.register(pictureSignInRoutes);
  await app.register(parentRoutes);
  await app.register(paymentRoutes);
  await app.register(schoolRoutes);
  await app.register(reportRoutes);
  await app.register(adminRoutes);
  await app.register(projectRoutes);
  await app.register(syncRoutes);
  await app.register(blocksRoutes);
  await app.register(codeExerciseRoutes);
  await app.register(mediaRoutes);
  await app.register(gameRoutes);
  await app.register(communityRoutes);
  await app.register(certificateRoutes);
  await app.register(examRoutes);
}
