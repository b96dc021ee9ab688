import * as accounts from './accounts.js';
import * as admin from './admin.js';
import * as blocks from './blocks.js';
import * as certificates from './certificates.js';
import * as codeExercises from './code-exercises.js';
import * as community from './community.js';
import * as exams from './exams.js';
import * as games from './games.js';
import * as learning from './learning.js';
import * as media from './media.js';
import * as parent from './parent.js';
import * as payments from './payments.js';
import * as pictureSignIn from './picture-sign-in.js';
import * as projects from './projects.js';
import * as publicForms from './public-forms.js';
import * as reports from './reports.js';
import * as roster from './roster.js';
import * as school from './school.js';
import * as sync from './sync.js';
import * as teacher from './teacher.js';
import * as teachingResources from './teaching-resources.js';
import type { CallDescriptor } from './define.js';

export * from './define.js';
export * from './error-codes.js';
export * from './changes.js';
export * from './fields.js';
export * from './catalogue.js';
export { convertUrlValues } from './url-values.js';
export {
  accounts,
  admin,
  blocks,
  certificates,
  codeExercises,
  community,
  games,
  learning,
  media,
  parent,
  payments,
  pictureSignIn,
  projects,
  publicForms,
  reports,
  roster,
  school,
  sync,
  teacher,
  teachingResources,
  exams,
};
export { LoginItem, LoginAnswer, LoginProfile } from './accounts.js';
export { CONTACT_REASONS } from './public-forms.js';
export {
  PICTURE_GRID_SIZE,
  PICTURE_KEYS,
  PICTURE_PROTECTION,
  SIGN_IN_CODE_ALPHABET,
  SIGN_IN_CODE_LENGTH,
  type PictureKey,
} from './picture-sign-in.js';
export { COURSE_LEVELS, COURSE_TRACKS } from './learning.js';
export { CERTIFICATE_CODE_ALPHABET, CERTIFICATE_CODE_PATTERN, CERTIFICATE_TYPES } from './certificates.js';

function descriptorsOf(module: Record<string, unknown>): CallDescriptor[] {
  return Object.values(module).filter(
    (value): value is CallDescriptor =>
      typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'access' in value,
  );
}

/** Every call the contract defines, by area. The server registers each one it serves. */
export const callsByArea = {
  accounts: descriptorsOf(accounts),
  publicForms: descriptorsOf(publicForms),
  learning: descriptorsOf(learning),
  projects: descriptorsOf(projects),
  sync: descriptorsOf(sync),
  teacher: descriptorsOf(teacher),
  roster: descriptorsOf(roster),
  teachingResources: descriptorsOf(teachingResources),
  parent: descriptorsOf(parent),
  payments: descriptorsOf(payments),
  pictureSignIn: descriptorsOf(pictureSignIn),
  school: descriptorsOf(school),
  reports: descriptorsOf(reports),
  admin: descriptorsOf(admin),
  blocks: descriptorsOf(blocks),
  codeExercises: descriptorsOf(codeExercises),
  games: descriptorsOf(games),
  media: descriptorsOf(media),
  community: descriptorsOf(community),
  certificates: descriptorsOf(certificates),
  exams: descriptorsOf(exams),
} as const;

export const allCalls: CallDescriptor[] = Object.values(callsByArea).flat();

export function callKey(call: { method: string; path: string }): string {
  return `${call.method} ${call.path}`;
}
