import { describe, expect, it } from 'vitest';
import { STONE_KINDS } from '../content/curriculum.js';
import { GAME_CONTENT } from '../content/game.js';
import { learning, projects } from '../contract/index.js';
import {
  CONTENT_KINDS,
  kindsCompletedBy,
  kindsPlayableBy,
  gameTypes,
  kindsReading,
  PLAYABLE_KINDS,
  playerHref,
  routePath,
  STONE_PLAYERS,
  stonePlayerOf,
  tracksPlayableBy,
  type StonePlayer,
} from './players.js';

const href = (kind: (typeof STONE_KINDS)[number], track: string | null, locked = false) => {
  const found = stonePlayerOf(kind, track);
  return found && playerHref(found.player, { courseId: 3, stoneId: 12, kind, locked });
};

describe('the stone-player registry', () => {
  it('gives each kind and track its player route', () => {
    expect(href('lesson', 'smoothy')).toBe('/lessonprevideo/3/12/0');
    expect(href('lesson', 'web', true)).toBe('/lessonprevideo/3/12/1');
    expect(href('challenge', 'smoothy')).toBe('/ide/12/3');
    expect(href('code', 'smoothy')).toBe('/ide-questions/12/3');
    expect(href('code', null)).toBe('/ide-questions/12/3');
    expect(href('challenge', 'web')).toBe('/web-ide?coursedId=3&lessonId=12');
    expect(href('code', 'python')).toBe('/python-ide?coursedId=3&lessonId=12');
    expect(href('project', 'smoothy')).toBe('/playground-ide?coursedId=3&lessonId=12&isCourseProject=1');
    expect(href('graduation-project', 'web')).toBe(
      '/web-ide?coursedId=3&lessonId=12&isCourseProject=1&isGraduationProject=1',
    );
    expect(href('project', 'python')).toBe('/python-ide?coursedId=3&lessonId=12&isCourseProject=1');
  });

  it("turns a route into the client router's path", () => {
    expect(routePath('/memoryGame/{stoneId}')).toBe('/memoryGame/:stoneId');
    expect(routePath('/lessonprevideo/{courseId}/{stoneId}/{locked}')).toBe(
      '/lessonprevideo/:courseId/:stoneId/:locked',
    );
    expect(routePath('/web-ide?coursedId={courseId}&lessonId={stoneId}')).toBe('/web-ide');
  });

  it('leaves a kind or game type without a player to "soon"', () => {
    expect(stonePlayerOf('game', 'smoothy')).toBeNull();
    expect(stonePlayerOf('game', 'smoothy', 'sudoku')).toBeNull();
    expect(stonePlayerOf('not-a-kind')).toBeNull();
    expect(PLAYABLE_KINDS).toEqual(['lesson', 'challenge', 'code', 'project', 'graduation-project', 'game']);
  });

  it('plays a memory stone on /memoryGame/{stoneId}', () => {
    const found = stonePlayerOf('game', 'computer-skills', 'memory');
    expect(found?.id).toBe('memory');
    expect(found && playerHref(found.player, { courseId: 9, stoneId: 12, kind: 'game', locked: false })).toBe(
      '/memoryGame/12',
    );
    expect(kindsCompletedBy(learning.submitGameLesson.path)).toEqual(['game', 'challenge']);
  });

  it('plays a computer-skills challenge stone whose content is a paint file on /PaintChallenge{n}', () => {
    const at = (kind: 'challenge' | 'game', track: string, game: string | null) => {
      const found = stonePlayerOf(kind, track, game);
      return found && playerHref(found.player, { courseId: 10, stoneId: 30, kind, locked: false });
    };
    expect(at('challenge', 'computer-skills', 'paint-house')).toBe('/PaintChallenge1?lessonId=30');
    expect(at('challenge', 'computer-skills', 'paint-fill-erase')).toBe('/PaintChallenge2?lessonId=30');
    expect(at('challenge', 'computer-skills', 'paint-card')).toBe('/PaintChallenge3?lessonId=30');
    expect(at('game', 'computer-skills', 'paint-scene')).toBe('/PaintChallenge4?lessonId=30');
    // Only in the computer-skills courses; a challenge stone without a paint file keeps its own player.
    expect(at('challenge', 'smoothy', 'paint-house')).toBeNull();
    expect(at('challenge', 'smoothy', null)).toBe('/ide/30/10');
    expect(kindsPlayableBy('games')).toEqual(['game', 'challenge']);
  });

  it("plays course 11's office tools: a computer-skills challenge stone by its game file, and the slides game", () => {
    const at = (kind: 'challenge' | 'game', track: string, game: string | null) => {
      const found = stonePlayerOf(kind, track, game);
      return found && playerHref(found.player, { courseId: 11, stoneId: 40, kind, locked: false });
    };
    expect(at('challenge', 'computer-skills', 'document')).toBe('/MicrosoftWordProject?lessonId=40');
    expect(at('challenge', 'computer-skills', 'spreadsheet')).toBe('/ExcelProject?lessonId=40');
    expect(at('game', 'computer-skills', 'slides')).toBe('/presentation?lessonId=40');
    // A challenge stone without a game file keeps its SmoothY player; an office tool is for computer skills only.
    expect(at('challenge', 'computer-skills', null)).toBe('/ide/40/11');
    expect(at('challenge', 'smoothy', 'document')).toBeNull();
    expect(at('game', 'computer-skills', 'document')).toBeNull();
    expect(kindsPlayableBy('games')).toEqual(['game', 'challenge']);
  });

  it("plays a computer-skills course's project stones as drawings on /paint-project", () => {
    expect(stonePlayerOf('project', 'computer-skills')?.id).toBe('paint-project');
    expect(stonePlayerOf('graduation-project', 'computer-skills')?.id).toBe('paint-project');
    expect(href('project', 'computer-skills')).toBe('/paint-project?coursedId=3&lessonId=12&isCourseProject=1');
    expect(href('graduation-project', 'computer-skills')).toBe(
      '/paint-project?coursedId=3&lessonId=12&isCourseProject=1&isGraduationProject=1',
    );
    // The other tracks keep their editors; a submission completes the stone, as every course project.
    expect(stonePlayerOf('project', 'smoothy')?.id).toBe('blocks-project');
    expect(stonePlayerOf('project', null)?.id).toBe('blocks-project');
    expect(STONE_PLAYERS['paint-project'].completedBy).toBe(projects.courseProjectSubmission.path);
    expect(tracksPlayableBy('projects', 'project')).toContain('computer-skills');
    expect(routePath(STONE_PLAYERS['paint-project'].route)).toBe('/paint-project');
  });

  it('plays a drag-and-drop stone on /games/level/{stoneId}', () => {
    const found = stonePlayerOf('game', 'computer-skills', 'connect');
    expect(found?.id).toBe('connect');
    expect(found && playerHref(found.player, { courseId: 9, stoneId: 14, kind: 'game', locked: false })).toBe(
      '/games/level/14',
    );
  });

  it('names which stones each content kind makes playable, reads, and which call completes them', () => {
    expect(kindsPlayableBy('lessons')).toEqual(['lesson']);
    expect(kindsPlayableBy('levels')).toEqual(['challenge', 'code']);
    expect(kindsPlayableBy('exercises')).toEqual(['challenge', 'code']);
    expect(tracksPlayableBy('exercises', 'code')).toEqual(['web', 'python']);
    expect(kindsPlayableBy('projects')).toEqual(['project', 'graduation-project']);
    expect(kindsReading('exercises')).toEqual(['challenge', 'code', 'project', 'graduation-project']);
    expect(kindsCompletedBy(learning.submitChallengeLesson.path)).toEqual(['challenge', 'code']);
    expect(kindsCompletedBy(projects.courseProjectSubmission.path)).toEqual(['project', 'graduation-project']);
    expect(kindsCompletedBy(learning.studentQuestionsSubmission.path)).toEqual(['lesson']);
  });

  it("opens a computer-skills project in the editor its template's type names: paint, document or slides", () => {
    const at = (kind: 'project' | 'graduation-project', track: string | null, type: string | null) => {
      const found = stonePlayerOf(kind, track, null, type);
      return found && playerHref(found.player, { courseId: 11, stoneId: 50, kind, locked: false });
    };
    expect(at('project', 'computer-skills', 'document')).toBe(
      '/document-project?coursedId=11&lessonId=50&isCourseProject=1',
    );
    expect(at('graduation-project', 'computer-skills', 'slides')).toBe(
      '/slides-project?coursedId=11&lessonId=50&isCourseProject=1&isGraduationProject=1',
    );
    expect(at('project', 'computer-skills', 'paint')).toBe('/paint-project?coursedId=11&lessonId=50&isCourseProject=1');
    // Without the template's type the track's first project row (paint); a type no player of the track opens: soon.
    expect(stonePlayerOf('project', 'computer-skills')?.id).toBe('paint-project');
    expect(at('project', 'computer-skills', 'blocks')).toBeNull();
    expect(at('project', 'smoothy', 'document')).toBeNull();
    expect(at('project', 'web', 'slides')).toBeNull();
    expect(at('project', 'web', 'blocks')).toBeNull();
    // The other tracks by their own types.
    expect(stonePlayerOf('project', 'smoothy', null, 'blocks')?.id).toBe('blocks-project');
    expect(stonePlayerOf('project', 'web', null, 'web')?.id).toBe('web-project');
    expect(stonePlayerOf('graduation-project', 'python', null, 'python')?.id).toBe('python-project');
    // Every project row names its type, the new ones complete the stone by the project submission.
    for (const [id, player] of Object.entries(STONE_PLAYERS) as [string, StonePlayer][]) {
      expect(player.kinds.includes('project') === (player.projectType !== undefined), id).toBe(true);
    }
    for (const id of ['document-project', 'slides-project'] as const) {
      expect(STONE_PLAYERS[id].completedBy).toBe(projects.courseProjectSubmission.path);
      expect(STONE_PLAYERS[id].offline).toBe('projectTemplates');
    }
    expect(routePath(STONE_PLAYERS['document-project'].route)).toBe('/document-project');
    expect(routePath(STONE_PLAYERS['slides-project'].route)).toBe('/slides-project');
  });

  it('has rows that name real stone kinds, content kinds and offline tables, and no two rows for one kind and track', () => {
    const seen = new Set<string>();
    for (const [id, player] of Object.entries(STONE_PLAYERS)) {
      for (const kind of player.kinds) {
        expect(STONE_KINDS).toContain(kind);
        for (const track of 'tracks' in player ? player.tracks : ['*']) {
          const key = `${kind}/${track}/${'game' in player ? player.game : ''}/${'projectType' in player ? player.projectType : ''}`;
          expect(seen.has(key), `${id}: ${key}`).toBe(false);
          seen.add(key);
        }
      }
      for (const content of player.content) expect(Object.keys(CONTENT_KINDS)).toContain(content);
    }
  });

  it('gives every game type with a player its schema, its games folder and the game completion call, and no schema without a row', () => {
    expect(Object.keys(GAME_CONTENT).sort()).toEqual(gameTypes().sort());
    for (const player of Object.values(STONE_PLAYERS) as StonePlayer[]) {
      if (!player.game) continue;
      // A game type plays game stones or challenge stones (a paint or office tool), a challenge only in the
      // computer-skills courses.
      expect(player.kinds.length).toBeGreaterThan(0);
      expect(player.kinds.every((k) => k === 'game' || k === 'challenge')).toBe(true);
      if (player.kinds.includes('challenge')) expect(player.tracks).toEqual(['computer-skills']);
      expect(player.content).toEqual(['games']);
      expect(player.offline).toBe('stones');
      expect(player.completedBy).toBe(learning.submitGameLesson.path);
    }
  });
});
