import { kindsPlayableBy, type ContentKind, type StoneKind } from '@codeyard/shared-schema';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Database, Tx } from '../db/index.js';
import { stones } from '../db/tables.js';
import { loadProjectTemplates, type TemplateRegistry } from '../projects/templates.js';
import { loadCodeExercises, playableExerciseStoneIds, type CodeExerciseRegistry } from './code-exercises.js';
import { loadGames, type GameRegistry } from './games.js';
import { loadLevels, type LevelRegistry } from './levels.js';

/**
 * Every stone's content beside the course maps, loaded at every start after loadCurriculum (levels, then
 * exercises, then the project templates that take a code project's brief from its exercise, then games), and the
 * stones' `playable` flags set from it: a stone is playable exactly when it has the content its player
 * plays (the stone-player registry's first content). Content files are read at every start while the
 * stones are written only when a course's version rises, so adding or removing a file changes the map
 * without a new course version. Lesson stones are left to loadCurriculum (a lesson file is named by its map).
 */

export interface StoneContents {
  /** The SmoothY levels by stone (curriculum/levels.ts). */
  levels: LevelRegistry;
  /** The Python and Web exercises by stone (curriculum/code-exercises.ts). */
  codeExercises: CodeExerciseRegistry;
  /** The course project templates by stone (projects/templates.ts). */
  projectTemplates: TemplateRegistry;
  /** The game stones' content by stone (curriculum/games.ts). */
  games: GameRegistry;
}

export async function loadStoneContents(db: Database, dir: string): Promise<StoneContents> {
  const levels = await loadLevels(db, dir);
  const codeExercises = await loadCodeExercises(db, dir);
  const projectTemplates = await loadProjectTemplates(db, dir, codeExercises);
  const games = await loadGames(db, dir);
  const playable: [ContentKind, number[]][] = [
    ['levels', levels.stoneIds()],
    // Only exercises of a language whose editor checks them open a code or challenge stone.
    ['exercises', playableExerciseStoneIds(codeExercises)],
    ['projects', projectTemplates.stoneIds()],
    ['games', games.stoneIds()],
  ];
  await db.write((tx) => markPlayable(tx, playableStoneIds(playable)));
  return { levels, codeExercises, projectTemplates, games };
}

/** For each stone kind its player makes playable from content, the stones that have that content. */
export function playableStoneIds(byContent: readonly [ContentKind, readonly number[]][]): Map<StoneKind, number[]> {
  const byKind = new Map<StoneKind, number[]>();
  for (const [content, ids] of byContent)
    for (const kind of kindsPlayableBy(content)) byKind.set(kind, [...(byKind.get(kind) ?? []), ...ids]);
  return byKind;
}

/** Sets `playable` on the stones of each kind: exactly those listed. Other kinds are not touched. */
export async function markPlayable(db: Tx, byKind: ReadonlyMap<StoneKind, readonly number[]>): Promise<void> {
  for (const [kind, ids] of byKind) {
    await db
      .update(stones)
      .set({ playable: true })
      .where(and(eq(stones.kind, kind), inArray(stones.id, [...ids]), eq(stones.playable, false)));
    await db
      .update(stones)
      .set({ playable: false })
      .where(and(eq(stones.kind, kind), notInArray(stones.id, [...ids]), eq(stones.playable, true)));
  }
}
