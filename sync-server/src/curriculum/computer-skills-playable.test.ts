import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courses, stones } from '../db/tables.js';
import { startTestApp } from '../test-support/test-app.js';

/**
 * Issue 14: no stone on the maps of My First Computer (9) and Keyboard and Paint (10) says "soon": every stone
 * has a player and its content, the drawing projects included. (Office Skills, 11, still waits for its office
 * players: its Word, Excel and presentation stones and its report projects are not drawings.)
 */
describe('the computer-skills course maps 9 and 10', () => {
  it('have a player and its content for every stone, the drawing projects included', async () => {
    const t = await startTestApp({});
    try {
      const rows = await t.app.db
        .select({ course: courses.number, key: stones.key, kind: stones.kind, playable: stones.playable })
        .from(stones)
        .innerJoin(courses, eq(courses.id, stones.courseId))
        .where(and(eq(courses.track, 'computer-skills'), inArray(courses.number, [9, 10]), eq(stones.retired, false)));
      expect(rows.length).toBeGreaterThan(20);
      expect(rows.filter((r) => !r.playable).map((r) => `${r.course}:${r.key}`)).toEqual([]);
      const projects = rows.filter((r) => r.kind === 'project' || r.kind === 'graduation-project');
      expect(projects.map((r) => `${r.course}:${r.key}`).sort()).toEqual([
        '10:graduation-my-picture-story',
        '10:project-my-art-folder',
        '9:graduation-my-drawings-folder',
        '9:project-draw-your-computer',
      ]);
    } finally {
      await t.close();
    }
  });
});
