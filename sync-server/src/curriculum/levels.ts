import { LevelFile, levelProblems, programProblems } from '@codeyard/shared-schema/smoothy';
import { kindsPlayableBy } from '@codeyard/shared-schema';
import type { Reader } from '../db/index.js';
import {
  loadContentKind,
  type ContentKindDescriptor,
  type ContentRegistry,
  type StoneContent,
} from './content-loader.js';

/**
 * The SmoothY levels (<dir>/<n>-<slug>/levels/<key>.json, LevelFile), loaded by the content loader
 * (content-loader.ts) at every start after loadCurriculum. Each belongs to a stone whose player plays a
 * level (the stone-player registry: 'challenge' and 'code') of its course map. A bad file stops the start
 * with a CurriculumError naming it.
 */

export interface LevelEntry extends StoneContent<LevelFile> {
  kind: 'challenge' | 'code';
}

export type LevelRegistry = ContentRegistry<LevelEntry>;

const programIssues = (what: string, program: LevelFile['solution']) =>
  programProblems(program).map((p) => `${what} ${p.code} ${'name' in p ? `${p.name} ` : ''}(${p.id})`);

export const LEVEL_CONTENT: ContentKindDescriptor<LevelFile, LevelEntry> = {
  content: 'levels',
  schema: LevelFile,
  invalid: 'is not a valid level',
  hiddenKeywords: ['boolean'],
  stoneKinds: kindsPlayableBy('levels'),
  stoneKindsText: 'a challenge or code',
  fileProblems: (level) => [
    ...levelProblems(level.level).map((p) => `/level ${p}`),
    ...programIssues('/solution', level.solution),
    ...(level.starter ? programIssues('/starter', level.starter) : []),
  ],
  entry: (content) => content as LevelEntry,
};

/** Reads and checks every level file and maps each to its stone; run after loadCurriculum. */
export function loadLevels(db: Reader, dir: string): Promise<LevelRegistry> {
  return loadContentKind(db, dir, LEVEL_CONTENT);
}
