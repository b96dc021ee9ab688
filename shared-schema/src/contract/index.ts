import * as accounts from './accounts.js';
import * as blocks from './blocks.js';
import * as codeExercises from './code-exercises.js';
import * as landing from './landing.js';
import * as learning from './learning.js';
import * as media from './media.js';
import * as projects from './projects.js';
import * as publicForms from './public-forms.js';
import * as sync from './sync.js';
import * as teacher from './teacher.js';
import type { CallDescriptor } from './define.js';

export * from './define.js';
export * from './error-codes.js';
export * from './changes.js';
export * from './fields.js';
export * from './catalogue.js';
export { accounts, blocks, codeExercises, landing, learning, media, projects, publicForms, sync, teacher };
export { LoginItem, LoginAnswer, LoginProfile } from './accounts.js';
export { CONTACT_REASONS } from './public-forms.js';
export { COURSE_LEVELS, COURSE_TRACKS } from './landing.js';

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
  landing: descriptorsOf(landing),
  learning: descriptorsOf(learning),
  projects: descriptorsOf(projects),
  sync: descriptorsOf(sync),
  teacher: descriptorsOf(teacher),
  blocks: descriptorsOf(blocks),
  codeExercises: descriptorsOf(codeExercises),
  media: descriptorsOf(media),
} as const;

export const allCalls: CallDescriptor[] = Object.values(callsByArea).flat();

export function callKey(call: { method: string; path: string }): string {
  return `${call.method} ${call.path}`;
}
