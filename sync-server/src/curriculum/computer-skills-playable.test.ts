import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stonePlayerOf } from '@codeyard/shared-schema';
import { courses, stones } from '../db/tables.js';
import { startTestApp } from '../test-support/test-app.js';

type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/** Every stone still on a map, with its course's number and track. */
function mapStones(t: TestApp) {
  return t.app.db
    .select({
      id: stones.id,
      course: courses.number,
      track: courses.track,
      key: stones.key,
      kind: stones.kind,
      playable: stones.playable,
    })
    .from(stones)
    .innerJoin(courses, eq(courses.id, stones.courseId))
    .where(eq(stones.retired, false));
}

/** The registry's player for a stone, chosen by its game's type or its project template's type. */
function playerOf(t: TestApp, stone: Awaited<ReturnType<typeof mapStones>>[number]) {
  return stonePlayerOf(
    stone.kind,
    stone.track,
    t.app.games.byStone(stone.id)?.file.game ?? null,
    t.app.projectTemplates.byStone(stone.id)?.type ?? null,
  );
}

/**
 * Issue 14: no stone on the maps of My First Computer (9), Keyboard and Paint (10) and Office Skills (11) says
 * "soon": every stone has a player and its content, the drawing projects and the report and presentation included.
 */
describe('the computer-skills course maps 9, 10 and 11', () => {
  it('have a player and its content for every stone, the drawing, report and presentation projects included', async () => {
    const t = await startTestApp({});
    try {
      const rows = (await mapStones(t)).filter((r) => r.track === 'computer-skills' && [9, 10, 11].includes(r.course));
      expect(rows.length).toBeGreaterThan(20);
      expect(rows.filter((r) => !r.playable).map((r) => `${r.course}:${r.key}`)).toEqual([]);
      // And the registry names a player for each, by its game's type or its project template's type.
      const withoutPlayer = rows.filter((r) => !playerOf(t, r));
      expect(withoutPlayer.map((r) => `${r.course}:${r.key}`)).toEqual([]);
      const players = (key: string) =>
        playerOf(
          t,
          rows.find((x) => x.key === key)!,
        )?.id;
      expect(players('project-a-report-about-my-country')).toBe('document-project');
      expect(players('graduation-my-big-presentation')).toBe('slides-project');
      expect(players('project-my-art-folder')).toBe('paint-project');
      const projects = rows.filter((r) => r.kind === 'project' || r.kind === 'graduation-project');
      expect(projects.map((r) => `${r.course}:${r.key}`).sort()).toEqual([
        '10:graduation-my-picture-story',
        '10:project-my-art-folder',
        '11:graduation-my-big-presentation',
        '11:project-a-report-about-my-country',
        '9:graduation-my-drawings-folder',
        '9:project-draw-your-computer',
      ]);
    } finally {
      await t.close();
    }
  });
});

/** Issues 14 and 17: no stone on any course map of the catalogue says "soon". */
describe('every course map of the catalogue', () => {
  it('has a player and its content for every stone', async () => {
    const t = await startTestApp({});
    try {
      const rows = await mapStones(t);
      expect(new Set(rows.map((r) => r.course)).size).toBe(11);
      expect(rows.filter((r) => !r.playable).map((r) => `${r.course}:${r.key}`)).toEqual([]);
      const withoutPlayer = rows.filter((r) => !playerOf(t, r));
      expect(withoutPlayer.map((r) => `${r.course}:${r.key}`)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
